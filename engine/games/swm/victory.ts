/**
 * Victory (rulebook "A játék célja" and "10 kör szabály", analysis §15). "Akkor nyersz, ha az összes ellenséges
 * karaktert megsemmisíted a pályán"; both sides losing their last figure at once is a draw (our reading). "Hogyha egy
 * karakter sem tudott támadással egy ellenséget sem megsemmisíteni, vagy védekezésre kényszeríteni 10 körben egymás
 * után, összesítsétek a már megölt karakterek pontértékét … Hogyha így döntetlen, akkor az a játékos nyer, amelyiknek
 * a figurája közelebb van a tábla közepéhez. Ha még így is döntetlen, akkor az a játékos, akinek a tábla közepéhez
 * közeli karaktere magasabb pontértékű." A round counts as offensive when an attack was rolled against an enemy.
 */
import { requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, LocalizedText, SeatId } from '../../core/types'
import type { Ctx } from './context'
import { defOf, figuresOf, homeSeat, opponentOf, placedFigures, spaceOfFigure } from './context'
import { range, squareSpace } from './geometry'
import type { SwmAction, SwmState } from './types'

/** Rounds in a row without an attack on an enemy that end the game on points. */
export const QUIET_ROUNDS_LIMIT = 10

/** Ends the game with `winners` (empty: a draw). */
export function finish(state: SwmState, winners: SeatId[], reason: LocalizedText, events: EngineEvent[]): void {
  state.result = { winners, reason }
  state.stage = 'over'
  // A figure Dominate lent to the other seat goes back to its own (turnStack.ts).
  for (let t = state.turn; t; t = t.borrowed?.outer ?? null)
    if (t.borrowed) state.figures[t.figure]!.owner = t.borrowed.owner
  state.turn = null
  state.phase = null
  state.pending = []
  events.push({ type: 'game-over', data: { winners, reason } })
}

/** After a defeat: a side with no figure left loses; both at once is a draw. Returns whether the game ended. */
export function checkElimination(state: SwmState, events: EngineEvent[]): boolean {
  if (state.result) return true
  // Reserves "az ellenfelednek nem kell őket megsemmisítenie, hogy megnyerje a játékot": only squad figures count.
  const out = state.config.seats.filter(
    (s) => !placedFigures(state).some((f) => homeSeat(state, f) === s.seat && !f.reserve),
  )
  if (out.length === 0) return false
  if (out.length === 2) {
    finish(
      state,
      [],
      { hu: 'Mindkét csapat egyszerre semmisült meg: döntetlen.', en: 'Both squads fell at once: a draw.' },
      events,
    )
  } else {
    finish(
      state,
      [opponentOf(state, out[0]!.seat)],
      {
        hu: 'Az ellenfél minden karaktere megsemmisült.',
        en: 'Every enemy character has been defeated.',
      },
      events,
    )
  }
  return true
}

/** The points of the enemy figures `seat` has defeated (reserves "nem számítanak bele a csapatod pontszámába"). */
export function pointsDefeatedBy(state: SwmState, ctx: Ctx, seat: SeatId): number {
  return figuresOf(state)
    .filter((f) => f.owner !== seat && f.defeated && !f.reserve)
    .reduce((sum, f) => sum + defOf(ctx, f).cost, 0)
}

/** The seat's figure nearest the map's centre: its range there and its points (the highest among equals). */
export function nearestToCentre(state: SwmState, ctx: Ctx, seat: SeatId): { range: number; points: number } | null {
  let best: { range: number; points: number } | null = null
  for (const f of placedFigures(state).filter((g) => g.owner === seat)) {
    const space = spaceOfFigure(ctx, f)!
    const ranges = ctx.map.centre.map((c) => range(ctx.blockers, space, squareSpace(c)))
    const r = Math.min(...ranges.map((x) => x ?? Number.MAX_SAFE_INTEGER))
    const points = defOf(ctx, f).cost
    if (!best || r < best.range || (r === best.range && points > best.points)) best = { range: r, points }
  }
  return best
}

/**
 * At the end of a round: counts a quiet round, and after ten in a row decides by defeated points, then the figure
 * nearest the centre, then that figure's points; a draw when all three tie. Returns whether the game ended.
 */
export function endOfRound(state: SwmState, ctx: Ctx, events: EngineEvent[]): boolean {
  state.quiet.rounds = state.quiet.offenseThisRound ? 0 : state.quiet.rounds + 1
  if (state.quiet.rounds < QUIET_ROUNDS_LIMIT) return false
  const [a, b] = state.config.seats.map((s) => s.seat) as [SeatId, SeatId]
  const pa = pointsDefeatedBy(state, ctx, a)
  const pb = pointsDefeatedBy(state, ctx, b)
  if (pa !== pb) {
    finish(
      state,
      [pa > pb ? a : b],
      {
        hu: `Tíz kör támadás nélkül: több pontnyi ellenséget győzött le (${Math.max(pa, pb)}–${Math.min(pa, pb)}).`,
        en: `Ten rounds without an attack: more enemy points defeated (${Math.max(pa, pb)}–${Math.min(pa, pb)}).`,
      },
      events,
    )
    return true
  }
  const na = nearestToCentre(state, ctx, a)!
  const nb = nearestToCentre(state, ctx, b)!
  if (na.range !== nb.range) {
    finish(
      state,
      [na.range < nb.range ? a : b],
      {
        hu: 'Tíz kör támadás nélkül, egyenlő pontok: az ő figurája áll közelebb a tábla közepéhez.',
        en: 'Ten rounds without an attack, points tied: their figure stands nearer the centre of the map.',
      },
      events,
    )
    return true
  }
  if (na.points !== nb.points) {
    finish(
      state,
      [na.points > nb.points ? a : b],
      {
        hu: 'Tíz kör támadás nélkül, egyenlő pontok és távolság: a középhez legközelebbi figurája többet ér.',
        en: 'Ten rounds without an attack, points and distance tied: their figure nearest the centre is worth more.',
      },
      events,
    )
    return true
  }
  finish(
    state,
    [],
    {
      hu: 'Tíz kör támadás nélkül, minden döntő egyenlő: döntetlen.',
      en: 'Ten rounds without an attack and every tiebreak equal: a draw.',
    },
    events,
  )
  return true
}

/** `concede`: the seat gives up and the other wins. */
export function concede(state: SwmState, action: SwmAction, seat: SeatId, events: EngineEvent[]): EngineError | null {
  requireNoPayload(action)
  finish(state, [opponentOf(state, seat)], { hu: 'Az ellenfél feladta.', en: 'The opponent conceded.' }, events)
  return null
}
