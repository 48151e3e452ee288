/**
 * The vocabulary's runtime validator: valid rules of every kind pass, each class of fault is reported with its
 * path, every card's rules in the data tables validate, and the exported kind lists are complete and distinct.
 */
import { describe, expect, it } from 'vitest'
import { BOTF_RULES } from '../data/rules-botf'
import { DARK_RULES } from '../data/rules-dark'
import { LIGHT_RULES } from '../data/rules-light'
import type { Keyword, KeywordKind } from '../data/types'
import {
  ABILITY_KINDS,
  COST_KINDS,
  EFFECT_KINDS,
  HOOK_NAMES,
  MODIFIER_KINDS,
  TRIGGER_KINDS,
  validateRules,
  type CostKind,
} from './validate'
import type {
  Ability,
  AbilityKind,
  Cost,
  Effect,
  EffectKind,
  Modifier,
  ModifierKind,
  Trigger,
  TriggerKind,
} from './vocabulary'

const unit = { type: ['unit' as const] }
const draw: Effect = { do: 'draw', amount: 1 }

/** One valid ability of each kind. */
const ABILITIES: { [K in AbilityKind]: Ability } = {
  constant: {
    kind: 'constant',
    modifier: { gain: 'icons', to: { ref: 'host' }, icons: { unit: 1, blast: 1 } },
    while: { is: 'host', filter: { title: 'Darth Vader' } },
  },
  action: {
    kind: 'action',
    cost: [{ focus: 'self' }, { resources: 1 }],
    effects: [{ do: 'damage', amount: 1, target: { choose: unit, count: 2, upTo: true } }],
    limit: 1,
    window: 'engagement',
  },
  reaction: {
    kind: 'reaction',
    on: { on: 'card-played', filter: { type: ['event'], affiliation: 'sith' }, by: 'you' },
    effects: [draw],
  },
  interrupt: {
    kind: 'interrupt',
    on: { on: 'damage', card: { controller: 'you' } },
    forced: true,
    effects: [{ do: 'prevent', amount: 1 }],
  },
  fate: { kind: 'fate', effects: [{ do: 'may', effects: [draw] }] },
  hook: { kind: 'hook', name: 'trench-run' },
}

/** One valid effect of each kind. */
const EFFECTS: { [K in EffectKind]: Extract<Effect, { do: K }> } = {
  damage: { do: 'damage', amount: { count: { state: ['enhanced'] }, times: 2 }, target: { ref: 'trigger' } },
  focus: { do: 'focus', amount: 1, target: { each: { ...unit, controller: 'opponent' } } },
  unfocus: { do: 'unfocus', amount: 'all', target: { ref: 'self' } },
  heal: { do: 'heal', amount: { ref: 'x' }, target: { choose: unit, chooser: 'opponent', targeted: false } },
  'move-damage': { do: 'move-damage', amount: 1, from: { ref: 'self' }, to: { choose: unit, distinct: 'card' } },
  shield: { do: 'shield', target: { ref: 'self' }, ignoreLimit: true },
  clear: { do: 'clear', target: { ref: 'host' }, what: ['focus', 'damage'] },
  draw: { do: 'draw', amount: { if: { balance: 'light' }, then: 2, else: 1 } },
  'discard-hand': { do: 'discard-hand', amount: 1, whose: 'opponent', chooser: 'random' },
  recover: { do: 'recover', amount: 1, from: 'choose', filter: { traitAny: ['Jedi'], traitNone: ['Droid'] } },
  'put-into-play': { do: 'put-into-play', from: 'hand', filter: { ...unit, maxCost: 3 }, participating: true },
  destroy: { do: 'destroy', target: { choose: { type: ['enhancement'], notLimited: true } } },
  sacrifice: { do: 'sacrifice', whose: 'opponent', filter: unit },
  discard: { do: 'discard', target: { ref: 'previous' } },
  'return-to-hand': { do: 'return-to-hand', target: { choose: { ...unit, not: 'self' } } },
  'to-deck-bottom': { do: 'to-deck-bottom', target: { each: { side: 'dark', minCost: 1 } } },
  capture: { do: 'capture', target: { ref: 'previous' }, at: 'chosen-dark-objective' },
  'capture-from-hand': { do: 'capture-from-hand', amount: 1, at: 'self' },
  rescue: { do: 'rescue', intoPlay: 'may' },
  'examine-top': {
    do: 'examine-top',
    whose: 'you',
    count: 5,
    reveal: true,
    take: { filter: unit, count: 1, to: 'hand' },
    rest: 'bottom',
  },
  'look-at-hand': { do: 'look-at-hand' },
  'hand-to-deck-bottom': { do: 'hand-to-deck-bottom', amount: 1 },
  mill: { do: 'mill', amount: 1 },
  dial: { do: 'dial', by: -1, min: 1 },
  grant: {
    do: 'grant',
    target: { ref: 'self' },
    icons: 'choose-one',
    keywords: [{ k: 'edge', n: 1 }, { k: 'protect', match: { type: 'unit', unique: true } }, { k: 'elite' }],
    duration: 'engagement',
  },
  restrict: { do: 'restrict', target: { ref: 'engaged-objective' }, cannot: 'attack-or-defend', duration: 'phase' },
  'next-card': { do: 'next-card', costLess: 1, ignoreMatch: true },
  'ignore-match': { do: 'ignore-match', duration: 'phase' },
  cancel: { do: 'cancel' },
  prevent: { do: 'prevent', amount: 2 },
  redirect: { do: 'redirect', amount: 1, to: { choose: { ...unit, attachedTo: 'self' } } },
  'instead-to-hand': { do: 'instead-to-hand' },
  'reduce-cost': { do: 'reduce-cost', amount: 2, min: 1 },
  if: { do: 'if', cond: { phase: 'conflict' }, then: [], else: [draw] },
  may: { do: 'may', effects: [{ do: 'if', cond: { role: 'attacker' }, then: [draw] }] },
  'each-player': { do: 'each-player', who: 'other-friendly', effects: [draw] },
  'take-control': { do: 'take-control', target: { ref: 'self' }, to: 'friendly' },
  'edge-from-hand': { do: 'edge-from-hand', filter: { typeNone: ['fate'] } },
  'move-captive': { do: 'move-captive' },
  'discard-at-end': { do: 'discard-at-end', target: { ref: 'previous' }, duration: 'phase' },
  hook: { do: 'hook', name: 'keep-three-units' },
}

/** One valid trigger of each kind. */
const TRIGGERS: { [K in TriggerKind]: Extract<Trigger, { on: K }> } = {
  'turn-began': { on: 'turn-began', whose: 'you' },
  'phase-began': { on: 'phase-began', phase: 'draw', whose: 'opponent' },
  refreshed: { on: 'refreshed', phaseEnd: true },
  'card-played': { on: 'card-played', filter: { type: ['event'] } },
  'entered-play': { on: 'entered-play', card: 'self', duringEngagement: true },
  'leaves-play': { on: 'leaves-play', card: 'host' },
  destroyed: { on: 'destroyed', card: { type: ['objective'], controller: 'you' } },
  'objective-engaged': { on: 'objective-engaged', card: { controller: 'you', not: 'self' } },
  declared: { on: 'declared', card: 'self', as: 'attacker-or-defender' },
  'focused-to-strike': { on: 'focused-to-strike', card: unit, asAttacker: true },
  'strike-resolved': { on: 'strike-resolved', card: { state: ['attacking'] } },
  'dealt-damage': { on: 'dealt-damage', card: { type: ['objective'] } },
  damage: { on: 'damage', card: unit },
  'edge-won': { on: 'edge-won', asAttacker: true },
  survived: { on: 'survived', unopposed: true },
  committed: { on: 'committed', card: 'self' },
  'objective-destroyed': { on: 'objective-destroyed', whose: 'opponent' },
  'resources-generated': { on: 'resources-generated', card: 'host' },
  'captured-unit': { on: 'captured-unit' },
  'interrupt-used': { on: 'interrupt-used' },
  'turn-ended': { on: 'turn-ended', whose: 'you' },
  'force-won': { on: 'force-won', margin: 3 },
  'dial-raised': { on: 'dial-raised' },
  'defenders-declared': { on: 'defenders-declared', by: 'opponent', count: 1 },
  'took-control': { on: 'took-control' },
  'played-from-reserve': { on: 'played-from-reserve' },
}

/** One valid modifier of each kind. */
const MODIFIERS: { [K in ModifierKind]: Extract<Modifier, { gain: K }> } = {
  icons: { gain: 'icons', to: { ref: 'self' }, icons: { tactics: 1 }, per: { attachedTo: 'self' } },
  keyword: { gain: 'keyword', to: { ref: 'host' }, keyword: { k: 'targetedStrike' } },
  capacity: { gain: 'capacity', to: { each: { type: ['objective'], controller: 'opponent' } }, by: -1 },
  'force-icons': { gain: 'force-icons', by: 1 },
  reserve: { gain: 'reserve', by: 1 },
  'first-cost-less': { gain: 'first-cost-less', filter: { type: ['event'] }, by: 1 },
  'ignore-match': { gain: 'ignore-match' },
  'match-all': { gain: 'match-all' },
  'attackers-only': { gain: 'attackers-only', filter: { traitAny: ['Vehicle'] } },
  'max-attackers': { gain: 'max-attackers', count: 1 },
  'cannot-attack': { gain: 'cannot-attack' },
  'play-from-discard': { gain: 'play-from-discard' },
  'lose-if-destroyed': { gain: 'lose-if-destroyed' },
  untargetable: { gain: 'untargetable' },
  'min-defenders': { gain: 'min-defenders', count: 2 },
  'strike-unengaged': { gain: 'strike-unengaged' },
}

/** One valid cost of each kind. */
const COSTS: { [K in CostKind]: Cost } = {
  focus: { focus: { ...unit, controller: 'you' } },
  sacrifice: { sacrifice: 'self' },
  resources: { resources: 2 },
  discard: { discard: 'x' },
  damageSelf: { damageSelf: 1 },
  reserve: { reserve: 1 },
}

/** Every keyword, as a grant of it. */
const KEYWORDS: { [K in KeywordKind]: Extract<Keyword, { k: K }> } = {
  elite: { k: 'elite' },
  limited: { k: 'limited' },
  shielding: { k: 'shielding' },
  targetedStrike: { k: 'targetedStrike' },
  noEnhancements: { k: 'noEnhancements' },
  influence: { k: 'influence' },
  edge: { k: 'edge', n: 2 },
  protect: { k: 'protect', match: { trait: 'Character' } },
}

const action = (...effects: unknown[]) => [{ kind: 'action', effects }]
const modifier = (m: unknown) => [{ kind: 'constant', modifier: m }]

describe('validateRules accepts the vocabulary', () => {
  it.each(ABILITY_KINDS)('a %s ability', (kind) => {
    expect(validateRules([ABILITIES[kind]])).toEqual([])
  })

  it.each(EFFECT_KINDS)('a %s effect', (kind) => {
    expect(validateRules(action(EFFECTS[kind]))).toEqual([])
  })

  it.each(TRIGGER_KINDS)('a %s trigger', (kind) => {
    expect(validateRules([{ kind: 'reaction', on: TRIGGERS[kind], effects: [draw] }])).toEqual([])
  })

  it.each(MODIFIER_KINDS)('a %s modifier', (kind) => {
    expect(validateRules(modifier(MODIFIERS[kind]))).toEqual([])
  })

  it.each(COST_KINDS)('a %s cost', (kind) => {
    expect(validateRules([{ kind: 'action', cost: [COSTS[kind]], effects: [draw] }])).toEqual([])
  })

  it.each(Object.values(KEYWORDS))('the keyword %o', (keyword) => {
    expect(validateRules(modifier({ gain: 'keyword', to: { ref: 'self' }, keyword }))).toEqual([])
  })

  it('every hook name, and no abilities at all', () => {
    for (const name of HOOK_NAMES) expect(validateRules([{ kind: 'hook', name }])).toEqual([])
    expect(validateRules([])).toEqual([])
  })

  it("every card's rules in the data tables", () => {
    for (const [title, rules] of Object.entries({ ...LIGHT_RULES, ...DARK_RULES })) {
      expect(validateRules(rules), title).toEqual([])
    }
    for (const [title, rules] of Object.entries(BOTF_RULES)) expect(validateRules(rules), title).toEqual([])
  })
})

describe('validateRules reports each fault with its path', () => {
  it('a value of a card type that does not exist', () => {
    const rules = [
      ABILITIES.hook,
      { kind: 'action', effects: [{ do: 'damage', amount: 1, target: { choose: { type: ['vehicle'] } } }] },
    ]
    expect(validateRules(rules)).toEqual(['[1].effects[0].target.choose.type[0]: "vehicle" is not a card type'])
  })

  it('unknown kinds of ability, effect, trigger, modifier and cost', () => {
    expect(validateRules([{ kind: 'passive' }])).toEqual(['[0].kind: "passive" is not an ability kind'])
    expect(validateRules(action({ do: 'explode' }))).toEqual(['[0].effects[0].do: "explode" is not an effect'])
    expect(validateRules([{ kind: 'reaction', on: { on: 'sunrise' }, effects: [draw] }])).toEqual([
      '[0].on.on: "sunrise" is not a trigger',
    ])
    expect(validateRules(modifier({ gain: 'wings' }))).toEqual(['[0].modifier.gain: "wings" is not a modifier'])
    expect(validateRules([{ kind: 'action', cost: [{ tap: 'self' }], effects: [draw] }])).toEqual([
      '[0].cost[0]: {"tap":"self"} is not a cost (it needs one of focus, sacrifice, resources, discard, damageSelf, reserve)',
    ])
  })

  it('an inherited property name is not a kind', () => {
    expect(validateRules([{ kind: 'constructor' }])).toEqual(['[0].kind: "constructor" is not an ability kind'])
    expect(validateRules(action({ do: 'toString' }))).toEqual(['[0].effects[0].do: "toString" is not an effect'])
  })

  it('an extra field, on a node and on a filter', () => {
    expect(validateRules([{ ...ABILITIES.fate, limit: 1 }])).toEqual(['[0].limit: not a field of an ability "fate"'])
    expect(validateRules(action({ do: 'cancel', amount: 1 }))).toEqual([
      '[0].effects[0].amount: not a field of an effect "cancel"',
    ])
    expect(validateRules(action({ do: 'destroy', target: { each: { color: 'red' } } }))).toEqual([
      '[0].effects[0].target.each.color: not a field of a filter',
    ])
    expect(validateRules(action({ do: 'destroy', target: { ref: 'self', each: {} } }))).toEqual([
      '[0].effects[0].target.each: not a field of a target "ref"',
    ])
  })

  it('a missing field', () => {
    expect(validateRules(action({ do: 'damage', amount: 1 }))).toEqual([
      '[0].effects[0].target: missing (an effect "damage" needs it)',
    ])
    expect(validateRules([{ effects: [draw] }])).toEqual(['[0].kind: missing (an ability needs it)'])
  })

  it('wrong primitive types', () => {
    expect(validateRules({ kind: 'fate' })).toEqual(['(rules): expected a list, got {"kind":"fate"}'])
    expect(validateRules([{ ...ABILITIES.constant, while: 'always' }])).toEqual([
      '[0].while: expected a condition, got "always"',
    ])
    expect(validateRules(action({ ...EFFECTS['next-card'], ignoreMatch: 'yes' }))).toEqual([
      '[0].effects[0].ignoreMatch: expected true or false, got "yes"',
    ])
    expect(validateRules(action({ do: 'draw', amount: 2n }))).toEqual([
      '[0].effects[0].amount: expected an amount (a number or an object), got 2',
    ])
    expect(validateRules(action({ do: 'draw', amount: '2' }))).toEqual([
      '[0].effects[0].amount: expected an amount (a number or an object), got "2"',
    ])
    expect(validateRules(action({ ...EFFECTS.shield, ignoreLimit: false }))).toEqual([
      '[0].effects[0].ignoreLimit: expected true, got false',
    ])
    expect(validateRules(action({ do: 'damage', amount: 1, target: { choose: { traitAny: 'Jedi' } } }))).toEqual([
      '[0].effects[0].target.choose.traitAny: expected a list, got "Jedi"',
    ])
  })

  it('a bad effect nested inside if and may', () => {
    const nested = { do: 'if', cond: { turn: 'you' }, then: [draw], else: [{ do: 'may', effects: [{ do: 'heal' }] }] }
    expect(validateRules(action(nested))).toEqual([
      '[0].effects[0].else[0].effects[0].amount: missing (an effect "heal" needs it)',
      '[0].effects[0].else[0].effects[0].target: missing (an effect "heal" needs it)',
    ])
    expect(validateRules(action({ ...nested, cond: { turn: 'mine' }, else: undefined }))).toEqual([
      '[0].effects[0].cond.turn: "mine" is not a player (you or opponent)',
    ])
  })

  it('a bad hook name, as an ability and as an effect', () => {
    expect(validateRules([{ kind: 'hook', name: 'win-the-game' }])).toEqual([
      '[0].name: "win-the-game" is not a hook name',
    ])
    expect(validateRules(action({ do: 'hook', name: 'Trench Run' }))).toEqual([
      '[0].effects[0].name: "Trench Run" is not a hook name',
    ])
  })

  it('bad keywords: an unknown one, a missing or bad parameter, an unknown protect match', () => {
    const grant = (...keywords: unknown[]) => action({ ...EFFECTS.grant, icons: undefined, keywords })
    expect(validateRules(grant({ k: 'flying' }, { k: 'edge' }, { k: 'edge', n: 1.5 }, { k: 'elite', n: 1 }))).toEqual([
      '[0].effects[0].keywords[0].k: "flying" is not a keyword',
      '[0].effects[0].keywords[1].n: missing (a keyword "edge" needs it)',
      '[0].effects[0].keywords[2].n: expected an integer of 0 or more, got 1.5',
      '[0].effects[0].keywords[3].n: not a field of a keyword "elite"',
    ])
    expect(
      validateRules(modifier({ ...MODIFIERS.keyword, keyword: { k: 'protect', match: { type: 'event' } } })),
    ).toEqual(['[0].modifier.keyword.match.type: "event" is not one of "unit", "objective"'])
  })

  it('empty effects, at the top and inside may', () => {
    expect(validateRules([{ kind: 'fate', effects: [] }])).toEqual(['[0].effects: must not be empty'])
    expect(validateRules(action({ do: 'may', effects: [] }))).toEqual(['[0].effects[0].effects: must not be empty'])
  })

  it('non-integer and negative counts, while signed changes may go down', () => {
    expect(validateRules(action({ do: 'mill', amount: 1.5 }))).toEqual([
      '[0].effects[0].amount: expected an integer of 0 or more, got 1.5',
    ])
    expect(validateRules(action({ do: 'draw', amount: -1 }))).toEqual([
      '[0].effects[0].amount: expected an integer of 0 or more, got -1',
    ])
    expect(validateRules([{ ...ABILITIES.action, limit: 0 }])).toEqual([
      '[0].limit: expected a positive integer, got 0',
    ])
    expect(validateRules([{ kind: 'action', cost: [{ reserve: -1 }], effects: [draw] }])).toEqual([
      '[0].cost[0].reserve: expected a positive integer, got -1',
    ])
    expect(validateRules(action({ do: 'dial', by: -2 }))).toEqual([])
    expect(validateRules(action({ do: 'dial', by: 0.5 }))).toEqual(['[0].effects[0].by: expected an integer, got 0.5'])
    expect(validateRules(modifier({ ...MODIFIERS.capacity, by: -2 }))).toEqual([])
  })

  it('reports every fault, not only the first', () => {
    expect(validateRules([{ kind: 'fate', effects: [] }, { kind: 'hook', name: 'x' }, null])).toEqual([
      '[0].effects: must not be empty',
      '[1].name: "x" is not a hook name',
      '[2]: expected an ability, got null',
    ])
  })
})

describe('the kind lists', () => {
  it.each([
    ['ABILITY_KINDS', ABILITY_KINDS],
    ['TRIGGER_KINDS', TRIGGER_KINDS],
    ['EFFECT_KINDS', EFFECT_KINDS],
    ['MODIFIER_KINDS', MODIFIER_KINDS],
    ['HOOK_NAMES', HOOK_NAMES],
    ['COST_KINDS', COST_KINDS],
  ] as const)('%s is non-empty, without duplicates', (_, kinds: readonly string[]) => {
    expect(kinds.length).toBeGreaterThan(0)
    expect(new Set(kinds).size).toBe(kinds.length)
  })

  it('name the cost kinds in the order the vocabulary writes them', () => {
    expect(COST_KINDS).toEqual(['focus', 'sacrifice', 'resources', 'discard', 'damageSelf', 'reserve'])
  })
})
