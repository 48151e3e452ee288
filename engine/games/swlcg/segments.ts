/**
 * Team turns and the phases played one segment per player: in 2v2 each player of the active team does a phase's
 * part in turn as the active player (`nextSegment`), in 1v1 there is one segment. The refresh, draw and Force
 * phases' automatic steps live here; the deployment and conflict phases hand over with `nextSegment` too (flow.ts,
 * conflictFlow.ts).
 */
import type { EngineEvent } from '../../core/types'
import {
  FORCE_CARDS,
  committedCount,
  handSize,
  heldCount,
  inPlayFacts,
  isReady,
  isTeamGame,
  objectivesOf,
  refreshAmount,
  sideOfPlayer,
  teamOf,
  unitsOf,
} from './queries'
import { forceIconBonus, reserveValue } from './abilities/modifiers'
import { openActionWindow, point, points, wait } from './flowSteps'
import type { Flow } from './flowSteps'
import type { Trigger } from './responses'
import { drawCards, patchCard, replenishObjective } from './table'
import type { Side, SwlcgState } from './types'

/**
 * 2v2: a phase's part for the active player is done; the next team player does it as the active player (`each`),
 * or, after the team's last, the team's #1 is active again and the phase goes on (`then`). In 1v1 it is `then`.
 */
export function nextSegment(draft: SwlcgState, events: EngineEvent[], each: Flow, then: Flow): void {
  const team = teamOf(draft, sideOfPlayer(draft.turn.active))
  const next = team[team.indexOf(draft.turn.active) + 1]
  draft.turn.active = next ?? team[0]!
  if (next) events.push({ type: 'segment-began', data: { player: next, phase: draft.turn.phase } })
  ;(next ? each : then)(draft, events)
}

/**
 * Refresh phase: 1 focus token off each card the active player controls (2 for Elite; not on the Light Side's
 * first turn), all its shields off, objectives replenished to 3, then "after you refresh" reactions (the FAQ's
 * errata puts them after the objectives) and an action window.
 */
export function refreshSteps(draft: SwlcgState, events: EngineEvent[]): void {
  const active = draft.turn.active
  const firstLightTurn = draft.turn.number === 2
  for (const slot of Object.keys(draft.table)) {
    const card = draft.table[slot]!
    if (card.controller !== active) continue
    const remove = firstLightTurn ? 0 : refreshAmount(inPlayFacts(draft, slot))
    const focus = Math.max(0, card.focus - remove)
    if (focus !== card.focus || card.shield > 0) patchCard(draft, slot, { focus, shield: 0 })
  }
  events.push({ type: 'refreshed', data: { side: active, focusRemoved: !firstLightTurn } })
  const entered: Trigger[] = []
  while (objectivesOf(draft, active).length < 3 && !draft.result) {
    const slot = replenishObjective(draft, active, events)
    // An empty objective deck: in 2v2 the player goes on with fewer objectives [B:46-49].
    if (slot === null) break
    entered.push({ on: 'entered-play', card: slot })
  }
  if (draft.result) return
  // A new objective's "after this comes into play" answers with the refresh reactions (one moment).
  points(draft, [...entered, { on: 'refreshed', side: active }], 'refresh-window', events)
}

/** Draw phase, for the active player: an optional discard, then draw to the reserve value. */
export function drawSteps(draft: SwlcgState, events: EngineEvent[]): void {
  if (handSize(draft, draft.turn.active) > 0) wait(draft, 'draw-discard', draft.turn.active)
  else drawToReserve(draft, events)
}

/**
 * Draws up to the reserve value; a hand above it is discarded down. The card in the player's own common reserve
 * counts as in hand here, and only here [B:249-252].
 */
export function drawToReserve(draft: SwlcgState, events: EngineEvent[]): void {
  const side = draft.turn.active
  const reserve = reserveValue(draft, side)
  drawCards(draft, side, reserve - heldCount(draft, side), events)
  if (draft.result) return
  if (heldCount(draft, side) > reserve) wait(draft, 'draw-trim', side)
  else afterTrim(draft, events)
}

/**
 * After the draw (and any discard down to the reserve value): in 2v2 the active player may put a card from hand into
 * their common reserve [B:245-247]; then the next team player draws, and after the team's last, the action window.
 */
export function afterTrim(draft: SwlcgState, events: EngineEvent[]): void {
  if (isTeamGame(draft) && handSize(draft, draft.turn.active) > 0) wait(draft, 'draw-reserve', draft.turn.active)
  else afterDrawSegment(draft, events)
}

/** The active player's draw segment is over (see afterTrim). */
export function afterDrawSegment(draft: SwlcgState, events: EngineEvent[]): void {
  nextSegment(draft, events, drawSteps, (d, ev) => openActionWindow(d, 'draw-window', ev))
}

/**
 * Force phase: the active player may commit units to the Force (in 2v2 each team player in turn, from the team's
 * three Force cards), then the Force struggle.
 */
export function forceSteps(draft: SwlcgState, events: EngineEvent[]): void {
  const active = draft.turn.active
  const free = committedCount(draft, active) < FORCE_CARDS
  if (free && unitsOf(draft, active).some((slot) => !draft.table[slot]?.committed)) wait(draft, 'force-commit', active)
  else nextSegment(draft, events, forceSteps, forceStruggle)
}

/** After units were committed: "after you commit" reactions, then the struggle. */
export function afterCommit(draft: SwlcgState, units: string[], events: EngineEvent[]): void {
  point(draft, 'reaction', { on: 'committed', units }, 'force-struggle', events)
}

/**
 * The Force struggle: each side's Force icons on its ready committed units and those its cards contribute; the higher total turns the Balance
 * of the Force to its side, a tie leaves it. Then the Force phase's window.
 */
export function forceStruggle(draft: SwlcgState, events: EngineEvent[]): void {
  // A team counts the ready committed units and the bonuses of both its players [B:285-290].
  const total = (side: Side) =>
    teamOf(draft, side).reduce(
      (sum, player) =>
        unitsOf(draft, player)
          .filter((slot) => draft.table[slot]!.committed && isReady(draft, slot))
          .reduce((n, slot) => n + (inPlayFacts(draft, slot).force ?? 0), sum + forceIconBonus(draft, player)),
      0,
    )
  const light = total('light')
  const dark = total('dark')
  const before = draft.balance
  const winner = light > dark ? 'light' : dark > light ? 'dark' : null
  if (winner) draft.balance = winner
  events.push({
    type: 'force-struggle',
    data: { light, dark, balance: draft.balance, flipped: before !== draft.balance },
  })
  point(draft, 'reaction', { on: 'force-struggle', winner, margin: Math.abs(light - dark) }, 'force-window', events)
}
