/**
 * TEST-ONLY helpers for the movement family's scenario tests: a game of two small squads over the test roster, set
 * up and moved by hand, and a driver that plays plain turns until a named figure's turn begins.
 */
import type { SeatId } from '../../../core/types'
import type { At, SwmAction, SwmState } from '../types'
import { act, DARK, LIGHT, placed, squad, started, testGame } from './skirmish'

/** The era in which both test factions may be fielded. */
export const ERA = { era: 'rise-of-the-empire' as const }

/** A started game of light (republic) and dark (separatist) fixtures, figures placed as given; `first` activates. */
export function scene(
  light: [string, number][],
  dark: [string, number][],
  where: Record<string, At>,
  first: SeatId = LIGHT,
): SwmState {
  const s = started(squad('republic', ...light), squad('separatist', ...dark), first, ERA)
  return placed(s, where)
}

/** The state with `figure`'s turn begun by its owner. */
export function begin(s: SwmState, figure: string): SwmState {
  return act(s, s.figures[figure]!.owner, { type: 'activate', payload: { figure } })
}

/**
 * Plays on, with plain end-turns, initiative won and the light side sent first, until `figure`'s turn begins (it is
 * activated as soon as its seat may). Throws after too many steps.
 */
export function playUntilTurnOf(s: SwmState, figure: string): SwmState {
  for (let i = 0; i < 200; i++) {
    if (s.turn?.figure === figure) return s
    const step = nextStep(s, figure)
    s = act(s, step.seat, step.action)
  }
  throw new Error(`no turn of ${figure}`)
}

function nextStep(s: SwmState, figure: string): { seat: SeatId; action: SwmAction } {
  for (const seat of [LIGHT, DARK]) {
    const legal = testGame.legalActions(s, seat)
    const pick =
      legal.find((a) => a.type === 'roll-initiative') ??
      legal.find((a) => a.type === 'choose-first' && (a.payload as { seat: string }).seat === LIGHT) ??
      legal.find((a) => a.type === 'activate' && (a.payload as { figure: string }).figure === figure) ??
      legal.find((a) => a.type === 'activate') ??
      legal.find((a) => a.type === 'end-turn' && a.payload === undefined)
    if (pick) return { seat, action: pick }
  }
  throw new Error('nothing to play')
}

/** Squares of a straight row path from `from` (excluded) `n` squares in direction dx, dy. */
export function line(from: At, n: number, dx: number, dy = 0): At[] {
  return Array.from({ length: n }, (_, i) => ({ x: from.x + dx * (i + 1), y: from.y + dy * (i + 1) }))
}
