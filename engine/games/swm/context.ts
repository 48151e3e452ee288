/**
 * What every rule reads besides the state: the character table (the game's, or a test's fixtures), the map, and the
 * map's blockers with the doors as they stand now. Plus the small queries about figures that every module asks.
 */
import type { EngineError, SeatId } from '../../core/types'
import { SWM_MAPS } from './data/maps'
import type { SwmMap } from './data/maps'
import type { CharacterDef, Side } from './data/types'
import { blockersFor, spaceOf, terrainOf } from './geometry'
import type { Blockers, Space } from './geometry'
import type { TerrainIndex } from './geometry/terrain'
import type { Roster } from './squads'
import { swmErrors } from './errors'
import type { Figure, Pending, SwmState } from './types'

/** The rules' view of one state. */
export interface Ctx {
  readonly roster: Roster
  readonly map: SwmMap
  readonly blockers: Blockers
  readonly terrain: TerrainIndex
}

/** The context of `state` under `roster`. */
export function contextOf(state: SwmState, roster: Roster): Ctx {
  const map = SWM_MAPS[state.config.map]!
  const open = Object.keys(state.doors).filter((d) => state.doors[d])
  return { roster, map, blockers: blockersFor(map, open), terrain: terrainOf(map) }
}

/** The same context with the doors as `state` has them now (after a door update). */
export function refreshed(ctx: Ctx, state: SwmState): Ctx {
  const open = Object.keys(state.doors).filter((d) => state.doors[d])
  return { ...ctx, blockers: blockersFor(ctx.map, open) }
}

/** The card of a figure (figures are only made from cards of the roster), with the abilities and traits it gained. */
export function defOf(ctx: Ctx, figure: Figure): CharacterDef {
  const def = ctx.roster.get(figure.def)!
  const card = figure.granted?.length ? { ...def, abilities: [...def.abilities, ...figure.granted] } : def
  // Traits gained in play (Impulsive Savagery's Savage) count as printed ones.
  return figure.gainedTraits?.length ? { ...card, traits: [...card.traits, ...figure.gainedTraits] } : card
}

/** The space a figure fills now, or null when it is off the map. */
export function spaceOfFigure(ctx: Ctx, figure: Figure): Space | null {
  return figure.at ? spaceOf(figure.at, defOf(ctx, figure).size) : null
}

/** The side a seat plays. */
export function sideOf(state: SwmState, seat: SeatId): Side | undefined {
  return state.config.seats.find((s) => s.seat === seat)?.side
}

/** The other seat of a two-player game. */
export function opponentOf(state: SwmState, seat: SeatId): SeatId {
  return state.config.seats.find((s) => s.seat !== seat)!.seat
}

/** The figures in the fixed order. */
export function figuresOf(state: SwmState): Figure[] {
  return state.order.map((id) => state.figures[id]!)
}

/** Figures on the map (deployed and not defeated). */
export function placedFigures(state: SwmState): Figure[] {
  return figuresOf(state).filter((f) => f.at !== null && !f.defeated)
}

/**
 * The seat a figure belongs to for victory: its own, even while Dominate lends it to the other seat for one turn
 * (turnStack.ts swaps `owner` for that turn; the lent turns form a chain through `borrowed.outer`).
 */
export function homeSeat(state: SwmState, figure: Figure): SeatId {
  for (let t = state.turn; t; t = t.borrowed?.outer ?? null)
    if (t.figure === figure.id && t.borrowed) return t.borrowed.owner
  return figure.owner
}

/** Whether two figures are on opposite sides. */
export function enemies(a: Figure, b: Figure): boolean {
  return a.owner !== b.owner
}

/** A figure by id from a peer's payload (own keys only), or undefined. */
export function figureById(state: SwmState, id: string): Figure | undefined {
  return Object.hasOwn(state.figures, id) ? state.figures[id] : undefined
}

/** The choice waiting on top of the pending stack, if any. */
export function topPending(state: SwmState): Pending | undefined {
  return state.pending[state.pending.length - 1]
}

/** The pending choice on top when it is one of `kinds` and belongs to `seat`, or why `seat` may not answer now. */
export function answering<K extends Pending['kind']>(
  state: SwmState,
  seat: SeatId,
  ...kinds: K[]
): { ok: true; top: Extract<Pending, { kind: K }> } | { ok: false; error: EngineError } {
  const top = topPending(state)
  if (!top || !(kinds as string[]).includes(top.kind)) return { ok: false, error: swmErrors.wrongStage() }
  if (top.seat !== seat) return { ok: false, error: swmErrors.notYourChoice() }
  return { ok: true, top: top as Extract<Pending, { kind: K }> }
}

/** The turn Force spends count in now. */
export function turnRef(state: SwmState): number {
  return state.turn?.ref ?? state.turns
}
