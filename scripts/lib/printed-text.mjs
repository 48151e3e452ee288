/**
 * The publisher's printed card text must never ship: card effects are our own data and the text players see is
 * generated from it. This finds distinctive printed sentences (from the `text` field of ../shared/data/swlcg/*.json,
 * which only this check and tests read) in the engine's sources and the built app. Node built-ins only; used by
 * tests/integration/printed-text.test.ts, after the build. Types: printed-text.d.mts.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ROOT } from './run.mjs'

/** The card data whose printed text must not appear (beside the repository, as CI checks it out). */
export const CARD_DATA = [
  join(ROOT, '../shared/data/swlcg/core-set.json'),
  join(ROOT, '../shared/data/swlcg/balance-of-the-force.json'),
]

/** Where the printed text must not be: the engine's sources and the built app. */
export const SCANNED = [join(ROOT, 'engine'), join(ROOT, 'dist/app')]

/** The fewest words a sentence needs to count as distinctive (short ones such as "Elite." are common words). */
const MIN_WORDS = 7

/** Lower case, icon markers like "[Unit Damage]" and punctuation dropped, whitespace collapsed: wording only. */
export function normalise(text) {
  return text
    .toLowerCase()
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The distinctive sentences of some printed texts, normalised and without repeats. */
export function distinctiveSentences(texts) {
  const out = new Set()
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+|[()]/)) {
      const words = normalise(sentence)
      if (words.split(' ').length >= MIN_WORDS) out.add(words)
    }
  }
  return [...out]
}

/** The printed texts of the card data files. */
export function printedTexts(files = CARD_DATA) {
  return files.flatMap((file) =>
    JSON.parse(readFileSync(file, 'utf8'))
      .map((card) => card.text ?? '')
      .filter(Boolean),
  )
}

/** Every file under `dirs` with a text extension (sources, scripts, markup, data). */
export function textFiles(dirs = SCANNED) {
  const out = []
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(ts|tsx|js|mjs|json|html|css|txt|md)$/.test(name)) out.push(path)
    }
  }
  for (const dir of dirs) if (existsSync(dir)) walk(dir)
  return out
}

/**
 * The offences: for each file (path and content) holding a printed sentence, the file and the first sentence found.
 * Contents are compared normalised, so line breaks, quotes and letter case do not hide a copy.
 */
export function findPrintedText(files, sentences) {
  const offences = []
  for (const { path, content } of files) {
    const text = normalise(content)
    const found = sentences.find((sentence) => text.includes(sentence))
    if (found) offences.push({ path: relative(ROOT, path), sentence: found })
  }
  return offences
}
