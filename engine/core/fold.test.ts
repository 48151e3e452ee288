import { describe, expect, it } from 'vitest'
import { generateTallyLog } from '../games/tally/generate'
import { tally } from '../games/tally/tally'
import { defineGame } from './game'
import { createFold, foldLog } from './fold'
import type { FoldEntry } from './fold'
import { hashState } from './hash'
import { createRng } from './random'
import type { Action, ApplyResult } from './types'

const log = generateTallyLog({ seed: 'f01d', length: 400, badRate: 0.15 })

describe('fold', () => {
  it('is deterministic: the same log folded twice, in different chunks, gives the same hash', () => {
    const a = foldLog(tally, log.init, log.entries)
    const b = createFold(tally, log.init, { snapshotEvery: 7 })
    for (const e of log.entries) b.append(e)
    expect(hashState(b.state)).toBe(hashState(a.state))
    expect(b.steps).toEqual(a.steps)
    expect(b.length).toBe(400)
    expect(a.steps.filter((s) => !s.ok).length).toBeGreaterThan(20)
    expect(a.steps.filter((s) => s.ok).length).toBeGreaterThan(300)
  })

  it('records one step per entry; a rejected entry leaves the state untouched and says why in hu and en', () => {
    const fold = createFold(tally, log.init)
    let rejected = 0
    for (const entry of log.entries) {
      const before = fold.state
      const hashBefore = hashState(before)
      fold.append(entry)
      const step = fold.steps.at(-1)
      if (step && !step.ok) {
        rejected++
        expect(fold.state).toBe(before)
        expect(hashState(fold.state)).toBe(hashBefore)
        expect(step.error.reason.hu).toBeTruthy()
        expect(step.error.reason.en).toBeTruthy()
        expect(step.events).toEqual([])
      }
    }
    expect(fold.steps).toHaveLength(log.entries.length)
    expect(rejected).toBeGreaterThan(20)
  })

  it('rejects entries from seats not at the table and entries that are not JSON', () => {
    const fold = createFold(tally, log.init)
    fold.append({ seat: 'ghost', action: { type: 'pass' } })
    fold.append({ seat: 's1', action: { type: 'pass', payload: { bad: undefined } } } as unknown as FoldEntry)
    fold.append({ seat: 7, action: { type: 'pass' } } as unknown as FoldEntry)
    fold.append(null as unknown as FoldEntry)
    let deep: FoldEntry['action']['payload'] = 0
    for (let i = 0; i < 50_000; i++) deep = [deep]
    fold.append({ seat: 's1', action: { type: 'pass', payload: deep } })
    expect(fold.steps.map((s) => !s.ok && s.error.code)).toEqual([
      'spectator-cannot-act',
      'malformed-action',
      'malformed-action',
      'malformed-action',
      'malformed-action',
    ])
    expect(fold.length).toBe(5)
  })

  it('freezes states: neither outside code nor a careless game can corrupt a snapshot', () => {
    type S = { list: number[] }
    // A game that (wrongly) mutates its input state.
    const mutator = defineGame<S, Action, null, S>({
      id: 'mutator',
      setup: () => ({ list: [] }),
      apply(state): ApplyResult<S> {
        state.list.push(1)
        return { ok: true, state, events: [] }
      },
      view: (s) => s,
      legalActions: () => [],
      outcome: () => null,
    })
    const fold = createFold(mutator, { config: null, seats: ['s1'], entropy: '00' }, { snapshotEvery: 1 })
    fold.append({ seat: 's1', action: { type: 'x' } })
    expect(fold.state).toEqual({ list: [] })
    expect(fold.steps[0]?.ok).toBe(false)
    expect(() => (fold.state.list as number[]).push(2)).toThrow(TypeError)
  })

  it('rejects a state that is not plain JSON as invalid-state', () => {
    const sloppy = defineGame<{ n: number }, Action, null, null>({
      id: 'sloppy',
      setup: () => ({ n: 0 }),
      apply: () => ({ ok: true, state: { n: NaN }, events: [] }),
      view: () => null,
      legalActions: () => [],
      outcome: () => null,
    })
    const fold = createFold(sloppy, { config: null, seats: ['s1'], entropy: '00' })
    fold.append({ seat: 's1', action: { type: 'x' } })
    expect(fold.state).toEqual({ n: 0 })
    expect(!fold.steps[0]?.ok && fold.steps[0]?.error.code).toBe('invalid-state')
  })

  it('copies entries, so a caller mutating an action later cannot change the log', () => {
    const fold = createFold(tally, log.init, { snapshotEvery: 4 })
    const mine = log.entries.slice(0, 20).map((e) => ({ seat: e.seat, action: { ...e.action } }))
    fold.append(...mine)
    const hash = hashState(fold.state)
    for (const e of mine) e.action.type = 'pass'
    fold.insert(0, [])
    expect(hashState(fold.state)).toBe(hash)
    expect(fold.entries).toEqual(log.entries.slice(0, 20))
  })

  it('insert re-folds from the nearest snapshot and reports how many entries it re-applied', () => {
    const long = generateTallyLog({ seed: 'be7c', length: 1000 })
    const fold = createFold(tally, long.init)
    fold.append(...long.entries)
    const extra: FoldEntry = { seat: 's2', action: { type: 'roll', entropy: 'abcdef' } }
    // Snapshot at 960 (15 × 64) is the nearest at or before 990: 1001 − 960 entries are re-applied.
    expect(fold.insert(990, [extra])).toBe(41)
    // At the very end an insert is an append: only the new entries are applied.
    expect(fold.insert(fold.length, [extra, extra])).toBe(2)
    expect(fold.length).toBe(1003)
    expect(hashState(fold.state)).toBe(hashState(foldLog(tally, long.init, fold.entries).state))
  })

  it('out-of-order inserts always equal a fold from scratch (property, fixed seed)', () => {
    const rng = createRng('1a5e47', 'fold-property')
    const pool = generateTallyLog({ seed: 'b001', length: 120, badRate: 0.2 }).entries
    for (let trial = 0; trial < 150; trial++) {
      const every = rng.int(1, 20)
      const fold = createFold(tally, log.init, { snapshotEvery: every })
      const entries = log.entries.slice(0, rng.int(0, 160))
      fold.append(...entries)
      for (let k = 0; k < 3; k++) {
        const index = rng.int(0, entries.length)
        const more = Array.from({ length: rng.int(1, 3) }, () => rng.pick(pool))
        const atEnd = index === entries.length
        const reapplied = fold.insert(index, more)
        entries.splice(index, 0, ...more)
        expect(reapplied).toBe(atEnd ? more.length : entries.length - Math.floor(index / every) * every)
        const scratch = foldLog(tally, log.init, entries)
        expect(hashState(fold.state)).toBe(hashState(scratch.state))
        expect(fold.steps).toEqual(scratch.steps)
      }
    }
  })

  it('refuses an insert position outside the log and a bad snapshot distance', () => {
    const fold = createFold(tally, log.init)
    expect(() => fold.insert(1, [])).toThrow(RangeError)
    expect(() => fold.insert(-1, [])).toThrow(RangeError)
    expect(() => createFold(tally, log.init, { snapshotEvery: 0 })).toThrow(RangeError)
  })
})
