/**
 * What happens after an answer or an attack: attacks of opportunity that are all answered let the paused move go on
 * (if the mover still stands), a turn whose figure fell ends at once, and a turn's end updates the doors and moves
 * the phase on (rounds.ts).
 */
import type { EngineEvent } from '../../core/types'
import type { Ctx } from './context'
import { defOf, refreshed } from './context'
import { abilityOf } from './attack/figure'
import { heal } from './harm'
import { updateDoors } from './doors'
import { walk } from './movement'
import { afterTurn } from './rounds'
import type { SwmState } from './types'

/** Moves the game on until it waits for a player again. */
export function proceed(state: SwmState, ctx: Ctx, events: EngineEvent[]): void {
  for (;;) {
    if (state.result) return
    const top = state.pending[state.pending.length - 1]
    // A mover that fell to one attack of opportunity owes the others nothing.
    if (top?.kind === 'aoo' && state.figures[top.mover]!.defeated) top.offers = []
    if (top && (top.kind !== 'aoo' || top.offers.length > 0)) return
    const turn = state.turn
    if (top?.kind === 'aoo') {
      state.pending.pop()
      const mover = state.figures[top.mover]!
      if (!mover.defeated && turn) {
        walk(state, ctx, turn, mover, top.rest)
        continue
      }
    }
    if (turn && state.figures[turn.figure]!.defeated) endTurn(state, ctx, events)
    return
  }
}

/** Ends the running turn: Regeneration, then doors open or close by who stands next to them, and the phase moves on. */
export function endTurn(state: SwmState, ctx: Ctx, events: EngineEvent[]): void {
  const turn = state.turn!
  const figure = turn.figure
  // Regeneration N: "Ha a karakter nem mozog a fordulójában, 10 sérüléspontot eltávolít magáról a fordulója végén."
  const me = state.figures[figure]!
  const regeneration = abilityOf(defOf(ctx, me), 'regeneration')
  if (regeneration && !turn.moved && !me.defeated && me.hp < defOf(ctx, me).hp)
    heal(ctx, me, regeneration.n ?? 0, events)
  state.turn = null
  events.push({ type: 'turn-ended', data: { figure } })
  updateDoors(state, ctx, events)
  afterTurn(state, refreshed(ctx, state), events)
}
