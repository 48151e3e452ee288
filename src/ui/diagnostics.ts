/** Figures for the diagnostics panel, read from a room's document. */
import * as Y from 'yjs'
import { schema } from '../../net/schema'

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
