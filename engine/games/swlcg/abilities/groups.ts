/**
 * Groups of players and what an ability could do for them, judged on public facts (no response window is involved,
 * so the code deciding whether an ability may be used can read this): the players of "each friendly player" in turn,
 * and whether an effect would do nothing now.
 */
import { clockwiseFrom, friendly, sideObjectives, zones } from '../queries'
import { zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import type { Player, SwlcgState } from '../types'
import { candidates, targetSpec, targetsOf } from './choices'
import type { AbilityContext } from './filters'
import type { Effect, PlayerGroup } from './vocabulary'

/** The players of a group seen from `you`, in turn clockwise from the active player. */
export function groupPlayers(state: SwlcgState, group: PlayerGroup, you: Player): Player[] {
  const active = state.turn.active
  return [active, ...clockwiseFrom(state, active)].filter(
    (p) => friendly(p, you) && (group === 'friendly' || p !== you),
  )
}

/** The dark side objectives in play (where captured cards are held). */
export function darkObjectives(state: SwlcgState): SlotId[] {
  return sideObjectives(state, 'dark').filter((slot) => Object.hasOwn(state.table, slot))
}

/**
 * Whether an effect can do nothing now, judged before asking anyone (a `may` with only such effects is not asked):
 * it names no player, no card to choose, nothing to take back or to move.
 */
export function futile(state: SwlcgState, effect: Effect, ctx: AbilityContext): boolean {
  const none = (t: ReturnType<typeof targetsOf>[number]) =>
    'choose' in t && candidates(state, targetSpec(t), ctx).length === 0
  if (targetsOf(effect).some(none)) return true
  if (effect.do === 'take-control' && effect.to) return groupPlayers(state, effect.to, ctx.side).length === 0
  if (effect.do === 'may') return effect.effects.every((e) => futile(state, e, ctx))
  if (effect.do === 'each-player') {
    const players = groupPlayers(state, effect.who, ctx.side)
    return players.every((side) => effect.effects.every((e) => futile(state, e, { ...ctx, side })))
  }
  if (effect.do === 'recover' && effect.from === 'top')
    return zoneSlots(state.cards, zones.discard(ctx.side)).length === 0
  if (effect.do === 'move-captive') {
    const dark = darkObjectives(state)
    return !Object.keys(state.captives).some((o) => dark.includes(o) && dark.some((d) => d !== o))
  }
  return false
}

/**
 * Whether an ability's effects may be used now beyond their card choices: an ability that hands something to a
 * group of players needs a player in it ("give control to another friendly player, and if you do …"), and one whose
 * every effect can do nothing is not offered.
 */
export function effectsUsable(state: SwlcgState, effects: readonly Effect[], ctx: AbilityContext): boolean {
  if (effects.some((e) => e.do === 'take-control' && e.to !== undefined && futile(state, e, ctx))) return false
  return !effects.every((e) => futile(state, e, ctx))
}
