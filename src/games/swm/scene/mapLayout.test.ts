import { describe, expect, it } from 'vitest'
import { STARSHIP_MAP } from '../../../../engine/games/swm'
import { DARK, LIGHT, placed, revealed, squad } from '../../../../engine/games/swm/testing/skirmish'
import { SWM_SQUARE, swmSquareLocal } from '../../../boxes/boardGeometry'
import {
  covers,
  facingYaw,
  figureOn,
  figurePlaces,
  gridWorld,
  mapHalf,
  seatEdges,
  spaceAt,
  spaceCentre,
  squareAt,
  stagingSlot,
  zoneEdge,
} from './mapLayout'

const map = STARSHIP_MAP
const light = squad('rebel', ['obi-wan-kenobi', 1], ['luke-skywalker-champion', 1])
const dark = squad('imperial', ['darth-vader', 1], ['death-star-trooper', 2])

describe('squares and the world', () => {
  it('puts a square where the board geometry puts it', () => {
    for (const [x, y] of [
      [0, 0],
      [28, 18],
      [13, 7],
    ] as const) {
      const c = spaceCentre(map, { x, y })
      const local = swmSquareLocal(x, y)
      expect(c.x).toBeCloseTo(local.x)
      expect(c.z).toBeCloseTo(local.z)
      expect(squareAt(map, c.x, c.z)).toEqual({ x, y })
    }
  })

  it('knows nothing off the map', () => {
    const corner = gridWorld(map, 0, 0)
    expect(squareAt(map, corner.x - 0.01, corner.z + 0.1)).toBeNull()
    expect(squareAt(map, -corner.x + 0.01, 0)).toBeNull()
  })

  it('centres a large space on its four squares and finds it back', () => {
    const c = spaceCentre(map, { x: 4, y: 5 }, 2)
    expect(c).toEqual(gridWorld(map, 5, 6))
    expect(spaceAt(map, c.x + 0.05, c.z - 0.05, 2)).toEqual({ x: 4, y: 5 })
    expect(covers({ x: 4, y: 5 }, 2, { x: 5, y: 6 })).toBe(true)
    expect(covers({ x: 4, y: 5 }, 2, { x: 6, y: 6 })).toBe(false)
  })
})

describe('seats and waiting figures', () => {
  it('seats each side behind the long map edge its start zone touches', () => {
    // The light zone is the top-left corner, the dark zone the bottom-right one.
    expect(zoneEdge(map, 'light')).toBe('top')
    expect(zoneEdge(map, 'dark')).toBe('bottom')
    expect(zoneEdge(map, 'fringe')).toBeNull()
    const state = revealed(light, dark, { allowPartial: true })
    expect(seatEdges(state).get(LIGHT)).toBe('top')
    expect(seatEdges(state).get(DARK)).toBe('bottom')
  })

  it('lines waiting figures up off the map beside their edge', () => {
    const half = mapHalf(map)
    const a = stagingSlot(map, 'left', 0, 2)
    const b = stagingSlot(map, 'left', 1, 2)
    expect(a.x).toBeLessThan(-half.x)
    expect(a.x).toBe(b.x)
    expect(a.z).toBeCloseTo(-b.z)
    // More than fit along one edge: a second row further out.
    const far = stagingSlot(map, 'right', 40, 41)
    expect(far.x).toBeGreaterThan(stagingSlot(map, 'right', 0, 41).x)
  })

  it('places deployed figures on their squares and the others beside the map', () => {
    const state = revealed(light, dark, { allowPartial: true })
    const vader = state.order.find((id) => state.figures[id]!.def === 'darth-vader')!
    const moved = placed(state, { [vader]: { x: 26, y: 14 } })
    const places = figurePlaces(moved)
    expect(places).toHaveLength(moved.order.length)
    const v = places.find((p) => p.id === vader)!
    expect(v).toMatchObject({ at: { x: 26, y: 14 }, span: 1, side: 'dark' })
    expect(figureOn(places, { x: 26, y: 14 })).toBe(vader)
    expect(figureOn(places, { x: 1, y: 1 })).toBeNull()
    const half = mapHalf(map)
    for (const p of places.filter((q) => q.at === null)) {
      expect(Math.abs(p.z)).toBeGreaterThan(half.z)
      expect(Math.sign(p.z)).toBe(p.side === 'light' ? -1 : 1)
    }
    expect(SWM_SQUARE).toBe(0.3)
  })
})

describe('facing', () => {
  it('turns figures to face across the map from their edge', () => {
    // A model faces +z; turned by yaw about y it faces (sin yaw, cos yaw).
    const f = (e: Parameters<typeof facingYaw>[0]) => [Math.sin(facingYaw(e)), Math.cos(facingYaw(e))]
    expect(f('left')[0]).toBeCloseTo(1)
    expect(f('right')[0]).toBeCloseTo(-1)
    expect(f('top')[1]).toBeCloseTo(1)
    expect(f('bottom')[1]).toBeCloseTo(-1)
  })
})
