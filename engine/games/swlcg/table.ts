/**
 * Changing the table: the working copy (draft) one `apply` writes, tokens on cards, cards entering and leaving play,
 * destruction into discard and victory piles, the dial, drawing, and the victory checks that follow every change.
 * Sections of the state are replaced whole, never written into, so a draft shares everything it did not change
 * with the state it came from (a frozen state in tests proves it).
 */
import { draw as drawSlot, look, moveSlot, moveSlots, zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { forgetCard } from './abilities/lasting'
import { losesIfDestroyed } from './abilities/modifiers'
import {
  attachmentsOf,
  facing,
  friendly,
  inPlayFacts,
  isTeamGame,
  opponent,
  sideOfPlayer,
  teamOf,
  zones,
} from './queries'
import type { CardState, Player, Side, SwlcgState, TurnState } from './types'

/** The dial value at which the Dark Side wins: 12, or 16 on the multiplayer dial of a 2v2 game [B:36-37]. */
export function dialToWin(state: SwlcgState): number {
  return isTeamGame(state) ? 16 : 12
}

/** Dark objectives the Light Side must destroy to win: 3, or 5 across the team in 2v2 [B:34]. */
export function objectivesToWin(state: SwlcgState): number {
  return isTeamGame(state) ? 5 : 3
}

/**
 * A working copy for one action: the top level and the turn are copied; every other section is shared. Written
 * field by field: an object literal of a known shape is several times cheaper than a spread, and this runs on every
 * action.
 */
export function draftOf(state: SwlcgState): SwlcgState {
  return withTurnAndUndo(state, { ...state.turn }, state.undo)
}

/** A shallow copy of `state` with this turn and take-back (an object literal of the state's shape; see draftOf). */
export function withTurnAndUndo(state: SwlcgState, turn: TurnState, undo: SwlcgState['undo']): SwlcgState {
  return {
    players: state.players,
    seats: state.seats,
    affiliation: state.affiliation,
    options: state.options,
    cards: state.cards,
    table: state.table,
    balance: state.balance,
    dial: state.dial,
    turn,
    engagement: state.engagement,
    prompt: state.prompt,
    windows: state.windows,
    queue: state.queue,
    fates: state.fates,
    lasting: state.lasting,
    ability: state.ability,
    suspended: state.suspended,
    answerable: state.answerable,
    captives: state.captives,
    edgeOwners: state.edgeOwners,
    result: state.result,
    undo,
  }
}

/**
 * The last table copied for a draft, and that draft: the table is copied once per action, on its first write, and
 * then written into (a refresh patches every card; copying the whole table per card made that quadratic). `apply`
 * is synchronous and works on one draft at a time, so remembering the latest copy is enough; a copy made for an
 * earlier draft (now part of an input state) never matches again, so it is never written into. Plain variables,
 * not a WeakMap: one WeakMap entry per action was a measurable share of garbage collection.
 */
let ownedDraft: SwlcgState | null = null
let ownedTable: SwlcgState['table'] | null = null

/** The draft's own table, copied on first use. */
function ownTable(draft: SwlcgState): SwlcgState['table'] {
  if (ownedDraft === draft && ownedTable === draft.table) return draft.table
  const copy = { ...draft.table }
  ownedDraft = draft
  ownedTable = copy
  draft.table = copy
  return copy
}

/** Replaces fields of a card in play. */
export function patchCard(draft: SwlcgState, slot: SlotId, patch: Partial<CardState>): void {
  const card = draft.table[slot]
  if (!card) throw new Error(`swlcg: ${slot} is not in play`)
  ownTable(draft)[slot] = { ...card, ...patch }
}

/** Adds focus tokens to a card in play (`n` may be negative; never below 0). */
export function addFocus(draft: SwlcgState, slot: SlotId, n: number): void {
  const card = draft.table[slot]
  if (card) patchCard(draft, slot, { focus: Math.max(0, card.focus + n) })
}

/** Puts the card in `slot` into play in `zone` (a public zone: everyone sees its face) with fresh tokens. */
export function enterPlay(
  draft: SwlcgState,
  slot: SlotId,
  zone: string,
  owner: Player,
  host: SlotId | null = null,
  controller: Player = owner,
): void {
  draft.cards = moveSlot(draft.cards, slot, zone, 'bottom')
  const card = look(draft.cards, slot, null)
  if (card === null) throw new Error(`swlcg: ${slot} entered play face down`)
  const entry: CardState = {
    card,
    owner,
    controller,
    focus: 0,
    damage: 0,
    shield: 0,
    committed: false,
    host,
  }
  ownTable(draft)[slot] = entry
}

/** The unit in `slot` takes part in the engagement on `side`'s side (as an attacker when `side` is active). */
export function joinEngagement(draft: SwlcgState, slot: SlotId, side: Player): void {
  const e = draft.engagement
  if (!e) return
  draft.engagement =
    draft.turn.active === side
      ? { ...e, attackers: [...e.attackers, slot] }
      : { ...e, defenders: [...e.defenders, slot] }
}

/**
 * Takes a card out of play to `to` (its owner's discard pile unless given) with every enhancement attached to it,
 * and out of the engagement. A committed unit's Force card is free again with the unit gone.
 */
export function leavePlay(
  draft: SwlcgState,
  slot: SlotId,
  to?: string,
  events?: EngineEvent[],
  position: 'top' | 'bottom' = 'top',
): void {
  const card = draft.table[slot]
  if (!card) return
  for (const attached of attachmentsOf(draft, slot)) leavePlay(draft, attached, undefined, events)
  delete ownTable(draft)[slot]
  forgetCard(draft, slot)
  releaseCaptives(draft, slot, events)
  draft.cards = moveSlot(draft.cards, slot, to ?? zones.discard(card.owner), position)
  const e = draft.engagement
  if (e && (e.attackers.includes(slot) || e.defenders.includes(slot))) {
    draft.engagement = {
      ...e,
      attackers: e.attackers.filter((s) => s !== slot),
      defenders: e.defenders.filter((s) => s !== slot),
    }
  }
  events?.push({ type: 'left-play', data: { slot, to: to ?? zones.discard(card.owner) } })
}

/** Cards captured under an objective leaving play are rescued: back to their owners' hands [R:882]. */
function releaseCaptives(draft: SwlcgState, objective: SlotId, events?: EngineEvent[]): void {
  const held = draft.captives[objective]
  if (!held) return
  const { [objective]: _gone, ...rest } = draft.captives
  draft.captives = rest
  for (const slot of held) draft.cards = moveSlot(draft.cards, slot, zones.hand(ownerOfCaptive(draft, slot)))
  events?.push({ type: 'rescued', data: { slots: [...held], objective } })
}

/** The owner of a captured card (only light side cards are captured [R:874]): the captured zone it lies in says. */
export function ownerOfCaptive(draft: SwlcgState, slot: SlotId): Player {
  const zone = zoneOf(draft.cards, slot)
  return teamOf(draft, 'light').find((p) => zones.captured(p) === zone) ?? 'light'
}

/**
 * Destroys a card in play: a unit goes to its owner's discard pile; an objective to the opponent's victory pile,
 * and a Light Side objective there turns the dial by the size of that pile (rulebook: 1st +1, 2nd +2, 3rd +3). An
 * objective whose rules say so makes its controller lose. `pile`: the victory pile the dark team picked
 * (victoryPile.ts).
 */
export function destroy(draft: SwlcgState, slot: SlotId, events: EngineEvent[], pile?: Player): void {
  const card = draft.table[slot]
  if (!card) return
  const facts = inPlayFacts(draft, slot)
  events.push({ type: 'destroyed', data: { slot, card: facts.id } })
  if (facts.type !== 'objective') {
    leavePlay(draft, slot, undefined, events)
    return
  }
  const captor = pile ?? captorOf(draft, card.owner)
  // Read before it leaves play: the rule is the objective's own constant ability.
  const loses = losesIfDestroyed(draft, slot)
  leavePlay(draft, slot, zones.victory(captor), events)
  if (loses) {
    const reason = {
      hu: `${facts.title} elpusztult: az irányítója elveszíti a játékot.`,
      en: `${facts.title} was destroyed: its controller loses the game.`,
    }
    win(draft, opponent(sideOfPlayer(card.controller)), reason, events)
  }
  // Each dark player keeps their own victory pile: the dial turns by the size of the captor's pile only [B:38-44].
  if (sideOfPlayer(captor) === 'dark') turnDial(draft, zoneSlots(draft.cards, zones.victory(captor)).length, events)
  checkVictory(draft, events)
}

/** Turns the Death Star dial by `by` and checks for the Dark Side's win. */
export function turnDial(draft: SwlcgState, by: number, events: EngineEvent[]): void {
  draft.dial = Math.max(0, draft.dial + by)
  events.push({ type: 'dial', data: { by, dial: draft.dial } })
  checkVictory(draft, events)
}

/** Ends the game for `winner` unless it has already ended. */
export function win(draft: SwlcgState, winner: Side, reason: { hu: string; en: string }, events: EngineEvent[]): void {
  if (draft.result) return
  draft.result = { winner, reason }
  events.push({ type: 'game-over', data: { winner } })
}

/** The dial and victory-pile conditions, checked after every change that can meet them. */
function checkVictory(draft: SwlcgState, events: EngineEvent[]): void {
  const dial = dialToWin(draft)
  if (draft.dial >= dial) {
    win(
      draft,
      'dark',
      { hu: `A Halálcsillag számláló elérte a ${dial}-t.`, en: `The Death Star dial reached ${dial}.` },
      events,
    )
  }
  const destroyed = teamOf(draft, 'light').reduce((n, p) => n + zoneSlots(draft.cards, zones.victory(p)).length, 0)
  const needed = objectivesToWin(draft)
  if (destroyed >= needed) {
    const count = needed === 5 ? { hu: 'öt', en: 'five' } : { hu: 'három', en: 'three' }
    win(
      draft,
      'light',
      {
        hu: `A Világos oldal ${count.hu} sötét oldali célt pusztított el.`,
        en: `The Light Side destroyed ${count.en} Dark Side objectives.`,
      },
      events,
    )
  }
}

/**
 * Whose victory pile a destroyed objective of `owner` goes to when no one picked (victoryPile.ts): the enemy player
 * who destroyed it, that is the active player when an enemy of the owner, otherwise the owner's facing opponent (in
 * 1v1 always the opponent).
 */
function captorOf(draft: SwlcgState, owner: Player): Player {
  const active = draft.turn.active
  return friendly(active, owner) ? facing(draft, owner) : active
}

/**
 * `side` had to draw from an empty deck: in 1v1 it loses; in 2v2 the player stays in the game and simply draws or
 * replenishes nothing [B:46-49].
 */
function deckOut(draft: SwlcgState, side: Player, deck: 'command' | 'objective', events: EngineEvent[]): void {
  if (isTeamGame(draft)) {
    events.push({ type: 'deck-empty', data: { side, deck } })
    return
  }
  const what =
    deck === 'command' ? { hu: 'parancspaklijából', en: 'command deck' } : { hu: 'célpaklijából', en: 'objective deck' }
  const who =
    side === 'dark'
      ? { hu: 'A Sötét oldalnak', en: 'The Dark Side' }
      : { hu: 'A Világos oldalnak', en: 'The Light Side' }
  win(
    draft,
    opponent(sideOfPlayer(side)),
    { hu: `${who.hu} üres ${what.hu} kellett volna húznia.`, en: `${who.en} had to draw from an empty ${what.en}.` },
    events,
  )
}

/** Draws `n` command cards one at a time into the hand; drawing from an empty deck loses the game. */
export function drawCards(draft: SwlcgState, side: Player, n: number, events: EngineEvent[]): void {
  const drawn: SlotId[] = []
  for (let i = 0; i < n && !draft.result; i++) {
    const result = drawSlot(draft.cards, zones.deck(side), zones.hand(side), 'bottom')
    if (!result.ok) {
      deckOut(draft, side, 'command', events)
      break
    } else {
      draft.cards = result.state
      drawn.push(result.slot)
    }
  }
  if (drawn.length > 0) events.push({ type: 'drew', data: { side, count: drawn.length } })
}

/** Reveals the top objective and puts it into play (its slot; null: an empty objective deck loses the game). */
export function replenishObjective(draft: SwlcgState, side: Player, events: EngineEvent[]): SlotId | null {
  const top = draft.cards.zones[zones.objectiveDeck(side)]?.slots[0]
  if (top === undefined) {
    deckOut(draft, side, 'objective', events)
    return null
  }
  enterPlay(draft, top, zones.objectives(side), side)
  events.push({ type: 'objective-entered', data: { side, slot: top } })
  return top
}

/** Moves cards to their owner's discard pile face up (edge stacks, discards from hand). */
export function discardSlots(draft: SwlcgState, side: Player, slots: readonly SlotId[]): void {
  draft.cards = moveSlots(
    draft.cards,
    slots.map((slot) => ({ slot, to: zones.discard(side) })),
  )
}
