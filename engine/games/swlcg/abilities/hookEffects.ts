/**
 * The one-off hooks used as effects (`{ do: 'hook', name }`), each in its own few lines: Twist of Fate restarting the
 * edge battle, The Secret of Yavin 4 taking an engagement, Wookiee Navigator's second engagement, Human Replica
 * Droid joining from the hand, and the hooks that ask or draw as they resolve (./picks.ts, ./examine.ts).
 */
import { zoneOf } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { zones } from '../queries'
import type { PendingAbility, SwlcgState } from '../types'
import { searchObjectiveDeck } from './examine'
import { destroyLowestCost, keepThreeUnits, putIntoPlay } from './picks'
import type { HookName } from './vocabulary'

/** Runs the hook `name` for the pending ability `a`; false while a prompt it asked waits for its answer. */
export function runHook(draft: SwlcgState, name: HookName, a: PendingAbility, events: EngineEvent[]): boolean {
  const e = draft.engagement
  if (name === 'destroy-lowest-cost') return destroyLowestCost(draft, a)
  if (name === 'keep-three-units') return keepThreeUnits(draft)
  if (name === 'search-objective-deck') return searchObjectiveDeck(draft, a, events)
  if (name === 'restart-edge-battle') {
    // The other fates just revealed are cancelled; the flow starts a new edge battle once this fate is done.
    draft.fates = []
    draft.ability = { ...draft.ability!, then: 'restart-edge-battle' }
    events.push({ type: 'edge-battle-cancelled', data: { by: a.ctx.source } })
  } else if (name === 'redirect-engagement' && e) {
    // The Secret of Yavin 4 is engaged in place of the objective the attacker named.
    draft.turn.engaged = [...draft.turn.engaged.filter((o) => o !== e.objective), a.ctx.source]
    draft.engagement = { ...e, objective: a.ctx.source }
    events.push({ type: 'engagement-redirected', data: { from: e.objective, to: a.ctx.source } })
  } else if (name === 'join-from-hand' && e && zoneOf(draft.cards, a.ctx.source) === zones.hand(a.ctx.side)) {
    // Human Replica Droid puts itself into play from the hand, taking part in the engagement.
    putIntoPlay(draft, a.ctx.source, a.ctx.side, true, events)
  } else if (name === 'engage-again' && e) {
    // Wookiee Navigator: the objective may be engaged once more this phase.
    draft.turn.engaged = draft.turn.engaged.filter((o) => o !== e.objective)
    events.push({ type: 'may-engage-again', data: { objective: e.objective } })
  }
  return true
}
