/**
 * Dice as the scene reads them: a die object's look (`<kind>:<face>`, e.g. `d20:16`, or the legacy `'1'`–`'6'`)
 * parsed into its kind and 0-based face; and the d6 as data: which value lies on which face of the box geometry
 * (opposite faces sum to 7), and the rotation that turns a value up.
 */
import { Euler, Quaternion } from 'three'
import { DIE_FACE_COUNT, DIE_KINDS } from '../../engine/games/tabletop'
import type { DieKind } from '../../engine/games/tabletop'

/** A die's kind and the face (0-based index) it shows. */
export interface DieLook {
  kind: DieKind
  face: number
}

/** Whether `value` names a kind of die. */
export function isDieKind(value: string): value is DieKind {
  return (DIE_KINDS as readonly string[]).includes(value)
}

/** Faces as decimal digits, no sign or leading '+', at most three of them. */
const FACE_DIGITS = /^\d{1,3}$/

/**
 * Parses a die's look into `out` (pass one to avoid allocating per frame): `<kind>:<face>` (a face index in
 * range), a bare kind (face 0), or a legacy d6 value `'1'`–`'6'`. Anything else is a d6 showing 1; a face out
 * of range shows face 0 of that kind.
 */
export function parseDieLook(look: string, out: DieLook = { kind: 'd6', face: 0 }): DieLook {
  out.kind = 'd6'
  out.face = 0
  if (look.length === 1 && look >= '1' && look <= '6') {
    out.face = look.charCodeAt(0) - 49
    return out
  }
  const colon = look.indexOf(':')
  const kind = colon < 0 ? look : look.slice(0, colon)
  if (!isDieKind(kind)) return out
  out.kind = kind
  const face = colon < 0 ? '' : look.slice(colon + 1)
  if (FACE_DIGITS.test(face) && Number(face) < DIE_FACE_COUNT[kind]) out.face = Number(face)
  return out
}

/** The look showing `face` of a `kind` die (what the scene hands a rolled die). */
export function dieLook(kind: DieKind, face: number): string {
  return `${kind}:${face}`
}

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
