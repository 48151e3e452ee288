import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { isTypingTarget } from '../../../input/tableActions'
import type { Language } from '../../../lib/language'
import { figureName } from './names'
import { stepButtons } from './steps'
import type { StepButton } from './steps'
import type { PathArming, PathStep } from './pathSteps'
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
  /** The path steps (Surprise Move, Tow Cable), armed here and finished on the map; none when not given. */
  paths?: PathArming
}

/** A button's label values: its plain values, and its figures by name. */
function labelValues(state: SwmState, b: StepButton, lang: Language): Record<string, string> {
  const values: Record<string, string> = { ...b.values }
  const figures = b.figure ? { figure: b.figure, ...b.figures } : { ...b.figures }
  for (const [key, id] of Object.entries(figures)) values[key] = figureName(state, id, lang)
  return values
}

/**
 * The turn bar's step buttons (steps.ts): each sends the legal action it stands for. Keys: Ctrl+Z / Cmd+Z = undo
 * (only when listed), Esc = `onDeselect`; ignored while typing.
 */
export function StepButtons({ state, legal, seat, selected, dispatch, onDeselect, paths }: StepButtonsProps) {
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

  const pathButtons = paths?.steps ?? []
  if (buttons.length === 0 && pathButtons.length === 0) return null
  const step = (b: StepButton) => (
    <button
      key={b.id}
      type="button"
      className={`btn btn-sm${b.primary ? ' btn-primary' : ''}`}
      title={t(`stepHints.${b.label}`, labelValues(state, b, lang))}
      aria-keyshortcuts={b.id === 'undo' ? 'Control+Z Meta+Z' : undefined}
      data-testid={`swm-step-${b.id}`}
      onClick={() => dispatch(b.action)}
    >
      {t(`steps.${b.label}`, labelValues(state, b, lang))}
    </button>
  )
  // A path step's button arms it (pressed while armed; pressed again, it disarms): the map click sends the action.
  const path = (p: PathStep, arming: PathArming) => (
    <button
      key={p.id}
      type="button"
      className={`btn btn-sm${arming.armed === p.id ? ' btn-primary' : ''}`}
      title={t(`stepHints.${p.label}`)}
      aria-pressed={arming.armed === p.id}
      data-testid={`swm-step-${p.id}`}
      onClick={() => arming.arm(arming.armed === p.id ? null : p.id)}
    >
      {t(`steps.${p.label}`, { figure: figureName(state, p.figures.figure ?? p.mover, lang) })}
    </button>
  )
  // Undo stays last, after the path steps.
  return (
    <div className="swm-steps" role="group" aria-label={t('turn.actions')}>
      {buttons.filter((b) => b.id !== 'undo').map(step)}
      {paths ? pathButtons.map((p) => path(p, paths)) : null}
      {buttons.filter((b) => b.id === 'undo').map(step)}
    </div>
  )
}
