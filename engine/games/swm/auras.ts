/**
 * Commander auras, for the table (issue 19 "commander auras visible"): for every commander effect of a figure on the
 * map, the squares its range covers (counted around walls as commanders.ts counts it, rangeField) and the allies it
 * reaches now (commanders.ts `reaches`: followers, no droids or savages unless the effect says so). A condition on
 * the recipient ("if it did not move") is the effect's own and is reported, not judged: the aura shows who stands
 * under it. Pure and plain JSON; never throws (a hostile state gives no auras).
 */
import type { SeatId } from '../../core/types'
import { reaches } from './commanders'
import type { Ctx } from './context'
import { contextOf, defOf, placedFigures, spaceOfFigure } from './context'
import type { CommanderEffect } from './data/types'
import { isWallSquare, range, rangeField, squaresOf } from './geometry'
import type { Space } from './geometry'
import type { Roster } from './squads'
import type { At, Figure, SwmState } from './types'

/** One commander effect of one figure on the map. */
export interface CommanderAura {
  /** The commander figure. */
  commander: string
  owner: SeatId
  /** Which of its card's commander effects (index into `commander` of its CharacterDef). */
  effect: number
  /** Its range in squares; null: the whole squad, wherever it stands. */
  range: number | null
  /** The squares within range (none when `range` is null), sorted by row, then column. */
  squares: At[]
  /** The allies the effect reaches now (in range and of the kind it names), in figure id order. */
  reached: string[]
}

/** Every commander aura on the map (see the module comment). */
export function commanderAuras(roster: Roster, state: SwmState): CommanderAura[] {
  try {
    const ctx = contextOf(state, roster)
    return placedFigures(state).flatMap((f) => aurasOf(state, ctx, f))
  } catch {
    return []
  }
}

function aurasOf(state: SwmState, ctx: Ctx, commander: Figure): CommanderAura[] {
  const effects = defOf(ctx, commander).commander
  if (effects.length === 0) return []
  const from = spaceOfFigure(ctx, commander)!
  return effects.map((effect, index) => ({
    commander: commander.id,
    owner: commander.owner,
    effect: index,
    range: effect.range,
    squares: effect.range === null ? [] : squaresWithin(ctx, from, effect.range),
    reached: reachedBy(state, ctx, commander, from, effect),
  }))
}

/** The squares no farther than `limit` from any square of `from`, walls left out. */
function squaresWithin(ctx: Ctx, from: Space, limit: number): At[] {
  const { width, height } = ctx.map
  const best = new Int32Array(width * height).fill(-1)
  for (const s of squaresOf(from)) {
    const field = rangeField(ctx.blockers, s)
    for (let i = 0; i < field.length; i++) {
      const d = field[i]!
      if (d >= 0 && d <= limit && (best[i]! < 0 || d < best[i]!)) best[i] = d
    }
  }
  const out: At[] = []
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (best[y * width + x]! >= 0 && !isWallSquare(ctx.blockers, { x, y })) out.push({ x, y })
  return out
}

function reachedBy(state: SwmState, ctx: Ctx, commander: Figure, from: Space, effect: CommanderEffect): string[] {
  return placedFigures(state)
    .filter((ally) => {
      if (ally.id === commander.id || ally.owner !== commander.owner) return false
      if (!reaches(effect, defOf(ctx, ally))) return false
      if (effect.range === null) return true
      const r = range(ctx.blockers, from, spaceOfFigure(ctx, ally)!)
      return r !== null && r <= effect.range
    })
    .map((ally) => ally.id)
    .sort()
}
