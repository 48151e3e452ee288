import { describe, expect, it } from 'vitest'
import { buildSwmMap } from '../data/maps'
import { blockersFor } from './blockers'
import { reachable } from './reachable'
import { moveStepCost, spaceFits, spaceStepAllowed, squareStepAllowed } from './steps'
import { terrainOf } from './terrain'

const tiny = (width: number, height: number, drawing: string[]) =>
  buildSwmMap(drawing, { id: 'test', name: { en: 'test', hu: 'test' }, width, height })

// A wall from (2, 0) to (2, 1), and a door from (2, 2) to (4, 2).
// prettier-ignore
const WALLED = [
  '           ',
  ' . .|. . .',
  '           ',
  ' . . . . .',
  '     = =   ',
  ' . . . . .',
  '           ',
]
const map = tiny(5, 3, WALLED)
const closed = blockersFor(map)
const open = blockersFor(map, ['door-1'])

describe('one step', () => {
  it('crosses no wall and no closed door orthogonally', () => {
    // "Falak és gödrök (walls and pits): A falak és a gödrök, szakadékok blokkolják a mozgást."
    expect(squareStepAllowed(closed, { x: 1, y: 0 }, { dx: 1, dy: 0 })).toBe(false)
    expect(squareStepAllowed(closed, { x: 1, y: 1 }, { dx: 1, dy: 0 })).toBe(true)
    // "Ajtók (doors): Az ajtók, amikor zárva vannak, ugyanúgy működnek, mint a falak. Ha nyitva vannak, nem
    // befolyásolják a mozgást."
    expect(squareStepAllowed(closed, { x: 2, y: 1 }, { dx: 0, dy: 1 })).toBe(false)
    expect(squareStepAllowed(open, { x: 2, y: 1 }, { dx: 0, dy: 1 })).toBe(true)
    // The map edge is a wall.
    expect(squareStepAllowed(closed, { x: 0, y: 0 }, { dx: -1, dy: 0 })).toBe(false)
  })

  it('never goes diagonally past the end of a wall or a closed door', () => {
    // "Az átlós mozgás duplán számít. A karakter nem mozoghat átlósan egy saroknál, vagy a fal végénél."
    expect(squareStepAllowed(closed, { x: 1, y: 0 }, { dx: 1, dy: 1 })).toBe(false)
    expect(squareStepAllowed(closed, { x: 1, y: 1 }, { dx: 1, dy: -1 })).toBe(false)
    expect(squareStepAllowed(closed, { x: 1, y: 1 }, { dx: 1, dy: 1 })).toBe(false)
    expect(squareStepAllowed(open, { x: 1, y: 1 }, { dx: 1, dy: 1 })).toBe(true)
    expect(squareStepAllowed(closed, { x: 0, y: 1 }, { dx: 1, dy: 1 })).toBe(true)
  })

  it('passes a bevelled corner diagonally', () => {
    // "… jelezze, hogy melyik sarkokat lehet keresztirányban átszelni."
    const bevelled = tiny(
      5,
      3,
      WALLED.map((line, i) => (i === 2 ? '    *      ' : line)),
    )
    expect(bevelled.bevelled).toEqual([{ x: 2, y: 1 }])
    expect(squareStepAllowed(blockersFor(bevelled), { x: 1, y: 0 }, { dx: 1, dy: 1 })).toBe(true)
  })

  it('moves a Large space only where all of it fits and every square may step', () => {
    // "A nagy karakterek 2x2 négyzetet foglalnak el, az óriás karakterek 3x3-at."
    expect(spaceFits(closed, { x: 1, y: 0, span: 2 })).toBe(false) // the wall runs between its squares
    expect(spaceFits(closed, { x: 2, y: 0, span: 2 })).toBe(true)
    expect(spaceFits(closed, { x: 2, y: 1, span: 2 })).toBe(false) // the closed door
    expect(spaceFits(open, { x: 2, y: 1, span: 2 })).toBe(true)
    expect(spaceStepAllowed(closed, { x: 2, y: 0, span: 2 }, { dx: 1, dy: 0 })).toBe(true)
    expect(spaceStepAllowed(closed, { x: 2, y: 0, span: 2 }, { dx: 0, dy: 1 })).toBe(false)
    expect(spaceStepAllowed(closed, { x: 3, y: 0, span: 2 }, { dx: 1, dy: 0 })).toBe(false) // off the map
  })
})

// prettier-ignore
const TERRAIN = tiny(3, 3, [
  '       ',
  ' . . .',
  '       ',
  ' . o ~',
  '       ',
  ' x . .',
  '       ',
])

describe('step costs', () => {
  const t = terrainOf(TERRAIN)
  it('counts 1 orthogonally, 2 diagonally, and doubles either into a low object or difficult terrain', () => {
    // "Mozgás: Az alacsony tereptárgyat tartalmazó négyzetbe való belépés, vagy azokon lépkedés duplán számít,
    // vagyis 2-t számolunk, ha egyenesen, 4-t, ha átlósan akarunk haladni."
    const one = (x: number, y: number, dx: number, dy: number) => moveStepCost(t, { x, y, span: 1 }, { dx, dy })
    expect(one(0, 0, 1, 0)).toBe(1)
    expect(one(1, 0, -1, 1)).toBe(2)
    expect(one(0, 0, 1, 1)).toBe(4)
    expect(one(0, 1, 1, 0)).toBe(2)
    expect(one(1, 1, 1, 0)).toBe(2) // difficult terrain, orthogonally
    expect(one(2, 2, 0, -1)).toBe(2)
    expect(one(1, 1, 1, 1)).toBe(2) // leaving terrain costs nothing extra
  })

  it('doubles a Large step if any square of the new space has such terrain', () => {
    // "Rájuk is vonatkozik az extra lépésérték, … elég, ha a talpuk egy része ilyen négyzeten áll."
    expect(moveStepCost(t, { x: 0, y: 0, span: 2 }, { dx: 1, dy: 0 })).toBe(2)
  })

  it('finds what a move reaches: around pits, through allies, never through enemies', () => {
    const b = blockersFor(TERRAIN)
    const { reach, ends } = reachable(b, { from: { x: 0, y: 2, span: 1 }, budget: 2, enemies: [], allies: [] })
    // A figure put on a pit may leave it but not stay ("automatikusan meghal" is the caller's).
    expect(ends.has('0,2')).toBe(false)
    expect(reach.get('1,2')?.cost).toBe(1)
    const start = reachable(b, { from: { x: 0, y: 0, span: 1 }, budget: 3, enemies: [{ x: 1, y: 0 }], allies: [] })
    expect(start.reach.get('0,1')?.cost).toBe(1)
    expect(start.reach.has('2,0')).toBe(false) // the enemy is in the way and the detour costs more
    expect(start.reach.has('0,2')).toBe(false) // a pit
    const flying = reachable(b, { from: { x: 0, y: 1, span: 1 }, budget: 2, enemies: [], allies: [], flight: true })
    expect(flying.reach.has('0,2')).toBe(true)
    expect(flying.ends.has('0,2')).toBe(false)
    const ally = reachable(b, { from: { x: 0, y: 0, span: 1 }, budget: 2, enemies: [], allies: [{ x: 1, y: 0 }] })
    expect(ally.reach.get('2,0')?.cost).toBe(2)
    expect(ally.ends.has('1,0')).toBe(false)
  })
})
