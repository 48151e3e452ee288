/**
 * Deterministic randomness expanded only from entropy carried in the log.
 * Spec: seed = SHA-256(UTF-8 of "holotable/rng/v1\0" + context + "\0" + lower-case entropy hex); the first
 * 16 bytes, read as four big-endian 32-bit words, are the state of pure-rand's xoroshiro128+. Integers come
 * from pure-rand's unbiased `uniformInt` (rejection sampling), shuffles are Fisher–Yates from the last index
 * down. `context` separates streams drawn from the same entropy (e.g. 'setup/deck' vs 'setup/dice').
 * Changing any of this changes every game's outcome for existing logs, so it is versioned in the seed.
 */
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { coreErrors } from './errors'
import type { Action, EngineError } from './types'

/** A seeded random source for one action (or one setup). Not part of state: rebuilt from the log each fold. */
export interface Rng {
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number
  /** One uniformly chosen element; throws RangeError on an empty array (a bug in the caller). */
  pick<T>(items: readonly T[]): T
  /** A uniformly shuffled copy (Fisher–Yates); the input is not modified. */
  shuffle<T>(items: readonly T[]): T[]
}

/** Longest entropy accepted (bytes); more adds nothing and would let a peer bloat the log. */
export const MAX_ENTROPY_BYTES = 256

/** True when `entropy` is non-empty hex of whole bytes (either case), at most MAX_ENTROPY_BYTES long. */
export function isValidEntropy(entropy: unknown): entropy is string {
  return (
    typeof entropy === 'string' &&
    entropy.length > 0 &&
    entropy.length % 2 === 0 &&
    entropy.length <= MAX_ENTROPY_BYTES * 2 &&
    /^[0-9a-fA-F]+$/.test(entropy)
  )
}

/** Creates the PRNG for `entropyHex` and `context`; throws RangeError on invalid hex (see `rngForAction` for actions). */
export function createRng(entropyHex: string, context = ''): Rng {
  if (!isValidEntropy(entropyHex)) throw new RangeError('createRng: entropy must be non-empty hex of whole bytes')
  const seed = sha256(utf8ToBytes(`holotable/rng/v1\0${context}\0${entropyHex.toLowerCase()}`))
  const words = [0, 1, 2, 3].map(
    (i) => (seed[4 * i]! << 24) | (seed[4 * i + 1]! << 16) | (seed[4 * i + 2]! << 8) | seed[4 * i + 3]! | 0,
  )
  // xoroshiro's all-zero state only ever yields zeros; SHA-256 makes it a 2^-128 event, but be total anyway.
  if (!words.some((w) => w !== 0)) words[0] = 1
  const gen = xoroshiro128plusFromState(words)

  const int = (min: number, max: number): number => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new RangeError(`Rng.int: bad range [${min}, ${max}]`)
    }
    return uniformInt(gen, min, max)
  }
  return {
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('Rng.pick: empty array')
      return items[int(0, items.length - 1)] as T
    },
    shuffle<T>(items: readonly T[]): T[] {
      // Spread, not slice(): slicing a frozen array (every state array) is ~50× slower in Node 20's V8.
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i)
        const tmp = out[i] as T
        out[i] = out[j] as T
        out[j] = tmp
      }
      return out
    },
  }
}

/** The PRNG for an action's entropy, or a typed error ('missing-entropy' / 'bad-entropy') to return from `apply`. */
export function rngForAction(action: Action, context = ''): { ok: true; rng: Rng } | { ok: false; error: EngineError } {
  if (action.entropy === undefined || action.entropy === '') return { ok: false, error: coreErrors.missingEntropy() }
  if (!isValidEntropy(action.entropy)) return { ok: false, error: coreErrors.badEntropy() }
  return { ok: true, rng: createRng(action.entropy, context) }
}
