/**
 * Tow Cable: "Hagyományos forduló helyett a karakter kiválaszt egy szomszédos szövetséges karaktert. Ezután mindkét
 * karakter maximum 12 négyzetnyit mozog, és ekkor mindkettő megkapja a repülés képességet a mozgás idejére. A
 * szövetségesnek ezen karakter szomszédságában kell befejeznie a mozgását." As `tow { ally, path, allyPath? }` at the
 * start of the turn, in the place of the whole turn. Readings:
 * - The tower walks first, then the ally (an empty or absent `allyPath` stays put); each path costs at most 12.
 * - Both move as Flight does: past enemies, pits and terrain, no attacks of opportunity (analysis §7 [A]).
 * - "szövetséges" is a figure of the same seat; adjacency as the rules define it, at the start and at the end.
 */
import { payloadRecord, readString } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, figureById, placedFigures, spaceOfFigure } from './context'
import { swmErrors } from './errors'
import { adjacent, spaceOf, spacesOverlap, squaresOf } from './geometry'
import { maySqueeze } from './moveReach'
import { pathProblem, readPath } from './movement'
import { movementErrors } from './movementErrors'
import { pathsFrom } from './moveReach'
import type { At, Figure, SwmAction, SwmState, Turn } from './types'

/** The most squares each of the two may move: "maximum 12 négyzetnyit". */
export const TOW_SQUARES = 12

/** Whether the turn is still whole, so a Tow Cable may take its place. */
function towOpen(turn: Turn): boolean {
  return turn.segments.length === 0 && !turn.moved && !turn.replaced && !turn.done
}

/** Whether two figures stand next to each other. */
function nextTo(ctx: Ctx, a: Figure, b: Figure): boolean {
  return adjacent(ctx.blockers, spaceOfFigure(ctx, a)!, spaceOfFigure(ctx, b)!)
}

/** The allies the active figure may tow now (none without Tow Cable or once the turn has begun). */
export function towAllies(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): Figure[] {
  if (!has(defOf(ctx, figure), 'tow-cable') || !towOpen(turn)) return []
  return placedFigures(state).filter((f) => f.id !== figure.id && f.owner === figure.owner && nextTo(ctx, figure, f))
}

/** `tow { ally, path, allyPath? }`: the active figure and an adjacent ally fly up to 12 squares each. */
export function tow(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const turn = state.turn
  if (!turn) return swmErrors.noTurn()
  const figure = state.figures[turn.figure]!
  if (figure.owner !== seat) return swmErrors.notYourFigure()
  const payload = payloadRecord(action)
  const allyId = readString(payload, 'ally', 120)
  const path = readPath(payload, ctx)
  const rawAlly = payload.allyPath
  const allyPath =
    rawAlly === undefined || (Array.isArray(rawAlly) && rawAlly.length === 0) ? [] : readPath({ path: rawAlly }, ctx)
  if (!has(defOf(ctx, figure), 'tow-cable')) return movementErrors.noTowCable()
  if (!towOpen(turn)) return movementErrors.towNotAllowed()
  const ally = figureById(state, allyId)
  if (!ally || !towAllies(state, ctx, turn, figure).includes(ally)) return movementErrors.towAlly()
  const walked = pathProblem(state, ctx, figure, path, false, true)
  if (!walked.ok) return walked.error
  if (walked.cost > TOW_SQUARES) return swmErrors.pathTooLong(walked.cost, TOW_SQUARES)
  const from = { tower: figure.at, ally: ally.at }
  figure.at = { ...path.at(-1)! }
  if (allyPath.length > 0) {
    const towed = pathProblem(state, ctx, ally, allyPath, false, true)
    if (!towed.ok) return towed.error
    if (towed.cost > TOW_SQUARES) return swmErrors.pathTooLong(towed.cost, TOW_SQUARES)
    ally.at = { ...allyPath.at(-1)! }
  }
  if (!nextTo(ctx, figure, ally)) return movementErrors.towEndsApart()
  turn.segments.push({ kind: 'move', cost: walked.cost, boost: 0 })
  turn.moved = true
  turn.done = true
  events.push({ type: 'towed', data: { figure: figure.id, ally: ally.id, from, path, allyPath } })
  return null
}

/**
 * The `tow` actions `legalActions` lists: for each ally, one flying path to every square the tower may reach, with
 * the ally staying when it is still adjacent there, else one path of the ally's to a square next to it.
 */
export function towActions(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): SwmAction[] {
  const out: SwmAction[] = []
  for (const ally of towAllies(state, ctx, turn, figure)) {
    const others = placedFigures(state).filter((f) => f.id !== figure.id && f.id !== ally.id)
    // Both fly: enemies are passed like allies, never ended on.
    const foes: At[] = []
    const friends = others.flatMap((f) => squaresOf(spaceOfFigure(ctx, f)!))
    const query = (f: Figure, mates: At[]) => ({
      from: spaceOfFigure(ctx, f)!,
      budget: TOW_SQUARES,
      foes,
      friends: mates,
      flight: true,
      squeeze: maySqueeze(defOf(ctx, f)),
    })
    const allySpace = spaceOfFigure(ctx, ally)!
    const towerPaths = pathsFrom(ctx, query(figure, [...friends, ...squaresOf(allySpace)]))
    const allyPaths = pathsFrom(ctx, query(ally, friends))
    const allyCard = defOf(ctx, ally)
    for (const path of towerPaths) {
      const end = spaceOf(path.at(-1)!, defOf(ctx, figure).size)
      if (adjacent(ctx.blockers, end, allySpace)) {
        out.push({ type: 'tow', payload: { ally: ally.id, path } })
        continue
      }
      const allyPath = allyPaths.find((p) => {
        const there = spaceOf(p.at(-1)!, allyCard.size)
        return !spacesOverlap(there, end) && adjacent(ctx.blockers, end, there)
      })
      if (allyPath) out.push({ type: 'tow', payload: { ally: ally.id, path, allyPath } })
    }
  }
  return out
}
