import { describe, expect, it } from 'vitest'
import { isTapped, tapQuarter } from './tapping'

describe('tapping', () => {
  it('taps a quarter clockwise and back, from whichever side the piece faces, never turning it to face the other seat', () => {
    // Seat 1 faces quarter 0, seat 2 quarter 2 (src/lib/cameraPresets.ts).
    expect(tapQuarter(0, 0)).toBe(1)
    expect(tapQuarter(1, 0)).toBe(0)
    expect(tapQuarter(2, 2)).toBe(3)
    expect(tapQuarter(3, 2)).toBe(2)
    // Seat 1 tapping seat 2's upright card, and untapping it.
    expect(tapQuarter(2, 0)).toBe(3)
    expect(tapQuarter(3, 0)).toBe(2)
    // Seats on the long sides face quarters 1 and 3.
    expect(tapQuarter(1, 1)).toBe(2)
    expect(tapQuarter(2, 1)).toBe(1)
  })

  it('reads a piece as tapped when it lies a quarter off its seat', () => {
    expect([0, 1, 2, 3].map((q) => isTapped(q, 0))).toEqual([false, true, false, true])
    expect([0, 1, 2, 3].map((q) => isTapped(q, 3))).toEqual([true, false, true, false])
  })
})
