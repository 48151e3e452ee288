/**
 * What blocks, for one map with its doors in one state: every unit grid edge that is a wall, a closed door or a
 * side of a wall square ("Az ajtók, amikor zárva vannak, ugyanúgy működnek, mint a falak"), and the grid points at
 * their ends. Built once per (map, open doors) and shared: the per-pair caches of line of sight and range hang on it.
 */
import type { Segment, SwmMap } from '../data/maps'
import type { GridPoint, Square } from './squares'

/** The ids of the doors that are open; every other door is closed. */
export type OpenDoors = ReadonlySet<string> | readonly string[]

/** The blocking edges of a map in one door state, with lookups. */
export interface Blockers {
  readonly map: SwmMap
  /** The open doors, sorted and joined: the door-state part of every cache key. */
  readonly doorKey: string
  /** Every blocking unit edge, each once. */
  readonly edges: readonly Segment[]
  /** 1 where the horizontal edge from (x, y) to (x + 1, y) blocks; index y · width + x. */
  readonly horizontal: Uint8Array
  /** 1 where the vertical edge from (x, y) to (x, y + 1) blocks; index x · height + y. */
  readonly vertical: Uint8Array
  /** 1 where a grid point is the end of a blocking edge and not bevelled; index y · (width + 1) + x. */
  readonly corner: Uint8Array
  /** 1 on a wall square; index y · width + x. */
  readonly wallSquare: Uint8Array
  /** Per-pair answers of the predicates that use these blockers (line of sight, range fields), by key. */
  readonly memo: Map<string, unknown>
}

const BUILT = new WeakMap<SwmMap, Map<string, Blockers>>()

function doorKeyOf(open: OpenDoors): string {
  return [...open].sort().join(',')
}

/** The blockers of `map` with the doors in `open` open (default: all closed). Cached per map and door state. */
export function blockersFor(map: SwmMap, open: OpenDoors = []): Blockers {
  const doorKey = doorKeyOf(open)
  let perMap = BUILT.get(map)
  if (!perMap) BUILT.set(map, (perMap = new Map()))
  const known = perMap.get(doorKey)
  if (known) return known
  const built = build(map, new Set(open), doorKey)
  perMap.set(doorKey, built)
  return built
}

function build(map: SwmMap, open: ReadonlySet<string>, doorKey: string): Blockers {
  const { width, height } = map
  const horizontal = new Uint8Array(width * (height + 1))
  const vertical = new Uint8Array((width + 1) * height)
  const corner = new Uint8Array((width + 1) * (height + 1))
  const wallSquare = new Uint8Array(width * height)
  const block = (s: Segment) => {
    if (s.from.y === s.to.y) horizontal[s.from.y * width + s.from.x] = 1
    else vertical[s.from.x * height + s.from.y] = 1
  }
  for (const w of map.walls) block(w)
  for (const d of map.doors) if (!open.has(d.id)) for (const e of d.edges) block(e)
  for (const s of map.wallSquares) {
    wallSquare[s.y * width + s.x] = 1
    block({ from: { x: s.x, y: s.y }, to: { x: s.x + 1, y: s.y } })
    block({ from: { x: s.x, y: s.y + 1 }, to: { x: s.x + 1, y: s.y + 1 } })
    block({ from: { x: s.x, y: s.y }, to: { x: s.x, y: s.y + 1 } })
    block({ from: { x: s.x + 1, y: s.y }, to: { x: s.x + 1, y: s.y + 1 } })
  }
  const edges: Segment[] = []
  const mark = (p: GridPoint) => (corner[p.y * (width + 1) + p.x] = 1)
  for (let y = 0; y <= height; y++)
    for (let x = 0; x < width; x++) if (horizontal[y * width + x]) edges.push({ from: { x, y }, to: { x: x + 1, y } })
  for (let x = 0; x <= width; x++)
    for (let y = 0; y < height; y++) if (vertical[x * height + y]) edges.push({ from: { x, y }, to: { x, y: y + 1 } })
  for (const e of edges) {
    mark(e.from)
    mark(e.to)
  }
  // A bevelled corner lets a diagonal step pass although walls end there.
  for (const p of map.bevelled) corner[p.y * (width + 1) + p.x] = 0
  return { map, doorKey, edges, horizontal, vertical, corner, wallSquare, memo: new Map() }
}

/** Whether the horizontal edge from (x, y) to (x + 1, y) blocks (off the map: it does). */
export function blocksHorizontal(b: Blockers, x: number, y: number): boolean {
  const { width, height } = b.map
  if (x < 0 || x >= width || y < 0 || y > height) return true
  return b.horizontal[y * width + x] === 1
}

/** Whether the vertical edge from (x, y) to (x, y + 1) blocks (off the map: it does). */
export function blocksVertical(b: Blockers, x: number, y: number): boolean {
  const { width, height } = b.map
  if (x < 0 || x > width || y < 0 || y >= height) return true
  return b.vertical[x * height + y] === 1
}

/** Whether a grid point ends a blocking edge (a wall corner or a wall end) and is not bevelled. */
export function blockingCorner(b: Blockers, p: GridPoint): boolean {
  const { width, height } = b.map
  if (p.x < 0 || p.x > width || p.y < 0 || p.y > height) return true
  return b.corner[p.y * (width + 1) + p.x] === 1
}

/** Whether a square is a wall square (off the map counts as one). */
export function isWallSquare(b: Blockers, s: Square): boolean {
  const { width, height } = b.map
  if (s.x < 0 || s.x >= width || s.y < 0 || s.y >= height) return true
  return b.wallSquare[s.y * width + s.x] === 1
}
