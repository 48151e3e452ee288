/**
 * Commitments to a secret choice (a deck list, a squad): a player publishes `commitment(choice, salt)` first and
 * the choice with its salt only once every player has committed, so nobody adapts their choice to another's. The
 * salt (32 random bytes, hex) keeps a small choice space (four starter decks) from being guessed from the hash.
 */
import { canonicalJson, sha256Hex } from './hash'
import type { Json } from './types'

/** What a salt must look like: 32 bytes in lowercase hex. */
const SALT = /^[0-9a-f]{64}$/

/** Whether `salt` is a well-formed salt. */
export function isSalt(salt: unknown): salt is string {
  return typeof salt === 'string' && SALT.test(salt)
}

/** The commitment to `choice` with `salt`: sha256 of their canonical JSON, hex. */
export function commitment(choice: Json, salt: string): string {
  return sha256Hex(canonicalJson({ choice, salt }))
}

/** Whether `choice` and `salt` open `commit` (a malformed salt never does). */
export function opens(commit: string, choice: Json, salt: unknown): boolean {
  return isSalt(salt) && commitment(choice, salt) === commit
}
