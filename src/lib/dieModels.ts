/**
 * The four kinds of die as the scene draws them: each kind's height (how high its centre rests), the rotation
 * that shows a face on top, and its geometry. pose.ts places dice with these; the dice layers build from them.
 */
import type { BufferGeometry, Quaternion } from 'three'
import type { DieKind } from '../../engine/games/tabletop'
import { COIN_THICKNESS, coinUpRotation, createCoinGeometry } from './coin'
import { D20_HEIGHT, createD20Geometry, d20UpRotation } from '../games/swm/pieces/d20'
import { dieUpRotation } from './dieFaces'
import { DIE_SIZE } from './dimensions'
import { createDieGeometry } from './geometries'
import { createHothDieGeometry, hothUpRotation } from '../games/hoth/pieces/hothDie'

/** How tall each kind lies (face to face, or the coin's thickness); its centre rests half this high. */
export const DIE_HEIGHTS: Readonly<Record<DieKind, number>> = {
  d6: DIE_SIZE,
  d20: D20_HEIGHT,
  hoth: DIE_SIZE,
  coin: COIN_THICKNESS,
}

/** The rotation (shared, do not mutate) that shows `face` (0-based) of a `kind` die on top. */
export function dieRestRotation(kind: DieKind, face: number): Quaternion {
  switch (kind) {
    case 'd6':
      return dieUpRotation(face + 1)
    case 'd20':
      return d20UpRotation(face)
    case 'hoth':
      return hothUpRotation(face)
    case 'coin':
      return coinUpRotation(face)
  }
}

/** Each kind's geometry factory (centred on its own height, resting face up as built). */
export const DIE_GEOMETRIES: Readonly<Record<DieKind, () => BufferGeometry>> = {
  d6: createDieGeometry,
  d20: createD20Geometry,
  hoth: createHothDieGeometry,
  coin: createCoinGeometry,
}
