/**
 * The rules text players read on a card, generated in Hungarian and English from the card's abilities (never
 * written per card, never the printed text): one sentence per ability, e.g. "Reaction: After your opponent's turn
 * starts, remove 1 focus token from this unit." / "Reakció: miután elkezdődött az ellenfeled köre, távolíts el
 * 1 fókuszjelzőt erről az egységről." Every node of ./vocabulary.ts has a template (exhaustive switches, so a new
 * kind does not compile without one). Effects and hooks: ./textEffects.ts; triggers: ./textTriggers.ts; phrases
 * (filters, targets, amounts, conditions …): ./textParts.ts; nouns, cases and card references: ./textNouns.ts.
 */
import type { LocalizedText } from '../../../core/types'
import type { CardFacts } from '../data/types'
import { sequenceText, type Clause } from './textEffects'
import {
  cap,
  countEn,
  det,
  listEn,
  listHu,
  PLAIN_SCENE,
  refText,
  TYPE_NOUN,
  unreachable,
  type Noun,
  type Scene,
} from './textNouns'
import { conditionText, filterText, iconsText, keywordsText, targetText, windowText } from './textParts'
import { triggerNoun, triggerText } from './textTriggers'
import type { Ability, CardRules, Cost, Effect, Filter, Modifier } from './vocabulary'

/** What the generator may know of the card, so "this unit" and "the enhanced objective" name the right thing. */
export type TextCard = Partial<Pick<CardFacts, 'type' | 'enhance'>>

/** A cost as an order: "focus this card" / "fókuszáld ezt a kártyát". */
export function costText(c: Cost, s: Scene): LocalizedText {
  const self = refText('self', s)
  const yours = (f: Filter) => filterText({ ...f, controller: undefined }, s)
  if ('focus' in c) {
    if (c.focus === 'self') return { en: `focus ${self.en}`, hu: `fókuszáld ${self.hu.acc}` }
    const p = yours(c.focus)
    return { en: `focus one of your ${p.enPl}`, hu: `fókuszálj egy saját ${p.hu.acc}` }
  }
  if ('sacrifice' in c) {
    if (c.sacrifice === 'self') return { en: `sacrifice ${self.en}`, hu: `áldozd fel ${self.hu.acc}` }
    const p = yours(c.sacrifice)
    return { en: `sacrifice one of your ${p.enPl}`, hu: `áldozz fel egy saját ${p.hu.acc}` }
  }
  if ('resources' in c) {
    return { en: `spend ${countEn(c.resources, 'resource', 'resources')}`, hu: `költs el ${c.resources} erőforrást` }
  }
  if ('discard' in c) {
    return c.discard === 'x'
      ? { en: 'discard any number of cards (X) from your hand', hu: 'dobj el a kezedből tetszőleges számú (X) lapot' }
      : {
          en: `discard ${countEn(c.discard, 'card', 'cards')} from your hand`,
          hu: `dobj el ${c.discard} lapot a kezedből`,
        }
  }
  if ('damageSelf' in c)
    return { en: `put ${c.damageSelf} damage on ${self.en}`, hu: `tegyél ${c.damageSelf} sebzést ${self.hu.sub}` }
  if ('reserve' in c) {
    return {
      en: `lower your reserve value by ${c.reserve} until the end of the phase`,
      hu: `csökkentsd a tartalékértékedet ${c.reserve} ponttal a fázis végéig`,
    }
  }
  return unreachable(c)
}

/** "+1" / "-1". */
const signed = (n: number) => (n >= 0 ? `+${n}` : String(n))

/** A constant modifier as a sentence without its full stop. */
export function modifierText(m: Modifier, s: Scene): LocalizedText {
  const self = refText('self', s)
  switch (m.gain) {
    case 'icons': {
      const [t, icons] = [targetText(m.to, s), iconsText(m.icons)]
      const per = m.per ? filterText(m.per, s) : null
      const inPlay = m.per?.attachedTo === undefined
      return {
        en: `${cap(t.en)} ${t.plural ? 'gain' : 'gains'} ${icons.en}${per ? ` for each ${per.en}${inPlay ? ' in play' : ''}` : ''}`,
        hu: `${cap(t.hu.nom)} ${per ? `${det('minden', `${inPlay ? 'játékban lévő ' : ''}${per.hu.nom}`)} után ` : ''}kap ${icons.hu}`,
      }
    }
    case 'keyword': {
      const [t, kw] = [targetText(m.to, s), keywordsText([m.keyword])]
      // "has/have" rather than "gains": the printed wording of a keyword grant is not ours to reuse.
      return { en: `${cap(t.en)} ${t.plural ? 'have' : 'has'} ${kw.en}`, hu: `${cap(t.hu.nom)} megkapja ${kw.hu}` }
    }
    case 'capacity': {
      const t = targetText(m.to, s)
      return {
        en: `${cap(t.en)} ${t.plural ? 'get' : 'gets'} ${signed(m.by)} damage capacity`,
        hu: `${cap(t.hu.nom)} ${signed(m.by)} sebzéstűrést kap`,
      }
    }
    case 'force-icons': {
      const icons = `${signed(m.by)} ${Math.abs(m.by) === 1 ? 'Force icon' : 'Force icons'}`
      if (m.perReserve) {
        const side = m.perReserve === 'light' ? 'világos' : 'sötét'
        return {
          en: `Your side counts ${icons} in the Force struggle for each card in a ${m.perReserve} side common reserve`,
          hu: `Az Erőért folyó küzdelemben minden ${side} oldali közös tartalékban lévő lap után ${signed(m.by)} Erő ikont kapsz`,
        }
      }
      return {
        en: `Your side counts ${icons} in the Force struggle`,
        hu: `Az Erőért folyó küzdelemben ${signed(m.by)} Erő ikont kapsz`,
      }
    }
    case 'reserve':
      return { en: `Your reserve value gets ${signed(m.by)}`, hu: `A tartalékértéked ${signed(m.by)}` }
    case 'first-cost-less': {
      const p = filterText(m.filter, s)
      return {
        en: `The first ${p.en} you play each turn costs ${m.by} less`,
        hu: `Minden körben az első ${p.hu.nom}, amelyet kijátszol, ${m.by} erőforrással kevesebbe kerül`,
      }
    }
    case 'ignore-match':
      return {
        en: 'Cards you play from your hand need no resource match',
        hu: 'A kezedből kijátszott lapjaidhoz nem kell erőforrás-egyezés',
      }
    case 'match-all': {
      const host = refText('host', s)
      return {
        en: `The resources ${host.en} generates count as a match for every affiliation`,
        hu: `${cap(host.hu.nom)} által termelt erőforrások minden szövetséghez illeszkednek`,
      }
    }
    case 'attackers-only': {
      const p = filterText(m.filter, s, 'unit')
      return { en: `Only ${p.enPl} may attack ${self.en}`, hu: `${cap(self.hu.acc)} csak ${p.hu.nom} támadhatja meg` }
    }
    case 'max-attackers':
      return {
        en: `No more than ${countEn(m.count, 'unit', 'units')} may attack ${self.en} in one engagement`,
        hu: `${cap(self.hu.acc)} egy összecsapásban legfeljebb ${m.count} egység támadhatja meg`,
      }
    case 'cannot-attack':
      return { en: `${cap(self.en)} may never attack`, hu: `${cap(self.hu.nom)} soha nem jelölhető támadónak` }
    case 'play-from-discard':
      return {
        en: `You may also play ${self.en} from your discard pile`,
        hu: `${cap(self.hu.acc)} a dobópaklidból is kijátszhatod`,
      }
    case 'lose-if-destroyed':
      return {
        en: `You lose the game when ${self.en} is destroyed`,
        hu: `Ha ${self.hu.nom} elpusztul, elveszíted a játékot`,
      }
    case 'untargetable':
      return { en: `Nothing can target ${self.en}`, hu: `${cap(self.hu.nom)} nem jelölhető ki célpontként` }
    case 'min-defenders':
      return {
        en: `To declare any defenders, your opponent must declare at least ${m.count}`,
        hu: `Az ellenfeled csak akkor jelölhet védőt, ha legalább ${m.count} védőt jelöl`,
      }
    case 'strike-unengaged':
      return {
        en: `${cap(self.en)} may strike even though it is not participating in the engagement`,
        hu: `${cap(self.hu.nom)} akkor is indíthat csapást, ha nem vesz részt az összecsapásban`,
      }
    default:
      return unreachable(m)
  }
}

/** How the card an effect produced came about (the first producing effect names it). */
function produced(effects: readonly Effect[]): Scene['previous'] {
  for (const e of effects) {
    if (e.do === 'mill' || e.do === 'discard-hand') return 'discarded'
    if (e.do === 'rescue') return 'rescued'
    if (e.do === 'examine-top' || e.do === 'capture-from-hand') return 'taken'
    if (e.do === 'recover') return 'returned'
  }
  return 'card'
}

/** The noun of an enhancement's host (a unit that enters play as an enhancement sits on a unit). */
const HOST_NOUN: Readonly<Record<NonNullable<TextCard['enhance']>['on'], Noun>> = {
  unit: 'unit',
  objective: 'objective',
  deathStarDial: 'dial',
  playArea: 'card',
}

/** The scene of one ability of a card. */
function sceneOf(ability: Ability, card: TextCard | undefined): Scene {
  const host = card?.enhance
  const s: Scene = {
    ...PLAIN_SCENE,
    self: card?.type ? TYPE_NOUN[card.type] : 'card',
    host: host ? HOST_NOUN[host.on] : card?.type === 'unit' ? 'unit' : 'card',
  }
  if (ability.kind === 'reaction' || ability.kind === 'interrupt') s.trigger = triggerNoun(ability.on, s)
  if ('effects' in ability) s.previous = produced(ability.effects)
  return s
}

/** Costs, then the effects they pay for: "Focus this card to …" / "Fókuszáld ezt a kártyát, hogy …". */
function bodyText(costs: readonly Cost[] | undefined, effects: Clause, s: Scene): LocalizedText {
  if (!costs || costs.length === 0) return { en: effects.en, hu: effects.hu }
  const paid = costs.map((c) => costText(c, s))
  const en = listEn(
    paid.map((c) => c.en),
    'and',
  )
  const hu = listHu(
    paid.map((c) => c.hu),
    'és',
    true,
  )
  return effects.huHogy !== undefined
    ? { en: `${en} to ${effects.en}`, hu: `${hu}, hogy ${effects.huHogy}` }
    : { en: `${en}; in return, ${effects.en}`, hu: `${hu}; cserébe ${effects.hu}` }
}

/** "(Limit once per turn.)" / "(Körönként egyszer.)". */
function limitText(limit: number | undefined): LocalizedText {
  if (limit === undefined) return { en: '', hu: '' }
  if (limit === 1) return { en: ' (Limit once per turn.)', hu: ' (Körönként egyszer.)' }
  if (limit === 2) return { en: ' (Limit twice per turn.)', hu: ' (Körönként kétszer.)' }
  return { en: ` (Limit ${limit} times per turn.)`, hu: ` (Körönként legfeljebb ${limit} alkalommal.)` }
}

const LABELS = {
  action: { en: 'Action', hu: 'Akció' },
  reaction: { en: 'Reaction', hu: 'Reakció' },
  interrupt: { en: 'Interrupt', hu: 'Megszakítás' },
  forcedReaction: { en: 'Forced reaction', hu: 'Kényszerített reakció' },
  forcedInterrupt: { en: 'Forced interrupt', hu: 'Kényszerített megszakítás' },
} as const

/**
 * One ability's rules text as one line in both languages. `card` (its type and enhancement host), when given, makes
 * references read "this unit" / "the enhanced objective" instead of "this card" / "the enhanced card".
 */
export function abilityText(ability: Ability, card?: TextCard): LocalizedText {
  const s = sceneOf(ability, card)
  switch (ability.kind) {
    case 'constant': {
      const m = modifierText(ability.modifier, s)
      if (!ability.while) return { en: `${m.en}.`, hu: `${m.hu}.` }
      const cond = conditionText(ability.while, s)
      const lower = (x: string) => x.charAt(0).toLowerCase() + x.slice(1)
      return { en: `While ${cond.en}, ${lower(m.en)}.`, hu: `Amíg ${cond.hu}, ${lower(m.hu)}.` }
    }
    case 'action': {
      const body = bodyText(ability.cost, sequenceText(ability.effects, s), s)
      const window = ability.window ? windowText(ability.window) : null
      const limit = limitText(ability.limit)
      const [anyEn, anyHu] = ability.anyFriendly
        ? [' Any friendly player may use this ability.', ' Bármely barátságos játékos használhatja.']
        : ['', '']
      return {
        en: `${LABELS.action.en}: ${cap(body.en)}.${window ? ` ${window.en}` : ''}${anyEn}${limit.en}`,
        hu: `${LABELS.action.hu}: ${body.hu}.${window ? ` ${window.hu}` : ''}${anyHu}${limit.hu}`,
      }
    }
    case 'reaction':
    case 'interrupt': {
      const reaction = ability.kind === 'reaction'
      const label = ability.forced
        ? reaction
          ? LABELS.forcedReaction
          : LABELS.forcedInterrupt
        : reaction
          ? LABELS.reaction
          : LABELS.interrupt
      const on = triggerText(ability.on, s)
      const body = bodyText(ability.cost, sequenceText(ability.effects, s), s)
      const limit = limitText(ability.limit)
      const [whenEn, whenHu] = reaction
        ? [`After ${on.en}`, `miután ${on.huPast}`]
        : [`When ${on.enWhen ?? on.en}`, `amikor ${on.huNow}`]
      const [handEn, handHu] = ability.fromHand
        ? [' (from your hand)', ' (a kezedből)']
        : ability.fromDiscard
          ? [' (from your discard pile)', ' (a dobópaklidból)']
          : ['', '']
      return {
        en: `${label.en}${handEn}: ${whenEn}, ${body.en}.${limit.en}`,
        hu: `${label.hu}${handHu}: ${whenHu}, ${body.hu}.${limit.hu}`,
      }
    }
    case 'fate': {
      const body = sequenceText(ability.effects, s)
      return { en: `${cap(body.en)}.`, hu: `${cap(body.hu)}.` }
    }
    case 'hook': {
      const body = sequenceText([{ do: 'hook', name: ability.name }], s)
      return { en: `${cap(body.en)}.`, hu: `${cap(body.hu)}.` }
    }
    default:
      return unreachable(ability)
  }
}

/** A card's rules text: one line per ability, in printed order (keywords and hosts are card facts, shown apart). */
export function rulesText(rules: CardRules, card?: TextCard): LocalizedText[] {
  return rules.map((ability) => abilityText(ability, card))
}
