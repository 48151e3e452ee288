/**
 * Pointer picking on the Hoth board (src/scene/picking.ts, in Hoth's terms): the hex tiles and one cylinder per
 * piece turn a hit instance into a hex and the unit or structure there.
 */
import type { Object3D, Vector3 } from 'three'
import type { HexId } from '../../../../engine/games/hoth'
import { pickOf as scenePickOf, setPicker as sceneSetPicker } from '../../../scene/picking'
import type { Picker as ScenePicker } from '../../../scene/picking'

export { noRaycast } from '../../../scene/picking'

/** What the pointer is on: a hex, and the unit or structure there when the pointer is on one. */
export interface HothPick {
  hex: HexId
  id: string | null
}

/** Turns an instance id of a mesh into what it shows. */
export type Picker = ScenePicker<HothPick>

/** Makes `object` answer the pointer through `picker`. */
export const setPicker: (object: Object3D, picker: Picker) => void = sceneSetPicker

/** What a hit on `object` (instance `instanceId` at `point`) picks, or null when it does not answer the pointer. */
export const pickOf: (object: Object3D, instanceId: number | undefined, point: Vector3) => HothPick | null = scenePickOf
