/**
 * Allies that take an attack in another's place (analysis §9 steps 3 and 8): Draw Fire ("Ha egy ellenség célba vesz
 * egy, ettől a karaktertől 6 négyzeten belüli szövetségest, meg tudod parancsolni az ellenségnek, hogy ezt a
 * karaktert célozza … A támadó ellenállhat ennek a hatásnak 11-es dobásával. Még azelőtt kell eldöntened … hogy a
 * támadó dobot a kockával") and Bodyguard ("egy szomszédos testőr karakter képes átvállalni helyette a sérülést …
 * még azelőtt kell eldönteni … mielőtt az eredeti célpont dobna a pajzsra"), with Emperor's Bodyguard ("csak a
 * császár helyett"). Each is a window for the target's seat, opened only when some figure could answer it.
 */
import { payloadRecord, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { has } from './attack/figure'
import type { Modifier } from './attack/modifiers'
import { save, SAVE_11 } from './attack/saves'
import type { Ctx } from './context'
import { answering, defOf, placedFigures, spaceOfFigure } from './context'
import type { CharacterDef } from './data/types'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { turnRef } from './forcePoints'
import { adjacent, range } from './geometry'
import { targetProblem } from './targeting'
import type { Figure, HeldAttack, SwmAction, SwmState } from './types'
import { steps } from './pipeline'

/** Draw Fire's reach from the drawing figure to the ally it shields: "6 négyzeten belüli". */
export const DRAW_FIRE_RANGE = 6

/**
 * Whether a card is the Emperor for Emperor's Bodyguard. Reading: any version of Palpatine (the unique group
 * 'palpatine'), since "a császár" names the person, not one card.
 */
function isEmperor(card: CharacterDef): boolean {
  return card.unique?.group === 'palpatine'
}

/** Whether `guard` may take a hit meant for `target`: an adjacent ally with Bodyguard, or Emperor's for the Emperor. */
function guards(ctx: Ctx, guard: Figure, target: Figure): boolean {
  if (guard.id === target.id || guard.owner !== target.owner) return false
  if (!adjacent(ctx.blockers, spaceOfFigure(ctx, guard)!, spaceOfFigure(ctx, target)!)) return false
  const card = defOf(ctx, guard)
  return has(card, 'bodyguard') || (has(card, 'emperors-bodyguard') && isEmperor(defOf(ctx, target)))
}

/**
 * Opens the Bodyguard window on a hit that lands, when some adjacent ally could take it ("még akkor is, ha egyébként
 * nem támadható a támadó számára", so no targeting check). True when the game now waits for it.
 */
export function offerGuard(state: SwmState, ctx: Ctx, held: HeldAttack, critical: boolean): boolean {
  const target = state.figures[held.target]!
  if (target.at === null || target.defeated) return false
  const ids = placedFigures(state)
    .filter((f) => guards(ctx, f, target))
    .map((f) => f.id)
  if (ids.length === 0) return false
  state.pending.push({ kind: 'bodyguard', seat: target.owner, attack: held, critical, guards: ids })
  return true
}

/** `guard { figure }`: the named bodyguard takes the hit's damage (its own Shield then saves against it). */
export function guard(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'bodyguard')
  if (!answer.ok) return answer.error
  const top = answer.top
  const id = readString(payloadRecord(action), 'figure', 120)
  if (!top.guards.includes(id)) return swmErrors.notOffered()
  state.pending.pop()
  events.push({ type: 'bodyguard', data: { figure: id, instead: top.attack.target } })
  steps().hit(state, ctx, top.attack, top.critical, events, id)
  proceed(state, ctx, events)
  return null
}

/** Allies of `target` whose Draw Fire could pull this attack: within 6 of it and a legal target for the attacker. */
function drawers(state: SwmState, ctx: Ctx, attacker: Figure, target: Figure): string[] {
  const there = spaceOfFigure(ctx, target)!
  return placedFigures(state)
    .filter((f) => {
      if (f.id === target.id || f.owner !== target.owner || !has(defOf(ctx, f), 'draw-fire')) return false
      const r = range(ctx.blockers, spaceOfFigure(ctx, f)!, there)
      return r !== null && r <= DRAW_FIRE_RANGE && targetProblem(state, ctx, attacker, f) === null
    })
    .map((f) => f.id)
}

/**
 * Opens the Draw Fire window on a declared attack, before its die counts: the declaring action's die is set aside and
 * the answer's entropy rolls the attack instead, so nobody knows the roll before the choice. True when it waits.
 */
export function offerDrawFire(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure,
  bonuses: Modifier[],
  opportunity: boolean,
): boolean {
  const ids = drawers(state, ctx, attacker, target)
  if (ids.length === 0) return false
  const attack = { attacker: attacker.id, target: target.id, bonuses, opportunity }
  state.pending.push({ kind: 'draw-fire', seat: target.owner, attack, drawers: ids })
  return true
}

/** Rolls the waiting attack at `targetId` with the answer's entropy and settles it (a Force reroll may follow). */
function rollDeclared(
  state: SwmState,
  ctx: Ctx,
  action: SwmAction,
  targetId: string,
  events: EngineEvent[],
): EngineError | null {
  const top = state.pending[state.pending.length - 1] as Extract<SwmState['pending'][number], { kind: 'draw-fire' }>
  const attacker = state.figures[top.attack.attacker]!
  const die = rollD20(action.entropy, dieStream('attack', attacker.id, turnRef(state), 'draw-fire'))
  if (!die.ok) return die.error
  state.pending.pop()
  const target = state.figures[targetId]!
  const { bonuses, opportunity } = top.attack
  const modifiers = steps().attackModifiers(state, ctx, attacker, target, bonuses, opportunity)
  const held = { attacker: attacker.id, target: target.id, natural: die.value, modifiers, opportunity }
  steps().settle(state, ctx, { ...held, entropy: action.entropy! }, true, events)
  return null
}

/**
 * `draw-fire { figure }` (entropy): the attacker saves on 11 or more ("A támadó ellenállhat"), else the attack turns
 * to the drawing figure; then the attack's die rolls.
 */
export function drawFire(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'draw-fire')
  if (!answer.ok) return answer.error
  const top = answer.top
  const id = readString(payloadRecord(action), 'figure', 120)
  if (!top.drawers.includes(id)) return swmErrors.notOffered()
  const attacker = top.attack.attacker
  const die = rollD20(action.entropy, dieStream('save', attacker, turnRef(state), 'draw-fire'))
  if (!die.ok) return die.error
  const record = save(die.value, SAVE_11, { hu: 'Tűz elvonása', en: 'Draw Fire' })
  if (!record.ok) return record.error
  events.push({ type: 'save-rolled', data: { figure: attacker, ...record.value } })
  const target = record.value.success ? top.attack.target : id
  events.push({ type: 'draw-fire', data: { figure: id, attacker, target } })
  return rollDeclared(state, ctx, action, target, events)
}

/** `keep-target` (entropy): no Draw Fire; the attack rolls at its declared target. */
export function keepTarget(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'draw-fire')
  if (!answer.ok) return answer.error
  return rollDeclared(state, ctx, action, answer.top.attack.target, events)
}
