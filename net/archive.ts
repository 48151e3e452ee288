/**
 * The local archive: every entry this browser has seen accepted, kept in IndexedDB (database
 * `holotable-archive`), and put back when someone deletes it from the shared document.
 *
 * Yjs lets any peer delete any item, and a deleted item cannot come back by merging an older copy (the
 * deletion wins). So an archive keeps the entries themselves, and when one is missing from the document
 * (`ledger.present` is false) it pushes a copy onto its shard. Copies are the same entry (the same hash), so
 * the ledger counts them once and the deletion heals instead of erasing history; every honest peer holding
 * the entry does the same. `restore` does it for entries read from elsewhere (a backup file).
 */
import type * as Y from 'yjs'
import { isPlainObject } from '../engine'
import { hasValidSignature, isWellFormedEntry, entryHash } from './log-entry'
import { ledgerOf, ROOM_SEATS } from './ledger'
import { schema, type LogEntry } from './schema'
import { checkElsewhere, uncheckedEntries, verifierOf } from './signature-gate'

/** Transaction origin of copies the archive puts back. */
export const ARCHIVE_ORIGIN = 'holotable/archive'

/** Where archived entries are kept. */
export interface ArchiveStore {
  /** Every entry kept for the room. */
  load(): Promise<LogEntry[]>
  /** Keeps more entries. */
  save(entries: readonly LogEntry[]): void
  close(): void
}

/** A running archive of one room's document. */
export interface Archive {
  /** Resolves once the stored entries are loaded (and any missing ones put back). */
  readonly ready: Promise<void>
  /** Puts back the well-formed, correctly signed entries of `values` that the document lacks; returns how many. */
  restore(values: readonly unknown[]): number
  /** How many entries are kept. */
  size(): number
  destroy(): void
}

/** Starts archiving `doc`'s accepted entries into `store` and healing deletions. */
export function startArchive(doc: Y.Doc, store: ArchiveStore): Archive {
  const ledger = ledgerOf(doc)
  const kept = new Map<string, LogEntry>()
  let loaded = false
  let destroyed = false
  let scheduled = false
  let healed = false

  const watch = ledger.watch()

  /** Keeps the accepted entries it has not seen; true when the ledger judged everything again (a deletion does that). */
  const keepAccepted = (): boolean => {
    const accepted = ledger.accepted()
    const from = watch.changedFrom()
    const fresh: LogEntry[] = []
    for (let i = from; i < accepted.length; i++) {
      const { entry, hash } = accepted[i]!
      if (kept.has(hash)) continue
      kept.set(hash, entry)
      fresh.push(entry)
    }
    if (fresh.length > 0) store.save(fresh)
    return from === 0
  }

  /** Pushes copies of kept entries that the document no longer holds. */
  const heal = (): number => {
    const missing = [...kept].filter(([hash]) => !ledger.present(hash)).map(([, entry]) => entry)
    if (missing.length > 0) {
      doc.transact(() => {
        for (const entry of missing) schema.logShard(doc, entry.seat).push([{ ...entry }])
      }, ARCHIVE_ORIGIN)
    }
    return missing.length
  }

  const run = () => {
    scheduled = false
    if (destroyed || !loaded) return
    // An entry goes missing only when the last copy of it is deleted, and the ledger then judges everything again:
    // the archive looks for missing entries only then (and once loaded).
    if (keepAccepted() || !healed) heal()
    healed = true
  }
  // Deferred: writing inside Yjs's own callbacks is not allowed.
  const stop = ledger.onChange(() => {
    if (scheduled || destroyed) return
    scheduled = true
    queueMicrotask(run)
  })

  const ready = store.load().then(
    async (entries) => {
      await checkStored(doc, ledger.room, entries)
      for (const entry of entries) if (isUsable(ledger.room, entry)) kept.set(entryHash(entry), entry)
      loaded = true
      run()
    },
    () => {
      loaded = true
      run()
    },
  )

  return {
    ready,
    restore(values) {
      let added = 0
      for (const value of values) {
        if (!isUsable(ledger.room, value)) continue
        const hash = entryHash(value)
        if (!kept.has(hash)) added++
        kept.set(hash, value)
      }
      return added > 0 ? heal() : 0
    },
    size: () => kept.size,
    destroy() {
      destroyed = true
      stop()
      watch.close()
      store.close()
    },
  }
}

/** A well-formed entry of one of the room's seats, signed for this room. */
/** Has the document's signature verifier, if any, check the stored entries off the main thread first. */
async function checkStored(doc: Y.Doc, room: string, entries: readonly unknown[]): Promise<void> {
  const verifier = verifierOf(doc)
  if (verifier === undefined) return
  const values = entries.flatMap((value) =>
    isPlainObject(value) && typeof value.seat === 'string' && ROOM_SEATS.includes(value.seat)
      ? [{ seat: value.seat, value }]
      : [],
  )
  await checkElsewhere(room, uncheckedEntries(room, values), verifier)
}

function isUsable(room: string, value: unknown): value is LogEntry {
  if (!isPlainObject(value) || typeof value.seat !== 'string' || !ROOM_SEATS.includes(value.seat)) return false
  return isWellFormedEntry(value, value.seat) && hasValidSignature(room, value)
}

/** An in-memory store (tests, and rooms opened without persistence). */
export function memoryArchiveStore(): ArchiveStore {
  const entries: LogEntry[] = []
  return { load: async () => [...entries], save: (more) => void entries.push(...more), close() {} }
}

const STORE = 'entries'

/** The IndexedDB store of room `room`. */
export function indexedDbArchiveStore(room: string, dbName = 'holotable-archive'): ArchiveStore {
  const prefix = `${room}/`
  const opened = new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(dbName, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(null)
  })
  return {
    async load() {
      const db = await opened
      if (!db) return []
      return new Promise((resolve) => {
        const request = db
          .transaction(STORE, 'readonly')
          .objectStore(STORE)
          .getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`))
        request.onsuccess = () => resolve(request.result as LogEntry[])
        request.onerror = () => resolve([])
      })
    },
    save(entries) {
      void opened.then((db) => {
        if (!db) return
        const objects = db.transaction(STORE, 'readwrite').objectStore(STORE)
        for (const entry of entries) objects.put(entry, prefix + entryHash(entry))
      })
    },
    close() {
      void opened.then((db) => db?.close())
    },
  }
}
