/**
 * Commander auras as marks: the outline of the covered squares, which auras the focused figure brings forward, and
 * the rings of the allies they reach.
 */
import { describe, expect, it } from 'vitest'
import type { CommanderAura } from '../../../../engine/games/swm'
import { AURA_COLOURS, auraEdges, auraRings, focusedAuras, outline } from './auras'
import type { FigurePlace } from './mapLayout'

const aura = (commander: string, reached: string[], squares = [{ x: 0, y: 0 }]): CommanderAura => ({
  commander,
  owner: 's1',
  effect: 0,
  range: 6,
  squares,
  reached,
})

const place = (id: string): FigurePlace => ({ id, x: 1, y: 0, z: 2, span: 1 }) as FigurePlace

describe('aura marks', () => {
  it('outlines a region by the sides where it meets the outside: one square 4 edges, a 2 × 1 strip 6', () => {
    expect(outline([{ x: 3, y: 4 }])).toEqual([
      { x1: 3, y1: 4, x2: 4, y2: 4 },
      { x1: 3, y1: 5, x2: 4, y2: 5 },
      { x1: 3, y1: 4, x2: 3, y2: 5 },
      { x1: 4, y1: 4, x2: 4, y2: 5 },
    ])
    const strip = outline([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ])
    expect(strip).toHaveLength(6)
    // The shared side between the two squares (x = 1) is not drawn.
    expect(strip.some((e) => e.x1 === 1 && e.x2 === 1)).toBe(false)
  })

  it('the focused figure brings forward the auras it casts and the ones that reach it, nothing else', () => {
    const auras = [aura('yoda', ['trooper']), aura('captain', ['droid'])]
    expect(focusedAuras(auras, 'yoda').map((a) => a.commander)).toEqual(['yoda'])
    expect(focusedAuras(auras, 'trooper').map((a) => a.commander)).toEqual(['yoda'])
    expect(focusedAuras(auras, 'enemy')).toEqual([])
    expect(focusedAuras(auras, null)).toEqual([])
  })

  it('every aura is outlined, dim out of focus and bright in focus, the bright ones drawn last', () => {
    const auras = [aura('yoda', ['trooper']), aura('captain', [], [{ x: 5, y: 5 }])]
    expect(auraEdges(auras, null).map((e) => e.colour)).toEqual(Array(8).fill(AURA_COLOURS.dim))
    const focused = auraEdges(auras, 'trooper')
    expect(focused.slice(0, 4).every((e) => e.colour === AURA_COLOURS.dim && e.x1 >= 5)).toBe(true)
    expect(focused.slice(4).every((e) => e.colour === AURA_COLOURS.bright && e.x1 <= 1)).toBe(true)
  })

  it('rings the reached allies and the commander of a focused aura only', () => {
    const places = ['yoda', 'trooper', 'other'].map(place)
    const auras = [aura('yoda', ['trooper'])]
    expect(auraRings(places, auras, null)).toEqual([])
    const rings = auraRings(places, auras, 'yoda')
    expect(rings.map((r) => r.radius)).toEqual([1.26, 0.8])
    expect(rings.every((r) => r.colour === AURA_COLOURS.bright)).toBe(true)
  })
})
