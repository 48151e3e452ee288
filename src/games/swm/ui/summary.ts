/**
 * The panels' per-seat facts: each squad's figures as roster rows (name, Hit Points against the card's, Force,
 * activated, defeated) and, at the end, the figures left on each side. Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import type { Language } from '../../../lib/language'
import { figureCard, figureName } from './names'

/** One figure of a squad, as the roster shows it. */
export interface RosterRow {
  id: string
  name: string
  hp: number
  /** The card's Hit Points (the figure's own when the card is unknown). */
  maxHp: number
  /** Force points left and the card's Force rating; null for a figure without one. */
  force: number | null
  maxForce: number | null
  activated: boolean
  defeated: boolean
  /** Its turn is running. */
  active: boolean
}

/** The figures `seat` controls now, in the game's order, as roster rows. */
export function rosterRows(state: SwmState, seat: SeatId, lang: Language): RosterRow[] {
  return state.order.flatMap((id) => {
    const f = state.figures[id]
    if (!f || f.owner !== seat) return []
    const card = figureCard(state, id)
    return [
      {
        id,
        name: figureName(state, id, lang),
        hp: f.hp,
        maxHp: card?.hp ?? f.hp,
        force: f.force,
        maxForce: f.force === null ? null : (card?.force ?? f.force),
        activated: f.activated,
        defeated: f.defeated,
        active: state.turn?.figure === id,
      },
    ]
  })
}

/** How many of `seat`'s figures still stand, of how many. */
export function figuresLeft(state: SwmState, seat: SeatId): { left: number; total: number } {
  const own = Object.values(state.figures).filter((f) => f.owner === seat)
  return { left: own.filter((f) => !f.defeated).length, total: own.length }
}
