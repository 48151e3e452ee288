/**
 * Where things stand on the skirmish table: the map lies centred on the world origin, its squares SWM_SQUARE wide
 * (x grows to the right of the map's drawing, z towards its bottom edge, as src/boxes/boardGeometry.ts has it), its
 * top at MAP_TOP. Figures stand at the centre of their space; figures not yet deployed wait in a row on the table
 * beside their seat's edge of the map. Pure maths, no three objects.
 */
import type { SeatId } from '../../../../engine/core/types'
import { SWM_MAPS, STARSHIP_MAP, characterById } from '../../../../engine/games/swm'
import type { At, SwmState } from '../../../../engine/games/swm'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { BOARD_BORDER, SWM_SQUARE } from '../../../boxes/boardGeometry'
import { BOARD_THICKNESS } from '../../../lib/dimensions'

/** A point on the table (world x, z). */
export interface TablePoint {
  x: number
  z: number
}

/** One side of the map: the drawing's left (−x), right (+x), top (−z) or bottom (+z). */
export type MapEdge = 'left' | 'right' | 'top' | 'bottom'

/** Height of the map's top surface above the table cloth (y = 0). */
export const MAP_TOP = BOARD_THICKNESS
/** Distance between two waiting figures, and from the map's rim to the first row of them. */
export const STAGING_STEP = 0.36

/** The map a game is played on (the starship map for an unknown id: a peer's config never breaks the table). */
export function mapOf(state: SwmState): SwmMap {
  return SWM_MAPS[state.config.map] ?? STARSHIP_MAP
}

/** World point of grid point (gx, gy): grid points run 0…width by 0…height. */
export function gridWorld(map: SwmMap, gx: number, gy: number): TablePoint {
  return { x: (gx - map.width / 2) * SWM_SQUARE, z: (gy - map.height / 2) * SWM_SQUARE }
}

/** Squares across a figure's space: Small and Medium 1, Large 2, Huge 3. */
export function spanOf(def: string): number {
  const size = characterById(def)?.size
  return size === 'huge' ? 3 : size === 'large' ? 2 : 1
}

/** Centre of the space whose top-left square is `at`, `span` squares across. */
export function spaceCentre(map: SwmMap, at: At, span = 1): TablePoint {
  return gridWorld(map, at.x + span / 2, at.y + span / 2)
}

/** The square under world point (x, z), or null off the map. */
export function squareAt(map: SwmMap, x: number, z: number): At | null {
  const sx = Math.floor(x / SWM_SQUARE + map.width / 2)
  const sy = Math.floor(z / SWM_SQUARE + map.height / 2)
  return sx >= 0 && sy >= 0 && sx < map.width && sy < map.height ? { x: sx, y: sy } : null
}

/** The top-left square of a `span`-wide space centred as near (x, z) as the grid allows, or null off the map. */
export function spaceAt(map: SwmMap, x: number, z: number, span: number): At | null {
  const sx = Math.floor(x / SWM_SQUARE + map.width / 2 - span / 2 + 0.5)
  const sy = Math.floor(z / SWM_SQUARE + map.height / 2 - span / 2 + 0.5)
  return sx >= 0 && sy >= 0 && sx + span <= map.width && sy + span <= map.height ? { x: sx, y: sy } : null
}

/** Whether the space at `at`, `span` across, covers square `sq`. */
export function covers(at: At, span: number, sq: At): boolean {
  return sq.x >= at.x && sq.x < at.x + span && sq.y >= at.y && sq.y < at.y + span
}

/** Half the map's width and depth with its rim (the painted border around the squares). */
export function mapHalf(map: SwmMap): { x: number; z: number } {
  return { x: (map.width * SWM_SQUARE) / 2 + BOARD_BORDER, z: (map.height * SWM_SQUARE) / 2 + BOARD_BORDER }
}

/**
 * The map edge a side sits behind: of the edges its start zone touches, the longest (the wide view suits a wide
 * screen best), then the one most of its squares touch; null without a zone.
 */
export function zoneEdge(map: SwmMap, side: string): MapEdge | null {
  const zone = map.startZones.find((z) => z.side === side)
  if (!zone) return null
  const count: Record<MapEdge, number> = { left: 0, right: 0, top: 0, bottom: 0 }
  for (const s of zone.squares) {
    if (s.x === 0) count.left++
    if (s.x === map.width - 1) count.right++
    if (s.y === 0) count.top++
    if (s.y === map.height - 1) count.bottom++
  }
  const length = (e: MapEdge) => (e === 'left' || e === 'right' ? map.height : map.width)
  const touched = (Object.keys(count) as MapEdge[]).filter((e) => count[e] > 0)
  touched.sort((a, b) => length(b) - length(a) || count[b] - count[a])
  return touched[0] ?? null
}

/** The edge each seat sits at: its side's start zone's edge (the first seat left, the other right without one). */
export function seatEdges(state: SwmState): Map<SeatId, MapEdge> {
  const map = mapOf(state)
  const out = new Map<SeatId, MapEdge>()
  state.config.seats.forEach(({ seat, side }, i) => out.set(seat, zoneEdge(map, side) ?? (i === 0 ? 'left' : 'right')))
  return out
}

/** The unit vector from the map's centre out through `edge`. */
export function edgeOutward(edge: MapEdge): TablePoint {
  switch (edge) {
    case 'left':
      return { x: -1, z: 0 }
    case 'right':
      return { x: 1, z: 0 }
    case 'top':
      return { x: 0, z: -1 }
    case 'bottom':
      return { x: 0, z: 1 }
  }
}

/** The turn about the vertical that points a model's front (+z) away from `edge`, towards the far side. */
export function facingYaw(edge: MapEdge): number {
  const out = edgeOutward(edge)
  return Math.atan2(-out.x, -out.z)
}

/**
 * Where the i-th of `count` waiting figures stands beside `edge`: rows parallel to the edge, centred on it, as
 * many to a row as fit along it, further rows further out.
 */
export function stagingSlot(map: SwmMap, edge: MapEdge, i: number, count: number): TablePoint {
  const half = mapHalf(map)
  const out = edgeOutward(edge)
  const along = out.x !== 0 ? half.z : half.x
  const perRow = Math.max(1, Math.floor((2 * along) / STAGING_STEP))
  const row = Math.floor(i / perRow)
  const inRow = Math.min(perRow, count - row * perRow)
  const t = (i - row * perRow - (inRow - 1) / 2) * STAGING_STEP
  const distance = (out.x !== 0 ? half.x : half.z) + STAGING_STEP * (row + 1)
  return out.x !== 0 ? { x: out.x * distance, z: t } : { x: t, z: out.z * distance }
}

/** A figure the table draws: on the map at the centre of its space, or waiting beside its seat's edge. */
export interface FigurePlace {
  id: string
  def: string
  owner: SeatId
  side: string
  x: number
  /** Height it stands on: the map's deck, or the table beside it. */
  y: number
  z: number
  /** Turn about the vertical (radians) that faces the model (+z) away from its seat's edge, across the map. */
  yaw: number
  /** Squares across its space. */
  span: number
  /** Its space's top-left square, or null while it waits off the map. */
  at: At | null
}

/** Every figure not defeated, in the state's order, where the table draws it. */
export function figurePlaces(state: SwmState): FigurePlace[] {
  const map = mapOf(state)
  const edges = seatEdges(state)
  const sides = new Map(state.config.seats.map((s) => [s.seat, s.side]))
  const live = state.order.flatMap((id) => {
    const f = state.figures[id]
    return f && !f.defeated ? [f] : []
  })
  const waiting = new Map<SeatId, string[]>()
  for (const f of live) if (f.at === null) waiting.set(f.owner, [...(waiting.get(f.owner) ?? []), f.id])
  return live.map((f) => {
    const span = spanOf(f.def)
    const edge = edges.get(f.owner) ?? 'left'
    const side = sides.get(f.owner) ?? 'light'
    const base = { id: f.id, def: f.def, owner: f.owner, side, yaw: facingYaw(edge), span, at: f.at }
    if (f.at) return { ...base, y: MAP_TOP, ...spaceCentre(map, f.at, span) }
    const queue = waiting.get(f.owner) ?? []
    const slot = stagingSlot(map, edge, queue.indexOf(f.id), queue.length)
    return { ...base, y: 0, ...slot }
  })
}

/** The figure whose space covers square `sq`, or null. */
export function figureOn(places: readonly FigurePlace[], sq: At): string | null {
  return places.find((p) => p.at && covers(p.at, p.span, sq))?.id ?? null
}

/** Space between two rolled dice on the table. */
const DICE_STEP = 0.34

/**
 * Where the i-th rolled d20 lands: in a row on the table out from the map's right edge, level with its middle, so
 * both seats (behind the long edges) see the row across their view.
 */
export function diceSpot(map: SwmMap, i: number): TablePoint {
  return { x: mapHalf(map).x + 0.38 + i * DICE_STEP, z: 0 }
}
