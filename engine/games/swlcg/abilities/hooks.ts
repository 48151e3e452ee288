/**
 * Standing one-off rules of cards (abilities of kind `hook`): which are in force now. Each hook's effect lives where
 * the rule it changes is played (the edge battle, fate resolution …); this says whether a card holding it counts.
 */
import { rulesOf } from '../data/rules'
import { participants } from '../queries'
import type { Player, SwlcgState } from '../types'
import type { HookName } from './vocabulary'

/** Whether the card `id` holds the standing hook `name`. */
export function hasHook(id: string, name: HookName): boolean {
  return rulesOf(id).some((a) => a.kind === 'hook' && a.name === name)
}

/** Whether a unit of `side` taking part in the engagement holds the standing hook `name`. */
export function participatingHook(state: SwlcgState, side: Player, name: HookName): boolean {
  return participants(state, side).some((slot) => hasHook(state.table[slot]!.card, name))
}
