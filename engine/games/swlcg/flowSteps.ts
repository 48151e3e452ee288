/**
 * The step helpers every part of the turn flow uses (flow.ts, segments.ts, conflictFlow.ts, edgeBattle.ts): waiting
 * for a player's decision, the timing chart's points, the start of a phase, and action windows.
 *
 * Action windows open with the active player's priority, alternate, and close after two passes in a row; a side
 * that cannot act in a window (judged on public facts only: an empty hand) passes without a log entry.
 *
 * A closing window or a point no one answers carries on at a step any part of the flow may own, so the two tables
 * naming those steps are handed in by flow.ts when it loads (`wireFlow`) instead of being imported from it: the
 * parts import this module, flow.ts imports the parts, and no import points back up (the layer check refuses cycles).
 */
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { hasUsableAction } from './abilities/activate'
import { expire } from './abilities/lasting'
import { playableDiscards } from './deploy'
import { eachPlayer, nextPlayer, usableCards } from './queries'
import { openResponses } from './responses'
import type { Resume, Timing, Trigger } from './responses'
import type { Phase, Player, Step, SwlcgState } from './types'

/** One stretch of the flow: it does a step's automatic work and stops at a decision or goes straight on. */
export type Flow = (draft: SwlcgState, events: EngineEvent[]) => void

/** The action windows (the deployment phase's included): the steps that close after every player passed in a row. */
const WINDOW_STEPS = [
  'refresh-window',
  'draw-window',
  'deployment',
  'conflict-window',
  'attackers-window',
  'defenders-window',
  'edge-window',
  'strike-window',
  'force-window',
] as const satisfies readonly Step[]

/** A step that is an action window. */
export type WindowStep = (typeof WINDOW_STEPS)[number]

/** Where the flow carries on: after each action window closes, and at each response window's resume tag. */
export type FlowWiring = {
  windows: Readonly<Record<WindowStep, Flow>>
  resumes: Readonly<Record<Resume, Flow>>
}

/** The tables flow.ts handed in (null until it has loaded). */
let wiring: FlowWiring | null = null

/** Hands in where the flow carries on (flow.ts does so once, when it loads; see the module comment). */
export function wireFlow(tables: FlowWiring): void {
  wiring = tables
}

/** The tables handed in; no step can run before flow.ts has loaded, so their absence is a bug. */
function wired(): FlowWiring {
  if (!wiring) throw new Error('swlcg: the turn flow is not wired (flow.ts has not been loaded)')
  return wiring
}

/** Carries on from a closed response window. */
export function resumeAt(draft: SwlcgState, resume: Resume, events: EngineEvent[]): void {
  wired().resumes[resume](draft, events)
}

/** A point of the timing chart: opens a response window for `trigger`, or carries on at once when no one can answer. */
export function point(
  draft: SwlcgState,
  timing: Timing,
  trigger: Trigger,
  resume: Resume,
  events: EngineEvent[],
): void {
  if (!openResponses(draft, timing, trigger, resume)) resumeAt(draft, resume, events)
}

/**
 * Several reaction points reached at once: each one someone may answer opens a window, the first listed on top;
 * the flow carries on from `resume` once every one has closed.
 */
export function points(draft: SwlcgState, triggers: readonly Trigger[], resume: Resume, events: EngineEvent[]): void {
  let opened = false
  for (const trigger of [...triggers].reverse()) {
    if (openResponses(draft, 'reaction', trigger, opened ? 'queue' : resume)) opened = true
  }
  if (!opened) resumeAt(draft, resume, events)
}

/** Whether `step` is an action window (including the deployment phase's). */
export function isWindow(step: Step): boolean {
  return (WINDOW_STEPS as readonly Step[]).includes(step)
}

/** Sets the step that waits for `side`. */
export function wait(draft: SwlcgState, step: Step, side: Player): void {
  draft.turn.step = step
  draft.turn.priority = side
  draft.turn.passes = 0
}

/** A phase begins ("after a phase begins" reactions), then its steps. */
export function beginPhase(draft: SwlcgState, phase: Phase, events: EngineEvent[]): void {
  expire(draft, 'phase')
  draft.turn.phase = phase
  draft.turn.reserveCut = eachPlayer(draft, () => 0)
  const steps = `${phase}-steps` as Resume
  point(draft, 'reaction', { on: 'phase-began', phase, side: draft.turn.active }, steps, events)
}

/**
 * Whether `side` may do anything in an action window other than pass. Judged on public facts (a card in hand
 * might be playable; a card in the discard pile may say it can be played from there), so opening a window tells
 * the opponent nothing about the hand.
 */
function mayAct(draft: SwlcgState, side: Player): boolean {
  return usableCards(draft, side).length > 0 || playableDiscards(draft, side).length > 0 || hasUsableAction(draft, side)
}

/** Opens an action window with the active player's priority. */
export function openActionWindow(draft: SwlcgState, step: WindowStep, events: EngineEvent[]): void {
  wait(draft, step, draft.turn.active)
  settleWindow(draft, events)
}

/** Passes for players who cannot act, and closes the window once every player has passed in a row. */
function settleWindow(draft: SwlcgState, events: EngineEvent[]): void {
  const turn = draft.turn
  for (;;) {
    if (turn.passes >= draft.players.length) {
      wired().windows[turn.step as WindowStep](draft, events)
      return
    }
    if (mayAct(draft, turn.priority)) return
    turn.passes += 1
    turn.priority = nextPlayer(draft, turn.priority)
  }
}

/** The player with priority passes in an action window. */
export function passWindow(draft: SwlcgState, events: EngineEvent[]): void {
  draft.turn.passes += 1
  draft.turn.priority = nextPlayer(draft, draft.turn.priority)
  settleWindow(draft, events)
}

/** After an action in a window, the next player clockwise has priority and the pass count starts again. */
export function actedInWindow(draft: SwlcgState, events: EngineEvent[]): void {
  draft.turn.passes = 0
  draft.turn.priority = nextPlayer(draft, draft.turn.priority)
  settleWindow(draft, events)
}

/** After an event was played and its effects are done: "after … is played" reactions, then the opponent's priority. */
export function afterEventPlayed(draft: SwlcgState, card: string, side: Player, events: EngineEvent[]): void {
  point(draft, 'reaction', { on: 'card-played', card, side }, 'deployed', events)
}

/** After a card entered play in deployment: "after … enters play" reactions, then the opponent's priority. */
export function afterDeploy(draft: SwlcgState, card: string, payers: SlotId[], events: EngineEvent[]): void {
  const generated: Trigger[] =
    payers.length > 0 ? [{ on: 'resources-generated', cards: payers, side: draft.table[card]!.controller }] : []
  points(draft, [{ on: 'entered-play', card }, ...generated], 'deployed', events)
}
