/**
 * The turn bar's step buttons from the legal actions: confirm the deployment, roll initiative, choose who goes first
 * (one button per seat), activate the selected figure, end the turn (the plain one), the ability steps of
 * abilitySteps.ts (end the turn holding a door, hand the droid over, a set-up choice), and undo. Each button carries
 * the legal action it sends, so a button exists exactly when the engine lists its action. Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { SwmAction } from '../../../../engine/games/swm'
import { abilitySteps } from './abilitySteps'
import { payloadString } from './payload'

/** One step button: its data-testid suffix, its label key (namespace `swm`, under `steps.`) and the action. */
export interface StepButton {
  /**
   * `confirm-deployment`, `roll-initiative`, `choose-first-<seat>`, `activate`, `end-turn`, `undo`, or an ability
   * step's `<type>-<what it names>` (abilitySteps.ts).
   */
  id: string
  /** The key under `steps.`: `choose-first-me` / `choose-first-them` for the two seats. */
  label: string
  action: SwmAction
  /** The step that moves the game on (drawn highlighted). */
  primary: boolean
  /** The figure the step names (`activate`'s), for its label. */
  figure?: string
  /** Other figures the label names, by placeholder (`figure`, `holder`): figure ids, named when drawn. */
  figures?: Record<string, string>
  /** Label values shown as they are (a door's id, an ability's id). */
  values?: Record<string, string>
}

/** The action types with a step button, in the order the buttons stand. */
const STEP_TYPES = ['confirm-deployment', 'roll-initiative', 'choose-first', 'activate', 'end-turn', 'undo'] as const

/** Whether an action carries no payload (the plain `end-turn`, not one that also holds a door). */
const plain = (action: SwmAction) => action.payload === undefined || action.payload === null

/**
 * The step buttons for `legal`, as seen by `seat` (who "I go first" is); `activate` only for the `selected` figure
 * (a figure is activated by selecting it on the map, then this step).
 */
export function stepButtons(legal: readonly SwmAction[], seat: SeatId | null, selected: string | null): StepButton[] {
  const out: StepButton[] = []
  for (const type of STEP_TYPES) {
    for (const action of legal) {
      if (action.type !== type) continue
      if (type === 'choose-first') {
        const chosen = payloadString(action, 'seat')
        if (chosen === null) continue
        out.push({
          id: `choose-first-${chosen}`,
          label: chosen === seat ? 'choose-first-me' : 'choose-first-them',
          action,
          primary: chosen === seat,
        })
      } else if (type === 'activate') {
        if (selected !== null && payloadString(action, 'figure') === selected)
          out.push({ id: type, label: type, action, primary: true, figure: selected })
      } else if (plain(action) && !out.some((b) => b.id === type)) {
        out.push({ id: type, label: type, action, primary: type !== 'undo' })
      }
    }
  }
  // The ability steps stand after End turn and before Undo, which stays last.
  const undo = out.findIndex((b) => b.id === 'undo')
  out.splice(undo < 0 ? out.length : undo, 0, ...abilitySteps(legal))
  return out
}
