/**
 * The turn as a state machine (rulebook "Időszerkezet" and its timing chart): each phase's automatic steps, the
 * points where interrupts and reactions may answer (responses.ts), and the hand-over to the next step that waits
 * for a player. Entry functions do a step's automatic work and either stop at a decision (setting `turn.step` and
 * who has priority) or go straight on. A response point either opens a window (the flow stops and resumes from its
 * `Resume` tag when the window closes) or carries on at once; every call that may stop is a tail call.
 *
 * This module is the turn itself (its start and end, the Balance phase) and the wiring of every step: what follows
 * each action window and where each resume tag carries on. The parts it wires: the step helpers and action windows
 * (flowSteps.ts), the phases played one segment per team player (segments.ts), the conflict phase
 * (conflictFlow.ts) and the edge battle (edgeBattle.ts).
 */
import type { EngineEvent } from '../../core/types'
import { eachPlayer, opponent, sideObjectives, sideOfPlayer, teamOf } from './queries'
import { expire } from './abilities/lasting'
import {
  afterStrikeWindow,
  conflictDeclare,
  conflictSteps,
  defendersStep,
  endEngagement,
  engagementOver,
  nextStrike,
  strikeDone,
} from './conflictFlow'
import { edgeBattle } from './edgeBattle'
import { actedInWindow, beginPhase, openActionWindow, point, wait, wireFlow } from './flowSteps'
import type { FlowWiring } from './flowSteps'
import { drawSteps, forceSteps, forceStruggle, nextSegment, refreshSteps } from './segments'
import { strikeDamage } from './strikes'
import { turnDial } from './table'
import type { SwlcgState } from './types'

/** Action windows and what follows each when it closes. */
const WINDOW_NEXT: FlowWiring['windows'] = {
  'refresh-window': (d, ev) => beginPhase(d, 'draw', ev),
  'draw-window': (d, ev) => beginPhase(d, 'deployment', ev),
  // In 2v2 each team player has a deployment segment. The Dark Side's first turn has no conflict phase at all (not
  // even its "phase began" point): no one may engage an opponent who has not had a turn yet [B:267-268].
  deployment: (d, ev) =>
    nextSegment(
      d,
      ev,
      (d2, ev2) => openActionWindow(d2, 'deployment', ev2),
      (d2, ev2) => beginPhase(d2, d2.turn.number === 1 ? 'force' : 'conflict', ev2),
    ),
  'conflict-window': (d, ev) => conflictDeclare(d, ev),
  'attackers-window': (d, ev) => defendersStep(d, ev),
  'defenders-window': (d, ev) => edgeBattle(d, ev),
  'edge-window': (d, ev) => nextStrike(d, ev),
  'strike-window': (d, ev) => afterStrikeWindow(d, ev),
  'force-window': (d, ev) => endTurn(d, ev),
}

/** Where each response window's resume tag carries on. */
const RESUMES: FlowWiring['resumes'] = {
  'balance-phase': (d, ev) => beginPhase(d, 'balance', ev),
  'balance-steps': (d, ev) => balanceSteps(d, ev),
  'refresh-phase': (d, ev) => beginPhase(d, 'refresh', ev),
  'refresh-steps': (d, ev) => refreshSteps(d, ev),
  'draw-steps': (d, ev) => drawSteps(d, ev),
  'deployment-steps': (d, ev) => openActionWindow(d, 'deployment', ev),
  'conflict-steps': (d, ev) => conflictSteps(d, ev),
  'force-steps': (d, ev) => forceSteps(d, ev),
  // Each team player refreshes as the active player, then one action window for the team [B:303-310].
  'refresh-window': (d, ev) =>
    nextSegment(d, ev, refreshSteps, (d2, ev2) => openActionWindow(d2, 'refresh-window', ev2)),
  'declare-attackers': (d) => wait(d, 'declare-attackers', d.turn.active),
  'attackers-window': (d, ev) => openActionWindow(d, 'attackers-window', ev),
  'defenders-window': (d, ev) => openActionWindow(d, 'defenders-window', ev),
  'edge-window': (d, ev) => openActionWindow(d, 'edge-window', ev),
  deployed: (d, ev) => actedInWindow(d, ev),
  // Each team player may commit, then one struggle for the team [B:342-349].
  'force-struggle': (d, ev) => nextSegment(d, ev, forceSteps, forceStruggle),
  'force-window': (d, ev) => openActionWindow(d, 'force-window', ev),
  'next-turn': (d, ev) => nextTurn(d, ev),
  'end-engagement': (d, ev) => endEngagement(d, ev),
  'strike-done': (d, ev) => strikeDone(d, ev),
  engaged: (d, ev) => {
    const objective = d.engagement!.objective
    point(d, 'reaction', { on: 'objective-engaged', objective }, 'declare-attackers', ev)
  },
  'engagement-over': (d, ev) => engagementOver(d, ev),
  // The strike's icons become damage in the queue (conflictActions.ts), which then runs by itself.
  'strike-damage': (d) => strikeDamage(d),
  // The damage queue carries on by itself (apply.ts runs it while nothing else waits).
  queue: () => {},
}

// The step helpers look these tables up when a window closes or a point carries on (see flowSteps.ts for why they
// are handed in rather than imported).
wireFlow({ windows: WINDOW_NEXT, resumes: RESUMES })

/** The first turn of the game (the Dark Side's), once setup is done. */
export function startGame(draft: SwlcgState, events: EngineEvent[]): void {
  draft.turn.number = 1
  draft.turn.active = 'dark'
  beginTurn(draft, events)
}

/** A turn begins: per-turn limits reset; "after your turn begins" reactions; then the balance phase. */
function beginTurn(draft: SwlcgState, events: EngineEvent[]): void {
  expire(draft, 'turn')
  draft.turn.limited = eachPlayer(draft, () => false)
  draft.turn.played = eachPlayer(draft, () => [])
  draft.turn.used = []
  events.push({ type: 'turn-began', data: { side: draft.turn.active, turn: draft.turn.number } })
  point(draft, 'reaction', { on: 'turn-began', side: draft.turn.active }, 'balance-phase', events)
}

/** The turn ends: "after your turn ends" reactions, then the other player's turn. */
function endTurn(draft: SwlcgState, events: EngineEvent[]): void {
  events.push({ type: 'turn-ended', data: { side: draft.turn.active } })
  point(draft, 'reaction', { on: 'turn-ended', side: draft.turn.active }, 'next-turn', events)
}

/** The other side's turn, its player #1 active. */
function nextTurn(draft: SwlcgState, events: EngineEvent[]): void {
  draft.turn.active = teamOf(draft, opponent(sideOfPlayer(draft.turn.active)))[0]!
  draft.turn.number += 1
  beginTurn(draft, events)
}

/**
 * Balance phase, once per team turn: the dial turns for the Dark Side; the Light Side may deal 1 damage to a dark
 * objective (in 2v2 the light #1 picks it among both dark players' objectives [B:299-301]).
 */
function balanceSteps(draft: SwlcgState, events: EngineEvent[]): void {
  if (sideOfPlayer(draft.turn.active) === 'dark') {
    const by = draft.balance === 'dark' ? 2 : 1
    turnDial(draft, by, events)
    if (draft.result) return
    // "After the dial increases" reactions, then the refresh phase.
    point(draft, 'reaction', { on: 'dial-raised', by }, 'refresh-phase', events)
    return
  } else if (draft.balance === 'light' && sideObjectives(draft, 'dark').length > 0) {
    wait(draft, 'balance-damage', draft.turn.active)
    return
  }
  beginPhase(draft, 'refresh', events)
}

/** After the Balance damage (dealt or declined): the refresh phase. */
export function afterBalance(draft: SwlcgState, events: EngineEvent[]): void {
  beginPhase(draft, 'refresh', events)
}

/** Resumes the flow after the damage queue has emptied (the step that was resolving carries on). */
export function afterResolving(draft: SwlcgState, events: EngineEvent[]): void {
  const after = draft.turn.after
  draft.turn.after = null
  if (after === 'balance-damage') afterBalance(draft, events)
  else if (after === 'strike') {
    const unit = draft.engagement!.struck
    if (unit === null) strikeDone(draft, events)
    else point(draft, 'reaction', { on: 'strike-resolved', unit }, 'strike-done', events)
  } else if (after === 'unopposed') {
    const objective = draft.engagement!.objective
    point(draft, 'reaction', { on: 'unopposed', objective }, 'end-engagement', events)
  } else throw new Error(`swlcg: nothing to resume after ${String(after)}`)
}
