/**
 * Materials of the Star Wars Miniatures figures. They are named as the Battle of Hoth ones (hoth-palette.ts) so the
 * scene tints them the same way: `armour` is the figure's main colour (robe, armour plates, uniform: what a look's
 * colour replaces), `suit` the second cloth (undersuit, cape, tunic), `metal` hilts, guns and belts, `glass` glossy
 * black (helmets, lenses), `accent` small markings, `base` the base. Two more: `skin` (faces, hands, hair) and
 * `blade` (a lightsaber blade, which glows in its own colour).
 */
import type { MaterialSpec } from './gltf'

/** Every material id an SWM figure may use, in primitive order. */
export const SWM_MATERIALS = ['armour', 'suit', 'skin', 'metal', 'glass', 'accent', 'blade', 'base'] as const

/** A material id of an SWM figure. */
export type SwmMaterial = (typeof SWM_MATERIALS)[number]

/** A full material set for one figure. */
export type SwmPalette = Record<SwmMaterial, MaterialSpec>

/** Blade colours: the core is nearly white, the glow (emissive) the saber's colour. */
const BLADES = {
  blue: { colour: '#bfe4ff', roughness: 0.3, metalness: 0, emissive: '#2f8dff' },
  green: { colour: '#caffbf', roughness: 0.3, metalness: 0, emissive: '#2fd13a' },
  red: { colour: '#ffc4bd', roughness: 0.3, metalness: 0, emissive: '#ff1a12' },
} as const satisfies Record<string, MaterialSpec>

/** Shared by every figure unless it says otherwise. */
const COMMON: SwmPalette = {
  armour: { colour: '#8a8d92', roughness: 0.6, metalness: 0.05 },
  suit: { colour: '#3a3c40', roughness: 0.75, metalness: 0.05 },
  skin: { colour: '#d9a886', roughness: 0.7, metalness: 0 },
  metal: { colour: '#a7abb0', roughness: 0.35, metalness: 0.6 },
  glass: { colour: '#0d0e10', roughness: 0.15, metalness: 0.3 },
  accent: { colour: '#b8412f', roughness: 0.5, metalness: 0.05 },
  blade: BLADES.blue,
  base: { colour: '#2d3034', roughness: 0.8, metalness: 0.05 },
}

/** Obi-Wan Kenobi: brown Jedi robe over a cream tunic, greying ginger hair and beard (accent), a blue blade. */
export const OBI_WAN: SwmPalette = {
  ...COMMON,
  armour: { colour: '#6e4a2c', roughness: 0.85, metalness: 0 },
  suit: { colour: '#d6c6a0', roughness: 0.8, metalness: 0 },
  accent: { colour: '#a8825c', roughness: 0.8, metalness: 0 },
}

/** Luke Skywalker, Jedi Knight: black tunic and trousers, sandy hair (accent), a green blade. */
export const LUKE: SwmPalette = {
  ...COMMON,
  armour: { colour: '#24252a', roughness: 0.7, metalness: 0.05 },
  suit: { colour: '#17181b', roughness: 0.8, metalness: 0.05 },
  accent: { colour: '#d8b36a', roughness: 0.8, metalness: 0 },
  blade: BLADES.green,
}

/** Darth Vader: glossy black armour and helmet, matt black cape, chest box lights (accent), a red blade. */
export const VADER: SwmPalette = {
  ...COMMON,
  armour: { colour: '#1b1c20', roughness: 0.35, metalness: 0.2 },
  suit: { colour: '#0f1012', roughness: 0.9, metalness: 0 },
  metal: { colour: '#8d9196', roughness: 0.35, metalness: 0.6 },
  accent: { colour: '#d63a2f', roughness: 0.4, metalness: 0.1 },
  blade: BLADES.red,
}

/**
 * Death Star trooper: black uniform, glossy black helmet, silver belt and code cylinders, black blaster. The uniform
 * is painted a shade lighter than the helmet (and than Vader) so the helmet's outline reads across the table.
 */
export const DEATH_STAR_TROOPER: SwmPalette = {
  ...COMMON,
  armour: { colour: '#3a3d44', roughness: 0.7, metalness: 0.05 },
  suit: { colour: '#16171a', roughness: 0.8, metalness: 0.05 },
  metal: { colour: '#b9bdc2', roughness: 0.3, metalness: 0.7 },
  accent: { colour: '#c9ccd0', roughness: 0.4, metalness: 0.3 },
}
