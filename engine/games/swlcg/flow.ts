/**
 * The turn as a state machine (rulebook "Időszerkezet" and its timing chart): each phase's automatic steps, the
 * points where interrupts and reactions may answer (responses.ts), and the hand-over to the next step that waits
 * for a player. Entry functions do a step's automatic work and either stop at a decision (setting `turn.step` and
 * who has priority) or go straight on. A response point either opens a window (the flow stops and resumes from its
 * `Resume` tag when the window closes) or carries on at once; every call that may stop is a tail call.
 *
 * Action windows open with the active player's priority, alternate, and close after two passes in a row; a side
 * that cannot act in a window (judged on public facts only: an empty hand) passes without a log entry.
 */
import { reveal, zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import {
  FORCE_CARDS,
  committedCount,
  edgeBonus,
  handSize,
  inPlayFacts,
  isReady,
  eachPlayer,
  facing,
  heldCount,
  isTeamGame,
  nextPlayer,
  objectivesOf,
  opponent,
  otherEngaged,
  participants,
  sideObjectives,
  sideOfPlayer,
  teamOf,
  usableCards,
  publicFacts,
  refreshAmount,
  unitsOf,
  zones,
} from './queries'
import { forceIconBonus, mayAttack, reserveValue, strikers } from './abilities/modifiers'
import { hasUsableAction } from './abilities/activate'
import { participatingHook } from './abilities/hooks'
import { expire, restricted } from './abilities/lasting'
import { startAbility } from './abilities/resolve'
import { resolvable } from './abilities/support'
import { rulesOf } from './data/rules'
import { playableDiscards } from './deploy'
import { enqueue } from './pending'
import { strikeDamage } from './strikes'
import { openResponses } from './responses'
import type { Resume, Timing, Trigger } from './responses'
import { discardSlots, drawCards, patchCard, replenishObjective, turnDial } from './table'
import { trenchRunTargets } from './trenchRun'
import type { Phase, Player, Side, Step, SwlcgState } from './types'

type Flow = (draft: SwlcgState, events: EngineEvent[]) => void

/** Action windows and what follows each when it closes. */
const WINDOW_NEXT: Partial<Record<Step, Flow>> = {
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
const RESUMES: Record<Resume, Flow> = {
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

/** Carries on from a closed response window. */
export function resumeAt(draft: SwlcgState, resume: Resume, events: EngineEvent[]): void {
  RESUMES[resume](draft, events)
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
function points(draft: SwlcgState, triggers: readonly Trigger[], resume: Resume, events: EngineEvent[]): void {
  let opened = false
  for (const trigger of [...triggers].reverse()) {
    if (openResponses(draft, 'reaction', trigger, opened ? 'queue' : resume)) opened = true
  }
  if (!opened) resumeAt(draft, resume, events)
}

/** Whether `step` is an action window (including the deployment phase's). */
export function isWindow(step: Step): boolean {
  return Object.hasOwn(WINDOW_NEXT, step)
}

/** Sets the step that waits for `side`. */
function wait(draft: SwlcgState, step: Step, side: Player): void {
  draft.turn.step = step
  draft.turn.priority = side
  draft.turn.passes = 0
}

/**
 * 2v2: a phase's part for the active player is done; the next team player does it as the active player (`each`),
 * or, after the team's last, the team's #1 is active again and the phase goes on (`then`). In 1v1 it is `then`.
 */
function nextSegment(draft: SwlcgState, events: EngineEvent[], each: Flow, then: Flow): void {
  const team = teamOf(draft, sideOfPlayer(draft.turn.active))
  const next = team[team.indexOf(draft.turn.active) + 1]
  draft.turn.active = next ?? team[0]!
  if (next) events.push({ type: 'segment-began', data: { player: next, phase: draft.turn.phase } })
  ;(next ? each : then)(draft, events)
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
function openActionWindow(draft: SwlcgState, step: Step, events: EngineEvent[]): void {
  wait(draft, step, draft.turn.active)
  settleWindow(draft, events)
}

/** Passes for players who cannot act, and closes the window once every player has passed in a row. */
function settleWindow(draft: SwlcgState, events: EngineEvent[]): void {
  const turn = draft.turn
  for (;;) {
    if (turn.passes >= draft.players.length) {
      WINDOW_NEXT[turn.step]!(draft, events)
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

/** A phase begins ("after a phase begins" reactions), then its steps. */
function beginPhase(draft: SwlcgState, phase: Phase, events: EngineEvent[]): void {
  expire(draft, 'phase')
  draft.turn.phase = phase
  draft.turn.reserveCut = eachPlayer(draft, () => 0)
  const steps = `${phase}-steps` as Resume
  point(draft, 'reaction', { on: 'phase-began', phase, side: draft.turn.active }, steps, events)
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

/**
 * Refresh phase: 1 focus token off each card the active player controls (2 for Elite; not on the Light Side's
 * first turn), all its shields off, objectives replenished to 3, then "after you refresh" reactions (the FAQ's
 * errata puts them after the objectives) and an action window.
 */
function refreshSteps(draft: SwlcgState, events: EngineEvent[]): void {
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
function drawSteps(draft: SwlcgState, events: EngineEvent[]): void {
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

/** Conflict phase: the objectives engaged this phase are forgotten, then its action window. */
function conflictSteps(draft: SwlcgState, events: EngineEvent[]): void {
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
function conflictDeclare(draft: SwlcgState, events: EngineEvent[]): void {
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
function defendersStep(draft: SwlcgState, events: EngineEvent[]): void {
  const defender = draft.engagement!.defender
  if (declarableUnits(draft, defender, 'defend').length > 0) {
    wait(draft, 'declare-defenders', defender)
    return
  }
  draft.engagement = { ...draft.engagement!, defenders: [] }
  events.push({ type: 'defenders-declared', data: { units: [] } })
  openActionWindow(draft, 'defenders-window', events)
}

/**
 * Whether `side` may place a card in its edge stack: it needs a participating unit and a card in hand (or in a
 * common reserve it may use).
 */
export function canPlaceEdge(state: SwlcgState, side: Player): boolean {
  return participants(state, side).length > 0 && usableCards(state, side).length > 0
}

/** The edge battle's placement loop, the attacker first. */
function edgeBattle(draft: SwlcgState, events: EngineEvent[]): void {
  wait(draft, 'edge-placement', draft.turn.active)
  settleEdge(draft, events)
}

/** Passes for a side that cannot place; after two passes in a row the stacks are revealed. */
export function settleEdge(draft: SwlcgState, events: EngineEvent[]): void {
  const turn = draft.turn
  for (;;) {
    if (turn.passes >= 2) {
      revealEdge(draft, events)
      return
    }
    if (canPlaceEdge(draft, turn.priority)) return
    turn.passes += 1
    turn.priority = otherEngaged(draft, turn.priority)
  }
}

/**
 * Reveals both edge stacks at once and lists the fate cards by priority number; when numbers tie, the attacker
 * orders them (a prompt), otherwise they resolve at once.
 */
function revealEdge(draft: SwlcgState, events: EngineEvent[]): void {
  const fates: { slot: string; priority: number }[] = []
  const fatePlaced: Player[] = []
  for (const side of engagedPlayers(draft)) {
    for (const slot of zoneSlots(draft.cards, zones.edge(side))) {
      draft.cards = reveal(draft.cards, slot)
      const facts = publicFacts(draft, slot)
      if (facts?.type !== 'fate') continue
      fates.push({ slot, priority: facts.edgePriority ?? 0 })
      if (!fatePlaced.includes(side)) fatePlaced.push(side)
    }
  }
  draft.engagement = { ...draft.engagement!, fatePlaced }
  const stack = (side: Side) => [...zoneSlots(draft.cards, zones.edge(engagedOf(draft, side)))]
  events.push({ type: 'edge-revealed', data: { dark: stack('dark'), light: stack('light') } })
  fates.sort((a, b) => a.priority - b.priority)
  draft.fates = fates.map((f) => f.slot)
  const tied = fates.some((f, i) => i > 0 && fates[i - 1]!.priority === f.priority)
  if (tied) draft.prompt = { kind: 'fate-order', side: draft.turn.active, fates: draft.fates }
  else resolveFates(draft, events)
}

/**
 * Resolves the revealed fate cards in order, one at a time: each fate's effects run as an ability of the side
 * whose stack it was in (its choices asked as it resolves), and when it is done the next one resolves
 * (apply.ts); then the edge is decided. A fate whose effects the engine cannot play yet is announced with
 * `implemented: false` and does nothing.
 */
export function resolveFates(draft: SwlcgState, events: EngineEvent[]): void {
  while (draft.fates.length > 0) {
    const [slot, ...rest] = draft.fates as [SlotId, ...SlotId[]]
    const side = engagedPlayers(draft).find((p) => zoneOf(draft.cards, slot) === zones.edge(p))!
    // Secret Informant: while it takes part, each fate of its side resolves one more time (right after).
    const e = draft.engagement!
    const again = !e.twice.includes(slot) && participatingHook(draft, side, 'fates-twice')
    draft.fates = again ? [slot, ...rest] : rest
    if (again) draft.engagement = { ...e, twice: [...e.twice, slot] }
    const facts = publicFacts(draft, slot)
    const rules = facts ? rulesOf(facts.id) : []
    const index = rules.findIndex((a) => a.kind === 'fate')
    const fate = rules[index]
    const implemented = fate?.kind === 'fate' && resolvable(fate.effects)
    events.push({ type: 'fate-resolved', data: { slot, card: facts?.id ?? null, implemented } })
    if (!implemented) continue
    startAbility(draft, { source: slot, side }, facts!.id, index, [], 'next-fate', false)
    return
  }
  decideEdge(draft, events)
}

/** A fate cancelled this edge battle: both stacks go to the discard piles and a new edge battle begins. */
export function restartEdgeBattle(draft: SwlcgState, events: EngineEvent[]): void {
  for (const side of engagedPlayers(draft)) discardSlots(draft, side, zoneSlots(draft.cards, zones.edge(side)))
  draft.fates = []
  events.push({ type: 'edge-restarted', data: {} })
  edgeBattle(draft, events)
}

/**
 * Force icons in each stack plus Edge (X) of participating units; the higher total wins, a tie goes to the
 * defender, and with no participating defender the attacker wins. Then both stacks go to the discard piles.
 */
function decideEdge(draft: SwlcgState, events: EngineEvent[]): void {
  const attacker = draft.turn.active
  const defender = draft.engagement!.defender
  const total = (side: Player) =>
    zoneSlots(draft.cards, zones.edge(side)).reduce((sum, slot) => sum + (publicFacts(draft, slot)?.force ?? 0), 0) +
    edgeBonus(draft, side)
  const a = total(attacker)
  const d = total(defender)
  const noDefenders = participants(draft, defender).length === 0
  const winner = noDefenders || a > d ? attacker : defender
  for (const side of engagedPlayers(draft)) discardSlots(draft, side, zoneSlots(draft.cards, zones.edge(side)))
  draft.engagement = { ...draft.engagement!, edge: winner, striker: winner }
  events.push({ type: 'edge-won', data: { side: winner, attacker: a, defender: d, noDefenders } })
  point(draft, 'reaction', { on: 'edge-won', side: winner }, 'edge-window', events)
}

/** The two players of the engagement: the attacker (active) and the defender. */
function engagedPlayers(draft: SwlcgState): Player[] {
  return [draft.turn.active, draft.engagement!.defender]
}

/** The engaged player of a side. */
function engagedOf(draft: SwlcgState, side: Side): Player {
  return engagedPlayers(draft).find((p) => sideOfPlayer(p) === side)!
}

/** Whether `side` has a ready unit that may strike (participating, or one that may strike without). */
function canStrike(draft: SwlcgState, side: Player): boolean {
  return strikers(draft, side).some((slot) => isReady(draft, slot))
}

/** The side due to strike strikes if it has a ready participating unit; else the other side; else strikes end. */
function nextStrike(draft: SwlcgState, events: EngineEvent[]): void {
  const e = draft.engagement!
  const other = otherEngaged(draft, e.striker)
  if (canStrike(draft, e.striker)) wait(draft, 'strike', e.striker)
  else if (canStrike(draft, other)) {
    draft.engagement = { ...e, striker: other }
    wait(draft, 'strike', other)
  } else endStrikes(draft, events)
}

/** After the window that follows a strike, the other side strikes next when it can. */
function afterStrikeWindow(draft: SwlcgState, events: EngineEvent[]): void {
  const e = draft.engagement!
  const other = otherEngaged(draft, e.striker)
  if (canStrike(draft, other)) draft.engagement = { ...e, striker: other }
  nextStrike(draft, events)
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
function endEngagement(draft: SwlcgState, events: EngineEvent[]): void {
  point(draft, 'reaction', { on: 'survived', objective: draft.engagement!.objective }, 'engagement-over', events)
}

/** Participation ends, lent units go back to their teammates, and the conflict phase's window opens again. */
function engagementOver(draft: SwlcgState, events: EngineEvent[]): void {
  events.push({ type: 'engagement-ended', data: { objective: draft.engagement?.objective ?? null } })
  for (const { unit, from } of draft.engagement?.lent ?? []) {
    if (draft.table[unit]) patchCard(draft, unit, { controller: from })
  }
  expire(draft, 'engagement')
  draft.engagement = null
  openActionWindow(draft, 'conflict-window', events)
}

/**
 * Force phase: the active player may commit units to the Force (in 2v2 each team player in turn, from the team's
 * three Force cards), then the Force struggle.
 */
function forceSteps(draft: SwlcgState, events: EngineEvent[]): void {
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
function forceStruggle(draft: SwlcgState, events: EngineEvent[]): void {
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

/** A strike is over ("after … resolves a strike" answered): its lasting effects end, then the window after it. */
function strikeDone(draft: SwlcgState, events: EngineEvent[]): void {
  expire(draft, 'strike')
  openActionWindow(draft, 'strike-window', events)
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
