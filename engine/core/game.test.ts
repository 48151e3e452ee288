import { describe, expect, it } from 'vitest'
import { coreErrors } from './errors'
import {
  PayloadError,
  defineGame,
  isActionShape,
  payloadError,
  payloadRecord,
  readInt,
  readOneOf,
  readString,
  requireNoPayload,
  safeApply,
} from './game'
import type { Action, ApplyResult, GameDefinition } from './types'

type Counter = { n: number; done: boolean }

/** A counter game whose `apply` reads its payload carelessly, to show the guard catches it. */
const counter = defineGame<Counter, Action, null, Counter>({
  id: 'counter',
  setup: () => ({ n: 0, done: false }),
  apply(state, action): ApplyResult<Counter> {
    if (action.type === 'add') {
      const by = readInt(payloadRecord(action), 'by', 1, 10)
      return { ok: true, state: { n: state.n + by, done: state.n + by >= 20 }, events: [] }
    }
    if (action.type === 'crash') {
      // Careless game code: reads a property of a missing payload field.
      const p = action.payload as { deep: { x: number } }
      return { ok: true, state: { ...state, n: p.deep.x }, events: [] }
    }
    return { ok: false, error: coreErrors.unknownAction(action.type) }
  },
  view: (s) => s,
  legalActions: () => [],
  outcome: (s) => (s.done ? { winners: ['s1'], reason: { hu: 'kész', en: 'done' } } : null),
})

describe('defineGame / safeApply', () => {
  const s0 = counter.setup(null, ['s1'], '00')

  it('applies good actions', () => {
    const r = counter.apply(s0, { type: 'add', payload: { by: 3 } }, 's1')
    expect(r).toEqual({ ok: true, state: { n: 3, done: false }, events: [] })
  })

  it('turns a payload reader failure into malformed-action with its reason', () => {
    const r = counter.apply(s0, { type: 'add', payload: { by: 99 } }, 's1')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error.code).toBe('malformed-action')
    expect(r.error.reason.en).toContain('"by"')
    expect(r.error.reason.hu).toContain('„by”')
  })

  it('turns any exception from game code into a deterministic malformed-action', () => {
    const r = counter.apply(s0, { type: 'crash' }, 's1')
    expect(r).toEqual({ ok: false, error: coreErrors.malformedAction() })
  })

  it('refuses actions that are not action-shaped', () => {
    for (const bad of [null, 'add', { type: 3 }, { type: '' }, { type: 'add', entropy: 5 }]) {
      const r = counter.apply(s0, bad as never, 's1')
      expect(!r.ok && r.error.code).toBe('malformed-action')
    }
  })

  it('refuses everything once the game is over', () => {
    const over = { n: 20, done: true }
    const r = counter.apply(over, { type: 'add', payload: { by: 1 } }, 's1')
    expect(r).toEqual({ ok: false, error: coreErrors.gameOver() })
  })

  it('rejects a result that is not an ApplyResult', () => {
    const broken = ((): ApplyResult<Counter> => undefined as never) as GameDefinition<Counter>['apply']
    const r = safeApply(broken, s0, { type: 'x' }, 's1')
    expect(!r.ok && r.error.code).toBe('invalid-state')
  })
})

describe('payload readers', () => {
  it('read valid fields', () => {
    const rec = payloadRecord({ type: 't', payload: { s: 'slot:1', n: 4, c: 'red' } })
    expect(readString(rec, 's')).toBe('slot:1')
    expect(readInt(rec, 'n', 0, 5)).toBe(4)
    expect(readOneOf(rec, 'c', ['red', 'blue'] as const)).toBe('red')
    expect(() => requireNoPayload({ type: 't' })).not.toThrow()
    expect(() => requireNoPayload({ type: 't', payload: {} })).not.toThrow()
  })

  it('throw PayloadError with both languages on wrong shapes', () => {
    const rec = { s: 5, n: 1.5, c: 'green', long: 'x'.repeat(300) }
    expect(() => payloadRecord({ type: 't', payload: [1] })).toThrow(PayloadError)
    expect(() => readString(rec, 's')).toThrow(PayloadError)
    expect(() => readString(rec, 'long')).toThrow(PayloadError)
    expect(() => readInt(rec, 'n')).toThrow(PayloadError)
    expect(() => readOneOf(rec, 'c', ['red'])).toThrow(PayloadError)
    expect(() => requireNoPayload({ type: 't', payload: { a: 1 } })).toThrow(PayloadError)
    expect(() => payloadError('magyar ok', 'english reason')).toThrow(
      expect.objectContaining({ reason: { hu: 'magyar ok', en: 'english reason' } }),
    )
  })

  it('recognises action shapes', () => {
    expect(isActionShape({ type: 'roll', entropy: 'ab' })).toBe(true)
    expect(isActionShape({ type: 'roll', payload: { a: 1 } })).toBe(true)
    expect(isActionShape({ payload: {} })).toBe(false)
  })
})
