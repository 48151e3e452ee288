/**
 * Where an object is drawn: its pose on the table (position, turn, flip) and the instance matrix built from
 * it. Poses are plain numbers so animations can blend them without allocating.
 */
import { Quaternion, Vector3 } from 'three'
import type { Matrix4 } from 'three'
import type { TableObject, TableObjectKind } from '../../net/schema'
import { LAYER_STEP, objectHeight } from './dimensions'
import { parseDieLook } from './dieFaces'
import type { DieLook } from './dieFaces'
import { DIE_HEIGHTS, dieRestRotation } from './dieModels'

/** A drawn pose: centre on the table (y = bottom of the object), turn around y and flip around the long axis. */
export interface Pose {
  x: number
  /** Height of the object's bottom above the felt. */
  y: number
  z: number
  /** Radians around +y; a quarter turn clockwise seen from above is −π/2. */
  yaw: number
  /** Radians around the object's long axis: 0 face up, π face down. */
  flip: number
}

/** A fresh zero pose (allocate once, reuse). */
export function createPose(): Pose {
  return { x: 0, y: 0, z: 0, yaw: 0, flip: 0 }
}

/** Copies `src` into `out`. */
export function copyPose(src: Pose, out: Pose): Pose {
  out.x = src.x
  out.y = src.y
  out.z = src.z
  out.yaw = src.yaw
  out.flip = src.flip
  return out
}

/**
 * The pose an object rests in, from its document fields. `baseY` is how high it lies (see stacking.ts);
 * without it, its layer times a card's thickness.
 */
export function restPose(obj: TableObject, out: Pose, baseY = obj.layer * LAYER_STEP): Pose {
  out.x = obj.x
  out.y = baseY
  out.z = obj.z
  out.yaw = (-obj.quarter * Math.PI) / 2
  out.flip = (obj.kind === 'card' || obj.kind === 'token') && !obj.faceUp ? Math.PI : 0
  return out
}

/** Wraps an angle to (−π, π]. */
export function wrapAngle(a: number): number {
  const t = (a + Math.PI) % (2 * Math.PI)
  return (t <= 0 ? t + 2 * Math.PI : t) - Math.PI
}

/** Blends two poses (t in 0..1); the turn takes the short way round. */
export function lerpPose(a: Pose, b: Pose, t: number, out: Pose): Pose {
  out.x = a.x + (b.x - a.x) * t
  out.y = a.y + (b.y - a.y) * t
  out.z = a.z + (b.z - a.z) * t
  out.yaw = a.yaw + wrapAngle(b.yaw - a.yaw) * t
  out.flip = a.flip + (b.flip - a.flip) * t
  return out
}

/** Ease-out cubic: fast start, gentle landing. */
export function easeOutCubic(t: number): number {
  const u = 1 - Math.min(1, Math.max(0, t))
  return 1 - u * u * u
}

const _pos = /* @__PURE__ */ new Vector3()
const _scale = /* @__PURE__ */ new Vector3(1, 1, 1)
const _yaw = /* @__PURE__ */ new Quaternion()
const _tilt = /* @__PURE__ */ new Quaternion()
const _axisY = /* @__PURE__ */ new Vector3(0, 1, 0)
const _axisZ = /* @__PURE__ */ new Vector3(0, 0, 1)
const _die: DieLook = { kind: 'd6', face: 0 }

/**
 * The instance matrix of an object drawn at `pose`. Geometries are centred on their own height, so the flip
 * turns an object in place; a die shows its face by rotation instead of flipping, its look (`d20:16`, `coin:1`,
 * legacy `'1'`–`'6'`) saying which kind it is and which face lies on top.
 */
export function poseMatrix(kind: TableObjectKind, look: string, pose: Pose, out: Matrix4): Matrix4 {
  _pos.set(pose.x, pose.y + objectHeight(kind) / 2, pose.z)
  _yaw.setFromAxisAngle(_axisY, pose.yaw)
  if (kind === 'die') {
    parseDieLook(look, _die)
    _pos.y = pose.y + DIE_HEIGHTS[_die.kind] / 2
    _tilt.copy(dieRestRotation(_die.kind, _die.face))
  } else _tilt.setFromAxisAngle(_axisZ, pose.flip)
  return out.compose(_pos, _yaw.multiply(_tilt), _scale)
}
