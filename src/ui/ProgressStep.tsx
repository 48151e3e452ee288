import type { ReactNode } from 'react'

/** Where a step is. */
export type StepState = 'waiting' | 'active' | 'done' | 'warn'

/** Props of ProgressStep. */
export interface ProgressStepProps {
  state: StepState
  label: string
  children?: ReactNode
}

const ICON: Record<StepState, string> = { waiting: '○', active: '', done: '✓', warn: '!' }

/** One line of the joining progress list: an icon (or spinner), a label and optional detail. */
export function ProgressStep({ state, label, children }: ProgressStepProps) {
  return (
    <li className={`step step-${state}`}>
      {state === 'active' ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <span className="step-icon">{ICON[state]}</span>
      )}
      <div className="step-body">
        <span className="step-label">{label}</span>
        {children ? <div className="step-detail">{children}</div> : null}
      </div>
    </li>
  )
}
