/**
 * Names the table and the log use for SWLCG cards and sides. A card is named only when the seat's view shows its
 * identity (a card in play, in a discard pile, or in its own hand); any other slot is "a card", so no text of the
 * table ever names a card the engine hides from the seat.
 */
import type { SlotId } from '../../../../engine/core/hidden'
import { SIDE_NAMES, cardFacts } from '../../../../engine/games/swlcg'
import type { CardFacts, Side, SwlcgView } from '../../../../engine/games/swlcg'
import type { Language } from '../../../lib/language'

/** The identity of `slot` as `view` shows it, or null when the seat may not see it. */
export function slotCard(view: SwlcgView, slot: SlotId): string | null {
  return view.table[slot]?.card ?? view.cards.cards[slot] ?? null
}

/** The facts of the card in `slot`, or undefined when the seat may not see it. */
export function slotFacts(view: SwlcgView, slot: SlotId): CardFacts | undefined {
  const id = slotCard(view, slot)
  return id ? cardFacts(id) : undefined
}

/** The card's title when the seat may see it, else "a card" in `lang`. */
export function slotName(view: SwlcgView, slot: SlotId, lang: Language): string {
  return slotFacts(view, slot)?.title ?? (lang === 'hu' ? 'egy lap' : 'a card')
}

/** A side's name in `lang` ("Light Side" / "világos oldal"). */
export function sideName(side: Side, lang: Language): string {
  return SIDE_NAMES[side][lang]
}

/**
 * The players' names as the log, the prompts and the victory banner write them: with each seat's side after the
 * name when one name holds both seats (a hotseat game), so "Anna passes" says which Anna.
 */
export function playerLabels(
  names: Readonly<Record<string, string>>,
  seats: Readonly<Record<Side, string>>,
  lang: Language,
): Record<string, string> {
  const light = names[seats.light]
  if (!light || light !== names[seats.dark]) return { ...names }
  return {
    ...names,
    [seats.light]: `${light} (${sideName('light', lang)})`,
    [seats.dark]: `${light} (${sideName('dark', lang)})`,
  }
}
