/**
 * The game log as rows to show: a separator at the start of each turn (its number and who played it) and one
 * sentence per event. 'turn-started' events become the separators instead of lines of their own; events with
 * no sentence are left out. Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import type { GameLogRow } from '../../../ui/GameLogPanel'
import type { HothLogLine } from '../contract'
import { describeEvent } from './logText'
import { seatName, type HothLang } from './names'

/** A row of the log panel. */
export type LogRow = GameLogRow

/** Who played each turn: turn 1 from the turn order, later turns from their 'turn-started' events. */
function turnSeats(log: readonly HothLogLine[], view: HothView): Map<number, SeatId> {
  const seats = new Map<number, SeatId>()
  const first = view.turnOrder[0]
  if (first !== undefined) seats.set(1, first)
  for (const line of log) {
    const data = line.event.data
    if (line.event.type !== 'turn-started' || data === null || typeof data !== 'object' || Array.isArray(data)) continue
    if (typeof data.number === 'number' && typeof data.seat === 'string') seats.set(data.number, data.seat)
  }
  return seats
}

/** The rows for `log`, oldest first, in `lang`. */
export function logRows(
  log: readonly HothLogLine[],
  view: HothView,
  names: Readonly<Record<SeatId, string>>,
  lang: HothLang,
): LogRow[] {
  const seats = turnSeats(log, view)
  const rows: LogRow[] = []
  let turn: number | null = null
  for (const line of log) {
    if (line.event.type === 'turn-started') continue
    const text = describeEvent(line, view, names, lang)
    if (text === null) continue
    if (line.turn !== turn) {
      turn = line.turn
      rows.push({
        kind: 'turn',
        key: `turn-${turn}-${line.key}`,
        number: turn,
        name: seatName(names, seats.get(turn) ?? line.seat),
      })
    }
    rows.push({ kind: 'event', key: line.key, type: line.event.type, text })
  }
  return rows
}
