import type { ButtonHTMLAttributes } from 'react'
import type { IconName } from './Icon'
import { Icon } from './Icon'

/** Props of ToolButton: an icon, a label (hidden on narrow screens), a hint, plus any button attribute. */
export type ToolButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon: IconName
  label: string
  /** Tooltip; defaults to the label. */
  hint?: string
  /** Extra classes after `btn btn-sm`, e.g. 'btn-danger'. */
  variant?: string
}

/** A small toolbar button with an icon and a label, the same everywhere in the status bar. */
export function ToolButton({ icon, label, hint, variant, className, ...props }: ToolButtonProps) {
  const classes = ['btn', 'btn-sm', variant, className].filter(Boolean).join(' ')
  return (
    <button type="button" className={classes} title={hint ?? label} aria-label={label} {...props}>
      <Icon name={icon} />
      <span className="btn-label">{label}</span>
    </button>
  )
}
