/**
 * Attacks made while moving. Galloping Attack: "Amikor ez a karakter mozog, képes megtámadni minden egyes szomszédos
 * ellenséget. Ekkor +4 támadáspontot kap. Minden támadásra külön kell dobni, amikor a karakter az ellenség mellé ér. A
 * karakter egy ellenséget sem támadhat meg kétszer a forduló alatt, és nem léphet vissza olyan négyzetbe, amit előtte
 * hagyott el. Mozgás közben provokálja a lehetőség támadását." Strafe Attack: "Ahogy ez a karakter mozog, képes
 * megtámadni minden olyan ellenséges karaktert, akinek a négyzetére belép. Minden támadásra külön kell dobni … nem
 * támadhat meg egy ellenséget sem kétszer egy fordulón belül, és nem léphet vissza olyan mezőre, amit az előbb
 * hagyott el." The move pauses after the step that brings the figure next to an enemy (Galloping) or into its square
 * (Strafe, a flyer passing over it; the pause comes on the next square it could stop on, see `pauseForPassing`):
 * `passing-attack { target }` (entropy) or `skip-passing-attack`, then the path goes on. The turn's own attack is untouched ("utána csinálhat hagyományos támadást is"); the usual shapes already
 * cap a move before it at 6. Readings:
 * - Each enemy is offered once a turn, at the first step that brings the figure to it; skipped is spent.
 * - A Galloping attack is an ordinary attack with +4 on the attack roll (targeting rules apply); a Strafe attack
 *   needs only an enemy under it, with no bonus.
 * - "nem léphet vissza": in the whole turn the figure never re-enters a space (by its top-left square) it has left,
 *   whether or not it attacked on the way.
 */
import { payloadRecord, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { has } from './attack/figure'
import type { Modifier } from './attack/modifiers'
import type { Ctx } from './context'
import { answering, defOf, enemies, figureById, placedFigures, spaceOfFigure } from './context'
import { swmErrors } from './errors'
import { turnRef } from './forcePoints'
import { adjacent, keyOf, spaceFits, spacesOverlap } from './geometry'
import { PIT, spaceHas } from './geometry/terrain'
import { movementErrors } from './movementErrors'
import { targetProblem } from './targeting'
import type { At, Figure, Pending, SwmAction, SwmState, Turn } from './types'
import { steps } from './pipeline'

/** Galloping Attack's bonus: "Ekkor +4 támadáspontot kap". */
export const GALLOPING_BONUS = 4

/** Which attack-while-moving the figure has, if any. */
export function passingKind(ctx: Ctx, figure: Figure): 'galloping-attack' | 'strafe-attack' | null {
  const card = defOf(ctx, figure)
  if (has(card, 'galloping-attack')) return 'galloping-attack'
  return has(card, 'strafe-attack') ? 'strafe-attack' : null
}

/** Notes the space the figure is about to leave (for "nem léphet vissza"). */
export function noteLeaving(ctx: Ctx, turn: Turn, figure: Figure): void {
  if (!passingKind(ctx, figure) || turn.figure !== figure.id) return
  const passing = (turn.passing ??= { offered: [], reached: [], left: [] })
  const key = keyOf(figure.at!)
  if (!passing.left.includes(key)) passing.left.push(key)
}

/** The spaces (top-left keys) the figure may not enter again this turn: those it left, and where it stands. */
export function barredSpaces(ctx: Ctx, turn: Turn, figure: Figure): string[] {
  if (!passingKind(ctx, figure) || turn.figure !== figure.id) return []
  return [...(turn.passing?.left ?? []), keyOf(figure.at!)]
}

/** Why `path` would take the figure back into a space it left this turn, or null. */
export function returnProblem(ctx: Ctx, turn: Turn, figure: Figure, path: readonly At[]): EngineError | null {
  const barred = new Set(barredSpaces(ctx, turn, figure))
  if (barred.size === 0) return null
  for (const next of path) {
    if (barred.has(keyOf(next))) return movementErrors.noReturn()
    barred.add(keyOf(next))
  }
  return null
}

/** The enemies the figure may attack in passing where it stands now (not yet offered this turn). */
function passingTargets(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): Figure[] {
  const kind = passingKind(ctx, figure)
  if (!kind || turn.figure !== figure.id) return []
  const here = spaceOfFigure(ctx, figure)!
  const known = [...(turn.passing?.offered ?? []), ...(turn.passing?.reached ?? [])]
  return placedFigures(state).filter((f) => {
    if (!enemies(figure, f) || known.includes(f.id)) return false
    const there = spaceOfFigure(ctx, f)!
    return kind === 'strafe-attack'
      ? spacesOverlap(here, there)
      : adjacent(ctx.blockers, here, there) && targetProblem(state, ctx, figure, f) === null
  })
}

/** Whether the figure could stop where it is now: no other figure, no pit under it, its space fits (not squeezed). */
function couldStop(state: SwmState, ctx: Ctx, figure: Figure): boolean {
  const here = spaceOfFigure(ctx, figure)!
  if (spaceHas(ctx.terrain, here, PIT) || !spaceFits(ctx.blockers, here)) return false
  return !placedFigures(state).some((f) => f.id !== figure.id && spacesOverlap(here, spaceOfFigure(ctx, f)!))
}

/**
 * After a step of `walk`: the enemies the figure reaches here are noted; once it stands where it could stop, the
 * enemies reached and not yet offered are offered, with the rest of the path, on the pending stack, and the walk
 * pauses (returns true). Reading: a move never pauses where it could not end (on another figure, over a pit,
 * squeezed), so an enemy reached there (Strafe: always) is offered at the next such square, still in the order
 * reached; the path's end is always one.
 */
export function pauseForPassing(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure, rest: readonly At[]): boolean {
  if (!passingKind(ctx, figure) || turn.figure !== figure.id) return false
  const passing = (turn.passing ??= { offered: [], reached: [], left: [] })
  passing.reached.push(...passingTargets(state, ctx, turn, figure).map((f) => f.id))
  if (passing.reached.length === 0 || !couldStop(state, ctx, figure)) return false
  const offers = passing.reached.filter((id) => !state.figures[id]!.defeated && state.figures[id]!.at !== null)
  passing.offered.push(...passing.reached)
  passing.reached = []
  if (offers.length === 0) return false
  state.pending.push({ kind: 'passing', seat: figure.owner, mover: figure.id, offers, rest: [...rest] })
  return true
}

/** The offers still open on a `passing` choice (an offered enemy may have fallen meanwhile). */
function openOffers(state: SwmState, top: Extract<Pending, { kind: 'passing' }>): string[] {
  return top.offers.filter((id) => !state.figures[id]!.defeated && state.figures[id]!.at !== null)
}

/** `passing-attack { target }` (entropy): one attack in passing at an offered enemy. */
export function passingAttack(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'passing')
  if (!answer.ok) return answer.error
  const top = answer.top
  const target = figureById(state, readString(payloadRecord(action), 'target', 120))
  if (!target || !openOffers(state, top).includes(target.id)) return swmErrors.notOffered()
  const mover = state.figures[top.mover]!
  const die = rollD20(action.entropy, dieStream('attack', mover.id, turnRef(state), 'passing', target.id))
  if (!die.ok) return die.error
  top.offers = top.offers.filter((id) => id !== target.id)
  const bonus: Modifier[] =
    passingKind(ctx, mover) === 'galloping-attack'
      ? [
          {
            stat: 'attack',
            n: GALLOPING_BONUS,
            source: { kind: 'ability', ability: 'galloping-attack', figure: mover.id },
            reason: { hu: 'Vágtázó támadás', en: 'Galloping Attack' },
          },
        ]
      : []
  const modifiers = [...steps().attackModifiers(state, ctx, mover, target, []), ...bonus]
  events.push({ type: 'attack-declared', data: { attacker: mover.id, target: target.id, passing: true } })
  steps().settle(
    state,
    ctx,
    {
      attacker: mover.id,
      target: target.id,
      natural: die.value,
      modifiers,
      opportunity: false,
      entropy: action.entropy!,
    },
    true,
    events,
  )
  return null
}

/** `skip-passing-attack`: the figure lets every open offer here pass and walks on. */
export function skipPassingAttack(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'passing')
  if (!answer.ok) return answer.error
  events.push({ type: 'passing-skipped', data: { figures: answer.top.offers } })
  answer.top.offers = []
  steps().proceed(state, ctx, events)
  return null
}

/** The answers `legalActions` lists to a `passing` choice. */
export function passingAnswers(state: SwmState, top: Extract<Pending, { kind: 'passing' }>): SwmAction[] {
  return [
    ...openOffers(state, top).map((id) => ({ type: 'passing-attack', payload: { target: id } })),
    { type: 'skip-passing-attack' },
  ]
}
