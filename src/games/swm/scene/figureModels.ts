/**
 * Which model each character stands as (src/games/swm/pieces/swmModels.ts: the box's four sculpts), and a stand-in
 * of primitives for a character without one or a model that fails to load: a robed figure on the same 0.27 base,
 * baked as the loaded models are (figureBake.ts), so it joins the same FigureBatch.
 */
import { Color, CylinderGeometry, Matrix4, SphereGeometry } from 'three'
import type { BufferGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { SATIN, bakePrimitive } from '../../../scene/figureBake'
import type { BakedPart } from '../../../scene/figureBake'
import { swmModelPath } from '../pieces/swmModels'
import type { SwmModel } from '../pieces/swmModels'

/** The sculpt of each character the box holds (src/boxes/catalogue/swm-characters.ts's IN_BOX). */
const MODEL_OF: Readonly<Record<string, SwmModel>> = {
  'obi-wan-kenobi': 'obi-wan-kenobi',
  'luke-skywalker-champion': 'luke-skywalker',
  'darth-vader': 'darth-vader',
  'death-star-trooper': 'death-star-trooper',
}

/** What a figure is drawn as: one of the sculpts, or the stand-in. */
export type FigureLook = SwmModel | 'stand-in'

/** The look of character `def`. */
export function lookOf(def: string): FigureLook {
  return Object.hasOwn(MODEL_OF, def) ? (MODEL_OF[def] as SwmModel) : 'stand-in'
}

/** URL of a sculpt under the app's base URL. */
export function modelUrl(model: SwmModel, base: string = import.meta.env.BASE_URL): string {
  return `${base}${swmModelPath(model)}`
}

/** One primitive of the stand-in, baked in `colour`, moved to (0, y, 0). */
function bakedPiece(source: BufferGeometry, y: number, colour: string): BufferGeometry {
  const baked = bakePrimitive(source, new Matrix4().makeTranslation(0, y, 0), { ...SATIN, colour: new Color(colour) })
  source.dispose()
  return baked
}

let standIn: BakedPart[] | null = null

/** The stand-in figure (made once): base, robe, shoulders and head, in greys that any side's ring frames. */
export function standInParts(): readonly BakedPart[] {
  if (!standIn) {
    const pieces = [
      bakedPiece(new CylinderGeometry(0.13, 0.135, 0.025, 24), 0.0125, '#2c3036'),
      bakedPiece(new CylinderGeometry(0.045, 0.085, 0.2, 14), 0.125, '#8b8f96'),
      bakedPiece(new SphereGeometry(0.055, 14, 8), 0.24, '#9ca0a7'),
      bakedPiece(new SphereGeometry(0.04, 14, 10), 0.31, '#c8b49a'),
    ]
    const geometry = mergeGeometries(pieces) ?? pieces[0]!
    for (const p of pieces) if (p !== geometry) p.dispose()
    standIn = [{ geometry, layer: 'solid', armour: null }]
  }
  return standIn
}
