/**
 * Materials of the Battle of Hoth models. The rulebook's figures are dark grey for the Empire and light grey
 * for the Rebels; every model names its materials from the same set so the scene can tint by name:
 * armour (the side colour: the figure's plastic), suit (a darker cloth/undersuit shade of the side colour),
 * base, metal (guns, joints), glass (dark lenses, visors, canopies), accent (small markings) and stand
 * (the clear flight stand, alpha-blended).
 */
import type { MaterialSpec } from './gltf'

/** Every material id a Hoth model may use. */
export type HothMaterial = 'armour' | 'suit' | 'base' | 'metal' | 'glass' | 'accent' | 'stand'

/** A full material set for one side. */
export type Palette = Record<HothMaterial, MaterialSpec>

const shared = {
  glass: { colour: '#0d1013', roughness: 0.12, metalness: 0.3 },
  stand: { colour: '#dfeaf2', roughness: 0.1, metalness: 0, opacity: 0.35 },
} satisfies Partial<Palette>

/** The Empire: dark grey figures ("sötétszürke figurák"). */
export const EMPIRE: Palette = {
  armour: { colour: '#60646b', roughness: 0.5, metalness: 0.05 },
  suit: { colour: '#44474d', roughness: 0.7, metalness: 0.05 },
  base: { colour: '#2d3034', roughness: 0.8, metalness: 0.05 },
  metal: { colour: '#3a3d42', roughness: 0.4, metalness: 0.5 },
  accent: { colour: '#9b2c2c', roughness: 0.5, metalness: 0.05 },
  ...shared,
}

/** The Rebels: light grey figures ("világosszürke figurák"). */
export const REBEL: Palette = {
  armour: { colour: '#c9ccce', roughness: 0.5, metalness: 0.05 },
  suit: { colour: '#a4a8ac', roughness: 0.7, metalness: 0.05 },
  base: { colour: '#6f7479', roughness: 0.8, metalness: 0.05 },
  metal: { colour: '#5b6066', roughness: 0.4, metalness: 0.5 },
  accent: { colour: '#d2702a', roughness: 0.5, metalness: 0.05 },
  ...shared,
}

/** The subset of a palette a model uses, in the order given (the order of its glTF primitives). */
export function pick<M extends HothMaterial>(palette: Palette, ids: readonly M[]): Record<M, MaterialSpec> {
  return Object.fromEntries(ids.map((id) => [id, palette[id]])) as Record<M, MaterialSpec>
}
