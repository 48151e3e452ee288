/**
 * The publisher's printed card text is never shipped (issue 15): no distinctive sentence of the SWLCG card data's
 * `text` field appears in the engine's sources or the built app. Runs after the build (npm test builds before the
 * integration tests). The second test plants a printed sentence to prove the check can fail.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  SCANNED,
  distinctiveSentences,
  findPrintedText,
  printedTexts,
  textFiles,
} from '../../scripts/lib/printed-text.mjs'

const sentences = distinctiveSentences(printedTexts())

describe('printed card text', () => {
  it('no printed sentence is in the engine sources or the built app', () => {
    expect(sentences.length).toBeGreaterThan(200)
    const files = textFiles()
    expect(existsSync(SCANNED[1]!), 'build the app first (npm run build)').toBe(true)
    expect(files.some((path) => path.includes(join('dist', 'app')))).toBe(true)
    expect(files.some((path) => path.endsWith(join('engine', 'games', 'swlcg', 'flow.ts')))).toBe(true)
    const offences = findPrintedText(
      files.map((path) => ({ path, content: readFileSync(path, 'utf8') })),
      sentences,
    )
    expect(offences).toEqual([])
  })

  it('finds a planted sentence however it is cased, wrapped or quoted', () => {
    const planted = sentences[42]!
    const wrapped = `const text = "${planted.toUpperCase().split(' ').join('\n  ')}."`
    const offences = findPrintedText(
      [
        { path: 'engine/games/swlcg/clean.ts', content: 'export const x = 1 // our own words' },
        { path: 'dist/app/assets/index.js', content: wrapped },
      ],
      sentences,
    )
    expect(offences.map((o) => o.path)).toEqual(['dist/app/assets/index.js'])
    expect(offences[0]!.sentence).toBe(planted)
  })
})
