/** Labels in a crowd: the nearest keeps its place, one that would cover it steps up, far-apart labels stay put. */
import { describe, expect, it } from 'vitest'
import { labelLifts, MAX_STEPS } from './labelStacking'
import type { LabelBox } from './labelStacking'

const box = (x: number, y: number, depth: number): LabelBox => ({ x, y, width: 40, height: 16, depth })

describe('label stacking', () => {
  it('leaves labels that do not touch where they are', () => {
    expect(labelLifts([box(0, 0, 0.5), box(100, 0, 0.5), box(0, 100, 0.5)])).toEqual([0, 0, 0])
  })

  it('lifts the farther of two overlapping labels by its height and a pixel; the nearer stays', () => {
    expect(labelLifts([box(10, 0, 0.9), box(0, 0, 0.5)])).toEqual([17, 0])
  })

  it('staggers a row of neighbours: every other one steps up, so all can be read', () => {
    const row = [0, 30, 60, 90].map((x, i) => box(x, 0, 0.5 + i * 0.01))
    expect(labelLifts(row)).toEqual([0, 17, 0, 17])
  })

  it('gives up after MAX_STEPS lifts: a label with nowhere to go stays on its point', () => {
    const pile = Array.from({ length: MAX_STEPS + 3 }, (_, i) => box(0, 0, i / 10))
    const lifts = labelLifts(pile)
    expect(lifts.slice(0, MAX_STEPS + 1)).toEqual([0, 17, 34, 51])
    expect(lifts.slice(MAX_STEPS + 1)).toEqual([0, 0])
  })
})
