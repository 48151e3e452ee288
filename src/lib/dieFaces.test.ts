import { describe, expect, it } from 'vitest'
import { Vector3 } from 'three'
import { DIE_FACE_VALUES, dieUpRotation, dieValue } from './dieFaces'

const FACE_NORMALS = [
  new Vector3(1, 0, 0),
  new Vector3(-1, 0, 0),
  new Vector3(0, 1, 0),
  new Vector3(0, -1, 0),
  new Vector3(0, 0, 1),
  new Vector3(0, 0, -1),
]

describe('die faces', () => {
  it('puts opposite values on opposite faces, summing to 7', () => {
    for (let i = 0; i < 6; i += 2) expect(DIE_FACE_VALUES[i]! + DIE_FACE_VALUES[i + 1]!).toBe(7)
  })

  it('turns each value to the top', () => {
    for (let value = 1; value <= 6; value++) {
      const face = DIE_FACE_VALUES.indexOf(value as 1)
      const up = FACE_NORMALS[face]!.clone().applyQuaternion(dieUpRotation(value))
      expect(up.y).toBeCloseTo(1)
    }
  })

  it('reads a value from a look, defaulting to 1', () => {
    expect(dieValue('4')).toBe(4)
    expect(dieValue('9')).toBe(1)
    expect(dieValue('')).toBe(1)
  })
})
