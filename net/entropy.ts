/**
 * The one function through which fair entropy enters the game.
 *
 * Every action that rolls dice or shuffles carries the entropy it consumes in its log entry; the engine
 * expands it with a seeded PRNG and never learns where it came from. Today the bytes come from this
 * peer's `crypto.getRandomValues`, so the peer who acts could in principle pick its own dice. A later
 * issue turns this into a commit–reveal between all seated peers (each commits to a secret share, then
 * reveals it; the XOR is the entropy), so that no single peer can bias or predict it. Callers already
 * await it, so that change will not ripple outwards.
 */
import { bytesToHex } from '@noble/hashes/utils.js'

/** Fresh random bytes as lower-case hex (`bytes` bytes, 32 by default). */
export async function drawEntropy(bytes = 32): Promise<string> {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 1024) throw new RangeError(`entropy size out of range: ${bytes}`)
  const out = new Uint8Array(bytes)
  crypto.getRandomValues(out)
  return bytesToHex(out)
}
