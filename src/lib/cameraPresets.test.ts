import { describe, expect, it } from 'vitest'
import { cameraPose, seatDirection } from './cameraPresets'

describe('camera presets', () => {
  it('puts each seat on its own side of the table', () => {
    expect(cameraPose('seat', 's1', 16 / 9).position[2]).toBeGreaterThan(5)
    expect(cameraPose('seat', 's2', 16 / 9).position[2]).toBeLessThan(-5)
    expect(cameraPose('seat', 's3', 16 / 9).position[0]).toBeLessThan(-5)
    expect(cameraPose('seat', 's4', 16 / 9).position[0]).toBeGreaterThan(5)
  })

  it('seats a spectator on the south side', () => {
    expect(seatDirection(null)).toEqual({ x: 0, z: 1 })
    expect(seatDirection('s9')).toEqual({ x: 0, z: 1 })
  })

  it('looks straight down from higher up on a narrow screen', () => {
    const wide = cameraPose('top', 's1', 16 / 9)
    const narrow = cameraPose('top', 's1', 9 / 16)
    expect(wide.target).toEqual([0, 0, 0])
    expect(Math.abs(wide.position[0]) + Math.abs(wide.position[2])).toBeLessThan(0.05)
    expect(narrow.position[1]).toBeGreaterThan(wide.position[1])
  })
})
