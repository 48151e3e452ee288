/**
 * The turn that lays one face of a solid on top and reads right: its outward normal to +y and its picture's
 * "up" (the texture's +v direction on that face) towards −z, the far side of the table, as cards do.
 */
import type { Quaternion } from 'three'
import { Matrix4, Vector3 } from 'three'

const _n = /* @__PURE__ */ new Vector3()
const _u = /* @__PURE__ */ new Vector3()
const _a = /* @__PURE__ */ new Vector3()
const _m = /* @__PURE__ */ new Matrix4()

/**
 * Writes into `out` the rotation taking `normal` to +y and `textureUp` (any direction not parallel to the
 * normal; its part along the normal is ignored) to −z.
 */
export function faceUpRotation(normal: Vector3, textureUp: Vector3, out: Quaternion): Quaternion {
  _n.copy(normal).normalize()
  _u.copy(textureUp).addScaledVector(_n, -textureUp.dot(_n)).normalize()
  // The source frame (u × n, n, −u) must land on (x, y, z): its inverse (transpose) is the rotation.
  _a.crossVectors(_u, _n)
  _m.makeBasis(_a, _n, _u.negate()).transpose()
  return out.setFromRotationMatrix(_m)
}
