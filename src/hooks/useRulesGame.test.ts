import { describe, expect, it } from 'vitest'
import type { FoldStep } from '../../engine/core/fold'
import type { SeatId } from '../../engine/core/types'
import type { LogEntry } from '../../net/schema'
import { actingSeat, lastRefusal } from './useRulesGame'

/** A toy game state: the seat it waits for (null: a seat of another browser, or nobody). */
type Toy = { waiting: SeatId | null }
const waitsFor = (state: Toy, seat: SeatId) => state.waiting === seat

describe('actingSeat (hotseat with local and remote seats)', () => {
  // One browser holds the dark #1 and #2 and the light #2 of a 2v2 game; seat 1 plays in another browser.
  const mine = ['s2', 's3', 's4']

  it('is the seat the game waits for', () => {
    expect(actingSeat({ waiting: 's4' }, mine, waitsFor, 's2')).toBe('s4')
    expect(actingSeat({ waiting: 's3' }, mine, waitsFor, null)).toBe('s3')
  })

  it('stays with the seat holding the device while the game waits for another browser', () => {
    expect(actingSeat({ waiting: 's1' }, mine, waitsFor, 's4')).toBe('s4')
    expect(actingSeat({ waiting: null }, mine, waitsFor, 's3')).toBe('s3')
    // Nobody held it yet, or the seat that did is no longer this browser's: the first seat.
    expect(actingSeat({ waiting: 's1' }, mine, waitsFor, null)).toBe('s2')
    expect(actingSeat({ waiting: 's1' }, mine, waitsFor, 's1')).toBe('s2')
  })

  it('keeps the device with its holder when the game waits for several seats of this browser', () => {
    const both = (state: Toy, seat: SeatId) => seat === 's2' || seat === 's4' || waitsFor(state, seat)
    expect(actingSeat({ waiting: null }, mine, both, 's4')).toBe('s4')
    expect(actingSeat({ waiting: null }, mine, both, 's3')).toBe('s2')
  })

  it('is the only seat of a normal player, whatever the game waits for', () => {
    expect(actingSeat({ waiting: 's1' }, ['s2'], waitsFor, 's2')).toBe('s2')
    expect(actingSeat(null, mine, waitsFor, 's4')).toBe('s2')
    expect(actingSeat({ waiting: 's1' }, [], waitsFor, null)).toBeNull()
  })
})

describe('lastRefusal', () => {
  const reason = { hu: 'Most nem.', en: 'Not now.' }
  const entry = (seat: SeatId) => ({ seat }) as LogEntry
  const ok: FoldStep = { ok: true, events: [] }
  const refused: FoldStep = { ok: false, error: { code: 'not-now', reason }, events: [] }

  it("is the reason when the browser's newest entry, by any of its seats, was refused", () => {
    // Seat 2's action was refused; the device has passed on to seat 3, which has not acted yet.
    const folder = { entries: [entry('s3'), entry('s1'), entry('s2'), entry('s1')], steps: [ok, ok, refused, ok] }
    expect(lastRefusal(folder, ['s2', 's3'])).toBe(reason)
    expect(lastRefusal(folder, ['s2'])).toBe(reason)
    expect(lastRefusal(folder, ['s1'])).toBeNull()
    expect(lastRefusal(folder, [])).toBeNull()
  })

  it('is null once a later action of any of its seats went through', () => {
    const folder = { entries: [entry('s2'), entry('s3')], steps: [refused, ok] }
    expect(lastRefusal(folder, ['s2', 's3'])).toBeNull()
    expect(lastRefusal(folder, ['s2'])).toBe(reason)
  })
})
