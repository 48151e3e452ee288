import { describe, expect, it } from 'vitest'
import { createLogger, escapeForLog } from './log'

describe('escapeForLog', () => {
  it('turns control characters, ANSI escapes, separators and bidi overrides into visible escapes', () => {
    expect(escapeForLog('a\nb\r\tc\u001b[31md\u0007\u007f\u0085')).toBe('a\\nb\\r\\tc\\x1b[31md\\x07\\x7f\\x85')
    expect(escapeForLog('x\u2028y\u202ez\u2066')).toBe('x\\u2028y\\u202ez\\u2066')
    // A backslash is escaped too, so a client cannot type something that reads like an escape.
    expect(escapeForLog('\\n')).toBe('\\\\n')
    expect(escapeForLog('\ud800 lone, pair \ud83d\ude00')).toBe('\\ud800 lone, pair \ud83d\ude00')
    expect(escapeForLog('árvíztűrő tükörfúrógép')).toBe('árvíztűrő tükörfúrógép')
  })

  it('caps the length', () => {
    expect(escapeForLog('x'.repeat(1000), 10)).toBe('xxxxxxxxxx…(+990 chars)')
  })
})

describe('createLogger', () => {
  it('escapes every part and writes one line', () => {
    const lines: string[] = []
    const log = createLogger({ sink: (l) => lines.push(l), linesPerSecond: 100, lineBurst: 100 })
    log('peerjs:', new Error('bad\nframe'), 42)
    expect(lines).toEqual(['peerjs: bad\\nframe 42'])
  })

  it('drops lines over the rate and says how many', () => {
    const lines: string[] = []
    const log = createLogger({ sink: (l) => lines.push(l), linesPerSecond: 0.001, lineBurst: 3 })
    for (let i = 0; i < 10; i++) log('line', i)
    expect(lines).toEqual(['line 0', 'line 1', 'line 2'])
  })
})
