import { describe, expect, it } from 'vitest'
import { BOARD_HEXES, HALF_HEXES } from '../../../../engine/games/hoth'
import {
  BOARD_HALF_X,
  BOARD_HALF_Z,
  DIE_EDGE,
  DRAWN_HEXES,
  FRAME_MARGIN,
  FRAME_WIDTH,
  HEX_RADIUS,
  HEX_SIZE,
  cameraSide,
  diceSlots,
  facingYaw,
  figureOffsets,
  hexCorners,
  hexWorld,
  medalSlots,
  standHeight,
} from './boardLayout'

const dist = (a: { x: number; z: number }, b: { x: number; z: number }) => Math.hypot(a.x - b.x, a.z - b.z)

describe('hexWorld', () => {
  it('centres the board on the origin, about 9 × 6 units, Rebel baseline toward +z and west toward −x', () => {
    const xs = BOARD_HEXES.map((h) => hexWorld(h).x)
    const zs = BOARD_HEXES.map((h) => hexWorld(h).z)
    expect(Math.min(...xs) - HEX_SIZE / 2).toBeCloseTo(-BOARD_HALF_X)
    expect(Math.max(...xs) + HEX_SIZE / 2).toBeCloseTo(BOARD_HALF_X)
    expect(Math.max(...zs) + HEX_RADIUS).toBeCloseTo(BOARD_HALF_Z)
    expect(Math.min(...zs) - HEX_RADIUS).toBeCloseTo(-BOARD_HALF_Z)
    expect(BOARD_HALF_X * 2).toBeCloseTo(9)
    expect(BOARD_HALF_Z * 2).toBeGreaterThan(5.5)
    expect(BOARD_HALF_Z * 2 + 2 * (FRAME_MARGIN + FRAME_WIDTH)).toBeCloseTo(6.6, 0)
    expect(hexWorld('0,0').z).toBeGreaterThan(2)
    expect(hexWorld('0,6').z).toBeLessThan(-2)
    expect(hexWorld('0,0').x).toBeLessThan(hexWorld('9,0').x)
  })

  it('puts neighbours one hex width apart and odd rows half a hex east', () => {
    expect(dist(hexWorld('3,2'), hexWorld('4,2'))).toBeCloseTo(HEX_SIZE)
    expect(dist(hexWorld('3,2'), hexWorld('3,3'))).toBeCloseTo(HEX_SIZE)
    expect(hexWorld('3,3').x - hexWorld('3,2').x).toBeCloseTo(HEX_SIZE / 2)
  })

  it('places the half hexes on the board edge, so only their inner halves lie on it', () => {
    expect(DRAWN_HEXES).toHaveLength(BOARD_HEXES.length + HALF_HEXES.length)
    for (const h of HALF_HEXES) expect(Math.abs(hexWorld(h).x)).toBeCloseTo(BOARD_HALF_X)
  })

  it('has pointy-top corners one radius out', () => {
    const c = hexCorners()
    expect(c).toHaveLength(6)
    for (const p of c) expect(Math.hypot(p.x, p.z)).toBeCloseTo(HEX_RADIUS)
    expect(c.some((p) => Math.abs(p.x) < 1e-9 && p.z > 0)).toBe(true)
  })
})

describe('figures in a hex', () => {
  it('fits 1–4 figures on 25 mm bases inside the hex without overlapping', () => {
    for (let n = 1; n <= 4; n++) {
      const offsets = figureOffsets(n)
      expect(offsets).toHaveLength(n)
      for (const p of offsets) expect(Math.hypot(p.x, p.z) + 0.125).toBeLessThan(HEX_SIZE / 2)
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) expect(dist(offsets[i]!, offsets[j]!)).toBeGreaterThanOrEqual(0.25)
    }
    expect(figureOffsets(0)).toEqual([])
    expect(figureOffsets(1)).toEqual([{ x: 0, z: 0 }])
  })

  it('stands units on their terrain, flyers over a chasm at the rim', () => {
    expect(standHeight('ridge')).toBeGreaterThan(standHeight('snow'))
    expect(standHeight('trench')).toBeLessThan(standHeight('snow'))
    expect(standHeight('chasm')).toBe(standHeight('snow'))
    expect(standHeight(undefined)).toBe(standHeight('snow'))
  })

  it('turns each side toward the enemy baseline (models face +z)', () => {
    expect(Math.cos(facingYaw('rebel'))).toBeCloseTo(-1)
    expect(Math.cos(facingYaw('empire'))).toBeCloseTo(1)
  })
})

describe('medal tracks and dice tray', () => {
  it('puts each track beside the board on its owner’s half and right hand, slots distinct', () => {
    for (const side of ['rebel', 'empire'] as const) {
      const slots = medalSlots(side, 6)
      expect(slots).toHaveLength(6)
      for (const s of slots) {
        expect(Math.abs(s.x)).toBeGreaterThan(BOARD_HALF_X + FRAME_MARGIN + FRAME_WIDTH)
        expect(Math.sign(s.z)).toBe(side === 'rebel' ? 1 : -1)
        expect(Math.sign(s.x)).toBe(side === 'rebel' ? 1 : -1)
      }
      for (let i = 1; i < slots.length; i++) expect(dist(slots[i]!, slots[i - 1]!)).toBeGreaterThan(0.3)
    }
    expect(medalSlots('rebel', 0)).toEqual([])
    // Many slots still fit on the half.
    const many = medalSlots('rebel', 9)
    expect(Math.min(...many.map((s) => s.z))).toBeGreaterThan(0)
  })

  it('lays dice out in two columns without overlap, off the board', () => {
    const dice = diceSlots(8)
    expect(dice).toHaveLength(8)
    for (let i = 0; i < dice.length; i++) {
      expect(Math.abs(dice[i]!.x)).toBeGreaterThan(BOARD_HALF_X + FRAME_MARGIN + FRAME_WIDTH)
      for (let j = i + 1; j < dice.length; j++) expect(dist(dice[i]!, dice[j]!)).toBeGreaterThan(DIE_EDGE * 1.2)
    }
  })
})

describe('camera', () => {
  const players = [
    { seat: 's1', side: 'rebel', teamIndex: 1, leader: null },
    { seat: 's2', side: 'empire', teamIndex: 1, leader: null },
  ] as const

  it('sits behind the seat’s own side; spectators and unknown seats watch from the Rebels’', () => {
    expect(cameraSide(players, 's1')).toBe('rebel')
    expect(cameraSide(players, 's2')).toBe('empire')
    expect(cameraSide(players, null)).toBe('rebel')
    expect(cameraSide(players, 's9')).toBe('rebel')
  })
})
