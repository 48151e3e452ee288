/**
 * Auto-pass: a player may let the table pass for them in kinds of windows they rarely act in. The pass is sent after
 * a fixed delay whether or not the hand holds an answer, so how fast a window closes never tells the other player
 * what the hand holds; every pass is still a signed log entry like a clicked one. The choice is this browser's
 * (localStorage); the engine and the other peers see only the passes.
 */
import { sideOfPlayer } from '../../../../engine/games/swlcg'
import type { Player, SwlcgAction, SwlcgView } from '../../../../engine/games/swlcg'

/** The kinds of windows a player may auto-pass. */
export type AutoPassKind = 'responses' | 'phases' | 'opponent-turn'

/** Every kind, in the order the settings list them. */
export const AUTO_PASS_KINDS: readonly AutoPassKind[] = ['responses', 'phases', 'opponent-turn']

/** How long an automatic pass waits (ms): the same every time, whatever the hand holds. */
export const AUTO_PASS_DELAY_MS = 1500

/** Action windows of the refresh, draw and Force phases. */
const PHASE_WINDOWS = new Set(['refresh-window', 'draw-window', 'force-window'])
/** Action windows of the conflict phase, where the player not in turn may act. */
const CONFLICT_WINDOWS = new Set([
  'conflict-window',
  'attackers-window',
  'defenders-window',
  'edge-window',
  'strike-window',
])

/** The kind of window `view` stands in for the seat playing `side`, or null when no auto-pass applies. */
export function windowKind(view: SwlcgView, side: Player): AutoPassKind | null {
  if (view.prompt || view.result) return null
  if (view.windows.length > 0) return view.windows[view.windows.length - 1]!.priority === side ? 'responses' : null
  if (view.turn.priority !== side) return null
  if (PHASE_WINDOWS.has(view.turn.step)) return 'phases'
  // The other side's turn (in 2v2 a teammate's segment is still this side's turn).
  if (CONFLICT_WINDOWS.has(view.turn.step) && sideOfPlayer(view.turn.active) !== sideOfPlayer(side))
    return 'opponent-turn'
  return null
}

/** The pass to send for the seat playing `side` now under `kinds`, or null. */
export function autoPass(
  view: SwlcgView,
  side: Player,
  legal: readonly SwlcgAction[],
  kinds: ReadonlySet<AutoPassKind>,
): SwlcgAction | null {
  const kind = windowKind(view, side)
  if (!kind || !kinds.has(kind)) return null
  return legal.find((a) => a.type === 'pass') ?? null
}

const KEY = 'holotable:swlcg-auto-pass'

/** The kinds this browser auto-passes (none by default). */
export function loadAutoPass(): Set<AutoPassKind> {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return new Set(Array.isArray(saved) ? AUTO_PASS_KINDS.filter((k) => saved.includes(k)) : [])
  } catch {
    return new Set()
  }
}

/** Remembers the kinds this browser auto-passes. */
export function saveAutoPass(kinds: ReadonlySet<AutoPassKind>): void {
  localStorage.setItem(KEY, JSON.stringify([...kinds]))
}
