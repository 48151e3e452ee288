import { describe, expect, it } from 'vitest'
import { Quaternion, Vector3 } from 'three'
import { dieRestRotation } from './dieModels'
import { TUMBLE_HOP, isNewRoll, tumbleHop, tumbleRotation, tumbleSpin } from './dieTumble'

describe('die tumble', () => {
  const from = dieRestRotation('d20', 3)
  const to = dieRestRotation('d20', 16)

  it('starts on the old face and lands exactly on the new one', () => {
    const { axis, turns } = tumbleSpin('die-1:2', new Vector3())
    const q = new Quaternion()
    expect(Math.abs(tumbleRotation(from, to, axis, turns, 0, q).dot(from))).toBeCloseTo(1, 6)
    expect(Math.abs(tumbleRotation(from, to, axis, turns, 1, q).dot(to))).toBeCloseTo(1, 6)
  })

  it('spins visibly on a re-roll that lands on the same face', () => {
    const { axis, turns } = tumbleSpin('die-1:3', new Vector3())
    const mid = tumbleRotation(to, to, axis, turns, 0.3, new Quaternion())
    expect(Math.abs(mid.dot(to))).toBeLessThan(0.99)
  })

  it('hops up and comes down on the table', () => {
    expect(tumbleHop(0)).toBe(0)
    expect(tumbleHop(1)).toBeCloseTo(0, 10)
    expect(tumbleHop(0.4)).toBeGreaterThan(TUMBLE_HOP * 0.5)
    expect(tumbleHop(2)).toBeCloseTo(0, 10)
  })

  it('picks the same horizontal spin for the same die and roll on every peer', () => {
    const a = tumbleSpin('die-1:2', new Vector3())
    expect(tumbleSpin('die-1:2', new Vector3())).toEqual(a)
    expect(a.axis.y).toBe(0)
    expect(a.axis.length()).toBeCloseTo(1)
    expect([1, 2]).toContain(a.turns)
    const others = ['a:1', 'b:1', 'c:1', 'd:1'].map((s) => tumbleSpin(s, new Vector3()).axis.x)
    expect(new Set(others).size).toBeGreaterThan(1)
  })

  it('tumbles on a new roll, a re-roll on the same face and a legacy face change, not on a catch-up', () => {
    expect(isNewRoll({ look: 'd6:2', rolls: 1 }, { look: 'd6:4', rolls: 2 })).toBe(true)
    expect(isNewRoll({ look: 'd6:2', rolls: 1 }, { look: 'd6:2', rolls: 2 })).toBe(true)
    expect(isNewRoll({ look: 'd20', rolls: undefined }, { look: 'd20:7', rolls: 1 })).toBe(true)
    expect(isNewRoll({ look: '3', rolls: undefined }, { look: '5', rolls: undefined })).toBe(true)
    expect(isNewRoll({ look: '3', rolls: undefined }, { look: '3', rolls: undefined })).toBe(false)
    expect(isNewRoll({ look: 'd6:2', rolls: 2 }, { look: 'd6:2', rolls: 2 })).toBe(false)
    expect(isNewRoll({ look: 'd20', rolls: undefined }, { look: 'd20:7', rolls: 5 })).toBe(false)
  })
})
