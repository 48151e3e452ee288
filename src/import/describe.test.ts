import { describe, expect, it } from 'vitest'
import i18n from '../i18n/index'
import { resources, type Strings } from '../i18n/resources'
import { describeProblem, problemLine } from './describe'
import { PROBLEM_CODES } from './types'

describe('import problems in words', () => {
  it('has a message for every problem in both languages', () => {
    for (const lang of ['en', 'hu']) {
      const problems = (resources[lang]?.import?.problems ?? {}) as Strings
      for (const code of PROBLEM_CODES) expect(typeof problems[code], `${lang} ${code}`).toBe('string')
      // …and nothing the code does not know.
      expect(Object.keys(problems).sort()).toEqual([...PROBLEM_CODES].sort())
    }
  })

  it('says where: file, line or card, field, and fills in the values', () => {
    const problem = { code: 'bad-count', file: 'deck.csv', line: 4, field: 'count', params: { value: 'two' } } as const
    expect(problemLine(problem, i18n.getFixedT('en'), 'en')).toBe(
      'deck.csv, line 4, field “count”: The count must be a whole number from 1 to 100, not “two”.',
    )
    expect(problemLine(problem, i18n.getFixedT('hu'), 'hu')).toBe(
      'deck.csv, 4. sor, „count” mező: A darabszám 1 és 100 közötti egész szám legyen, nem „two”.',
    )
    expect(
      problemLine({ code: 'unknown-field', file: 'd.json', card: 2, field: 'cout' }, i18n.getFixedT('en'), 'en'),
    ).toMatch(/^d\.json, card 2, field “cout”: Unknown field/)
  })

  it('adds a reason from the net layer in the UI language', () => {
    const problem = {
      code: 'append-failed',
      file: 'd',
      reason: { hu: 'Előbb ülj le.', en: 'Take a seat first.' },
    } as const
    expect(describeProblem(problem, i18n.getFixedT('hu'), 'hu').message).toMatch(/Előbb ülj le\.$/)
    expect(describeProblem(problem, i18n.getFixedT('en'), 'en').message).toMatch(/Take a seat first\.$/)
  })

  it('says that a seat is needed, with no place to point at', () => {
    expect(describeProblem({ code: 'not-seated' }, i18n.getFixedT('en'), 'en')).toEqual({
      where: '',
      message: 'Take a seat to import cards.',
    })
  })
})
