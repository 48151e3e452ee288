/**
 * Which rolls this browser has answered, remembered in IndexedDB (database `holotable-answers`).
 *
 * A seat answers each roll once. What it wrote is in the log, but the log is a shared document that any peer
 * can delete from; if "have I answered?" were read from there, a roller could delete the answer and be
 * answered again with a fresh value — a re-roll. So the answer is also recorded here, in this browser,
 * before it is written, and never given twice, whatever the document says.
 */

/** The memory of answered rolls of one room. */
export interface AnsweredStore {
  /** Resolves once earlier answers are loaded; nothing is answered before. */
  readonly ready: Promise<void>
  /** True when `seat` answered the roll `roll` (its hash) from this browser. */
  has(roll: string, seat: string): boolean
  /** Records an answer (at once in memory, then on disk). */
  add(roll: string, seat: string): void
  close(): void
}

/** An in-memory store (tests, and rooms opened without persistence). */
export function memoryAnswered(): AnsweredStore {
  const keys = new Set<string>()
  return {
    ready: Promise.resolve(),
    has: (roll, seat) => keys.has(`${roll}/${seat}`),
    add: (roll, seat) => void keys.add(`${roll}/${seat}`),
    close() {},
  }
}

const STORE = 'answers'

/** The IndexedDB-backed store of room `room`. */
export function indexedDbAnswered(room: string, dbName = 'holotable-answers'): AnsweredStore {
  const keys = new Set<string>()
  const prefix = `${room}/`
  let db: IDBDatabase | null = null
  const ready = new Promise<void>((resolve) => {
    const request = indexedDB.open(dbName, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onerror = () => resolve()
    request.onsuccess = () => {
      db = request.result
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`)
      const all = db.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys(range)
      all.onsuccess = () => {
        for (const key of all.result) keys.add(String(key).slice(prefix.length))
        resolve()
      }
      all.onerror = () => resolve()
    }
  })
  return {
    ready,
    has: (roll, seat) => keys.has(`${roll}/${seat}`),
    add(roll, seat) {
      const key = `${roll}/${seat}`
      keys.add(key)
      db?.transaction(STORE, 'readwrite')
        .objectStore(STORE)
        .put(1, prefix + key)
    },
    close() {
      db?.close()
      db = null
    },
  }
}
