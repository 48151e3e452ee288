/**
 * Framing the Hoth table around the DOM panels. The panels cover parts of the canvas (the turn bar along the
 * top, the battle log on the right, card counts bottom right, the peeking hand at the bottom), so the seat pose
 * is fitted to what they leave free: the camera comes as close as it can while no framed point (the table's
 * outline, the far seats) falls under a panel, and a lens shift (three's view offset) puts the board where
 * there is room instead of turning the camera. The board keeps its symmetric perspective, and pointer picking
 * and `hothScreen` keep working, since both go through the camera's projection matrix. Pure; unit-tested in
 * framing.test.ts.
 */
import type { Side } from '../../../../engine/games/hoth'
import { HOTH_FOV, cameraCoords, framedPoints, seatPoseAt } from './boardLayout'
import type { HothCameraPose } from './boardLayout'
import { lensAt as lensWith } from '../../../lib/lens'
import type { Lens, Rect } from '../../../lib/lens'

export type { Rect }

/** The lens that puts the camera's axis at (cx, cy) of the Hoth canvas (src/lib/lens.ts, at Hoth's field of view). */
export const lensAt = (width: number, height: number, cx: number, cy: number): Lens =>
  lensWith(width, height, cx, cy, HOTH_FOV)

/** Width below which the log folds to a narrower column lower down (the `max-width: 1100px` rule). */
const NARROW = 1100

/**
 * The boxes the Hoth panels may take on a `width` × `height` canvas that fills the window, after
 * hoth-panels.css, each at its largest (the log full, the hand peeking): the status and turn bars across the
 * top, the log on the right (top right on wide windows, lower and narrower on narrow ones), the card counts
 * bottom right and the hand bottom centre. Fixed figures rather than measured boxes, so the camera does not
 * move each time the log grows or a prompt appears.
 */
export function panelRects(width: number, height: number): Rect[] {
  const w = width
  const h = height
  const log =
    w < NARROW
      ? { left: w - 280, top: h - 290 - 0.24 * h, right: w, bottom: h - 290 }
      : { left: w - 350, top: 0, right: w, bottom: 64 + Math.min(0.46 * h, h - 320) }
  return [
    { left: 0, top: 0, right: w, bottom: 172 },
    log,
    { left: w - 270, top: h - 150, right: w, bottom: h },
    { left: w / 2 - 380, top: h - 86, right: w / 2 + 380, bottom: h },
  ]
}

/** A fitted seat view: the camera's pose, and where its axis meets the canvas (CSS px). */
export interface SeatView {
  pose: HothCameraPose
  centre: { x: number; y: number }
}

/** Free space kept around the framed points (px): off the canvas's edges and the panels. */
const MARGIN = 10
/** Candidate axis positions tried across each way at a distance. */
const GRID = 24

/** Where the axis may go at `distance` so that every framed point is on the canvas and off the panels, or null. */
function placeAt(
  side: Side,
  distance: number,
  points: ReturnType<typeof framedPoints>,
  size: { w: number; h: number },
  blocked: readonly Rect[],
): SeatView | null {
  const pose = seatPoseAt(side, distance)
  const q = cameraCoords(pose, points)
  if (!q) return null
  const focal = size.h / 2 / Math.tan((HOTH_FOV * Math.PI) / 360)
  const dx = q.map((p) => p[0] * focal)
  const dy = q.map((p) => -p[1] * focal)
  const x0 = MARGIN - Math.min(...dx)
  const x1 = size.w - MARGIN - Math.max(...dx)
  const y0 = MARGIN - Math.min(...dy)
  const y1 = size.h - MARGIN - Math.max(...dy)
  if (x0 > x1 || y0 > y1) return null
  const clear = (cx: number, cy: number) =>
    dx.every((ox, i) => {
      const x = cx + ox
      const y = cy + dy[i]!
      return blocked.every(
        (r) => x < r.left - MARGIN || x > r.right + MARGIN || y < r.top - MARGIN || y > r.bottom + MARGIN,
      )
    })
  // Of the clear places, the one nearest the middle of the range, so slack is shared on both sides.
  const mid = { x: (x0 + x1) / 2, y: (y0 + y1) / 2 }
  let best: { x: number; y: number } | null = null
  for (let i = 0; i <= GRID; i++) {
    for (let j = 0; j <= GRID; j++) {
      const cx = x0 + ((x1 - x0) * i) / GRID
      const cy = y0 + ((y1 - y0) * j) / GRID
      const closer = !best || Math.hypot(cx - mid.x, cy - mid.y) < Math.hypot(best.x - mid.x, best.y - mid.y)
      if (closer && clear(cx, cy)) best = { x: cx, y: cy }
    }
  }
  return best ? { pose, centre: best } : null
}

/**
 * The seat pose for `side` on a `width` × `height` canvas: the closest distance (to 2 % of slack) at which the
 * framed points (with `nearSeats`, the near seats too) fit the canvas clear of the `blocked` boxes, and where
 * the camera's axis must meet the canvas for that. Too small a window to keep clear of the panels is framed
 * as if there were none.
 */
export function fitSeatView(
  side: Side,
  width: number,
  height: number,
  blocked: readonly Rect[] = [],
  nearSeats = false,
): SeatView {
  const size = { w: Math.max(1, width), h: Math.max(1, height) }
  const points = framedPoints(side, nearSeats)
  const fit = (boxes: readonly Rect[]): SeatView | null => {
    let far = 120
    if (!placeAt(side, far, points, size, boxes)) return null
    let near = 3
    while (far - near > 0.05) {
      const d = (near + far) / 2
      if (placeAt(side, d, points, size, boxes)) far = d
      else near = d
    }
    return placeAt(side, far * 1.02, points, size, boxes) ?? placeAt(side, far, points, size, boxes)
  }
  return fit(blocked) ?? fit([]) ?? { pose: seatPoseAt(side, 20), centre: { x: size.w / 2, y: size.h / 2 } }
}
