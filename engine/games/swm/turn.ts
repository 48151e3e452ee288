/**
 * A character's turn (analysis §6): `activate { figure }` starts it in its seat's phase, `end-turn` ends it (a turn may
 * be spent doing nothing: "activationMandatory" means only that the phase's two activations must be taken).
 */
import { payloadRecord, readString } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import type { Ctx } from './context'
import { defOf, figureById } from './context'
import { abilityOf } from './attack/figure'
import { swmErrors } from './errors'
import { endTurn } from './flow'
import { readDoorChoice } from './doorLocks'
import { beforeTurnEnd } from './moveLimits'
import { savageHeldAtStart } from './savage'
import type { SwmAction, SwmState } from './types'

/** `activate { figure }`: the phase's seat starts the turn of one of its figures that has not activated yet. */
export function activate(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  if (state.stage !== 'phases') return swmErrors.wrongStage()
  if (state.turn) return swmErrors.turnRunning()
  if (state.phase?.seat !== seat) return swmErrors.notYourPhase()
  const id = readString(payloadRecord(action), 'figure', 120)
  const figure = figureById(state, id)
  if (!figure) return swmErrors.unknownFigure(id)
  if (figure.owner !== seat) return swmErrors.notYourFigure()
  if (figure.at === null || figure.defeated) return swmErrors.notOnMap()
  if (figure.activated) return swmErrors.alreadyActivated()
  figure.activated = true
  state.turns += 1
  state.turn = {
    figure: id,
    ref: state.turns,
    segments: [],
    aooTaken: [],
    settled: null,
    moved: false,
    replaced: false,
    leap: false,
    speedBonus: 0,
    done: false,
    cleaves: [],
  }
  if (savageHeldAtStart(state, ctx, figure)) state.turn.savageHeld = true
  events.push({ type: 'activated', data: { figure: id, turn: state.turns } })
  // Force Renewal N: "Akárhányszor egy ilyen Erő képességű karaktert aktiválunk, automatikusan 1 Erő pontot kap. A
  // játék folyamán az Erő pontjai a kezdeti érték fölé is emelkedhetnek."
  const renewal = abilityOf(defOf(ctx, figure), 'force-renewal')
  if (renewal && figure.force !== null) {
    figure.force += renewal.n ?? 1
    events.push({ type: 'force-renewed', data: { figure: id, n: renewal.n ?? 1, force: figure.force } })
  }
  return null
}

/** `end-turn { door?, open? }`: the active figure's turn ends (Door Gimmick and Override name a door: doorLocks.ts). */
export function endTurnAction(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const doorChoice = readDoorChoice(action)
  if (!state.turn) return swmErrors.noTurn()
  if (state.figures[state.turn.figure]!.owner !== seat) return swmErrors.notYourFigure()
  const problem = beforeTurnEnd(state, ctx, state.turn, doorChoice, events)
  if (problem) return problem
  endTurn(state, ctx, events)
  return null
}
