import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  title: string
  /** What confirming does, in a sentence or two. */
  body: string
  /** The button that does it. */
  confirm: string
  /** Styles the confirming button as a warning (it takes something from someone). */
  danger?: boolean
  onConfirm(): void
  onCancel(): void
}

/**
 * A small "are you sure" dialog: what happens, then do it or cancel. Esc or a click outside cancels. Rendered into
 * the page's body, since a panel's backdrop filter would otherwise hold the fixed backdrop inside the panel.
 */
export function ConfirmDialog({ title, body, confirm, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('table')
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onCancel])
  return createPortal(
    <div className="modal-backdrop" onClick={onCancel}>
      <div
        className="panel modal confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-body"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="confirm-title" className="eyebrow">
          {title}
        </h2>
        <p id="confirm-body">{body}</p>
        <footer className="confirm-foot">
          <button type="button" className="btn" onClick={onCancel}>
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            autoFocus
            onClick={onConfirm}
          >
            {confirm}
          </button>
        </footer>
      </div>
    </div>,
    document.body,
  )
}
