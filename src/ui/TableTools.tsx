import { useCallback, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { UndoHistory } from '../input/undoHistory'
import { useTableUi } from '../stores/tableUi'
import './contextMenu.css'

/** Props of TableTools. */
export interface TableToolsProps {
  /** The table's undo history; without it only the measuring button shows. */
  history?: UndoHistory
  /** Extra class on the toolbar (the default position is bottom right). */
  className?: string
}

const NONE = '\u0000'

/**
 * A small toolbar over the table: the measuring tool (same as M) and, given the history, Undo and Redo of this
 * browser's own moves (same as Ctrl+Z and Ctrl+Shift+Z), each with the step it would take back in its tooltip.
 */
export function TableTools({ history, className = '' }: TableToolsProps) {
  const { t } = useTranslation('input')
  const measuring = useTableUi((s) => s.measuring)
  const { setMeasuring } = useTableUi((s) => s.actions)
  const subscribe = useCallback((fn: () => void) => history?.onChange(fn) ?? (() => {}), [history])
  // A string snapshot, so an unchanged history reads as unchanged.
  const snapshot = useSyncExternalStore(subscribe, () => {
    const next = history?.next()
    return `${next?.undo ?? NONE}\n${next?.redo ?? NONE}`
  })
  const [undo, redo] = snapshot.split('\n').map((s) => (s === NONE ? null : s)) as [string | null, string | null]

  return (
    <div role="toolbar" aria-label={t('menu.label')} className={`panel table-tools ${className}`.trim()}>
      <button
        type="button"
        className="btn btn-sm"
        aria-pressed={measuring}
        title={t('measure.hint')}
        data-tool="measure"
        onClick={() => setMeasuring(!measuring)}
      >
        {t('measure.button')}
      </button>
      {history ? (
        <>
          <button
            type="button"
            className="btn btn-sm"
            disabled={!undo}
            title={undo ? t('undo.undoHint', { step: undo }) : t('undo.nothing')}
            data-tool="undo"
            onClick={() => history.undo()}
          >
            ↶ {t('undo.undo')}
          </button>
          <button
            type="button"
            className="btn btn-sm"
            disabled={!redo}
            title={redo ? t('undo.redoHint', { step: redo }) : undefined}
            data-tool="redo"
            onClick={() => history.redo()}
          >
            ↷ {t('undo.redo')}
          </button>
        </>
      ) : null}
    </div>
  )
}
