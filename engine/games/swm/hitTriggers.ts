/**
 * What an attack roll or a hit sets off by the attacker's card (analysis §9, steps 6–11): Rend's record of the
 * turn's hits ("Ha a karakter mindkét támadása ugyanaz ellen az ellenség ellen irányul, a második találatnál +20
 * sebzési bónuszt kap"; the bonus itself is a row of abilityModifiers.ts), Sonic Attack ("Az ezzel a képességgel
 * megtámadott ellenség a forduló végéig nem használhat Erőt, mindegy, hogy talált-e a támadás vagy nem") and
 * Disintegration ("Ha ezzel a képességgel bíró karakter támadó dobásra 20-at dob, a célpont megsemmisül, tekintet
 * nélkül az életpontjára").
 */
import { engineError } from '../../core/errors'
import type { EngineError, EngineEvent } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, enemies, turnRef } from './context'
import type { Figure, HeldAttack, SwmState } from './types'

/** The refusals of this module, with reasons a player can read. */
export const hitTriggerErrors = {
  silenced: (): EngineError =>
    engineError(
      'force-silenced',
      'Szonikus támadás érte: a forduló végéig nem használhat Erőt.',
      'A Sonic Attack struck it: it may not use the Force until the end of the turn.',
    ),
}

/**
 * Records that `attacker` hit `target` in the running turn (Rend). Our reading: a hit is an attack that got past the
 * target's saves to its damage step; an attack of opportunity counts in the turn it is made in.
 */
export function recordHit(state: SwmState, attacker: Figure, target: Figure): void {
  const ref = turnRef(state)
  const targets = attacker.hits?.turn === ref ? attacker.hits.targets : []
  if (!targets.includes(target.id)) attacker.hits = { turn: ref, targets: [...targets, target.id] }
}

/** Whether `attacker` has already hit `target` this turn, so a hit now is the second one (Rend's condition). */
export function hitBefore(state: SwmState, attacker: Figure, target: Figure): boolean {
  return attacker.hits?.turn === turnRef(state) && attacker.hits.targets.includes(target.id)
}

/**
 * Sonic Attack, when an attack by `held.attacker` is rolled: the attacked enemy may not use the Force until the end
 * of the running turn, hit or miss. Rolled again after a reroll, it changes nothing.
 */
export function silenceOnAttack(state: SwmState, ctx: Ctx, held: HeldAttack, events: EngineEvent[]): void {
  const attacker = state.figures[held.attacker]!
  const target = state.figures[held.target]!
  if (!has(defOf(ctx, attacker), 'sonic-attack') || !enemies(attacker, target)) return
  const ref = turnRef(state)
  if (target.silenced === ref) return
  target.silenced = ref
  events.push({ type: 'force-silenced', data: { figure: target.id, by: attacker.id, turn: ref } })
}

/** Why `figure` may not use the Force in the turn `ref` because of Sonic Attack, or null. */
export function silencedProblem(figure: Figure, ref: number): EngineError | null {
  return figure.silenced === ref ? hitTriggerErrors.silenced() : null
}

/**
 * Whether the held attack disintegrates its target: a natural 20 by a figure with Disintegration. The target is
 * then defeated whatever its hit points, past Lightsaber Deflect and Block, Evade, Shield and Avoid Defeat ("akkor
 * is működik, ha a célpont normál esetben kikerülhetné a támadást valamilyen különleges, vagy Erő képességgel").
 */
export function disintegrates(state: SwmState, ctx: Ctx, held: HeldAttack): boolean {
  return held.natural === 20 && has(defOf(ctx, state.figures[held.attacker]!), 'disintegration')
}
