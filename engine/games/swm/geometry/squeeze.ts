/**
 * Squeezing (rulebook "Átpréselődés"): "A nagy és az óriás karakterek át tudnak préselődni szűk átjárókon és
 * csarnokokon, amelyek legalább fele olyan szélesek, mint a karakter (az óriás karaktereknél legalább 2 négyzetnyi),
 * feltéve, ha a lépésüket olyan helyen fejezik be, amit normálisan el tudnak foglalni." Model (analysis §19
 * `squeezeCore`): a squeezing space carries a core of half its width rounded up (Large 1 square, Huge 2 × 2) at one
 * fixed place inside it for the whole move; every step the core must make legally (walls, corners, closed doors),
 * while the rest of the space may overlap walls; the whole space stays on the map and must fit where the move ends.
 * A core fixed for the move keeps the body from slipping across a wall that has no gap.
 */
import type { Space } from './squares'
import { spaceStepAllowed } from './steps'
import type { Step } from './steps'
import type { Blockers } from './blockers'

/** Where a core sits inside its space: offsets from the space's top-left square and the core's span. */
export interface Core {
  readonly ox: number
  readonly oy: number
  readonly span: number
}

/** Every place a squeezing core may sit in a space of `span` (none for a one-square figure). */
export function coresOf(span: number): Core[] {
  if (span <= 1) return []
  const c = (span + 1) >> 1 // half the width, rounded up
  const out: Core[] = []
  for (let oy = 0; oy <= span - c; oy++) for (let ox = 0; ox <= span - c; ox++) out.push({ ox, oy, span: c })
  return out
}

/** Whether `space` may make `step` squeezed with `core`: the core's step is legal and the moved space is on the map. */
export function squeezeStepAllowed(b: Blockers, space: Space, step: Step, core: Core): boolean {
  const x = space.x + step.dx
  const y = space.y + step.dy
  if (x < 0 || y < 0 || x + space.span > b.map.width || y + space.span > b.map.height) return false
  return spaceStepAllowed(b, { x: space.x + core.ox, y: space.y + core.oy, span: core.span }, step)
}

/** The first core with which the whole `path` (steps from `from`) can be squeezed through, or null. */
export function squeezeCoreFor(b: Blockers, from: Space, path: readonly Step[]): Core | null {
  for (const core of coresOf(from.span)) {
    let at = from
    let ok = true
    for (const step of path) {
      if (!squeezeStepAllowed(b, at, step, core)) {
        ok = false
        break
      }
      at = { x: at.x + step.dx, y: at.y + step.dy, span: at.span }
    }
    if (ok) return core
  }
  return null
}
