/**
 * The dice to show on the table: the naturals of the newest log entry that rolled any (an attack, a save, the
 * initiative), read from its events' records, so every peer tumbles the same faces the engine used.
 */
import type { Json, SeatId } from '../../../../engine/core/types'
import type { RulesLogLine } from '../../../hooks/useRulesGame'
import type { ShownRoll } from '../contract'

/** Every d20 natural (a `natural` field from 1 to 20) in an event's data, depth first. */
function naturalsIn(value: Json | undefined, out: number[]): number[] {
  if (Array.isArray(value)) value.forEach((v) => naturalsIn(v, out))
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'natural' && typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 20) out.push(v)
      else naturalsIn(v, out)
    }
  }
  return out
}

/**
 * The newest entry's dice in `log` (lines keyed `entry.event`), or null when nothing has rolled. `from` is the newest
 * roll's contributors (in a two-seat game every roll is drawn by both seats).
 */
export function lastRoll(
  log: readonly RulesLogLine[],
  rolls: readonly { seat: SeatId; from: SeatId[] }[],
): ShownRoll | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!.key.split('.')[0]!
    const naturals: number[] = []
    let first = i
    while (first >= 0 && log[first]!.key.split('.')[0] === entry) first--
    for (let j = first + 1; j <= i; j++) naturalsIn(log[j]!.event.data, naturals)
    if (naturals.length > 0)
      return { key: entry, naturals, seat: log[i]!.seat, from: rolls[rolls.length - 1]?.from ?? [] }
    i = first + 1
  }
  return null
}
