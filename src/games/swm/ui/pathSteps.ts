/**
 * The turn bar's steps whose action carries a path: Surprise Move (`surprise-move { figure, path }`) and Tow Cable
 * (`tow { ally, path, allyPath? }`). A path is chosen on the map, so such a step is two gestures: its button arms it,
 * then a click on one of the squares the engine lists sends the listed action that ends there. A step exists exactly
 * when the engine lists at least one of its actions, and its choices are those very actions. Pure.
 */
import type { At, SwmAction } from '../../../../engine/games/swm'
import { testIdPart } from './names'
import { payloadField, payloadString } from './payload'

/** One armed-by-button, finished-on-the-map step. */
export interface PathStep {
  /** Its data-testid suffix: `surprise-move-<figure>` or `tow-<ally>`. */
  id: string
  /** The key under `steps.` (and `stepHints.`). */
  label: 'surprise-move' | 'tow'
  /** The figure whose path is chosen (its move hints are shown while the step is armed). */
  mover: string
  /** The figures its label names, by placeholder (`figure`). */
  figures: Record<string, string>
  /** The listed actions, one per square the mover may end on. */
  choices: SwmAction[]
}

/** The squares of a path-bearing action's `path` (empty when malformed). */
export function pathOf(action: SwmAction): At[] {
  const path = payloadField(action, 'path')
  if (!Array.isArray(path)) return []
  const out: At[] = []
  for (const p of path)
    if (p !== null && typeof p === 'object' && !Array.isArray(p) && typeof p.x === 'number' && typeof p.y === 'number')
      out.push({ x: p.x, y: p.y })
  return out.length === path.length ? out : []
}

/** Where the mover ends: the last square of the path (its top-left square), or null. */
export function destination(action: SwmAction): At | null {
  return pathOf(action).at(-1) ?? null
}

/** The step `action` belongs to (its id, label, mover and named figure), or null for any other action. */
function stepOf(action: SwmAction, turnFigure: string | null): Omit<PathStep, 'choices'> | null {
  if (destination(action) === null) return null
  if (action.type === 'surprise-move') {
    const figure = payloadString(action, 'figure')
    if (figure === null) return null
    return { id: `surprise-move-${testIdPart(figure)}`, label: 'surprise-move', mover: figure, figures: { figure } }
  }
  if (action.type === 'tow') {
    const ally = payloadString(action, 'ally')
    // The tower is the running turn's figure (the payload does not name it).
    if (ally === null || turnFigure === null) return null
    return { id: `tow-${testIdPart(ally)}`, label: 'tow', mover: turnFigure, figures: { figure: ally } }
  }
  return null
}

/** The path steps for `legal`, in the order first listed; `turnFigure` is the running turn's figure (the tower). */
export function pathSteps(legal: readonly SwmAction[], turnFigure: string | null): PathStep[] {
  const steps: PathStep[] = []
  for (const action of legal) {
    const step = stepOf(action, turnFigure)
    if (!step) continue
    const known = steps.find((s) => s.id === step.id)
    if (known) known.choices.push(action)
    else steps.push({ ...step, choices: [action] })
  }
  return steps
}

/** The choice of `step` that ends on `at`, or null when none does. */
export function choiceAt(step: PathStep, at: At): SwmAction | null {
  return (
    step.choices.find((a) => {
      const end = destination(a)
      return end !== null && end.x === at.x && end.y === at.y
    }) ?? null
  )
}

/** What the turn bar needs to offer the path steps: the steps, the armed one, and how to arm one (null: disarm). */
export interface PathArming {
  steps: readonly PathStep[]
  armed: string | null
  arm(id: string | null): void
}
