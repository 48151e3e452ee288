/**
 * The skirmish camera's starting pose: behind the seat's edge of the map, looking down across it at a fixed angle,
 * as near as lets the whole map, the waiting figures beside both edges and the dice fit the view.
 */
import { PerspectiveCamera, Vector3 } from 'three'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { MAP_TOP, STAGING_STEP, diceSpot, edgeOutward, mapHalf } from './mapLayout'
import type { MapEdge } from './mapLayout'
import { lensAt } from '../../../lib/lens'
import type { Lens, Rect } from '../../../lib/lens'

/** The camera's field of view (degrees, vertical). */
export const SWM_FOV = 40
/** How far above the horizontal the seat's camera looks down (radians). */
const ELEVATION = 0.95
/** How much of the free part of the view the framed points may fill. */
const FILL = 0.94

/** The share of the view's half-width and half-height the framed points may reach from the camera's axis. */
export interface Fill {
  x: number
  y: number
}

/** A camera position and the point it looks at. */
export interface SwmCameraPose {
  position: [number, number, number]
  target: [number, number, number]
}

/** The points the seat's view must hold: the map's rim, a row of waiting figures beside each edge, two dice. */
export function framedPoints(map: SwmMap): Vector3[] {
  const half = mapHalf(map)
  const reach = { x: half.x + STAGING_STEP * 1.3, z: half.z + STAGING_STEP * 1.3 }
  const dice = diceSpot(map, 1)
  return [
    ...[-1, 1].flatMap((sx) => [-1, 1].map((sz) => new Vector3(sx * reach.x, MAP_TOP, sz * half.z))),
    ...[-1, 1].flatMap((sx) => [-1, 1].map((sz) => new Vector3(sx * half.x, MAP_TOP, sz * reach.z))),
    new Vector3(dice.x + 0.2, MAP_TOP + 0.3, dice.z),
  ]
}

/** The pose at `distance` from the map's centre, behind `edge`. */
function poseAt(edge: MapEdge, distance: number): SwmCameraPose {
  const out = edgeOutward(edge)
  const flat = Math.cos(ELEVATION) * distance
  return { position: [out.x * flat, Math.sin(ELEVATION) * distance, out.z * flat], target: [0, 0, 0] }
}

/** Whether every point lies within `fill` of the axis of a camera at `pose`. */
function fits(pose: SwmCameraPose, points: readonly Vector3[], aspect: number, fill: Fill): boolean {
  const cam = new PerspectiveCamera(SWM_FOV, aspect, 0.1, 100)
  cam.position.set(...pose.position)
  cam.lookAt(...pose.target)
  cam.updateMatrixWorld()
  const v = new Vector3()
  return points.every((p) => {
    v.copy(p).project(cam)
    return v.z < 1 && Math.abs(v.x) <= fill.x * FILL && Math.abs(v.y) <= fill.y * FILL
  })
}

/**
 * The nearest pose behind `edge` whose view of a canvas `aspect` wide holds the whole map (framedPoints) within
 * `fill` of its axis (the whole view by default; less where panels cover the canvas and a lens shift centres the
 * free part, SwmCamera).
 */
export function seatPose(map: SwmMap, edge: MapEdge, aspect: number, fill: Fill = { x: 1, y: 1 }): SwmCameraPose {
  const points = framedPoints(map)
  let near = 2
  let far = 60
  for (let i = 0; i < 30; i++) {
    const mid = (near + far) / 2
    if (fits(poseAt(edge, mid), points, Math.max(0.2, aspect), fill)) far = mid
    else near = mid
  }
  return poseAt(edge, far)
}

/** The free part of the canvas the panels leave (swm-panels.css): both columns, the status and turn bars. */
export function freeRect(width: number, height: number): Rect {
  // Too narrow for both columns beside the map (a phone): frame the whole canvas.
  if (width - 600 < 360) return { left: 0, top: 0, right: width, bottom: height }
  return { left: 280, top: 140, right: width - 320, bottom: height - 12 }
}

/** The seat's framing on a `width` × `height` canvas: the pose, and the lens that centres it in `free`. */
export function seatFraming(
  map: SwmMap,
  edge: MapEdge,
  width: number,
  height: number,
  free: Rect,
): { pose: SwmCameraPose; lens: Lens } {
  const w = Math.max(1, width)
  const h = Math.max(1, height)
  const fill = { x: (free.right - free.left) / w, y: (free.bottom - free.top) / h }
  const lens = lensAt(w, h, (free.left + free.right) / 2, (free.top + free.bottom) / 2, SWM_FOV)
  return { pose: seatPose(map, edge, w / h, fill), lens }
}
