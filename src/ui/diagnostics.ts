/** Figures for the diagnostics panel, read from a room's document. */
import * as Y from 'yjs'
import { schema } from '../../net/schema'
import type { RejectedEntry } from '../../net/types'

/** What the panel shows about the document. */
export interface DocStats {
  /** Size of the whole document as one update, in bytes (what a new peer downloads). */
  bytes: number
  /** Entries across every seat's log shard. */
  logEntries: number
  /** Objects on the sandbox table. */
  objects: number
}

/** Reads the stats of `doc`; O(document size), so callers throttle it. */
export function docStats(doc: Y.Doc): DocStats {
  let logEntries = 0
  for (const name of doc.share.keys()) {
    if (name.startsWith('log/')) logEntries += schema.logShard(doc, name.slice('log/'.length)).length
  }
  return {
    bytes: Y.encodeStateAsUpdate(doc).length,
    logEntries,
    objects: schema.table(doc).size,
  }
}

/** Formats a byte count for people: "812 B", "14.2 kB", "3.1 MB". */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`
}

/** Why the ledger rejects an entry (net/types.ts `RejectedEntry['why']`). */
export type RejectionReason = RejectedEntry['why']

/** Every reason, each with a `diag.reasons.*` string in the `table` namespace (the record makes the list complete). */
const REASONS: Record<RejectionReason, true> = {
  malformed: true,
  'bad-signature': true,
  'late-claim': true,
  'broken-chain': true,
  pending: true,
  'bad-clock': true,
  'not-holder': true,
  'bad-act': true,
  'bad-value': true,
  quota: true,
}

/** The rejection reasons the panel explains. */
export const REJECTION_REASONS = Object.keys(REASONS) as RejectionReason[]

/** A rejected entry's row: its seat, its place in the seat's chain ('—' when unreadable) and its reason. */
export interface RejectedRow {
  key: string
  seat: string
  n: string
  /** i18n key of the reason (`table` namespace), or null for a reason this app does not know (shown as is). */
  reasonKey: string | null
  why: string
  /** The entry's type ('@claim', 'draw', …), for the row's tooltip. */
  type: string
}

/** The rows of the panel's table, at most `limit` of them (a flood of junk must not build a huge table). */
export function rejectedRows(rejected: readonly RejectedEntry[], limit = 200): RejectedRow[] {
  return rejected.slice(0, limit).map((r, i) => ({
    key: `${i}.${r.entry.seat}.${r.entry.n}.${r.why}`,
    seat: String(r.entry.seat),
    n: Number.isSafeInteger(r.entry.n) && r.entry.n >= 0 ? String(r.entry.n) : '—',
    reasonKey: Object.hasOwn(REASONS, r.why) ? `diag.reasons.${r.why}` : null,
    why: String(r.why),
    type: String(r.entry.type).slice(0, 60),
  }))
}
