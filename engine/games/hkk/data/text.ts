/**
 * A card's rules text, generated in English and Hungarian from its abilities (./types.ts): the card's own timing,
 * each ability with its trigger, costs and effects, and a substituted cost. Exhaustive switches make a new trigger or
 * effect kind fail to compile until it has its words. The text is never stored with the card; a manual (imported)
 * card shows its player's own text.
 */
import { effectClauses, effectText } from './textEffects'
import type { TextScene } from './textEffects'
import { cap, targetPhrase, unreachable } from './textParts'
import type { Lang } from './textParts'
import type { HkkAbility, HkkAbilityCost, HkkCardDef, HkkTiming, HkkWhile } from './types'
import { ATTACHMENT_TYPES } from './kinds'

export { effectText } from './textEffects'
export type { Lang } from './textParts'

const TIMING: Readonly<Record<HkkTiming, { en: string; hu: string }>> = {
  main: { en: '', hu: '' },
  immediate: { en: 'Immediate', hu: 'Azonnali' },
  reaction: { en: 'Reaction', hu: 'Reakció' },
}

const WHILE: Readonly<Record<HkkWhile, { en: string; hu: string }>> = {
  'in-guard': { en: 'While in the guard post', hu: 'Amíg az őrposztban áll' },
  'in-reserve': { en: 'While in the reserve', hu: 'Amíg a tartalékban van' },
  attacking: { en: 'While attacking', hu: 'Amíg támad' },
  defending: { en: 'While defending', hu: 'Amíg védekezik' },
  // An attached card's effects name "the host creature" already.
  attached: { en: '', hu: '' },
}

/** The cost of an activated or combat ability: "turn it passive, pay 1 VP" / "passziváld, fizess 1 VP-t". */
function costParts(cost: HkkAbilityCost, lang: Lang): string[] {
  const parts: string[] = []
  if (cost.passivize) parts.push(lang === 'hu' ? 'passziváld' : 'turn it passive')
  if (cost.vp) parts.push(lang === 'hu' ? `fizess ${cost.vp} VP-t` : `pay ${cost.vp} VP`)
  return parts
}

/** `Head: clauses.`, or the clauses as a sentence when there is no head. */
const headed = (head: string, body: string): string => (head ? `${cap(head)}: ${body}.` : `${cap(body)}.`)

/** The text of one ability; `first` marks an attachment's host ability. */
export function abilityText(a: HkkAbility, def: HkkCardDef, lang: Lang, first = false): string {
  const targets = 'targets' in a ? (a.targets ?? []) : []
  // A fresh scene per rendering, so "that creature" follows the first mention in the text actually shown.
  const scene = (): TextScene => ({ targets, type: def.type, seen: new Set<number>() })
  const clauses = () => effectClauses(a.effects, lang, scene())
  const sentences = () => {
    const s = scene()
    return a.effects.map((e) => effectText(e, lang, s)).join(' ')
  }
  const hu = lang === 'hu'
  switch (a.trigger) {
    case 'on-play': {
      const host = first && ATTACHMENT_TYPES.includes(def.type) ? targets[0] : undefined
      const hostText = host
        ? hu
          ? `${cap(targetPhrase(host).hu.sub)} kerül.`
          : `Attach to ${targetPhrase(host).en}.`
        : ''
      if (a.effects.length === 0) return hostText
      if (host) return `${hostText} ${sentences()}`
      if (def.type === 'spell') return sentences()
      return headed(hu ? 'Kijátszáskor' : 'When played', clauses())
    }
    case 'on-enter':
      return headed(hu ? 'Amikor játékba kerül' : 'When it enters play', clauses())
    case 'static': {
      const where = a.while ? WHILE[a.while][lang] : ''
      return where ? `${where}, ${clauses()}.` : sentences()
    }
    case 'activated': {
      const once = a.oncePerTurn ? [hu ? 'körönként egyszer' : 'once a turn'] : []
      const head = [TIMING[a.timing][lang], ...once, ...costParts(a.cost, lang)].filter(Boolean).join(', ')
      return headed(head || (hu ? 'Használat' : 'Use'), clauses())
    }
    case 'combat': {
      const cost = [a.cost.vp ? `${a.cost.vp} VP` : '', a.cost.passivize ? (hu ? 'passziváld' : 'turn it passive') : '']
      return `+ ${cost.filter(Boolean).join(', ')}: ${clauses()}.`.replace('+ :', '+:')
    }
    case 'end-of-turn': {
      const when = hu ? 'A köröd végén' : 'At the end of your turn'
      return `${when}${a.optional ? (hu ? ' (ha akarod)' : ' (optional)') : ''}: ${clauses()}.`
    }
    default:
      return unreachable(a)
  }
}

/** The whole rules text of a card in one language (sentences joined by spaces; empty for a plain creature). */
export function cardText(def: HkkCardDef, lang: Lang): string {
  const hu = lang === 'hu'
  const lines: string[] = []
  const timing = TIMING[def.timing][lang]
  if (timing) lines.push(`${timing}.`)
  if (def.substitute) {
    const c = def.substitute.cost
    lines.push(
      hu
        ? `${c === 0 ? 'Ingyen' : `${c} VP-ért is`} kijátszható, ha nincs lényed játékban.`
        : `You may play it ${c === 0 ? 'for free' : `for ${c} VP`} if you control no creature.`,
    )
  }
  if (def.entersPassive && def.type !== 'building') lines.push(hu ? 'Passzívan kerül játékba.' : 'Enters play passive.')
  def.abilities.forEach((a, i) => lines.push(abilityText(a, def, lang, i === 0)))
  if (def.manual) lines.push(def.manual.text)
  return lines.filter(Boolean).join(' ')
}
