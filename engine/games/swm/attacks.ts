/**
 * Attacks in the state machine (analysis §9–10): the turn's `attack { target, helpers? }` and the attack of
 * opportunity `aoo { attacker }`, each with entropy for its d20. Combined-fire helpers are declared with the attack,
 * before the roll, and are marked activated. A miss by a figure with Force to spend offers a reroll (`reroll` with
 * new entropy, or `keep-roll`): "mindenképpen a második dobás eredményét kell használni". A hit deals damage; at 0 hit
 * points the figure is defeated and leaves the map. The pipeline's pure steps are in attack/.
 */
import { payloadError, payloadRecord, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, Json, SeatId } from '../../core/types'
import { attackDamage, applyDamage } from './attack/damage'
import { dieStream, rollD20 } from './attack/dice'
import { combinedFire, type HelperFacts } from './attack/combinedFire'
import { resolveAttackRoll } from './attack/attackRoll'
import { coverModifier, type Modifier } from './attack/modifiers'
import { rerollProblem } from './attack/force'
import { commanderModifiers } from './commanders'
import type { Ctx } from './context'
import { defOf, figureById, spaceOfFigure } from './context'
import { swmErrors } from './errors'
import { lineOfSight } from './geometry'
import { proceed } from './flow'
import { spendForce } from './movement'
import { targetInCover, targetProblem } from './targeting'
import { mayAttack, turnShapes } from './turnShapes'
import type { Figure, HeldAttack, SwmAction, SwmState } from './types'
import { checkElimination } from './victory'

/** The turn reference Force spends count in now: the running turn's (an attack of opportunity is inside one). */
function turnRef(state: SwmState): number {
  return state.turn?.ref ?? state.turns
}

/** Reads `helpers` (figure ids) from a payload; absent means none. */
function readHelpers(payload: { [key: string]: Json }): string[] {
  const raw = payload.helpers
  if (raw === undefined) return []
  if (!Array.isArray(raw) || raw.length > 20 || raw.some((h) => typeof h !== 'string' || h.length > 120))
    payloadError('a segítők listája hibás.', 'the list of helpers is malformed.')
  return raw as string[]
}

/** The modifiers of an attack: cover, combined fire's +4 per helper, and commander effects on both figures. */
function attackModifiers(state: SwmState, ctx: Ctx, attacker: Figure, target: Figure, fire: Modifier[]): Modifier[] {
  const cover = coverModifier(targetInCover(state, ctx, attacker, target), defOf(ctx, target))
  return [
    ...(cover ? [cover] : []),
    ...fire,
    ...commanderModifiers(state, ctx, attacker, ['attack', 'damage']),
    ...commanderModifiers(state, ctx, target, ['defense']),
  ]
}

/** `attack { target, helpers? }` (entropy) by the active figure. */
export function attack(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const turn = state.turn
  if (!turn) return swmErrors.noTurn()
  const attacker = state.figures[turn.figure]!
  if (attacker.owner !== seat) return swmErrors.notYourFigure()
  const payload = payloadRecord(action)
  const targetId = readString(payload, 'target', 120)
  const helperIds = readHelpers(payload)
  if (!mayAttack(turnShapes(defOf(ctx, attacker)), turn.segments)) return swmErrors.segmentNotAllowed()
  const target = figureById(state, targetId)
  const problem = targetProblem(state, ctx, attacker, target)
  if (problem) return problem
  const helpers: HelperFacts[] = []
  for (const id of helperIds) {
    const h = figureById(state, id)
    if (!h || h.at === null || h.defeated) return swmErrors.unknownFigure(id)
    helpers.push({
      figure: { ...defOf(ctx, h), id: h.id },
      ally: h.owner === attacker.owner,
      activated: h.activated,
      lineOfSightToTarget: lineOfSight(ctx.blockers, spaceOfFigure(ctx, h)!, spaceOfFigure(ctx, target!)!),
    })
  }
  const fire = combinedFire(
    { ...defOf(ctx, attacker), id: attacker.id },
    { opportunity: false, rolled: false },
    helpers,
  )
  if (!fire.ok) return fire.error
  const die = rollD20(action.entropy, dieStream('attack', attacker.id, turn.ref, turn.segments.length + 1))
  if (!die.ok) return die.error
  for (const id of helperIds) state.figures[id]!.activated = true
  turn.segments.push({ kind: 'attack' })
  events.push({ type: 'attack-declared', data: { attacker: attacker.id, target: target!.id, helpers: helperIds } })
  const modifiers = attackModifiers(state, ctx, attacker, target!, fire.value)
  settle(
    state,
    ctx,
    { attacker: attacker.id, target: target!.id, natural: die.value, modifiers, opportunity: false },
    true,
    events,
  )
  return null
}

/** `aoo { attacker }` (entropy): one enemy on offer takes its attack of opportunity on the mover. */
export function attackOfOpportunity(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const top = state.pending[state.pending.length - 1]
  if (top?.kind !== 'aoo') return swmErrors.wrongStage()
  if (top.seat !== seat) return swmErrors.notYourChoice()
  const id = readString(payloadRecord(action), 'attacker', 120)
  if (!top.offers.includes(id)) return swmErrors.notOffered()
  const attacker = state.figures[id]!
  const mover = state.figures[top.mover]!
  const problem = targetProblem(state, ctx, attacker, mover)
  if (problem) return problem
  const die = rollD20(action.entropy, dieStream('attack', attacker.id, turnRef(state), 'aoo'))
  if (!die.ok) return die.error
  top.offers = top.offers.filter((o) => o !== id)
  state.turn!.aooTaken.push(id)
  events.push({ type: 'attack-declared', data: { attacker: id, target: mover.id, opportunity: true } })
  const modifiers = attackModifiers(state, ctx, attacker, mover, [])
  settle(state, ctx, { attacker: id, target: mover.id, natural: die.value, modifiers, opportunity: true }, true, events)
  return null
}

/** `decline-aoo { attacker? }`: lets one offer (or, with no attacker named, every offer) pass. */
export function declineOpportunity(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const top = state.pending[state.pending.length - 1]
  if (top?.kind !== 'aoo') return swmErrors.wrongStage()
  if (top.seat !== seat) return swmErrors.notYourChoice()
  const payload = action.payload === undefined ? {} : payloadRecord(action)
  const id = payload.attacker === undefined ? null : readString(payload, 'attacker', 120)
  if (id !== null && !top.offers.includes(id)) return swmErrors.notOffered()
  const declined = id === null ? top.offers : [id]
  top.offers = top.offers.filter((o) => !declined.includes(o))
  events.push({ type: 'aoo-declined', data: { figures: declined } })
  proceed(state, ctx, events)
  return null
}

/** `reroll` (entropy): the missed attack's owner spends 1 Force point and rolls again; the new die stands. */
export function rerollAttack(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const top = state.pending[state.pending.length - 1]
  if (top?.kind !== 'reroll') return swmErrors.wrongStage()
  if (top.seat !== seat) return swmErrors.notYourChoice()
  const roller = state.figures[top.attack.attacker]!
  const ref = turnRef(state)
  const spent = roller.spent.turn === ref ? roller.spent.count : 0
  const problem = rerollProblem({
    roll: 'attack',
    roller: defOf(ctx, roller),
    forcePoints: roller.force ?? 0,
    spentThisTurn: spent,
  })
  if (problem) return problem
  const die = rollD20(action.entropy, dieStream('reroll', roller.id, ref, spent + 1))
  if (!die.ok) return die.error
  state.pending.pop()
  spendForce(roller, ref, 1, events)
  events.push({ type: 'rerolled', data: { figure: roller.id, first: top.attack.natural, second: die.value } })
  settle(state, ctx, { ...top.attack, natural: die.value }, false, events)
  return null
}

/** `keep-roll`: the missed attack stands. */
export function keepRoll(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const top = state.pending[state.pending.length - 1]
  if (top?.kind !== 'reroll') return swmErrors.wrongStage()
  if (top.seat !== seat) return swmErrors.notYourChoice()
  state.pending.pop()
  settle(state, ctx, top.attack, false, events)
  return null
}

/** Whether the attacker of a missed roll may spend Force to reroll it now. */
function mayReroll(state: SwmState, ctx: Ctx, attacker: Figure): boolean {
  const ref = turnRef(state)
  const spent = attacker.spent.turn === ref ? attacker.spent.count : 0
  const req = {
    roll: 'attack' as const,
    roller: defOf(ctx, attacker),
    forcePoints: attacker.force ?? 0,
    spentThisTurn: spent,
  }
  return rerollProblem(req) === null
}

/**
 * Settles one attack roll: on a miss that a Force reroll could change (`offerReroll`), waits for the choice; on a
 * hit, deals the damage and defeats the target at 0 hit points; then the game goes on (`proceed`).
 */
function settle(state: SwmState, ctx: Ctx, held: HeldAttack, offerReroll: boolean, events: EngineEvent[]): void {
  const attacker = state.figures[held.attacker]!
  const target = state.figures[held.target]!
  const roll = resolveAttackRoll({
    attacker: defOf(ctx, attacker),
    target: defOf(ctx, target),
    natural: held.natural,
    modifiers: held.modifiers,
  })
  if (!roll.ok) throw new Error(roll.error.reason.en)
  state.quiet.offenseThisRound = true
  events.push({ type: 'attack-rolled', data: roll.value as unknown as Json })
  if (roll.value.outcome === 'miss' && offerReroll && mayReroll(state, ctx, attacker)) {
    state.pending.push({ kind: 'reroll', seat: attacker.owner, attack: held })
    return
  }
  if (roll.value.outcome !== 'miss')
    hit(state, ctx, attacker, target, roll.value.outcome === 'critical', held.modifiers, events)
  proceed(state, ctx, events)
}

/** Damage on a hit, and defeat at 0 hit points ("0-ra vagy az alá esik"). */
function hit(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure,
  critical: boolean,
  modifiers: Modifier[],
  events: EngineEvent[],
): void {
  const damage = attackDamage(defOf(ctx, attacker), defOf(ctx, target), critical, modifiers)
  if (!damage.ok) throw new Error(damage.error.reason.en)
  const hp = applyDamage(target.hp, damage.value.total)
  if (!hp.ok) throw new Error(hp.error.reason.en)
  target.hp = hp.value.after
  events.push({
    type: 'damaged',
    data: { figure: target.id, damage: damage.value as unknown as Json, hp: hp.value.after },
  })
  if (!hp.value.defeated) return
  target.defeated = true
  target.at = null
  events.push({ type: 'defeated', data: { figure: target.id, by: attacker.id } })
  checkElimination(state, events)
}
