/**
 * What a strike does with its icons (rulebook "Csapás"): the icons a striking unit has now (printed, edge-enabled
 * for the side holding the edge, gained), who its unit damage may go to, and — once its "after focused to strike"
 * reactions are done — the damage and focus it places through the queue.
 */
import type { SlotId } from '../../core/hidden'
import { gainedIcons, hasKeywordNow } from './abilities/modifiers'
import { enqueue, type Queued } from './pending'
import { inPlayFacts, opponent, participants, unitsOf } from './queries'
import type { IconType, SwlcgState } from './types'

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
    if (type === 'tactics')
      for (const t of plan.tactics) placements.push({ ...base, kind: 'focus', card: t.card, amount: t.amount })
    if (type === 'blast' && icons.blast > 0)
      placements.push({ ...base, kind: 'damage', card: e.objective, amount: icons.blast })
  }
  enqueue(draft, placements)
}

/** Units a strike's unit damage may go to: participating enemies, or any enemy unit for an attacker with Targeted Strike. */
export function unitDamageTargets(state: SwlcgState, unit: SlotId): SlotId[] {
  const side = state.table[unit]!.controller
  const enemy = opponent(side)
  const targeted = state.turn.active === side && hasKeywordNow(state, unit, 'targetedStrike')
  return targeted ? unitsOf(state, enemy) : participants(state, enemy)
}
