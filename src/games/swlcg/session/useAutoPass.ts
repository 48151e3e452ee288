/** Sends this seat's automatic passes (autoPass.ts) after the fixed delay, and keeps the player's choice. */
import { useCallback, useEffect, useState } from 'react'
import type { Player, SwlcgAction, SwlcgView } from '../../../../engine/games/swlcg'
import { AUTO_PASS_DELAY_MS, autoPass, loadAutoPass, saveAutoPass } from './autoPass'
import type { AutoPassKind } from './autoPass'

/** The kinds this browser auto-passes, a toggle for each, and the timer that passes for it. */
export function useAutoPass(
  view: SwlcgView | null,
  side: Player | null,
  legal: readonly SwlcgAction[],
  dispatch: (action: SwlcgAction) => void,
): { kinds: ReadonlySet<AutoPassKind>; toggle(kind: AutoPassKind): void } {
  const [kinds, setKinds] = useState<ReadonlySet<AutoPassKind>>(loadAutoPass)
  const toggle = useCallback((kind: AutoPassKind) => {
    setKinds((before) => {
      const next = new Set(before)
      if (!next.delete(kind)) next.add(kind)
      saveAutoPass(next)
      return next
    })
  }, [])
  const pass = view && side ? autoPass(view, side, legal, kinds) : null
  useEffect(() => {
    if (!pass) return
    // A new state (someone acted) cancels the timer; the next state decides again.
    const timer = setTimeout(() => dispatch(pass), AUTO_PASS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pass, dispatch])
  return { kinds, toggle }
}
