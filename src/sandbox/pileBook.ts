/**
 * What the sandbox knows of a box's piles beyond the engine: whose each pile is, which way it faces and what it is to
 * its owner's hand (src/boxes/setUpBox.ts writes these into the start config; the tabletop engine ignores them). Read
 * from the start, which is in the signed log, so no peer can change them later. Piles put down at the table (imports,
 * a new discard pile) are not in the book: they are shared, face s1 and are offered to every hand by kind.
 */
import type { TabletopConfig } from '../../engine/games/tabletop'
import { SANDBOX_SEATS } from './tabletopSetup'

/** What a hand card may do with a pile: go back on it ('draw') or be discarded onto it ('discard'). */
export type PileRole = 'draw' | 'discard'

/** One box pile's extras. */
export interface PileInfo {
  /** The seat the pile belongs to; '' when shared. */
  owner: string
  /** Quarter turns its cards lie at (0–3). */
  quarter: number
  /** What it is to its owner's hand; null: not for hand cards. */
  role: PileRole | null
  /** The cards it started with (which pile a hand card came from). */
  cards: readonly string[]
}

/** Box piles' extras by pile id. */
export type PileBook = Readonly<Record<string, PileInfo>>

/** The book of `config`'s piles; anything malformed reads as shared, unturned and roleless (any peer may start). */
export function pileBook(config: TabletopConfig | null | undefined): PileBook {
  // No prototype: a pile id is only ever a key here (the engine refuses '__proto__' anyway).
  const book = Object.create(null) as Record<string, PileInfo>
  const piles: unknown = config?.piles
  if (!Array.isArray(piles)) return book
  for (const raw of piles as unknown[]) {
    if (!raw || typeof raw !== 'object') continue
    const p = raw as Record<string, unknown>
    if (typeof p.pile !== 'string' || Object.hasOwn(book, p.pile)) continue
    const owner = typeof p.owner === 'string' && SANDBOX_SEATS.includes(p.owner) ? p.owner : ''
    const quarter = typeof p.quarter === 'number' && [0, 1, 2, 3].includes(p.quarter) ? p.quarter : 0
    const role = p.role === 'draw' || p.role === 'discard' ? p.role : null
    const cards = Array.isArray(p.cards) ? p.cards.filter((c): c is string => typeof c === 'string') : []
    book[p.pile] = { owner, quarter, role, cards }
  }
  return book
}
