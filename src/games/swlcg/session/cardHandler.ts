/**
 * The SWLCG cards on the 3D table answer the sandbox's gestures (src/input/objectHandlers.ts) with the engine's
 * legal actions: a card's menu (right-click) lists every legal action about it, a double-click makes the first one
 * (play it, engage it, use it, strike with it …). Nothing on this table is dragged: the engine places every card.
 */
import type { SwlcgAction, SwlcgView } from '../../../../engine/games/swlcg'
import type { ObjectCommand, ObjectHandler } from '../../../input/objectHandlers'
import { painterLanguage } from '../../../lib/language'
import { slotOfObject } from '../scene/layout'
import { actionLabel } from '../ui/actionText'
import { slotName } from '../ui/cardNames'
import { actionSlot } from '../ui/decisions'

/** What the handler reads when a gesture happens (never while rendering). */
export interface SwlcgHandlerDeps {
  view(): SwlcgView | null
  legal(): readonly SwlcgAction[]
  dispatch(action: SwlcgAction): void
}

/** The legal actions about `slot`, one per type (the first of each: its default payment or target). */
export function actionsAbout(legal: readonly SwlcgAction[], slot: string): SwlcgAction[] {
  const seen = new Set<string>()
  return legal.filter((action) => {
    if (actionSlot(action) !== slot || seen.has(action.type)) return false
    seen.add(action.type)
    return true
  })
}

/** The handler of every `swlcg:` object. */
export function createSwlcgHandler(deps: SwlcgHandlerDeps): ObjectHandler {
  return {
    owns: (id) => id.startsWith('swlcg:'),
    movable: () => false,
    drop: () => {},
    commands(id, lang): ObjectCommand[] {
      const slot = slotOfObject(id)
      const view = deps.view()
      if (!slot || !view) return []
      return actionsAbout(deps.legal(), slot).map((action, i) => ({
        // The first is what a double-click does (the input runs the command named 'flip').
        id: i === 0 ? 'flip' : `act-${action.type}`,
        label: actionLabel(action, view, painterLanguage(lang)),
        run: () => deps.dispatch(action),
      }))
    },
    title(id, lang) {
      const slot = slotOfObject(id)
      const view = deps.view()
      return slot && view ? slotName(view, slot, painterLanguage(lang)) : null
    },
  }
}
