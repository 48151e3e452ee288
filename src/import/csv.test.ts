import { describe, expect, it } from 'vitest'
import { detectSeparator, readCsv } from './csv'

describe('readCsv', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, with the line each record starts on', () => {
    expect(readCsv('a,b\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual({
      ok: true,
      separator: ',',
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, y', 'say "hi"'] },
        { line: 3, fields: ['two\nlines', 'z'] },
      ],
    })
  })

  it('takes the separator from the header line: ";" and tabs too', () => {
    expect(detectSeparator('front;count\na,b,c,d')).toBe(';')
    expect(detectSeparator('front\tcount')).toBe('\t')
    expect(detectSeparator('"a;b",c')).toBe(',')
    expect(detectSeparator('front')).toBe(',')
  })

  it('skips a byte-order mark, blank lines and rows of separators only', () => {
    const read = readCsv('\ufefffront;count\r\n\r\n;\r\na;2\r\n;;\r\n')
    expect(read).toEqual({
      ok: true,
      separator: ';',
      records: [
        { line: 1, fields: ['front', 'count'] },
        { line: 4, fields: ['a', '2'] },
      ],
    })
  })

  it('reports a quote that never closes', () => {
    expect(readCsv('a\n"b\nc\n')).toEqual({ ok: false, line: 2 })
  })
})
