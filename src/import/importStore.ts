/**
 * The import's UI state, shared by the drop zone and the import button: whether an import runs, and the
 * problems of the last failed one (shown by the dialog). A success becomes a toast with the warnings as notes.
 */
import { create } from 'zustand'
import i18n from '../i18n'
import { toast } from '../ui/toastStore'
import { problemLine } from './describe'
import type { ImportProblem, ImportResult } from './types'

/** What the table does with the files (usually `importFiles` bound to the room). */
export type OnImport = (files: File[]) => Promise<ImportResult>

/** The import UI state. */
export interface ImportUiState {
  busy: boolean
  /** The problems of the last failed import, until the dialog is closed. */
  failed: { errors: ImportProblem[]; warnings: ImportProblem[] } | null
}

/** The store. */
export const useImportUi = create<ImportUiState>()(() => ({ busy: false, failed: null }))

/** Closes the problems dialog. */
export function dismissImportProblems(): void {
  useImportUi.setState({ failed: null })
}

/** Notes shown under a success toast: at most this many warnings. */
const NOTES = 3

/** Runs one import (ignored while another runs) and reports the outcome. */
export async function runImport(onImport: OnImport, files: File[]): Promise<void> {
  if (useImportUi.getState().busy || files.length === 0) return
  useImportUi.setState({ busy: true, failed: null })
  let result: ImportResult
  try {
    result = await onImport(files)
  } catch (e) {
    // A bug, not a bad file: still say something rather than spin forever.
    console.error('import failed', e)
    result = { ok: false, errors: [{ code: 'unexpected' }], warnings: [] }
  }
  if (!result.ok) {
    useImportUi.setState({ busy: false, failed: { errors: result.errors, warnings: result.warnings } })
    return
  }
  useImportUi.setState({ busy: false })
  const count = result.piles.reduce((n, p) => n + p.count, 0)
  const decks = result.piles.length
  const values: Record<string, string | number> =
    decks === 1 ? { count, name: result.piles[0]?.name ?? '' } : { count, decks }
  toast('ok', decks === 1 ? 'import:toast.done' : 'import:toast.doneDecks', values, notes(result.warnings))
}

/** The first warnings as a two-language note, or undefined when there are none. */
function notes(warnings: ImportProblem[]) {
  if (warnings.length === 0) return undefined
  const line = (lang: string) => {
    const t = i18n.getFixedT(lang)
    const shown = warnings.slice(0, NOTES).map((w) => problemLine(w, t, lang))
    return shown.join(' · ') + (warnings.length > NOTES ? ' …' : '')
  }
  return { hu: line('hu'), en: line('en') }
}
