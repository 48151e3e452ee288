/**
 * Changes to the table: cards entering play (their identity read once, from the public limbo, into `perms`), leaving
 * it (tokens back to the pool, never to a discard: 26.3), damage, deaths, drawing, and the victory check.
 */
import { draw, look, moveSlot, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { defIdOf, defOf, isCreatureType, other, PLAYERS, seatOf, zones } from './queries'
import { activeStatics, statsOf } from './stats'
import type { HkkState, Perm, Player } from './types'

/** A fresh perm record. */
export function newPerm(state: HkkState, def: string, by: Player, active: boolean): Perm {
  const zero = { damage: 0, ep: 0, sp: 0 }
  return {
    def,
    token: null,
    owner: by,
    controller: by,
    active,
    damage: 0,
    plusOne: 0,
    mod: { ...zero },
    temp: { ...zero },
    attachedTo: null,
    entered: state.turn.number,
    used: [],
  }
}

/**
 * A card in limbo enters play on `by`'s side (21.1.3: a creature into the reserve), attached to `host` when given.
 * Creatures and buildings enter passive (A§19 #7, #10); other cards as their definition says.
 */
export function enterPlay(draft: HkkState, slot: SlotId, by: Player, host: SlotId | null, events: EngineEvent[]): void {
  const card = look(draft.cards, slot, null)
  if (card === null) throw new Error('hkk: a card entering play must be public')
  const defId = defIdOf(card)
  const def = draft.defs[defId]
  if (!def) throw new Error(`hkk: unknown def ${defId}`)
  const creature = isCreatureType(def.type)
  const passive = creature || def.type === 'building' || def.entersPassive === true
  draft.cards = moveSlot(draft.cards, slot, creature ? zones.reserve(by) : zones.field(by), 'bottom')
  const perm = newPerm(draft, defId, by, !passive)
  if (host !== null && draft.perms[host]) perm.attachedTo = host
  draft.perms = { ...draft.perms, [slot]: perm }
  events.push({ type: 'enter-play', data: { slot, def: defId, player: by, host } })
}

/** Where a card leaving play goes (the deck ones only by a manual operation). */
export type LeaveTo = 'discard' | 'hand' | 'deck-top' | 'deck-bottom'

/** Removes a card from play: to its owner's discard, hand or deck; a token returns to the pool (26.3, 26.7). */
export function leavePlay(draft: HkkState, slot: SlotId, to: LeaveTo, events: EngineEvent[]): void {
  const perm = draft.perms[slot]
  if (!perm) return
  const perms = { ...draft.perms }
  delete perms[slot]
  draft.perms = perms
  // Whatever was attached to it falls off, to its owner's discard.
  for (const [s, p] of Object.entries(draft.perms)) if (p.attachedTo === slot) leavePlay(draft, s, 'discard', events)
  const dest = perm.token
    ? zones.tokens
    : to === 'hand'
      ? zones.hand(perm.owner)
      : to === 'discard'
        ? zones.discard(perm.owner)
        : zones.deck(perm.owner)
  draft.cards = moveSlot(draft.cards, slot, dest, perm.token || to === 'deck-bottom' ? 'bottom' : 'top')
  events.push({ type: 'leave-play', data: { slot, to: perm.token ? 'vanished' : to } })
}

/** Damage to a card in play (one damage event, 37.7) or to a player. */
export function dealDamage(draft: HkkState, to: SlotId | Player, n: number, events: EngineEvent[]): void {
  if (n <= 0) return
  if (to === 'p1' || to === 'p2') {
    draft.players = { ...draft.players, [to]: { ...draft.players[to], ep: draft.players[to].ep - n } }
  } else {
    const perm = draft.perms[to]
    if (!perm) return
    draft.perms = { ...draft.perms, [to]: { ...perm, damage: perm.damage + n } }
  }
  events.push({ type: 'damage', data: { to, n } })
}

/** Cards (creatures, buildings) at ≤0 Ép/Sp now. */
export function dying(state: HkkState): SlotId[] {
  const statics = activeStatics(state)
  return Object.keys(state.perms).filter((s) => {
    const t = defOf(state, s).type
    return (
      (isCreatureType(t) || t === 'building') &&
      (state.perms[s]!.damage > 0 || statics.length > 0) &&
      statsOf(state, s, statics).left <= 0
    )
  })
}

/** Every creature and building at ≤0 goes to its owner's discard (35.10, 36.7, 37.5). */
export function resolveDeaths(draft: HkkState, events: EngineEvent[]): void {
  for (const slot of dying(draft)) {
    if (draft.perms[slot]) leavePlay(draft, slot, 'discard', events)
  }
}

/** `p` draws up to `n` cards; an empty deck simply stops the draw (30.5: no loss). */
export function drawCards(draft: HkkState, p: Player, n: number, events: EngineEvent[]): void {
  for (let i = 0; i < n; i++) {
    const r = draw(draft.cards, zones.deck(p), zones.hand(p))
    if (!r.ok) {
      events.push({ type: 'deck-empty', data: { player: p } })
      return
    }
    draft.cards = r.state
    events.push({ type: 'draw', visibleTo: [seatOf(draft, p)], data: { player: p, slot: r.slot } })
  }
}

/** Ends the game when a player is at ≤0 Ép (both at once: a draw, or as the switch says). */
export function checkVictory(draft: HkkState, events: EngineEvent[]): void {
  if (draft.result) return
  const down = PLAYERS.filter((p) => draft.players[p].ep <= 0)
  if (down.length === 0) return
  let winners: Player[] = down.length === 2 ? [] : [other(down[0]!)]
  if (down.length === 2 && draft.rules.simultaneousDefeat === 'non-active') winners = [other(draft.turn.active)]
  draft.result = {
    winners,
    reason:
      winners.length === 0
        ? { hu: 'Mindkét játékos életereje elfogyott: döntetlen.', en: 'Both players fell to 0 Ép: a draw.' }
        : { hu: 'Az ellenfél életereje elfogyott.', en: "The opponent's Ép fell to 0." },
  }
  events.push({ type: 'game-over', data: { winners } })
}

/** Takes `n` token slots from the pool onto `p`'s side as tokens of `token` (fewer when the pool runs dry). */
export function takeTokens(
  draft: HkkState,
  p: Player,
  token: Perm['token'],
  n: number,
  zone: 'reserve' | 'field',
  events: EngineEvent[],
): void {
  for (let i = 0; i < n; i++) {
    const slot = zoneSlots(draft.cards, zones.tokens)[0]
    if (slot === undefined || !token) return
    draft.cards = moveSlot(draft.cards, slot, zone === 'reserve' ? zones.reserve(p) : zones.field(p), 'bottom')
    // A token enters play as its card type would: creatures and buildings passive (as enterPlay reads it).
    const perm = { ...newPerm(draft, token.id, p, false), token }
    draft.perms = { ...draft.perms, [slot]: perm }
    events.push({ type: 'token', data: { slot, player: p, token: token.id } })
  }
}
