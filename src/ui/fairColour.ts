/**
 * Which colour a person shows at a table, so two players never share one: the colour they chose (the lobby's, or an
 * invite link's `colour=`) while nobody who keeps theirs shows it, else the first palette colour none of those shows.
 *
 * Who keeps a colour: a seated player (the seat was claimed with it; it is in the signed ledger, and a seat never
 * changes colour), then among spectators the lower public key. Why a rule every browser agrees on rather than "the
 * newcomer moves": presence carries no arrival time, and two people joining at once must not both move (onto the
 * same next colour, over and over). A choice that looks only at those who keep theirs settles: the first in that
 * order never moves, the second moves at most once, and so on. Since every seat outranks every spectator, a player
 * joining a table where someone already sits in their colour is the one who takes another.
 */
import { PLAYER_COLOURS } from '../stores/prefs'

/** Someone at the table as the colour choice sees them (a seat holder, or a presence). */
export interface ColourHolder {
  /** Public key (hex). */
  key: string
  colour: string
  seated: boolean
}

/** True when `a` keeps its colour over `b`. */
function outranks(a: ColourHolder, b: { key: string; seated: boolean }): boolean {
  if (a.seated !== b.seated) return a.seated
  return a.key < b.key
}

/** The first of `wanted`, then the palette, that none of `taken` is; `wanted` itself when every colour is taken. */
export function freeColour(wanted: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((c) => c.toLowerCase()))
  if (!used.has(wanted.toLowerCase())) return wanted
  return PLAYER_COLOURS.find((c) => !used.has(c)) ?? wanted
}

/**
 * The colour `me` should show among `others` (see the file comment): `wanted` unless someone who outranks them shows
 * it. A seated `me` keeps `wanted`: pass its seat's colour. Entries with `me`'s own key (another tab) are not others.
 */
export function fairColour(
  me: { key: string; seated: boolean },
  wanted: string,
  others: readonly ColourHolder[],
): string {
  if (me.seated) return wanted
  const above = others.filter((o) => o.key !== me.key && outranks(o, me)).map((o) => o.colour)
  return freeColour(wanted, above)
}
