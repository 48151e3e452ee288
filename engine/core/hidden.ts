/**
 * Hidden information: cards whose identity not every seat may see (hands, deck order, face-down cards).
 *
 * Representation. Cards sit in zones as opaque *slots* ("slot:17"). The only place a slot's card identity
 * lives is `secrets` (slot → card id). Who may see a slot follows from its zone's visibility ('public':
 * everyone, 'owner': the zone's owner, 'seats': the zone's `viewers`, e.g. a hand teammates share, 'hidden':
 * nobody; spectators only ever see 'public' zones) plus what was shown along the way (`revealed` to everyone,
 * `peeks` to some seats). Knowledge follows the card: when a slot leaves a zone, whoever could see it there keeps
 * knowing it (a peek for the owner or the viewers). A shuffle gives every slot in the zone a fresh id, in
 * positional order, and forgets what anyone knew, so slot ids never let a seat track a card through a shuffle.
 *
 * The per-slot maps (`secrets`, `revealed`, `peeks`, `backs`, and the slot → zone index `zoneOf`) are SlotMaps
 * (slot-map.ts): bucketed by slot number, so a change copies one small bucket rather than a map of every card.
 *
 * Backs. A slot may carry a public `back` (which game's back the card shows face down), set when its zone is created
 * and kept by the slot through every move; a shuffle hands each card's back to its new slot with the card. Everyone
 * sees every back, as at a real table: a card with a different back can be followed through a shuffle by eye too, so
 * this tells nothing a player at the table would not see. Identities stay behind `look`.
 *
 * Why this shape: game code reaches identities only through this API (`look`, `reveal`, `draw`,
 * `shuffleZone`, `moveSlot`), never by reading `secrets`. Today secrets are plaintext (an honest-player model:
 * every peer holds the whole state). To move to fair play, `secrets` can hold commitments or ciphertexts
 * instead, `look` would open them with a key the seat received privately (net's job), `reveal` would verify an
 * opening carried in the revealing action, and `shuffleZone` would become a multi-party shuffle whose
 * result arrives as entropy/proofs in the log. Game code calling these functions would not change.
 *
 * Every function is pure: it returns a new HiddenState and shares untouched parts with the old one. Changes go
 * through a copy-on-write edit (hidden-edit.ts) that copies each map at most once per call, so the batch functions
 * (`moveSlots`, `showSlotsTo`) cost one copy however many cards they touch.
 * Unknown zones or slots throw (a bug in the game, not bad input; validate payloads with `zoneOf` first).
 */
import { coreErrors } from './errors'
import { HiddenEdit } from './hidden-edit'
import type { Rng } from './random'
import { slotGet, slotHas, withSlot } from './slot-map'
import type { SlotMap } from './slot-map'
import type { EngineError, SeatId } from './types'

/** An opaque handle to a card position; survives moves, replaced by a shuffle. */
export type SlotId = string
/** A card's identity (e.g. a card definition id plus copy number). */
export type CardId = string
/** A zone name such as 'deck', 'hand:s1', 'table'. */
export type ZoneId = string
/**
 * Who sees the faces of cards in a zone: everyone, the zone's owner, the seats in its `viewers` (never a
 * spectator), or nobody.
 */
export type ZoneVisibility = 'public' | 'owner' | 'seats' | 'hidden'

/** One zone: an ordered list of slots and who may see their faces. */
export type Zone = {
  /** Slots in order; index 0 is the top (drawn first). */
  slots: SlotId[]
  /** Who sees the faces of cards in this zone. */
  visibility: ZoneVisibility
  /** The seat an 'owner' zone belongs to, or whose a 'seats' zone is (null if none given); null for other zones. */
  owner: SeatId | null
  /**
   * The seats that see faces in a 'seats' zone, sorted, without repeats, never empty, the owner (if any) among
   * them. Only 'seats' zones have the key, so other zones' JSON (and state hashes) are as they were before it.
   */
  viewers?: SeatId[]
}

/** All hidden-information state of a game; plain JSON, stored inside the game state. */
export type HiddenState = {
  /** Zones by name. */
  zones: Record<ZoneId, Zone>
  /** Slot → card identity. Read only through `look`; the one place identities live. */
  secrets: SlotMap<CardId>
  /** Slots shown to everyone, whatever zone they are in. */
  revealed: SlotMap<true>
  /** Slots shown to some seats (beyond their zone's visibility), seats sorted. */
  peeks: SlotMap<SeatId[]>
  /**
   * Slot → the zone it is in: an index of `zones`, kept with them by every change, so finding a card's zone (every
   * action that names a slot does) reads one bucket instead of scanning every zone.
   */
  zoneOf: SlotMap<ZoneId>
  /** Counter for fresh slot ids. */
  nextSlot: number
  /**
   * Slot → the public back its card shows face down (a game's back id); a slot without one shows the common back.
   * Absent while no slot has a back (Battle of Hoth, a blank table), so such states carry nothing for it.
   */
  backs?: SlotMap<string>
}

/** What a seat may know of the hidden state: zone layout (slot ids only) and the identities it may see. */
export type HiddenView = {
  /** Zones by name, with slot ids in order but no identities. */
  zones: Record<ZoneId, Zone>
  /** Identities of the slots this seat may see, and only those. */
  cards: Record<SlotId, CardId>
  /** The public back of every slot that has one (every seat gets all of them; no identity is among them). */
  backs: Record<SlotId, string>
}

/** Options for a new zone. */
export interface ZoneOptions {
  /** Who sees faces in the zone. */
  visibility: ZoneVisibility
  /** Owner seat, required for 'owner' zones; optional for 'seats' zones, where it is added to the viewers. */
  owner?: SeatId | null
  /** The seats that see faces in a 'seats' zone: required and non-empty there, refused on other zones. */
  viewers?: readonly SeatId[]
  /** Cards to place in it, top first; each gets a fresh slot. */
  cards?: readonly CardId[]
  /** The public back each of these cards shows face down; absent or '' for the common back. */
  back?: string
}

/** A hidden state with no zones. */
export function emptyHidden(): HiddenState {
  return { zones: {}, secrets: [], revealed: [], peeks: [], zoneOf: [], nextSlot: 0 }
}

/** The public back of `slot` ('' for the common back, or for no such slot). Anyone may read it. */
export function backOf(state: HiddenState, slot: SlotId): string {
  return (state.backs && slotGet(state.backs, slot)) ?? ''
}

/** Returns the zone or throws: an unknown zone name is a bug in the game. */
function getZone(state: HiddenState, zone: ZoneId): Zone {
  const z = state.zones[zone]
  if (!z) throw new Error(`hidden: unknown zone ${JSON.stringify(zone)}`)
  return z
}

/**
 * The viewers of a 'seats' zone: `viewers` plus its owner (an owner always sees its own zone), sorted and without
 * repeats. Throws on an empty list: a zone nobody sees is a 'hidden' one.
 */
function viewerList(zone: ZoneId, viewers: readonly SeatId[] | undefined, owner: SeatId | null): SeatId[] {
  if (!viewers?.length) throw new Error(`hidden: seats zone ${zone} needs viewers`)
  return [...new Set(owner === null ? viewers : [...viewers, owner])].sort()
}

/**
 * Adds a zone holding `cards` (top first) in fresh slots. Throws if the zone exists, if an 'owner' zone has no
 * owner, or if a 'seats' zone has no viewers (or another zone has some).
 */
export function createZone(state: HiddenState, zone: ZoneId, options: ZoneOptions): HiddenState {
  if (Object.hasOwn(state.zones, zone)) throw new Error(`hidden: zone ${JSON.stringify(zone)} exists`)
  const owner = options.owner ?? null
  const { visibility } = options
  if (visibility === 'owner' && owner === null) throw new Error(`hidden: owner zone ${zone} needs an owner`)
  if (visibility !== 'seats' && options.viewers) throw new Error(`hidden: ${visibility} zone ${zone} takes no viewers`)
  const shape =
    visibility === 'seats'
      ? { visibility, owner, viewers: viewerList(zone, options.viewers, owner) }
      : { visibility, owner }
  const edit = new HiddenEdit(state)
  edit.addZone(zone, shape, options.cards ?? [], options.back ?? '')
  return edit.result()
}

/**
 * Changes who sees the faces in 'seats' zone `zone` from now on (the owner, if any, stays among them). A seat
 * dropped keeps knowing the cards there now: it has seen them, and knowledge follows what was seen, so each gets a
 * peek on the zone's current slots (until a shuffle); it does not see cards that arrive later. Throws on a zone
 * that is not a 'seats' zone or on an empty list.
 */
export function setZoneViewers(state: HiddenState, zone: ZoneId, viewers: readonly SeatId[]): HiddenState {
  const z = getZone(state, zone)
  if (z.visibility !== 'seats') throw new Error(`hidden: ${z.visibility} zone ${zone} has no viewers`)
  const edit = new HiddenEdit(state)
  edit.setViewers(zone, viewerList(zone, viewers, z.owner))
  return edit.result()
}

/** The slots of a zone, top first. */
export function zoneSlots(state: HiddenState, zone: ZoneId): readonly SlotId[] {
  return getZone(state, zone).slots
}

/** The zone a slot is in, or null if no such slot exists (use it to validate slot ids from payloads). */
export function zoneOf(state: HiddenState, slot: SlotId): ZoneId | null {
  return slotGet(state.zoneOf, slot) ?? null
}

/** Whether `seat` (null = spectator) may see the card in `slot`. */
export function canSee(state: HiddenState, slot: SlotId, seat: SeatId | null): boolean {
  const zoneName = zoneOf(state, slot)
  return zoneName !== null && seesIn(state, slot, state.zones[zoneName] as Zone, seat)
}

/** `canSee` when the slot's zone is already known (saves the zone search in loops). */
function seesIn(state: HiddenState, slot: SlotId, zone: Zone, seat: SeatId | null): boolean {
  if (!slotHas(state.secrets, slot)) return false
  if (zone.visibility === 'public' || slotHas(state.revealed, slot)) return true
  if (seat === null) return false
  if (zone.visibility === 'owner' && zone.owner === seat) return true
  if (zone.visibility === 'seats' && zone.viewers?.includes(seat)) return true
  return slotGet(state.peeks, slot)?.includes(seat) ?? false
}

/** The card in `slot` if `seat` may see it, else null. The only way game code reads an identity. */
export function look(state: HiddenState, slot: SlotId, seat: SeatId | null): CardId | null {
  return canSee(state, slot, seat) ? (slotGet(state.secrets, slot) ?? null) : null
}

/** Shows `slot` to every seat from now on (until a shuffle). */
export function reveal(state: HiddenState, slot: SlotId): HiddenState {
  if (!slotHas(state.secrets, slot)) throw new Error(`hidden: unknown slot ${JSON.stringify(slot)}`)
  if (slotHas(state.revealed, slot)) return state
  return { ...state, revealed: withSlot(state.revealed, slot, true) }
}

/** Shows `slot` to `seats` only (a peek, e.g. looking at the top card of a deck). */
export function showTo(state: HiddenState, slot: SlotId, seats: readonly SeatId[]): HiddenState {
  if (!slotHas(state.secrets, slot)) throw new Error(`hidden: unknown slot ${JSON.stringify(slot)}`)
  const before = slotGet(state.peeks, slot) ?? []
  const after = [...new Set([...before, ...seats])].sort()
  if (after.length === before.length) return state
  return { ...state, peeks: withSlot(state.peeks, slot, after) }
}

/** Shows each of `slots` to `seats` (`showTo` for many cards at once, e.g. a searched pile or a shared hand). */
export function showSlotsTo(state: HiddenState, slots: readonly SlotId[], seats: readonly SeatId[]): HiddenState {
  const edit = new HiddenEdit(state)
  for (const slot of slots) {
    if (!edit.hasSlot(slot)) throw new Error(`hidden: unknown slot ${JSON.stringify(slot)}`)
    edit.showTo(slot, seats)
  }
  return edit.result()
}

/** One move of a batch: `slot` to the top (default) or bottom of zone `to`. */
export type SlotMove = { slot: SlotId; to: ZoneId; position?: 'top' | 'bottom' }

/**
 * Makes `moves` one after another, exactly as that many `moveSlot` calls would, but copying each part of the
 * state once for the whole batch (a deal, a cut, a hand reordered, a pile put away). Whoever sees a card in the
 * zone it leaves keeps knowing it (knowledge follows the card).
 */
export function moveSlots(state: HiddenState, moves: readonly SlotMove[]): HiddenState {
  const edit = new HiddenEdit(state)
  for (const { slot, to, position } of moves) {
    const from = edit.zoneOf(slot)
    if (from === null) throw new Error(`hidden: unknown slot ${JSON.stringify(slot)}`)
    edit.move(slot, from, to, position ?? 'top')
  }
  return edit.result()
}

/** Moves an existing slot to the top (or bottom) of zone `to`. */
export function moveSlot(
  state: HiddenState,
  slot: SlotId,
  to: ZoneId,
  position: 'top' | 'bottom' = 'top',
): HiddenState {
  return moveSlots(state, [{ slot, to, position }])
}

/** Moves the top slot of `from` onto `to`; a typed 'zone-empty' error when `from` has no cards. */
export function draw(
  state: HiddenState,
  from: ZoneId,
  to: ZoneId,
  position: 'top' | 'bottom' = 'top',
): { ok: true; state: HiddenState; slot: SlotId } | { ok: false; error: EngineError } {
  getZone(state, to)
  const slot = getZone(state, from).slots[0]
  if (slot === undefined) return { ok: false, error: coreErrors.zoneEmpty(from) }
  return { ok: true, state: moveSlot(state, slot, to, position), slot }
}

/**
 * Shuffles a zone: permutes its cards with `rng`, gives every position a fresh slot id (in order) and
 * forgets all reveals and peeks of the old slots, as a physical shuffle would. Each card takes its back along.
 */
export function shuffleZone(state: HiddenState, zone: ZoneId, rng: Rng): HiddenState {
  const z = getZone(state, zone)
  // Fisher–Yates draws depend only on the length, so permuting old slots gives the very order that permuting
  // their cards did before backs existed: old logs shuffle exactly as they did.
  const order = rng.shuffle(z.slots)
  const edit = new HiddenEdit(state)
  edit.reslot(zone, order)
  return edit.result()
}

/**
 * The part of the hidden state `seat` may see (null = spectator): layouts, every slot's public back, and only the
 * identities it may see.
 */
export function redactForSeat(state: HiddenState, seat: SeatId | null): HiddenView {
  const cards: Record<SlotId, CardId> = {}
  const backs: Record<SlotId, string> = {}
  const zones: Record<ZoneId, Zone> = {}
  // Iterate zones in sorted order so the view's key order never depends on how the state was built.
  for (const name of Object.keys(state.zones).sort()) {
    const zone = state.zones[name] as Zone
    const layout: Zone = { slots: [...zone.slots], visibility: zone.visibility, owner: zone.owner }
    if (zone.viewers) layout.viewers = [...zone.viewers]
    zones[name] = layout
    for (const slot of zone.slots) {
      if (seesIn(state, slot, zone, seat)) cards[slot] = slotGet(state.secrets, slot) as CardId
      const back = backOf(state, slot)
      if (back) backs[slot] = back
    }
  }
  return { zones, cards, backs }
}
