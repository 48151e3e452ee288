/**
 * Precommitted random values: what each seat contributes to rolls, fixed before any roll is asked.
 *
 * A seat's holder makes a hash chain x_0 = seed, x_{i+1} = H(x_i) up to x_N and publishes only the top,
 * the **anchor** x_N, in its signed `@claim` (later ones in `@anchor` entries). Its contributions are then
 * the chain read downwards: the first value it reveals is x_{N-1}, the next x_{N-2}, … Anyone checks a
 * revealed value v against the last one (or the anchor) with H(v) = last. So:
 * - nobody can choose the value they add to a roll: it was fixed when the anchor was published, before the
 *   roll existed (grinding a value is finding a hash preimage);
 * - nobody can predict another seat's next value (it is a preimage of what they published);
 * - the order is fixed: the k-th value a tenure reveals, in its own chain of entries, is x_{N-k}.
 * The seed is the hash of the holder's deterministic ed25519 signature of (room, seat, tenure, anchor
 * number), so a reloaded page recomputes its chain from its key; nothing secret is stored.
 */
import { sha256Hex } from '../engine'
import type { SeatId } from '../engine'
import type { Identity } from './identity'

/** Values per anchor: a tenure writes a new `@anchor` before they run out. */
export const CHAIN_LENGTH = 1024
/** A holder publishes its next anchor once fewer than this many values are left. */
export const CHAIN_REFILL_AT = 16

const STEP_DOMAIN = 'holotable/chain-step/v1\n'
const SEED_DOMAIN = 'holotable/chain-seed/v1\n'
const encoder = new TextEncoder()

/** One step down the chain: H(value). */
export function chainStep(value: string): string {
  return sha256Hex(STEP_DOMAIN + value)
}

/** Where a chain belongs: the tenure (the position of its `@claim` in the seat's chain) and which anchor. */
export interface ChainPlace {
  room: string
  seat: SeatId
  /** `n` of the `@claim` that began the tenure. */
  tenure: number
  /** 0 for the claim's own anchor, then 1, 2, … for each `@anchor` entry. */
  anchor: number
}

// A chain is N hashes; pages ask for values one at a time, so whole chains are kept per place and key.
const chains = new Map<string, string[]>()

/** The chain of `identity` at `place`: index i holds x_i (x_0 the seed, x_N the anchor). */
function chainOf(identity: Identity, place: ChainPlace): string[] {
  const key = `${identity.publicKey}/${place.room}/${place.seat}/${place.tenure}/${place.anchor}`
  const known = chains.get(key)
  if (known) return known
  const message = `${SEED_DOMAIN}${place.room}\n${place.seat}\n${place.tenure}\n${place.anchor}`
  const xs = [sha256Hex(identity.sign(encoder.encode(message)))]
  for (let i = 1; i <= CHAIN_LENGTH; i++) xs.push(chainStep(xs[i - 1]!))
  chains.set(key, xs)
  return xs
}

/** The anchor `identity` publishes for `place`. */
export function chainAnchor(identity: Identity, place: ChainPlace): string {
  return chainOf(identity, place)[CHAIN_LENGTH]!
}

/** The `used + 1`-th value `identity` reveals at `place` (after `used` values were revealed). */
export function chainValue(identity: Identity, place: ChainPlace, used: number): string {
  if (!Number.isInteger(used) || used < 0 || used >= CHAIN_LENGTH) throw new RangeError(`chain exhausted: ${used}`)
  return chainOf(identity, place)[CHAIN_LENGTH - 1 - used]!
}
