/**
 * Zone names and read-only questions about a state: whose card is this, what are its facts, which units are ready,
 * how big is a hand. Identities are read only through the hidden-information API (`look`), and only for cards a
 * seat may see; cards in play are public, so anyone (`null`) may look at them.
 */
import { look, zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import { cardFacts, edgeValue, hasKeyword } from './data'
import type { CardFacts } from './data'
import type { CardState, PerPlayer, Player, Side, SwlcgState } from './types'

/** A zone's name for each player, built once (zone names are looked up on every action). */
function perPlayer(prefix: string): (player: Player) => string {
  const names = Object.fromEntries(PLAYERS.map((p) => [p, `${prefix}:${p}`])) as Record<Player, string>
  return (player) => names[player]
}

/** Every player a game may have: 1v1 uses the first of each team, 2v2 all four (clockwise order). */
export const PLAYERS: readonly Player[] = ['dark', 'dark2', 'light', 'light2']

/** The zones of each player (see docs/games/swlcg.md "Zones"). */
export const zones = {
  /** The command deck, top first; nobody sees it. */
  deck: perPlayer('deck'),
  /** The objective deck; nobody sees it. */
  objectiveDeck: perPlayer('objdeck'),
  /** The hand; its owner sees it (in 2v2 the teammate too). */
  hand: perPlayer('hand'),
  /** 2v2: the common reserve, one card its owner and the teammate may use as if in hand; the other team sees a back. */
  reserve: perPlayer('reserve'),
  /** Setup: the 4 drawn objectives, then the 3 chosen face down until revealed; its owner sees it. */
  setup: perPlayer('setup'),
  /** Objectives in play (public). */
  objectives: perPlayer('objectives'),
  /** Units, enhancements and the affiliation card in play (public). */
  play: perPlayer('play'),
  /** The edge stack during an edge battle; its owner sees it until the reveal. */
  edge: perPlayer('edge'),
  discard: perPlayer('discard'),
  /** An event being played, until its effects have resolved (public). */
  resolving: perPlayer('resolving'),
  /** Enemy objectives this player destroyed. */
  victory: perPlayer('victory'),
  /**
   * Cards of a light player captured under dark objectives (by objective in `state.captives`); face down. One zone per
   * owner, so a rescued card finds its owner's hand; the first light player's keeps the 1v1 name.
   */
  captured: (owner: Player) => (owner === 'light' ? 'captured' : `captured:${owner}`),
}

/** Both sides (teams), dark first (the order setup decisions are taken in). */
export const SIDES: readonly Side[] = ['dark', 'light']

/** The other side. */
export function opponent(side: Side): Side {
  return side === 'dark' ? 'light' : 'dark'
}

/** The side (team) a player plays. */
export function sideOfPlayer(player: Player): Side {
  return player === 'dark' || player === 'dark2' ? 'dark' : 'light'
}

/** Whether this is a Balance of the Force team game (two players a side). */
export function isTeamGame(state: SwlcgState): boolean {
  return state.players.length === 4
}

/** The players of a side in the game, its player #1 first. */
export function teamOf(state: Pick<SwlcgState, 'players'>, side: Side): Player[] {
  return state.players.filter((p) => sideOfPlayer(p) === side)
}

/** A player's teammate (2v2), or null. */
export function teammate(state: SwlcgState, player: Player): Player | null {
  return teamOf(state, sideOfPlayer(player)).find((p) => p !== player) ?? null
}

/**
 * The opponent sitting across: the only one in 1v1; in 2v2 the players sit clockwise dark, dark2, light, light2,
 * teammates side by side, so the dark #1 faces the light #2 and the dark #2 the light #1 [B:15-18].
 */
export function facing(state: SwlcgState, player: Player): Player {
  const order = state.players
  return order[order.length - 1 - order.indexOf(player)]!
}

/** The next player clockwise (priority passes this way). */
export function nextPlayer(state: SwlcgState, player: Player): Player {
  const order = state.players
  return order[(order.indexOf(player) + 1) % order.length]!
}

/** The players of the other team ("each opponent" [B:351-360]). */
export function enemiesOf(state: SwlcgState, player: Player): Player[] {
  return teamOf(state, opponent(sideOfPlayer(player)))
}

/** The players of `player`'s team, the player included ("friendly players"). */
export function friendsOf(state: SwlcgState, player: Player): Player[] {
  return teamOf(state, sideOfPlayer(player))
}

/** In an engagement, the player on the other side of it: the defender for the attacker and the attacker otherwise. */
export function otherEngaged(state: SwlcgState, player: Player): Player {
  const e = state.engagement
  if (!e) return facing(state, player)
  return player === state.turn.active ? e.defender : state.turn.active
}

/** The other players, clockwise from the one after `player` (effects on several players resolve in this order). */
export function clockwiseFrom(state: SwlcgState, player: Player): Player[] {
  const order = state.players
  const at = order.indexOf(player)
  return [...order.slice(at + 1), ...order.slice(0, at)]
}

/** The units every player of the other team controls (tactics and "enemy unit" reach both opponents). */
export function enemyUnits(state: SwlcgState, player: Player): SlotId[] {
  return enemiesOf(state, player).flatMap((p) => unitsOf(state, p))
}

/** Whether two players are on the same side ("friendly": the player or a teammate). */
export function friendly(a: Player, b: Player): boolean {
  return sideOfPlayer(a) === sideOfPlayer(b)
}

/** A record giving each player of the game the value `value` makes for it. */
export function eachPlayer<T>(state: Pick<SwlcgState, 'players'>, value: (player: Player) => T): PerPlayer<T> {
  const out: PerPlayer<T> = {}
  for (const p of state.players) out[p] = value(p)
  return out
}

/** The player `seat` plays, or null for a spectator. */
export function playerOf(state: SwlcgState, seat: SeatId): Player | null {
  return state.players.find((p) => state.seats[p] === seat) ?? null
}

/** The seat of a player of the game (throws for a player not in it: a bug). */
export function seatOf(state: SwlcgState, player: Player): SeatId {
  const seat = state.seats[player]
  if (seat === undefined) throw new Error(`swlcg: no player ${player}`)
  return seat
}

/** The facts of the card in a public slot (in play, discarded, in a victory pile, or revealed). */
export function publicFacts(state: SwlcgState, slot: SlotId): CardFacts | undefined {
  const id = look(state.cards, slot, null)
  return id === null ? undefined : cardFacts(id)
}

/** The facts of the card in `slot` as `side` sees it (its own hand, for example), or undefined if hidden from it. */
export function factsFor(state: SwlcgState, slot: SlotId, side: Player): CardFacts | undefined {
  const id = look(state.cards, slot, seatOf(state, side))
  return id === null ? undefined : cardFacts(id)
}

/** The facts of a card in play; throws for a slot that is not in play (a bug, not bad input). */
export function inPlayFacts(state: SwlcgState, slot: SlotId): CardFacts {
  const entry = Object.hasOwn(state.table, slot) ? state.table[slot] : undefined
  const facts = entry && cardFacts(entry.card)
  if (!facts) throw new Error(`swlcg: ${slot} is not in play`)
  return entry.host !== null && facts.type === 'unit' ? attachedUnit(facts) : facts
}

const ATTACHED_UNITS = new Map<string, CardFacts>()

/**
 * A unit played as an enhancement (Black Squadron Pilot) is an enhancement while attached: it never takes part, has
 * no combat icons and takes no damage. One frozen copy per card, made on first use.
 */
function attachedUnit(facts: CardFacts): CardFacts {
  let attached = ATTACHED_UNITS.get(facts.id)
  if (!attached) {
    attached = Object.freeze({ ...facts, type: 'enhancement' as const, combatIcons: null, damageCapacity: null })
    ATTACHED_UNITS.set(facts.id, attached)
  }
  return attached
}

/** The table entry of a card in play, or undefined. */
export function cardState(state: SwlcgState, slot: SlotId): CardState | undefined {
  return Object.hasOwn(state.table, slot) ? state.table[slot] : undefined
}

/** Slots of the units `side` controls, in play order. */
export function unitsOf(state: SwlcgState, side: Player): SlotId[] {
  const out: SlotId[] = []
  for (const owner of state.players) {
    for (const slot of zoneSlots(state.cards, zones.play(owner))) {
      const card = state.table[slot]
      if (card?.controller === side && inPlayFacts(state, slot).type === 'unit') out.push(slot)
    }
  }
  return out
}

/** The objectives `side` has in play. */
export function objectivesOf(state: SwlcgState, side: Player): readonly SlotId[] {
  return zoneSlots(state.cards, zones.objectives(side))
}

/** Whether a card in play is ready (no focus token). */
export function isReady(state: SwlcgState, slot: SlotId): boolean {
  return state.table[slot]?.focus === 0
}

/** Cards in `side`'s hand. */
export function handSize(state: SwlcgState, side: Player): number {
  return zoneSlots(state.cards, zones.hand(side)).length
}

/**
 * The cards `player` holds for the reserve value: the hand and, in 2v2, the card in their own common reserve (never
 * the teammate's) [B:249-252].
 */
export function heldCount(state: SwlcgState, player: Player): number {
  return handSize(state, player) + reserveSlots(state, player).length
}

/** The card in `player`'s common reserve (2v2; none in 1v1). */
export function reserveSlots(state: SwlcgState, player: Player): readonly SlotId[] {
  const zone = state.cards.zones[zones.reserve(player)]
  return zone ? zone.slots : []
}

/**
 * The cards `player` may use as if in hand: the hand, and in 2v2 the cards in their own and their teammate's common
 * reserves [B:247-249].
 */
export function usableCards(state: SwlcgState, player: Player): SlotId[] {
  const mate = teammate(state, player)
  return [
    ...zoneSlots(state.cards, zones.hand(player)),
    ...reserveSlots(state, player),
    ...(mate ? reserveSlots(state, mate) : []),
  ]
}

/** Whether `player` may use the card in `slot` as if in hand (see usableCards). */
export function usableAsHand(state: SwlcgState, slot: SlotId, player: Player): boolean {
  const zone = zoneOf(state.cards, slot)
  if (zone === zones.hand(player) || zone === zones.reserve(player)) return true
  const mate = teammate(state, player)
  return mate !== null && zone === zones.reserve(mate)
}

/** The player whose common reserve holds `slot`, or null. */
export function reserveOwner(state: SwlcgState, slot: SlotId): Player | null {
  const zone = zoneOf(state.cards, slot)
  return state.players.find((p) => zones.reserve(p) === zone) ?? null
}

/** The objectives in play of every player of `side`. */
export function sideObjectives(state: SwlcgState, side: Side): SlotId[] {
  return teamOf(state, side).flatMap((p) => [...objectivesOf(state, p)])
}

/** Whether `slot` is in `side`'s hand. */
export function inHand(state: SwlcgState, slot: SlotId, side: Player): boolean {
  return zoneOf(state.cards, slot) === zones.hand(side)
}

/** The resources a card in play generates at most (printed value; modifiers arrive with card abilities). */
export function resourceValue(state: SwlcgState, slot: SlotId): number {
  return inPlayFacts(state, slot).resources ?? 0
}

/** How many focus tokens a refresh removes from the card: 1, or 2 for Elite. */
export function refreshAmount(facts: CardFacts): number {
  return hasKeyword(facts, 'elite') ? 2 : 1
}

/** Force cards committed by `player`'s team (a team shares its side's three Force cards [B:285-290]). */
export function committedCount(state: SwlcgState, player: Player): number {
  return teamOf(state, sideOfPlayer(player))
    .flatMap((p) => unitsOf(state, p))
    .filter((slot) => state.table[slot]?.committed).length
}

/** Each side has three Force cards. */
export const FORCE_CARDS = 3

/** Edge (X) of the side's participating units: added to its Force icons in the edge battle. */
export function edgeBonus(state: SwlcgState, side: Player): number {
  const e = state.engagement
  if (!e) return 0
  const units = e.attackers.concat(e.defenders).filter((slot) => state.table[slot]?.controller === side)
  return units.reduce((sum, slot) => sum + edgeValue(inPlayFacts(state, slot)), 0)
}

/** The participating units `side` controls in the current engagement. */
export function participants(state: SwlcgState, side: Player): SlotId[] {
  const e = state.engagement
  if (!e) return []
  return e.attackers.concat(e.defenders).filter((slot) => state.table[slot]?.controller === side)
}

/** Whether a unique card with this title is in play (on either side). */
export function uniqueTitleInPlay(state: SwlcgState, title: string): boolean {
  for (const slot of Object.keys(state.table)) {
    const facts = inPlayFacts(state, slot)
    if (facts.unique && facts.title === title) return true
  }
  return false
}

/** The enhancements attached to `slot`. */
export function attachmentsOf(state: SwlcgState, slot: SlotId): SlotId[] {
  return Object.keys(state.table).filter((s) => state.table[s]?.host === slot)
}

/** The card standing for a player in a `choose` prompt over players: their affiliation card in play. */
export function playerToken(state: SwlcgState, player: Player): SlotId | null {
  const cards = zoneSlots(state.cards, zones.play(player))
  return cards.find((slot) => state.table[slot] && inPlayFacts(state, slot).type === 'affiliation') ?? null
}

/** The player a prompt's card stands for (see playerToken), or null. */
export function playerOfToken(state: SwlcgState, slot: SlotId | undefined): Player | null {
  return slot === undefined ? null : (state.players.find((p) => playerToken(state, p) === slot) ?? null)
}
