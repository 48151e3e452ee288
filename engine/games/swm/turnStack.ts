/**
 * Borrowed turns: Pawn of the Dark Side ("A kiválasztott karakter azonnal csinál egy fordulót, még akkor is, ha már
 * volt aktiválva a körben. (Ez nem számít aktiválásnak.) Az azonnali forduló végén a választott karakter 10 sebesülést
 * szenved.") and Dominate ("A kijelölt karakter csinál egy fordulót, mintha az aktív játékos csapatában lenne, de nem
 * mozoghat"). The design is a stack of one link per lent turn: the lent turn holds the interrupted one (`borrowed.outer`);
 * its end puts the interrupted turn back instead of moving the phase on. Dominate hands the figure to the user's seat
 * for the lent turn (its `owner` changes and comes back at the end), so every rule that asks who is an enemy, whose
 * figure acts, whose commanders reach it, reads the turn "as if it were in the active player's squad".
 */
import { cloneJson } from '../../core/json'
import type { EngineEvent } from '../../core/types'
import type { Ctx } from './context'
import { dealDamage } from './harm'
import type { BorrowedTurn, Figure, SwmState, Turn } from './types'

/** Pawn of the Dark Side's damage at the end of the lent turn. */
export const PAWN_DAMAGE = 10

/** Starts `figure`'s lent turn inside the running one; `controller` is the seat that plays it. */
export function lendTurn(
  state: SwmState,
  figure: Figure,
  lent: Omit<BorrowedTurn, 'outer' | 'owner'>,
  controller: BorrowedTurn['owner'],
  events: EngineEvent[],
): void {
  const outer = state.turn!
  state.turns += 1
  // Copied from the interrupted turn so a field added to Turn elsewhere exists here too; every known one starts anew.
  const fresh: Turn = {
    ...(cloneJson(outer) as Turn),
    figure: figure.id,
    ref: state.turns,
    segments: [],
    aooTaken: [],
    settled: null,
    moved: false,
    replaced: false,
    leap: false,
    speedBonus: 0,
    done: false,
    cleaves: [],
    borrowed: { ...lent, owner: figure.owner, outer },
  }
  delete fresh.savageHeld
  state.turn = fresh
  figure.owner = controller
  events.push({ type: 'turn-lent', data: { figure: figure.id, power: lent.power, by: lent.user, turn: fresh.ref } })
}

/** Whether the running turn may not move (a dominated figure: "de nem mozoghat"). */
export function frozenInPlace(turn: Turn): boolean {
  return turn.borrowed?.power === 'dominate'
}

/**
 * After `ended` finished (state.turn already cleared): when it was lent, gives the figure back to its seat, deals
 * Pawn's 10 damage, and resumes the interrupted turn. Returns false for an ordinary turn (the phase moves on).
 */
export function resumeOuterTurn(state: SwmState, ctx: Ctx, ended: Turn, events: EngineEvent[]): boolean {
  const lent = ended.borrowed
  if (!lent) return false
  const figure = state.figures[ended.figure]!
  // Betrayal in the lent turn (betrayal.ts) made it join the other squad: that stands, and the seat it came from is
  // its own; a dominated figure betrayed back to its own side is simply home again.
  if (figure.betrayal?.turn !== ended.ref) figure.owner = lent.owner
  else if (figure.owner === lent.owner) delete figure.betrayal
  else figure.betrayal.owner = lent.owner
  state.turn = lent.outer
  events.push({ type: 'turn-resumed', data: { figure: lent.outer.figure, after: figure.id } })
  if (lent.power === 'pawn-of-the-dark-side' && !figure.defeated)
    dealDamage(state, ctx, figure, PAWN_DAMAGE, state.figures[lent.user]!, events, lent.entropy)
  return true
}
