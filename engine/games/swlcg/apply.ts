/**
 * `apply` for Star Wars: The Card Game: checks who may act (the side a prompt names, the side with priority, or
 * either side while objectives are chosen), which actions the current step or prompt accepts, runs the handler
 * on a draft, then lets the flow settle: queued damage is placed and the step it interrupted carries on.
 */
import { coreErrors, reject } from '../../core/errors'
import { requireNoPayload } from '../../core/game'
import type { Action, ApplyResult, EngineEvent, SeatId } from '../../core/types'
import * as conflict from './conflictActions'
import { destroyOverCapacity, queueMayRun, runQueue } from './damage'
import { swlcgErrors } from './errors'
import { restartEdgeBattle, resolveFates } from './edgeBattle'
import { afterResolving } from './flow'
import { actedInWindow, afterEventPlayed, resumeAt } from './flowSteps'
import { abilityNeedsChance, useAbility } from './abilities/activate'
import { answerChoose, answerIcon } from './abilities/respond'
import { runAbility } from './abilities/resolve'
import type { Handler } from './payload'
import { opponent, playerOf, sideOfPlayer } from './queries'
import { openResponses, settleResponses } from './responses'
import * as setup from './setupActions'
import { draftOf, win } from './table'
import { recordUndo, undo } from './undo'
import * as turn from './turnActions'
import type { Prompt, Player, Step, SwlcgState } from './types'
import { SIDE_NAMES } from './data'

/** `concede`: the conceding side loses at once. */
const concede: Handler = (draft, _action, side, events) => {
  const team = sideOfPlayer(side)
  const who = SIDE_NAMES[team]
  win(draft, opponent(team), { hu: `${who.hu}: feladta a játékot.`, en: `${who.en} conceded.` }, events)
  return null
}

/** Every action type and its handler. */
const HANDLERS: Record<string, Handler> = {
  'choose-objectives': setup.chooseObjectives,
  'keep-hand': setup.keepHand,
  mulligan: setup.mulligan,
  'reveal-objective': setup.revealObjective,
  pass: turn.pass,
  'balance-damage': turn.balanceDamage,
  'draw-discard': turn.drawDiscard,
  'discard-to-reserve': turn.discardToReserve,
  'place-reserve': turn.placeReserve,
  'answer-support': conflict.answerSupport,
  play: turn.play,
  'commit-force': turn.commitForce,
  engage: conflict.engage,
  'end-conflict': conflict.endConflict,
  'declare-attackers': conflict.declareAttackers,
  'declare-defenders': conflict.declareDefenders,
  respond: conflict.respond,
  'use-shield': conflict.useShield,
  'place-edge': conflict.placeEdge,
  'order-fates': conflict.orderFates,
  strike: conflict.strike,
  use: useAbility,
  choose: answerChoose,
  'choose-icon': answerIcon,
  concede,
  // Handled before the turn checks (apply below); listed so the type is known.
  undo: () => null,
}

/** Actions that carry no payload (anything else in one is refused as malformed). */
const NO_PAYLOAD: ReadonlySet<string> = new Set([
  'pass',
  'keep-hand',
  'mulligan',
  'end-conflict',
  'use-shield',
  'concede',
])

/** Action types that always need entropy from the log (the type alone says it). */
export const ENTROPY_ACTIONS: ReadonlySet<string> = new Set(['mulligan'])

/** Whether `action` needs entropy drawn with the other seats before it is written to the log. */
export function swlcgNeedsEntropy(state: SwlcgState, action: Action): boolean {
  if (ENTROPY_ACTIONS.has(action.type)) return true
  return (action.type === 'use' || action.type === 'respond') && abilityNeedsChance(state, action)
}

/** The answers each prompt accepts. */
export const PROMPT_ANSWERS: Record<Prompt['kind'], readonly string[]> = {
  'use-shield': ['use-shield', 'pass'],
  'fate-order': ['order-fates'],
  choose: ['choose'],
  'choose-icon': ['choose-icon'],
  support: ['answer-support'],
}

const WINDOW = ['use', 'pass'] as const
/** An action window inside an engagement: a unit that says so may also be played into it (deploy.ts). */
const ENGAGEMENT_WINDOW = ['use', 'play', 'pass'] as const

/** The actions each step accepts (from the side that must act). */
export const STEP_ACTIONS: Record<Step, readonly string[]> = {
  'choose-objectives': ['choose-objectives'],
  mulligan: ['keep-hand', 'mulligan'],
  'reveal-objectives': ['reveal-objective'],
  'balance-damage': ['balance-damage', 'pass'],
  'refresh-window': WINDOW,
  'draw-discard': ['draw-discard', 'pass'],
  'draw-trim': ['discard-to-reserve'],
  'draw-reserve': ['place-reserve', 'pass'],
  'draw-window': WINDOW,
  deployment: ['play', 'use', 'pass'],
  'conflict-window': WINDOW,
  'conflict-declare': ['engage', 'end-conflict'],
  'declare-attackers': ['declare-attackers'],
  'attackers-window': ENGAGEMENT_WINDOW,
  'declare-defenders': ['declare-defenders'],
  'defenders-window': ENGAGEMENT_WINDOW,
  'edge-placement': ['place-edge', 'pass'],
  'edge-window': ENGAGEMENT_WINDOW,
  strike: ['strike'],
  'strike-window': ENGAGEMENT_WINDOW,
  'force-commit': ['commit-force'],
  'force-window': WINDOW,
  resolving: [],
}

/** The answers an open interrupt or reaction window accepts. */
const WINDOW_ANSWERS: readonly string[] = ['respond', 'pass']

/**
 * Who must act now: the prompt's side, the side with priority in the innermost response window, the side with
 * priority in the step, or null while both choose objectives.
 */
export function actingSide(state: SwlcgState): Player | null {
  // A prompt comes first: an ability resolving inside a response window may ask one.
  if (state.prompt) return state.prompt.side
  const w = state.windows[state.windows.length - 1]
  if (w) return w.priority
  if (state.turn.step === 'choose-objectives') return null
  return state.turn.priority
}

/** Why `side` may not take `type` now, or null. */
function turnProblem(state: SwlcgState, type: string, side: Player) {
  if (type === 'concede') return null
  if (state.prompt) {
    if (!PROMPT_ANSWERS[state.prompt.kind].includes(type)) return swlcgErrors.promptFirst()
  } else if (state.windows.length > 0) {
    if (!WINDOW_ANSWERS.includes(type)) return swlcgErrors.respondFirst()
  } else if (!STEP_ACTIONS[state.turn.step].includes(type)) return swlcgErrors.notNow(state.turn.step)
  const actor = actingSide(state)
  return actor === null || actor === side ? null : swlcgErrors.notYourDecision()
}

/**
 * Lets the flow run on after an action: response windows auto-pass for sides with nothing to use and resume the
 * flow when they close, queued damage is placed, and the interrupted step carries on, until a decision is needed
 * or the game ends.
 */
function settle(draft: SwlcgState, events: EngineEvent[]): void {
  while (!draft.result) {
    // A card at its damage capacity (an effect lowered it) is destroyed at once, before anyone answers anything.
    if (draft.queue.length === 0 && !draft.prompt && destroyOverCapacity(draft)) continue
    // An ability used in a response window resolves in it: only windows opened since then are settled first.
    if (draft.windows.length > (draft.ability?.depth ?? 0)) {
      const resume = settleResponses(draft)
      if (resume === null) return
      resumeAt(draft, resume, events)
    } else if (draft.prompt) return
    else if (queueMayRun(draft)) runQueue(draft, events)
    else if (draft.ability) {
      const { source, side } = draft.ability.ctx
      const then = runAbility(draft, events)
      if (then === 'acted-in-window') actedInWindow(draft, events)
      else if (then === 'event-played') afterEventPlayed(draft, source!, side!, events)
      else if (then === 'response-event')
        openResponses(draft, 'reaction', { on: 'card-played', card: source, side }, 'queue')
      else if (then === 'next-fate') resolveFates(draft, events)
      else if (then === 'restart-edge-battle') restartEdgeBattle(draft, events)
    } else if (draft.turn.step === 'resolving') afterResolving(draft, events)
    else if (!destroyOverCapacity(draft)) return
  }
}

/** Applies `action` by `seat` (see the module comment). */
export function applySwlcg(state: SwlcgState, action: Action, seat: SeatId): ApplyResult<SwlcgState> {
  const handler = Object.hasOwn(HANDLERS, action.type) ? HANDLERS[action.type] : undefined
  if (!handler) return reject(coreErrors.unknownAction(action.type))
  const side = playerOf(state, seat)
  if (!side) return reject(coreErrors.spectatorCannotAct())
  if (action.type === 'undo') {
    requireNoPayload(action)
    const events: EngineEvent[] = []
    const restored = undo(state, side, events)
    return 'code' in restored ? reject(restored) : { ok: true, state: restored, events }
  }
  const problem = turnProblem(state, action.type, side)
  if (problem) return reject(problem)
  if (NO_PAYLOAD.has(action.type)) requireNoPayload(action)
  const draft = draftOf(state)
  const events: EngineEvent[] = []
  const error = handler(draft, action, side, events)
  if (error) return reject(error)
  settle(draft, events)
  recordUndo(state, draft, action.type, side, events, action.entropy !== undefined)
  return { ok: true, state: draft, events }
}
