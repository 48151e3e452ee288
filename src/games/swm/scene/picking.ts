/**
 * Pointer picking on the skirmish map: meshes that answer the pointer carry a picker in their userData that turns a
 * hit (its instance and point) into what the pointer is on. Everything else opts out of raycasting, so a pointer
 * move tests only the deck and one invisible cylinder per figure.
 */
import type { Object3D, Vector3 } from 'three'
import type { At } from '../../../../engine/games/swm'

/** What the pointer is on: a figure (its cylinder) or a square of the deck; `square` null off the map. */
export interface SwmPick {
  kind: 'figure' | 'square'
  square: At | null
  figure: string | null
}

/** Turns a hit on a mesh (instance id, world point) into what it shows. */
export type Picker = (instanceId: number | undefined, point: Vector3) => SwmPick | null

/** Makes `object` answer the pointer through `picker`. */
export function setPicker(object: Object3D, picker: Picker): void {
  object.userData.swmPick = picker
}

/** What a hit on `object` picks, or null when the object does not answer the pointer. */
export function pickOf(object: Object3D, instanceId: number | undefined, point: Vector3): SwmPick | null {
  const picker = object.userData.swmPick as Picker | undefined
  return picker ? picker(instanceId, point) : null
}

/** A raycast that never hits: for meshes the pointer should pass through. */
export function noRaycast(): void {}
