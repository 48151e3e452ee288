/**
 * The attack phase's steps: attack (roll), the deployed E-Web's re-roll, retreat choices, the commando's
 * breakthrough, and a barrage card's attack. Handlers mutate a draft (draft.ts).
 */
import { payloadRecord, readString } from '../../core/game'
import type { Rng } from '../../core/random'
import { rngForAction } from '../../core/random'
import type { EngineEvent } from '../../core/types'
import { DIE_FACES, rollDice } from './data/dice'
import { writableUnit } from './draft'
import { terrainSpec } from './data/terrain'
import { attackerProblem, planAttack } from './combat'
import { hothErrors } from './errors'
import { takePermanentMedals } from './objectives'
import { activeBonuses, playedCard, terrainAt, unitById } from './queries'
import { advanceRetreat, resolveRoll, retreatOptions, retreatTo } from './resolve'
import { ownUnit, type Handler } from './turnActions'
import type { AttackContext, DieFace } from './types'

const attackPhase = { hu: 'most a támadás fázis van.', en: 'this is the attack phase.' }

/** Rolls `count` dice; a card's "re-roll misses" bonus re-rolls each miss once. */
function roll(rng: Rng, count: number, rerollMisses: boolean, events: EngineEvent[]): DieFace[] {
  const faces = rollDice(rng, count)
  if (!rerollMisses || !faces.includes('miss')) return faces
  const after = faces.map((f) => (f === 'miss' ? rng.pick(DIE_FACES) : f))
  events.push({ type: 'misses-rerolled', data: { before: faces, after } })
  return after
}

/** Attack with an ordered unit (or the commando's breakthrough attack). */
export const attack: Handler = (draft, action, player, events) => {
  const turn = draft.turn
  if (turn.phase !== 'attack') return hothErrors.notNow(turn.phase)
  const { unit, error } = ownUnit(draft, action, player)
  if (!unit) return error
  const pending = turn.pending
  const breakthrough = pending?.kind === 'breakthrough-attack'
  if (breakthrough && pending.unit !== unit.id) return hothErrors.pendingChoice()
  const problem = attackerProblem(draft, unit, breakthrough)
  if (problem) return problem
  const planned = planAttack(draft, unit, readString(payloadRecord(action), 'target', 80))
  if (!planned.ok) return planned.error
  const random = rngForAction(action, 'attack')
  if (!random.ok) return random.error
  const plan = planned.plan
  const faces = roll(
    random.rng,
    plan.dice,
    activeBonuses(draft).some((b) => b.kind === 'reroll-misses'),
    events,
  )
  if (!turn.attacked.includes(unit.id)) turn.attacked = [...turn.attacked, unit.id]
  turn.pending = null
  const ctx: AttackContext = {
    attacker: unit.id,
    target: plan.target,
    melee: plan.melee,
    targetHex: plan.targetHex,
    dice: plan.dice,
    barrage: false,
  }
  events.push({ type: 'attack-rolled', data: { unit: unit.id, target: plan.target, dice: plan.dice, faces } })
  if (unit.badge === 'e-web' && unit.deployed) {
    turn.pending = { kind: 'reroll', attack: ctx, faces }
    return null
  }
  resolveRoll(draft, ctx, faces, random.rng, events)
  return null
}

/** Deployed E-Web: re-roll the chosen dice once, then resolve. */
export const reroll: Handler = (draft, action, _player, events) => {
  const pending = draft.turn.pending
  if (pending?.kind !== 'reroll') return hothErrors.wrongPhase(attackPhase)
  const dice = payloadRecord(action).dice
  const valid =
    Array.isArray(dice) &&
    dice.length > 0 &&
    new Set(dice).size === dice.length &&
    dice.every((i) => typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < pending.faces.length)
  if (!valid) return hothErrors.badDiceIndexes()
  const random = rngForAction(action, 'reroll')
  if (!random.ok) return random.error
  const faces = pending.faces.map((f, i) => ((dice as number[]).includes(i) ? random.rng.pick(DIE_FACES) : f))
  events.push({ type: 'dice-rerolled', data: { before: pending.faces, after: faces } })
  resolveRoll(draft, pending.attack, faces, random.rng, events)
  return null
}

/** Deployed E-Web: keep the roll as it is (carries entropy for an AT-AT's confirmation roll). */
export const keepRoll: Handler = (draft, action, _player, events) => {
  const pending = draft.turn.pending
  if (pending?.kind !== 'reroll') return hothErrors.wrongPhase(attackPhase)
  const random = rngForAction(action, 'keep')
  if (!random.ok) return random.error
  resolveRoll(draft, pending.attack, pending.faces, random.rng, events)
  return null
}

/** The retreating unit's side picks the next retreat hex. */
export const retreat: Handler = (draft, action, player, events) => {
  const pending = draft.turn.pending
  if (pending?.kind !== 'retreat') return hothErrors.wrongPhase(attackPhase)
  const unit = writableUnit(draft, pending.unit)!
  if (unit.side !== player.side) return hothErrors.notYourChoice()
  const to = readString(payloadRecord(action), 'to', 8)
  if (!retreatOptions(draft, unit).includes(to)) return hothErrors.badRetreatHex()
  draft.turn.pending = { ...pending, steps: pending.steps - 1, canIgnore: false }
  retreatTo(draft, unit, to, events)
  advanceRetreat(draft, events)
  return null
}

/** Infantry in a trench ignores one retreat symbol. */
export const ignoreRetreat: Handler = (draft, _action, player, events) => {
  const pending = draft.turn.pending
  if (pending?.kind !== 'retreat') return hothErrors.wrongPhase(attackPhase)
  if (draft.units[pending.unit]!.side !== player.side) return hothErrors.notYourChoice()
  if (!pending.canIgnore) return hothErrors.cannotIgnoreRetreat()
  draft.turn.pending = { ...pending, steps: pending.steps - 1, canIgnore: false }
  events.push({ type: 'retreat-ignored', data: { unit: pending.unit } })
  advanceRetreat(draft, events)
  return null
}

/** Commando: step into the emptied hex; it may then attack again unless the hex forbids it. */
export const breakthrough: Handler = (draft, _action, _player, events) => {
  const turn = draft.turn
  const pending = turn.pending
  if (pending?.kind !== 'breakthrough') return hothErrors.wrongPhase(attackPhase)
  const unit = writableUnit(draft, pending.unit)!
  events.push({ type: 'breakthrough', data: { unit: unit.id, from: unit.hex, to: pending.hex } })
  unit.hex = pending.hex
  turn.breakthroughs = [...turn.breakthroughs, unit.id]
  const noAttack = terrainSpec(terrainAt(draft, pending.hex)).noAttackAfterEntering
  turn.moved = { ...turn.moved, [unit.id]: { hexes: turn.moved[unit.id]?.hexes ?? 0, enteredNoAttack: noAttack } }
  turn.pending = noAttack ? null : { kind: 'breakthrough-attack', unit: unit.id }
  takePermanentMedals(draft, events)
  return null
}

/** Commando: forgo the breakthrough (or its second attack). */
export const skipBreakthrough: Handler = (draft) => {
  const kind = draft.turn.pending?.kind
  if (kind !== 'breakthrough' && kind !== 'breakthrough-attack') return hothErrors.wrongPhase(attackPhase)
  draft.turn.pending = null
  return null
}

/** A barrage card's attack: any enemy unit, its own dice, no range, sight or terrain, retreats ignored. */
export const barrage: Handler = (draft, action, player, events) => {
  const special = playedCard(draft)?.special
  if (draft.turn.phase !== 'barrage' || special?.kind !== 'barrage') {
    return hothErrors.wrongPhase({ hu: 'nincs zárótűz.', en: 'no barrage was played.' })
  }
  const target = unitById(draft, readString(payloadRecord(action), 'target', 80))
  if (!target) return hothErrors.unknownTarget()
  if (target.side === player.side) return hothErrors.notEnemy()
  const random = rngForAction(action, 'barrage')
  if (!random.ok) return random.error
  const faces = rollDice(random.rng, special.dice)
  events.push({ type: 'barrage-rolled', data: { target: target.id, dice: special.dice, faces } })
  const ctx: AttackContext = {
    attacker: '',
    target: target.id,
    melee: false,
    targetHex: target.hex,
    dice: special.dice,
    barrage: true,
  }
  resolveRoll(draft, ctx, faces, random.rng, events)
  draft.turn.phase = 'draw'
  return null
}
