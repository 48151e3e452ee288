/**
 * The generated rules text: explicit English and Hungarian lines for representative abilities, and one sample of
 * every vocabulary node (written here, typed so a new kind needs a sample) rendering clean text in both languages.
 */
import { describe, expect, it } from 'vitest'
import type { LocalizedText } from '../../../core/types'
import { abilityText, rulesText, type TextCard } from './text'
import type {
  Ability,
  Amount,
  CardRef,
  Condition,
  Cost,
  Duration,
  Effect,
  EffectKind,
  Filter,
  HookName,
  Modifier,
  ModifierKind,
  PlayWindow,
  Target,
  Trigger,
  TriggerKind,
} from './vocabulary'

const UNIT: TextCard = { type: 'unit', enhance: null }
const OBJECTIVE: TextCard = { type: 'objective', enhance: null }
const ON_UNIT: TextCard = { type: 'enhancement', enhance: { on: 'unit', traitAny: ['Character'] } }
const IN_PLAY_AREA: TextCard = { type: 'enhancement', enhance: { on: 'playArea' } }

const text = (ability: Ability, card?: TextCard) => abilityText(ability, card)

describe('abilityText: representative abilities', () => {
  it('a reaction to the opponent’s turn', () => {
    const ability: Ability = {
      kind: 'reaction',
      on: { on: 'turn-began', whose: 'opponent' },
      effects: [{ do: 'unfocus', amount: 1, target: { ref: 'self' } }],
    }
    expect(text(ability, UNIT)).toEqual({
      en: "Reaction: After your opponent's turn starts, remove 1 focus token from this unit.",
      hu: 'Reakció: miután elkezdődött az ellenfeled köre, távolíts el 1 fókuszjelzőt erről az egységről.',
    })
  })

  it('an action with a focus cost and a limit', () => {
    const ability: Ability = {
      kind: 'action',
      cost: [{ focus: 'self' }],
      effects: [{ do: 'damage', amount: 1, target: { choose: { type: ['unit'], controller: 'opponent' } } }],
      limit: 1,
    }
    expect(text(ability, IN_PLAY_AREA)).toEqual({
      en: 'Action: Focus this enhancement to deal 1 damage to an enemy unit you target. (Limit once per turn.)',
      hu: 'Akció: fókuszáld ezt az erősítést, hogy okozz 1 sebzést egy célpontként kijelölt ellenséges egységnek. (Körönként egyszer.)',
    })
    expect(text({ ...ability, limit: 2 }, IN_PLAY_AREA).en).toMatch(/\(Limit twice per turn\.\)$/)
  })

  it('a constant icon grant to the host', () => {
    const ability: Ability = {
      kind: 'constant',
      modifier: { gain: 'icons', to: { ref: 'host' }, icons: { unit: 1, blast: 1 } },
    }
    expect(text(ability, ON_UNIT)).toEqual({
      en: 'The enhanced unit gains 1 unit damage icon and 1 blast damage icon.',
      hu: 'Az erősített egység kap 1 egységsebzés-ikont és 1 robbanássebzés-ikont.',
    })
  })

  it('a constant keyword while the host has a title', () => {
    const ability: Ability = {
      kind: 'constant',
      modifier: { gain: 'keyword', to: { ref: 'host' }, keyword: { k: 'targetedStrike' } },
      while: { is: 'host', filter: { title: 'Boba Fett' } },
    }
    expect(text(ability, ON_UNIT)).toEqual({
      en: 'While the enhanced unit is Boba Fett, the enhanced unit has Targeted Strike.',
      hu: 'Amíg az erősített egység Boba Fett, az erősített egység megkapja a Targeted Strike kulcsszót.',
    })
  })

  it('a fate card with a condition', () => {
    const ability: Ability = {
      kind: 'fate',
      effects: [
        {
          do: 'if',
          cond: { role: 'attacker' },
          then: [{ do: 'damage', amount: 1, target: { ref: 'engaged-objective' } }],
        },
      ],
    }
    expect(text(ability, { type: 'fate' })).toEqual({
      en: 'If you are the attacker, deal 1 damage to the engaged objective.',
      hu: 'Ha te vagy a támadó, okozz 1 sebzést a megtámadott célnak.',
    })
  })

  it('an interrupt that cancels, paid by sacrificing this card', () => {
    const ability: Ability = {
      kind: 'interrupt',
      on: { on: 'card-played', filter: { type: ['event'] } },
      cost: [{ sacrifice: 'self' }],
      effects: [{ do: 'cancel' }],
    }
    expect(text(ability, UNIT)).toEqual({
      en: 'Interrupt: When an event is played, sacrifice this unit to cancel the effects of that event.',
      hu: 'Megszakítás: amikor kijátszanak egy eseménykártyát, áldozd fel ezt az egységet, hogy hatástalanítsd azt az eseménykártyát.',
    })
  })

  it('a grant that lasts until the end of the engagement', () => {
    const ability: Ability = {
      kind: 'action',
      effects: [
        {
          do: 'grant',
          target: { choose: { type: ['unit'], traitAny: ['Vehicle'], state: ['attacking'] }, count: 2, upTo: true },
          icons: { blast: 1 },
          duration: 'engagement',
        },
      ],
    }
    expect(text(ability, { type: 'event' })).toEqual({
      en: 'Action: Give up to 2 attacking Vehicle units you target 1 blast damage icon until the end of the engagement.',
      hu: 'Akció: adj legfeljebb 2 célpontként kijelölt támadó Vehicle egységnek 1 robbanássebzés-ikont az összecsapás végéig.',
    })
  })

  it('an `if` on the Balance of the Force, and an amount that depends on it', () => {
    const branch: Ability = {
      kind: 'action',
      effects: [
        { do: 'if', cond: { balance: 'dark' }, then: [{ do: 'draw', amount: 2 }], else: [{ do: 'draw', amount: 1 }] },
      ],
    }
    expect(text(branch)).toEqual({
      en: 'Action: If the Balance of the Force favours the dark side, draw 2 cards; otherwise, draw 1 card.',
      hu: 'Akció: ha az Erő egyensúlya a sötét oldal felé billen, húzz 2 lapot; ha nem, húzz 1 lapot.',
    })
    const amount: Ability = {
      kind: 'action',
      effects: [
        {
          do: 'focus',
          amount: { if: { balance: 'light' }, then: 2, else: 1 },
          target: { choose: { type: ['unit'], traitAny: ['Character', 'Creature'] } },
        },
      ],
    }
    expect(text(amount, { type: 'event' })).toEqual({
      en: 'Action: Place 1 focus token on a Character or Creature unit you target (2 if the Balance of the Force favours the light side).',
      hu: 'Akció: tegyél 1 fókuszjelzőt egy célpontként kijelölt Character vagy Creature egységre (2, ha az Erő egyensúlya a világos oldal felé billen).',
    })
  })

  it('a hook, as an ability and as an interrupt’s effect', () => {
    expect(text({ kind: 'hook', name: 'fates-twice' }, UNIT)).toEqual({
      en: 'While this unit takes part in an engagement, each of your fate cards may resolve one more time.',
      hu: 'Amíg ez az egység részt vesz egy összecsapásban, minden sorskártyád hatását még egyszer végrehajthatod.',
    })
    const yavin: Ability = {
      kind: 'interrupt',
      on: { on: 'objective-engaged', card: { type: ['objective'], controller: 'you', not: 'self' } },
      effects: [{ do: 'hook', name: 'redirect-engagement' }],
      limit: 1,
    }
    expect(text(yavin, OBJECTIVE)).toEqual({
      en: 'Interrupt: When another friendly objective is engaged, your opponent must engage this objective in its place. (Limit once per turn.)',
      hu: 'Megszakítás: amikor megtámadnak egy másik saját célt, az ellenfelednek helyette ezt a célt kell megtámadnia. (Körönként egyszer.)',
    })
  })

  it('a forced reaction on the host', () => {
    const ability: Ability = {
      kind: 'reaction',
      forced: true,
      on: { on: 'focused-to-strike', card: 'host' },
      effects: [{ do: 'focus', amount: 1, target: { ref: 'host' } }],
    }
    expect(text(ability, ON_UNIT)).toEqual({
      en: 'Forced reaction: After the enhanced unit is focused for a strike, place 1 focus token on the enhanced unit.',
      hu: 'Kényszerített reakció: miután az erősített egység csapást indított, tegyél 1 fókuszjelzőt az erősített egységre.',
    })
  })

  it('an action with a play window', () => {
    const ability: Ability = {
      kind: 'action',
      window: 'your-turn',
      effects: [{ do: 'heal', amount: 'all', target: { choose: { type: ['objective'] } } }],
    }
    expect(text(ability, { type: 'event' })).toEqual({
      en: 'Action: Remove all damage from an objective you target. Only during your turn.',
      hu: 'Akció: távolítsd el az összes sebzést egy célpontként kijelölt célról. Csak a saját körödben.',
    })
  })

  it('a sacrifice cost paying for two effects, and a statement paid for "in return"', () => {
    const hope: Ability = {
      kind: 'action',
      cost: [{ sacrifice: { type: ['unit'] } }],
      effects: [
        { do: 'draw', amount: 2 },
        { do: 'discard-hand', amount: 1, whose: 'opponent', chooser: 'owner' },
      ],
    }
    expect(text(hope, { type: 'event' })).toEqual({
      en: 'Action: Sacrifice one of your units to draw 2 cards, then your opponent discards 1 card of their choice from their hand.',
      hu: 'Akció: áldozz fel egy saját egységet, hogy húzz 2 lapot, majd az ellenfeled eldob a kezéből 1 általa választott lapot.',
    })
    const sympathizer: Ability = {
      kind: 'action',
      cost: [{ sacrifice: 'self' }],
      effects: [{ do: 'next-card', costLess: 1, ignoreMatch: true }],
    }
    expect(text(sympathizer, UNIT)).toEqual({
      en: 'Action: Sacrifice this unit; in return, the next card you play this phase costs 1 less and needs no resource match.',
      hu: 'Akció: áldozd fel ezt az egységet; cserébe a következő lap, amelyet ebben a fázisban kijátszol, 1 erőforrással kevesebbe kerül, és nem kell hozzá erőforrás-egyezés.',
    })
  })

  it('an interrupt that prevents damage, with a Hungarian conditional', () => {
    const ability: Ability = {
      kind: 'interrupt',
      on: { on: 'damage', card: { type: ['unit', 'objective'] } },
      effects: [{ do: 'prevent', amount: 1 }],
    }
    expect(text(ability, { type: 'event' })).toEqual({
      en: 'Interrupt: When a unit or objective would take damage, prevent 1 of that damage.',
      hu: 'Megszakítás: amikor egy egység vagy cél sebzést kapna, akadályozz meg ebből 1 sebzést.',
    })
  })

  it('says "this card" when it knows nothing of the card, and gives one line per ability', () => {
    const luke: Ability = {
      kind: 'reaction',
      on: { on: 'turn-began', whose: 'opponent' },
      effects: [{ do: 'unfocus', amount: 1, target: { ref: 'self' } }],
    }
    expect(text(luke).en).toContain('from this card.')
    expect(text(luke).hu).toContain('erről a kártyáról.')
    const lines = rulesText(
      [
        { kind: 'hook', name: 'captured-when-leaving' },
        {
          kind: 'interrupt',
          on: { on: 'leaves-play', card: 'self' },
          effects: [{ do: 'unfocus', amount: 'all', target: { each: { controller: 'you' } } }],
        },
      ],
      UNIT,
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toEqual({
      en: 'Interrupt: When this unit leaves play, remove all focus tokens from each friendly card.',
      hu: 'Megszakítás: amikor ez az egység elhagyja a játékot, távolítsd el az összes fókuszjelzőt minden saját kártyáról.',
    })
    expect(rulesText([])).toEqual([])
  })
})

// ---- One sample of every node. The mapped types make a new kind a compile error until it has a sample here. ----

/** A filter with every field set. */
const EVERY_FIELD: Required<Filter> = {
  type: ['unit', 'objective'],
  traitAny: ['Character', 'Droid'],
  traitNone: ['Vehicle'],
  affiliation: 'rebel-alliance',
  title: 'Red Five',
  controller: 'opponent',
  side: 'light',
  state: ['participating', 'exhausted'],
  maxCost: 4,
  minCost: 1,
  notLimited: true,
  not: 'host',
  attachedTo: 'self',
  typeNone: ['fate'],
  notUnique: true,
  resources: true,
}

const PICK: Target = { choose: { type: ['unit'] } }

const TRIGGERS: { [K in TriggerKind]: Extract<Trigger, { on: K }>[] } = {
  'turn-began': [
    { on: 'turn-began', whose: 'you' },
    { on: 'turn-began', whose: 'opponent' },
  ],
  'phase-began': [
    { on: 'phase-began', phase: 'draw', whose: 'you' },
    { on: 'phase-began', phase: 'draw', whose: 'opponent' },
    { on: 'phase-began', phase: 'deployment', whose: 'you' },
  ],
  'turn-ended': [
    { on: 'turn-ended', whose: 'you' },
    { on: 'turn-ended', whose: 'opponent' },
  ],
  'force-won': [{ on: 'force-won' }, { on: 'force-won', margin: 3 }],
  'dial-raised': [{ on: 'dial-raised' }],
  'defenders-declared': [
    { on: 'defenders-declared', by: 'opponent', count: 1 },
    { on: 'defenders-declared', by: 'you', count: 2 },
    { on: 'defenders-declared', by: 'opponent' },
  ],
  'took-control': [{ on: 'took-control' }],
  'played-from-reserve': [{ on: 'played-from-reserve' }],
  refreshed: [{ on: 'refreshed' }, { on: 'refreshed', phaseEnd: true }],
  'card-played': [
    { on: 'card-played', filter: { type: ['event'] } },
    { on: 'card-played', filter: EVERY_FIELD, by: 'you' },
    { on: 'card-played', filter: {}, by: 'opponent' },
  ],
  'entered-play': [
    { on: 'entered-play', card: 'self' },
    { on: 'entered-play', card: 'self', duringEngagement: true },
    { on: 'entered-play', card: 'self', played: true },
  ],
  'leaves-play': [
    { on: 'leaves-play', card: 'self' },
    { on: 'leaves-play', card: 'host' },
    { on: 'leaves-play', card: { type: ['objective'], controller: 'you' } },
  ],
  destroyed: [
    { on: 'destroyed', card: 'self' },
    { on: 'destroyed', card: { type: ['unit'] } },
  ],
  'objective-engaged': [{ on: 'objective-engaged', card: { type: ['objective'], controller: 'you', not: 'self' } }],
  declared: [
    { on: 'declared', card: 'self', as: 'attacker' },
    { on: 'declared', card: 'self', as: 'attacker-or-defender' },
  ],
  'focused-to-strike': [
    { on: 'focused-to-strike', card: 'self', asAttacker: true },
    { on: 'focused-to-strike', card: 'host' },
    { on: 'focused-to-strike', card: { traitAny: ['Character'] } },
  ],
  'strike-resolved': [{ on: 'strike-resolved', card: { type: ['unit'], state: ['attacking'] } }],
  'dealt-damage': [{ on: 'dealt-damage', card: { type: ['unit'] } }],
  damage: [{ on: 'damage', card: { type: ['unit'], traitNone: ['Vehicle'] } }],
  'edge-won': [{ on: 'edge-won' }, { on: 'edge-won', asAttacker: true }],
  survived: [{ on: 'survived' }, { on: 'survived', unopposed: true }],
  committed: [{ on: 'committed', card: 'self' }],
  'objective-destroyed': [
    { on: 'objective-destroyed' },
    { on: 'objective-destroyed', whose: 'you' },
    { on: 'objective-destroyed', whose: 'opponent' },
  ],
  'resources-generated': [{ on: 'resources-generated', card: 'host' }],
  'captured-unit': [{ on: 'captured-unit' }],
  'interrupt-used': [{ on: 'interrupt-used' }],
}

const HOOKS: Record<HookName, true> = {
  'restart-edge-battle': true,
  'fates-twice': true,
  'first-edge-face-up': true,
  'redirect-engagement': true,
  'engage-again': true,
  'search-objective-deck': true,
  'keep-three-units': true,
  'split-unit-damage': true,
  'captured-when-leaving': true,
  'play-as-enhancement': true,
  'play-into-engagement': true,
  'join-from-hand': true,
  'trench-run': true,
  'destroy-lowest-cost': true,
}

const EFFECTS: { [K in EffectKind]: Extract<Effect, { do: K }>[] } = {
  damage: [
    {
      do: 'damage',
      amount: 2,
      target: { choose: { type: ['unit'], controller: 'opponent' }, chooser: 'opponent', targeted: false },
    },
    { do: 'damage', amount: { count: { type: ['enhancement'], attachedTo: 'self' } }, target: { ref: 'trigger' } },
  ],
  focus: [
    { do: 'focus', amount: { count: { type: ['unit'], controller: 'you' }, times: 2 }, target: { each: EVERY_FIELD } },
  ],
  unfocus: [
    { do: 'unfocus', amount: 'all', target: { ref: 'host' } },
    { do: 'unfocus', amount: 1, target: { choose: { type: ['objective'] }, count: 3, upTo: true, distinct: 'card' } },
  ],
  heal: [
    { do: 'heal', amount: 'all', target: { ref: 'engaged-objective' } },
    { do: 'heal', amount: { ref: 'x' }, target: PICK },
  ],
  'move-damage': [{ do: 'move-damage', amount: 1, from: { ref: 'self' }, to: { choose: {}, count: 2 } }],
  shield: [
    { do: 'shield', target: PICK, ignoreLimit: true },
    { do: 'shield', target: { each: { type: ['unit'], controller: 'you', state: ['committed'] } } },
  ],
  clear: [{ do: 'clear', target: PICK, what: ['focus', 'damage', 'shields', 'enhancements'] }],
  draw: [{ do: 'draw', amount: 1 }],
  'discard-hand': [
    { do: 'discard-hand', amount: 1, whose: 'you', chooser: 'owner' },
    { do: 'discard-hand', amount: 2, whose: 'you', chooser: 'random' },
    { do: 'discard-hand', amount: 1, whose: 'opponent', chooser: 'owner' },
    { do: 'discard-hand', amount: 1, whose: 'opponent', chooser: 'you' },
    { do: 'discard-hand', amount: 1, whose: 'opponent', chooser: 'random' },
  ],
  recover: [
    { do: 'recover', amount: 1, from: 'top' },
    { do: 'recover', amount: 2, from: 'choose', filter: { type: ['event'], affiliation: 'sith' } },
  ],
  'put-into-play': [
    { do: 'put-into-play', from: 'hand', filter: { type: ['unit'], maxCost: 1 }, participating: true },
    { do: 'put-into-play', from: 'discard', filter: { traitAny: ['Force User'] } },
    { do: 'put-into-play', from: 'discard', self: true },
    { do: 'put-into-play', from: 'hand', filter: { traitAny: ['Mercenary'] }, to: 'friendly' },
  ],
  destroy: [
    { do: 'destroy', target: { ref: 'previous' } },
    { do: 'destroy', target: PICK },
  ],
  sacrifice: [
    { do: 'sacrifice', whose: 'you', filter: { type: ['unit'], controller: 'you' } },
    { do: 'sacrifice', whose: 'opponent', filter: { type: ['unit'], traitAny: ['Vehicle'] } },
  ],
  discard: [{ do: 'discard', target: { choose: { type: ['enhancement'], notLimited: true } } }],
  'return-to-hand': [
    { do: 'return-to-hand', target: { choose: { type: ['unit'] }, count: 2 } },
    { do: 'return-to-hand', target: { ref: 'self' } },
  ],
  'to-deck-bottom': [{ do: 'to-deck-bottom', target: { each: { type: ['unit'] } } }],
  capture: [
    { do: 'capture', target: { ref: 'trigger' }, at: 'chosen-dark-objective' },
    { do: 'capture', target: { ref: 'previous' }, at: 'self' },
  ],
  'capture-from-hand': [{ do: 'capture-from-hand', amount: 1, at: 'self' }],
  rescue: [
    { do: 'rescue', intoPlay: 'may' },
    { do: 'rescue', intoPlay: 'no' },
  ],
  'examine-top': [
    {
      do: 'examine-top',
      whose: 'you',
      count: 5,
      reveal: true,
      take: { filter: { type: ['event', 'enhancement'], minCost: 3 }, count: 'all', to: 'hand' },
      rest: 'bottom',
    },
    {
      do: 'examine-top',
      whose: 'opponent',
      count: 3,
      reveal: false,
      take: { count: 1, to: 'capture-here' },
      rest: 'top',
    },
    { do: 'examine-top', whose: 'you', count: 4, reveal: false, take: { count: 2, to: 'hand' }, rest: 'top' },
  ],
  'look-at-hand': [{ do: 'look-at-hand' }],
  'hand-to-deck-bottom': [{ do: 'hand-to-deck-bottom', amount: 2 }],
  mill: [
    { do: 'mill', amount: 1 },
    { do: 'mill', amount: 3 },
  ],
  dial: [
    { do: 'dial', by: -1, min: 1 },
    { do: 'dial', by: 2 },
  ],
  grant: [
    { do: 'grant', target: { ref: 'trigger' }, icons: 'choose-one', duration: 'strike' },
    { do: 'grant', target: { ref: 'self' }, icons: 'printed-of-previous', duration: 'strike' },
    { do: 'grant', target: PICK, icons: { tactics: 2 }, keywords: [{ k: 'edge', n: 1 }], duration: 'turn' },
    {
      do: 'grant',
      target: PICK,
      keywords: [{ k: 'protect', match: { trait: 'Character' } }, { k: 'elite' }],
      duration: 'phase',
    },
  ],
  restrict: [
    { do: 'restrict', target: PICK, cannot: 'attack', duration: 'phase' },
    { do: 'restrict', target: PICK, cannot: 'defend', duration: 'engagement' },
    { do: 'restrict', target: PICK, cannot: 'attack-or-defend', duration: 'turn' },
  ],
  'next-card': [
    { do: 'next-card', costLess: 1, ignoreMatch: true },
    { do: 'next-card', costLess: 2, ignoreMatch: false },
    { do: 'next-card', costLess: 0, ignoreMatch: true },
  ],
  'ignore-match': [{ do: 'ignore-match', duration: 'phase' }],
  cancel: [{ do: 'cancel' }],
  prevent: [{ do: 'prevent', amount: 1 }],
  redirect: [{ do: 'redirect', amount: 1, to: { choose: { type: ['unit'], not: 'trigger' } } }],
  'instead-to-hand': [{ do: 'instead-to-hand' }],
  'reduce-cost': [{ do: 'reduce-cost', amount: { ref: 'x' }, min: 1 }],
  if: [
    { do: 'if', cond: { is: 'previous', filter: { type: ['unit'] } }, then: [{ do: 'draw', amount: 1 }] },
    { do: 'if', cond: { balance: 'light' }, then: [{ do: 'draw', amount: 1 }], else: [{ do: 'cancel' }] },
  ],
  may: [
    { do: 'may', effects: [{ do: 'draw', amount: 1 }] },
    { do: 'may', effects: [{ do: 'ignore-match', duration: 'turn' }] },
  ],
  'each-player': [
    {
      do: 'each-player',
      who: 'friendly',
      effects: [{ do: 'may', effects: [{ do: 'recover', amount: 1, from: 'top' }] }],
    },
    {
      do: 'each-player',
      who: 'other-friendly',
      effects: [
        { do: 'draw', amount: 1 },
        { do: 'mill', amount: 1 },
      ],
    },
  ],
  'take-control': [
    { do: 'take-control', target: { choose: { type: ['unit'], notUnique: true } } },
    { do: 'take-control', target: { ref: 'self' }, to: 'other-friendly' },
    { do: 'take-control', target: { ref: 'previous' }, to: 'friendly' },
  ],
  'edge-from-hand': [{ do: 'edge-from-hand', filter: { typeNone: ['fate'] } }],
  'move-captive': [{ do: 'move-captive' }],
  'discard-at-end': [
    { do: 'discard-at-end', target: { ref: 'previous' }, duration: 'phase' },
    { do: 'discard-at-end', target: PICK, duration: 'turn' },
  ],
  hook: (Object.keys(HOOKS) as HookName[]).map((name) => ({ do: 'hook' as const, name })),
}

const MODIFIERS: { [K in ModifierKind]: Extract<Modifier, { gain: K }>[] } = {
  icons: [
    {
      gain: 'icons',
      to: { ref: 'self' },
      icons: { unit: 1, blast: 1 },
      per: { type: ['enhancement'], attachedTo: 'self' },
    },
    {
      gain: 'icons',
      to: { each: { type: ['unit'], controller: 'you' } },
      icons: { tactics: 1 },
      per: { side: 'dark' },
    },
  ],
  keyword: [{ gain: 'keyword', to: { ref: 'host' }, keyword: { k: 'shielding' } }],
  capacity: [
    { gain: 'capacity', to: { ref: 'host' }, by: 3 },
    { gain: 'capacity', to: { each: { type: ['objective'], controller: 'opponent' } }, by: -1 },
  ],
  'force-icons': [
    { gain: 'force-icons', by: 1 },
    { gain: 'force-icons', by: 1, perReserve: 'light' },
    { gain: 'force-icons', by: 2, perReserve: 'dark' },
  ],
  reserve: [{ gain: 'reserve', by: 1 }],
  'first-cost-less': [{ gain: 'first-cost-less', filter: { type: ['event'], affiliation: 'sith' }, by: 1 }],
  'ignore-match': [{ gain: 'ignore-match' }],
  'match-all': [{ gain: 'match-all' }],
  'attackers-only': [{ gain: 'attackers-only', filter: { type: ['unit'], traitAny: ['Vehicle'] } }],
  'max-attackers': [{ gain: 'max-attackers', count: 2 }],
  'cannot-attack': [{ gain: 'cannot-attack' }],
  'play-from-discard': [{ gain: 'play-from-discard' }],
  'lose-if-destroyed': [{ gain: 'lose-if-destroyed' }],
  untargetable: [{ gain: 'untargetable' }],
  'min-defenders': [{ gain: 'min-defenders', count: 2 }],
  'strike-unengaged': [{ gain: 'strike-unengaged' }],
}

/** The key naming each form of a keyed union (Cost, Condition, Amount, Target). */
type Keys<U> = U extends unknown ? keyof U : never

const COSTS: { [K in Keys<Cost>]: Cost[] } = {
  focus: [{ focus: 'self' }, { focus: { type: ['unit'], traitAny: ['Ewok'] } }],
  sacrifice: [{ sacrifice: 'self' }, { sacrifice: { type: ['unit'] } }],
  resources: [{ resources: 1 }, { resources: 2 }],
  discard: [{ discard: 1 }, { discard: 'x' }],
  damageSelf: [{ damageSelf: 1 }],
  reserve: [{ reserve: 1 }],
}

const CONDITIONS: { [K in Exclude<Keys<Condition>, 'filter'>]: Condition[] } = {
  balance: [{ balance: 'light' }, { balance: 'dark' }],
  engagement: [{ engagement: true }],
  turn: [{ turn: 'you' }, { turn: 'opponent' }],
  phase: [{ phase: 'draw' }, { phase: 'deployment' }, { phase: 'conflict' }, { phase: 'force' }],
  role: [{ role: 'attacker' }, { role: 'defender' }],
  is: [
    { is: 'host', filter: { title: 'Darth Vader' } },
    { is: 'trigger', filter: { state: ['participating'] } },
  ],
  placedFate: [{ placedFate: true }],
}

const AMOUNTS: Amount[] = [
  3,
  { count: { type: ['unit'], controller: 'opponent' } },
  { ref: 'x' },
  { if: { turn: 'you' }, then: 2, else: 1 },
]
const REFS: CardRef[] = ['self', 'host', 'trigger', 'engaged-objective', 'previous']
const DURATIONS: Duration[] = ['strike', 'engagement', 'phase', 'turn']
const WINDOWS: PlayWindow[] = ['your-turn', 'your-deployment', 'force-phase', 'engagement']

/** Fails on empty text, leaked values ("undefined", "[object Object]", "NaN") and template glitches. */
function expectClean(t: LocalizedText, what: string): void {
  for (const line of [t.en, t.hu]) {
    expect(line.trim().length, what).toBeGreaterThan(0)
    expect(line, what).not.toMatch(/undefined|\[object|NaN|null/)
    expect(line, what).not.toMatch(/ {2}| [,.;)]|\( |\.\.|^[a-zá-ű]/)
  }
}

/** Renders an ability on every kind of card the words depend on, and without card facts. */
function expectAllClean(ability: Ability, what: string): void {
  for (const card of [undefined, UNIT, OBJECTIVE, ON_UNIT, IN_PLAY_AREA, { type: 'event' as const }]) {
    expectClean(abilityText(ability, card), `${what} on ${card?.type ?? 'unknown card'}`)
  }
}

const draw: Effect = { do: 'draw', amount: 1 }

describe('abilityText: every vocabulary node has words in both languages', () => {
  it('every trigger, as a reaction and as an interrupt, forced or not', () => {
    for (const trigger of Object.values(TRIGGERS).flat()) {
      for (const kind of ['reaction', 'interrupt'] as const) {
        expectAllClean({ kind, on: trigger, effects: [draw] }, `${kind} ${trigger.on}`)
        expectAllClean({ kind, on: trigger, forced: true, effects: [draw], limit: 3 }, `forced ${kind} ${trigger.on}`)
      }
    }
  })

  it('every effect, alone, after a cost, after another effect and as a fate', () => {
    for (const effect of Object.values(EFFECTS).flat()) {
      const what = `effect ${effect.do}`
      expectAllClean({ kind: 'action', effects: [effect] }, what)
      expectAllClean({ kind: 'action', cost: [{ focus: 'self' }], effects: [effect] }, `${what} after a cost`)
      expectAllClean({ kind: 'action', effects: [{ do: 'mill', amount: 1 }, effect] }, `${what} second`)
      expectAllClean({ kind: 'fate', effects: [effect] }, `${what} as a fate`)
      expectAllClean({ kind: 'action', effects: [{ do: 'may', effects: [effect] }] }, `${what} optional`)
    }
  })

  it('every modifier, with and without a condition', () => {
    for (const modifier of Object.values(MODIFIERS).flat()) {
      expectAllClean({ kind: 'constant', modifier }, `modifier ${modifier.gain}`)
      for (const cond of Object.values(CONDITIONS).flat()) {
        expectAllClean(
          { kind: 'constant', modifier, while: cond },
          `modifier ${modifier.gain} while ${Object.keys(cond)[0]}`,
        )
      }
    }
  })

  it('every cost, alone and with another', () => {
    for (const cost of Object.values(COSTS).flat()) {
      expectAllClean({ kind: 'action', cost: [cost], effects: [draw] }, `cost ${Object.keys(cost)[0]}`)
      expectAllClean(
        { kind: 'action', cost: [{ resources: 1 }, cost], effects: [draw] },
        `costs ${Object.keys(cost)[0]}`,
      )
    }
  })

  it('every hook, as an ability and as an effect', () => {
    for (const name of Object.keys(HOOKS) as HookName[]) {
      expectAllClean({ kind: 'hook', name }, `hook ${name}`)
      expectAllClean(
        { kind: 'reaction', on: { on: 'refreshed' }, effects: [{ do: 'hook', name }] },
        `hook effect ${name}`,
      )
    }
  })

  it('every condition, amount, target form, card reference, duration, play window and filter field', () => {
    for (const cond of Object.values(CONDITIONS).flat()) {
      expectAllClean({ kind: 'action', effects: [{ do: 'if', cond, then: [draw], else: [draw] }] }, 'condition')
    }
    for (const amount of AMOUNTS) {
      expectAllClean({ kind: 'action', effects: [{ do: 'damage', amount, target: PICK }] }, 'amount')
      expectAllClean({ kind: 'action', effects: [{ do: 'recover', amount, from: 'top' }] }, 'amount recovered')
    }
    for (const ref of REFS) {
      expectAllClean({ kind: 'action', effects: [{ do: 'destroy', target: { ref } }] }, `ref ${ref}`)
      expectAllClean(
        { kind: 'action', effects: [{ do: 'damage', amount: 1, target: { each: { not: ref } } }] },
        `not ${ref}`,
      )
    }
    for (const duration of DURATIONS) {
      expectAllClean(
        { kind: 'action', effects: [{ do: 'restrict', target: PICK, cannot: 'attack', duration }] },
        duration,
      )
    }
    for (const window of WINDOWS) expectAllClean({ kind: 'action', window, effects: [draw] }, window)
    for (const target of [
      PICK,
      { each: EVERY_FIELD },
      { choose: EVERY_FIELD, count: 2, chooser: 'opponent' },
      { choose: { type: ['unit'], controller: 'opponent' }, count: 2, upTo: true, distinct: 'controller' },
      { choose: { type: ['objective'], controller: 'friendly', state: ['damaged'] }, ifAble: true },
    ] as Target[]) {
      expectAllClean({ kind: 'action', effects: [{ do: 'return-to-hand', target }] }, 'target')
    }
    const every = abilityText(
      { kind: 'action', effects: [{ do: 'destroy', target: { choose: EVERY_FIELD } }] },
      ON_UNIT,
    )
    for (const word of ['Character or Droid', 'non-Vehicle', 'Rebel Alliance', 'Red Five', 'enemy', 'light side']) {
      expect(every.en).toContain(word)
    }
    for (const word of ['Character vagy Droid', 'nem Vehicle', 'Felkelők Szövetsége', 'Red Five', 'ellenséges']) {
      expect(every.hu).toContain(word)
    }
  })
})
