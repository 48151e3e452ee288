/**
 * The vocabulary of card import: problems (errors and warnings, shown through the `import` i18n namespace),
 * the decks the parsers plan, and the result the table gets. docs/import.md describes the file formats.
 */
import type { LocalizedText } from '../../engine/core/types'

/** Every problem code; each is a key `import:problems.<code>`, filled with the problem's params. */
export const PROBLEM_CODES = [
  'not-seated',
  'nothing-to-import',
  'skipped-file',
  'room-file',
  'list-too-large',
  'not-json',
  'bad-shape',
  'bad-card',
  'bad-field',
  'unknown-field',
  'unknown-column',
  'duplicate-column',
  'missing-column',
  'missing-front',
  'bad-count',
  'url-not-supported',
  'unknown-image',
  'ambiguous-image',
  'too-many-cards',
  'too-many-decks',
  'empty-list',
  'too-many-fields',
  'unclosed-quote',
  'no-cards',
  'several-backs',
  'unused-image',
  'image-unreadable',
  'image-too-large',
  'room-full',
  'store-failed',
  'append-failed',
  'more-errors',
  'unexpected',
] as const

/** What went wrong. */
export type ProblemCode = (typeof PROBLEM_CODES)[number]

/** One error or warning, located as precisely as the file allows. */
export interface ImportProblem {
  code: ProblemCode
  /** The file it is about (its name as dropped, folders included). */
  file?: string
  /** 1-based line of a CSV row or of a JSON syntax error. */
  line?: number
  /** 1-based position of the card in a JSON list. */
  card?: number
  /** The field or column. */
  field?: string
  /** Values for the message (the bad value, limits, counts …). */
  params?: Record<string, string | number>
  /** A reason from another layer (net), already in both languages. */
  reason?: LocalizedText
}

/** Most errors reported for one import; the rest are summed up in one 'more-errors'. */
export const MAX_ERRORS = 20

/** Collects problems, keeping at most MAX_ERRORS errors and counting the rest. */
export class Problems {
  readonly errors: ImportProblem[] = []
  readonly warnings: ImportProblem[] = []
  private dropped = 0

  /** Records an error. */
  error(problem: ImportProblem): void {
    if (this.errors.length < MAX_ERRORS) this.errors.push(problem)
    else this.dropped++
  }

  /** Records a warning (the import still goes ahead). */
  warn(problem: ImportProblem): void {
    if (this.warnings.length < MAX_ERRORS) this.warnings.push(problem)
  }

  /** True once any error was recorded. */
  get failed(): boolean {
    return this.errors.length > 0
  }

  /** The errors, with a closing 'more-errors' when some were left out. */
  errorList(): ImportProblem[] {
    return this.dropped > 0
      ? [...this.errors, { code: 'more-errors', params: { count: this.dropped } }]
      : [...this.errors]
  }
}

/** One card of a planned deck: the image files (resolved to their keys in the drop) for its faces. */
export interface PlannedCard {
  /** Key of the front image in the drop (see fileNames.ts). */
  front: string
  /** Key of a back image of this card only, if the list gave one. */
  back?: string
  /** The name the list gave, if any (kept for the result; the table does not show it yet). */
  name?: string
}

/** A deck the parsers made, before any image is stored. */
export interface PlannedDeck {
  name: string
  /** The file (list) or folder it comes from, for messages. */
  source: string
  /** Key of the deck's back image, if any. */
  back?: string
  /** Cards top first, counts already expanded. */
  cards: PlannedCard[]
}

/** A deck put on the table. */
export interface ImportedPile {
  /** The pile id used in 'add-pile'. */
  pile: string
  name: string
  /** Number of cards. */
  count: number
  /** Look of the chosen back (`img:<hash>`), or null for the common back. Recorded; not yet drawn (docs/import.md). */
  back: string | null
  /** Card names from the list, top first ('' where none), for later use. */
  names: string[]
}

/** What an import gives the table. */
export type ImportResult =
  | { ok: true; piles: ImportedPile[]; warnings: ImportProblem[] }
  | { ok: false; errors: ImportProblem[]; warnings: ImportProblem[] }
