import { describe, expect, it } from 'vitest'
import { PerspectiveCamera } from 'three'
import { worldToPage } from '../lib/projection'
import { idsInScreenRect, screenRect, toggled } from './selection'

describe('selection rectangle', () => {
  it('spans two corners in any order', () => {
    expect(screenRect(300, 40, 100, 200)).toEqual({ left: 100, top: 40, right: 300, bottom: 200 })
  })

  it('takes the objects whose centre appears inside it, seen through a tilted camera', () => {
    const size = { left: 0, top: 0, width: 800, height: 600 }
    const camera = new PerspectiveCamera(40, 800 / 600, 0.1, 100)
    camera.position.set(0, 8, 9)
    camera.lookAt(0, 0, 0)
    camera.updateMatrixWorld()
    const project = (x: number, z: number) => worldToPage(x, 0, z, camera, size)
    const objects = new Map([
      ['near-left', { x: -1, z: 2 }],
      ['near-right', { x: 1, z: 2 }],
      ['far', { x: 0, z: -3 }],
      ['locked', { x: 0, z: 2 }],
    ])
    // A rectangle around the near row: from above-left of near-left to below-right of near-right.
    const a = project(-1.4, 1.6)!
    const b = project(1.4, 2.4)!
    const rect = screenRect(a.x, a.y, b.x, b.y)
    expect(idsInScreenRect(objects, rect, project, (id) => id !== 'locked')).toEqual(['near-left', 'near-right'])
    expect(idsInScreenRect(objects, screenRect(0, 0, 1, 1), project)).toEqual([])
  })

  it('toggles an id in or out of a selection', () => {
    expect(toggled(['a', 'b'], 'c')).toEqual(['a', 'b', 'c'])
    expect(toggled(['a', 'b'], 'a')).toEqual(['b'])
  })
})
