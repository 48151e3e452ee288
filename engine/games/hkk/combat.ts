/**
 * The exchange (32) and combat (33–38): moving creatures between reserve and guard, declaring attacks with the
 * break-through rule (34.4) and at most two attackers per creature (34.5), the defender's strike-back choice (34.8),
 * combat (+) abilities announced alternately and resolved together (35.3–35.4), and simultaneous strikes with current
 * damage (36.1, 36.4), one damage event per target (37.7).
 */
import { moveSlot } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import { payloadRecord, readOneOf } from '../../core/game'
import type { EngineEvent } from '../../core/types'
import { usableCombatAbilities } from './abilities'
import { aimed, combatOpponent } from './effects/resolve'
import { hkkErrors } from './errors'
import type { Handler } from './payload'
import { readAttacks, readSlot } from './payload'
import { buildings, creatures, defOf, other, playZone, zoneOwner, zones } from './queries'
import { statsOf } from './stats'
import { dealDamage } from './table'
import type { Attack, EffectCtx, HkkState, Player } from './types'

/** `move-creature {creature, to}`: guard ↔ reserve in the own exchange; only active creatures into the guard (32.1). */
export const moveCreature: Handler = (d, action, p) => {
  const rec = payloadRecord(action)
  const slot = readSlot(rec, 'creature')
  const to = readOneOf(rec, 'to', ['guard', 'reserve'] as const)
  if (d.turn.stage !== 'exchange' || d.turn.active !== p) return hkkErrors.wrongStage(d.turn.stage)
  if (!creatures(d, p).includes(slot) || d.perms[slot]!.controller !== p) return hkkErrors.notACreature()
  const from = playZone(d, slot)
  if (from === to) return hkkErrors.badTarget()
  if (to === 'guard') {
    if (!d.perms[slot]!.active) return hkkErrors.passiveToGuard()
    const cap = d.rules.guardCapacity
    if (cap !== null && creatures(d, p, 'guard').length >= cap) return hkkErrors.guardFull()
  }
  d.cards = moveSlot(d.cards, slot, to === 'guard' ? zones.guard(p) : zones.reserve(p), 'bottom')
  d.turn.passes = 0
  return null
}

/** Why a set of attacks is not legal for `p`, or null (34.1–34.11). */
export function attackProblem(state: HkkState, p: Player, attacks: Attack[]) {
  if (attacks.length === 0) return hkkErrors.noAttacks()
  const opp = other(p)
  const guard = creatures(state, opp, 'guard')
  const seen = new Set<SlotId>()
  const onCreature = new Map<SlotId, number>()
  let through = false
  for (const a of attacks) {
    if (seen.has(a.attacker)) return hkkErrors.duplicateAttacker()
    seen.add(a.attacker)
    const perm = state.perms[a.attacker]
    if (!perm || perm.controller !== p || playZone(state, a.attacker) !== 'guard' || !perm.active)
      return hkkErrors.notAttacker()
    if (!creatures(state, p, 'guard').includes(a.attacker)) return hkkErrors.notAttacker()
    if (a.target === 'player') through = true
    else if (guard.includes(a.target)) onCreature.set(a.target, (onCreature.get(a.target) ?? 0) + 1)
    else if (buildings(state, opp).includes(a.target)) {
      through = true
      if (!state.perms[a.target]!.active && state.rules.passiveBuildingAttack === 'refused')
        return hkkErrors.passiveBuilding()
    } else return hkkErrors.badAttackTarget()
  }
  if ([...onCreature.values()].some((n) => n > 2)) return hkkErrors.tooManyAttackers()
  // 34.4: break through only when every creature in the opponent's guard is attacked by at least one.
  if (through && guard.some((c) => !onCreature.has(c))) return hkkErrors.noBreakthrough()
  return null
}

/** Asks the next defender attacked by two creatures which one it strikes back (34.8); false when none is left. */
export function nextStrikeBack(d: HkkState): boolean {
  const c = d.combat
  if (!c) return false
  for (const a of c.attacks) {
    if (a.target === 'player' || c.strikeBack[a.target] !== undefined) continue
    const n = c.attacks.filter((b) => b.target === a.target).length
    const owner = zoneOwner(d, a.target)
    if (n === 2 && owner && creatures(d, owner, 'guard').includes(a.target)) {
      d.pending = { kind: 'strike-back', by: owner, defender: a.target }
      return true
    }
  }
  return false
}

/** `declare-attacks {attacks}`: all attacks at once, irrevocable (34.12). */
export const declareAttacks: Handler = (d, action, p, ev) => {
  const attacks = readAttacks(payloadRecord(action))
  if (d.turn.stage !== 'declare' || d.turn.active !== p || d.turn.passedTurn) return hkkErrors.wrongStage(d.turn.stage)
  if (d.turn.declared) return hkkErrors.alreadyDeclared()
  const problem = attackProblem(d, p, attacks)
  if (problem) return problem
  d.combat = { attacks, strikeBack: {}, announced: [] }
  d.turn.declared = true
  if (d.rules.attackPassivizes) for (const a of attacks) d.perms[a.attacker]!.active = false
  ev.push({ type: 'attacks', data: { attacks } })
  // The declaration ends the declare stage; the strike-back choices come first (34.8 is part of declaring).
  d.turn.passes = 2
  nextStrikeBack(d)
  return null
}

/** `strike-back {defender, attacker}`: the defender's controller picks which attacker it hits back. */
export const strikeBack: Handler = (d, action, p) => {
  const rec = payloadRecord(action)
  const defender = readSlot(rec, 'defender')
  const attacker = readSlot(rec, 'attacker')
  const pend = d.pending
  if (!pend || pend.kind !== 'strike-back' || pend.by !== p || pend.defender !== defender)
    return hkkErrors.badStrikeBack()
  if (!d.combat!.attacks.some((a) => a.attacker === attacker && a.target === defender)) return hkkErrors.badStrikeBack()
  d.combat!.strikeBack[defender] = attacker
  d.pending = null
  nextStrikeBack(d)
  return null
}

/** `combat-ability {creature, ability}`: announces a (+) ability; announcements alternate (35.3). */
export const combatAbility: Handler = (d, action, p) => {
  const rec = payloadRecord(action)
  const creature = readSlot(rec, 'creature')
  const ability = rec.ability
  if (d.turn.stage !== 'abilities') return hkkErrors.wrongStage(d.turn.stage)
  if (!usableCombatAbilities(d, p).some(([s, i]) => s === creature && i === ability)) return hkkErrors.notInCombat()
  d.combat!.announced.push({ creature, ability: ability as number, by: p })
  d.turn.passes = 0
  d.turn.priority = other(p)
  return null
}

/**
 * 35.4: the announced abilities' costs are paid and their effects resolve together. 37.7: all the damage one target
 * takes in this sub-phase is one damage event, so their damage is summed per target (aimed now: nothing happens
 * between the announcements' end and their resolution) and dealt first, as one item per target; the other effects
 * follow in announcement order (a heal after the damage, so resolving together never wastes it).
 */
export function resolveCombatAbilities(d: HkkState): void {
  const hits = new Map<string, number>()
  const rest: HkkState['queue'] = []
  for (const u of d.combat?.announced ?? []) {
    const a = defOf(d, u.creature).abilities[u.ability]
    const perm = d.perms[u.creature]
    if (!a || a.trigger !== 'combat' || !perm) continue
    d.players[u.by].vp -= a.cost.vp ?? 0
    if (a.cost.passivize) perm.active = false
    const ctx: EffectCtx = { source: u.creature, controller: u.by, targets: [], x: 0, reactsTo: null }
    for (const effect of a.effects) {
      if (effect.kind !== 'damage') rest.push({ do: 'effect', effect, ctx })
      else for (const t of aimed(d, effect.to, ctx)) hits.set(t, (hits.get(t) ?? 0) + (effect.n === 'X' ? 0 : effect.n))
    }
  }
  for (const [t, n] of hits) {
    const ctx: EffectCtx = { source: null, controller: d.turn.active, targets: [t], x: 0, reactsTo: null }
    d.queue.push({ do: 'effect', effect: { kind: 'damage', n, to: { target: 0 } }, ctx })
  }
  d.queue.push(...rest)
}

/** 36: every fight strikes at once with current damage; a lone creature whose opponent left does not fight (36.5). */
export function resolveStrikes(d: HkkState, ev: EngineEvent[]): void {
  const c = d.combat
  if (!c) return
  const hits = new Map<string, number>()
  const add = (to: string, n: number) => hits.set(to, (hits.get(to) ?? 0) + n)
  for (const a of c.attacks) {
    if (!d.perms[a.attacker]) continue
    const dmg = statsOf(d, a.attacker).damage
    const defPlayer = other(d.perms[a.attacker]!.controller)
    if (a.target === 'player') add(defPlayer, dmg)
    else if (!d.perms[a.target]) continue
    else if (defOf(d, a.target).type === 'building') {
      if (d.perms[a.target]!.active || d.rules.passiveBuildingAttack === 'refused') add(a.target, dmg)
    } else {
      add(a.target, dmg)
      if (combatOpponent(d, a.target) === a.attacker) add(a.attacker, statsOf(d, a.target).damage)
    }
  }
  for (const [to, n] of hits) dealDamage(d, to, n, ev)
}
