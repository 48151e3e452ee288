import { describe, expect, it } from 'vitest'
import { buildSwmMap } from '../data/maps'
import { adjacent } from './adjacent'
import { blockersFor } from './blockers'
import { range } from './range'
import { findSight, lineOfSight } from './sight'
import { squareStepAllowed } from './steps'

const tiny = (width: number, height: number, drawing: string[]) =>
  buildSwmMap(drawing, { id: 'test', name: { en: 'test', hu: 'test' }, width, height })
const sq = (x: number, y: number, span = 1) => ({ x, y, span })

// "Az olyan egyenes, ami sarkot érint, vagy egy fal mentén fut végig, nem számít látótengelynek."
describe('line of sight', () => {
  it('does not count a line that only touches the corners of walls', () => {
    // Walls under (0, 0) and above (0, 2): the only line left from one to the other runs down x = 1, through the
    // walls' ends at (1, 1) and (1, 2).
    // prettier-ignore
    const b = blockersFor(tiny(3, 3, [
      '       ',
      ' . . .',
      ' -     ',
      ' . . .',
      ' -     ',
      ' . . .',
      '       ',
    ]))
    expect(lineOfSight(b, sq(0, 0), sq(0, 2))).toBe(false)
    expect(lineOfSight(b, sq(0, 0), sq(1, 2))).toBe(true)
    expect(lineOfSight(b, sq(0, 0), sq(2, 2))).toBe(true)
  })

  it('does not count a line running along a wall square', () => {
    // "A falak, zárt ajtók és nagyméretű objektumok (amik falnak számítanak) blokkolják a látótengelyt."
    // prettier-ignore
    const b = blockersFor(tiny(3, 3, [
      '       ',
      ' . . .',
      '       ',
      ' # . .',
      '       ',
      ' . . .',
      '       ',
    ]))
    expect(lineOfSight(b, sq(0, 0), sq(0, 2))).toBe(false) // only x = 1, along the pillar's side, would do
    expect(lineOfSight(b, sq(0, 0), sq(1, 2))).toBe(true)
    expect(lineOfSight(b, sq(1, 0, 2), sq(0, 2))).toBe(true) // a Large space sees past the pillar's corner
    expect(lineOfSight(b, sq(0, 0), sq(0, 0))).toBe(true)
  })

  it('is blocked by walls met at a corner, where a diagonal neighbour is no neighbour', () => {
    // prettier-ignore
    const boxed = blockersFor(tiny(3, 2, [
      '       ',
      ' .|. .',
      ' -     ',
      ' . . .',
      '       ',
    ]))
    expect(lineOfSight(boxed, sq(0, 0), sq(1, 1))).toBe(false)
    expect(adjacent(boxed, sq(0, 0), sq(1, 1))).toBe(false)
    // One wall ending at the shared corner: a line still passes beside it, so they are adjacent, but no figure
    // steps diagonally past the wall's end.
    // prettier-ignore
    const stub = blockersFor(tiny(3, 2, [
      '       ',
      ' .|. .',
      '       ',
      ' . . .',
      '       ',
    ]))
    expect(lineOfSight(stub, sq(0, 0), sq(1, 1))).toBe(true)
    expect(adjacent(stub, sq(0, 0), sq(1, 1))).toBe(true)
    expect(squareStepAllowed(stub, { x: 0, y: 0 }, { dx: 1, dy: 1 })).toBe(false)
    expect(adjacent(stub, sq(0, 0), sq(1, 0))).toBe(false) // "A karakterek nem szomszédosak … egy fal két oldalán."
  })

  it('passes an open door and not a closed one', () => {
    // "A nyitott ajtónak nincs semmilyen hatása a mozgásra és a látótengelyre, és nem nyújt fedezéket."
    // prettier-ignore
    const map = tiny(3, 3, [
      '       ',
      ' .|. .',
      '       ',
      ' .=. .',
      '       ',
      ' .|. .',
      '       ',
    ])
    const closed = blockersFor(map)
    const open = blockersFor(map, new Set(['door-1']))
    expect(lineOfSight(closed, sq(0, 1), sq(2, 1))).toBe(false)
    expect(lineOfSight(open, sq(0, 1), sq(2, 1))).toBe(true)
    expect(lineOfSight(open, sq(0, 0), sq(2, 2))).toBe(true)
    expect(lineOfSight(open, sq(0, 0), sq(2, 0))).toBe(false)
    expect(range(closed, sq(0, 1), sq(2, 1))).toBe(null)
    expect(range(open, sq(0, 1), sq(2, 1))).toBe(2)
  })

  it('gives a witness: a point of each space and a clear segment between', () => {
    const b = blockersFor(tiny(3, 1, ['       ', ' . . .', '       ']))
    expect(findSight(b, sq(0, 0), sq(2, 0))).toEqual({ from: { x: 1, y: 1, den: 2 }, to: { x: 5, y: 1, den: 2 } })
  })
})

describe('range', () => {
  // prettier-ignore
  const map = tiny(5, 3, [
    '           ',
    ' . .|. . .',
    '           ',
    ' . o ~ x .',
    '           ',
    ' . . . . .',
    '           ',
  ])
  const b = blockersFor(map)
  it('counts the target square, diagonals as 2, round walls, through terrain', () => {
    // "Ez a távolság négyzetekben számolandó a támadó és a védekező négyzete között a védekező négyzetét is
    // beleszámolva. Az átlós irány két négyzetnek számít. Az alacsony tereptárgyak és a gödrök nem befolyásolják
    // a hatáskört, de a falak igen. (Azokat meg kell kerülni a számoláskor.)"
    expect(range(b, sq(0, 0), sq(0, 0))).toBe(0)
    expect(range(b, sq(0, 0), sq(1, 0))).toBe(1)
    expect(range(b, sq(0, 0), sq(1, 1))).toBe(2)
    expect(range(b, sq(0, 1), sq(4, 1))).toBe(4) // low object, difficult terrain and a pit on the way
    expect(range(b, sq(1, 0), sq(2, 0))).toBe(3) // round the wall, no diagonal past its end
    expect(range(b, sq(0, 0), sq(3, 1, 2))).toBe(4) // the nearest square of a Large space
  })
})
