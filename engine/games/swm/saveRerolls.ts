/**
 * Rerolling a failed save (rulebook "Újradobás": "A karakter elkölthet 1 Erőpontot arra, hogy újradobjon egy
 * támadást, vagy kivédjen egy sebesülést … mindenképpen a második dobás eredményét kell használni"; Shaak Ti "elrontja
 * a védekezést … felhasználhat 1 Erő pontot, hogy újradobja a rontott védekezést"). When a figure fails a save of its
 * own — against an attack (Evade, a die of Shield N, a die of Avoid Defeat, the Lightsaber Deflect, Block or Reflect
 * save) or against a special power (Force Thrust, Grenades, Kohun Infestation, Shockwave, Dominate) — and may spend a
 * Force point now (the once-per-turn limit and Sonic Attack's silence hold), or a commander's
 * `{ reroll: 'failed-save', per: 'turn' }` reaches it unused this turn, its seat gets a window: `reroll-save`
 * (entropy; the new die stands) or `keep-save`. The window holds what finishes the hit or the power.
 * Readings: one reroll per save roll (Shield N and Avoid Defeat reroll their first failed die; Avoid Defeat offers it
 * only when exactly one die failed, since one die cannot mend two failures); a commander's free reroll is used before
 * Force. Not offered: the attacker's own saves (Reflect's return blow), Avoid Defeat against a power's damage, and
 * saves in a power's own attacks (Lightsaber Assault, Blaster Barrage), which resolve with no point to pause.
 */
import { requireNoPayload } from '../../core/game'
import type { Action, EngineError, EngineEvent, Json, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { abilityOf } from './attack/figure'
import { avoidDefeat, SAVE_11, shield } from './attack/saves'
import { reaches } from './commanders'
import type { Ctx } from './context'
import { answering, defOf, placedFigures, spaceOfFigure } from './context'
import { takeOncePerTurn } from './defeatTriggers'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { forceProblem, payForce, turnRef } from './forcePoints'
import { adjacent, range } from './geometry'
import { dealDamage, defeat } from './harm'
import { reflectBack, offerRiposte } from './saberReactions'
import type { BlastSave } from './specialPowerRows'
import type { AbilityId } from './data/abilities'
import type { Figure, HeldAttack, Pending, SwmAction, SwmState } from './types'
import { steps } from './pipeline'

/** Which save failed: one against an attack, or one against a special power (Grenades, Shockwave, Dominate …). */
export type SaveKind = 'evade' | 'deflect' | 'shield' | 'avoid-defeat' | 'power'

/**
 * A special power under way (specialPowers.ts: a blast, Shockwave or Dominate): its user, power, damage and save,
 * the victims still to come, and the power's entropy.
 */
export type HeldSpecial = {
  user: string
  power: AbilityId
  amount: number
  save: BlastSave
  victims: string[]
  entropy: string
}

/** A failed save held for its owner's decision, with what finishes the hit after it. */
export type HeldSave = {
  save: SaveKind
  /** The figure that saved: the target, or the bodyguard that took the hit. */
  figure: string
  /** The attack saved against; absent for a power. */
  attack?: HeldAttack
  critical: boolean
  /** The dice as first rolled. */
  naturals: number[]
  /** Shield: the damage before its saves; Avoid Defeat: the damage taken (Riposte answers it). */
  damage?: number
  /** Deflect: which power made the save. */
  power?: 'lightsaber-deflect' | 'lightsaber-block' | 'lightsaber-reflect'
  /** A power: what finishes it after this victim. */
  special?: HeldSpecial
}

/** The once-per-turn mark of a commander's free reroll (Figure.triggered). */
const GRANT_MARK = 'save-reroll-grant'

/** Whether a commander's "reroll a failed save once per turn" reaches `figure` now and is unused this turn. */
function commanderReroll(state: SwmState, ctx: Ctx, figure: Figure): boolean {
  const ref = turnRef(state)
  if (figure.triggered?.turn === ref && figure.triggered.abilities.includes(GRANT_MARK)) return false
  const def = defOf(ctx, figure)
  const here = spaceOfFigure(ctx, figure)
  if (!here) return false
  return placedFigures(state).some((commander) => {
    if (commander.id === figure.id || commander.owner !== figure.owner) return false
    return defOf(ctx, commander).commander.some((effect) => {
      if (!('reroll' in effect.grant) || !reaches(effect, def)) return false
      if (effect.range === null) return true
      const r = range(ctx.blockers, spaceOfFigure(ctx, commander)!, here)
      return r !== null && r <= effect.range
    })
  })
}

/** How `figure` may pay for a reroll now: a commander's free one, 1 Force point, or not at all. */
function rerollMeans(state: SwmState, ctx: Ctx, figure: Figure): 'commander' | 'force' | null {
  if (commanderReroll(state, ctx, figure)) return 'commander'
  return forceProblem(state, ctx, figure, turnRef(state), 1, 1) === null ? 'force' : null
}

/** Opens the reroll window for the failed save `held` when its figure may reroll; true when it did. */
export function offerSaveReroll(state: SwmState, ctx: Ctx, held: HeldSave): boolean {
  const figure = state.figures[held.figure]!
  if (figure.defeated || rerollMeans(state, ctx, figure) === null) return false
  state.pending.push({ kind: 'save-reroll', seat: figure.owner, held })
  return true
}

/** Opens the reroll window for a power's victim's failed save (`natural`), holding the `rest` of the power. */
export function offerSpecialReroll(
  state: SwmState,
  ctx: Ctx,
  victim: Figure,
  natural: number,
  rest: HeldSpecial,
): boolean {
  const held: HeldSave = { save: 'power', figure: victim.id, critical: false, naturals: [natural], special: rest }
  return offerSaveReroll(state, ctx, held)
}

/**
 * The hit's damage after Shield: Avoid Defeat may hold the defeat in a window (when `pausable`); else Riposte is
 * offered. True when a window holds the rest of the hit.
 */
export function landDamage(
  state: SwmState,
  ctx: Ctx,
  attack: HeldAttack,
  critical: boolean,
  struck: Figure,
  taken: number,
  events: EngineEvent[],
  pausable: boolean,
): boolean {
  const attacker = state.figures[attack.attacker]!
  let waiting = false
  const hold = (naturals: number[]): boolean => {
    // One reroll cannot turn two failures into a survival.
    if (naturals.filter((n) => n < SAVE_11).length !== 1) return false
    const held: HeldSave = { save: 'avoid-defeat', figure: struck.id, attack, critical, naturals, damage: taken }
    waiting = offerSaveReroll(state, ctx, held)
    return waiting
  }
  dealDamage(state, ctx, struck, taken, attacker, events, attack.entropy, pausable ? hold : undefined)
  if (waiting) return true
  offerRiposte(state, ctx, attacker, struck, taken)
  return false
}

/** Finishes the hit with the save's final dice; `entropy` is the answering action's (Reflect's return blow). */
function resume(state: SwmState, ctx: Ctx, held: HeldSave, naturals: number[], entropy: string, events: EngineEvent[]) {
  const { critical } = held
  const attack = held.attack!
  const figure = state.figures[held.figure]!
  const saved = naturals[0]! >= SAVE_11
  switch (held.save) {
    case 'power':
      return steps().finishSpecialSave(state, ctx, held.special!, figure, saved, events)
    case 'evade':
      if (!saved) steps().hit(state, ctx, attack, critical, events)
      return
    case 'deflect':
      if (!saved) steps().hit(state, ctx, attack, critical, events)
      else if (held.power === 'lightsaber-reflect') reflectBack(state, ctx, attack, entropy, events)
      return
    case 'shield': {
      const n = abilityOf(defOf(ctx, figure), 'shield')?.n ?? naturals.length
      const record = shield(n, held.damage ?? 0, naturals)
      if (!record.ok) throw new Error(record.error.reason.en)
      events.push({
        type: 'shield-saves',
        data: { figure: figure.id, ...(record.value as unknown as { [k: string]: Json }) },
      })
      const close = melee(state, ctx, attack, figure)
      if (landDamage(state, ctx, attack, critical, figure, record.value.after, events, true)) return
      return steps().afterHit(state, ctx, attack, critical, figure, close)
    }
    case 'avoid-defeat': {
      const record = avoidDefeat(naturals)
      if (!record.ok) throw new Error(record.error.reason.en)
      events.push({
        type: 'avoid-defeat',
        data: { figure: figure.id, ...(record.value as unknown as { [k: string]: Json }) },
      })
      const close = melee(state, ctx, attack, figure)
      const attacker = state.figures[attack.attacker]!
      if (record.value.survived) figure.hp = record.value.hp
      else defeat(state, ctx, figure, attacker, events, attack.entropy)
      offerRiposte(state, ctx, attacker, figure, held.damage ?? 0)
      return steps().afterHit(state, ctx, attack, critical, figure, close)
    }
  }
}

/** Whether the attacker stands next to `struck` (Rolling Cleave asks after a melee hit). */
function melee(state: SwmState, ctx: Ctx, attack: HeldAttack, struck: Figure): boolean {
  const from = spaceOfFigure(ctx, state.figures[attack.attacker]!)
  const to = spaceOfFigure(ctx, struck)
  return from !== null && to !== null && adjacent(ctx.blockers, from, to)
}

/** `reroll-save` (entropy): the saving figure rerolls its first failed die (free by a commander, else 1 Force point). */
export function rerollSave(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'save-reroll')
  if (!answer.ok) return answer.error
  const held = answer.top.held
  const figure = state.figures[held.figure]!
  const ref = turnRef(state)
  const means = rerollMeans(state, ctx, figure)
  if (means === null) return forceProblem(state, ctx, figure, ref, 1, 1) ?? swmErrors.noForce()
  const die = rollD20(action.entropy, dieStream('reroll', figure.id, ref, 'save', held.save))
  if (!die.ok) return die.error
  state.pending.pop()
  if (means === 'commander') takeOncePerTurn(state, figure, GRANT_MARK)
  else payForce(state, ctx, figure, ref, 1, events, 1)
  const naturals = [...held.naturals]
  const failed = naturals.findIndex((n) => n < SAVE_11)
  const first = naturals[failed]!
  naturals[failed] = die.value
  events.push({
    type: 'save-rerolled',
    data: { figure: figure.id, save: held.save, first, second: die.value, by: means },
  })
  resume(state, ctx, held, naturals, action.entropy!, events)
  proceed(state, ctx, events)
  return null
}

/** `keep-save`: the failed save stands. */
export function keepSave(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'save-reroll')
  if (!answer.ok) return answer.error
  const held = answer.top.held
  state.pending.pop()
  events.push({ type: 'save-kept', data: { figure: held.figure, save: held.save } })
  resume(state, ctx, held, held.naturals, held.attack?.entropy ?? held.special!.entropy, events)
  proceed(state, ctx, events)
  return null
}

/** The legal answers to a save-reroll window (legal.ts): `reroll-save` while it may be paid, and `keep-save`. */
export function saveRerollAnswers(state: SwmState, ctx: Ctx, top: Extract<Pending, { kind: 'save-reroll' }>): Action[] {
  const figure = state.figures[top.held.figure]!
  return [...(rerollMeans(state, ctx, figure) ? [{ type: 'reroll-save' }] : []), { type: 'keep-save' }]
}
