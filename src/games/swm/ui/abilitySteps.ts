/**
 * The turn bar's buttons for ability actions that no map click, prompt or power makes: ending the turn while holding
 * a door (Door Gimmick / Override), handing the captured droid to an adjacent ally, and the set-up choice of Dark
 * Inspiration or Dark Master. One button per listed action, carrying that very action, so a button exists exactly
 * when the engine lists its action. Pure.
 */
import type { SwmAction } from '../../../../engine/games/swm'
import { testIdPart } from './names'
import type { StepButton } from './steps'
import { payloadField, payloadString } from './payload'

/** The set-up abilities with a label of their own (`steps.setup-choice-<ability>`); others use `setup-choice`. */
const SETUP_ABILITIES: ReadonlySet<string> = new Set(['dark-inspiration', 'dark-master'])

/** `end-turn { door, open? }`: "End turn, open/close door <id>" (open unless `open` is false, as the engine reads it). */
function doorStep(action: SwmAction): StepButton | null {
  const door = payloadString(action, 'door')
  if (door === null) return null
  const open = payloadField(action, 'open') !== false
  const how = open ? 'open' : 'close'
  return {
    id: `end-turn-${testIdPart(door)}-${how}`,
    label: `end-turn-${how}-door`,
    action,
    primary: false,
    values: { door },
  }
}

/** `hand-droid { figure }`: "Hand the droid to <figure>". */
function handDroidStep(action: SwmAction): StepButton | null {
  const figure = payloadString(action, 'figure')
  if (figure === null) return null
  return { id: `hand-droid-${testIdPart(figure)}`, label: 'hand-droid', action, primary: false, figures: { figure } }
}

/** `setup-choice { holder, ability, figure }`: "<holder>: Dark Inspiration for <figure>". */
function setupChoiceStep(action: SwmAction): StepButton | null {
  const holder = payloadString(action, 'holder')
  const ability = payloadString(action, 'ability')
  const figure = payloadString(action, 'figure')
  if (holder === null || ability === null || figure === null) return null
  return {
    id: `setup-choice-${ability}-${testIdPart(holder)}-${testIdPart(figure)}`,
    label: SETUP_ABILITIES.has(ability) ? `setup-choice-${ability}` : 'setup-choice',
    action,
    primary: false,
    figures: { holder, figure },
    values: { ability },
  }
}

/** The button of one ability action, or null when `action` is none of them (or its payload is not understood). */
function abilityStep(action: SwmAction): StepButton | null {
  if (action.type === 'end-turn') return doorStep(action)
  if (action.type === 'hand-droid') return handDroidStep(action)
  if (action.type === 'setup-choice') return setupChoiceStep(action)
  return null
}

/** The ability buttons for `legal`, in the order listed (the engine lists a turn's door choices after its end-turn). */
export function abilitySteps(legal: readonly SwmAction[]): StepButton[] {
  const out: StepButton[] = []
  for (const action of legal) {
    const button = abilityStep(action)
    // The same action listed twice is offered once (its test id would repeat).
    if (button && !out.some((b) => b.id === button.id)) out.push(button)
  }
  return out
}
