/** Read-only questions about an HKK state: zone names, seats, definitions of cards in play, creatures by zone. */
import { zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import type { HkkCardType } from './data/types'
import type { Def, HkkState, Perm, Player } from './types'

/** Both players in seat order. */
export const PLAYERS: readonly Player[] = ['p1', 'p2']

/** Zone names per player, plus the shared limbo and token pool. */
export const zones = {
  deck: (p: Player) => `deck:${p}`,
  hand: (p: Player) => `hand:${p}`,
  extra: (p: Player) => `extra:${p}`,
  discard: (p: Player) => `discard:${p}`,
  reserve: (p: Player) => `reserve:${p}`,
  guard: (p: Player) => `guard:${p}`,
  field: (p: Player) => `field:${p}`,
  limbo: 'limbo',
  tokens: 'token-pool',
}

/** The other player. */
export const other = (p: Player): Player => (p === 'p1' ? 'p2' : 'p1')

/** The seat of a player. */
export const seatOf = (state: HkkState, p: Player): SeatId => state.seats[p]

/** The player at a seat, or null (a spectator or a stranger). */
export function playerAt(state: HkkState, seat: SeatId): Player | null {
  return PLAYERS.find((p) => state.seats[p] === seat) ?? null
}

/** Creature types. */
export const isCreatureType = (t: HkkCardType | string): boolean => t === 'monster' || t === 'adventurer'

/** The definition behind a card in play (a token's made up from its token def). */
export function defOf(state: HkkState, slot: SlotId): Def {
  const perm = state.perms[slot]
  if (perm?.token) {
    const t = perm.token
    return {
      id: t.id,
      name: t.name,
      type: t.type,
      colour: 'colourless',
      cost: 0,
      costKind: 'vp',
      timing: 'main',
      abilities: [],
      ...(t.damage !== undefined ? { damage: t.damage } : {}),
      ...(t.ep !== undefined ? { ep: t.ep } : {}),
      ...(t.sp !== undefined ? { sp: t.sp } : {}),
    }
  }
  const def = perm ? state.defs[perm.def] : undefined
  if (!def) throw new Error(`hkk: no definition for ${slot}`)
  return def
}

/** The def id of a card id (`<def>#<copy>`). */
export const defIdOf = (cardId: string): string => cardId.slice(0, cardId.lastIndexOf('#'))

/** The perm in a slot, or null. */
export const permOf = (state: HkkState, slot: SlotId): Perm | null => state.perms[slot] ?? null

/** Creatures a player controls in guard, reserve or both. */
export function creatures(state: HkkState, p: Player, where: 'guard' | 'reserve' | 'both' = 'both'): SlotId[] {
  const g = where === 'reserve' ? [] : zoneSlots(state.cards, zones.guard(p))
  const r = where === 'guard' ? [] : zoneSlots(state.cards, zones.reserve(p))
  return [...g, ...r].filter((s) => state.perms[s] && isCreatureType(defOf(state, s).type))
}

/** Buildings a player controls. */
export function buildings(state: HkkState, p: Player): SlotId[] {
  return zoneSlots(state.cards, zones.field(p)).filter((s) => state.perms[s] && defOf(state, s).type === 'building')
}

/** The play zone kind of a slot ('guard' | 'reserve' | 'field') or null when not in play. */
export function playZone(state: HkkState, slot: SlotId): 'guard' | 'reserve' | 'field' | null {
  const z = zoneOf(state.cards, slot)
  if (!z) return null
  const kind = z.split(':')[0]
  return kind === 'guard' || kind === 'reserve' || kind === 'field' ? kind : null
}

/** The player whose zone a slot is in (null for shared zones). */
export function zoneOwner(state: HkkState, slot: SlotId): Player | null {
  const z = zoneOf(state.cards, slot)
  const p = z?.split(':')[1]
  return p === 'p1' || p === 'p2' ? p : null
}

/** Hand size (public). */
export const handCount = (state: HkkState, p: Player): number => zoneSlots(state.cards, zones.hand(p)).length

/** Whether a stage belongs to the turn (not to setup). */
export const inTurn = (state: HkkState): boolean => !['roll-off', 'mulligan', 'start-choice'].includes(state.turn.stage)
