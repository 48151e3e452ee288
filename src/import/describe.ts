/**
 * Problems in words: where (file, line or card, field) and what, in the UI language, from the `import` i18n
 * namespace. Used by the error dialog and the success toast's notes.
 */
import type { LocalizedText } from '../../engine/core/types'
import type { ImportProblem } from './types'

/** The part of i18next's `t` used here (any `t` fits). */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/** A problem as two strings: where ('' when it is about the whole import) and what. */
export interface DescribedProblem {
  where: string
  message: string
}

/** Describes one problem with `t` (bound to any namespace: keys are qualified); `lang` picks a net reason. */
export function describeProblem(problem: ImportProblem, t: Translate, lang: string): DescribedProblem {
  const parts: string[] = []
  if (problem.file) parts.push(problem.file)
  if (problem.line !== undefined) parts.push(t('import:where.line', { line: problem.line }))
  if (problem.card !== undefined) parts.push(t('import:where.card', { card: problem.card }))
  if (problem.field !== undefined) parts.push(t('import:where.field', { field: problem.field }))
  let message = t(`import:problems.${problem.code}`, problem.params ?? {})
  if (problem.reason) message += ' ' + pick(problem.reason, lang)
  return { where: parts.join(', '), message }
}

/** One line: "where: message", or just the message. */
export function problemLine(problem: ImportProblem, t: Translate, lang: string): string {
  const { where, message } = describeProblem(problem, t, lang)
  return where ? `${where}: ${message}` : message
}

const pick = (text: LocalizedText, lang: string) => (lang === 'hu' ? text.hu : text.en)
