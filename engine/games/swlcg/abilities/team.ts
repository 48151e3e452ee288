/**
 * Effects that name players and move cards between them (Balance of the Force): groups of players ("each friendly
 * player", "another friendly player") and picking one of them, taking and giving control, a teammate's card into
 * your edge stack, a captive moved to another objective. A player is picked through a `choose` prompt over the
 * players' affiliation cards in play (the one card each player always has); each effect here runs in steps and
 * returns false while a prompt waits (it runs again with the answer), as ./picks.ts does.
 */
import { moveSlot, reveal, zoneOf, zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { factsFor, friendly, playerOfToken, playerToken, zones } from '../queries'
import { openResponses } from '../responses'
import { patchCard } from '../table'
import type { PendingAbility, Player, SwlcgState } from '../types'
import { matchesFacts } from './filters'
import { darkObjectives, groupPlayers } from './groups'
import { putIntoPlay } from './picks'
import type { Effect } from './vocabulary'

/** Returned while a prompt waits for its answer. */
export const WAITING = 'waiting'

/**
 * One of `players`, picked by `side`: without a prompt when there is one or none (null), else through a prompt over
 * their affiliation cards (WAITING until answered).
 */
export function pickPlayer(
  draft: SwlcgState,
  a: PendingAbility,
  players: readonly Player[],
  side: Player,
): Player | null | typeof WAITING {
  if (players.length <= 1) return players[0] ?? null
  if (a.answer !== null) {
    draft.ability = { ...draft.ability!, answer: null }
    return playerOfToken(draft, a.answer[0])
  }
  const options = players.map((p) => playerToken(draft, p)).filter((slot) => slot !== null)
  draft.prompt = { kind: 'choose', side, options, min: 1, max: 1, players: true }
  return WAITING
}

/**
 * `to` takes control of the card in play: a unit going to the other team loses its Force card and leaves the
 * engagement; a unit lent for support is no longer lent. Then "after you take control" reactions answer.
 */
export function transferControl(draft: SwlcgState, slot: SlotId, to: Player): void {
  const card = draft.table[slot]
  if (!card || card.controller === to) return
  const changesTeam = !friendly(card.controller, to)
  patchCard(draft, slot, changesTeam ? { controller: to, committed: false } : { controller: to })
  const e = draft.engagement
  if (e) {
    const out = (units: SlotId[]) => (changesTeam ? units.filter((u) => u !== slot) : units)
    draft.engagement = {
      ...e,
      attackers: out(e.attackers),
      defenders: out(e.defenders),
      lent: e.lent.filter((l) => l.unit !== slot),
    }
  }
  openResponses(draft, 'reaction', { on: 'control-taken', card: slot, by: to }, 'queue')
}

/**
 * Take or give control of `cards` (the effect's targets, kept in `held` across the prompt that picks who gets them).
 * False while that prompt waits.
 */
export function takeControl(
  draft: SwlcgState,
  effect: Extract<Effect, { do: 'take-control' }>,
  a: PendingAbility,
  cards: readonly SlotId[],
): boolean {
  let to: Player | null = a.ctx.side
  if (effect.to) {
    if (a.step === 0) draft.ability = { ...a, held: [...cards], step: 1 }
    const picked = pickPlayer(draft, draft.ability!, groupPlayers(draft, effect.to, a.ctx.side), a.ctx.side)
    if (picked === WAITING) return false
    to = picked
  }
  const targets = effect.to ? draft.ability!.held : cards
  draft.ability = { ...draft.ability!, held: [] }
  if (to !== null) for (const slot of targets) transferControl(draft, slot, to)
  return true
}

/**
 * Supporting Fire: the user picks a friendly player (step 0), who may put one card of their hand matching the filter
 * face up into the user's edge stack (step 1). False while a prompt waits.
 */
export function edgeFromHand(
  draft: SwlcgState,
  effect: Extract<Effect, { do: 'edge-from-hand' }>,
  a: PendingAbility,
): boolean {
  const user = a.ctx.user ?? a.ctx.side
  if (a.step === 0) {
    const picked = pickPlayer(draft, a, groupPlayers(draft, 'friendly', a.ctx.side), a.ctx.side)
    if (picked === WAITING) return false
    const token = picked === null ? null : playerToken(draft, picked)
    if (token === null) return true
    draft.ability = { ...draft.ability!, step: 1, held: [token] }
  }
  const now = draft.ability!
  const player = playerOfToken(draft, now.held[0])
  const hand = player === null ? [] : zoneSlots(draft.cards, zones.hand(player))
  const options = hand.filter((slot) => {
    const facts = factsFor(draft, slot, player!)
    return !!facts && matchesFacts(facts, effect.filter)
  })
  if (options.length === 0) return done(draft)
  if (now.answer === null) {
    draft.prompt = { kind: 'choose', side: player!, options, min: 0, max: 1 }
    return false
  }
  for (const slot of now.answer) {
    // The teammate's card stays theirs: it goes back to their discard pile after the edge battle.
    if (player !== user) draft.edgeOwners = { ...draft.edgeOwners, [slot]: player! }
    draft.cards = reveal(moveSlot(draft.cards, slot, zones.edge(user), 'bottom'), slot)
  }
  return done(draft)
}

/**
 * Puts `slot` (this card, or the one chosen) into play from the user's hand or discard pile, under the user's
 * control or (`to`) a player of that group the user picks; it becomes `previous`. False while the pick waits.
 */
export function putIntoPlayEffect(
  draft: SwlcgState,
  effect: Extract<Effect, { do: 'put-into-play' }>,
  a: PendingAbility,
  slot: SlotId | undefined,
  events: EngineEvent[],
): boolean {
  const side = a.ctx.side
  const zone = effect.from === 'hand' ? zones.hand(side) : zones.discard(side)
  if (slot === undefined || zoneOf(draft.cards, slot) !== zone) return done(draft)
  let to: Player | null = side
  if (effect.to) {
    if (a.step === 0) draft.ability = { ...a, held: [slot], step: 1 }
    const picked = pickPlayer(draft, draft.ability!, groupPlayers(draft, effect.to, side), side)
    if (picked === WAITING) return false
    to = picked ?? side
  }
  putIntoPlay(draft, slot, to, effect.participating === true, events, side)
  const now = draft.ability!
  draft.ability = { ...now, held: [], answer: null, ctx: { ...now.ctx, previous: slot } }
  return true
}

/** The effect is over: its answer and held cards are forgotten. */
function done(draft: SwlcgState): true {
  draft.ability = { ...draft.ability!, answer: null, held: [] }
  return true
}

/**
 * Punishing One: the user picks an objective holding captured cards (step 0), one of its captives (step 1) and a
 * different dark side objective (step 2), which then holds it. False while a prompt waits.
 */
export function moveCaptive(draft: SwlcgState, events: EngineEvent[]): boolean {
  const dark = darkObjectives(draft)
  for (;;) {
    const a = draft.ability!
    const [from, card] = a.held
    const options =
      a.step === 0
        ? Object.keys(draft.captives).filter((o) => dark.includes(o) && dark.some((d) => d !== o))
        : a.step === 1
          ? (draft.captives[from!] ?? [])
          : dark.filter((d) => d !== from)
    if (options.length === 0) return done(draft)
    let picked = options[0]!
    if (options.length > 1) {
      if (a.answer === null) {
        draft.prompt = { kind: 'choose', side: a.ctx.side, options: [...options], min: 1, max: 1 }
        return false
      }
      picked = a.answer[0]!
    }
    draft.ability = { ...a, answer: null, held: [...a.held, picked], step: a.step + 1 }
    if (a.step < 2) continue
    const left = (draft.captives[from!] ?? []).filter((slot) => slot !== card)
    const { [from!]: _old, ...rest } = draft.captives
    draft.captives = {
      ...rest,
      ...(left.length > 0 ? { [from!]: left } : {}),
      [picked]: [...(draft.captives[picked] ?? []), card!],
    }
    events.push({ type: 'captured', data: { card: card!, at: picked, fromPlay: false } })
    return done(draft)
  }
}
