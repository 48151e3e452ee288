/**
 * The short tumble a die makes when it is rolled: a hop with spin that ends on the new face. Pure maths over
 * quaternions, so the dice layer only has to feed it the time.
 */
import type { Vector3 } from 'three'
import { Quaternion } from 'three'
import { easeOutCubic } from './pose'

/** How long a tumble lasts (ms). */
export const TUMBLE_MS = 600
/** How high the die hops at the top of the tumble (table units). */
export const TUMBLE_HOP = 0.3

const _spin = /* @__PURE__ */ new Quaternion()

/** One die's tumble: when it began, the rotation it started from, and the (horizontal) axis and turns of its spin. */
export interface Tumble {
  t0: number
  from: Quaternion
  axis: Vector3
  turns: number
}

/**
 * The rotation at progress `t` (0…1) of a tumble from `from` to `to`: the two blended, plus whole turns around
 * `axis` that unwind to none, so it starts exactly at `from` and lands exactly on `to`.
 */
export function tumbleRotation(
  from: Quaternion,
  to: Quaternion,
  axis: Vector3,
  turns: number,
  t: number,
  out: Quaternion,
): Quaternion {
  const e = easeOutCubic(t)
  out.copy(from).slerp(to, e)
  return out.premultiply(_spin.setFromAxisAngle(axis, (1 - e) * turns * 2 * Math.PI))
}

/** How high above its rest the die is at progress `t`: up and down once, on the table at both ends. */
export function tumbleHop(t: number): number {
  const c = Math.min(1, Math.max(0, t))
  return TUMBLE_HOP * Math.sin(Math.PI * c) * (1 - c * 0.4)
}

/**
 * A tumble's spin for a die and roll: a horizontal axis and one or two turns, picked from the string so every
 * peer sees the same throw (looks only; the face comes from the log).
 */
export function tumbleSpin(seed: string, axis: Vector3): { axis: Vector3; turns: number } {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619)
  const angle = ((h >>> 0) % 3600) * (Math.PI / 1800)
  axis.set(Math.cos(angle), 0, Math.sin(angle))
  return { axis, turns: 1 + ((h >>> 12) & 1) }
}

/** What a die showed when last seen: its look and, for dice rolled through the log, how often it was rolled. */
export interface RollSighting {
  look: string
  rolls: number | undefined
}

/**
 * Whether going from `before` to `after` is a throw worth showing: the roll count went up (a re-roll landing on
 * the same face included), or a die seen without one got its first roll; a legacy die without a roll count
 * tumbles when its face changes. A die appearing with an old count (the log catching up) does not.
 */
export function isNewRoll(before: RollSighting, after: RollSighting): boolean {
  if (after.rolls !== undefined) {
    return before.rolls === undefined ? after.rolls === 1 : after.rolls > before.rolls
  }
  return before.rolls === undefined && before.look !== after.look
}
