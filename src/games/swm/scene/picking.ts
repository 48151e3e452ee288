/**
 * Pointer picking on the skirmish map (src/scene/picking.ts, in the skirmish's terms): the deck and one invisible
 * cylinder per figure turn a hit (its instance and point) into a figure or a square.
 */
import type { Object3D, Vector3 } from 'three'
import type { At } from '../../../../engine/games/swm'
import { pickOf as scenePickOf, setPicker as sceneSetPicker } from '../../../scene/picking'
import type { Picker as ScenePicker } from '../../../scene/picking'

export { noRaycast } from '../../../scene/picking'

/** What the pointer is on: a figure (its cylinder) or a square of the deck; `square` null off the map. */
export interface SwmPick {
  kind: 'figure' | 'square'
  square: At | null
  figure: string | null
}

/** Turns a hit on a mesh (instance id, world point) into what it shows. */
export type Picker = ScenePicker<SwmPick>

/** Makes `object` answer the pointer through `picker`. */
export const setPicker: (object: Object3D, picker: Picker) => void = sceneSetPicker

/** What a hit on `object` picks, or null when the object does not answer the pointer. */
export const pickOf: (object: Object3D, instanceId: number | undefined, point: Vector3) => SwmPick | null = scenePickOf
