/**
 * Names the table and the log use for SWLCG cards and sides. A card is named only when the seat's view shows its
 * identity (a card in play, in a discard pile, or in its own hand); any other slot is "a card", so no text of the
 * table ever names a card the engine hides from the seat.
 */
import type { SlotId } from '../../../../engine/core/hidden'
import { SIDE_NAMES, cardFacts, sideOfPlayer } from '../../../../engine/games/swlcg'
import type { CardFacts, Player, Side, SwlcgView } from '../../../../engine/games/swlcg'
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
 * A player's place in words: its side's name in 1v1 ("Light Side"); in 2v2 with its place in the team ("Light Side
 * #2" / "világos oldal 2.").
 */
export function placeName(view: Pick<SwlcgView, 'players'>, player: Player, lang: Language): string {
  const side = sideName(sideOfPlayer(player), lang)
  if (view.players.length !== 4) return side
  const n = player === 'dark2' || player === 'light2' ? 2 : 1
  return lang === 'hu' ? `${side} ${n}.` : `${side} #${n}`
}

/**
 * The players' names as the log, the prompts and the victory banner write them: with each seat's place (`placeName`)
 * after the name when one name holds several seats (a hotseat game), so "Anna passes" says which Anna.
 */
export function playerLabels(
  names: Readonly<Record<string, string>>,
  view: Pick<SwlcgView, 'players' | 'seats'>,
  lang: Language,
): Record<string, string> {
  const seated = view.players.flatMap((player) => {
    const seat = view.seats[player]
    return seat === undefined ? [] : [{ player, seat, name: names[seat] }]
  })
  const out = { ...names }
  for (const s of seated) {
    if (!s.name || !seated.some((other) => other !== s && other.name === s.name)) continue
    out[s.seat] = `${s.name} (${placeName(view, s.player, lang)})`
  }
  return out
}
