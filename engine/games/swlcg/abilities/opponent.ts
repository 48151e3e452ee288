/**
 * "An opponent" and "your opponent" in 2v2: one player of the other team, whom the player who set the effect off
 * picks [B:352-355]. The pick is asked once per ability, the first time one of its effects names that opponent, and
 * is kept in the ability's frame (`ctx.opponent`) so every later effect of it means the same player. In 1v1 there is
 * only one opponent and nothing is asked.
 */
import { enemiesOf } from '../queries'
import type { PendingAbility, SwlcgState } from '../types'
import { targetsOf } from './choices'
import { pickPlayer, WAITING } from './team'
import type { Effect } from './vocabulary'

/** Whether `effect` names one opponent: their hand, deck or cards, or a choice they make. */
export function namesOneOpponent(effect: Effect): boolean {
  switch (effect.do) {
    case 'discard-hand':
    case 'sacrifice':
    case 'examine-top':
      return effect.whose === 'opponent'
    case 'look-at-hand':
    case 'capture-from-hand':
      return true
    default:
      return targetsOf(effect).some((target) => 'choose' in target && target.chooser === 'opponent')
  }
}

/**
 * Makes sure the pending ability knows which opponent "your opponent" is before `effect` resolves: picked by the
 * player the effect speaks to (a `choose` prompt over the opponents' affiliation cards). WAITING while it is open.
 */
export function settleOpponent(draft: SwlcgState, effect: Effect): typeof WAITING | null {
  const a: PendingAbility = draft.ability!
  if (a.ctx.opponent !== undefined || !namesOneOpponent(effect)) return null
  const picked = pickPlayer(draft, a, enemiesOf(draft, a.ctx.side), a.ctx.side)
  if (picked === WAITING) return WAITING
  const now = draft.ability!
  if (picked !== null) draft.ability = { ...now, ctx: { ...now.ctx, opponent: picked } }
  return null
}
