/**
 * Republic Reserves N and Separatist Reserves N (glossary): "Ha ezzel a képességgel rendelkező karakter van a
 * csapatodban, és kezdődobásnak 20-at dobsz [Separatist: 1-et], azonnal 20 pontnyi köztársasági karaktert adhatsz a
 * csapatodhoz. Ezeket a karaktereket ugyanoda kell felállítani, ahol a csapatod van … Ezek nem számítanak bele a
 * csapatod pontszámába, és az ellenfelednek nem kell őket megsemmisítenie … csak akkor …, ha a végső dobásod 20."
 * Our readings:
 * - "in your squad": a figure with the ability stands on the map; two such figures give the highest N, not the sum.
 * - The final natural decides: a tie's roll never counts, and an Anticipation reroll replaces the die it rerolls.
 * - Hidden-safe naming: nothing secret is committed in advance; the player names the characters (card ids of the
 *   faction, within N points, obeying the unique rule with the squad) and their squares in one open action,
 *   `call-reserves { placements: [{ character, x, y }] }`, or lets the chance go (`skip-reserves`).
 * - Deployment: every square in the seat's start zone, placed at once when called ("azonnal"), before the winner
 *   chooses who goes first — so before the side's first activation, as the rulebook asks.
 * - They may activate this round; they are marked `reserve`: not needed for victory and worth no points.
 */
import { payloadError, payloadRecord, readInt, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, Json, SeatId } from '../../core/types'
import { abilityOf } from './attack/figure'
import type { Ctx } from './context'
import { answering, defOf, figuresOf, placedFigures } from './context'
import type { CharacterDef } from './data/types'
import { placementProblem, startZoneOf } from './deployment'
import { squadAbilityErrors } from './squadAbilityErrors'
import type { Pending, SwmAction, SwmState } from './types'

/** The two reserve abilities: which natural calls them and which faction they bring. */
const RESERVES = [
  { ability: 'republic-reserves', natural: 20, faction: 'republic' },
  { ability: 'separatist-reserves', natural: 1, faction: 'separatist' },
] as const

/** The most characters one call may name (a bound on a hostile payload). */
export const MAX_RESERVE_PLACEMENTS = 10

/** After a decisive initiative roll: an offer to each seat whose final natural calls its reserves. */
export function offerReserves(
  state: SwmState,
  ctx: Ctx,
  roll: readonly { seat: SeatId; natural: number }[],
  events: EngineEvent[],
): void {
  for (const { seat, natural } of [...roll].reverse()) {
    for (const r of RESERVES) {
      if (natural !== r.natural) continue
      const points = Math.max(
        0,
        ...placedFigures(state)
          .filter((f) => f.owner === seat)
          .map((f) => abilityOf(defOf(ctx, f), r.ability)?.n ?? 0),
      )
      if (points === 0) continue
      state.pending.push({ kind: 'reserves', seat, faction: r.faction, points })
      events.push({ type: 'reserves-offered', data: { seat, faction: r.faction, points } })
    }
  }
}

type ReserveOffer = Extract<Pending, { kind: 'reserves' }>

/** Why the card `def` may not join `seat`'s squad as a reserve, given the unique groups already taken, or null. */
function reserveCardProblem(state: SwmState, def: CharacterDef | undefined, offer: ReserveOffer, taken: Set<string>) {
  if (!def) return squadAbilityErrors.reserveNotAllowed('ismeretlen karakter', 'unknown character')
  if (def.faction !== offer.faction)
    return squadAbilityErrors.reserveNotAllowed('nem a tartalék csoportjából való', "not of the reserves' faction")
  if (def.completeness === 'partial' && !state.config.allowPartial)
    return squadAbilityErrors.reserveNotAllowed('hiányos karakter', 'a partial character')
  if (def.unique && taken.has(def.unique.group))
    return squadAbilityErrors.reserveNotAllowed(
      'ez az egyedi karakter már a csapatodban van',
      'that unique one is taken',
    )
  return null
}

/** The unique groups `seat` already fields (defeated figures count: the squad's unique rule). */
function takenGroups(state: SwmState, ctx: Ctx, seat: SeatId): Set<string> {
  const taken = new Set<string>()
  for (const f of figuresOf(state)) {
    const group = defOf(ctx, f).unique?.group
    if (f.owner === seat && group) taken.add(group)
  }
  return taken
}

/** `call-reserves { placements: [{ character, x, y }] }`: the named characters join in the seat's start zone. */
export function callReserves(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'reserves')
  if (!answer.ok) return answer.error
  const offer = answer.top
  const raw = payloadRecord(action).placements
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_RESERVE_PLACEMENTS)
    payloadError('a tartalék listája hibás.', 'the list of reserves is malformed.')
  const taken = takenGroups(state, ctx, seat)
  let points = 0
  const added: string[] = []
  for (const [i, p] of (raw as Json[]).entries()) {
    if (typeof p !== 'object' || p === null || Array.isArray(p)) payloadError('hibás tartalék.', 'malformed reserve.')
    const def = ctx.roster.get(readString(p, 'character', 120))
    const at = { x: readInt(p, 'x', 0, ctx.map.width - 1), y: readInt(p, 'y', 0, ctx.map.height - 1) }
    const problem = reserveCardProblem(state, def, offer, taken)
    if (problem) return problem
    points += def!.cost
    if (def!.unique) taken.add(def!.unique.group)
    const id = `${seat}/${def!.id}/reserve-${state.round}-${i + 1}`
    state.figures[id] = {
      id,
      def: def!.id,
      owner: seat,
      at: null,
      hp: def!.hp,
      force: def!.force,
      activated: false,
      defeated: false,
      spent: { turn: 0, count: 0 },
      spirit: 0,
      rage: 0,
      reserve: true,
    }
    state.order.push(id)
    const placement = placementProblem(state, ctx, id, at)
    if (placement) return placement
    state.figures[id]!.at = at
    added.push(id)
  }
  if (points > offer.points) return squadAbilityErrors.reserveOverPoints(points, offer.points)
  state.pending.pop()
  events.push({ type: 'reserves-called', data: { seat, figures: added, points } })
  return null
}

/** `skip-reserves`: the seat lets its reserves stay away. */
export function skipReserves(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'reserves')
  if (!answer.ok) return answer.error
  state.pending.pop()
  events.push({ type: 'reserves-skipped', data: { seat } })
  return null
}

/** The answers to a reserves offer: skipping, and each single character that may join at its first free square. */
export function reserveAnswers(state: SwmState, ctx: Ctx): SwmAction[] {
  const top = state.pending[state.pending.length - 1]
  if (top?.kind !== 'reserves') return []
  const out: SwmAction[] = []
  const taken = takenGroups(state, ctx, top.seat)
  const zone = [...startZoneOf(state, ctx, top.seat)].map((k) => k.split(',').map(Number) as [number, number])
  const probe = `${top.seat}/probe/reserve`
  for (const def of ctx.roster.values()) {
    if (def.cost > top.points || reserveCardProblem(state, def, top, taken)) continue
    const trial = { ...state, figures: { ...state.figures } }
    trial.figures[probe] = { ...state.figures[state.order[0]!]!, id: probe, def: def.id, owner: top.seat, at: null }
    const square = zone.find(([x, y]) => placementProblem(trial, ctx, probe, { x, y }) === null)
    if (square)
      out.push({ type: 'call-reserves', payload: { placements: [{ character: def.id, x: square[0], y: square[1] }] } })
  }
  out.push({ type: 'skip-reserves' })
  return out
}
