/** How many slots each side's medal track has and how many are filled (pure; see MedalMarkers). */
import { medalCount } from '../../../../engine/games/hoth'
import type { HothView, Side } from '../../../../engine/games/hoth'

/** Medals `side` needs to win (its medals victory condition), or null when it wins another way. */
export function medalGoal(view: Pick<HothView, 'victory'>, side: Side): number | null {
  const v = view.victory.find((c) => c.kind === 'medals' && c.side === side)
  return v && v.kind === 'medals' ? v.count : null
}

/**
 * Each side's track: as many slots as it needs to win (or as it holds, if more), filled by `medalCount` (kept
 * medals plus temporary medal hexes its units hold now).
 */
export function trackSlots(view: HothView): Record<Side, { slots: number; filled: number }> {
  const out = {} as Record<Side, { slots: number; filled: number }>
  for (const side of ['rebel', 'empire'] as const) {
    const filled = medalCount(view, side)
    out[side] = { slots: Math.max(medalGoal(view, side) ?? 0, filled), filled }
  }
  return out
}
