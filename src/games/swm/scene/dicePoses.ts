/**
 * Where the rolled d20s land and how they turn: each on its natural (from the log, never from the throw), upright
 * for the seat looking, in a row on the table beside the map. Seeded by the roll's key, so every peer sees the
 * same throw.
 */
import { Quaternion, Vector3 } from 'three'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { D20_HEIGHT, d20UpRotation } from '../pieces/d20'
import { tumbleSpin } from '../../../lib/dieTumble'
import { diceSpot, edgeOutward } from './mapLayout'
import type { MapEdge } from './mapLayout'

/** One die's landing: where, resting how, and the spin it lands with. */
export interface DiePose {
  x: number
  y: number
  z: number
  rest: Quaternion
  axis: Vector3
  turns: number
  /** A start turned away from rest, so the tumble visibly rolls. */
  from: Quaternion
  /** Milliseconds after the first die. */
  delay: number
}

const UP = new Vector3(0, 1, 0)

/** A number 0…1 from a string (FNV-1a). */
function hashUnit(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return (h >>> 0) / 4294967296
}

/** The landing of each of `naturals` (1–20) rolled under `key`, read from behind `edge`. */
export function dicePoses(map: SwmMap, naturals: readonly number[], key: string, edge: MapEdge): DiePose[] {
  const out = edgeOutward(edge)
  // The d20's numbers read upright looking towards −z; turn them to read looking away from the seat's edge.
  const facing = Math.atan2(out.x, out.z)
  return naturals.map((natural, i) => {
    const spot = diceSpot(map, i)
    const jitter = hashUnit(`${key}:${i}`) - 0.5
    const yaw = new Quaternion().setFromAxisAngle(UP, facing + jitter * 0.5)
    const rest = yaw.multiply(d20UpRotation(natural - 1))
    const spin = tumbleSpin(`${key}:${i}`, new Vector3())
    const from = rest.clone().premultiply(new Quaternion().setFromAxisAngle(spin.axis, Math.PI * (0.6 + jitter)))
    return {
      x: spot.x + jitter * 0.05,
      y: D20_HEIGHT / 2,
      z: spot.z + jitter * 0.04,
      rest,
      axis: spin.axis,
      turns: spin.turns,
      from,
      delay: i * 60,
    }
  })
}
