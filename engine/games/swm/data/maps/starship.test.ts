import { describe, expect, it } from 'vitest'
import { buildSwmMap, parseDrawing, STARSHIP_DRAWING, STARSHIP_MAP, SWM_MAPS } from '.'
import type { Segment } from '.'

const key = (s: { x: number; y: number }) => `${s.x},${s.y}`
const edgeKey = (s: Segment) => `${s.from.y === s.to.y ? 'h' : 'v'}${key(s.from)}`

describe('the starship map as engine data', () => {
  const map = STARSHIP_MAP

  it('is 29 × 19 squares, listed by id', () => {
    expect([map.width, map.height]).toEqual([29, 19])
    expect(SWM_MAPS[map.id]).toBe(map)
  })

  it('keeps walls as unit edges, the map edge among them except where the airlock and blast door stand', () => {
    // "A tábla szélei áthatolhatatlan falak. a tábláról nem lehet lemenni a karakterekkel."
    for (const w of map.walls) expect(Math.abs(w.to.x - w.from.x) + Math.abs(w.to.y - w.from.y)).toBe(1)
    const walls = new Set(map.walls.map(edgeKey))
    expect(walls.size).toBe(map.walls.length)
    const entry = map.doors.filter((d) => d.role).flatMap((d) => d.edges.map(edgeKey))
    expect(entry).toHaveLength(4 + 4)
    const rim = 2 * (map.width + map.height)
    let onRim = 0
    for (let x = 0; x < map.width; x++) for (const y of [0, map.height]) onRim += walls.has(`h${x},${y}`) ? 1 : 0
    for (let y = 0; y < map.height; y++) for (const x of [0, map.width]) onRim += walls.has(`v${x},${y}`) ? 1 : 0
    expect(onRim).toBe(rim - entry.length)
    for (const e of entry) expect(walls.has(e)).toBe(false)
  })

  it('turns the four walled-in reactor pillars into wall squares, and bevels no corner', () => {
    expect(map.wallSquares.map(key)).toEqual(['10,2', '17,2', '10,5', '17,5'])
    expect(map.bevelled).toEqual([])
  })

  it('gives every door its unit edges and the squares that open it', () => {
    const door = map.doors.find((d) => d.id === 'door-1')!
    // A two-edge horizontal door: both sides, plus the diagonal squares at its two ends.
    expect(door.edges).toHaveLength(2)
    expect(door.adjacent).toHaveLength(8)
    const airlock = map.doors.find((d) => d.role === 'airlock')!
    expect(airlock.segment).toEqual({ from: { x: 0, y: 1 }, to: { x: 0, y: 5 } })
    // On the map edge only the inner side is on the map.
    expect(airlock.adjacent.map(key)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5'])
  })

  it('has the start zones of the drawing and the centre square', () => {
    expect(map.startZones.map((z) => z.side)).toEqual(['light', 'dark'])
    expect(map.startZones[0]!.squares).toHaveLength(28)
    expect(map.centre).toEqual([{ x: 14, y: 9 }])
  })

  it('parses wall squares and bevelled corners in small drawings', () => {
    // prettier-ignore
    const tiny = buildSwmMap(['     ', ' # F', '  * ', ' . .', '     '], {
      id: 't', name: { en: 't', hu: 't' }, width: 2, height: 2,
    })
    expect(tiny.wallSquares).toEqual([{ x: 0, y: 0 }])
    expect(tiny.bevelled).toEqual([{ x: 1, y: 1 }])
    expect(tiny.startZones.map((z) => [z.side, z.squares.length])).toEqual([['fringe', 1]])
    expect(tiny.centre).toHaveLength(4)
    expect(() => parseDrawing(STARSHIP_DRAWING, 28, 19)).toThrow(/too long/)
  })
})
