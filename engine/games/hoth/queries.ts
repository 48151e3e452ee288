/**
 * Read-only questions about a Hoth state that several rules ask: who stands where, what terrain a hex has,
 * whose seat is whose, which card bonuses apply this turn.
 */
import type { SeatId } from '../../core/types'
import { cardDef } from './data/cards'
import { terrainSpec } from './data/terrain'
import { unitSpec } from './data/units'
import type {
  CardBonus,
  CardDef,
  HexId,
  HothBoard,
  PlayerState,
  Side,
  StructureState,
  Terrain,
  UnitState,
} from './types'

/** The unit with this id, or null (own keys only: an id such as "__proto__" from a peer finds nothing). */
export function unitById(state: HothBoard, id: string): UnitState | null {
  return Object.hasOwn(state.units, id) ? (state.units[id] ?? null) : null
}

/** The structure with this id, or null (own keys only, like `unitById`). */
export function structureById(state: HothBoard, id: string): StructureState | null {
  return Object.hasOwn(state.structures, id) ? (state.structures[id] ?? null) : null
}

/** Terrain of a hex (snow when the scenario lists none). */
export function terrainAt(state: HothBoard, hex: HexId): Terrain {
  return state.terrain[hex] ?? 'snow'
}

/** The unit on a hex, if any. */
export function unitAt(state: HothBoard, hex: HexId): UnitState | null {
  // A key loop, not Object.values: rules ask this many times an action, and the array was most of its cost.
  for (const id in state.units) if (state.units[id]!.hex === hex) return state.units[id]!
  return null
}

/** The standing (not destroyed) structure on a hex, if any. */
export function structureAt(state: HothBoard, hex: HexId): StructureState | null {
  for (const s of Object.values(state.structures)) if (s.hex === hex && !s.destroyed) return s
  return null
}

/** Hexes holding a unit or a standing structure. */
export function occupiedHexes(state: HothBoard): Set<HexId> {
  const out = new Set<HexId>()
  for (const unit of Object.values(state.units)) out.add(unit.hex)
  for (const s of Object.values(state.structures)) if (!s.destroyed) out.add(s.hex)
  return out
}

/** Whether `unit` may ever stand on `hex` by its terrain (ignores other units). */
export function terrainAllows(state: HothBoard, unit: UnitState, hex: HexId): boolean {
  const spec = unitSpec(unit.type)
  const terrain = terrainAt(state, hex)
  if (spec.forbiddenTerrain.includes(terrain)) return false
  const passable = terrainSpec(terrain).passable
  return passable === 'all' || (passable === 'flyers' && spec.flying)
}

/** The player sitting at `seat`, or null for spectators. */
export function playerOf(state: HothBoard, seat: SeatId): PlayerState | null {
  return state.players.find((p) => p.seat === seat) ?? null
}

/** The other player on the same side, if the side has two. */
export function teammateOf(state: HothBoard, seat: SeatId): PlayerState | null {
  const me = playerOf(state, seat)
  if (!me) return null
  return state.players.find((p) => p.side === me.side && p.seat !== seat) ?? null
}

/** Seats playing a side. */
export function seatsOf(state: HothBoard, side: Side): SeatId[] {
  return state.players.filter((p) => p.side === side).map((p) => p.seat)
}

/** Whether `side` has a unit left on the board. */
export function hasUnits(state: HothBoard, side: Side): boolean {
  for (const id in state.units) if (state.units[id]!.side === side) return true
  return false
}

/** Units of a side, in id order. */
export function unitsOf(state: HothBoard, side: Side): UnitState[] {
  return Object.values(state.units)
    .filter((u) => u.side === side)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** The card played this turn, if any. */
export function playedCard(state: HothBoard): CardDef | null {
  return state.turn.card === null ? null : cardDef(state.turn.card)
}

/** Bonuses the ordered units get this turn (none under the "order 1 unit instead" clause). */
export function activeBonuses(state: HothBoard): CardBonus[] {
  const card = playedCard(state)
  return card && !state.turn.fallback ? card.bonuses : []
}

/** How far a unit may move this turn, and how far it may move and still attack. */
export function movementAllowance(state: HothBoard, unit: UnitState): { move: number; moveAndAttack: number } {
  const spec = unitSpec(unit.type)
  if (spec.move === 0) return { move: 0, moveAndAttack: 0 }
  let move = spec.move
  let moveAndAttack = unit.badge === 'elite-troops' ? spec.move : spec.moveAndAttack
  for (const bonus of activeBonuses(state)) {
    if (bonus.kind === 'extra-move') {
      move += bonus.hexes
      moveAndAttack += bonus.hexes
    }
  }
  if (activeBonuses(state).some((b) => b.kind === 'attack-after-full-move')) moveAndAttack = move
  return { move, moveAndAttack }
}
