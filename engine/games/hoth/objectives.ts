/**
 * Objectives and the end of the game (rulebook "A játék célja", appendix 4): medals for destroyed units and
 * structures, temporary and permanent medal hexes, Final Strike, and medals-to-win. The game ends the moment
 * a side meets a condition; `checkVictory` runs at the end of every applied action.
 */
import type { EngineEvent } from '../../core/types'
import { otherSide } from './board'
import { STRUCTURE_SPECS } from './data/terrain'
import { unitSpec } from './data/units'
import { awardMedal } from './draft'
import { hasUnits, unitAt } from './queries'
import type { HothBoard, HothState, Side, StructureState, UnitState } from './types'

/** Medals a side holds now: kept medals plus temporary medal hexes its units stand on. */
export function medalCount(state: HothBoard, side: Side): number {
  const held = state.medalHexes.filter(
    (m) => m.kind === 'temporary' && m.side === side && unitAt(state, m.hex)?.side === side,
  ).length
  return state.medals[side].length + held
}

/** Gives the attacker's side a medal for a destroyed unit, unless the unit or the scenario says otherwise. */
export function awardUnitMedal(draft: HothState, unit: UnitState, attackerSide: Side, events: EngineEvent[]): void {
  if (!unitSpec(unit.type).medal || draft.noUnitMedalsFor.includes(attackerSide)) return
  awardMedal(draft, attackerSide, { source: 'unit', ref: unit.type })
  events.push({ type: 'medal', data: { side: attackerSide, source: 'unit', ref: unit.type } })
}

/** Gives a medal for a destroyed structure when the scenario awards them. */
export function awardStructureMedal(draft: HothState, structure: StructureState, events: EngineEvent[]): void {
  if (!draft.structureMedals) return
  const side = otherSide(STRUCTURE_SPECS[structure.kind].side)
  awardMedal(draft, side, { source: 'structure', ref: structure.kind })
  events.push({ type: 'medal', data: { side, source: 'structure', ref: structure.kind } })
}

/** Permanent medal hexes entered by a unit of the named side become that side's medals for good. */
export function takePermanentMedals(draft: HothState, events: EngineEvent[]): void {
  for (const m of draft.medalHexes) {
    if (m.kind !== 'permanent' || draft.permanentTaken.includes(m.hex)) continue
    if (unitAt(draft, m.hex)?.side !== m.side) continue
    awardMedal(draft, m.side, { source: 'hex', ref: m.hex }, m.hex)
    events.push({ type: 'medal', data: { side: m.side, source: 'hex', ref: m.hex } })
  }
}

/**
 * Ends the game when a side meets a victory condition (the acting side is checked first). A side left with no
 * units at all loses (an assumption: the rulebook never needs it, but random play can reach it).
 */
export function checkVictory(draft: HothState, acting: Side, events: EngineEvent[]): void {
  if (draft.result) return
  for (const side of [acting, otherSide(acting)]) {
    for (const cond of draft.victory) {
      if (cond.side !== side) continue
      if (cond.kind === 'medals' && medalCount(draft, side) >= cond.count) {
        draft.result = {
          winner: side,
          reason: { hu: `${cond.count} győzelmi medál megszerezve.`, en: `${cond.count} victory medals won.` },
        }
      }
      if (cond.kind === 'destroy-structures' && cond.structures.every((id) => draft.structures[id]?.destroyed)) {
        draft.result = {
          winner: side,
          reason: { hu: 'Végzetes csapás: a célpontok megsemmisültek.', en: 'Final Strike: every target destroyed.' },
        }
      }
      if (draft.result) break
    }
    if (!draft.result && !hasUnits(draft, otherSide(side))) {
      draft.result = {
        winner: side,
        reason: { hu: 'Az ellenfél minden egysége megsemmisült.', en: 'Every enemy unit was destroyed.' },
      }
    }
    if (draft.result) {
      events.push({ type: 'game-over', data: { winner: draft.result.winner, reason: draft.result.reason } })
      return
    }
  }
}
