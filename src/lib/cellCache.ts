/**
 * Which atlas cell holds which key (a card look, a token look), reusing cells of keys no longer shown so a long game
 * with ever more distinct faces never runs out. Fixed keys (backs, the fallback) keep their cells for good. When every
 * cell is taken, the least recently asked-for key that no registered user is showing gives its cell up; the
 * `generation` counter moves on each such reuse, so users that remember cell positions know to ask again. If every
 * key is in use, the fallback cell (the last fixed key) is answered, as before. Pure bookkeeping, no canvas.
 */

/** The cache; see the file comment. */
export interface CellCache {
  /** The cell of `key`: `fresh` when it was just given that cell and must be painted. */
  cell(key: string): { index: number; fresh: boolean }
  /** Whether `key` has a cell now. */
  has(key: string): boolean
  /** The cell `key` has now, or undefined (does not count as a use). */
  peek(key: string): number | undefined
  /** Every key with a cell, with its cell. */
  entries(): [key: string, index: number][]
  /**
   * Registers a user: `live` lists the keys it is showing now (asked only when a cell must be reused).
   * Returns the function that unregisters it.
   */
  addUser(live: () => Iterable<string>): () => void
  /** Moves on every time a cell changes hands. */
  readonly generation: number
}

/** A cache over `capacity` cells whose first cells hold `fixed` in order (the last of them is the fallback). */
export function createCellCache(capacity: number, fixed: readonly string[]): CellCache {
  // Insertion order is recency order: a key asked for again is moved to the end.
  const cells = new Map<string, number>()
  const pinned = new Set(fixed)
  const users = new Set<() => Iterable<string>>()
  const fallback = Math.max(0, fixed.length - 1)
  let next = 0
  let generation = 0
  fixed.forEach((key) => cells.set(key, next++))

  function reuse(): number | undefined {
    const live = new Set<string>()
    for (const user of users) for (const key of user()) live.add(key)
    for (const [key, index] of cells) {
      if (pinned.has(key) || live.has(key)) continue
      cells.delete(key)
      generation++
      return index
    }
    return undefined
  }

  return {
    cell(key) {
      const known = cells.get(key)
      if (known !== undefined) {
        cells.delete(key)
        cells.set(key, known)
        return { index: known, fresh: false }
      }
      const index = next < capacity ? next++ : reuse()
      if (index === undefined) return { index: fallback, fresh: false }
      cells.set(key, index)
      return { index, fresh: true }
    },
    has: (key) => cells.has(key),
    peek: (key) => cells.get(key),
    entries: () => [...cells],
    addUser(live) {
      users.add(live)
      return () => users.delete(live)
    },
    get generation() {
      return generation
    },
  }
}
