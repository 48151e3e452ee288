/**
 * Where a figure may move, for the table's hints (issue 19): every square the active figure's next `move` may end on
 * without Force, with the path `legalActions` lists for it (legal.ts / moveLimits.ts `allowedMovePaths`), that
 * path's cost as `move` counts it (movement.ts `pathProblem`) and the enemies whose attack of opportunity walking it
 * would offer (movement.ts `provoked`, step by step as `walk` pauses); plus the squares the move may still cost
 * (turnShapes.ts `moveAllowance`) and the Force points it may spend for 2 more squares each (forcePoints.ts).
 * A figure that may not move now gets the engine's own refusal and no squares. Pure and plain JSON; never throws.
 */
import { coreErrors } from '../../core/errors'
import { cloneJson } from '../../core/json'
import type { EngineError } from '../../core/types'
import { contextOf, figureById } from './context'
import type { Ctx } from './context'
import { swmErrors } from './errors'
import { forceProblem } from './forcePoints'
import { keyOf } from './geometry'
import { cardWithGrants } from './grants'
import { allowedMovePaths, moveStartProblem } from './moveLimits'
import { FORCE_MOVE_SQUARES, pathProblem, provoked } from './movement'
import type { Roster } from './squads'
import { moveAllowance, turnShapes } from './turnShapes'
import { frozenInPlace } from './turnStack'
import type { At, Figure, SwmState, Turn } from './types'

/** The most Force points one `move` payload may name (movement.ts reads `force` up to 20). */
const MAX_MOVE_FORCE = 20

/** An enemy whose attack of opportunity the path offers, and the square whose leaving first offers it. */
export interface AooHint {
  enemy: string
  from: At
}

/** One square the move may end on. */
export interface MoveHint {
  /** The square the move ends on (the top-left square of a Large or Huge figure's space). */
  to: At
  /** The cheapest path there, the start left out: the path `legalActions` lists, accepted by `move` as it is. */
  path: At[]
  /** What walking `path` costs (diagonal 2, low objects and difficult terrain double). */
  cost: number
  /** Each enemy offered an attack of opportunity on the way (once each, in the order offered). */
  aoo: AooHint[]
}

/** Everything the table shows when a figure is selected; `refused` says why it may not move now. */
export interface MoveHints {
  /** The figure asked about; '' when no figure has that id. */
  figure: string
  refused: EngineError | null
  /** Squares the move may still cost without Force (0 when refused). */
  squares: number
  /** The most Force points this move may spend, and the squares they add (2 each). */
  force: { points: number; squares: number }
  /** One entry per square the move may end on without Force, sorted by row, then column. */
  hints: MoveHint[]
}

/** The move hints of `figureId` in `state` (see the module comment). */
export function moveHints(roster: Roster, state: SwmState, figureId: unknown): MoveHints {
  try {
    return hintsOf(roster, state, figureId)
  } catch {
    // A hostile or broken state: the same answer defineGame gives a malformed action.
    return refusal('', coreErrors.malformedAction())
  }
}

function refusal(figure: string, error: EngineError): MoveHints {
  return { figure, refused: error, squares: 0, force: { points: 0, squares: 0 }, hints: [] }
}

function hintsOf(roster: Roster, state: SwmState, raw: unknown): MoveHints {
  const figure = typeof raw === 'string' ? figureById(state, raw) : undefined
  // An unknown id is not echoed back (the reason quotes it cut short).
  if (!figure) return refusal('', swmErrors.unknownFigure(typeof raw === 'string' ? raw : ''))
  const id = figure.id
  if (state.result) return refusal(id, coreErrors.gameOver())
  if (figure.at === null || figure.defeated) return refusal(id, swmErrors.notOnMap())
  if (state.pending.length > 0) return refusal(id, swmErrors.pendingChoice())
  const turn = state.turn
  if (!turn) return refusal(id, swmErrors.noTurn())
  // Another figure's turn: `activate` would refuse it the same way.
  if (turn.figure !== figure.id) return refusal(id, swmErrors.turnRunning())
  const ctx = contextOf(state, roster)
  const allowance =
    turn.done || frozenInPlace(turn)
      ? null
      : moveAllowance(turnShapes(cardWithGrants(state, ctx, figure)), turn.segments)
  if (!allowance) return refusal(id, swmErrors.segmentNotAllowed())
  const started = moveStartProblem(state, ctx, turn, figure)
  if (started) return refusal(id, started)
  const squares = allowance.squares + (allowance.opensSegment ? turn.speedBonus : 0)
  let points = 0
  while (points < MAX_MOVE_FORCE && forceProblem(state, ctx, figure, turn.ref, points + 1) === null) points++
  const paths = squares > 0 ? allowedMovePaths(state, ctx, turn, figure, squares) : []
  const hints: MoveHint[] = []
  const walker = offersAlong(state, ctx, figure.id)
  for (const path of paths) {
    const walked = pathProblem(state, ctx, figure, path, turn.leap)
    if (!walked.ok || walked.cost > squares) continue
    const to = path[path.length - 1]!
    hints.push({
      to: { x: to.x, y: to.y },
      path: path.map((p) => ({ x: p.x, y: p.y })),
      cost: walked.cost,
      aoo: walker(path),
    })
  }
  hints.sort((a, b) => a.to.y - b.to.y || a.to.x - b.to.x)
  return {
    figure: id,
    refused: null,
    squares: Math.max(0, squares),
    force: { points, squares: FORCE_MOVE_SQUARES * points },
    hints,
  }
}

/**
 * The attacks of opportunity walking a path would offer, found as movement.ts `walk` finds them: before each step
 * the enemies `provoked` names are offered (and settled for that square); every offer is taken to be declined, so an
 * enemy passed again from another square is offered again, but listed once. Works on one copy of the state.
 */
function offersAlong(state: SwmState, ctx: Ctx, figureId: string): (path: readonly At[]) => AooHint[] {
  const copy = cloneJson(state) as SwmState
  const mover: Figure = copy.figures[figureId]!
  const turn: Turn = copy.turn!
  const start = { ...mover.at! }
  const settled = turn.settled ? { at: turn.settled.at, enemies: [...turn.settled.enemies] } : null
  return (path) => {
    mover.at = { ...start }
    turn.settled = settled ? { at: settled.at, enemies: [...settled.enemies] } : null
    const out: AooHint[] = []
    for (const next of path) {
      const offers = provoked(copy, ctx, turn, mover)
      if (offers.length > 0) {
        turn.settled = { at: keyOf(mover.at), enemies: offers.map((f) => f.id) }
        for (const f of offers)
          if (!out.some((o) => o.enemy === f.id)) out.push({ enemy: f.id, from: { x: mover.at.x, y: mover.at.y } })
      }
      mover.at = { x: next.x, y: next.y }
    }
    mover.at = { ...start }
    return out
  }
}
