/**
 * Who sits where, as signed entries in the seat's own chain (the ledger, net/ledger.ts, folds them):
 *
 * - `@claim { name, colour, anchor }` — signed by the claimant, valid only where the seat is free (and, after
 *   a `@free` reserved for someone, only by that key). It starts a **tenure**: the claimant's key signs the
 *   seat's entries until the tenure ends, and `anchor` is the top of its chain of precommitted values
 *   (chain-values.ts).
 * - `@release {}` — the holder gets up.
 * - `@free { tenure, for, votes }` — the other seated players free the seat: `tenure` is the hash of the
 *   `@claim` being ended, `for` the key that may claim it next (a player back with a new browser) or null,
 *   and `votes` one signature per key holding another seat at that point, every one of them. Any voter
 *   writes it once all votes are in.
 * - `@anchor { anchor }` — the holder's next chain of values, before the current one runs out.
 *
 * Because these are chain entries, a seat changes hands only by a signed act, in one order on every peer,
 * and each entry is judged by the tenure in force where it stands in the chain, so a later change of hands
 * never rewrites the past. Readers are strict: anything else is not a seat act.
 */
import { canonicalJson, isPlainObject } from '../engine'
import type { Json, SeatId } from '../engine'
import { verify } from './identity'
import { isHex } from './log-entry'
import { safeColour, safeName } from './sanitize'

/** The protocol entry types of a room. */
export const ACT = {
  claim: '@claim',
  release: '@release',
  free: '@free',
  anchor: '@anchor',
  share: '@share',
  timeout: '@timeout',
} as const

/** A claim's payload. */
export interface ClaimPayload {
  name: string
  colour: string
  anchor: string
}

/** One vote to free a seat. */
export interface SeatVote {
  pub: string
  sig: string
}

/** A `@free` payload. */
export interface FreePayload {
  tenure: string
  for: string | null
  votes: SeatVote[]
}

const VOTE_DOMAIN = 'holotable/seat-vote/v1\n'
const encoder = new TextEncoder()

/** A claim payload from untrusted input, with name and colour made safe; null when it is not one. */
export function readClaim(payload: Json): ClaimPayload | null {
  if (!isPlainObject(payload) || !isHex(payload.anchor, 64)) return null
  if (typeof payload.name !== 'string' || typeof payload.colour !== 'string') return null
  return { name: safeName(payload.name), colour: safeColour(payload.colour), anchor: payload.anchor }
}

/** A `@free` payload from untrusted input, or null. */
export function readFree(payload: Json): FreePayload | null {
  if (!isPlainObject(payload) || !isHex(payload.tenure, 64)) return null
  const target = payload.for
  if (target !== null && !isHex(target, 64)) return null
  const votes = payload.votes
  if (!Array.isArray(votes) || votes.length === 0 || votes.length > 16) return null
  const ok = votes.every((v) => isPlainObject(v) && isHex(v.pub, 64) && isHex(v.sig, 128))
  return ok ? { tenure: payload.tenure, for: target, votes: votes as unknown as SeatVote[] } : null
}

/** An `@anchor` payload's anchor, or null. */
export function readAnchor(payload: Json): string | null {
  return isPlainObject(payload) && isHex(payload.anchor, 64) ? payload.anchor : null
}

/** The bytes a vote to free `seat`'s tenure `tenure` (for `target`, or for nobody) signs, in room `room`. */
export function voteMessage(room: string, seat: SeatId, tenure: string, target: string | null): Uint8Array {
  return encoder.encode(VOTE_DOMAIN + room + '\n' + canonicalJson({ seat, tenure, for: target }))
}

/**
 * True when `votes` hold a valid vote of every key in `voters` (and nothing else counts). `voters` are the
 * keys holding the other seats where the `@free` stands; an empty set can free nothing.
 */
export function votesComplete(room: string, seat: SeatId, free: FreePayload, voters: ReadonlySet<string>): boolean {
  if (voters.size === 0) return false
  const valid = new Set<string>()
  for (const vote of free.votes) {
    if (voters.has(vote.pub) && isValidVote(room, seat, free.tenure, free.for, vote)) valid.add(vote.pub)
  }
  return valid.size === voters.size
}

// The ledger judges a `@free` again after every change of the document, and the votes map is read again after
// every change too; both hand out the same vote objects each time (Yjs keeps them). Without this cache, a peer
// could make every other peer check thousands of forged signatures on every change (a `@free` may carry 16 votes,
// and nothing stops one from writing many): each vote object is checked once per message.
const checkedVotes = new WeakMap<object, { message: string; ok: boolean }>()

/** True when `vote` is its key's signature of freeing `seat`'s tenure `tenure` for `target`, in room `room`. */
export function isValidVote(
  room: string,
  seat: SeatId,
  tenure: string,
  target: string | null,
  vote: SeatVote,
): boolean {
  const message = canonicalJson({ room, seat, tenure, for: target, pub: vote.pub, sig: vote.sig })
  const known = checkedVotes.get(vote)
  if (known !== undefined && known.message === message) return known.ok
  const ok = verify(vote.pub, voteMessage(room, seat, tenure, target), vote.sig)
  if (typeof vote === 'object' && vote !== null) checkedVotes.set(vote, { message, ok })
  return ok
}
