/**
 * What a strike does with its icons (rulebook "Csapás"): the icons a striking unit has now (printed, edge-enabled
 * for the side holding the edge, gained), who its unit damage may go to, and — once its "after focused to strike"
 * reactions are done — the damage and focus it places through the queue.
 */
import type { SlotId } from '../../core/hidden'
import { hasHook } from './abilities/hooks'
import { gainedIcons, hasKeywordNow } from './abilities/modifiers'
import { enqueue, type Queued } from './pending'
import { attachmentsOf, enemyUnits, inPlayFacts, otherEngaged, participants } from './queries'
import type { CardAmount, IconType, SwlcgState } from './types'

/**
 * A striking unit's icons: normal ones, plus edge-enabled ones when its side has the edge, plus those cards grant it;
 * blast only when attacking.
 */
export function strikeIcons(state: SwlcgState, unit: SlotId): Record<IconType, number> {
  const facts = inPlayFacts(state, unit)
  const side = state.table[unit]!.controller
  const withEdge = state.engagement?.edge === side
  const n = facts.combatIcons
  const e = withEdge ? facts.edgeIcons : null
  const sum = (k: 'unitDamage' | 'blastDamage' | 'tactics') => (n?.[k] ?? 0) + (e?.[k] ?? 0)
  const gained = gainedIcons(state, unit)
  const attacking = state.turn.active === side
  return {
    unit: sum('unitDamage') + gained.unit,
    tactics: sum('tactics') + gained.tactics,
    blast: attacking ? sum('blastDamage') + gained.blast : 0,
  }
}

/**
 * The strike's icons, counted now (after its "focused to strike" reactions), become placements in the queue: unit
 * damage on the target the strike named, tactics as it spread them, blast on the engaged objective, in its order.
 */
export function strikeDamage(draft: SwlcgState): void {
  const e = draft.engagement!
  const unit = e.struck!
  const plan = e.plan!
  draft.engagement = { ...e, plan: null }
  if (!Object.hasOwn(draft.table, unit)) return
  const icons = strikeIcons(draft, unit)
  const side = draft.table[unit]!.controller
  const placements: Queued[] = []
  const base = { by: side, from: unit, source: 'strike' as const, stage: 'protect' as const }
  for (const type of plan.order) {
    if (type === 'unit' && plan.target !== null && icons.unit > 0)
      placements.push({ ...base, kind: 'damage', card: plan.target, amount: icons.unit })
    if (type === 'unit')
      for (const s of splitNow(plan.split, icons.unit)) placements.push({ ...base, kind: 'damage', ...s })
    if (type === 'tactics')
      for (const t of plan.tactics) placements.push({ ...base, kind: 'focus', card: t.card, amount: t.amount })
    if (type === 'blast' && icons.blast > 0)
      placements.push({ ...base, kind: 'damage', card: e.objective, amount: icons.blast })
  }
  enqueue(draft, placements)
}

/**
 * A split of unit damage, named when the strike was declared, fitted to the unit damage counted now (a reaction may
 * have changed it since): more goes to the first target named, less comes off the last ones first.
 */
function splitNow(split: readonly CardAmount[], total: number): CardAmount[] {
  const named = split.reduce((n, s) => n + s.amount, 0)
  const out = split.map((s, i) => ({ ...s, amount: s.amount + (i === 0 ? Math.max(0, total - named) : 0) }))
  let excess = Math.max(0, named - total)
  for (let i = out.length - 1; i >= 0 && excess > 0; i--) {
    const cut = Math.min(excess, out[i]!.amount)
    out[i] = { ...out[i]!, amount: out[i]!.amount - cut }
    excess -= cut
  }
  return out.filter((s) => s.amount > 0)
}

/** Whether the unit may split its unit damage among enemies (an attached Shii-Cho Training: hook split-unit-damage). */
export function splitsUnitDamage(state: SwlcgState, unit: SlotId): boolean {
  return attachmentsOf(state, unit).some((slot) => hasHook(state.table[slot]!.card, 'split-unit-damage'))
}

/** Every way to share `total` unit damage among two or more of `targets` (each named one takes at least 1). */
export function unitDamageSplits(targets: readonly SlotId[], total: number): CardAmount[][] {
  const out: CardAmount[][] = []
  const walk = (i: number, left: number, acc: CardAmount[]) => {
    if (left === 0) {
      if (acc.length >= 2) out.push(acc)
      return
    }
    if (i === targets.length) return
    for (let n = left; n >= 1; n--) walk(i + 1, left - n, [...acc, { card: targets[i]!, amount: n }])
    walk(i + 1, left, acc)
  }
  walk(0, total, [])
  return out
}

/** Units a strike's unit damage may go to: participating enemies, or any enemy unit for an attacker with Targeted Strike. */
export function unitDamageTargets(state: SwlcgState, unit: SlotId): SlotId[] {
  const side = state.table[unit]!.controller
  const targeted = state.turn.active === side && hasKeywordNow(state, unit, 'targetedStrike')
  return targeted ? enemyUnits(state, side) : participants(state, otherEngaged(state, side))
}
