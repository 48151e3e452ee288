/**
 * The shape of the shared Yjs document, in one place. Every other module reaches the document
 * through these accessors, never through `doc.getMap('…')` with a string of its own.
 *
 * Top-level types (never nested under a key two peers could create concurrently, which would
 * lose one of them):
 * - `meta`   Y.Map   gameId, box, version, config; for sandbox boxes also `tabletop` (the tabletop game's setup
 *            config: piles put down when the box was opened) and `grid` (the box's snapping grid, src/lib/snap.ts)
 * - `log/<seat>` Y.Array<LogEntry>  one append-only shard per seat: the seat's signed chain of entries, which
 *            also holds who sits there (`@claim`, `@release`, `@free` entries; net/ledger.ts)
 * - `table`  Y.Map   objectId → Y.Map<TableObjectField> (last writer wins per field)
 * - `chat`   Y.Array<ChatMessage>
 * - `votes`  Y.Map   signed votes to free a seat, and requests to get one back (net/seat-votes.ts)
 * - `assets` Y.Map   content hash → imported image bytes (card faces and backs of imported decks)
 */
import type * as Y from 'yjs'
import type { Json, SeatId } from '../engine/core/types'

/** Bumped when the document shape changes incompatibly; import refuses newer versions. */
export const SCHEMA_VERSION = 2

/** Which person holds a seat: display name, colour and the ed25519 public key (hex) that signs its actions. */
export interface SeatBinding {
  name: string
  colour: string
  publicKey: string
}

/**
 * A roll: an entry whose action needs randomness. The entry is signed (and so fixed) before anyone contributes;
 * `value` is the roller's next precommitted chain value (net/chain-values.ts) and `from` the other seats that
 * must each add theirs in a `@share` entry. net/ledger.ts derives the entropy once they have.
 */
export interface RollRequest {
  /** Bytes of entropy the action draws. */
  bytes: number
  /** The other seats that contribute, sorted; the roller is not among them. */
  from: SeatId[]
  /** The roller's own contribution (hex, 32 bytes). */
  value: string
}

/**
 * One signed entry of a seat's log shard. Entries are totally ordered by (lamport, seat, n),
 * so every peer folds the same sequence whatever order they arrived in.
 */
export interface LogEntry {
  /** The game the action is for ('hoth', 'tabletop'); '' for the room's own entries (types starting with '@'). */
  game: string
  seat: SeatId
  /** 0-based position in the seat's chain. */
  n: number
  /** Lamport clock: 1 + the largest lamport of the previous entry and the `seen` entries. */
  lamport: number
  /**
   * What its author had seen when writing: for every other seat whose chain it had seen, the hash of that chain's
   * last entry (sorted by hash). Together with `prev`, this is the entry's exact causal past.
   */
  seen: string[]
  /** Hash (hex) of the previous entry of this seat, '' for the first. */
  prev: string
  type: string
  payload: Json
  /** Present when the action rolls or shuffles: see RollRequest. */
  roll?: RollRequest
  /** Signer's public key (hex). */
  pub: string
  /** ed25519 signature (hex) over the room code and the canonical encoding of every other field. */
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
  logShard: (doc: Y.Doc, seat: SeatId) => doc.getArray<LogEntry>(`log/${seat}`),
  table: (doc: Y.Doc) => doc.getMap<Y.Map<TableObjectValue>>('table'),
  chat: (doc: Y.Doc) => doc.getArray<ChatMessage>('chat'),
  votes: (doc: Y.Doc) => doc.getMap<Json>('votes'),
  assets: (doc: Y.Doc) => doc.getMap<unknown>('assets'),
}
