/**
 * The secret squad list (rulebook "Csapat-összeállítási előírások": "Titokban állítsd össze a csapatodat … Csak
 * akkor fedd fel a csapatodat, amikor kiterítitek a játéktáblát."): each player first publishes only a commitment,
 * the SHA-256 of the canonical list and a random salt (engine/core/commitment.ts, @noble/hashes), and reveals the
 * list with its salt once both have committed. The salt (32 random bytes, drawn by the player's browser, never by
 * the engine) keeps a small choice space from being guessed from the hash. Both functions are pure and never throw.
 */
import { commitment, isSalt } from '../../core/commitment'
import { squadErrors } from './squadErrors'
import { parseSquadList, squadJson } from './squadList'
import type { CanonicalSquad, Parsed } from './squadList'

const HEX64 = /^[0-9a-f]{64}$/

/**
 * The commitment to a squad list with `salt`: 64 hex digits that say nothing about the list. Only the list's shape
 * is checked here; validate it with `validateSquad` first, or the reveal will be refused later.
 */
export function commitSquad(list: unknown, salt: unknown): Parsed<string> {
  const parsed = parseSquadList(list)
  if (!parsed.ok) return parsed
  if (!isSalt(salt)) return { ok: false, error: squadErrors.badSalt() }
  return { ok: true, value: commitment(squadJson(parsed.value), salt) }
}

/**
 * Whether a revealed list and salt open `commit`; returns the canonical squad (still to be validated against the
 * rules). Any other list or salt — even one that differs only in a count — is refused as a mismatch.
 */
export function verifyReveal(commit: unknown, list: unknown, salt: unknown): Parsed<CanonicalSquad> {
  if (typeof commit !== 'string' || !HEX64.test(commit)) return { ok: false, error: squadErrors.badCommitment() }
  const parsed = parseSquadList(list)
  if (!parsed.ok) return parsed
  if (!isSalt(salt)) return { ok: false, error: squadErrors.badSalt() }
  if (commitment(squadJson(parsed.value), salt) !== commit)
    return { ok: false, error: squadErrors.commitmentMismatch() }
  return parsed
}
