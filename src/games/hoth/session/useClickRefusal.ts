/**
 * The answer to a click that does nothing (an unhighlighted hex, an enemy unit while ordering, a card out of
 * turn): the engine's reason for the action the click stood for, or a hint, shown in the turn bar until the game
 * moves on or the player acts. Nothing is sent: the engine judges the action on this page's folded state, with
 * the same words every peer would use if it were sent.
 */
import { useCallback, useState } from 'react'
import type { LocalizedText } from '../../../../engine/core/types'
import type { HothAction } from '../../../../engine/games/hoth'
import type { RefusedClick } from './clickRefusal'

/** The current notice, and the callbacks that set and clear it. */
export interface ClickRefusal {
  notice: LocalizedText | null
  /** A board click refused (see clickRefusal.ts). */
  refuseClick(refused: RefusedClick): void
  /** Any other control's action that is not legal now (a card that cannot be played). */
  refuseAction(action: HothAction): void
  clear(): void
}

/**
 * `explain` asks the engine why an action cannot be made now (null: it could); `position` names the game's
 * state (its hash), so a notice about an earlier position is not shown.
 */
export function useClickRefusal(explain: (action: HothAction) => LocalizedText | null, position: string): ClickRefusal {
  const [notice, setNotice] = useState<{ text: LocalizedText; position: string } | null>(null)
  const show = useCallback((text: LocalizedText | null) => setNotice(text ? { text, position } : null), [position])
  const refuseAction = useCallback((action: HothAction) => show(explain(action)), [explain, show])
  const refuseClick = useCallback(
    (refused: RefusedClick) => ('reason' in refused ? show(refused.reason) : refuseAction(refused.attempt)),
    [show, refuseAction],
  )
  const clear = useCallback(() => setNotice(null), [])
  return { notice: notice && notice.position === position ? notice.text : null, refuseClick, refuseAction, clear }
}
