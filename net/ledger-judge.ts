/**
 * The rules the ledger's pass (ledger-pass.ts) applies to one entry where its seat's chain stands: why it cannot be
 * accepted there (`judge`), and what accepting it changes (`applyAccepted`). The reasons are listed in
 * ledger-pass.ts.
 */
import type { SeatId } from '../engine'
import { CHAIN_LENGTH, chainStep } from './chain-values'
import { entryBody } from './log-entry'
import type { Candidate } from './ledger-forks'
import type { Bindings, SeatHead, Tenure } from './ledger-pass'
import { readShare, readTimeout } from './roll-status'
import type { LogEntry } from './schema'
import { ACT, readAnchor, readClaim, readFree, votesComplete } from './seat-acts'
import type { RejectedEntry } from './types'

/** Most bytes (canonical entry encodings) one seat's accepted chain may hold. */
export const SEAT_QUOTA_BYTES = 4 * 1024 * 1024

// The pass visits every entry once per judgement, and again when it re-judges a stretch of the log; entries read
// from Yjs are the same objects each time, so the length of their canonical encoding is worked out once per object.
const bodySizes = new WeakMap<LogEntry, number>()

/** Length of `entry`'s canonical body (what counts against the seat's quota), cached per object. */
export function bodySize(entry: LogEntry): number {
  let size = bodySizes.get(entry)
  if (size === undefined) {
    size = entryBody(entry).length
    bodySizes.set(entry, size)
  }
  return size
}

/** Why `entry` cannot be accepted where its seat's chain stands, or null when it can. */
export function judge(
  room: string,
  entry: LogEntry,
  head: SeatHead,
  seen: (Candidate | undefined)[],
  bindings: Bindings,
): RejectedEntry['why'] | null {
  if (entry.prev !== head.head || entry.n !== head.n) return 'broken-chain'
  if (seen.some((c) => c === undefined)) return 'pending'
  const heads = seen as Candidate[]
  const seats = new Set(heads.map((c) => c.entry.seat))
  if (seats.size !== heads.length || seats.has(entry.seat)) return 'bad-clock'
  if (entry.lamport !== 1 + Math.max(head.lamport, ...heads.map((c) => c.entry.lamport))) return 'bad-clock'
  for (const [seat, n] of head.lastSeen) {
    if ((heads.find((c) => c.entry.seat === seat)?.entry.n ?? -1) < n) return 'bad-clock'
  }
  const holderWhy = checkHolder(room, entry, head, bindings)
  if (holderWhy) return holderWhy
  if (head.bytes + bodySize(entry) > SEAT_QUOTA_BYTES) return 'quota'
  return checkValue(entry, head)
}

/** Whether the entry's key may write it here, and its act's payload is well formed. */
function checkHolder(room: string, entry: LogEntry, head: SeatHead, bindings: Bindings): RejectedEntry['why'] | null {
  switch (entry.type) {
    case ACT.claim: {
      if (head.tenure !== null) return 'not-holder'
      if (head.reservedFor !== null && head.reservedFor !== entry.pub) return 'not-holder'
      return readClaim(entry.payload) ? null : 'bad-act'
    }
    case ACT.free: {
      const free = readFree(entry.payload)
      if (!free) return 'bad-act'
      const target = head.tenure ? head.tenure.claim : head.ended
      if (free.tenure !== target || target === '') return 'bad-act'
      const voters = otherHolders(bindings, entry.seat, head.tenure?.holder ?? null)
      if (!voters.has(entry.pub)) return 'not-holder'
      return votesComplete(room, entry.seat, free, voters) ? null : 'bad-act'
    }
    default:
      if (head.tenure === null || entry.pub !== head.tenure.holder) return 'not-holder'
      if (entry.type === ACT.release) return null
      if (entry.type === ACT.anchor) return readAnchor(entry.payload) ? null : 'bad-act'
      if (entry.type === ACT.share) return readShare(entry.payload) ? null : 'bad-act'
      if (entry.type === ACT.timeout) return readTimeout(entry.payload) ? null : 'bad-act'
      return entry.game === '' ? 'bad-act' : null
  }
}

/** Whether a revealed chain value follows the tenure's last one. */
function checkValue(entry: LogEntry, head: SeatHead): RejectedEntry['why'] | null {
  const value = revealedValue(entry)
  if (value === null) return null
  return head.used < CHAIN_LENGTH && chainStep(value) === head.cursor ? null : 'bad-value'
}

/** The chain value an entry reveals: a roll's own, or a share's. */
function revealedValue(entry: LogEntry): string | null {
  if (entry.roll) return entry.roll.value
  if (entry.type === ACT.share) return readShare(entry.payload)?.value ?? null
  return null
}

/** Keys holding a seat other than `seat`, except `holder` (one browser playing several seats is one player). */
export function otherHolders(bindings: Bindings, seat: SeatId, holder: string | null): Set<string> {
  const keys = new Set<string>()
  for (const [other, tenure] of bindings) if (other !== seat && tenure.holder !== holder) keys.add(tenure.holder)
  return keys
}

/** Applies an accepted entry to its seat's head; returns the new bindings when a seat changed hands. */
export function applyAccepted(entry: LogEntry, hash: string, head: SeatHead, bindings: Bindings): Bindings | null {
  const value = revealedValue(entry)
  if (value !== null) {
    head.cursor = value
    head.used++
  }
  switch (entry.type) {
    case ACT.claim: {
      const claim = readClaim(entry.payload)!
      const tenure: Tenure = {
        seat: entry.seat,
        holder: entry.pub,
        claim: hash,
        claimN: entry.n,
        name: claim.name,
        colour: claim.colour,
      }
      Object.assign(head, { tenure, reservedFor: null, anchorIndex: 0, used: 0, cursor: claim.anchor })
      return new Map(bindings).set(entry.seat, tenure)
    }
    case ACT.anchor:
      Object.assign(head, { anchorIndex: head.anchorIndex + 1, used: 0, cursor: readAnchor(entry.payload)! })
      return null
    case ACT.release:
    case ACT.free: {
      const free = entry.type === ACT.free ? readFree(entry.payload) : null
      head.ended = head.tenure?.claim ?? head.ended
      head.tenure = null
      head.reservedFor = free?.for ?? null
      const next = new Map(bindings)
      next.delete(entry.seat)
      return next
    }
    default:
      return null
  }
}
