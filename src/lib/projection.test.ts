import { describe, expect, it } from 'vitest'
import { PerspectiveCamera, Vector3 } from 'three'
import { pointerOnTable, worldToPage } from './projection'

function topCamera(): PerspectiveCamera {
  const camera = new PerspectiveCamera(40, 2, 0.1, 100)
  camera.position.set(0, 10, 0.001)
  camera.lookAt(0, 0, 0)
  camera.updateMatrixWorld()
  return camera
}

const rect = { left: 100, top: 50, width: 800, height: 400 }

describe('projection', () => {
  it('projects the table centre to the middle of the canvas, in page pixels', () => {
    const p = worldToPage(0, 0, 0, topCamera(), rect)
    expect(p?.x).toBeCloseTo(500)
    expect(p?.y).toBeCloseTo(250)
  })

  it('shoots the pointer back onto the same table point', () => {
    const camera = topCamera()
    const screen = worldToPage(2, 0, -1, camera, rect)!
    const hit = new Vector3()
    expect(pointerOnTable(screen.x, screen.y, rect, camera, hit)).toBe(true)
    expect(hit.x).toBeCloseTo(2)
    expect(hit.z).toBeCloseTo(-1)
  })

  it('answers null for points behind the camera', () => {
    expect(worldToPage(0, 20, 0, topCamera(), rect)).toBeNull()
  })
})
