/**
 * The end-to-end tests' skirmish player: a simple aggressive policy over what a page offers (its legal actions),
 * pure so that a unit test can play it through the engine alone and count how long a game runs. It answers every
 * prompt (attacks of opportunity and lightsaber answers taken, the rest declined), deploys on the first free squares,
 * activates the figure nearest to an enemy, walks it toward the nearest enemy and attacks the weakest target in reach.
 * It uses Force powers where they plainly help (Force Heal on a badly hurt figure, Sith Rage before an attack) and
 * combined fire: a non-unique attacker takes every ally the engine accepts as its helper.
 */
import type { Action, SeatId } from '../../engine/core/types'
import { attackPreview, CHARACTERS_BY_ID } from '../../engine/games/swm'
import type { At, SwmState } from '../../engine/games/swm'

/** Answers to a prompt, best first: take the free attack or the save, keep the die, decline the rest. */
const ANSWERS = [
  'aoo',
  'react',
  'choose',
  'keep-roll',
  'keep-save',
  'decline',
  'decline-aoo',
  'keep-target',
  'allow-power',
  'skip-passing-attack',
  'skip-reserves',
  'keep-initiative',
]

/** Chebyshev distance between two squares: close enough to steer by. */
const distance = (a: At, b: At) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))

/** The squares of `seat`'s enemies on the map. */
function enemySquares(state: SwmState, seat: SeatId): At[] {
  return state.order
    .map((id) => state.figures[id]!)
    .filter((f) => f.owner !== seat && f.at !== null && !f.defeated)
    .map((f) => f.at!)
}

/** How far `at` is from the nearest enemy of `seat`. */
function nearest(state: SwmState, seat: SeatId, at: At): number {
  return Math.min(99, ...enemySquares(state, seat).map((e) => distance(at, e)))
}

const of = (legal: readonly Action[], type: string) => legal.filter((a) => a.type === type)
const field = (a: Action, name: string) => (a.payload as Record<string, unknown> | undefined)?.[name]

/** The step `seat` takes now among `legal`, or null when it has nothing to do. */
export function chooseSwmAction(state: SwmState, seat: SeatId, legal: readonly Action[]): Action | null {
  const moves = legal.filter((a) => a.type !== 'undo')
  if (moves.length === 0) return null
  if (state.pending.length > 0) {
    for (const type of ANSWERS) {
      const answer = of(moves, type)[0]
      if (answer) return answer
    }
    return moves[0]!
  }
  const direct = ['confirm-deployment', 'roll-initiative'].map((t) => of(moves, t)[0]).find(Boolean)
  if (state.stage === 'deploy') return of(moves, 'deploy')[0] ?? direct ?? null
  if (direct) return direct
  const first = of(moves, 'choose-first').find((a) => field(a, 'seat') === seat)
  if (first) return first
  const power = helpfulPower(state, moves)
  if (power) return power
  const attacks = of(moves, 'attack')
  if (attacks.length > 0) {
    const hp = (a: Action) => state.figures[field(a, 'target') as string]?.hp ?? 999
    return withHelpers(state, seat, [...attacks].sort((x, y) => hp(x) - hp(y))[0]!)
  }
  if (state.turn) return rankedMoves(state, seat, moves)[0] ?? of(moves, 'end-turn')[0] ?? null
  const activations = of(moves, 'activate')
  if (activations.length > 0) {
    const near = (a: Action) => nearest(state, seat, state.figures[field(a, 'figure') as string]!.at!)
    return [...activations].sort((x, y) => near(x) - near(y))[0]!
  }
  return moves[0]!
}

/** A figure's Hit Points on its card. */
const fullHp = (state: SwmState, id: string) => CHARACTERS_BY_ID.get(state.figures[id]!.def)?.hp ?? 0

/**
 * A Force power worth using now, or null: Force Heal on a figure down to half its Hit Points or less, Sith Rage when
 * an attack follows (the turn has attacks to make and has not raged yet).
 */
function helpfulPower(state: SwmState, legal: readonly Action[]): Action | null {
  const powers = of(legal, 'use-power')
  const heal = powers.find((a) => {
    const target = field(a, 'target')
    return (
      field(a, 'power') === 'force-heal' &&
      typeof target === 'string' &&
      state.figures[target]!.hp * 2 <= fullHp(state, target)
    )
  })
  if (heal) return heal
  const rage = powers.find((a) => field(a, 'power') === 'sith-rage')
  return rage && of(legal, 'attack').length > 0 ? rage : null
}

/**
 * The turn's attack with combined fire: a non-unique attacker (a trooper) takes every ally the engine's preview
 * accepts as a helper against the same target; a unique one attacks alone, keeping its allies' activations.
 */
function withHelpers(state: SwmState, seat: SeatId, attack: Action): Action {
  const attacker = state.turn?.figure
  const target = field(attack, 'target')
  if (!attacker || typeof target !== 'string' || state.pending.length > 0) return attack
  if (CHARACTERS_BY_ID.get(state.figures[attacker]!.def)?.unique) return attack
  const helpers = state.order.filter((id) => {
    const f = state.figures[id]!
    if (f.owner !== seat || id === attacker || f.at === null || f.defeated || f.activated) return false
    return attackPreview(CHARACTERS_BY_ID, state, attacker, target, [id]).legal
  })
  if (helpers.length === 0 || !attackPreview(CHARACTERS_BY_ID, state, attacker, target, helpers).legal) return attack
  return { ...attack, payload: { ...(attack.payload as Record<string, unknown>), helpers } } as Action
}

/**
 * The active figure's moves worth making, best first: none once it has moved or stands next to an enemy, else every
 * move that ends nearer the nearest enemy, nearest first. (A driver that cannot click the best square, hidden behind
 * a figure, takes the next.)
 */
export function rankedMoves(state: SwmState, seat: SeatId, legal: readonly Action[]): Action[] {
  if (!state.turn || state.turn.moved) return []
  const me = state.figures[state.turn.figure]!
  const here = nearest(state, seat, me.at!)
  if (here <= 1) return []
  const end = (a: Action) => (field(a, 'path') as At[]).at(-1)!
  return of(legal, 'move')
    .filter((a) => !field(a, 'force') && nearest(state, seat, end(a)) < here)
    .sort((x, y) => nearest(state, seat, end(x)) - nearest(state, seat, end(y)))
}
