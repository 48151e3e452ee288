/**
 * A lens shift for a camera whose canvas is partly covered by DOM panels: three's view offset puts the camera's axis
 * where the free part of the canvas is, instead of turning the camera, so the scene keeps its symmetric perspective
 * and picking and screen projections keep working (both go through the projection matrix). Battle of Hoth and the
 * skirmish table frame their boards with it.
 */
import type { Camera, PerspectiveCamera } from 'three'

/** A box on the canvas in CSS pixels. */
export interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

/** How the camera draws the canvas: its field of view and three's `setViewOffset` arguments. */
export interface Lens {
  /** Vertical field of view (degrees) over the whole virtual image. */
  fov: number
  /** The virtual image's size and where the canvas lies in it. */
  view: { fullWidth: number; fullHeight: number; x: number; y: number; width: number; height: number }
}

/**
 * The lens that puts the camera's axis at (cx, cy) of a `width` × `height` canvas, `fovDeg` high: a virtual
 * image k times the canvas centred there (so pixels stay square), its field of view widened by k so that
 * things keep the size they would have without the shift.
 */
export function lensAt(width: number, height: number, cx: number, cy: number, fovDeg: number): Lens {
  const w = Math.max(1, width)
  const h = Math.max(1, height)
  const k = Math.max(1, (2 * cx) / w, (2 * (w - cx)) / w, (2 * cy) / h, (2 * (h - cy)) / h)
  const fullWidth = k * w
  const fullHeight = k * h
  return {
    fov: (Math.atan(Math.tan((fovDeg * Math.PI) / 360) * k) * 360) / Math.PI,
    view: { fullWidth, fullHeight, x: fullWidth / 2 - cx, y: fullHeight / 2 - cy, width: w, height: h },
  }
}

/** Sets a perspective camera's field of view and view offset (the lens shift) from `lens`. */
export function applyLens(camera: Camera, lens: Lens): void {
  if (!(camera as PerspectiveCamera).isPerspectiveCamera) return
  const cam = camera as PerspectiveCamera
  const v = lens.view
  cam.fov = lens.fov
  cam.aspect = v.width / v.height
  cam.setViewOffset(v.fullWidth, v.fullHeight, v.x, v.y, v.width, v.height)
  cam.updateProjectionMatrix()
}
