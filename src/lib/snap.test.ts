import { describe, expect, it } from 'vitest'
import { dropPosition, snapToGrid } from './snap'

describe('snapToGrid', () => {
  it('rounds to the nearest half unit', () => {
    expect(snapToGrid(1.24)).toBe(1)
    expect(snapToGrid(1.26)).toBe(1.5)
    expect(snapToGrid(-0.74)).toBe(-0.5)
    expect(Object.is(snapToGrid(-0.1), 0)).toBe(true)
  })
})

describe('dropPosition', () => {
  it('snaps cards to the grid', () => {
    expect(dropPosition(1.3, -2.2, { kind: 'card', free: false, overCard: false })).toEqual({
      x: 1.5,
      z: -2,
      stack: true,
    })
  })
  it('leaves cards dropped on a card where they are, so the stack snaps them instead', () => {
    expect(dropPosition(1.3, -2.2, { kind: 'card', free: false, overCard: true })).toEqual({
      x: 1.3,
      z: -2.2,
      stack: true,
    })
  })
  it('places freely with Alt, without stacking', () => {
    expect(dropPosition(1.3, -2.2, { kind: 'card', free: true, overCard: true })).toEqual({
      x: 1.3,
      z: -2.2,
      stack: false,
    })
  })
  it('does not snap tokens, dice or miniatures', () => {
    expect(dropPosition(0.33, 0.71, { kind: 'token', free: false, overCard: false })).toEqual({
      x: 0.33,
      z: 0.71,
      stack: true,
    })
    expect(dropPosition(0.33, 0.71, { kind: 'miniature', free: false, overCard: false }).x).toBe(0.33)
  })
})
