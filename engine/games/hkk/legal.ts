/**
 * Legal actions for a seat: every simple action, every hand card with a sample of targets (each choice of its first
 * target, X = 0 and the most affordable X), abilities, exchange moves, and a sample of attack plans — each attacker
 * alone on each legal target, plus one full break-through plan (the space of plans is combinatorial).
 */
import type { SlotId } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import { abilityBlock, usableCombatAbilities } from './abilities'
import { actingPlayer } from './apply'
import { attackProblem } from './combat'
import { costOf } from './cost'
import { checkPlay, handOf, playMoment, timingFits } from './play'
import { buildings, creatures, defOf, other, playerAt } from './queries'
import { firstTargets, legalTargets, playTargets } from './targets'
import { manualActions, manualUses } from './manual'
import { look } from '../../core/hidden'
import { defIdOf, seatOf } from './queries'
import type { Attack, HkkAction, HkkState, Player } from './types'

/** Sample attack plans for `p` (each legal). */
export function attackPlans(state: HkkState, p: Player): Attack[][] {
  const mine = creatures(state, p, 'guard').filter((s) => state.perms[s]!.active)
  const opp = other(p)
  const guard = creatures(state, opp, 'guard')
  const open: (SlotId | 'player')[] = ['player', ...buildings(state, opp)]
  const plans: Attack[][] = []
  for (const a of mine) {
    for (const t of guard.length > 0 ? guard : open) plans.push([{ attacker: a, target: t }])
  }
  if (guard.length > 0 && mine.length > guard.length) {
    const plan = guard.map((t, i) => ({ attacker: mine[i]!, target: t as SlotId | 'player' }))
    for (const a of mine.slice(guard.length)) plan.push({ attacker: a, target: 'player' })
    plans.push(plan)
  }
  return plans.filter((plan) => attackProblem(state, p, plan) === null)
}

/** Play-card actions for `p`'s hand (sampled targets and X). */
function plays(state: HkkState, p: Player): HkkAction[] {
  const out: HkkAction[] = []
  for (const slot of handOf(state, p)) {
    const card = look(state.cards, slot, seatOf(state, p))
    const def = card === null ? undefined : state.defs[defIdOf(card)]
    if (!def || !timingFits(def.timing, playMoment(state, p))) continue
    const specs = playTargets(def)
    const firsts = specs.length === 0 ? 1 : Math.max(1, legalTargets(state, p, specs[0]!.spec).length)
    const xs = def.cost === 'X' ? [0, Math.max(0, state.players[p].vp - costOf(state, p, def, 0).total)] : [null]
    const seen = new Set<string>()
    for (let i = 0; i < Math.min(firsts, 6); i++) {
      const targets = firstTargets(state, p, specs, i)
      if (!targets) break
      for (const x of [...new Set(xs)]) {
        if (!checkPlay(state, p, slot, targets, x).ok) continue
        const payload = { slot, targets, ...(x === null ? {} : { x }) }
        const key = JSON.stringify(payload)
        if (!seen.has(key)) out.push({ type: 'play-card', payload })
        seen.add(key)
      }
    }
  }
  return out
}

/** Activated abilities `p` may use now. */
function activations(state: HkkState, p: Player): HkkAction[] {
  const out: HkkAction[] = []
  const moment = playMoment(state, p)
  for (const [slot, perm] of Object.entries(state.perms)) {
    if (perm.controller !== p) continue
    defOf(state, slot).abilities.forEach((a, i) => {
      if (a.trigger !== 'activated' || abilityBlock(state, p, slot, i) !== null) return
      if (!timingFits(a.timing, moment) || (a.timing === 'reaction' && moment !== 'reaction')) return
      const targets = firstTargets(
        state,
        p,
        (a.targets ?? []).map((spec) => ({ spec, optional: false })),
      )
      if (targets) out.push({ type: 'activate', payload: { source: slot, ability: i, targets } })
    })
  }
  return out
}

/** Legal actions for `seat` now. */
export function legalHkkActions(state: HkkState, seat: SeatId): HkkAction[] {
  const p = playerAt(state, seat)
  if (p === null || state.result) return []
  const out: HkkAction[] = []
  const t = state.turn
  if (state.pending) {
    if (state.pending.by !== p) return [{ type: 'concede' }]
    if (state.pending.kind === 'roll') return [{ type: 'roll' }, { type: 'concede' }]
    if (state.pending.kind === 'manual' || state.pending.kind === 'acknowledge')
      return [...manualActions(state, p), { type: 'concede' }]
    const defender = state.pending.defender
    for (const a of state.combat?.attacks ?? []) {
      if (a.target === defender) out.push({ type: 'strike-back', payload: { defender, attacker: a.attacker } })
    }
    return [...out, { type: 'concede' }]
  }
  if (state.announced) {
    if (state.announced.by !== p) return [{ type: 'concede' }]
    const card = look(state.cards, state.announced.slot, null)
    const def = card === null ? undefined : state.defs[defIdOf(card)]
    const affordable = def !== undefined && costOf(state, p, def, state.announced.x).total <= state.players[p].vp
    return [...(affordable ? [{ type: 'pay' as const }] : []), { type: 'withdraw' }, { type: 'concede' }]
  }
  if (t.stage === 'roll-off') return [{ type: 'roll-off' }, { type: 'concede' }]
  if (t.stage === 'mulligan' || t.stage === 'start-choice') {
    if (t.priority !== p) return [{ type: 'concede' }]
    if (t.stage === 'start-choice')
      return [
        { type: 'choose-start', payload: { start: true } },
        { type: 'choose-start', payload: { start: false } },
        { type: 'concede' },
      ]
    return [
      { type: 'keep' },
      ...(state.players[p].mulliganed ? [] : [{ type: 'mulligan' as const }]),
      { type: 'concede' },
    ]
  }
  if (actingPlayer(state) !== p) return [{ type: 'concede' }]
  out.push({ type: 'pass' })
  if (!state.window && p === t.active && !t.passedTurn && !['prep', 'draw', 'end'].includes(t.stage))
    out.push({ type: 'pass-turn' })
  const cards = plays(state, p)
  // Announcing (then paying or withdrawing, 23.1) is listed for the first playable card only: a sample.
  const first = cards[0]
  out.push(
    ...cards,
    ...(first ? [{ type: 'announce' as const, payload: first.payload }] : []),
    ...activations(state, p),
    ...manualUses(state, p),
  )
  if (!state.window && t.stage === 'exchange' && p === t.active) {
    for (const s of creatures(state, p, 'reserve'))
      if (state.perms[s]!.active) out.push({ type: 'move-creature', payload: { creature: s, to: 'guard' } })
    for (const s of creatures(state, p, 'guard'))
      out.push({ type: 'move-creature', payload: { creature: s, to: 'reserve' } })
    if (state.rules.guardCapacity !== null && creatures(state, p, 'guard').length >= state.rules.guardCapacity) {
      return out
        .filter((a) => a.type !== 'move-creature' || (a.payload as { to: string }).to === 'reserve')
        .concat({ type: 'concede' })
    }
  }
  if (!state.window && t.stage === 'declare' && p === t.active && !t.declared && !t.passedTurn) {
    for (const attacks of attackPlans(state, p)) out.push({ type: 'declare-attacks', payload: { attacks } })
  }
  if (!state.window && t.stage === 'abilities') {
    for (const [creature, ability] of usableCombatAbilities(state, p))
      out.push({ type: 'combat-ability', payload: { creature, ability } })
  }
  out.push({ type: 'concede' })
  return out
}
