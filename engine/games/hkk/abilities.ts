/**
 * Activated and combat abilities of cards in play: which a player may use now, judged on public facts only (cards in
 * play, magic points), so that waiting for a seat never reveals anything about its hand.
 */
import type { SlotId } from '../../core/hidden'
import type { HkkTiming } from './data/types'
import { combatOpponent } from './effects/resolve'
import { defOf } from './queries'
import { legalTargets } from './targets'
import type { HkkState, Player } from './types'

/** Why an activated ability cannot be used now (cost and once-per-turn), or null. */
export function abilityBlock(
  state: HkkState,
  p: Player,
  source: SlotId,
  index: number,
): 'card' | 'ability' | 'once' | 'passive' | 'vp' | 'target' | null {
  const perm = state.perms[source]
  if (!perm || perm.controller !== p) return 'card'
  const a = defOf(state, source).abilities[index]
  if (!a || a.trigger !== 'activated') return 'ability'
  if (a.oncePerTurn && perm.used.includes(index)) return 'once'
  if (a.cost.passivize && !perm.active) return 'passive'
  if ((a.cost.vp ?? 0) > state.players[p].vp) return 'vp'
  if ((a.targets ?? []).some((t) => legalTargets(state, p, t).length === 0)) return 'target'
  return null
}

/** The activated abilities of `p`'s cards with one of `timings` usable now (as [source, index]). */
export function usableAbilities(state: HkkState, p: Player, timings: readonly HkkTiming[]): [SlotId, number][] {
  const out: [SlotId, number][] = []
  for (const [slot, perm] of Object.entries(state.perms)) {
    if (perm.controller !== p || perm.token) continue
    defOf(state, slot).abilities.forEach((a, i) => {
      if (a.trigger === 'activated' && timings.includes(a.timing) && abilityBlock(state, p, slot, i) === null)
        out.push([slot, i])
    })
  }
  return out
}

/** The creatures fighting a creature fight now (attackers on creatures, and their defenders). */
export function fighters(state: HkkState): SlotId[] {
  const c = state.combat
  if (!c) return []
  const out = new Set<SlotId>()
  for (const a of c.attacks) {
    if (a.target === 'player' || !state.perms[a.attacker] || !state.perms[a.target]) continue
    out.add(a.attacker)
    if (combatOpponent(state, a.target) !== null) out.add(a.target)
  }
  return [...out]
}

/** VP `p` has already promised to combat abilities announced this combat. */
export function promisedVp(state: HkkState, p: Player): number {
  let n = 0
  for (const u of state.combat?.announced ?? []) {
    const a = defOf(state, u.creature).abilities[u.ability]
    if (u.by === p && a?.trigger === 'combat') n += a.cost.vp ?? 0
  }
  return n
}

/** The combat (+) abilities `p` could announce now (35.3), as [creature, index]. */
export function usableCombatAbilities(state: HkkState, p: Player): [SlotId, number][] {
  const out: [SlotId, number][] = []
  const announced = new Set((state.combat?.announced ?? []).map((u) => u.creature))
  const left = state.players[p].vp - promisedVp(state, p)
  for (const slot of fighters(state)) {
    const perm = state.perms[slot]
    if (!perm || perm.controller !== p || announced.has(slot)) continue
    defOf(state, slot).abilities.forEach((a, i) => {
      if (a.trigger !== 'combat') return
      if ((a.cost.vp ?? 0) > left || (a.cost.passivize && !perm.active)) return
      out.push([slot, i])
    })
  }
  return out
}

/** `p`'s manual (text-only) cards in play, by slot; never tokens (a token has no text). */
export function manualCards(state: HkkState, p: Player): SlotId[] {
  return Object.keys(state.perms).filter((s) => {
    const perm = state.perms[s]!
    return perm.controller === p && !perm.token && state.defs[perm.def]?.manual !== undefined
  })
}
