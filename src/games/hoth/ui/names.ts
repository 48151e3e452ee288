/**
 * Names the Hoth panels print: units and structures from the engine's tables, cards from their definitions,
 * players from the seat names, all in the UI language. Pure functions over a seat's view.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { CardDef, HothView, LeaderId, Side, UnitType } from '../../../../engine/games/hoth'
import { LEADERS, STRUCTURE_SPECS, UNIT_SPECS, cardDef } from '../../../../engine/games/hoth'
import type { Language } from '../../../lib/language'

/** The two languages the Hoth texts are written in (the engine's `LocalizedText` keys). */
export type HothLang = Language

/** Whether `type` is a unit type of the unit table. */
function isUnitType(type: string): type is UnitType {
  return Object.hasOwn(UNIT_SPECS, type)
}

/**
 * The unit type behind a unit id: from the view while the unit stands, else from the id itself (setup names
 * units `<type>-<n>`), so lines about destroyed units still name them. Null when neither says.
 */
export function unitTypeOf(id: string, view: HothView): UnitType | null {
  const unit = Object.hasOwn(view.units, id) ? view.units[id] : undefined
  if (unit) return unit.type
  const type = /^(.+)-\d+$/.exec(id)?.[1]
  return type !== undefined && isUnitType(type) ? type : null
}

/** The name of a unit or structure id in `lang` (the id itself when it names neither). */
export function unitName(id: string, view: HothView, lang: HothLang): string {
  const structure = Object.hasOwn(view.structures, id) ? view.structures[id] : undefined
  if (structure) return STRUCTURE_SPECS[structure.kind].name[lang]
  const type = unitTypeOf(id, view)
  return type ? UNIT_SPECS[type].name[lang] : id
}

/** A card definition by id, or null for an id the card tables do not know. */
export function findCard(defId: string): CardDef | null {
  try {
    return cardDef(defId)
  } catch {
    return null
  }
}

/** A card's name in `lang` (the id itself when unknown). */
export function cardName(defId: string, lang: HothLang): string {
  return findCard(defId)?.name[lang] ?? defId
}

/** A leader's name in `lang`. */
export function leaderName(leader: LeaderId, lang: HothLang): string {
  return LEADERS[leader].name[lang]
}

/** A seat's player name, or the seat id when the table has no name for it. */
export function seatName(names: Readonly<Record<SeatId, string>>, seat: SeatId): string {
  const name = Object.hasOwn(names, seat) ? names[seat] : undefined
  return name && name.trim() !== '' ? name : seat
}

/** The side a seat plays, or null for a spectator. */
export function sideOfSeat(view: HothView, seat: SeatId | null): Side | null {
  return view.players.find((p) => p.seat === seat)?.side ?? null
}

/** The seats playing `side`, player 1 first. */
export function seatsOfSide(view: HothView, side: Side): SeatId[] {
  return view.players
    .filter((p) => p.side === side)
    .sort((a, b) => a.teamIndex - b.teamIndex)
    .map((p) => p.seat)
}
