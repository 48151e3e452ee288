import { describe, expect, it } from 'vitest'
import type { MoveHints } from '../../../../engine/games/swm'
import { HIGHLIGHT_COLOURS, hintAt, hintColour, mix, ringMarks, squareMarks } from './highlights'
import type { FigurePlace } from './mapLayout'

const hints: MoveHints = {
  figure: 'f',
  refused: null,
  squares: 6,
  force: { points: 0, squares: 0 },
  hints: [
    { to: { x: 2, y: 1 }, path: [{ x: 2, y: 1 }], cost: 1, aoo: [] },
    {
      to: { x: 4, y: 1 },
      path: [
        { x: 2, y: 1 },
        { x: 3, y: 1 },
        { x: 4, y: 1 },
      ],
      cost: 3,
      aoo: [],
    },
    { to: { x: 7, y: 1 }, path: [{ x: 7, y: 1 }], cost: 6, aoo: [{ enemy: 'e', from: { x: 1, y: 1 } }] },
  ],
}

const place = (id: string, side: string, span = 1): FigurePlace => ({
  id,
  def: 'x',
  owner: side === 'dark' ? 's2' : 's1',
  side,
  x: 0,
  y: 0,
  z: 0,
  yaw: 0,
  span,
  at: { x: 0, y: 0 },
})

describe('square marks', () => {
  it('colours reachable squares by cost, orange where attacks of opportunity wait', () => {
    expect(hintColour(hints.hints[0]!, 6)).toBe(HIGHLIGHT_COLOURS.near)
    expect(hintColour(hints.hints[2]!, 6)).toBe(HIGHLIGHT_COLOURS.aoo)
    expect(hintColour({ ...hints.hints[2]!, aoo: [] }, 6)).toBe(HIGHLIGHT_COLOURS.far)
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
  })

  it('marks the deploy zone, every hint, and the hovered path', () => {
    const zone = [{ x: 0, y: 0 }]
    expect(squareMarks(zone, null, null)).toEqual([
      { at: { x: 0, y: 0 }, colour: HIGHLIGHT_COLOURS.deploy, scale: 0.86 },
    ])
    const marks = squareMarks(null, hints, { x: 4, y: 1 })
    expect(marks).toHaveLength(3 + 2 + 1)
    expect(marks.filter((m) => m.colour === HIGHLIGHT_COLOURS.path).map((m) => m.at)).toEqual([
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ])
    expect(marks.at(-1)).toMatchObject({ at: { x: 4, y: 1 }, colour: HIGHLIGHT_COLOURS.target })
    expect(hintAt(hints, { x: 9, y: 9 })).toBeNull()
    expect(squareMarks(null, hints, { x: 9, y: 9 })).toHaveLength(3)
    expect(squareMarks(zone, null, null, { x: 0, y: 0 }).at(-1)).toMatchObject({ colour: HIGHLIGHT_COLOURS.target })
  })
})

describe('ring marks', () => {
  it('rings every figure in its side colour, plus selection and hover', () => {
    const rings = ringMarks([place('a', 'light'), place('b', 'dark', 2)], new Set(['b']), 'a', 'b')
    expect(rings.map((r) => r.colour)).toEqual([
      HIGHLIGHT_COLOURS.light,
      HIGHLIGHT_COLOURS.selected,
      mix(HIGHLIGHT_COLOURS.dark, '#50555e', 0.6),
      HIGHLIGHT_COLOURS.hover,
    ])
    expect(rings[2]!.radius).toBe(2)
  })
})
