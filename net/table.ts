/**
 * Sandbox table operations: pure functions over the document's `table` map (see schema.ts).
 *
 * Every object is a Y.Map of plain fields, so concurrent edits merge last-writer-wins per field: one peer
 * moving a card while another flips it keeps both. Writers touch only the fields that change, in one
 * transaction, so a move never overwrites a concurrent flip with a stale `faceUp`.
 *
 * Readers are tolerant: a peer with a bug (or a hostile one) can write anything into the map, so an entry
 * that is not a Y.Map, or whose kind or position is unusable, is skipped; other odd fields fall back to
 * defaults and positions are clamped to the table. Nothing here throws on document content.
 */
import * as Y from 'yjs'
import { schema } from './schema'
import type { TableObject, TableObjectKind, TableObjectValue } from './schema'

/** Half the width (x) of the area object centres may occupy, in table units. */
export const TABLE_HALF_X = 6
/** Half the depth (z) of the area object centres may occupy, in table units. */
export const TABLE_HALF_Z = 4

/**
 * Standard footprint of each kind on the table (width along x, depth along z) at quarter 0, in table units.
 * Boards and tiles usually carry their own size (`w`, `d`); these are their fallbacks (a board's is a small
 * skirmish map, a tile's a Battle of Hoth hex).
 */
export const FOOTPRINTS: Readonly<Record<TableObjectKind, { readonly w: number; readonly d: number }>> = {
  card: { w: 0.63, d: 0.88 },
  token: { w: 0.4, d: 0.4 },
  die: { w: 0.24, d: 0.24 },
  miniature: { w: 0.3, d: 0.3 },
  board: { w: 6, d: 4 },
  tile: { w: 0.9, d: 1.04 },
}

/** Limits of a size field (`w`, `d`): anything outside is clamped, so a hostile size cannot cover the room. */
export const SIZE_LIMITS = { min: 0.05, maxW: 16, maxD: 12 } as const

/** Transaction origin of every write made here, so observers (and a future undo manager) can tell them apart. */
export const TABLE_ORIGIN = 'holotable:table'

const KINDS: ReadonlySet<string> = new Set<TableObjectKind>(['card', 'miniature', 'token', 'die', 'board', 'tile'])
// Overlaps thinner than this (float noise, cards laid exactly edge to edge) do not count.
const EPSILON = 1e-6

type ObjectMap = Y.Map<TableObjectValue>

/** An object's own size fields, when it has them. */
export type ObjectSize = Pick<TableObject, 'w' | 'd'>

/** Width and depth of an object at quarter 0: its own `w` / `d` when set (clamped), else its kind's footprint. */
export function footprintOf(kind: TableObjectKind, size?: ObjectSize): { w: number; d: number } {
  const base = FOOTPRINTS[kind]
  return {
    w: size?.w === undefined ? base.w : clampSize(size.w, SIZE_LIMITS.maxW, base.w),
    d: size?.d === undefined ? base.d : clampSize(size.d, SIZE_LIMITS.maxD, base.d),
  }
}

/** Half extents of an object's footprint (its own size when given), with width and depth swapped for odd quarters. */
export function halfExtents(kind: TableObjectKind, quarter: number, size?: ObjectSize): { hx: number; hz: number } {
  const { w, d } = footprintOf(kind, size)
  return quarter % 2 === 0 ? { hx: w / 2, hz: d / 2 } : { hx: d / 2, hz: w / 2 }
}

/** A size field clamped to [SIZE_LIMITS.min, max]; a non-finite one falls back to `fallback`. */
function clampSize(v: number, max: number, fallback: number): number {
  return Number.isFinite(v) ? Math.min(max, Math.max(SIZE_LIMITS.min, v)) : fallback
}

/** Reads an optional size field: a finite number, clamped; anything else is left out. */
function readSize(v: unknown, max: number): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? clampSize(v, max, 0) : undefined
}

/** Clamps a position to the table; non-finite input lands on the centre line. */
export function clampToTable(x: number, z: number): { x: number; z: number } {
  const cx = Number.isFinite(x) ? Math.min(TABLE_HALF_X, Math.max(-TABLE_HALF_X, x)) : 0
  const cz = Number.isFinite(z) ? Math.min(TABLE_HALF_Z, Math.max(-TABLE_HALF_Z, z)) : 0
  return { x: cx, z: cz }
}

/** Normalises any number of quarter turns to 0–3. */
export function normalQuarter(q: number): number {
  return Number.isFinite(q) ? ((Math.round(q) % 4) + 4) % 4 : 0
}

/**
 * Reads one object from a raw map value, or null when it is unusable (not a Y.Map, unknown kind,
 * non-numeric position). Defaults: layer 0, quarter 0, face up, empty look and owner, unlocked; `w` and `d`
 * only when they are finite numbers (clamped to SIZE_LIMITS).
 */
export function parseTableObject(value: unknown): TableObject | null {
  if (!(value instanceof Y.Map)) return null
  const m = value as Y.Map<unknown>
  const kind = m.get('kind')
  const x = m.get('x')
  const z = m.get('z')
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null
  if (typeof x !== 'number' || typeof z !== 'number' || !Number.isFinite(x) || !Number.isFinite(z)) return null
  const layer = m.get('layer')
  const quarter = m.get('quarter')
  const faceUp = m.get('faceUp')
  const look = m.get('look')
  const owner = m.get('owner')
  const locked = m.get('locked')
  const pos = clampToTable(x, z)
  const w = readSize(m.get('w'), SIZE_LIMITS.maxW)
  const d = readSize(m.get('d'), SIZE_LIMITS.maxD)
  return {
    ...(w === undefined ? {} : { w }),
    ...(d === undefined ? {} : { d }),
    kind: kind as TableObjectKind,
    x: pos.x,
    z: pos.z,
    layer: typeof layer === 'number' && Number.isFinite(layer) ? Math.max(0, Math.min(10_000, Math.round(layer))) : 0,
    quarter: typeof quarter === 'number' ? normalQuarter(quarter) : 0,
    faceUp: typeof faceUp === 'boolean' ? faceUp : true,
    look: typeof look === 'string' ? look : '',
    owner: typeof owner === 'string' ? owner : '',
    locked: locked === true,
  }
}

/** One object by id, or null if it is absent or malformed. */
export function readObject(doc: Y.Doc, id: string): TableObject | null {
  return parseTableObject(schema.table(doc).get(id))
}

/** Every well-formed object on the table, by id (malformed entries are left out). */
export function readAll(doc: Y.Doc): Record<string, TableObject> {
  const out: Record<string, TableObject> = {}
  schema.table(doc).forEach((value, id) => {
    const obj = parseTableObject(value)
    if (obj) out[id] = obj
  })
  return out
}

/** Places a new object (or replaces the one with this id). Returns false for a malformed object. */
export function addObject(doc: Y.Doc, id: string, obj: TableObject): boolean {
  if (!KINDS.has(obj.kind) || !Number.isFinite(obj.x) || !Number.isFinite(obj.z)) return false
  const pos = clampToTable(obj.x, obj.z)
  const map: ObjectMap = new Y.Map()
  doc.transact(() => {
    // Fields are set after integration so the whole object arrives in one update.
    schema.table(doc).set(id, map)
    map.set('kind', obj.kind)
    map.set('x', pos.x)
    map.set('z', pos.z)
    map.set('layer', Math.max(0, Math.round(obj.layer) || 0))
    map.set('quarter', normalQuarter(obj.quarter))
    map.set('faceUp', obj.faceUp)
    map.set('look', obj.look)
    map.set('owner', obj.owner)
    map.set('locked', obj.locked)
    const w = readSize(obj.w, SIZE_LIMITS.maxW)
    const d = readSize(obj.d, SIZE_LIMITS.maxD)
    if (w !== undefined) map.set('w', w)
    if (d !== undefined) map.set('d', d)
  }, TABLE_ORIGIN)
  return true
}

/** The object's Y.Map and parsed value, when both are usable. */
function entry(doc: Y.Doc, id: string): { map: ObjectMap; obj: TableObject } | null {
  const map = schema.table(doc).get(id)
  const obj = parseTableObject(map)
  return obj && map ? { map, obj } : null
}

/** Writes only the fields whose value differs, in one transaction; true if anything was written. */
function patch(doc: Y.Doc, map: ObjectMap, current: TableObject, next: Partial<TableObject>): boolean {
  const keys = (Object.keys(next) as (keyof TableObject)[]).filter((k) => next[k] !== current[k])
  if (keys.length === 0) return false
  doc.transact(() => {
    for (const k of keys) {
      const v = next[k]
      if (v === undefined) map.delete(k)
      else map.set(k, v)
    }
  }, TABLE_ORIGIN)
  return true
}

/** True when the footprints of two objects at the given centres overlap by more than a sliver. */
function overlaps(a: TableObject, ax: number, az: number, b: TableObject): boolean {
  const ea = halfExtents(a.kind, a.quarter, a)
  const eb = halfExtents(b.kind, b.quarter, b)
  return Math.abs(ax - b.x) < ea.hx + eb.hx - EPSILON && Math.abs(az - b.z) < ea.hz + eb.hz - EPSILON
}

/**
 * The card a drop at (x, z) would stack onto: the topmost card (other than `excludeId`) whose footprint
 * contains the point, or null.
 */
export function stackTargetAt(doc: Y.Doc, x: number, z: number, excludeId?: string): string | null {
  let best: string | null = null
  let bestLayer = -1
  for (const [id, obj] of Object.entries(readAll(doc))) {
    if (id === excludeId || obj.kind !== 'card') continue
    const { hx, hz } = halfExtents(obj.kind, obj.quarter, obj)
    if (Math.abs(x - obj.x) > hx || Math.abs(z - obj.z) > hz) continue
    if (obj.layer > bestLayer || (obj.layer === bestLayer && best !== null && id > best)) {
      best = id
      bestLayer = obj.layer
    }
  }
  return best
}

/** The layer an object would take at (x, z): one above everything its footprint overlaps there, else 0. */
function layerAt(doc: Y.Doc, id: string, obj: TableObject, x: number, z: number): number {
  let top = -1
  for (const [otherId, other] of Object.entries(readAll(doc))) {
    if (otherId !== id && other.layer > top && overlaps(obj, x, z, other)) top = other.layer
  }
  return top + 1
}

/** Options of a move. */
export interface MoveOptions {
  /** Stack a card dropped onto another card's footprint (snap to it, one layer up). Default true. */
  stack?: boolean
}

/**
 * Moves an object to (x, z), clamped to the table, in one transaction that writes only changed fields.
 * A card dropped onto another card's footprint stacks: it takes that card's position and the layer
 * above the top of the pile there. Any object lies one layer above whatever it overlaps.
 * Locked or unknown objects do not move; returns whether anything changed.
 */
export function moveObject(doc: Y.Doc, id: string, x: number, z: number, options: MoveOptions = {}): boolean {
  if (!Number.isFinite(x) || !Number.isFinite(z)) return false
  const e = entry(doc, id)
  if (!e || e.obj.locked) return false
  let pos = clampToTable(x, z)
  if (e.obj.kind === 'card' && options.stack !== false) {
    const target = stackTargetAt(doc, pos.x, pos.z, id)
    const t = target ? readObject(doc, target) : null
    if (t) pos = { x: t.x, z: t.z }
  }
  const layer = layerAt(doc, id, e.obj, pos.x, pos.z)
  return patch(doc, e.map, e.obj, { x: pos.x, z: pos.z, layer })
}

/** Puts object `id` on top of the pile at `targetId`'s position (any kinds). Returns whether anything changed. */
export function stackOnto(doc: Y.Doc, id: string, targetId: string): boolean {
  const target = readObject(doc, targetId)
  const e = entry(doc, id)
  if (!target || !e || e.obj.locked || id === targetId) return false
  const layer = Math.max(layerAt(doc, id, e.obj, target.x, target.z), target.layer + 1)
  return patch(doc, e.map, e.obj, { x: target.x, z: target.z, layer })
}

/** Turns an object over (or to the given side). Returns whether anything changed. */
export function flipObject(doc: Y.Doc, id: string, faceUp?: boolean): boolean {
  const e = entry(doc, id)
  return e ? patch(doc, e.map, e.obj, { faceUp: faceUp ?? !e.obj.faceUp }) : false
}

/** Rotates an object by `dQuarter` quarter turns (clockwise seen from above; 1 = tap). */
export function rotateObject(doc: Y.Doc, id: string, dQuarter: number): boolean {
  const e = entry(doc, id)
  return e ? patch(doc, e.map, e.obj, { quarter: normalQuarter(e.obj.quarter + dQuarter) }) : false
}

/** Locks or unlocks an object (locked objects cannot be moved). */
export function setLocked(doc: Y.Doc, id: string, locked: boolean): boolean {
  const e = entry(doc, id)
  return e ? patch(doc, e.map, e.obj, { locked }) : false
}

/** Changes an object's look (a die's value, a token's colour). */
export function setLook(doc: Y.Doc, id: string, look: string): boolean {
  const e = entry(doc, id)
  return e ? patch(doc, e.map, e.obj, { look }) : false
}

/** Takes an object off the table. Returns whether it was there. */
export function removeObject(doc: Y.Doc, id: string): boolean {
  const table = schema.table(doc)
  if (!table.has(id)) return false
  doc.transact(() => table.delete(id), TABLE_ORIGIN)
  return true
}

/**
 * Calls `listener` after every transaction that touches the table, with the ids of the objects that were
 * added, changed or removed. Returns the unsubscribe function.
 */
export function observeTable(doc: Y.Doc, listener: (changed: ReadonlySet<string>) => void): () => void {
  const table = schema.table(doc)
  const handler = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    const changed = new Set<string>()
    for (const event of events) {
      if (event.target === table) {
        for (const key of event.changes.keys.keys()) changed.add(key)
      } else {
        // A field of one object changed: the object's key is the first step of the path.
        const key = event.path[0]
        if (typeof key === 'string') changed.add(key)
      }
    }
    if (changed.size > 0) listener(changed)
  }
  table.observeDeep(handler)
  return () => table.unobserveDeep(handler)
}
