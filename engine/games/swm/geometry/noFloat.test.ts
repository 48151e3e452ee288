/**
 * Keeps floating point out of the geometry and the map data: every peer must compute the same answers bit for bit
 * (swm-rules-analysis.md §8: "Do not use trigonometry or floating division"). Comments and string literals are
 * removed first; what is left may hold no division, no decimal or exponent literal, no float-only Math function,
 * no `**`, and nothing random or clock-based.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIRS = [__dirname, join(__dirname, '../data/maps')]

/** The source without comments and without the text of string and template literals. */
function codeOnly(src: string): string {
  let out = ''
  let i = 0
  while (i < src.length) {
    const ch = src[i]!
    const two = src.slice(i, i + 2)
    if (two === '//') {
      while (i < src.length && src[i] !== '\n') i++
    } else if (two === '/*') {
      const end = src.indexOf('*/', i + 2)
      i = end < 0 ? src.length : end + 2
    } else if (ch === "'" || ch === '"' || ch === '`') {
      i++
      while (i < src.length && src[i] !== ch) i += src[i] === '\\' ? 2 : 1
      i++
      out += '""'
    } else {
      out += ch
      i++
    }
  }
  return out
}

const FORBIDDEN: [RegExp, string][] = [
  [/\//, 'division (or a regular expression)'],
  [/(^|[^\w$.])\d+\.\d|(^|[^\w$)\]])\.\d/, 'a decimal literal'],
  [/\b\d+(\.\d+)?e[+-]?\d/i, 'an exponent literal'],
  [/\*\*/, 'exponentiation'],
  [
    /Math\.(sqrt|cbrt|hypot|pow|exp|log\w*|sin|cos|tan|asin|acos|atan2?|sinh|cosh|tanh|fround|round|floor|ceil|trunc|random)\b/,
    'a float Math function',
  ],
  [
    /\b(Infinity|NaN|parseFloat|toFixed|toPrecision|EPSILON|Date|performance|Float32Array|Float64Array)\b/,
    'a float or clock name',
  ],
]

describe('no floating point in the geometry', () => {
  const files = DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(dir, f)),
  )

  it('finds the modules', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it.each(files.map((f) => [f.slice(f.indexOf('engine/')), f]))('%s is integer-only', (_, file) => {
    const lines = codeOnly(readFileSync(file, 'utf8')).split('\n')
    const offences: string[] = []
    lines.forEach((line, n) => {
      for (const [pattern, what] of FORBIDDEN)
        if (pattern.test(line)) offences.push(`${n + 1}: ${what}: ${line.trim()}`)
    })
    expect(offences).toEqual([])
  })

  it('catches what it should', () => {
    const bad = ['const a = b / 2', 'const h = 0.5', 'x = .5', 'y = 1e9', 'Math.sqrt(2)', 'Math.atan2(1, 2)', 'a ** 2']
    for (const line of bad)
      expect(
        FORBIDDEN.some(([p]) => p.test(codeOnly(line))),
        line,
      ).toBe(true)
    const good = ["import { a } from './b' // see a/b", 'const k = a.x + 2 * b.y', 'xs[0]!.y', '/* 1.5 */ n % 2']
    for (const line of good)
      expect(
        FORBIDDEN.some(([p]) => p.test(codeOnly(line))),
        line,
      ).toBe(false)
  })
})
