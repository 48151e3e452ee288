/**
 * Random bytes from this peer alone. Actions in the signed log never take these directly: their entropy is
 * drawn with the other seats through the fair exchange (fair-exchange.ts, fair-proof.ts), and every peer
 * refuses a log entry whose entropy lacks a valid proof. What still uses this peer's bytes alone: the
 * shares it contributes to others' rolls, sandbox dice (net/table.ts) and a game's setup entropy.
 */
import { bytesToHex } from '@noble/hashes/utils.js'

/** Fresh random bytes from this peer alone, as lower-case hex (`bytes` bytes, 32 by default). */
export async function drawEntropy(bytes = 32): Promise<string> {
  return randomHex(bytes)
}

/** `bytes` bytes from `crypto.getRandomValues`, as hex; synchronous, for the fair exchange's shares. */
export function randomHex(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 1024) throw new RangeError(`entropy size out of range: ${bytes}`)
  const out = new Uint8Array(bytes)
  crypto.getRandomValues(out)
  return bytesToHex(out)
}
