/**
 * The Force powers (and other used powers) a figure may use now, from the legal `use-power` actions: grouped by
 * power, one choice per target the engine listed (a blast's extra victims and an assault's pair named with it). The
 * user is the payload's `figure` while an offer waits, else the running turn's figure. Pure.
 */
import type { Json } from '../../../../engine/core/types'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import type { Language } from '../../../lib/language'
import { figureNames } from './names'
import { powerName } from './promptText'

/** One way to use a power: whom it names (empty for an untargeted power) and the action. */
export interface PowerChoice {
  /** The targets in words ("Darth Vader", "Battle Droid 1 and Battle Droid 2"), or '' for none. */
  label: string
  action: SwmAction
}

/** A power with its choices. */
export interface PowerGroup {
  power: string
  name: string
  choices: PowerChoice[]
}

/** A payload as a record, else an empty one. */
function payloadOf(action: SwmAction): { readonly [key: string]: Json } {
  const p = action.payload
  return p !== null && typeof p === 'object' && !Array.isArray(p) ? p : {}
}

/** The strings of a list value. */
const strings = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/** The figures a `use-power` payload names: `target` and `also`, or `targets`. */
function targetsOf(payload: { readonly [key: string]: Json }): string[] {
  const target = typeof payload.target === 'string' ? [payload.target] : []
  return [...target, ...strings(payload.also), ...strings(payload.targets)]
}

/** The powers `figure` may use now, from `legal`, in the order listed. */
export function powerGroups(
  state: SwmState,
  figure: string,
  legal: readonly SwmAction[],
  lang: Language,
): PowerGroup[] {
  const groups: PowerGroup[] = []
  for (const action of legal) {
    if (action.type !== 'use-power') continue
    const payload = payloadOf(action)
    const user = typeof payload.figure === 'string' ? payload.figure : state.turn?.figure
    if (user !== figure || typeof payload.power !== 'string') continue
    let group = groups.find((g) => g.power === payload.power)
    if (!group) {
      group = { power: payload.power, name: powerName(payload.power, lang), choices: [] }
      groups.push(group)
    }
    const targets = targetsOf(payload)
    group.choices.push({ label: targets.length === 0 ? '' : figureNames(state, targets, lang), action })
  }
  return groups
}
