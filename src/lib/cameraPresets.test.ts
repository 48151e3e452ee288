import { describe, expect, it } from 'vitest'
import { cameraPose, seatDirection, seatQuarter } from './cameraPresets'

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

  it('turns a seat’s own things upright for it: s1 none, s2 half round, s3 and s4 a quarter either way', () => {
    expect(['s1', 's2', 's3', 's4'].map(seatQuarter)).toEqual([0, 2, 1, 3])
    expect(seatQuarter(null)).toBe(0)
    // The turned "up" of a card (−z at quarter 0, yaw = −quarter·π/2) points away from the seat.
    for (const seat of ['s1', 's2', 's3', 's4']) {
      const yaw = (-seatQuarter(seat) * Math.PI) / 2
      const up = { x: -Math.sin(yaw), z: -Math.cos(yaw) }
      const dir = seatDirection(seat)
      expect(up.x * dir.x + up.z * dir.z).toBeCloseTo(-1)
    }
  })

  it('looks straight down from higher up on a narrow screen', () => {
    const wide = cameraPose('top', 's1', 16 / 9)
    const narrow = cameraPose('top', 's1', 9 / 16)
    expect(wide.target).toEqual([0, 0, 0])
    expect(Math.abs(wide.position[0]) + Math.abs(wide.position[2])).toBeLessThan(0.05)
    expect(narrow.position[1]).toBeGreaterThan(wide.position[1])
  })
})
