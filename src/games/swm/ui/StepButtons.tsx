import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { isTypingTarget } from '../../../input/tableActions'
import { figureName } from './names'
import { stepButtons } from './steps'
import { useSwmLang } from './useSwmLang'

/** Props of StepButtons. */
export interface StepButtonsProps {
  state: SwmState
  legal: readonly SwmAction[]
  seat: SeatId | null
  /** The selected figure: `activate` is offered for it. */
  selected: string | null
  dispatch(action: SwmAction): void
  /** Esc (outside text fields): clear the selection, when given. */
  onDeselect?(): void
}

/**
 * The turn bar's step buttons (steps.ts): each sends the legal action it stands for. Keys: Ctrl+Z / Cmd+Z = undo
 * (only when listed), Esc = `onDeselect`; ignored while typing.
 */
export function StepButtons({ state, legal, seat, selected, dispatch, onDeselect }: StepButtonsProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  const buttons = stepButtons(legal, seat, selected)
  const undo = buttons.find((b) => b.id === 'undo')?.action ?? null
  // The listener is added once; it reads the newest props through this ref.
  const keys = useRef({ undo, dispatch, onDeselect })
  useEffect(() => {
    keys.current = { undo, dispatch, onDeselect }
  })
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || e.altKey || isTypingTarget(e.target)) return
      const { undo, dispatch, onDeselect } = keys.current
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && undo) dispatch(undo)
      else if (e.key === 'Escape' && !e.ctrlKey && !e.metaKey && onDeselect) onDeselect()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  if (buttons.length === 0) return null
  return (
    <div className="swm-steps" role="group" aria-label={t('turn.actions')}>
      {buttons.map((b) => (
        <button
          key={b.id}
          type="button"
          className={`btn btn-sm${b.primary ? ' btn-primary' : ''}`}
          title={t(`stepHints.${b.label}`)}
          aria-keyshortcuts={b.id === 'undo' ? 'Control+Z Meta+Z' : undefined}
          data-testid={`swm-step-${b.id}`}
          onClick={() => dispatch(b.action)}
        >
          {t(`steps.${b.label}`, b.figure ? { figure: figureName(state, b.figure, lang) } : undefined)}
        </button>
      ))}
    </div>
  )
}
