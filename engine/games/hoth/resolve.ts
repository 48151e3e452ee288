/**
 * Resolving a roll (rulebook "Dobás kiértékelése", "Visszavonulás", appendix 1 and the special forces):
 * hits first (AT-AT hits need a confirming blast), then retreats one hex at a time toward the owner's baseline
 * (the owner picks when there is a choice; each hex that cannot be retreated costs a hit), then a commando's
 * breakthrough. All functions work on a draft (draft.ts).
 */
import type { Rng } from '../../core/random'
import type { EngineEvent } from '../../core/types'
import { countHits, rollDice } from './data/dice'
import { STRUCTURE_SPECS, terrainSpec } from './data/terrain'
import { unitSpec } from './data/units'
import { retreatHexes } from './hex'
import { awardStructureMedal, awardUnitMedal, takePermanentMedals } from './objectives'
import { removeUnit, writableStructure, writableUnit } from './draft'
import { occupiedHexes, terrainAllows, terrainAt } from './queries'
import type { AttackContext, DieFace, HexId, HothBoard, HothState, UnitState } from './types'

/** Hexes `unit` may retreat to now: free, enterable neighbours one row toward its baseline. */
export function retreatOptions(state: HothBoard, unit: UnitState): HexId[] {
  const occupied = occupiedHexes(state)
  return retreatHexes(unit.hex, unit.side).filter((hex) => !occupied.has(hex) && terrainAllows(state, unit, hex))
}

/** Resolves rolled `faces` of the attack `ctx`; `rng` serves confirmation rolls. */
export function resolveRoll(
  draft: HothState,
  ctx: AttackContext,
  faces: DieFace[],
  rng: Rng,
  events: EngineEvent[],
): void {
  const structure = writableStructure(draft, ctx.target)
  if (structure) {
    const spec = STRUCTURE_SPECS[structure.kind]
    const hits = countHits(faces, spec.hitBy)
    structure.hits = Math.max(0, structure.hits - hits)
    events.push({ type: 'structure-hit', data: { structure: structure.id, hits, left: structure.hits } })
    if (structure.hits === 0) {
      structure.destroyed = true
      // A destroyed structure leaves wreckage behind (assumption: docs/games/hoth.md). Terrain is shared with the
      // input state (draft.ts), so it is replaced, not written into.
      draft.terrain = { ...draft.terrain, [structure.hex]: 'wreckage' }
      events.push({ type: 'structure-destroyed', data: { structure: structure.id } })
      awardStructureMedal(draft, structure, events)
    }
    draft.turn.pending = null
    return
  }
  const target = writableUnit(draft, ctx.target)
  if (!target) return
  const spec = unitSpec(target.type)
  let hits = countHits(faces, spec.hitBy)
  if (spec.confirmHits && hits > 0) {
    const confirm = rollDice(rng, hits)
    hits = confirm.filter((f) => f === 'blast').length
    events.push({ type: 'confirmation-rolled', data: { unit: target.id, faces: confirm, hits } })
  }
  const attackerSide = draft.turn.side
  if (hits > 0 && damage(draft, target, hits, attackerSide, events)) {
    finishAttack(draft, ctx)
    return
  }
  const retreats = ctx.barrage || spec.ignoresRetreat ? 0 : faces.filter((f) => f === 'retreat').length
  if (retreats === 0) {
    finishAttack(draft, ctx)
    return
  }
  const ground = terrainSpec(terrainAt(draft, target.hex))
  const canIgnore = ground.ignoreRetreat > 0 && ground.ignoreRetreatClasses.includes(spec.unitClass)
  draft.turn.pending = { kind: 'retreat', attack: ctx, unit: target.id, steps: retreats, canIgnore }
  advanceRetreat(draft, events)
}

/** Removes `hits` figures (at most all); returns true when the unit was destroyed (medal given). */
function damage(
  draft: HothState,
  unit: UnitState,
  hits: number,
  attackerSide: UnitState['side'],
  events: EngineEvent[],
) {
  const lost = Math.min(hits, unit.figures)
  unit.figures -= lost
  events.push({ type: 'unit-hit', data: { unit: unit.id, hits: lost, figures: unit.figures } })
  if (unit.figures > 0) return false
  removeUnit(draft, unit.id)
  events.push({ type: 'unit-destroyed', data: { unit: unit.id, type: unit.type, side: unit.side } })
  awardUnitMedal(draft, unit, attackerSide, events)
  return true
}

/**
 * Carries a pending retreat as far as it goes without a choice: a step with one option is taken, a step with
 * none costs a hit; it stops to wait when the owner has a choice (two hexes, or a trench's ignore).
 */
export function advanceRetreat(draft: HothState, events: EngineEvent[]): void {
  for (;;) {
    const pending = draft.turn.pending
    if (pending?.kind !== 'retreat') return
    const unit = writableUnit(draft, pending.unit)
    if (!unit || pending.steps === 0) {
      finishAttack(draft, pending.attack)
      return
    }
    const options = retreatOptions(draft, unit)
    if (pending.canIgnore && options.length > 0) return
    if (pending.canIgnore) {
      // Nowhere to go: ignoring is plainly better than a hit, so the trench's ignore is used.
      draft.turn.pending = { ...pending, steps: pending.steps - 1, canIgnore: false }
      events.push({ type: 'retreat-ignored', data: { unit: unit.id } })
      continue
    }
    if (options.length >= 2) return
    draft.turn.pending = { ...pending, steps: pending.steps - 1 }
    if (options.length === 1) {
      retreatTo(draft, unit, options[0]!, events)
    } else {
      events.push({ type: 'retreat-blocked', data: { unit: unit.id } })
      if (damage(draft, unit, 1, draft.turn.side, events)) {
        finishAttack(draft, pending.attack)
        return
      }
    }
  }
}

/** Moves a retreating unit one hex (terrain never slows a retreat). */
export function retreatTo(draft: HothState, unit: UnitState, hex: HexId, events: EngineEvent[]): void {
  events.push({ type: 'retreated', data: { unit: unit.id, from: unit.hex, to: hex } })
  unit.hex = hex
  takePermanentMedals(draft, events)
}

/** Ends an attack: offers a commando its breakthrough when its melee target's hex is now empty. */
export function finishAttack(draft: HothState, ctx: AttackContext): void {
  draft.turn.pending = null
  if (ctx.barrage || !ctx.melee || draft.result) return
  const attacker = draft.units[ctx.attacker]
  if (!attacker || attacker.badge !== 'commando' || draft.turn.breakthroughs.includes(attacker.id)) return
  if (occupiedHexes(draft).has(ctx.targetHex) || !terrainAllows(draft, attacker, ctx.targetHex)) return
  draft.turn.pending = { kind: 'breakthrough', unit: attacker.id, hex: ctx.targetHex }
}
