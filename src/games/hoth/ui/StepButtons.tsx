import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DieFace, HothAction } from '../../../../engine/games/hoth'
import { FACE_NAMES } from '../../../../engine/games/hoth'
import { isTypingTarget } from '../../../input/tableActions'
import { legalButtons, rerollAction, type StepButton } from './buttons'
import { useHothLang } from './useHothLang'

/** Props of StepButtons. */
export interface StepButtonsProps {
  legal: readonly HothAction[]
  /** The view's `undoNeedsAgreement`: undo asks the other side, so its button says "Ask to undo". */
  undoNeedsAgreement?: boolean
  /** The deployed E-Web's dice while a re-roll choice waits (`view.turn.pending.faces`), else null. */
  rerollFaces: readonly DieFace[] | null
  dispatch(action: HothAction): void
  /** Esc: clear the board selection (the controller's), when given. */
  onDeselect?(): void
}

/** Whether Enter on this element already activates it (then the panel's Enter must not act too). */
function activatesOnEnter(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return typeof el?.closest === 'function' && el.closest('button, a[href], summary, [role="button"]') !== null
}

/**
 * The turn bar's buttons from `legal` (see buttons.ts), the E-Web's dice to pick for a re-roll, and the keys:
 * Enter = the main step, U = undo (only when listed), Esc = `onDeselect`. Keys are ignored while typing.
 */
export function StepButtons({ legal, undoNeedsAgreement, rerollFaces, dispatch, onDeselect }: StepButtonsProps) {
  const { t } = useTranslation('hoth')
  const buttons = legalButtons(legal, undoNeedsAgreement)
  const primary = buttons.find((b) => b.primary)?.action ?? null
  const undo = buttons.find((b) => b.id === 'undo')?.action ?? null
  const keys = useRef({ primary, undo, dispatch, onDeselect })
  useEffect(() => {
    keys.current = { primary, undo, dispatch, onDeselect }
  })
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      const { primary, undo, dispatch, onDeselect } = keys.current
      if (e.key === 'Enter' && primary && !activatesOnEnter(e.target)) dispatch(primary)
      else if ((e.key === 'u' || e.key === 'U') && undo) dispatch(undo)
      else if (e.key === 'Escape' && onDeselect) onDeselect()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const title = (b: StepButton, hint: string) => (b.shortcut ? t('hints.withKey', { hint, key: b.shortcut }) : hint)
  return (
    <div className="hoth-steps" role="group" aria-label={t('turn.actions')}>
      {buttons.map((b) =>
        b.id === 'reroll' ? (
          rerollFaces ? (
            <RerollPicker
              key={`reroll-${rerollFaces.join(',')}`}
              faces={rerollFaces}
              legal={legal}
              dispatch={dispatch}
            />
          ) : null
        ) : (
          <button
            key={b.id}
            type="button"
            className={`btn btn-sm${b.primary ? ' btn-primary' : ''}`}
            title={title(b, t(`hints.${b.label}`))}
            aria-keyshortcuts={b.shortcut ?? undefined}
            data-step={b.id}
            onClick={() => b.action && dispatch(b.action)}
          >
            {t(`buttons.${b.label}`)}
          </button>
        ),
      )}
    </div>
  )
}

/** Props of RerollPicker. */
interface RerollPickerProps {
  faces: readonly DieFace[]
  legal: readonly HothAction[]
  dispatch(action: HothAction): void
}

/** The E-Web's dice as toggles, and the button that re-rolls the selected ones (once). */
function RerollPicker({ faces, legal, dispatch }: RerollPickerProps) {
  const { t } = useTranslation('hoth')
  const lang = useHothLang()
  const [selected, setSelected] = useState<readonly number[]>([])
  const action = rerollAction(legal, selected)
  const toggle = (i: number) => setSelected((s) => (s.includes(i) ? s.filter((x) => x !== i) : [...s, i]))
  return (
    <span className="hoth-reroll">
      <span className="hoth-dice" role="group" aria-label={t('dice.label')} title={t('dice.label')}>
        {faces.map((face, i) => (
          <button
            key={i}
            type="button"
            className={`hoth-die hoth-die-${face}`}
            aria-pressed={selected.includes(i)}
            aria-label={t('dice.die', { n: i + 1, face: FACE_NAMES[face][lang] })}
            onClick={() => toggle(i)}
          >
            {FACE_NAMES[face][lang]}
          </button>
        ))}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        title={t('hints.reroll')}
        disabled={!action}
        onClick={() => action && dispatch(action)}
      >
        {t('buttons.reroll', { count: selected.length })}
      </button>
    </span>
  )
}
