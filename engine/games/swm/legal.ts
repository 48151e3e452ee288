/**
 * The legal actions of a seat now, for hints, tests and bots. Complete where the space is small (activations,
 * attacks, answers); moves list one shortest path to every square the figure can reach without Force (any other legal
 * path is accepted too); usable Force powers with every target; deployment lists every free square of the start zone for each figure not yet placed. The
 * squad stage lists nothing: a commitment needs the player's own list. `concede` is always legal and not listed.
 * Actions that need dice carry no entropy here; the caller adds it.
 */
import type { SeatId } from '../../core/types'
import type { Ctx } from './context'
import { contextOf, defOf, enemies, figuresOf, placedFigures, spaceOfFigure } from './context'
import { placementProblem, startZoneOf } from './deployment'
import { reachable, squaresOf } from './geometry'
import { has } from './attack/figure'
import type { Roster } from './squads'
import { legalTargets, targetProblem } from './targeting'
import { moveAllowance, turnShapes } from './turnShapes'
import { cardWithGrants } from './grants'
import { handDroidActions } from './captureDroid'
import { anticipationAnswers, surpriseMoveActions } from './initiativeAbilities'
import { reserveAnswers } from './reserves'
import { setupChoiceActions } from './setupChoices'
import { frozenInPlace } from './turnStack'
import { extraTargetProblem, turnMayAttack } from './attacks'
import { forceProblem, turnRef } from './forcePoints'
import { usablePowers } from './powers'
import { reactCost } from './saberReactions'
import { reactionAnswers, withPrecision } from './reactionLegal'
import { rollingCleaveActions } from './rollingCleave'
import { allowedMovePaths, endTurnActions } from './moveLimits'
import { maySqueeze } from './moveReach'
import { passingAnswers } from './passing'
import { towActions } from './tow'
import { saveRerollAnswers } from './saveRerolls'
import type { At, Figure, SwmAction, SwmState } from './types'

/** Every legal action of `seat` (see the module comment). */
export function legalSwmActions(roster: Roster, state: SwmState, seat: SeatId): SwmAction[] {
  if (state.result || !state.config.seats.some((s) => s.seat === seat)) return []
  const takeBack: SwmAction[] = state.undo?.seat === seat ? [{ type: 'undo' }] : []
  return [...stageActions(roster, state, seat), ...takeBack]
}

function stageActions(roster: Roster, state: SwmState, seat: SeatId): SwmAction[] {
  const ctx = contextOf(state, roster)
  const top = state.pending[state.pending.length - 1]
  if (top) {
    if (top.seat !== seat) return []
    switch (top.kind) {
      case 'reroll':
        return [{ type: 'reroll' }, { type: 'keep-roll' }]
      case 'deflect':
        return [
          ...(forceProblem(state, ctx, state.figures[top.attack.target]!, turnRef(state), reactCost(top.power), 1)
            ? []
            : [{ type: 'react' }]),
          { type: 'decline' },
        ]
      case 'flurry':
        if (top.reason === 'rolling-cleave')
          return [...rollingCleaveActions(state, ctx, state.figures[top.attacker]!), { type: 'decline' }]
        return [
          ...legalTargets(state, ctx, state.figures[top.attacker]!)
            .filter((t) => !extraTargetProblem(state, ctx, state.figures[top.attacker]!, t, top.reason, top.targets))
            .map((t) => ({ type: 'attack', payload: { target: t.id } })),
          { type: 'decline' },
        ]
      case 'spirit':
        return top.options.map((id) => ({ type: 'choose', payload: { figure: id } }))
      case 'passing':
        return passingAnswers(state, top)
      case 'anticipation':
        return anticipationAnswers(state)
      case 'reserves':
        return reserveAnswers(state, ctx)
      case 'bodyguard':
      case 'draw-fire':
      case 'riposte':
      case 'counter':
        return reactionAnswers(state, ctx, top)
      case 'save-reroll':
        return saveRerollAnswers(state, ctx, top)
      case 'aoo': {
        const mover = state.figures[top.mover]!
        const takers = top.offers.filter((id) => targetProblem(state, ctx, state.figures[id]!, mover) === null)
        return [
          ...takers.flatMap((id) =>
            withPrecision(state, ctx, state.figures[id]!, { type: 'aoo', payload: { attacker: id } }),
          ),
          ...usablePowers(state, ctx, seat),
          { type: 'decline-aoo' },
        ]
      }
    }
  }
  switch (state.stage) {
    case 'deploy':
      return seat === state.deploying ? [...deployments(state, ctx, seat), ...setupChoiceActions(state, ctx, seat)] : []
    case 'initiative':
      return [{ type: 'roll-initiative' }]
    case 'choose-first':
      return seat === state.initiative!.winner
        ? [
            ...state.config.seats.map((s) => ({ type: 'choose-first', payload: { seat: s.seat } })),
            ...surpriseMoveActions(state, ctx, seat, movePaths),
          ]
        : surpriseMoveActions(state, ctx, seat, movePaths)
    case 'phases':
      return [
        ...phaseActions(state, ctx, seat),
        ...surpriseMoveActions(state, ctx, seat, movePaths),
        ...handDroidActions(state, ctx, seat),
      ]
    default:
      return []
  }
}

function deployments(state: SwmState, ctx: Ctx, seat: SeatId): SwmAction[] {
  const own = figuresOf(state).filter((f) => f.owner === seat)
  if (own.every((f) => f.at !== null)) return [{ type: 'confirm-deployment' }]
  const zone = [...startZoneOf(state, ctx, seat)].map((k) => k.split(',').map(Number) as [number, number])
  const out: SwmAction[] = []
  for (const f of own.filter((g) => g.at === null)) {
    for (const [x, y] of zone)
      if (placementProblem(state, ctx, f.id, { x, y }) === null)
        out.push({ type: 'deploy', payload: { placements: [{ figure: f.id, x, y }] } })
  }
  return out
}

function phaseActions(state: SwmState, ctx: Ctx, seat: SeatId): SwmAction[] {
  const turn = state.turn
  if (!turn) {
    if (state.phase?.seat !== seat) return []
    return placedFigures(state)
      .filter((f) => f.owner === seat && !f.activated)
      .map((f) => ({ type: 'activate', payload: { figure: f.id } }))
  }
  const figure = state.figures[turn.figure]!
  if (figure.owner !== seat) return []
  const shapes = turnShapes(cardWithGrants(state, ctx, figure))
  const out: SwmAction[] = []
  if (turnMayAttack(state, ctx))
    for (const t of legalTargets(state, ctx, figure))
      out.push(...withPrecision(state, ctx, figure, { type: 'attack', payload: { target: t.id } }))
  const allowance = turn.done || frozenInPlace(turn) ? null : moveAllowance(shapes, turn.segments)
  const squares = allowance ? allowance.squares + (allowance.opensSegment ? turn.speedBonus : 0) : 0
  if (squares > 0)
    for (const path of allowedMovePaths(state, ctx, turn, figure, squares))
      out.push({ type: 'move', payload: { path } })
  out.push(...towActions(state, ctx, turn, figure))
  out.push(...usablePowers(state, ctx, seat))
  out.push(...endTurnActions(state, ctx, turn, figure))
  return out
}

/** One cheapest path to every square the figure may end on within `budget` (through enemies with Force Leap). */
export function movePaths(state: SwmState, ctx: Ctx, figure: Figure, budget: number, leap = false): At[][] {
  const foes: At[] = []
  const friends: At[] = []
  const flying = has(defOf(ctx, figure), 'flight')
  for (const f of placedFigures(state)) {
    if (f.id === figure.id) continue
    ;(enemies(figure, f) && !leap && !flying ? foes : friends).push(...squaresOf(spaceOfFigure(ctx, f)!))
  }
  const from = spaceOfFigure(ctx, figure)!
  const { reach, ends } = reachable(ctx.blockers, {
    from,
    budget,
    enemies: foes,
    allies: friends,
    flight: has(defOf(ctx, figure), 'flight'),
    squeeze: maySqueeze(defOf(ctx, figure)),
  })
  const paths: At[][] = []
  for (const key of ends) {
    if (reach.get(key)!.via === null) continue
    const path: At[] = []
    for (let k: string | null = key; k !== null && reach.get(k)!.via !== null; k = reach.get(k)!.via) {
      const [x = 0, y = 0] = k.split(',').map(Number)
      path.unshift({ x, y })
    }
    paths.push(path)
  }
  return paths
}
