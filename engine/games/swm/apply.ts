/**
 * `apply` for the skirmish: who may act, pending choices first, then the action's handler on a copy of the state.
 * A handler returns a typed error and the input state stays as it was.
 */
import { coreErrors, reject } from '../../core/errors'
import { cloneJson } from '../../core/json'
import type { Action, ApplyResult, EngineError, EngineEvent, SeatId } from '../../core/types'
import { keepRoll, rerollAttack } from './attackRerolls'
import * as attacks from './attacks'
import type { Ctx } from './context'
import { contextOf } from './context'
import { confirmDeployment, deploy } from './deployment'
import { swmErrors } from './errors'
import { handDroid } from './captureDroid'
import { keepInitiative, rerollInitiative, surpriseMove } from './initiativeAbilities'
import { move } from './movement'
import { attackOfOpportunity, declineOpportunity } from './opportunity'
import { usePower } from './powers'
import { chooseSpirit, decline, react } from './reactions'
import { callReserves, skipReserves } from './reserves'
import { chooseFirst, rollInitiative } from './rounds'
import { setupChoice } from './setupChoices'
import { commitSquad, revealSquad } from './squadActions'
import type { Roster } from './squads'
import { passingAttack, skipPassingAttack } from './passing'
import { tow } from './tow'
import { allowPower, counter } from './counters'
import { drawFire, guard, keepTarget } from './guards'
import { keepSave, rerollSave } from './saveRerolls'
import { activate, endTurnAction } from './turn'
import type { Pending, SwmAction, SwmState } from './types'
import { recordUndo, undo } from './undo'
import { concede } from './victory'

/** A handler mutates its copy of the state and returns null, or returns why not. */
type Handler = (state: SwmState, action: SwmAction, seat: SeatId, events: EngineEvent[], ctx: Ctx) => EngineError | null

/** Every action type and its handler. */
const HANDLERS: Record<string, Handler> = {
  'commit-squad': commitSquad,
  'reveal-squad': revealSquad,
  deploy,
  'confirm-deployment': confirmDeployment,
  'roll-initiative': rollInitiative,
  'choose-first': chooseFirst,
  activate,
  move,
  attack: attacks.attack,
  aoo: attackOfOpportunity,
  'decline-aoo': declineOpportunity,
  reroll: rerollAttack,
  'keep-roll': keepRoll,
  'end-turn': endTurnAction,
  'use-power': usePower,
  tow,
  'passing-attack': passingAttack,
  'skip-passing-attack': skipPassingAttack,
  react,
  decline,
  choose: chooseSpirit,
  'reroll-initiative': rerollInitiative,
  'keep-initiative': keepInitiative,
  'surprise-move': surpriseMove,
  'call-reserves': callReserves,
  'skip-reserves': skipReserves,
  'setup-choice': setupChoice,
  'hand-droid': handDroid,
  guard,
  'draw-fire': drawFire,
  'keep-target': keepTarget,
  counter,
  'allow-power': allowPower,
  'reroll-save': rerollSave,
  'keep-save': keepSave,
  concede,
}

/** Action types whose dice come from the entropy the log records with them. */
export const ENTROPY_ACTIONS: ReadonlySet<string> = new Set([
  'roll-initiative',
  'attack',
  'aoo',
  'reroll',
  'passing-attack',
  'use-power',
  'react',
  'reroll-initiative',
  'draw-fire',
  'keep-target',
  'allow-power',
  'reroll-save',
])

/** The actions that answer each kind of pending choice; `concede` is always allowed. */
const ANSWERS: Record<Pending['kind'], readonly string[]> = {
  aoo: ['aoo', 'decline-aoo', 'use-power'],
  reroll: ['reroll', 'keep-roll'],
  deflect: ['react', 'decline'],
  flurry: ['attack', 'decline'],
  spirit: ['choose'],
  passing: ['passing-attack', 'skip-passing-attack'],
  anticipation: ['reroll-initiative', 'keep-initiative'],
  reserves: ['call-reserves', 'skip-reserves'],
  bodyguard: ['guard', 'decline'],
  'draw-fire': ['draw-fire', 'keep-target'],
  riposte: ['react', 'decline'],
  counter: ['counter', 'allow-power'],
  'save-reroll': ['reroll-save', 'keep-save'],
}

/** Applies `action` by `seat` under `roster` (see the module comment). */
export function applySwm(roster: Roster, state: SwmState, action: Action, seat: SeatId): ApplyResult<SwmState> {
  const handler = Object.hasOwn(HANDLERS, action.type) ? HANDLERS[action.type] : undefined
  if (!handler && action.type !== 'undo') return reject(coreErrors.unknownAction(action.type))
  if (!state.config.seats.some((s) => s.seat === seat)) return reject(coreErrors.spectatorCannotAct())
  if (action.type === 'undo') {
    const back = undo(state, action, seat)
    return back.ok ? { ok: true, state: back.state, events: [{ type: 'undone', data: { seat } }] } : reject(back.error)
  }
  const pending = state.pending[state.pending.length - 1]
  if (pending && action.type !== 'concede' && !ANSWERS[pending.kind].includes(action.type))
    return reject(swmErrors.pendingChoice())
  if (ENTROPY_ACTIONS.has(action.type) && action.entropy === undefined) return reject(coreErrors.missingEntropy())
  const draft = cloneJson(state) as SwmState
  const events: EngineEvent[] = []
  const error = handler!(draft, action as SwmAction, seat, events, contextOf(draft, roster))
  if (error) return reject(error)
  recordUndo(action, seat, state, draft)
  return { ok: true, state: draft, events }
}
