/**
 * Changing the table: the working copy (draft) one `apply` writes, tokens on cards, cards entering and leaving play,
 * destruction into discard and victory piles, the dial, drawing, and the victory checks that follow every change.
 * Sections of the state are replaced whole, never written into, so a draft shares everything it did not change
 * with the state it came from (a frozen state in tests proves it).
 */
import { draw as drawSlot, look, moveSlot, moveSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { forgetCard } from './abilities/lasting'
import { losesIfDestroyed } from './abilities/modifiers'
import { attachmentsOf, inPlayFacts, opponent, zones } from './queries'
import type { CardState, Side, SwlcgState, TurnState } from './types'

/** The dial value at which the Dark Side wins. */
export const DIAL_TO_WIN = 12
/** Enemy objectives the Light Side must destroy to win. */
export const OBJECTIVES_TO_WIN = 3

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
  owner: Side,
  host: SlotId | null = null,
): void {
  draft.cards = moveSlot(draft.cards, slot, zone, 'bottom')
  const card = look(draft.cards, slot, null)
  if (card === null) throw new Error(`swlcg: ${slot} entered play face down`)
  const entry: CardState = {
    card,
    owner,
    controller: owner,
    focus: 0,
    damage: 0,
    shield: 0,
    committed: false,
    host,
  }
  ownTable(draft)[slot] = entry
}

/** The unit in `slot` takes part in the engagement on `side`'s side (as an attacker when `side` is active). */
export function joinEngagement(draft: SwlcgState, slot: SlotId, side: Side): void {
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

/** The owner of a captured card: only light side cards are captured [R:874]. */
export function ownerOfCaptive(_draft: SwlcgState, _slot: SlotId): Side {
  return 'light'
}

/**
 * Destroys a card in play: a unit goes to its owner's discard pile; an objective to the opponent's victory pile,
 * and a Light Side objective there turns the dial by the size of that pile (rulebook: 1st +1, 2nd +2, 3rd +3). An
 * objective whose rules say so makes its controller lose.
 */
export function destroy(draft: SwlcgState, slot: SlotId, events: EngineEvent[]): void {
  const card = draft.table[slot]
  if (!card) return
  const facts = inPlayFacts(draft, slot)
  events.push({ type: 'destroyed', data: { slot, card: facts.id } })
  if (facts.type !== 'objective') {
    leavePlay(draft, slot, undefined, events)
    return
  }
  const captor = opponent(card.owner)
  // Read before it leaves play: the rule is the objective's own constant ability.
  const loses = losesIfDestroyed(draft, slot)
  leavePlay(draft, slot, zones.victory(captor), events)
  if (loses) {
    const reason = {
      hu: `${facts.title} elpusztult: az irányítója elveszíti a játékot.`,
      en: `${facts.title} was destroyed: its controller loses the game.`,
    }
    win(draft, opponent(card.controller), reason, events)
  }
  if (captor === 'dark') turnDial(draft, draft.cards.zones[zones.victory('dark')]?.slots.length ?? 0, events)
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
  if (draft.dial >= DIAL_TO_WIN) {
    win(draft, 'dark', { hu: 'A Halálcsillag számláló elérte a 12-t.', en: 'The Death Star dial reached 12.' }, events)
  }
  if ((draft.cards.zones[zones.victory('light')]?.slots.length ?? 0) >= OBJECTIVES_TO_WIN) {
    win(
      draft,
      'light',
      {
        hu: 'A Világos oldal három sötét oldali célt pusztított el.',
        en: 'The Light Side destroyed three Dark Side objectives.',
      },
      events,
    )
  }
}

/** `side` had to draw from an empty deck: in 1v1 it loses. */
function deckOut(draft: SwlcgState, side: Side, deck: 'command' | 'objective', events: EngineEvent[]): void {
  const what =
    deck === 'command' ? { hu: 'parancspaklijából', en: 'command deck' } : { hu: 'célpaklijából', en: 'objective deck' }
  const who =
    side === 'dark'
      ? { hu: 'A Sötét oldalnak', en: 'The Dark Side' }
      : { hu: 'A Világos oldalnak', en: 'The Light Side' }
  win(
    draft,
    opponent(side),
    { hu: `${who.hu} üres ${what.hu} kellett volna húznia.`, en: `${who.en} had to draw from an empty ${what.en}.` },
    events,
  )
}

/** Draws `n` command cards one at a time into the hand; drawing from an empty deck loses the game. */
export function drawCards(draft: SwlcgState, side: Side, n: number, events: EngineEvent[]): void {
  const drawn: SlotId[] = []
  for (let i = 0; i < n && !draft.result; i++) {
    const result = drawSlot(draft.cards, zones.deck(side), zones.hand(side), 'bottom')
    if (!result.ok) deckOut(draft, side, 'command', events)
    else {
      draft.cards = result.state
      drawn.push(result.slot)
    }
  }
  if (drawn.length > 0) events.push({ type: 'drew', data: { side, count: drawn.length } })
}

/** Reveals the top objective and puts it into play (its slot; null: an empty objective deck loses the game). */
export function replenishObjective(draft: SwlcgState, side: Side, events: EngineEvent[]): SlotId | null {
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
export function discardSlots(draft: SwlcgState, side: Side, slots: readonly SlotId[]): void {
  draft.cards = moveSlots(
    draft.cards,
    slots.map((slot) => ({ slot, to: zones.discard(side) })),
  )
}
