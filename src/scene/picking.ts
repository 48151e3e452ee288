/**
 * Pointer picking shared by the game tables: meshes that answer the pointer carry a picker in their userData that
 * turns a hit (its instance and world point) into what the pointer is on, in the game's own terms. Everything else
 * opts out of raycasting (noRaycast), so a pointer move tests only the few meshes that can be picked.
 */
import type { Object3D, Vector3 } from 'three'

/** Turns a hit on a mesh (instance id, world point) into what it shows (a game's pick), or null. */
export type Picker<T> = (instanceId: number | undefined, point: Vector3) => T | null

/** Makes `object` answer the pointer through `picker`. */
export function setPicker<T>(object: Object3D, picker: Picker<T>): void {
  object.userData.pick = picker
}

/** What a hit on `object` picks, or null when the object does not answer the pointer. */
export function pickOf<T>(object: Object3D, instanceId: number | undefined, point: Vector3): T | null {
  const picker = object.userData.pick as Picker<T> | undefined
  return picker ? picker(instanceId, point) : null
}

/** A raycast that never hits: for meshes the pointer should pass through. */
export function noRaycast(): void {}
