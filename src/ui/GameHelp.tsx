import type { ReactNode } from 'react'
import { HelpHeader } from './HelpOverlay'

/** Props of GameHelp: the texts already translated by the game. */
export interface GameHelpProps {
  title: string
  /** The heading over the steps of play. */
  stepsTitle: string
  /** How the game is played, step by step, in order. */
  steps: readonly string[]
  /** The game's class for the list of steps (its own spacing). */
  stepsClass: string
  /** Anything said after the steps (e.g. what happens between turns). */
  afterSteps?: ReactNode
  keysTitle: string
  /** The game's keys: the key as printed, and what it does. */
  keys: readonly (readonly [key: string, action: string])[]
  /** The closing line. */
  foot: string
}

/** A game's `?` window: how a turn is played step by step, then its keys (Hoth, the skirmish). */
export function GameHelp({ title, stepsTitle, steps, stepsClass, afterSteps, keysTitle, keys, foot }: GameHelpProps) {
  return (
    <>
      <HelpHeader title={title} />
      <div className="help-groups">
        <section className="help-group">
          <h3 className="drawer-subtitle">{stepsTitle}</h3>
          <ol className={stepsClass}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {afterSteps}
        </section>
        <section className="help-group">
          <h3 className="drawer-subtitle">{keysTitle}</h3>
          <dl className="shortcuts">
            {keys.map(([key, action]) => (
              <div key={key} className="shortcut">
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{action}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <p className="muted help-foot">{foot}</p>
    </>
  )
}
