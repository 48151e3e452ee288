/**
 * Costs (21.8–21.14, 24): the printed cost (or the X paid, 21.11), plus every modifier summed (equal rank, 21.8.2),
 * or a substitute cost where the card allows one and it is cheaper (24.3), never below 0.
 */
import { creatures } from './queries'
import { staticCostMod } from './stats'
import type { Def, HkkState, Player } from './types'

/** A cost with its parts, so a table can show how it was reached (21.8.4). */
export type CostBreakdown = { base: number; mods: number; substituted: boolean; total: number }

/** What `p` pays to play `def` with X = `x`. */
export function costOf(state: HkkState, p: Player, def: Def, x: number): CostBreakdown {
  const base = def.costKind === 'free' ? 0 : def.cost === 'X' ? x : def.cost
  const mods = def.costKind === 'free' ? 0 : staticCostMod(state, p, def) + state.players[p].costMod
  let total = Math.max(0, base + mods)
  let substituted = false
  const sub = def.substitute
  if (sub && sub.when === 'no-creature-in-play' && creatures(state, p).length === 0 && sub.cost < total) {
    total = Math.max(0, sub.cost)
    substituted = true
  }
  return { base, mods, substituted, total }
}
