/**
 * The turn as a stage machine with priority (29–41). Each stage opens with the active player's priority; a pass
 * hands priority over, any other action clears the passes, and two passes in a row end the stage. A seat that, on
 * public facts, cannot act passes at once (rules.autoPassPublic), so empty stages cost nobody a click — and the
 * judgement never reads a hand, only its size and the deck list both players saw. Stage automatics: PREP (magic
 * points, all own cards active), DRAW, END (end-of-turn abilities, heal, expiry).
 */
import type { EngineEvent } from '../../core/types'
import { fighters, manualCards, usableAbilities, usableCombatAbilities } from './abilities'
import { creatures, defOf, handCount, other } from './queries'
import { staticRegen } from './stats'
import { drawCards } from './table'
import { resolveCombatAbilities, resolveStrikes } from './combat'
import type { EffectCtx, HkkState, Player, Stage } from './types'

/** The stages of a turn in order. */
export const TURN_STAGES: readonly Stage[] = [
  'prep',
  'draw',
  'main-1',
  'exchange',
  'declare',
  'abilities',
  'strike',
  'main-2',
  'healing',
  'end',
]

/**
 * Whether `p` may, on public facts, play an immediate card or use an immediate ability now. A manual card in play
 * always may be used (its text is not read), so its controller is always asked.
 */
export function mayAnswer(state: HkkState, p: Player, reaction = false): boolean {
  if (handCount(state, p) > 0 && state.answerable[p]) return true
  if (manualCards(state, p).length > 0) return true
  return usableAbilities(state, p, reaction ? ['immediate', 'reaction'] : ['immediate']).length > 0
}

/** Whether `p` might act in the current stage (public facts only). Stages without actions are closed. */
export function canAct(state: HkkState, p: Player): boolean {
  const t = state.turn
  const stage = t.stage
  if (!state.rules.autoPassPublic) return true
  const active = p === t.active && !t.passedTurn
  switch (stage) {
    case 'main-1':
    case 'main-2':
      return active || mayAnswer(state, p)
    case 'exchange':
      // 32.2: no card play in the exchange; only the active player's moves.
      return (
        active &&
        (creatures(state, p, 'guard').length > 0 || creatures(state, p, 'reserve').some((s) => state.perms[s]!.active))
      )
    case 'declare':
      return (
        (active && !t.declared && creatures(state, p, 'guard').some((s) => state.perms[s]!.active)) ||
        mayAnswer(state, p)
      )
    case 'abilities':
      return usableCombatAbilities(state, p).length > 0 || mayAnswer(state, p)
    case 'strike':
    case 'healing':
    case 'end':
      return mayAnswer(state, p)
    default:
      return false
  }
}

/** Whether a stage is skipped outright: combat sub-stages without a combat. */
const skipped = (state: HkkState, stage: Stage): boolean =>
  (stage === 'abilities' || stage === 'strike') &&
  (!state.combat || fighters(state).length + state.combat.attacks.length === 0)

/** 29.3: min(n, 5) magic points in the n-th turn, +1 for every second creature in the reserve, + statics. */
export function regeneration(state: HkkState, p: Player): number {
  const n = state.players[p].turns
  const reserve = creatures(state, p, 'reserve').length
  return Math.min(n, 5) + Math.floor(reserve / 2) + staticRegen(state, p) + state.players[p].regenBonus
}

/** Enters `stage` and runs what happens at its start. */
export function enterStage(d: HkkState, stage: Stage, ev: EngineEvent[]): void {
  const t = d.turn
  t.stage = stage
  t.priority = t.active
  t.passes = 0
  ev.push({ type: 'stage', data: { stage, active: t.active, turn: t.number } })
  const p = t.active
  if (stage === 'prep') {
    const me = d.players[p]
    me.turns += 1
    const gain = regeneration(d, p)
    me.vp = (d.rules.vpCarryOver ? me.vp : 0) + gain
    ev.push({ type: 'regenerate', data: { player: p, n: gain } })
    // 29.5: all the active player's passive cards turn active.
    for (const perm of Object.values(d.perms)) if (perm.controller === p) perm.active = true
  } else if (stage === 'draw') {
    drawCards(d, p, 1, ev)
  } else if (stage === 'main-2') {
    d.combat = null
  } else if (stage === 'end') {
    // 41.1/41.2: end-of-turn abilities of the active player's cards (optional ones used when assumed, 21.7.3).
    for (const [slot, perm] of Object.entries(d.perms)) {
      if (perm.controller !== p || perm.token) continue
      for (const a of defOf(d, slot).abilities) {
        if (a.trigger !== 'end-of-turn' || (a.optional && !d.rules.optionalBenefitsAssumed)) continue
        const ctx: EffectCtx = { source: slot, controller: p, targets: [], x: 0, reactsTo: null }
        for (const effect of a.effects) d.queue.push({ do: 'effect', effect, ctx })
      }
    }
  }
}

/** What happens as a stage ends; then the next stage (or the next turn) begins. */
export function leaveStage(d: HkkState, ev: EngineEvent[]): void {
  const stage = d.turn.stage
  // 35.4: the announced combat abilities are paid and resolve together as their sub-phase ends.
  if (stage === 'abilities') resolveCombatAbilities(d)
  if (stage === 'end') {
    endTurn(d, ev)
    return
  }
  let i = TURN_STAGES.indexOf(stage) + 1
  while (skipped(d, TURN_STAGES[i]!)) i++
  enterStage(d, TURN_STAGES[i]!, ev)
}

/** END-3 and END-4 (41.3, 41.4), then the other player's turn begins. */
export function endTurn(d: HkkState, ev: EngineEvent[]): void {
  // 41.3: damaged creatures and buildings back to max; the player's Ép is not restored.
  for (const perm of Object.values(d.perms)) {
    perm.damage = 0
    perm.temp = { damage: 0, ep: 0, sp: 0 }
    perm.used = []
  }
  for (const p of ['p1', 'p2'] as const) d.players[p].costMod = 0
  d.combat = null
  const t = d.turn
  t.number += 1
  t.active = other(t.active)
  t.passedTurn = false
  t.declared = false
  t.struck = false
  t.cut = false
  ev.push({ type: 'turn', data: { active: t.active, turn: t.number } })
  enterStage(d, 'prep', ev)
}

/** A pass by the player with priority in the stage. */
export function stagePass(d: HkkState): void {
  d.turn.passes += 1
  d.turn.priority = other(d.turn.priority)
}

/** Moves the stage on as far as nobody needs to act: auto-passes for seats that cannot act, ends stages. */
export function advance(d: HkkState, ev: EngineEvent[]): boolean {
  const t = d.turn
  if (t.passes >= 2 && t.stage === 'strike' && !t.struck) {
    // 36: the strikes are dealt while the combat still stands, so deaths and life-saving see it (36.6–36.7).
    t.struck = true
    resolveStrikes(d, ev)
    return true
  }
  if (t.passes >= 2) {
    leaveStage(d, ev)
    return true
  }
  if (!canAct(d, t.priority)) {
    stagePass(d)
    return true
  }
  return false
}
