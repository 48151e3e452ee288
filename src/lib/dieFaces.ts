/**
 * A d6 as data: which value lies on which face of the box geometry (opposite faces sum to 7), and the
 * rotation that turns a value up.
 */
import { Euler, Quaternion } from 'three'

/** Values on BoxGeometry's faces, in its group order: +x, −x, +y, −y, +z, −z. */
export const DIE_FACE_VALUES = [3, 4, 1, 6, 2, 5] as const

// Rotations that bring the face holding each value (index = value − 1) to +y.
const UP_ROTATIONS: readonly Quaternion[] = [
  new Euler(0, 0, 0),
  new Euler(-Math.PI / 2, 0, 0),
  new Euler(0, 0, Math.PI / 2),
  new Euler(0, 0, -Math.PI / 2),
  new Euler(Math.PI / 2, 0, 0),
  new Euler(Math.PI, 0, 0),
].map((e) => new Quaternion().setFromEuler(e))

/** Parses a die's look ('1'–'6'); anything else shows 1. */
export function dieValue(look: string): number {
  const v = Number.parseInt(look, 10)
  return v >= 1 && v <= 6 ? v : 1
}

/** The rotation (shared, do not mutate) that shows `value` on top. */
export function dieUpRotation(value: number): Quaternion {
  return UP_ROTATIONS[Math.min(6, Math.max(1, value)) - 1] as Quaternion
}
