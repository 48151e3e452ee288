/**
 * Small word helpers the SWLCG decision texts share: a card named through `slotName` (with "affiliation card" for
 * an affiliation and a copy number where two cards of one zone read alike), lists joined the way each language
 * joins them, card amounts, and the side a seat plays. Pure functions over a seat's view.
 */
import type { SlotId } from '../../../../engine/core/hidden'
import type { SeatId } from '../../../../engine/core/types'
import type { CardAmount, Player, SwlcgView } from '../../../../engine/games/swlcg'
import type { Language } from '../../../lib/language'
import { slotFacts, slotName } from './cardNames'

/** A text in both languages. */
export type Words = { en: string; hu: string }

/** The text of `words` in `lang`. */
export const pick = (words: Words, lang: Language): string => words[lang]

/** The first letter in upper case. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** The first letter in lower case. */
export const uncap = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1)

/** The zone that holds `slot` in the view, or null. */
export function zoneOfSlot(view: SwlcgView, slot: SlotId): string | null {
  for (const [zone, z] of Object.entries(view.cards.zones)) if (z.slots.includes(slot)) return zone
  return null
}

/**
 * A card as the texts name it: its title when the seat may see it ("a card" / "egy lap" otherwise, from
 * `slotName`), an affiliation card as such, and "#n" after it when another card of its zone reads the same (two
 * copies in a hand), so every choice between cards reads differently.
 */
export function cardRef(view: SwlcgView, slot: SlotId, lang: Language): string {
  const name = slotName(view, slot, lang)
  const base =
    slotFacts(view, slot)?.type === 'affiliation'
      ? `${name} ${lang === 'hu' ? 'szövetségkártya' : 'affiliation card'}`
      : name
  const zone = zoneOfSlot(view, slot)
  if (zone === null) return base
  const alike = view.cards.zones[zone]!.slots.filter((s) => slotName(view, s, lang) === name)
  return alike.length > 1 ? `${base} #${alike.indexOf(slot) + 1}` : base
}

/** Items joined as a list: "A, B and C" / "A, B és C". */
export function joinList(items: readonly string[], lang: Language, or = false): string {
  if (items.length <= 1) return items[0] ?? ''
  const last = lang === 'hu' ? (or ? 'vagy' : 'és') : or ? 'or' : 'and'
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`
}

/** Cards named as a list. */
export function cardList(view: SwlcgView, slots: readonly SlotId[], lang: Language): string {
  return joinList(
    slots.map((s) => cardRef(view, s, lang)),
    lang,
  )
}

/** Card amounts: "Jedi affiliation card (1), Luke Skywalker (2)". */
export function amountList(view: SwlcgView, amounts: readonly CardAmount[], lang: Language): string {
  return amounts.map((a) => `${cardRef(view, a.card, lang)} (${a.amount})`).join(', ')
}

/** The player `seat` plays in the view (in 2v2 one of four), or null for a spectator. */
export function playerOfSeat(view: SwlcgView, seat: SeatId | null): Player | null {
  if (seat === null) return null
  return view.players.find((p) => view.seats[p] === seat) ?? null
}

/** "a" or "az" before a Hungarian word (by its first sound, read from its first letter). */
export function azHu(word: string): string {
  return /^[aáeéiíoóöőuúüű]/i.test(word) ? 'az' : 'a'
}

/** An English ordinal: 1st, 2nd, 3rd, 4th … */
export function ordinalEn(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${tail}`
}
