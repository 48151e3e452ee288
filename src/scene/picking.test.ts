import { describe, expect, it } from 'vitest'
import { Object3D, Vector3 } from 'three'
import { pickOf, setPicker } from './picking'

describe('picking', () => {
  it('answers through the picker an object carries, with the instance and point of the hit', () => {
    const mesh = new Object3D()
    setPicker<string>(mesh, (i, p) => (i === undefined ? null : `${i}@${p.x}`))
    expect(pickOf<string>(mesh, 3, new Vector3(2, 0, 0))).toBe('3@2')
    expect(pickOf<string>(mesh, undefined, new Vector3())).toBeNull()
  })

  it('picks nothing on an object without a picker', () => {
    expect(pickOf(new Object3D(), 0, new Vector3())).toBeNull()
  })
})
