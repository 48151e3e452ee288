/**
 * The total order of the log: all valid entries of all seats sorted by (lamport, seat, n).
 *
 * Lamport clocks put an entry after everything its author had seen; ties (concurrent entries) are broken
 * by seat id and then by shard position, so every peer that holds the same entries folds them in the
 * same order, whatever order the updates arrived in. Seat ids compare by UTF-16 code units (`<`), not by
 * locale, so the order is the same in every browser.
 */
import type { LogEntry } from './schema'

/** Negative when `a` folds before `b`. */
export function compareEntries(a: LogEntry, b: LogEntry): number {
  if (a.lamport !== b.lamport) return a.lamport - b.lamport
  if (a.seat !== b.seat) return a.seat < b.seat ? -1 : 1
  return a.n - b.n
}

/** Merges per-seat chains into one list in fold order (a new array; the inputs are left alone). */
export function orderEntries(chains: readonly (readonly LogEntry[])[]): LogEntry[] {
  return chains.flat().sort(compareEntries)
}
