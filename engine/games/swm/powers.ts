/**
 * Force powers of the box's characters (rulebook glossary), used with `use-power { power, figure?, target? }`
 * (entropy: Lightsaber Sweep rolls its attacks). Each costs its Force points (data/abilities.ts) within the turn's
 * spend limit. "Hagyományos támadás helyett" powers take the place of all the turn's attacks (the turn may still
 * move before or after, as with one attack); they are not attacks and roll nothing unless they make attacks.
 * - Force Leap: through enemies and no attacks of opportunity for the rest of the turn.
 * - Knight Speed: "ráadásként +4 négyzetet mozoghat" on the move being made or the next one.
 * - Sith Rage: +10 damage on every attack this turn, attacks of opportunity included (usable when one is offered).
 * - Lightsaber Sweep: one attack on every adjacent enemy.
 * - Sith Grip: 20 damage to a legal target in sight.
 * - Force Burst: 10 damage to every other figure, friend or foe, within 6 squares counted around walls.
 * - Force Heal N: N hit points back to itself or an adjacent wounded non-droid, never above the card.
 */
import { payloadRecord, readOneOf, readString } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { abilityOf } from './attack/figure'
import { attackModifiers, settleQuietly, turnMayAttack } from './attacks'
import type { Ctx } from './context'
import { defOf, enemies, figureById, placedFigures, spaceOfFigure } from './context'
import { ABILITIES } from './data/abilities'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { spendForce, spendProblem, turnRef } from './forcePoints'
import { adjacent, range } from './geometry'
import { dealDamage, heal } from './harm'
import { targetProblem } from './targeting'
import { moveAllowance, turnShapes } from './turnShapes'
import type { Figure, SwmAction, SwmState } from './types'

/** The powers the engine plays, in the order `legalActions` lists them. */
export const POWERS = [
  'force-leap',
  'knight-speed',
  'sith-rage',
  'lightsaber-sweep',
  'sith-grip',
  'force-burst',
  'force-heal',
] as const
export type Power = (typeof POWERS)[number]

/** Powers that need a target. */
const TARGETED: ReadonlySet<Power> = new Set(['sith-grip', 'force-heal'])
/** Knight Speed's squares; Sith Grip's and Force Burst's damage; Force Burst's reach. */
const KNIGHT_SPEED = 4
const SITH_GRIP_DAMAGE = 20
const FORCE_BURST_DAMAGE = 10
const FORCE_BURST_RANGE = 6

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
    // Only Sith Rage, by a figure offered an attack of opportunity.
    if (top.kind !== 'aoo' || power !== 'sith-rage' || !top.offers.includes(figure.id)) return swmErrors.pendingChoice()
  } else if (state.turn?.figure !== figure.id) return swmErrors.noTurn()
  const turn = state.turn!
  switch (power) {
    case 'force-leap':
      if (turn.leap) return swmErrors.powerInUse()
      break
    case 'sith-rage':
      if (figure.rage === turnRef(state)) return swmErrors.powerInUse()
      break
    case 'knight-speed':
      if (!moveAllowance(turnShapes(defOf(ctx, figure)), turn.segments)) return swmErrors.segmentNotAllowed()
      break
    default:
      if (!turnMayAttack(state, ctx)) return swmErrors.segmentNotAllowed()
  }
  return spendProblem(ctx, figure, turnRef(state), ABILITIES[power].cost ?? 0, 1)
}

/** Why `figure` may not use a targeted `power` on `target`, or null. */
function powerTargetProblem(
  state: SwmState,
  ctx: Ctx,
  figure: Figure,
  power: Power,
  target: Figure | undefined,
): EngineError | null {
  if (power === 'sith-grip') return targetProblem(state, ctx, figure, target)
  // Force Heal: "egy szomszédos, sebesült karakterről, vagy önmagáról … A képesség droidokra nem hat."
  if (!target || target.at === null || target.defeated) return swmErrors.unknownFigure('')
  const def = defOf(ctx, target)
  if (def.traits.includes('droid') && !def.traits.includes('cyborg')) return swmErrors.healNotDroid()
  if (target.hp >= def.hp) return swmErrors.notWounded()
  if (target.id !== figure.id && !adjacent(ctx.blockers, spaceOfFigure(ctx, figure)!, spaceOfFigure(ctx, target)!))
    return swmErrors.notAdjacent()
  return null
}

/** `use-power { power, figure?, target? }` (entropy). */
export function usePower(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
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
  const target = TARGETED.has(power) ? figureById(state, readString(payload, 'target', 120)) : undefined
  if (TARGETED.has(power)) {
    const bad = powerTargetProblem(state, ctx, user, power, target)
    if (bad) return bad
  }
  const turn = state.turn!
  const ref = turnRef(state)
  spendForce(user, ref, ABILITIES[power].cost ?? 0, events, 1)
  events.push({ type: 'power-used', data: { figure: user.id, power, ...(target ? { target: target.id } : {}) } })
  switch (power) {
    case 'force-leap':
      turn.leap = true
      break
    case 'sith-rage':
      user.rage = ref
      break
    case 'knight-speed': {
      const last = turn.segments[turn.segments.length - 1]
      if (last?.kind === 'move') last.boost += KNIGHT_SPEED
      else turn.speedBonus += KNIGHT_SPEED
      break
    }
    default:
      turn.segments.push({ kind: 'attack' })
      turn.replaced = true
      return replacingPower(state, ctx, action, user, power, target, events)
  }
  return null
}

/** The powers that take the place of the turn's attacks. */
function replacingPower(
  state: SwmState,
  ctx: Ctx,
  action: SwmAction,
  user: Figure,
  power: Power,
  target: Figure | undefined,
  events: EngineEvent[],
): EngineError | null {
  const here = spaceOfFigure(ctx, user)!
  switch (power) {
    case 'lightsaber-sweep': {
      const foes = placedFigures(state).filter(
        (f) => enemies(user, f) && adjacent(ctx.blockers, here, spaceOfFigure(ctx, f)!),
      )
      if (foes.length === 0) return swmErrors.noTargets()
      for (const [i, foe] of foes.entries()) {
        if (state.result || foe.defeated) continue
        const die = rollD20(action.entropy, dieStream('attack', user.id, turnRef(state), 'sweep', i + 1))
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
      break
    }
    case 'sith-grip':
      dealDamage(state, ctx, target!, SITH_GRIP_DAMAGE, user, events, action.entropy!)
      break
    case 'force-burst': {
      const reached = placedFigures(state).filter((f) => {
        if (f.id === user.id) return false
        const r = range(ctx.blockers, here, spaceOfFigure(ctx, f)!)
        return r !== null && r <= FORCE_BURST_RANGE
      })
      for (const f of reached)
        if (!f.defeated) dealDamage(state, ctx, f, FORCE_BURST_DAMAGE, user, events, action.entropy!)
      break
    }
    case 'force-heal':
      heal(ctx, target!, abilityOf(defOf(ctx, user), 'force-heal')?.n ?? 0, events)
      break
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
      : state.turn
        ? [state.figures[state.turn.figure]!]
        : []
  const out: SwmAction[] = []
  for (const user of users) {
    for (const power of POWERS) {
      if (userProblem(state, ctx, seat, user, power)) continue
      const base: { [key: string]: string } = top ? { power, figure: user.id } : { power }
      if (!TARGETED.has(power)) {
        if (
          power !== 'lightsaber-sweep' ||
          placedFigures(state).some(
            (f) => enemies(user, f) && adjacent(ctx.blockers, spaceOfFigure(ctx, user)!, spaceOfFigure(ctx, f)!),
          )
        )
          out.push({ type: 'use-power', payload: base })
        continue
      }
      for (const t of placedFigures(state))
        if (!powerTargetProblem(state, ctx, user, power, t))
          out.push({ type: 'use-power', payload: { ...base, target: t.id } })
    }
  }
  return out
}
