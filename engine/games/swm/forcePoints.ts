/**
 * Spending Force points: "Egy karakter egy fordulón belül csak egyszer költhet Erő pontot. Azonban egy másik
 * karakter fordulójában ismét van lehetősége" — the count is kept per figure and per turn (the running turn's
 * reference; an attack of opportunity or a reaction is inside the mover's turn), with Master of the Force N and each
 * Force Spirit received raising the limit (attack/force.ts).
 */
import type { EngineError, EngineEvent } from '../../core/types'
import { attackErrors } from './attack/errors'
import { forceSpendLimit } from './attack/force'
import type { Ctx } from './context'
import { defOf, turnRef } from './context'
import { forceLenders, isEmperorLoan } from './forceSources'
import { swmErrors } from './errors'
import { silencedProblem } from './hitTriggers'
import type { Figure, SwmState } from './types'

/** The turn Force spends count in now (context.ts keeps it, for modules below this one). */
export { turnRef }

/** Force spends `figure` has made in the turn `ref`. */
export function spentIn(figure: Figure, ref: number): number {
  return figure.spent.turn === ref ? figure.spent.count : 0
}

/**
 * Why `figure` may not spend `points` Force points as `spends` spends in the turn `ref`, or null. A power is one
 * spend whatever it costs; Force movement is one spend per point ("+2 négyzet" each), so only Master of the Force
 * buys more than 2 squares in a turn. A figure struck by Sonic Attack may spend nothing this turn (hitTriggers.ts).
 */
export function spendProblem(
  ctx: Ctx,
  figure: Figure,
  ref: number,
  points: number,
  spends = points,
): EngineError | null {
  if (points === 0) return null
  const silenced = silencedProblem(figure, ref)
  if (silenced) return silenced
  if ((figure.force ?? 0) < points) return swmErrors.noForce()
  const used = spentIn(figure, ref)
  if (used + spends > forceSpendLimit(defOf(ctx, figure), figure.spirit)) return attackErrors.forceLimitThisTurn(used)
  return null
}

/** Spends `points` Force points of `figure` as `spends` spends in the turn `ref`. */
export function spendForce(figure: Figure, ref: number, points: number, events: EngineEvent[], spends = points): void {
  if (points === 0) return
  figure.force = (figure.force ?? 0) - points
  figure.spent = { turn: ref, count: spentIn(figure, ref) + spends }
  events.push({ type: 'force-spent', data: { figure: figure.id, n: points, left: figure.force } })
}

/**
 * `spendProblem` with the Force points other figures lend `figure` (forceSources.ts: Dark Master, Hand of the
 * Emperor) counted as its own; the same as `spendProblem` when none lends.
 */
export function forceProblem(
  state: SwmState,
  ctx: Ctx,
  figure: Figure,
  ref: number,
  points: number,
  spends = points,
): EngineError | null {
  const lent = forceLenders(state, ctx, figure, ref).reduce((sum, f) => sum + (f.force ?? 0), 0)
  if (lent === 0) return spendProblem(ctx, figure, ref, points, spends)
  return spendProblem(ctx, { ...figure, force: (figure.force ?? 0) + lent }, ref, points, spends)
}

/** `spendForce` paid from the figure's own points first, then from its lenders' (checked by `forceProblem`). */
export function payForce(
  state: SwmState,
  ctx: Ctx,
  figure: Figure,
  ref: number,
  points: number,
  events: EngineEvent[],
  spends = points,
): void {
  const own = Math.min(points, figure.force ?? 0)
  if (own === points) return spendForce(figure, ref, points, events, spends)
  if (own > 0) figure.force = (figure.force ?? 0) - own
  figure.spent = { turn: ref, count: spentIn(figure, ref) + spends }
  let owed = points - own
  for (const lender of forceLenders(state, ctx, figure, ref)) {
    if (owed === 0) break
    const n = Math.min(owed, lender.force ?? 0)
    lender.force = (lender.force ?? 0) - n
    owed -= n
    if (isEmperorLoan(ctx, figure, lender)) figure.borrowed = ref
    events.push({ type: 'force-lent', data: { figure: figure.id, from: lender.id, n, left: lender.force } })
  }
  events.push({ type: 'force-spent', data: { figure: figure.id, n: points, left: figure.force } })
}
