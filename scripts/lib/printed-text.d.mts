/** Types of printed-text.mjs, for the TypeScript that imports it (tests/integration/printed-text.test.ts). */

/** A file holding a printed sentence, and the sentence. */
export interface PrintedTextOffence {
  path: string
  sentence: string
}

/** The card data whose printed text must not appear. */
export const CARD_DATA: string[]
/** Where the printed text must not be: the engine's sources and the built app. */
export const SCANNED: string[]
/** Lower case, icon markers and punctuation dropped, whitespace collapsed. */
export function normalise(text: string): string
/** The distinctive sentences of some printed texts, normalised and without repeats. */
export function distinctiveSentences(texts: readonly string[]): string[]
/** The printed texts of the card data files. */
export function printedTexts(files?: readonly string[]): string[]
/** Every file under `dirs` with a text extension. */
export function textFiles(dirs?: readonly string[]): string[]
/** The files holding a printed sentence. */
export function findPrintedText(
  files: readonly { path: string; content: string }[],
  sentences: readonly string[],
): PrintedTextOffence[]
