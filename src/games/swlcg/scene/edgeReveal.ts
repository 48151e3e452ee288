/**
 * The edge battle as the table shows it once both stacks are turned over: the engine reveals both stacks at once,
 * resolves the fate cards and discards the stacks within one fold, so the cards each side placed, the fates that
 * resolved and the Force each side counted are read back from the game's events, and stay on show until the
 * engagement ends (or a fate restarts the edge battle). Pure.
 */
import type { SlotId } from '../../../../engine/core/hidden'
import type { EngineEvent } from '../../../../engine/core/types'
import { sideOfPlayer } from '../../../../engine/games/swlcg'
import type { Side, SwlcgView } from '../../../../engine/games/swlcg'

/** The last edge battle of the engagement under way, as revealed. */
export interface EdgeReveal {
  /** The cards of each side's stack, in the order they were placed. */
  stacks: Record<Side, SlotId[]>
  /** The fate cards resolved so far, in order. */
  fates: SlotId[]
  /** The Force each side counted and the side that won the edge; null while fates are still resolving. */
  result: { force: Record<Side, number>; winner: Side } | null
}

const slotList = (value: unknown): SlotId[] =>
  Array.isArray(value) ? value.filter((s): s is SlotId => typeof s === 'string') : []

/**
 * The edge battle of the engagement under way, from the newest events back: null when there is no engagement, no
 * stack has been revealed in it yet, or a fate restarted the battle since.
 */
export function edgeReveal(view: SwlcgView, events: readonly EngineEvent[]): EdgeReveal | null {
  if (!view.engagement) return null
  let won: EngineEvent | null = null
  const fates: SlotId[] = []
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!
    const data = (event.data ?? {}) as Record<string, unknown>
    if (event.type === 'engaged' || event.type === 'edge-restarted') return null
    if (event.type === 'edge-won') won = event
    if (event.type === 'fate-resolved' && typeof data.slot === 'string') fates.unshift(data.slot)
    if (event.type !== 'edge-revealed') continue
    const stacks = { light: slotList(data.light), dark: slotList(data.dark) }
    return { stacks, fates: [...new Set(fates)], result: won ? edgeResult(view, won) : null }
  }
  return null
}

/** Each side's Force from an `edge-won` event (which counts attacker and defender) and its winner. */
function edgeResult(view: SwlcgView, won: EngineEvent): EdgeReveal['result'] {
  const data = (won.data ?? {}) as { side?: unknown; attacker?: unknown; defender?: unknown }
  // The winner is a player (in 2v2 one of a side's two); the fan shows it by side.
  const players: readonly unknown[] = view.players
  if (!players.includes(data.side)) return null
  const attacker = sideOfPlayer(view.turn.active)
  const count = (n: unknown) => (typeof n === 'number' ? n : 0)
  const force = {
    light: count(attacker === 'light' ? data.attacker : data.defender),
    dark: count(attacker === 'dark' ? data.attacker : data.defender),
  }
  return { force, winner: sideOfPlayer(data.side as (typeof view.players)[number]) }
}
