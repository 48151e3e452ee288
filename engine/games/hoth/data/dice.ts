/**
 * The battle die as data. The rulebook names the faces (infantry, vehicle, blast, retreat, miss) but not how
 * many of each; the default below (2 infantry, 1 vehicle, 1 blast, 1 retreat, 1 miss) is the documented
 * assumption (docs/games/hoth.md), in the Command & Colors tradition.
 */
import type { Rng } from '../../../core/random'
import type { DieFace } from '../types'

/** The six faces of a battle die. */
export const DIE_FACES: readonly DieFace[] = Object.freeze([
  'infantry',
  'infantry',
  'vehicle',
  'blast',
  'retreat',
  'miss',
])

/** Rolls `count` battle dice. */
export function rollDice(rng: Rng, count: number): DieFace[] {
  return Array.from({ length: count }, () => rng.pick(DIE_FACES))
}

/** Hits `faces` score against a target hit by `hitBy`: one per matching face, and one per blast whatever the target. */
export function countHits(faces: readonly DieFace[], hitBy: readonly DieFace[]): number {
  return faces.filter((f) => f === 'blast' || hitBy.includes(f)).length
}

/** Names of the faces for logs. */
export const FACE_NAMES: Readonly<Record<DieFace, { hu: string; en: string }>> = {
  infantry: { hu: 'gyalogság', en: 'infantry' },
  vehicle: { hu: 'jármű', en: 'vehicle' },
  blast: { hu: 'robbanás', en: 'blast' },
  retreat: { hu: 'visszavonulás', en: 'retreat' },
  miss: { hu: 'X', en: 'miss' },
}
