import { describe, expect, it } from 'vitest'
import { Vector3 } from 'three'
import { DIE_FACE_VALUES, dieLook, dieUpRotation, dieValue, parseDieLook } from './dieFaces'

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

  it('parses every kind of look, including the legacy values and bare kinds', () => {
    expect(parseDieLook('d20:16')).toEqual({ kind: 'd20', face: 16 })
    expect(parseDieLook('hoth:3')).toEqual({ kind: 'hoth', face: 3 })
    expect(parseDieLook('coin:1')).toEqual({ kind: 'coin', face: 1 })
    expect(parseDieLook('d6:5')).toEqual({ kind: 'd6', face: 5 })
    expect(parseDieLook('4')).toEqual({ kind: 'd6', face: 3 })
    expect(parseDieLook('d20')).toEqual({ kind: 'd20', face: 0 })
    expect(parseDieLook('coin')).toEqual({ kind: 'coin', face: 0 })
  })

  it('shows face 0 for a face out of range and a d6 showing 1 for anything unknown', () => {
    expect(parseDieLook('d6:6')).toEqual({ kind: 'd6', face: 0 })
    expect(parseDieLook('coin:2')).toEqual({ kind: 'coin', face: 0 })
    expect(parseDieLook('d20:-1')).toEqual({ kind: 'd20', face: 0 })
    expect(parseDieLook('d20:1.5')).toEqual({ kind: 'd20', face: 0 })
    expect(parseDieLook('d20:')).toEqual({ kind: 'd20', face: 0 })
    for (const junk of ['', '7', '0', '12', 'd8:3', 'token/damage', '__proto__:1', 'constructor']) {
      expect(parseDieLook(junk)).toEqual({ kind: 'd6', face: 0 })
    }
  })

  it('writes into a reused object and round-trips the looks it builds', () => {
    const out = { kind: 'd6' as const, face: 0 } as ReturnType<typeof parseDieLook>
    expect(parseDieLook('d20:19', out)).toBe(out)
    expect(parseDieLook('5', out)).toEqual({ kind: 'd6', face: 4 })
    expect(parseDieLook(dieLook('hoth', 5))).toEqual({ kind: 'hoth', face: 5 })
  })
})
