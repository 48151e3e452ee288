/**
 * The legal answers to the reactions family's windows (Bodyguard, Draw Fire, Riposte, Force Absorb and Defense) and
 * the Lightsaber Precision variant of an attack, listed exactly as their handlers accept them (legal.ts calls these).
 */
import type { Action } from '../../core/types'
import type { Ctx } from './context'
import { counterOf } from './counters'
import { mayUsePrecision, riposteOpen } from './saberReactions'
import type { Figure, Pending, SwmState } from './types'

/** The pending kinds this family opens. */
export type ReactionPending = Extract<Pending, { kind: 'bodyguard' | 'draw-fire' | 'riposte' | 'counter' }>

/** Every answer the window `top` accepts now (without entropy). */
export function reactionAnswers(state: SwmState, ctx: Ctx, top: ReactionPending): Action[] {
  switch (top.kind) {
    case 'bodyguard':
      return [...top.guards.map((id) => ({ type: 'guard', payload: { figure: id } })), { type: 'decline' }]
    case 'draw-fire':
      return [...top.drawers.map((id) => ({ type: 'draw-fire', payload: { figure: id } })), { type: 'keep-target' }]
    case 'riposte':
      return [...(riposteOpen(state, ctx, top) ? [{ type: 'react' }] : []), { type: 'decline' }]
    case 'counter': {
      const user = state.figures[top.use.user]!
      const able = top.counters.filter((id) => counterOf(state, ctx, state.figures[id]!, user) !== null)
      return [...able.map((id) => ({ type: 'counter', payload: { figure: id } })), { type: 'allow-power' }]
    }
  }
}

/** `action` (an `attack` or `aoo`), and its `precision: true` twin when `figure` may pay for Lightsaber Precision. */
export function withPrecision(state: SwmState, ctx: Ctx, figure: Figure, action: Action): Action[] {
  if (!mayUsePrecision(state, ctx, figure)) return [action]
  const payload = action.payload as { [key: string]: string }
  return [action, { ...action, payload: { ...payload, precision: true } }]
}
