/**
 * One attack with no reactions in between, start to finish: the roll, then on a hit the damage and the target's hit
 * points. The state machine calls the steps one by one when a window (Bodyguard, Shield, Lightsaber Block, a Force
 * reroll) may come between them; this is the straight path, and what the rulebook's worked examples walk.
 */
import { resolveAttackRoll, type AttackRollInput, type AttackRollRecord } from './attackRoll'
import { applyDamage, attackDamage, type DamageRecord, type HitPointsRecord } from './damage'
import type { AttackResult } from './errors'

/** An attack for the log: the roll, and on a hit what it dealt. */
export interface AttackRecord {
  roll: AttackRollRecord
  /** Null on a miss. */
  damage: DamageRecord | null
  /** Null on a miss. */
  hp: HitPointsRecord | null
}

/** Resolves `input` against a target with `targetHp` hit points now, or the first typed error. */
export function resolveAttack(input: AttackRollInput & { targetHp: number }): AttackResult<AttackRecord> {
  const roll = resolveAttackRoll(input)
  if (!roll.ok) return roll
  if (roll.value.outcome === 'miss') return { ok: true, value: { roll: roll.value, damage: null, hp: null } }
  const damage = attackDamage(input.attacker, input.target, roll.value.outcome === 'critical', input.modifiers)
  if (!damage.ok) return damage
  const hp = applyDamage(input.targetHp, damage.value.total)
  if (!hp.ok) return hp
  return { ok: true, value: { roll: roll.value, damage: damage.value, hp: hp.value } }
}
