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
import { droidAfterTurn } from './captureDroid'
import { walk } from './movement'
import { afterTurn } from './rounds'
import { turnLostToBetrayal } from './betrayal'
import { resumeOuterTurn } from './turnStack'
import type { SwmState } from './types'
import { registerSteps } from './pipeline'

/** Moves the game on until it waits for a player again. */
export function proceed(state: SwmState, ctx: Ctx, events: EngineEvent[]): void {
  for (;;) {
    if (state.result) return
    const top = state.pending[state.pending.length - 1]
    // A paused move (attacks of opportunity, or Galloping and Strafe attacks: passing.ts) goes on once every offer is
    // answered; a mover that fell owes nothing more.
    const paused = top?.kind === 'aoo' || top?.kind === 'passing' ? top : undefined
    if (paused && state.figures[paused.mover]!.defeated) paused.offers = []
    if (top && (!paused || paused.offers.length > 0)) return
    const turn = state.turn
    if (paused) {
      state.pending.pop()
      const mover = state.figures[paused.mover]!
      if (!mover.defeated && turn) {
        walk(state, ctx, turn, mover, paused.rest)
        continue
      }
    }
    // Betrayal: a figure that changed sides in its own turn "Ebben a fordulóban már nem támadhat vagy léphet többet".
    if (turn && (state.figures[turn.figure]!.defeated || turnLostToBetrayal(state, turn))) endTurn(state, ctx, events)
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
  if (droidAfterTurn(state, ctx, turn, events)) return
  // A lent turn (Pawn of the Dark Side, Dominate) gives the interrupted turn back instead of moving the phase on.
  if (resumeOuterTurn(state, refreshed(ctx, state), turn, events)) return proceed(state, refreshed(ctx, state), events)
  afterTurn(state, refreshed(ctx, state), events)
}

registerSteps({ proceed, endTurn })
