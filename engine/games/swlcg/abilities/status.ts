/**
 * How much of a card's rules the engine plays: every constant modifier is read (./modifiers.ts), actions whose
 * effects the interpreter resolves are usable (./activate.ts), and so are reactions and interrupts (of cards in play
 * and in the hand) at the points the flow has (./triggers.ts), fate effects and the named hooks it knows
 * (./support.ts). Every Core Set card is played in full (the data test holds it); a future card using something
 * new is refused when used rather than resolved halfway.
 */
import { rulesOf } from '../data/rules'
import { STANDING_HOOKS_PLAYED, resolvable } from './support'
import { reduceCostOf } from './discount'
import { playedResponse } from './triggers'
import type { Ability } from './vocabulary'

/** Whether the engine plays this ability today. */
export function abilityPlayed(ability: Ability): boolean {
  if (ability.kind === 'constant') return true
  if (ability.kind === 'hook') return STANDING_HOOKS_PLAYED.has(ability.name)
  // A cost-lowering interrupt is used inside the `play` action (./discount.ts).
  if (reduceCostOf(ability)) return true
  if (ability.kind === 'reaction' || ability.kind === 'interrupt') return playedResponse(ability)
  if (ability.kind === 'fate') return resolvable(ability.effects)
  if (ability.kind === 'action')
    return (
      resolvable(ability.effects) &&
      (ability.cost ?? []).every((c) => !('discard' in c) || typeof c.discard === 'number')
    )
  return false
}

/** The indexes of the card's abilities the engine does not play yet (empty: the card is fully automated). */
export function unplayedAbilities(id: string): number[] {
  return rulesOf(id).flatMap((ability, i) => (abilityPlayed(ability) ? [] : [i]))
}
