/**
 * The conflict phase's steps (rulebook "Konfliktus fázis", "Csapások"): engaging objectives one engagement at a
 * time, declaring defenders, the order of strikes after the edge battle (edgeBattle.ts), the unopposed bonus, and
 * the end of each engagement. The handlers that answer these steps are in conflictActions.ts.
 */
import type { EngineEvent } from '../../core/types'
import { facing, isReady, objectivesOf, otherEngaged, unitsOf } from './queries'
import { mayAttack, strikers } from './abilities/modifiers'
import { expire, restricted } from './abilities/lasting'
import { beginPhase, openActionWindow, point, wait } from './flowSteps'
import { enqueue } from './pending'
import { nextSegment } from './segments'
import { patchCard } from './table'
import { trenchRunTargets } from './trenchRun'
import type { Player, SwlcgState } from './types'

/** Conflict phase: the objectives engaged this phase are forgotten, then its action window. */
export function conflictSteps(draft: SwlcgState, events: EngineEvent[]): void {
  draft.turn.engaged = []
  openActionWindow(draft, 'conflict-window', events)
}

/**
 * Enemy objectives the active player may still engage this phase and attack with a ready unit: in 2v2 only those of
 * the opponent sitting across [B:27-29].
 */
export function engageableObjectives(state: SwlcgState): string[] {
  const active = state.turn.active
  const ready = declarableUnits(state, active)
  // Trench Run lets the Light Side engage the Death Star dial as if it were a Dark Side objective.
  return [...objectivesOf(state, facing(state, active)), ...trenchRunTargets(state)].filter(
    (slot) => !state.turn.engaged.includes(slot) && ready.some((unit) => mayAttack(state, unit, slot)),
  )
}

/** Units `side` could declare now: ready units it controls (as defenders: those no lasting effect forbids). */
export function declarableUnits(state: SwlcgState, side: Player, as: 'attack' | 'defend' = 'attack'): string[] {
  return unitsOf(state, side).filter(
    (slot) => isReady(state, slot) && (as === 'attack' || !restricted(state, slot, as)),
  )
}

/**
 * The active player engages an objective or ends their conflict segment; with nothing to engage or no one to attack,
 * it ends.
 */
export function conflictDeclare(draft: SwlcgState, events: EngineEvent[]): void {
  const active = draft.turn.active
  if (engageableObjectives(draft).length > 0 && declarableUnits(draft, active).length > 0) {
    wait(draft, 'conflict-declare', active)
  } else endConflictPhase(draft, events)
}

/**
 * The active player engages nothing more: in 2v2 the next team player's conflict segment begins with its action
 * window; after the team's last, the Force phase [B:330-336].
 */
export function endConflictPhase(draft: SwlcgState, events: EngineEvent[]): void {
  nextSegment(
    draft,
    events,
    (d, ev) => openActionWindow(d, 'conflict-window', ev),
    (d, ev) => beginPhase(d, 'force', ev),
  )
}

/** The defending player declares defenders; with no ready unit, none are declared. */
export function defendersStep(draft: SwlcgState, events: EngineEvent[]): void {
  const defender = draft.engagement!.defender
  if (declarableUnits(draft, defender, 'defend').length > 0) {
    wait(draft, 'declare-defenders', defender)
    return
  }
  draft.engagement = { ...draft.engagement!, defenders: [] }
  events.push({ type: 'defenders-declared', data: { units: [] } })
  openActionWindow(draft, 'defenders-window', events)
}

/** Whether `side` has a ready unit that may strike (participating, or one that may strike without). */
function canStrike(draft: SwlcgState, side: Player): boolean {
  return strikers(draft, side).some((slot) => isReady(draft, slot))
}

/** The side due to strike strikes if it has a ready participating unit; else the other side; else strikes end. */
export function nextStrike(draft: SwlcgState, events: EngineEvent[]): void {
  const e = draft.engagement!
  const other = otherEngaged(draft, e.striker)
  if (canStrike(draft, e.striker)) wait(draft, 'strike', e.striker)
  else if (canStrike(draft, other)) {
    draft.engagement = { ...e, striker: other }
    wait(draft, 'strike', other)
  } else endStrikes(draft, events)
}

/** After the window that follows a strike, the other side strikes next when it can. */
export function afterStrikeWindow(draft: SwlcgState, events: EngineEvent[]): void {
  const e = draft.engagement!
  const other = otherEngaged(draft, e.striker)
  if (canStrike(draft, other)) draft.engagement = { ...e, striker: other }
  nextStrike(draft, events)
}

/** A strike is over ("after … resolves a strike" answered): its lasting effects end, then the window after it. */
export function strikeDone(draft: SwlcgState, events: EngineEvent[]): void {
  expire(draft, 'strike')
  openActionWindow(draft, 'strike-window', events)
}

/**
 * Strikes are over: the engagement is unopposed when an attacker survived and no defender did, and the objective
 * (if still in play) takes 1 more damage; then the engagement ends.
 */
function endStrikes(draft: SwlcgState, events: EngineEvent[]): void {
  const e = draft.engagement!
  if (e.attackers.length === 0 || e.defenders.length > 0) {
    endEngagement(draft, events)
    return
  }
  const inPlay = Object.hasOwn(draft.table, e.objective)
  events.push({ type: 'unopposed', data: { objective: e.objective, bonus: inPlay } })
  if (inPlay) {
    enqueue(draft, [
      { kind: 'damage', card: e.objective, amount: 1, by: draft.turn.active, source: 'rule', stage: 'protect' },
    ])
  }
  draft.turn.step = 'resolving'
  draft.turn.after = 'unopposed'
}

/** The engagement ends: "after … survives the engagement" reactions of its attackers still in play, then it is over. */
export function endEngagement(draft: SwlcgState, events: EngineEvent[]): void {
  point(draft, 'reaction', { on: 'survived', objective: draft.engagement!.objective }, 'engagement-over', events)
}

/** Participation ends, lent units go back to their teammates, and the conflict phase's window opens again. */
export function engagementOver(draft: SwlcgState, events: EngineEvent[]): void {
  events.push({ type: 'engagement-ended', data: { objective: draft.engagement?.objective ?? null } })
  for (const { unit, from } of draft.engagement?.lent ?? []) {
    if (draft.table[unit]) patchCard(draft, unit, { controller: from })
  }
  expire(draft, 'engagement')
  draft.engagement = null
  openActionWindow(draft, 'conflict-window', events)
}
