/**
 * The edge battle of an engagement (rulebook "Az előnyért folytatott harc"): the attacker first, the two engaged
 * players alternately place cards face down in their edge stacks or pass, and two passes in a row end the
 * placements; both stacks are revealed together, their fate cards resolve by priority number, and the Force icons
 * plus Edge (X) decide who wins the edge (and strikes first).
 */
import { moveSlots, reveal, zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { edgeBonus, otherEngaged, participants, publicFacts, sideOfPlayer, usableCards, zones } from './queries'
import { participatingHook } from './abilities/hooks'
import { startAbility } from './abilities/resolve'
import { resolvable } from './abilities/support'
import { rulesOf } from './data/rules'
import { point, wait } from './flowSteps'
import type { Player, Side, SwlcgState } from './types'

/**
 * Whether `side` may place a card in its edge stack: it needs a participating unit and a card in hand (or in a
 * common reserve it may use).
 */
export function canPlaceEdge(state: SwlcgState, side: Player): boolean {
  return participants(state, side).length > 0 && usableCards(state, side).length > 0
}

/** The edge battle's placement loop, the attacker first. */
export function edgeBattle(draft: SwlcgState, events: EngineEvent[]): void {
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
  discardEdgeStacks(draft)
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
  discardEdgeStacks(draft)
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

/** Both edge stacks go to the discard piles: each card to its owner's (a teammate's card to the teammate's). */
function discardEdgeStacks(draft: SwlcgState): void {
  const moves = engagedPlayers(draft).flatMap((side) =>
    zoneSlots(draft.cards, zones.edge(side)).map((slot) => ({
      slot,
      to: zones.discard(draft.edgeOwners[slot] ?? side),
    })),
  )
  draft.cards = moveSlots(draft.cards, moves)
  draft.edgeOwners = {}
}
