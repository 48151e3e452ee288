/**
 * Mercenary: "Ez a karakter csak akkor mozoghat, ha arról a helyről, ahol áll, nincs legális célpont. (Ha az első
 * támadásával megöl egy ellenséget és nincs másik látótengelyben, akkor elmehet a helyéről.) Ha olyan négyzetre ér,
 * amiből már tud támadni, nem kell ott megállnia." Reading: checked when each `move` starts, from the square it
 * starts on, whatever the turn still allows; a declared path is walked to its end even past squares with targets.
 */
import type { EngineError } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf } from './context'
import { movementErrors } from './movementErrors'
import { legalTargets } from './targeting'
import type { Figure, SwmState } from './types'

/** Why a Mercenary may not start a move now (it has a legal target from where it stands), or null. */
export function mercenaryMoveProblem(state: SwmState, ctx: Ctx, figure: Figure): EngineError | null {
  if (!has(defOf(ctx, figure), 'mercenary')) return null
  return legalTargets(state, ctx, figure).length > 0 ? movementErrors.mercenaryHasTarget() : null
}
