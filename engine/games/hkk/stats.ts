/**
 * Derived stats: a card's current damage, Ép and Sp are computed from its printed values, counters, lasting and
 * this-turn changes, the static abilities in play and the defence bonus (38.0) — never stored, so nothing can go
 * stale when a static's condition stops holding.
 */
import type { SlotId } from '../../core/hidden'
import type { HkkEffect, HkkWhile } from './data/types'
import { defOf, isCreatureType, playZone, zoneOwner } from './queries'
import type { Def, HkkState, Player, Plain } from './types'

/** A card's derived stats: damage it deals, max Ép (creatures), max Sp (buildings), and what is left now. */
export type DerivedStats = { damage: number; ep: number; sp: number; left: number }

/** Whether a static ability's condition holds for its card (21.17). */
export function whileHolds(state: HkkState, slot: SlotId, when: HkkWhile | undefined): boolean {
  if (when === undefined) return true
  const c = state.combat
  switch (when) {
    case 'in-guard':
      return playZone(state, slot) === 'guard'
    case 'in-reserve':
      return playZone(state, slot) === 'reserve'
    case 'attacking':
      return !!c && c.attacks.some((a) => a.attacker === slot)
    case 'defending':
      return !!c && c.attacks.some((a) => a.target === slot)
    case 'attached':
      return state.perms[slot]?.attachedTo != null
  }
}

/** A static effect in play, with its card and controller. */
export type ActiveStatic = { source: SlotId; controller: Player; effect: Plain<HkkEffect> }

/** Every static effect in play whose condition holds (callers asking for many cards compute it once). */
export function activeStatics(state: HkkState): ActiveStatic[] {
  const out: ActiveStatic[] = []
  for (const [slot, perm] of Object.entries(state.perms)) {
    if (perm.token) continue
    for (const ability of defOf(state, slot).abilities) {
      if (ability.trigger !== 'static' || !whileHolds(state, slot, ability.while)) continue
      for (const effect of ability.effects) out.push({ source: slot, controller: perm.controller, effect })
    }
  }
  return out
}

/** Whether a static `stat` effect of `source` reaches `slot`. */
function reaches(state: HkkState, source: SlotId, controller: Player, effect: Plain<HkkEffect>, slot: SlotId): boolean {
  if (effect.kind !== 'stat') return false
  const to = effect.to
  if (to === 'self') return source === slot
  if (to === 'host') return state.perms[source]?.attachedTo === slot
  if (typeof to === 'object' && 'each' in to) {
    if (!isCreatureType(defOf(state, slot).type)) return false
    const owner = zoneOwner(state, slot)
    if (to.side === 'you' && owner !== controller) return false
    if (to.side === 'opponent' && owner === controller) return false
    const zone = playZone(state, slot)
    return to.zone ? zone === to.zone : zone === 'guard' || zone === 'reserve'
  }
  return false
}

/** The derived stats of a card in play. */
export function statsOf(state: HkkState, slot: SlotId, statics: ActiveStatic[] = activeStatics(state)): DerivedStats {
  const perm = state.perms[slot]
  if (!perm) return { damage: 0, ep: 0, sp: 0, left: 0 }
  const def: Def = defOf(state, slot)
  const creature = isCreatureType(def.type)
  let damage = (def.damage ?? 0) + perm.mod.damage + perm.temp.damage
  let ep = (def.ep ?? 0) + perm.mod.ep + perm.temp.ep
  const sp = (def.sp ?? 0) + perm.mod.sp + perm.temp.sp
  if (creature) {
    damage += perm.plusOne
    ep += perm.plusOne
  }
  let spBonus = 0
  for (const s of statics) {
    if (!reaches(state, s.source, s.controller, s.effect, slot) || s.effect.kind !== 'stat') continue
    damage += s.effect.stats.damage ?? 0
    ep += s.effect.stats.ep ?? 0
    spBonus += s.effect.stats.sp ?? 0
  }
  // 38.0: "Az ellenfél körében minden lénynek +1 sebzése és +1 Ép-je van." — derived here, never stored.
  if (
    creature &&
    perm.controller !== state.turn.active &&
    !['roll-off', 'mulligan', 'start-choice'].includes(state.turn.stage)
  ) {
    damage += 1
    ep += 1
  }
  const max = def.type === 'building' ? sp + spBonus : ep
  return {
    damage: Math.max(0, damage),
    ep,
    sp: sp + spBonus,
    left: max - perm.damage,
  }
}

/** Static magic-point regeneration of a player's cards (`vp-regen` statics). */
export function staticRegen(state: HkkState, p: Player): number {
  let n = 0
  for (const s of activeStatics(state)) if (s.controller === p && s.effect.kind === 'vp-regen') n += s.effect.n
  return n
}

/** The static cost changes (`cost-mod`) that apply to `def` played by `p`. */
export function staticCostMod(state: HkkState, p: Player, def: Def): number {
  let n = 0
  for (const s of activeStatics(state)) {
    if (s.controller !== p || s.effect.kind !== 'cost-mod') continue
    const f = s.effect.filter
    if (f.type !== undefined && f.type !== def.type) continue
    if (f.creature !== undefined && f.creature !== isCreatureType(def.type)) continue
    n += s.effect.n
  }
  return n
}
