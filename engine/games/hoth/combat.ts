/**
 * Attack checks (rulebook "Támadás menete", appendices 1, 2 and 7): may this unit attack now, is the target in
 * range and line of sight, and how many dice it rolls after every modifier — with each modifier explained, so
 * the table can show players why.
 */
import type { EngineError, LocalizedText } from '../../core/types'
import { HALF_HEXES } from './board'
import { DEPLOYED_EWEB_DICE } from './data/badges'
import { STRUCTURE_SPECS, terrainSpec } from './data/terrain'
import { unitSpec } from './data/units'
import { hothErrors } from './errors'
import { hexDistance } from './hex'
import { hasLineOfSight } from './los'
import {
  activeBonuses,
  movementAllowance,
  structureAt,
  structureById,
  terrainAt,
  unitAt,
  unitById,
  unitsOf,
} from './queries'
import type { HexId, HothBoard, UnitState } from './types'

/** One change to the dice count, with the reason shown to players. */
export interface DiceModifier {
  reason: LocalizedText
  dice: number
}

/** A legal attack's numbers. */
export interface AttackPlan {
  target: string
  targetHex: HexId
  distance: number
  melee: boolean
  base: number
  modifiers: DiceModifier[]
  dice: number
}

const halfHexes = new Set(HALF_HEXES)

/** The attack dice by range for a unit now (a deployed E-Web uses its stronger table). */
export function diceTable(unit: UnitState): readonly number[] {
  return unit.badge === 'e-web' && unit.deployed ? DEPLOYED_EWEB_DICE : unitSpec(unit.type).dice
}

/**
 * Whether there is line of sight between two hexes. Units, structures, half hexes at the board edge and
 * LOS-blocking terrain block; between two units both on ridges only units on ridges and ice fields block.
 */
export function lineOfSight(state: HothBoard, from: HexId, to: HexId): boolean {
  const ridgeToRidge = terrainAt(state, from) === 'ridge' && terrainAt(state, to) === 'ridge'
  return hasLineOfSight(from, to, (hex) => {
    const terrain = terrainAt(state, hex)
    if (ridgeToRidge) return terrain === 'ice' || (terrain === 'ridge' && unitAt(state, hex) !== null)
    if (halfHexes.has(hex) || terrainSpec(terrain).blocksLos) return true
    return unitAt(state, hex) !== null || structureAt(state, hex) !== null
  })
}

/** Why `unit` may not attack now (ordered, not yet attacked, not moved too far or into cover), or null. */
export function attackerProblem(state: HothBoard, unit: UnitState, breakthrough = false): EngineError | null {
  const turn = state.turn
  if (!turn.ordered.includes(unit.id)) return hothErrors.notOrdered()
  if (!breakthrough && turn.attacked.includes(unit.id)) return hothErrors.alreadyAttacked()
  const moved = turn.moved[unit.id]
  if (moved) {
    if (moved.enteredNoAttack) {
      const here = terrainSpec(terrainAt(state, unit.hex))
      // Named by the hex it stands on, or generically when it only passed over such terrain (card bonus).
      const name = here.noAttackAfterEntering
        ? here.name
        : { hu: 'szikla, épület vagy roncs', en: 'Rocks, buildings or wreckage' }
      return hothErrors.enteredNoAttackTerrain(name)
    }
    if (!breakthrough && moved.hexes > movementAllowance(state, unit).moveAndAttack) return hothErrors.movedTooFar()
  }
  return null
}

/** Plans an attack by `unit` on unit or structure `targetId`: a typed error when it is not legal. */
export function planAttack(
  state: HothBoard,
  unit: UnitState,
  targetId: string,
): { ok: true; plan: AttackPlan } | { ok: false; error: EngineError } {
  const targetUnit = unitById(state, targetId)
  const structure = structureById(state, targetId)
  if (!targetUnit && (!structure || structure.destroyed)) return { ok: false, error: hothErrors.unknownTarget() }
  const targetSide = targetUnit ? targetUnit.side : STRUCTURE_SPECS[structure!.kind].side
  if (targetSide === unit.side) return { ok: false, error: hothErrors.notEnemy() }
  const targetHex = targetUnit ? targetUnit.hex : structure!.hex
  const table = diceTable(unit)
  const distance = hexDistance(unit.hex, targetHex)
  if (distance > table.length) return { ok: false, error: hothErrors.outOfRange(distance, table.length) }
  const melee = distance === 1
  if (!melee && !lineOfSight(state, unit.hex, targetHex)) return { ok: false, error: hothErrors.noLineOfSight() }

  const base = table[distance - 1] ?? 0
  const modifiers = diceModifiers(state, unit, targetUnit, targetHex, melee)
  const dice = base + modifiers.reduce((sum, m) => sum + m.dice, 0)
  if (dice < 1) return { ok: false, error: hothErrors.noDice() }
  return { ok: true, plan: { target: targetId, targetHex, distance, melee, base, modifiers, dice } }
}

/** Every dice modifier for this attack (card, recon, the attacker's hex, the target's hex or structure). */
function diceModifiers(
  state: HothBoard,
  unit: UnitState,
  target: UnitState | null,
  targetHex: HexId,
  melee: boolean,
): DiceModifier[] {
  const out: DiceModifier[] = []
  const attackerClass = unitSpec(unit.type).unitClass
  for (const bonus of activeBonuses(state)) {
    if (bonus.kind === 'extra-die' && (melee || !bonus.meleeOnly)) {
      out.push({ reason: { hu: 'parancskártya', en: 'command card' }, dice: bonus.dice })
    }
  }
  const spotter = unitsOf(state, unit.side).find(
    (u) =>
      u.id !== unit.id &&
      u.badge === 'recon' &&
      terrainAt(state, u.hex) === 'ridge' &&
      lineOfSight(state, u.hex, targetHex),
  )
  if (target && spotter) out.push({ reason: { hu: 'felderítő a hegygerincen', en: 'recon on a ridge' }, dice: 1 })

  const fromTerrain = terrainSpec(terrainAt(state, unit.hex))
  const fromPenalty = fromTerrain.attackFrom[attackerClass] ?? 0
  if (fromPenalty !== 0) out.push({ reason: attackerOn(fromTerrain.name), dice: fromPenalty })

  if (!target) {
    const structure = structureAt(state, targetHex)
    const spec = structure ? STRUCTURE_SPECS[structure.kind] : null
    const defence = spec?.defence[attackerClass] ?? 0
    if (spec && defence !== 0) out.push({ reason: spec.name, dice: defence })
    return out
  }
  const targetSpec = unitSpec(target.type)
  if (!targetSpec.terrainProtection) return out
  const terrain = terrainAt(state, targetHex)
  const spec = terrainSpec(terrain)
  const defended = spec.defendedClasses.length === 0 || spec.defendedClasses.includes(targetSpec.unitClass)
  const sameGround = spec.noDefenceIfAttackerOnSame && terrainAt(state, unit.hex) === terrain
  const defence = spec.defence[attackerClass] ?? 0
  if (defended && !sameGround && defence !== 0) out.push({ reason: targetOn(spec.name), dice: defence })
  return out
}

function attackerOn(name: LocalizedText): LocalizedText {
  return { hu: `a támadó terepe: ${name.hu.toLowerCase()}`, en: `attacker on ${name.en.toLowerCase()}` }
}

function targetOn(name: LocalizedText): LocalizedText {
  return { hu: `a célpont terepe: ${name.hu.toLowerCase()}`, en: `target on ${name.en.toLowerCase()}` }
}

/** Every legal attack `unit` can make now (the unit's own eligibility is checked by the caller). */
export function attackPlans(state: HothBoard, unit: UnitState): AttackPlan[] {
  const plans: AttackPlan[] = []
  const ids = [...Object.keys(state.units), ...Object.keys(state.structures)].sort()
  for (const id of ids) {
    const result = planAttack(state, unit, id)
    if (result.ok) plans.push(result.plan)
  }
  return plans
}
