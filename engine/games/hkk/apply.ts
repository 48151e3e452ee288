/**
 * `apply` for Hatalom Kártyái: finds who may act (a pending choice's player, the window's or the stage's priority,
 * the decider in setup), checks that the moment accepts the action, runs its handler on a private copy, then lets
 * the game settle: the resolution queue runs, deaths wait for the life-saving window (37), the stack waits for
 * reactions, a turn cut jumps to END (40.3), seats that cannot act on public facts pass, and victory is checked.
 */
import { coreErrors, reject } from '../../core/errors'
import { requireNoPayload } from '../../core/game'
import { rngForAction } from '../../core/random'
import type { Action, ApplyResult, EngineEvent, SeatId } from '../../core/types'
import { activate, announce, openReactions, pay, playCard, resolveTop, withdraw } from './play'
import { combatAbility, declareAttacks, moveCreature, nextStrikeBack, strikeBack } from './combat'
import { answerRoll, runQueue } from './effects/resolve'
import { hkkErrors } from './errors'
import { acknowledge, dispute, manualDone, manualOp, manualUse } from './manual'
import { advance, enterStage, mayAnswer } from './flow'
import type { Handler } from './payload'
import { other, playerAt } from './queries'
import * as start from './setupActions'
import { checkVictory, dying, resolveDeaths } from './table'
import { moveSlot } from '../../core/hidden'
import type { HkkAction, HkkActionType, HkkState, Player, Stage } from './types'

/** `pass`: in a window or a stage, priority goes to the other player; two passes in a row end it. */
const pass: Handler = (d, action) => {
  requireNoPayload(action)
  if (d.window) {
    d.window.passes += 1
    d.window.priority = other(d.window.priority)
  } else {
    d.turn.passes += 1
    d.turn.priority = other(d.turn.priority)
  }
  return null
}

/** `pass-turn` (41.5): the active player acts no more this turn; the opponent may still act in what is left. */
const passTurn: Handler = (d, action, p) => {
  requireNoPayload(action)
  const s = d.turn.stage
  if (d.window || p !== d.turn.active || d.turn.passedTurn || ['prep', 'draw', 'end'].includes(s))
    return hkkErrors.cannotPassTurn()
  d.turn.passedTurn = true
  d.turn.passes += 1
  d.turn.priority = other(p)
  return null
}

/** `roll` (entropy): answers the pending die, coin or random discard. */
const roll: Handler = (d, action, _p, ev) => {
  requireNoPayload(action)
  const r = rngForAction(action, 'roll')
  if (!r.ok) return r.error
  answerRoll(d, r.rng, ev)
  return null
}

/** `concede`: the conceding player loses at once. */
const concede: Handler = (d, action, p, ev) => {
  requireNoPayload(action)
  d.result = { winners: [other(p)], reason: { hu: 'Az ellenfél feladta a játékot.', en: 'The opponent conceded.' } }
  ev.push({ type: 'game-over', data: { winners: [other(p)], conceded: p } })
  return null
}

/** Every action type and its handler. */
const HANDLERS: Record<HkkActionType, Handler> = {
  'roll-off': start.rollOff,
  mulligan: start.mulligan,
  keep: start.keep,
  'choose-start': start.chooseStart,
  pass,
  'pass-turn': passTurn,
  'play-card': playCard,
  announce,
  pay,
  withdraw,
  activate,
  'move-creature': moveCreature,
  'declare-attacks': declareAttacks,
  'strike-back': strikeBack,
  'combat-ability': combatAbility,
  roll,
  concede,
  'manual-use': manualUse,
  'manual-op': manualOp,
  'manual-done': manualDone,
  acknowledge,
  dispute,
}

/** Action types that always need entropy from the log (the type alone says it). */
export const HKK_ENTROPY_ACTIONS: ReadonlySet<string> = new Set(['roll-off', 'mulligan', 'roll'])

/** Whether `action` needs entropy drawn before it is written to the log. */
export const hkkNeedsEntropy = (action: Action): boolean => HKK_ENTROPY_ACTIONS.has(action.type)

/** Actions that carry no payload (anything else in one is refused as malformed). */
const NO_PAYLOAD: ReadonlySet<string> = new Set([
  'roll-off',
  'mulligan',
  'keep',
  'pass',
  'pass-turn',
  'pay',
  'withdraw',
  'roll',
  'concede',
  'manual-done',
  'acknowledge',
])

/** Actions each setup stage accepts. */
const SETUP_ACTIONS: Partial<Record<Stage, readonly string[]>> = {
  'roll-off': ['roll-off'],
  mulligan: ['mulligan', 'keep'],
  'start-choice': ['choose-start'],
}

/** Actions a priority holder may take in a turn stage or window (the handler checks the details). */
const PRIORITY_ACTIONS: ReadonlySet<string> = new Set([
  'pass',
  'pass-turn',
  'play-card',
  'announce',
  'activate',
  'move-creature',
  'declare-attacks',
  'combat-ability',
  'manual-use',
])

/** What each pending choice accepts from its player. */
const PENDING_ACTIONS: Record<NonNullable<HkkState['pending']>['kind'], readonly string[]> = {
  roll: ['roll'],
  'strike-back': ['strike-back'],
  manual: ['manual-op', 'manual-done'],
  acknowledge: ['acknowledge', 'dispute'],
}

/** Actions only a pending manual resolution (or its acknowledgement) accepts. */
const MANUAL_ACTIONS: ReadonlySet<string> = new Set(['manual-op', 'manual-done', 'acknowledge', 'dispute'])

/** The player who must act now (null when either may: the roll-off; or the game is over). */
export function actingPlayer(state: HkkState): Player | null {
  if (state.result) return null
  if (state.pending) return state.pending.by
  if (state.announced) return state.announced.by
  if (state.window) return state.window.priority
  if (state.turn.stage === 'roll-off') return null
  return state.turn.priority
}

/** Why `p` may not take `type` now, or null. */
function turnProblem(state: HkkState, type: string, p: Player) {
  if (type === 'concede') return null
  if (state.pending) {
    if (state.pending.by !== p) return coreErrors.notYourTurn()
    return PENDING_ACTIONS[state.pending.kind].includes(type) ? null : hkkErrors.pendingChoice()
  }
  if (state.announced) {
    if (state.announced.by !== p) return coreErrors.notYourTurn()
    return type === 'pay' || type === 'withdraw' ? null : hkkErrors.pendingChoice()
  }
  if (type === 'pay' || type === 'withdraw') return hkkErrors.nothingPending()
  if (type === 'roll' || type === 'strike-back') return hkkErrors.nothingPending()
  if (MANUAL_ACTIONS.has(type)) return hkkErrors.noManual()
  const setupOk = SETUP_ACTIONS[state.turn.stage]
  if (setupOk) {
    if (!setupOk.includes(type)) return hkkErrors.wrongStage(state.turn.stage)
    return state.turn.stage === 'roll-off' || state.turn.priority === p ? null : coreErrors.notYourTurn()
  }
  if (!PRIORITY_ACTIONS.has(type)) return hkkErrors.wrongStage(state.turn.stage)
  if (actingPlayer(state) !== p) return hkkErrors.noPriority()
  return null
}

/** Moves a turn cut's abandoned cards to their discards and starts END (40.3). */
function cutTurn(d: HkkState, ev: EngineEvent[]): void {
  for (const entry of d.stack) d.cards = moveSlot(d.cards, entry.slot, `discard:${entry.by}`)
  d.stack = []
  d.window = null
  d.combat = null
  d.turn.cut = false
  enterStage(d, 'end', ev)
}

/** Runs everything that needs no decision, until someone must act or the game ends. */
export function settle(d: HkkState, ev: EngineEvent[]): void {
  for (let guard = 0; guard < 500; guard++) {
    runQueue(d, ev)
    checkVictory(d, ev)
    if (d.result || d.pending || d.announced || d.queue.length > 0) return
    if (d.turn.cut) {
      cutTurn(d, ev)
      continue
    }
    const w = d.window
    if (w) {
      if (w.passes >= 2) {
        d.window = null
        if (w.kind === 'reaction') resolveTop(d, ev)
        else resolveDeaths(d, ev)
        continue
      }
      if (!d.rules.autoPassPublic || mayAnswer(d, w.priority, w.kind === 'reaction')) return
      w.passes += 1
      w.priority = other(w.priority)
      continue
    }
    if (d.stack.length > 0) {
      openReactions(d)
      continue
    }
    if (dying(d).length > 0) {
      // 37: a life-saving window before anything dies (it passes itself when nobody could answer).
      d.window = { kind: 'life-saving', priority: d.turn.active, passes: 0 }
      continue
    }
    if (nextStrikeBack(d)) return
    if (['roll-off', 'mulligan', 'start-choice'].includes(d.turn.stage)) return
    if (!advance(d, ev)) return
  }
}

/**
 * A private copy of every part of the state that handlers change in place (turn, counters, perms, stack, windows,
 * combat); the card zones, defs and rules are replaced, never written, so they are shared. Cheaper than a deep clone
 * and never writes into the (possibly frozen) input.
 */
export function draftOf(state: HkkState): HkkState {
  const perms: HkkState['perms'] = {}
  for (const [slot, perm] of Object.entries(state.perms)) perms[slot] = { ...perm }
  const c = state.combat
  return {
    ...state,
    perms,
    players: { p1: { ...state.players.p1 }, p2: { ...state.players.p2 } },
    start: { decider: state.start.decider, rolls: [...state.start.rolls] },
    turn: { ...state.turn },
    stack: state.stack.map((e) => ({ ...e })),
    announced: state.announced && { ...state.announced },
    window: state.window && { ...state.window },
    queue: [...state.queue],
    pending: state.pending && { ...state.pending },
    combat: c && { attacks: [...c.attacks], strikeBack: { ...c.strikeBack }, announced: [...c.announced] },
  }
}

/** `apply`: checks the actor and the moment, runs the handler on a copy, settles. */
export function applyHkk(state: HkkState, action: HkkAction, seat: SeatId): ApplyResult<HkkState> {
  const p = playerAt(state, seat)
  if (p === null) return reject(coreErrors.spectatorCannotAct())
  const handler = Object.hasOwn(HANDLERS, action.type) ? HANDLERS[action.type] : undefined
  if (!handler) return reject(coreErrors.unknownAction(action.type))
  if (NO_PAYLOAD.has(action.type)) requireNoPayload(action)
  const problem = turnProblem(state, action.type, p)
  if (problem) return reject(problem)
  const draft = draftOf(state)
  const events: EngineEvent[] = []
  const error = handler(draft, action, p, events)
  if (error) return reject(error)
  settle(draft, events)
  return { ok: true, state: draft, events }
}
