/** Player names as the rules tables show them (the log, the turn bar, the dice). */
import type { SeatId } from '../../engine/core/types'

/**
 * Names by seat (useSeatNames: holders now, and last holders of seats left or freed), with the seat number added
 * where one name sits at several seats (a hotseat game: "Anna (1)", "Anna (3)").
 */
export function playerNames(seatNames: Readonly<Record<SeatId, string>>): Record<SeatId, string> {
  const out: Record<SeatId, string> = {}
  const all = Object.values(seatNames)
  for (const [id, name] of Object.entries(seatNames)) {
    const shared = all.filter((other) => other === name).length > 1
    out[id] = shared ? `${name} (${id.slice(1)})` : name
  }
  return out
}
