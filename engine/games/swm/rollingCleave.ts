/**
 * Rolling Cleave: "Fordulónként egyszer, ha ez a karakter megöl egy szomszédos ellenséget, azonnal képes 1
 * négyzetnyit mozogni és megtámadni egy másik szomszédos ellenséget. Ez a mozgás nem provokál lehetőség támadását. Ez
 * a képesség akkor is működik, ha a karakter lehetőség támadását csinál." Offered like Cleave (the `flurry` choice,
 * reason 'rolling-cleave'); the answer is `attack { target, step? }`, `step` being the one square its top-left corner
 * moves to first. Our readings: the step is optional and is one square's worth of ordinary movement, cost 1 (so
 * sideways or straight, not diagonally — a diagonal costs 2 — and not into difficult terrain or onto a low object);
 * the chance is spent once offered; it is offered only when some attack can follow.
 */
import { engineError } from '../../core/errors'
import { payloadError } from '../../core/game'
import type { EngineError, EngineEvent, Json } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, enemies, placedFigures, spaceOfFigure } from './context'
import { takeOncePerTurn } from './defeatTriggers'
import { adjacent, spaceOf } from './geometry'
import { spaceOnMap } from './geometry/squares'
import { pathProblem } from './movement'
import { targetProblem } from './targeting'
import type { At, Figure, SwmAction, SwmState } from './types'

/** The squares a Rolling Cleave step might reach: the eight around the figure's top-left square (cost decides). */
function stepSquares(figure: Figure): At[] {
  const at = figure.at!
  const out: At[] = []
  for (const dy of [-1, 0, 1]) for (const dx of [-1, 0, 1]) if (dx || dy) out.push({ x: at.x + dx, y: at.y + dy })
  return out
}

/** Why `figure` may not make its Rolling Cleave step to `to`, or null. */
function stepProblem(state: SwmState, ctx: Ctx, figure: Figure, to: At): EngineError | null {
  const from = figure.at!
  if (Math.abs(to.x - from.x) > 1 || Math.abs(to.y - from.y) > 1 || (to.x === from.x && to.y === from.y))
    return rollingErrorOneSquare()
  if (!spaceOnMap(ctx.map, spaceOf(to, defOf(ctx, figure).size))) return rollingErrorOneSquare()
  const walked = pathProblem(state, ctx, figure, [to])
  if (!walked.ok) return walked.error
  return walked.cost > 1 ? rollingErrorOneSquare() : null
}

/** The refusal of a step longer than one square (or off the map). */
function rollingErrorOneSquare(): EngineError {
  return engineError(
    'rolling-step',
    'A Gördülő hasítás lépése 1 négyzetnyi mozgás: oldalt vagy egyenesen egy szabad négyzetre, átló és nehéz terep nélkül.',
    "Rolling Cleave's step is 1 square of movement: straight to a free square, not diagonally nor into rough ground.",
  )
}

/** The enemies `figure` may attack from where it stands, when they are adjacent. */
function adjacentTargets(state: SwmState, ctx: Ctx, figure: Figure): Figure[] {
  const here = spaceOfFigure(ctx, figure)!
  return placedFigures(state).filter(
    (f) =>
      enemies(figure, f) &&
      adjacent(ctx.blockers, here, spaceOfFigure(ctx, f)!) &&
      targetProblem(state, ctx, figure, f) === null,
  )
}

/** Every `attack { target, step? }` that answers `figure`'s Rolling Cleave now (steps tried on a shallow copy). */
export function rollingCleaveActions(state: SwmState, ctx: Ctx, figure: Figure): SwmAction[] {
  const out: SwmAction[] = adjacentTargets(state, ctx, figure).map((t) => ({
    type: 'attack',
    payload: { target: t.id },
  }))
  for (const to of stepSquares(figure)) {
    if (stepProblem(state, ctx, figure, to)) continue
    const stepped = { ...figure, at: to }
    const there = { ...state, figures: { ...state.figures, [figure.id]: stepped } }
    for (const t of adjacentTargets(there, ctx, stepped))
      out.push({ type: 'attack', payload: { target: t.id, step: { x: to.x, y: to.y } } })
  }
  return out
}

/** After `attacker` defeated `fallen`, which was adjacent when struck (`melee`): offers Rolling Cleave if it may. */
export function offerRollingCleave(state: SwmState, ctx: Ctx, attacker: Figure, fallen: Figure, melee: boolean): void {
  if (!fallen.defeated || !melee || attacker.at === null || !has(defOf(ctx, attacker), 'rolling-cleave')) return
  if (rollingCleaveActions(state, ctx, attacker).length === 0) return
  if (!takeOncePerTurn(state, attacker, 'rolling-cleave')) return
  state.pending.push({ kind: 'flurry', seat: attacker.owner, attacker: attacker.id, reason: 'rolling-cleave' })
}

/** Reads the optional `step { x, y }` of a Rolling Cleave answer; a malformed one is refused. */
function readStep(payload: { [key: string]: Json }): At | null {
  const raw = payload.step
  if (raw === undefined) return null
  const ok = (v: Json | undefined) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1000
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !ok(raw.x) || !ok(raw.y))
    payloadError('a lépés négyzete hibás.', 'the step square is malformed.')
  const { x, y } = raw as { x: number; y: number }
  return { x, y }
}

/** Takes the answer's step, if any: one square, with no attacks of opportunity. */
export function takeRollingStep(
  state: SwmState,
  ctx: Ctx,
  figure: Figure,
  payload: { [key: string]: Json },
  events: EngineEvent[],
): EngineError | null {
  const to = readStep(payload)
  if (to === null) return null
  const problem = stepProblem(state, ctx, figure, to)
  if (problem) return problem
  const from = figure.at!
  figure.at = to
  if (state.turn?.figure === figure.id) state.turn.moved = true
  events.push({ type: 'moved', data: { figure: figure.id, from: { ...from }, to: { ...to }, rollingCleave: true } })
  return null
}
