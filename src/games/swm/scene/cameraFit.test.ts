import { describe, expect, it } from 'vitest'
import type { Vector3 } from 'three'
import { PerspectiveCamera } from 'three'
import { STARSHIP_MAP } from '../../../../engine/games/swm'
import { SWM_FOV, framedPoints, freeRect, seatFraming, seatPose } from './cameraFit'
import { applyLens } from '../../../lib/lens'

function ndc(pose: ReturnType<typeof seatPose>, aspect: number): Vector3[] {
  const cam = new PerspectiveCamera(SWM_FOV, aspect, 0.1, 100)
  cam.position.set(...pose.position)
  cam.lookAt(...pose.target)
  cam.updateMatrixWorld()
  return framedPoints(STARSHIP_MAP).map((p) => p.clone().project(cam))
}

describe('seat pose', () => {
  it('sits behind the seat edge, above the table', () => {
    const left = seatPose(STARSHIP_MAP, 'left', 16 / 9)
    const right = seatPose(STARSHIP_MAP, 'right', 16 / 9)
    expect(left.position[0]).toBeLessThan(0)
    expect(right.position[0]).toBeGreaterThan(0)
    expect(left.position[1]).toBeGreaterThan(3)
    // The dice lie out from the right edge only, so the two sides' distances differ a little.
    expect(Math.abs(left.position[0] + right.position[0])).toBeLessThan(1)
  })

  it('frames the whole map tightly on wide and tall canvases', () => {
    for (const aspect of [16 / 9, 0.7]) {
      const points = ndc(seatPose(STARSHIP_MAP, 'left', aspect), aspect)
      const extent = Math.max(...points.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))))
      expect(extent).toBeLessThanOrEqual(0.94)
      expect(extent).toBeGreaterThan(0.85)
    }
  })
})

describe('seat pose from the long edges', () => {
  it('looks across the map from the top and bottom edges', () => {
    const top = seatPose(STARSHIP_MAP, 'top', 16 / 9)
    const bottom = seatPose(STARSHIP_MAP, 'bottom', 16 / 9)
    expect(top.position[2]).toBeLessThan(0)
    expect(bottom.position[2]).toBeCloseTo(-top.position[2])
    // Wide screens see the long side nearer than the short one.
    expect(-top.position[2]).toBeLessThan(-seatPose(STARSHIP_MAP, 'left', 16 / 9).position[0])
  })
})

describe('framing around the panels', () => {
  it('puts the whole map inside the part of a 1280×800 canvas the panels leave free, from both seats', () => {
    const [w, h] = [1280, 800]
    const free = freeRect(w, h)
    for (const edge of ['top', 'bottom'] as const) {
      const { pose, lens } = seatFraming(STARSHIP_MAP, edge, w, h, free)
      const cam = new PerspectiveCamera(SWM_FOV, w / h, 0.1, 100)
      applyLens(cam, lens)
      cam.position.set(...pose.position)
      cam.lookAt(...pose.target)
      cam.updateMatrixWorld()
      for (const p of framedPoints(STARSHIP_MAP)) {
        const v = p.clone().project(cam)
        const x = ((v.x + 1) / 2) * w
        const y = ((1 - v.y) / 2) * h
        expect(x).toBeGreaterThanOrEqual(free.left)
        expect(x).toBeLessThanOrEqual(free.right)
        expect(y).toBeGreaterThanOrEqual(free.top)
        expect(y).toBeLessThanOrEqual(free.bottom)
      }
    }
  })

  it('frames the whole canvas where both columns would not fit', () => {
    expect(freeRect(390, 844)).toEqual({ left: 0, top: 0, right: 390, bottom: 844 })
  })
})
