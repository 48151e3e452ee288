/**
 * Abilities around the initiative roll (glossary):
 * - Recon: "Ha ezzel a képességgel rendelkező bármely szövetséges karakter látótengelyben van egy ellenséges
 *   karakterrel, kezdődobásnál kétszer dobhatsz és választhatod a nagyobb értéket … (Te ekkor is használhatod a
 *   Felderítés képességet, hogy kétszer dobhass.)" — our reading: automatic (keeping the higher die is never worse),
 *   for every roll of the round including a tie's new roll, and two Recon figures still give two dice, not three.
 * - Anticipation (1 Force point): "A kezdő dobás után … újradobd a kezdődobást. Ezután mindenképpen a 2. dobás
 *   eredményét kell használnod … körönként csak egyszer" per squad. Our reading: offered to the seat that lost a
 *   decisive roll (a tie is rolled again anyway); if the reroll turns the result, the new loser may answer with its
 *   own. The spend is outside any turn, so it does not count against a turn's one Force spend.
 * - Surprise Move (1 Force point): "A kezdődobások után … egy azonnali, maximum 6 négyzetnyi mozgást csinálni, mielőtt
 *   bámely más karakter aktiválódna. (Ez nem számít aktiválásnak.) … minden körben csak egyszer". Our reading: from
 *   the decisive roll until the round's first activation, either seat, any order; the move walks like any move but
 *   offers no attack of opportunity (it is nobody's turn), and the doors update after it as after a turn.
 */
import { payloadError, payloadRecord, readInt, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, Json, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { answering, defOf, enemies, figureById, placedFigures, spaceOfFigure } from './context'
import { updateDoors } from './doors'
import { swmErrors } from './errors'
import { lineOfSight } from './geometry'
import { pathProblem } from './movement'
import { offerReserves } from './reserves'
import { squadAbilityErrors } from './squadAbilityErrors'
import type { At, Figure, SwmAction, SwmState } from './types'

/** Surprise Move's squares: "maximum 6 négyzetnyi mozgást". */
export const SURPRISE_MOVE_SQUARES = 6

/** The round's uses of the once-per-round abilities, to record into (reset when a new round starts). */
function uses(state: SwmState): NonNullable<SwmState['roundUses']> {
  if (state.roundUses?.round !== state.round)
    state.roundUses = { round: state.round, anticipation: [], surpriseMoves: [] }
  return state.roundUses
}

/** The round's uses, read only (legal actions must not write to the state). */
function usedThisRound(state: SwmState): NonNullable<SwmState['roundUses']> {
  return state.roundUses?.round === state.round
    ? state.roundUses
    : { round: state.round, anticipation: [], surpriseMoves: [] }
}

/** Recon: whether one of the seat's figures with it sees an enemy now. */
export function reconFor(state: SwmState, ctx: Ctx, seat: SeatId): boolean {
  const placed = placedFigures(state)
  return placed.some(
    (scout) =>
      scout.owner === seat &&
      has(defOf(ctx, scout), 'recon') &&
      placed.some(
        (foe) => enemies(scout, foe) && lineOfSight(ctx.blockers, spaceOfFigure(ctx, scout)!, spaceOfFigure(ctx, foe)!),
      ),
  )
}

/** One seat's initiative die on `stream` (two with Recon, the higher kept), or the entropy's error. */
export function initiativeDie(
  state: SwmState,
  ctx: Ctx,
  entropy: unknown,
  seat: SeatId,
  stream: string,
  events: EngineEvent[],
): { ok: true; value: number } | { ok: false; error: EngineError } {
  const first = rollD20(entropy, stream)
  if (!first.ok || !reconFor(state, ctx, seat)) return first
  const second = rollD20(entropy, `${stream}/recon`)
  if (!second.ok) return second
  events.push({ type: 'recon', data: { seat, dice: [first.value, second.value] } })
  return { ok: true, value: Math.max(first.value, second.value) }
}

/** The seat's figures that may pay for Anticipation now (on the map, the ability, a Force point left). */
function anticipators(state: SwmState, ctx: Ctx, seat: SeatId): Figure[] {
  if (usedThisRound(state).anticipation.includes(seat)) return []
  return placedFigures(state).filter(
    (f) => f.owner === seat && has(defOf(ctx, f), 'anticipation') && (f.force ?? 0) >= 1,
  )
}

/**
 * After an initiative roll or an Anticipation reroll: a tie waits for another roll; a decisive roll first offers
 * the loser its Anticipation, then names the winner, opens the reserves a final 20 or 1 calls, and lets the winner
 * choose who goes first.
 */
export function afterInitiativeRoll(state: SwmState, ctx: Ctx, events: EngineEvent[]): void {
  const init = state.initiative!
  const roll = init.rolls[init.rolls.length - 1]!
  const best = Math.max(...roll.map((r) => r.natural))
  const top = roll.filter((r) => r.natural === best)
  if (top.length > 1) {
    state.stage = 'initiative'
    return
  }
  const loser = roll.find((r) => r.natural !== best)!.seat
  const able = anticipators(state, ctx, loser)
  if (able.length > 0) {
    state.pending.push({ kind: 'anticipation', seat: loser, figures: able.map((f) => f.id) })
    return
  }
  init.winner = top[0]!.seat
  state.stage = 'choose-first'
  events.push({ type: 'initiative-won', data: { seat: init.winner } })
  offerReserves(state, ctx, roll, events)
}

/** Spends one Force point outside any turn (a negative turn reference, so no turn's one spend is used up). */
function spendOutsideTurn(state: SwmState, figure: Figure, events: EngineEvent[]): void {
  figure.force = (figure.force ?? 0) - 1
  figure.spent = { turn: -state.round, count: 1 }
  events.push({ type: 'force-spent', data: { figure: figure.id, n: 1, left: figure.force } })
}

/** `reroll-initiative { figure }` (entropy): Anticipation — the figure pays 1 Force point, its seat's die is rolled again. */
export function rerollInitiative(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'anticipation')
  if (!answer.ok) return answer.error
  const id = readString(payloadRecord(action), 'figure', 120)
  if (!answer.top.figures.includes(id)) return squadAbilityErrors.noSuchAbility('Megérzés', 'Anticipation')
  const init = state.initiative!
  const roll = init.rolls[init.rolls.length - 1]!
  const mine = roll.find((r) => r.seat === seat)!
  const stream = dieStream('initiative', state.round, init.rolls.length, seat, 'anticipation')
  const die = initiativeDie(state, ctx, action.entropy, seat, stream, events)
  if (!die.ok) return die.error
  state.pending.pop()
  spendOutsideTurn(state, state.figures[id]!, events)
  uses(state).anticipation.push(seat)
  events.push({ type: 'initiative-rerolled', data: { seat, figure: id, first: mine.natural, second: die.value } })
  mine.natural = die.value
  afterInitiativeRoll(state, ctx, events)
  return null
}

/** `keep-initiative`: the seat lets the roll stand. */
export function keepInitiative(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'anticipation')
  if (!answer.ok) return answer.error
  state.pending.pop()
  // Declining is this round's choice too: the same roll is not offered again.
  uses(state).anticipation.push(seat)
  afterInitiativeRoll(state, ctx, events)
  return null
}

/** Whether Surprise Moves may be made now: the round's initiative is decided and no one has activated yet. */
export function surpriseWindow(state: SwmState): boolean {
  if (state.pending.length > 0 || state.turn) return false
  if (state.stage === 'choose-first') return true
  return state.stage === 'phases' && placedFigures(state).every((f) => !f.activated)
}

/** Why `figure` of `seat` may not make a Surprise Move now, or null. */
export function surpriseProblem(
  state: SwmState,
  ctx: Ctx,
  seat: SeatId,
  figure: Figure | undefined,
): EngineError | null {
  if (!surpriseWindow(state)) return squadAbilityErrors.surpriseTooLate()
  if (!figure) return swmErrors.unknownFigure('')
  if (figure.owner !== seat) return swmErrors.notYourFigure()
  if (figure.at === null || figure.defeated) return swmErrors.notOnMap()
  if (!has(defOf(ctx, figure), 'surprise-move'))
    return squadAbilityErrors.noSuchAbility('Meglepetés mozgás', 'Surprise Move')
  if (usedThisRound(state).surpriseMoves.includes(figure.id))
    return squadAbilityErrors.usedThisRound('Meglepetés mozgás', 'Surprise Move')
  if ((figure.force ?? 0) < 1) return swmErrors.noForce()
  return null
}

/** Reads a path of at most 12 squares (a Surprise Move spends no more than 6). */
function readShortPath(payload: { [key: string]: Json }, ctx: Ctx): At[] {
  const raw = payload.path
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 2 * SURPRISE_MOVE_SQUARES)
    payloadError('az útvonal hibás.', 'the path is malformed.')
  return (raw as Json[]).map((p) => {
    if (typeof p !== 'object' || p === null || Array.isArray(p)) payloadError('hibás négyzet.', 'malformed square.')
    return { x: readInt(p, 'x', 0, ctx.map.width - 1), y: readInt(p, 'y', 0, ctx.map.height - 1) }
  })
}

/** `surprise-move { figure, path }`: 1 Force point, up to 6 squares, before the round's first activation. */
export function surpriseMove(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const payload = payloadRecord(action)
  const figure = figureById(state, readString(payload, 'figure', 120))
  const path = readShortPath(payload, ctx)
  const problem = surpriseProblem(state, ctx, seat, figure)
  if (problem) return problem
  const walked = pathProblem(state, ctx, figure!, path)
  if (!walked.ok) return walked.error
  if (walked.cost > SURPRISE_MOVE_SQUARES) return squadAbilityErrors.surpriseTooFar(walked.cost)
  spendOutsideTurn(state, figure!, events)
  uses(state).surpriseMoves.push(figure!.id)
  const last = path[path.length - 1]!
  events.push({ type: 'surprise-move', data: { figure: figure!.id, from: figure!.at, path, cost: walked.cost } })
  figure!.at = { x: last.x, y: last.y }
  updateDoors(state, ctx, events)
  return null
}

/** The Anticipation answers of the pending offer. */
export function anticipationAnswers(state: SwmState): SwmAction[] {
  const top = state.pending[state.pending.length - 1]
  if (top?.kind !== 'anticipation') return []
  return [
    ...top.figures.map((id) => ({ type: 'reroll-initiative', payload: { figure: id } })),
    { type: 'keep-initiative' },
  ]
}

/** Every Surprise Move `seat` may make now: one path to each square within 6 (`paths` is legal.ts's movePaths). */
export function surpriseMoveActions(
  state: SwmState,
  ctx: Ctx,
  seat: SeatId,
  paths: (state: SwmState, ctx: Ctx, figure: Figure, budget: number) => At[][],
): SwmAction[] {
  if (!surpriseWindow(state)) return []
  const out: SwmAction[] = []
  for (const f of placedFigures(state)) {
    if (surpriseProblem(state, ctx, seat, f)) continue
    for (const path of paths(state, ctx, f, SURPRISE_MOVE_SQUARES))
      out.push({ type: 'surprise-move', payload: { figure: f.id, path } })
  }
  return out
}
