/**
 * `use-power { power, figure?, target? }` (entropy: attack powers roll their attacks): the rows of powerRows.ts
 * played. Each costs its Force points (data/abilities.ts) as one spend within the turn's limit. Powers "instead of
 * attacking" (Hagyományos támadás helyett) take the place of all the turn's attacks, so the turn may still move
 * before or after as with one attack; powers "instead of the turn" (Hagyományos forduló helyett) need a turn with
 * nothing done yet and end everything but the turn's end. Only Sith Rage may be used outside the user's turn: by a
 * figure offered an attack of opportunity.
 */
import { payloadRecord, readOneOf, readString } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { abilityOf } from './attack/figure'
import { attackModifiers, settleQuietly, turnMayAttack } from './attacks'
import type { Ctx } from './context'
import { defOf, enemies, figureById, placedFigures, spaceOfFigure } from './context'
import { ABILITIES, type AbilityInfo } from './data/abilities'
import type { CharacterDef } from './data/types'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { offerCounter } from './counters'
import { forceProblem, payForce, turnRef } from './forcePoints'
import { adjacent, range } from './geometry'
import { dealDamage, heal } from './harm'
import { POWERS, powerRow, targeted, type Mendable, type Power, type PowerRow } from './powerRows'
import { readSpecialPlan, specialPayloads, specialProblem, useSpecial, type SpecialPlan } from './specialPowers'
import { isSpecialRow } from './specialPowerRows'
import { targetProblem } from './targeting'
import { moveAllowance, turnShapes } from './turnShapes'
import { cardWithGrants } from './grants'
import type { Figure, SwmAction, SwmState } from './types'
import { registerSteps } from './pipeline'

export { POWERS, type Power } from './powerRows'

/** A power's entry in the ability table (its cost and what it replaces). */
function infoOf(power: Power): AbilityInfo {
  return ABILITIES[power]
}

/** The number a row's `'n'` stands for on this card (0 when the card prints none). */
function amountOf(ctx: Ctx, user: Figure, power: Power, amount: number | 'n'): number {
  return amount === 'n' ? (abilityOf(defOf(ctx, user), power)?.n ?? 0) : amount
}

/** Whether the turn may still take a power that replaces its attacks or (for `turn`) the whole turn. */
function replaceable(state: SwmState, ctx: Ctx, replaces: 'attacks' | 'turn' | undefined): boolean {
  const turn = state.turn!
  if (turn.done) return false
  if (replaces === 'turn') return turn.segments.length === 0 && !turn.moved
  return replaces !== 'attacks' || turnMayAttack(state, ctx)
}

/** Who may use `power` with `figure` now, or why not (the target aside). */
function userProblem(
  state: SwmState,
  ctx: Ctx,
  seat: SeatId,
  figure: Figure | undefined,
  power: Power,
): EngineError | null {
  if (!figure || figure.at === null || figure.defeated) return swmErrors.notOnMap()
  if (figure.owner !== seat) return swmErrors.notYourFigure()
  if (!abilityOf(defOf(ctx, figure), power)) return swmErrors.powerUnknown()
  const top = state.pending[state.pending.length - 1]
  if (top) {
    if (top.kind !== 'aoo' || power !== 'sith-rage' || !top.offers.includes(figure.id)) return swmErrors.pendingChoice()
  } else if (state.turn?.figure !== figure.id) return swmErrors.noTurn()
  const turn = state.turn!
  const row = powerRow(power)
  if (row.kind === 'status' && (row.status === 'leap' ? turn.leap : figure.rage === turnRef(state)))
    return swmErrors.powerInUse()
  if (
    row.kind === 'speed' &&
    (turn.done || !moveAllowance(turnShapes(cardWithGrants(state, ctx, figure)), turn.segments))
  )
    return swmErrors.segmentNotAllowed()
  if (!top && !replaceable(state, ctx, infoOf(power).replaces)) return swmErrors.segmentNotAllowed()
  return forceProblem(state, ctx, figure, turnRef(state), infoOf(power).cost ?? 0, 1)
}

/** Whether a card is mended by a healing row ("A képesség droidokra nem hat"; a cyborg counts as both). */
function mends(def: CharacterDef, kind: Mendable): boolean {
  const droid = def.traits.includes('droid') || def.traits.includes('cyborg')
  if (kind === 'mounted-weapon') return def.traits.includes('mounted-weapon')
  return kind === 'droid' ? droid : !def.traits.includes('droid') || def.traits.includes('cyborg')
}

/** Why `user` may not use a targeted power row on `target`, or null. */
function powerTargetProblem(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  power: Power,
  row: PowerRow,
  target: Figure | undefined,
): EngineError | null {
  if (row.kind === 'damage') {
    const problem = targetProblem(state, ctx, user, target)
    if (problem) return problem
    const r = range(ctx.blockers, spaceOfFigure(ctx, user)!, spaceOfFigure(ctx, target!)!)
    if (row.within !== undefined && (r === null || r > row.within)) return swmErrors.outOfRange(row.within)
    const def = defOf(ctx, target!)
    if (row.only && !def.traits.includes('droid') && !def.traits.includes('mounted-weapon'))
      return swmErrors.wrongKindOfTarget()
    return null
  }
  if (row.kind !== 'heal') return null
  if (!target || target.at === null || target.defeated) return swmErrors.unknownFigure(power)
  const def = defOf(ctx, target)
  if (!mends(def, row.mends)) return swmErrors.cannotMend()
  if (target.hp >= def.hp) return swmErrors.notWounded()
  const self = target.id === user.id
  if (self && row.who === 'adjacent') return swmErrors.notAdjacent()
  if (!self && (row.who === 'self' || !adjacent(ctx.blockers, spaceOfFigure(ctx, user)!, spaceOfFigure(ctx, target)!)))
    return swmErrors.notAdjacent()
  return null
}

/**
 * A payload field this power does not read, or null: refused rather than ignored, so that one choice has one
 * spelling (and `legalActions` lists every accepted action).
 */
function strayField(payload: object, takesTarget: boolean, plan: SpecialPlan | null): string | null {
  const reads = new Set(['power', 'figure', ...(takesTarget ? ['target'] : []), ...Object.keys(plan ?? {})])
  return Object.keys(payload).find((key) => !reads.has(key)) ?? null
}

/**
 * `use-power { power, figure?, target? }` (entropy). `counterable` false: replayed after the Force Absorb or Defense
 * window let it pass (counters.ts), so no second window opens.
 */
export function usePower(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
  counterable = true,
): EngineError | null {
  if (state.stage !== 'phases') return swmErrors.wrongStage()
  const payload = payloadRecord(action)
  const power = readOneOf(payload, 'power', POWERS)
  const figure =
    payload.figure === undefined
      ? state.turn
        ? state.figures[state.turn.figure]
        : undefined
      : figureById(state, readString(payload, 'figure', 120))
  const problem = userProblem(state, ctx, seat, figure, power)
  if (problem) return problem
  const user = figure!
  const row = powerRow(power)
  const target = targeted(row) ? figureById(state, readString(payload, 'target', 120)) : undefined
  if (targeted(row)) {
    const bad = powerTargetProblem(state, ctx, user, power, row, target)
    if (bad) return bad
  }
  // The powers family's rows read their own fields and play in specialPowers.ts.
  const plan = isSpecialRow(row) ? readSpecialPlan(payload, row) : null
  const special = plan && isSpecialRow(row) ? specialProblem(state, ctx, user, row, plan) : null
  if (special) return special
  const stray = strayField(payload, targeted(row), plan)
  if (stray) return swmErrors.powerTakesNo(stray)
  if (counterable && offerCounter(state, ctx, seat, user, power, action)) return null
  const turn = state.turn!
  const ref = turnRef(state)
  payForce(state, ctx, user, ref, infoOf(power).cost ?? 0, events, 1)
  const named = target?.id ?? plan?.target
  events.push({ type: 'power-used', data: { figure: user.id, power, ...(named ? { target: named } : {}) } })
  const replaces = infoOf(power).replaces
  if (replaces) {
    turn.segments.push({ kind: 'attack' })
    turn.replaced = true
    turn.done = replaces === 'turn'
  }
  if (plan && isSpecialRow(row)) return useSpecial(state, ctx, user, power, row, plan, action.entropy!, events)
  switch (row.kind) {
    case 'status':
      if (row.status === 'leap') turn.leap = true
      else user.rage = ref
      return null
    case 'speed': {
      const last = turn.segments[turn.segments.length - 1]
      if (last?.kind === 'move') last.boost += row.squares
      else turn.speedBonus += row.squares
      return null
    }
    case 'attack-adjacent':
      return attackAdjacent(state, ctx, action, user, row.times, events)
    case 'damage':
      for (const f of damaged(state, ctx, user, row, target))
        if (!f.defeated)
          dealDamage(state, ctx, f, amountOf(ctx, user, power, row.amount), user, events, action.entropy!)
      break
    case 'heal':
      heal(ctx, target ?? user, amountOf(ctx, user, power, row.amount), events)
      break
  }
  proceed(state, ctx, events)
  return null
}

/** The figures a damage row reaches: its target, or every figure (friend or foe) in its reach but the user. */
function damaged(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  row: PowerRow & { kind: 'damage' },
  target?: Figure,
): Figure[] {
  if (row.reach === 'target') return [target!]
  const here = spaceOfFigure(ctx, user)!
  return placedFigures(state).filter((f) => {
    if (f.id === user.id) return false
    const there = spaceOfFigure(ctx, f)!
    if (row.reach === 'all-adjacent') return adjacent(ctx.blockers, here, there)
    const r = range(ctx.blockers, here, there)
    return r !== null && r <= (row.within ?? 0)
  })
}

/** Attacks on every adjacent enemy, `times` each, with no Force reroll offered (the power used the turn's spend). */
function attackAdjacent(
  state: SwmState,
  ctx: Ctx,
  action: SwmAction,
  user: Figure,
  times: number,
  events: EngineEvent[],
): EngineError | null {
  const here = spaceOfFigure(ctx, user)!
  const foes = placedFigures(state).filter(
    (f) => enemies(user, f) && adjacent(ctx.blockers, here, spaceOfFigure(ctx, f)!),
  )
  if (foes.length === 0) return swmErrors.noTargets()
  for (let round = 1; round <= times; round++) {
    for (const [i, foe] of foes.entries()) {
      if (state.result || foe.defeated || user.defeated) continue
      const die = rollD20(action.entropy, dieStream('attack', user.id, turnRef(state), 'adjacent', round, i + 1))
      if (!die.ok) return die.error
      const modifiers = attackModifiers(state, ctx, user, foe, [])
      settleQuietly(
        state,
        ctx,
        {
          attacker: user.id,
          target: foe.id,
          natural: die.value,
          modifiers,
          opportunity: false,
          entropy: action.entropy!,
        },
        events,
      )
    }
  }
  proceed(state, ctx, events)
  return null
}

/** Every `use-power` the seat may send now (targets listed), without entropy. */
export function usablePowers(state: SwmState, ctx: Ctx, seat: SeatId): SwmAction[] {
  const top = state.pending[state.pending.length - 1]
  const users =
    top?.kind === 'aoo'
      ? top.offers.map((id) => state.figures[id]!)
      : state.turn && !top
        ? [state.figures[state.turn.figure]!]
        : []
  const out: SwmAction[] = []
  for (const user of users) {
    const card = defOf(ctx, user)
    for (const power of POWERS) {
      if (!abilityOf(card, power) || userProblem(state, ctx, seat, user, power)) continue
      const row = powerRow(power)
      const base: { [key: string]: string } = top ? { power, figure: user.id } : { power }
      if (isSpecialRow(row)) {
        for (const extra of specialPayloads(state, ctx, user, row))
          out.push({ type: 'use-power', payload: { ...base, ...extra } })
        continue
      }
      if (targeted(row)) {
        for (const t of placedFigures(state))
          if (!powerTargetProblem(state, ctx, user, power, row, t))
            out.push({ type: 'use-power', payload: { ...base, target: t.id } })
        continue
      }
      const here = spaceOfFigure(ctx, user)!
      if (
        row.kind === 'attack-adjacent' &&
        !placedFigures(state).some((f) => enemies(user, f) && adjacent(ctx.blockers, here, spaceOfFigure(ctx, f)!))
      )
        continue
      out.push({ type: 'use-power', payload: base })
    }
  }
  return out
}

registerSteps({ usePower })
