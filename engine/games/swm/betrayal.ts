/**
 * Betrayal: "Ha ezzel a képességgel bíró karaktert egy ellenség megtámad és közben 1-et dob, az ellenség csatlakozik
 * ezen karakter csapatához a játék végéig. Ebben a fordulóban már nem támadhat vagy léphet többet. Ha az irányító
 * karakter megsemmisül, minden befolyásolt ellenség" returns to its own squad.
 *
 * Control is `owner`: every rule that asks whose a figure is (activation, enemies, targets, victory) asks `owner`,
 * so the traitor's `owner` becomes the controller's seat and `betrayal` keeps the seat it came from. Our readings:
 * - the natural 1 that counts is the die that stands, after any Force reroll;
 * - a traitor whose own turn it was loses the rest of that turn (it may neither attack nor move, so it ends);
 * - a side that controls no figure has lost, as after a defeat (else the game would stall: nothing left to activate);
 * - points for defeating a traitor go by whose it was when it fell.
 */
import type { EngineEvent } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, enemies, placedFigures } from './context'
import { turnRef } from './forcePoints'
import type { Figure, HeldAttack, SwmState, Turn } from './types'
import { checkElimination } from './victory'

/** After an attack roll that stands: a natural 1 against a Betrayal figure turns the attacker to its squad. */
export function betrayOnOne(state: SwmState, ctx: Ctx, held: HeldAttack, events: EngineEvent[]): void {
  const attacker = state.figures[held.attacker]!
  const target = state.figures[held.target]!
  if (held.natural !== 1 || !enemies(attacker, target) || !has(defOf(ctx, target), 'betrayal')) return
  if (attacker.defeated || target.defeated) return
  const home = attacker.betrayal?.owner ?? attacker.owner
  attacker.owner = target.owner
  // Betrayed back to its own side, it is simply home again.
  if (home === target.owner) delete attacker.betrayal
  else attacker.betrayal = { owner: home, controller: target.id, turn: turnRef(state) }
  // It "may no longer attack" this turn: extra attacks it was still owed lapse.
  state.pending = state.pending.filter((p) => p.kind !== 'flurry' || p.attacker !== attacker.id)
  events.push({ type: 'betrayed', data: { figure: attacker.id, to: target.owner, controller: target.id } })
  checkElimination(state, events)
}

/** Whether the figure `id` changed sides in the running turn: "Ebben a fordulóban már nem támadhat vagy léphet". */
export function betrayedThisTurn(state: SwmState, id: string): boolean {
  return state.figures[id]?.betrayal?.turn === turnRef(state)
}

/** Whether the running turn's figure changed sides during it, so the turn ends. */
export function turnLostToBetrayal(state: SwmState, turn: Turn): boolean {
  return betrayedThisTurn(state, turn.figure)
}

/** When `fallen` is defeated, every figure it controls through Betrayal goes back to the seat it came from. */
export function releaseBetrayed(state: SwmState, fallen: Figure, events: EngineEvent[]): void {
  for (const f of placedFigures(state)) {
    if (f.betrayal?.controller !== fallen.id) continue
    f.owner = f.betrayal.owner
    delete f.betrayal
    events.push({ type: 'betrayal-ended', data: { figure: f.id, to: f.owner } })
  }
}
