/**
 * Why the engine must refuse a settled roll, if it must: the same reason on every peer, in HU and EN.
 *
 * - `unfair-entropy`: the roll did not ask every other seat of the game that was held where it stands and that
 *   its author had seen taken (its `seen` heads include the claim), or asked a seat that was not held there.
 *   Leaving one out would let the roller draw with fewer, or only friendly, contributors; a seat taken at the same
 *   moment, which the roller could not know of, does not count against it.
 * - `roll-void`: a timeout named the seats that did not answer and nobody else's share counted, so the
 *   roll has no fair value and changes nothing (net/roll-status.ts).
 */
import type { EngineError, SeatId } from '../engine'
import { engineError } from '../engine/core/errors'
import type { AcceptedEntry } from './ledger-pass'
import type { RollStatus } from './roll-status'

/** The refusal of a settled roll, or null when the engine may apply it. */
export function rollRefusal(record: AcceptedEntry, roll: RollStatus, gameSeats: readonly SeatId[]): EngineError | null {
  const { entry, bindings, claims } = record
  const held = gameSeats.filter((seat) => seat !== entry.seat && bindings.has(seat)).sort()
  const known = held.filter((seat) => (claims.get(seat) ?? -1) >= bindings.get(seat)!.claimN)
  const asked = entry.roll?.from ?? []
  if (!known.every((seat) => asked.includes(seat)) || !asked.every((seat) => held.includes(seat))) {
    const expected = known.length > 0 ? known : held
    return engineError(
      'unfair-entropy',
      `A dobás nem a többi ülő játékossal közösen készült (${asked.join(', ') || 'senki'} helyett ${expected.join(', ') || 'senki'}), ezért minden gép elutasítja.`,
      `This roll was not drawn with the other seated players (it asked ${asked.join(', ') || 'nobody'} instead of ${expected.join(', ') || 'nobody'}), so every peer refuses it.`,
    )
  }
  if (roll.state === 'void') {
    const who = roll.missing.join(', ')
    return engineError(
      'roll-void',
      `A dobás elmaradt: ${who} nem adta meg a részét időben, és más sem, így semmi sem változott.`,
      `The roll did not happen: ${who} did not add their share in time and nobody else did, so nothing changed.`,
    )
  }
  return null
}
