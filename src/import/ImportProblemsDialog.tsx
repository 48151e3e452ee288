import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { describeProblem } from './describe'
import { dismissImportProblems, useImportUi } from './importStore'
import type { ImportProblem } from './types'

/** One problem: where in bold, then what. */
function ProblemItem({ problem }: { problem: ImportProblem }) {
  const { t, i18n } = useTranslation('import')
  const { where, message } = describeProblem(problem, t, i18n.resolvedLanguage ?? i18n.language)
  return (
    <li>
      {where ? <strong className="import-where">{where}: </strong> : null}
      {message}
    </li>
  )
}

/** The dialog listing every problem of a failed import (and its warnings). Esc or a click outside closes it. */
export function ImportProblemsDialog() {
  const { t } = useTranslation('import')
  const failed = useImportUi((s) => s.failed)
  useEffect(() => {
    if (!failed) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dismissImportProblems()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [failed])
  if (!failed) return null
  return (
    <div className="modal-backdrop" onClick={dismissImportProblems}>
      <div
        className="panel modal import-problems"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="import-problems-title"
        onClick={(e) => e.stopPropagation()}
      >
        <header className="drawer-head">
          <h2 id="import-problems-title" className="eyebrow">
            {t('dialog.title')}
          </h2>
        </header>
        <p>{t('dialog.lead')}</p>
        <ul className="import-list import-errors">
          {failed.errors.map((p, i) => (
            <ProblemItem key={i} problem={p} />
          ))}
        </ul>
        {failed.warnings.length > 0 ? (
          <>
            <p className="muted">{t('dialog.warnings')}</p>
            <ul className="import-list muted">
              {failed.warnings.map((p, i) => (
                <ProblemItem key={i} problem={p} />
              ))}
            </ul>
          </>
        ) : null}
        <footer className="import-foot">
          <span className="muted">{t('dialog.help')}</span>
          <button type="button" className="btn btn-primary" autoFocus onClick={dismissImportProblems}>
            {t('dialog.close')}
          </button>
        </footer>
      </div>
    </div>
  )
}
