/**
 * Pointer picking on the Hoth board: meshes that answer clicks carry a picker in their userData that turns the
 * hit instance into a hex (and a unit or structure id). Everything else opts out of raycasting entirely, so a
 * pointer move tests only the hex tiles and one cylinder per piece.
 */
import type { Object3D } from 'three'
import type { HexId } from '../../../../engine/games/hoth'

/** What the pointer is on: a hex, and the unit or structure there when the pointer is on one. */
export interface HothPick {
  hex: HexId
  id: string | null
}

/** Turns an instance id of a mesh into what it shows. */
export type Picker = (instanceId: number | undefined) => HothPick | null

/** Makes `object` answer the pointer through `picker`. */
export function setPicker(object: Object3D, picker: Picker): void {
  object.userData.hothPick = picker
}

/** What a hit on `object` (instance `instanceId`) picks, or null when the object does not answer the pointer. */
export function pickOf(object: Object3D, instanceId: number | undefined): HothPick | null {
  const picker = object.userData.hothPick as Picker | undefined
  return picker ? picker(instanceId) : null
}

/** A raycast that never hits: for meshes the pointer should pass through. */
export function noRaycast(): void {}
