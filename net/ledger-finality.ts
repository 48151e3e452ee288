/**
 * Rolls as checkpoints: what no entry may be dated before.
 *
 * Anyone can write an entry whose `seen` pretends it saw less than it did, and so place it earlier in fold order
 * (ledger-pass.ts bounds that by the author's own earlier entries, not by what others wrote meanwhile). An honest
 * entry written at the same moment as another looks the same — so what is refused is only an entry dated **far**
 * back behind a settled roll that did not see it, more than `BACKDATE_WINDOW` lamport ticks: an honest page stamps
 * its entries after everything it has received, so it is never that far behind, while pretending to have seen
 * little is exactly what being far behind looks like.
 * 1. A completed roll saw the seats its roller saw held. A `@claim` in force there that the roll did not see and
 *    that is dated more than the window before it was written after the roll and dated back (to reseat a game, or
 *    to insert moves before others'). It is refused.
 * 2. A `@timeout` that decided a roll named each missing seat with the length of its chain. That seat's entries
 *    from there on cannot be dated more than the window before the timeout: whoever stayed silent cannot later
 *    place moves far before it. (An honest answer written as the timeout was, concurrent with it, is merely late.)
 * The ledger runs its pass, applies these, and runs it again until nothing more is refused (ledger.ts).
 * Refused entries are listed as `bad-clock`. Within the window, back-dating is left (docs/ARCHITECTURE.md).
 */
import type { SeatId } from '../engine'

/** How far (lamport ticks) an entry may be dated behind a settled roll or a timeout that did not see it. */
export const BACKDATE_WINDOW = 32
import { entryHash } from './log-entry'
import type { AcceptedEntry, PassResult } from './ledger-pass'
import { orderKey } from './ledger-pass'
import { readShare, readTimeout, rollStatus, rollTimeout } from './roll-status'
import type { RollAnswer, RollStatus } from './roll-status'
import { ACT } from './seat-acts'
import type { RejectedEntry } from './types'

/** Accepted `@share` and `@timeout` entries of each roll, in fold order. */
export type Answers = Map<string, { shares: RollAnswer[]; timeouts: RollAnswer[] }>

/** The roll an accepted `@share` or `@timeout` answers, with the answer; null for any other entry. */
export function answerOf(
  record: AcceptedEntry,
): { roll: string; kind: 'shares' | 'timeouts'; answer: RollAnswer } | null {
  const { entry, tenure, bindings } = record
  const share = entry.type === ACT.share
  const target = share
    ? readShare(entry.payload)?.for
    : entry.type === ACT.timeout
      ? readTimeout(entry.payload)?.for
      : undefined
  if (target === undefined) return null
  return { roll: target, kind: share ? 'shares' : 'timeouts', answer: { entry, tenure, tenures: tenuresOf(bindings) } }
}

/** Accepted `@share` and `@timeout` entries grouped by the roll they answer, in fold order. */
export function answersByRoll(accepted: readonly AcceptedEntry[]): Answers {
  const out: Answers = new Map()
  for (const record of accepted) addAnswer(out, record)
  return out
}

/** Adds `record` to `answers` when it answers a roll (after every answer already there); returns that roll. */
export function addAnswer(answers: Answers, record: AcceptedEntry): string | null {
  const found = answerOf(record)
  if (!found) return null
  const group = answers.get(found.roll) ?? { shares: [], timeouts: [] }
  answers.set(found.roll, group)
  group[found.kind].push(found.answer)
  return found.roll
}

/** Takes `record` out of `answers` when it answers a roll; returns that roll. */
export function removeAnswer(answers: Answers, record: AcceptedEntry): string | null {
  const found = answerOf(record)
  const group = found && answers.get(found.roll)
  if (!found || !group) return null
  group[found.kind] = group[found.kind].filter((a) => a.entry !== record.entry)
  return found.roll
}

/** Seat → hash of the claim of the tenure holding it. */
export function tenuresOf(bindings: AcceptedEntry['bindings']): Map<SeatId, string> {
  return new Map([...bindings].map(([seat, tenure]) => [seat, tenure.claim]))
}

/** The status of the accepted roll `record`, given the answers of the pass. */
export function statusOf(room: string, record: AcceptedEntry, answers: Answers): RollStatus | null {
  if (!record.entry.roll) return null
  const { shares, timeouts } = answers.get(record.hash) ?? { shares: [], timeouts: [] }
  return rollStatus(room, record.entry, record.hash, tenuresOf(record.bindings), shares, timeouts)
}

/** The entries the rules above refuse, by hash, given one pass of the ledger. */
export function lateEntries(room: string, pass: PassResult): Map<string, RejectedEntry['why']> {
  const answers = answersByRoll(pass.accepted)
  return lateBehind(pass, answers, pass.accepted, (record) => statusOf(room, record, answers))
}

/**
 * The entries the rules refuse because of the accepted entries `rolls` (others are skipped), given one pass, its
 * answers and each roll's status.
 */
export function lateBehind(
  pass: PassResult,
  answers: Answers,
  rolls: Iterable<AcceptedEntry>,
  status: (record: AcceptedEntry) => RollStatus | null,
): Map<string, RejectedEntry['why']> {
  const late = new Map<string, RejectedEntry['why']>()
  for (const record of rolls) {
    const settled = status(record)
    if (!settled || settled.state === 'pending') continue
    if (settled.state === 'complete') refuseUnseenClaims(record, pass, late)
    const { shares, timeouts } = answers.get(record.hash) ?? { shares: [], timeouts: [] }
    const timeout = rollTimeout(record.entry, tenuresOf(record.bindings), shares, timeouts)
    if (timeout) refuseBehindTimeout(pass, timeout, late)
  }
  return late
}

/** Rule 1: claims in force at a completed roll that neither took part in it nor were seen by its author. */
function refuseUnseenClaims(roll: AcceptedEntry, pass: PassResult, late: Map<string, RejectedEntry['why']>): void {
  const part = new Set([roll.entry.seat, ...(roll.entry.roll?.from ?? [])])
  for (const [seat, tenure] of roll.bindings) {
    if (part.has(seat) || (roll.claims.get(seat) ?? -1) >= tenure.claimN) continue
    const claim = pass.byHash.get(tenure.claim)
    if (claim && claim.entry.lamport < roll.entry.lamport - BACKDATE_WINDOW) late.set(tenure.claim, 'bad-clock')
  }
}

/**
 * Rule 2: a named seat's entries from the named position on that sort before the timeout. Entries that lost their
 * place in the chain to another one (`broken-chain`) are refused too: of several entries written at one place, the
 * pass accepts the first in fold order and breaks the others, so refusing only accepted ones would let the next
 * one take the place each round, and a few more of them than the ledger's rounds would stand behind the timeout.
 */
function refuseBehindTimeout(
  pass: PassResult,
  timeout: { entry: AcceptedEntry['entry']; missing: { seat: SeatId; n: number }[] },
  late: Map<string, RejectedEntry['why']>,
): void {
  const at = orderKey(timeout.entry, entryHash(timeout.entry))
  const broken = pass.rejected.filter((r) => r.why === 'broken-chain').map((r) => ({ ...r, hash: entryHash(r.entry) }))
  for (const { entry, hash } of [...pass.accepted, ...broken]) {
    const named = timeout.missing.find((m) => m.seat === entry.seat)
    const farBehind = entry.lamport < timeout.entry.lamport - BACKDATE_WINDOW
    if (named && entry.n >= named.n && farBehind && orderKey(entry, hash) < at) late.set(hash, 'bad-clock')
  }
}
