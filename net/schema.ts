/**
 * The shape of the shared Yjs document, in one place. Every other module reaches the document
 * through these accessors, never through `doc.getMap('…')` with a string of its own.
 *
 * Top-level types (never nested under a key two peers could create concurrently, which would
 * lose one of them):
 * - `meta`   Y.Map   gameId, box, version, config; for sandbox boxes also `tabletop` (the tabletop game's setup
 *            config: piles put down when the box was opened) and `grid` (the box's snapping grid, src/lib/snap.ts)
 * - `seats`  Y.Map   seatId → SeatBinding (which public key holds the seat)
 * - `log/<seat>` Y.Array<LogEntry>  one append-only shard per seat; only the seat's holder appends
 * - `table`  Y.Map   objectId → Y.Map<TableObjectField> (last writer wins per field)
 * - `chat`   Y.Array<ChatMessage>
 * - `entropy` Y.Map   the fair-entropy exchange's open requests and shares (fair-exchange.ts); emptied as rolls land
 * - `assets` Y.Map   content hash → imported image bytes (card faces and backs of imported decks)
 */
import type * as Y from 'yjs'
import type { Json, SeatId } from '../engine/core/types'
import type { FairProof } from './fair-proof'

/** Bumped when the document shape changes incompatibly; import refuses newer versions. */
export const SCHEMA_VERSION = 1

/** Which person holds a seat: display name, colour and the ed25519 public key (hex) that signs its actions. */
export interface SeatBinding {
  name: string
  colour: string
  publicKey: string
}

/**
 * One signed entry of a seat's log shard. Entries are totally ordered by (lamport, seat, n),
 * so every peer folds the same sequence whatever order they arrived in.
 */
export interface LogEntry {
  seat: SeatId
  /** 0-based position in the seat's shard. */
  n: number
  /** Lamport clock: 1 + the highest lamport this peer had seen when appending. */
  lamport: number
  /** Hash (hex) of the previous entry of this seat, '' for the first. */
  prev: string
  type: string
  payload: Json
  /** Entropy (hex) consumed by this action, if it rolls or shuffles. */
  entropy?: string
  /** How `entropy` was drawn with the other players (fair-proof.ts); present exactly when `entropy` is. */
  fair?: FairProof
  /** Signer's public key (hex). */
  pub: string
  /** ed25519 signature (hex) over the canonical encoding of every other field. */
  sig: string
}

/**
 * Kinds of sandbox objects the table knows how to draw. A `board` is a game board or battle map (a flat slab whose
 * `look` names the board, painted by src/lib/boardPainter.ts); a `tile` is a terrain or structure tile laid on a board
 * (a hex or square prism whose `look` names the tile). Both carry their size in `w` and `d`.
 */
export type TableObjectKind = 'card' | 'miniature' | 'token' | 'die' | 'board' | 'tile'

/** One sandbox object as plain JSON (what the Y.Map of the object holds). */
export interface TableObject {
  kind: TableObjectKind
  /** Position on the table plane, in table units (1 unit ≈ 10 cm); y is derived from `layer`. */
  x: number
  z: number
  /** Stacking order: higher layers lie on top. */
  layer: number
  /** Rotation around the vertical axis in quarter turns (0–3); 1 = tapped. */
  quarter: number
  /** Which side is up (cards, tokens). */
  faceUp: boolean
  /** Kind-specific look: card face id, model file, token colour, die value. */
  look: string
  /** Seat or public key that owns the object, '' for none. */
  owner: string
  /** Locked objects cannot be moved. */
  locked: boolean
  /**
   * Size along x (width) and z (depth) at quarter 0, in table units, for kinds whose size varies (boards, tiles).
   * Absent: the kind's standard footprint (net/table.ts FOOTPRINTS). Readers clamp it to 0.05–16 (w) and 0.05–12 (d).
   */
  w?: number
  d?: number
}

/** A value one field of a table object's Y.Map holds (optional fields are left out of the map, never undefined). */
export type TableObjectValue = NonNullable<TableObject[keyof TableObject]>

/** A chat line. */
export interface ChatMessage {
  /** Author's public key (hex). */
  from: string
  name: string
  text: string
  /** Milliseconds since the epoch on the author's clock; for display only. */
  at: number
  /** ed25519 signature (hex) by `from` of the other fields (net/chat.ts), so nobody can speak in another's name. */
  sig: string
}

/** Typed accessors for the top-level types of a Holotable document. */
export const schema = {
  meta: (doc: Y.Doc) => doc.getMap<Json>('meta'),
  seats: (doc: Y.Doc) => doc.getMap<SeatBinding>('seats'),
  logShard: (doc: Y.Doc, seat: SeatId) => doc.getArray<LogEntry>(`log/${seat}`),
  table: (doc: Y.Doc) => doc.getMap<Y.Map<TableObjectValue>>('table'),
  chat: (doc: Y.Doc) => doc.getArray<ChatMessage>('chat'),
  entropy: (doc: Y.Doc) => doc.getMap<Json>('entropy'),
  assets: (doc: Y.Doc) => doc.getMap<unknown>('assets'),
}
