/**
 * The map's raised pieces as plain boxes, so one instanced mesh draws them all (one draw call and one shadow draw):
 * walls on their grid edges (a dark bulkhead with a magenta cap, the rulebook's wall colour), solid wall squares,
 * doors (blue, full height while closed, sunk into the deck when open; the entry doors never open) and the low
 * objects as low green crates. Difficult terrain and pits stay painted on the deck.
 */
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { SWM_SQUARE } from '../../../boxes/boardGeometry'
import { MAP_TOP, gridWorld } from './mapLayout'

/** One box: its centre, its size and its colour. */
export interface Block {
  x: number
  y: number
  z: number
  w: number
  h: number
  d: number
  colour: string
}

/** Height of a wall and of a closed door. */
export const WALL_HEIGHT = 0.12
const WALL_THICK = 0.045
const CAP = 0.012
const DOOR_THICK = 0.05
/** How much of a door stands above the deck when it is open: a low sill. */
const OPEN_DOOR_HEIGHT = 0.012
const CRATE = { size: SWM_SQUARE * 0.74, h: 0.07 }

/** The colours of the pieces. */
export const PIECE_COLOURS = {
  wall: '#2b3038',
  cap: '#a0447f',
  door: '#3f7fd6',
  entryDoor: '#2b4f86',
  openDoor: '#7fb2f0',
  crate: '#3f8a4c',
  crateTop: '#5bb066',
} as const

/** A box lying along the grid edge from (ax, ay) to (bx, by) (one axis apart), `h` tall from the deck. */
function edgeBox(map: SwmMap, ax: number, ay: number, bx: number, by: number, h: number, thick: number): Block {
  const a = gridWorld(map, ax, ay)
  const b = gridWorld(map, bx, by)
  const along = Math.hypot(b.x - a.x, b.z - a.z) + thick
  const horizontal = ay === by
  return {
    x: (a.x + b.x) / 2,
    y: MAP_TOP + h / 2,
    z: (a.z + b.z) / 2,
    w: horizontal ? along : thick,
    h,
    d: horizontal ? thick : along,
    colour: PIECE_COLOURS.wall,
  }
}

/** Every wall edge and wall square: bulkheads with a thin coloured cap. */
export function wallBlocks(map: SwmMap): Block[] {
  const out: Block[] = []
  for (const { from, to } of map.walls) {
    const body = edgeBox(map, from.x, from.y, to.x, to.y, WALL_HEIGHT, WALL_THICK)
    const cap = edgeBox(map, from.x, from.y, to.x, to.y, CAP, WALL_THICK * 0.6)
    out.push(body, { ...cap, y: MAP_TOP + WALL_HEIGHT + CAP / 2, colour: PIECE_COLOURS.cap })
  }
  for (const s of map.wallSquares) {
    const c = gridWorld(map, s.x + 0.5, s.y + 0.5)
    out.push({ ...c, y: MAP_TOP + WALL_HEIGHT / 2, w: SWM_SQUARE, h: WALL_HEIGHT, d: SWM_SQUARE, colour: '#262a31' })
  }
  return out
}

/** Every door, closed or open as `doors` says (ids missing from it are closed; entry doors always are). */
export function doorBlocks(map: SwmMap, doors: Readonly<Record<string, boolean>>): Block[] {
  return map.doors.map((door) => {
    const { from, to } = door.segment
    const open = door.role === undefined && doors[door.id] === true
    const h = open ? OPEN_DOOR_HEIGHT : WALL_HEIGHT * 0.92
    const block = edgeBox(map, from.x, from.y, to.x, to.y, h, open ? DOOR_THICK * 0.6 : DOOR_THICK)
    const colour = open ? PIECE_COLOURS.openDoor : door.role ? PIECE_COLOURS.entryDoor : PIECE_COLOURS.door
    return { ...block, colour }
  })
}

/** Every low object as a crate with a lighter lid. */
export function crateBlocks(map: SwmMap): Block[] {
  return map.lowObjects.flatMap((s) => {
    const c = gridWorld(map, s.x + 0.5, s.y + 0.5)
    const { size, h } = CRATE
    return [
      { ...c, y: MAP_TOP + h / 2, w: size, h, d: size, colour: PIECE_COLOURS.crate },
      { ...c, y: MAP_TOP + h + 0.005, w: size * 0.8, h: 0.01, d: size * 0.8, colour: PIECE_COLOURS.crateTop },
    ]
  })
}
