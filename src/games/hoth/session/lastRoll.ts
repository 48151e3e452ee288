/** The newest dice roll in the game log, for the board's dice (attack, re-roll, barrage or AT-AT confirmation). */
import type { HothLogLine } from '../contract'

const ROLLS = new Set(['attack-rolled', 'dice-rerolled', 'barrage-rolled', 'confirmation-rolled'])

/** Faces of the newest roll and a key that changes with every roll, or null before the first. */
export function lastRoll(log: readonly HothLogLine[]): { faces: string[]; key: string } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i]!
    if (!ROLLS.has(line.event.type)) continue
    const data = line.event.data as { faces?: string[]; after?: string[] }
    const faces = data.faces ?? data.after
    if (faces) return { faces, key: line.key }
  }
  return null
}
