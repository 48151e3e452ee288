/**
 * Between the page and the table: a pointer's ray onto the felt plane, and a world point projected to
 * CSS pixels of the page. Scratch objects live at module scope so pointer handlers allocate nothing.
 */
import { Plane, Raycaster, Vector2, Vector3 } from 'three'
import type { Camera } from 'three'

/** The part of a DOMRect these helpers need. */
export interface ViewRect {
  left: number
  top: number
  width: number
  height: number
}

const _ndc = /* @__PURE__ */ new Vector2()
const _plane = /* @__PURE__ */ new Plane(new Vector3(0, 1, 0), 0)
const _raycaster = /* @__PURE__ */ new Raycaster()
const _v = /* @__PURE__ */ new Vector3()

/** Normalised device coordinates of a page point inside `rect` (written to `out`). */
export function toNdc(clientX: number, clientY: number, rect: ViewRect, out: Vector2): Vector2 {
  return out.set(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1)
}

/**
 * Where the pointer's ray meets the horizontal plane y = `height`, written to `out`.
 * Returns false when the ray misses it (looking above the horizon).
 */
export function pointerOnTable(
  clientX: number,
  clientY: number,
  rect: ViewRect,
  camera: Camera,
  out: Vector3,
  height = 0,
): boolean {
  _raycaster.setFromCamera(toNdc(clientX, clientY, rect, _ndc), camera)
  _plane.constant = -height
  return _raycaster.ray.intersectPlane(_plane, out) !== null
}

/** Page CSS pixels of a world point, or null when it is behind the camera. */
export function worldToPage(
  x: number,
  y: number,
  z: number,
  camera: Camera,
  rect: ViewRect,
): { x: number; y: number } | null {
  _v.set(x, y, z).project(camera)
  if (_v.z > 1 || _v.z < -1) return null
  return { x: rect.left + ((_v.x + 1) / 2) * rect.width, y: rect.top + ((1 - _v.y) / 2) * rect.height }
}
