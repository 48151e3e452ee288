/**
 * Where things go on the Battle of Hoth table, in world units (1 unit ≈ 10 cm, y up): hex centres from the
 * engine's `hexCentre`, ground heights by terrain, figure places inside a hex, the medal tracks, the dice tray
 * and the camera behind a seat's side. Pure functions, no three.js: unit-tested in boardLayout.test.ts.
 *
 * The board is centred on the origin; the Rebel baseline (row 0) lies toward +z and west (column 0) toward −x,
 * so a Rebel player sitting at +z sees the board as the rulebook draws it and the Empire, at −z, sees it turned.
 */
import { BOARD_HEXES, BOARD_WIDTH, HALF_HEXES, hexCentre } from '../../../../engine/games/hoth'
import type { HexId, PlayerState, Side, Terrain } from '../../../../engine/games/hoth'
import type { SeatId } from '../../../../engine/core/types'
import { FELT_HALF_Z } from '../../../lib/dimensions'

/** A point on the table's plane. */
export interface TablePoint {
  x: number
  z: number
}

/** Width of a hex across its flat sides (world units): ten hexes make a board 9 units wide. */
export const HEX_SIZE = 0.9
/** Centre-to-corner radius of a hex. */
export const HEX_RADIUS = HEX_SIZE / Math.sqrt(3)
/** Hex tiles are drawn this much smaller than their cell, leaving a thin groove between them. */
export const HEX_GAP_SCALE = 0.965

const ROW_STEP = Math.sqrt(3) / 2
/** Board x of the centre (hex widths): the board spans x −0.5 … 9.5. */
const CENTRE_X = (BOARD_WIDTH - 1) / 2
/** Board y of the centre: rows 0 … 6. */
const CENTRE_Y = 3 * ROW_STEP

/** Half the board's width: from the middle to the outer edge of the end hexes (and the cut half hexes). */
export const BOARD_HALF_X = (BOARD_WIDTH / 2) * HEX_SIZE
/** Half the board's depth: from the middle to the tips of the baseline hexes. */
export const BOARD_HALF_Z = (CENTRE_Y + 1 / Math.sqrt(3)) * HEX_SIZE
/** The frame around the hexes: the margin between the tiles and its inner edge. */
export const FRAME_MARGIN = 0.12
/** The frame's width. */
export const FRAME_WIDTH = 0.34
/** Height of the frame's top. */
export const FRAME_TOP = 0.16
/** The table's surface (board coordinates: y = 0 is the floor between the hex tiles). */
export const TABLE_Y = -0.3

/** Every hex the board draws: the 67 playable ones (board order), then the 6 half hexes. */
export const DRAWN_HEXES: readonly HexId[] = [...BOARD_HEXES, ...HALF_HEXES]

/** World position of a hex's centre (playable or half hex); throws for unknown ids like the engine does. */
export function hexWorld(id: HexId): TablePoint {
  const c = hexCentre(id)
  return { x: (c.x - CENTRE_X) * HEX_SIZE, z: (CENTRE_Y - c.y) * HEX_SIZE }
}

/** x (world) of a sector line given in board hex widths (the engine's dashed lines run at x = 3 and x = 6). */
export function boardXToWorld(x: number): number {
  return (x - CENTRE_X) * HEX_SIZE
}

/** The six corners of a pointy-top hex around the origin (radius `r`), by increasing angle atan2(z, x) from 30°. */
export function hexCorners(r = HEX_RADIUS): TablePoint[] {
  return Array.from({ length: 6 }, (_, k) => {
    const a = Math.PI / 6 + (k * Math.PI) / 3
    return { x: r * Math.cos(a), z: r * Math.sin(a) }
  })
}

/** Height of the top of a hex tile by terrain: ridges raised, trenches sunken, chasms a deep pit. */
export const GROUND_TOP: Readonly<Record<Terrain, number>> = {
  snow: 0.1,
  ridge: 0.3,
  rocks: 0.1,
  trench: 0.035,
  chasm: -0.24,
  ice: 0.1,
  buildings: 0.1,
  wreckage: 0.1,
}

/** Height of a half hex's top (off the board: a touch lower than snow). */
export const HALF_HEX_TOP = 0.08

/** Where a unit on this terrain stands (flyers over a chasm hover at the rim, not at the bottom). */
export function standHeight(terrain: Terrain | undefined): number {
  const t = terrain ?? 'snow'
  return t === 'chasm' ? GROUND_TOP.snow : GROUND_TOP[t]
}

/** Offsets from the hex centre of a unit's 1–4 figures (more are packed on a ring, which no unit needs). */
export function figureOffsets(count: number): TablePoint[] {
  const d = 0.135
  switch (count) {
    case 0:
      return []
    case 1:
      return [{ x: 0, z: 0 }]
    case 2:
      return [
        { x: -d, z: 0.02 },
        { x: d, z: -0.02 },
      ]
    case 3:
      return [0, 1, 2].map((i) => ring(0.155, -Math.PI / 2 + (i * 2 * Math.PI) / 3))
    case 4:
      return [
        { x: -d, z: -d },
        { x: d, z: -d },
        { x: -d, z: d },
        { x: d, z: d },
      ]
    default:
      return Array.from({ length: count }, (_, i) => ring(0.19, (i * 2 * Math.PI) / count))
  }
}

function ring(r: number, a: number): TablePoint {
  return { x: r * Math.cos(a), z: r * Math.sin(a) }
}

/** Which way a side's figures face (yaw about y; models face +z): each side looks at the enemy baseline. */
export function facingYaw(side: Side): number {
  return side === 'rebel' ? Math.PI : 0
}

/** x of the two medal tracks' and the dice tray's centre lines, beside the frame's short edges. */
export const TRACK_X = BOARD_HALF_X + FRAME_MARGIN + FRAME_WIDTH + 0.55
/** Spacing of medal slots (world units) and the track's reach from the middle. */
const SLOT_STEP = 0.42
const TRACK_NEAR = 0.45
const TRACK_FAR = BOARD_HALF_Z + FRAME_MARGIN + FRAME_WIDTH - 0.3

/**
 * Medal slot centres of a side's track, first slot first. The Rebel track runs along the east end (+x) on the
 * Rebel half, the Empire's along the west end on its half: each is at its owner's right hand.
 */
export function medalSlots(side: Side, count: number): TablePoint[] {
  const step = count > 1 ? Math.min(SLOT_STEP, (TRACK_FAR - TRACK_NEAR) / (count - 1)) : 0
  const sign = side === 'rebel' ? 1 : -1
  return Array.from({ length: count }, (_, i) => ({ x: sign * TRACK_X, z: sign * (TRACK_FAR - i * step) }))
}

/** Edge of a die in the tray. */
export const DIE_EDGE = 0.22

/** Rows of dice the tray holds (two dice a row). */
export const TRAY_ROWS = 4

/**
 * Where the dice of a roll lie: two columns in the tray at the west end of the Rebel half, its far end at the
 * Rebel baseline; the first row is the one nearest the middle of the board. Rolls of more than eight dice
 * continue toward the middle.
 */
export function diceSlots(count: number): TablePoint[] {
  const rows = Math.max(TRAY_ROWS, Math.ceil(count / 2))
  const step = Math.min(0.34, (TRACK_FAR - TRACK_NEAR) / (rows - 1))
  const first = TRACK_FAR - (rows - 1) * step
  return Array.from({ length: count }, (_, i) => ({
    x: -TRACK_X + (i % 2 === 0 ? -0.16 : 0.16),
    z: first + Math.floor(i / 2) * step,
  }))
}

/** The side whose baseline the camera sits behind for `seat`: its own side; spectators watch from the Rebels'. */
export function cameraSide(players: readonly PlayerState[], seat: SeatId | null): Side {
  return players.find((p) => p.seat === seat)?.side ?? 'rebel'
}

/** Vertical field of view of the Hoth camera (degrees). */
export const HOTH_FOV = 38
/** Camera elevation above the table plane (radians) in the seat pose. */
const ELEVATION = (52 * Math.PI) / 180
/** The table the seat pose keeps in view: board, frame, medal tracks and dice tray. */
const VIEW_HALF_WIDTH = TRACK_X + 0.42
const VIEW_HALF_DEPTH = BOARD_HALF_Z + FRAME_MARGIN + FRAME_WIDTH

/**
 * The strips of table between the frame and the rail where the players' cards lie (seatLayout.ts): how far
 * they reach sideways and outward (|x|, |z|), how high their upright pieces stand above the table and how far
 * they lean out past the strip. The seat pose keeps the far strip in view (the other side's hands, leaders and
 * played card).
 */
export const SEAT_STRIP = { halfWidth: 6.4, reach: FELT_HALF_Z - 0.06, top: 1.05, lean: 0.45 }

/** A camera pose: where it is and the point it looks at. */
export interface HothCameraPose {
  position: [number, number, number]
  target: [number, number, number]
}

/** A point in world space. */
export type WorldPoint = [number, number, number]

type V = WorldPoint
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: V, b: V): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const norm = (a: V): V => {
  const l = Math.hypot(...a) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}

/** The seat pose for `side`: looking at the middle of the board from `distance` away, raised by ELEVATION. */
export function seatPoseAt(side: Side, distance: number): HothCameraPose {
  const sign = side === 'rebel' ? 1 : -1
  return {
    position: [0, distance * Math.sin(ELEVATION), sign * distance * Math.cos(ELEVATION)],
    target: [0, 0, 0],
  }
}

/**
 * Where `points` lie as seen from `pose`, as tangents of the angles off its axis (x right, y up): multiplied by
 * the focal length in pixels, these are offsets from the image's principal point. Null when one lies behind.
 */
export function cameraCoords(pose: HothCameraPose, points: readonly V[]): [number, number][] | null {
  const f = norm(sub(pose.target, pose.position))
  const r = norm(cross(f, [0, 1, 0]))
  const u = cross(r, f)
  const out: [number, number][] = []
  for (const p of points) {
    const d = sub(p, pose.position)
    const z = dot(d, f)
    if (z <= 0) return null
    out.push([dot(d, r) / z, dot(d, u) / z])
  }
  return out
}

/** The largest |x| or |y| in normalised device coordinates of `points` seen from `pose` (1 = the screen's edge). */
export function screenExtent(pose: HothCameraPose, points: readonly V[], fovDeg: number, aspect: number): number {
  const tan = Math.tan(((fovDeg / 2) * Math.PI) / 180)
  const q = cameraCoords(pose, points)
  return q ? Math.max(...q.map(([x, y]) => Math.max(Math.abs(x) / (tan * aspect), Math.abs(y) / tan))) : Infinity
}

/** `count` evenly spaced numbers from `a` to `b`. */
function steps(a: number, b: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => a + ((b - a) * i) / (count - 1))
}

/**
 * What the seat pose keeps on screen for `side`: the outline of the table (board, frame, tracks and tray) at
 * short intervals, so that no panel can cut into it between two points, the far seat strip's pieces, and with
 * `nearSeats` the near strip (where no DOM hand covers the bottom of the canvas).
 */
export function framedPoints(side: Side, nearSeats = false): V[] {
  const sign = side === 'rebel' ? 1 : -1
  const xs = steps(-VIEW_HALF_WIDTH, VIEW_HALF_WIDTH, 9)
  const zs = steps(-VIEW_HALF_DEPTH, VIEW_HALF_DEPTH, 6)
  const outline = [
    ...xs.flatMap((x): V[] => [
      [x, 0, -VIEW_HALF_DEPTH],
      [x, 0, VIEW_HALF_DEPTH],
    ]),
    ...zs.flatMap((z): V[] => [
      [-VIEW_HALF_WIDTH, 0, z],
      [VIEW_HALF_WIDTH, 0, z],
    ]),
  ]
  const far = -sign * (SEAT_STRIP.reach + SEAT_STRIP.lean)
  const strip = steps(-SEAT_STRIP.halfWidth, SEAT_STRIP.halfWidth, 5).map((x): V => [x, TABLE_Y + SEAT_STRIP.top, far])
  const near = [-1, 1].map((sx): V => [sx * SEAT_STRIP.halfWidth, TABLE_Y, sign * SEAT_STRIP.reach])
  return [...outline, ...strip, ...(nearSeats ? near : [])]
}
