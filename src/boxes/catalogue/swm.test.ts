import { describe, expect, it } from 'vitest'
import { SWM_CATALOGUE, SWM_CHARACTERS, SWM_MAP } from './swm'
import { MAP_DRAWING, MAP_HEIGHT, MAP_WIDTH, parseMapDrawing } from './swm-map'
import type { Segment, Square } from './types'

const key = (s: Square) => `${s.x},${s.y}`

/** The unit grid-line edges a segment covers, as 'h:x,y' / 'v:x,y' keys. */
function edges(s: Segment): string[] {
  const out: string[] = []
  if (s.from.y === s.to.y) for (let x = s.from.x; x < s.to.x; x++) out.push(`h:${x},${s.from.y}`)
  else for (let y = s.from.y; y < s.to.y; y++) out.push(`v:${s.from.x},${y}`)
  return out
}

function onGrid(s: Segment): boolean {
  const points = [s.from, s.to]
  const inside = points.every(
    (p) =>
      Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.x <= MAP_WIDTH && p.y >= 0 && p.y <= MAP_HEIGHT,
  )
  const straight = (s.from.x === s.to.x && s.from.y < s.to.y) || (s.from.y === s.to.y && s.from.x < s.to.x)
  return inside && straight
}

function inMap(s: Square): boolean {
  return Number.isInteger(s.x) && Number.isInteger(s.y) && s.x >= 0 && s.x < MAP_WIDTH && s.y >= 0 && s.y < MAP_HEIGHT
}

/** Squares reachable from `start` by orthogonal steps, not across the given edges, never into a pit. */
function reachable(start: Square, blocked: Set<string>): Set<string> {
  const pits = new Set(SWM_MAP.pits.map(key))
  const seen = new Set([key(start)])
  const todo = [start]
  for (let s = todo.pop(); s; s = todo.pop()) {
    const steps: [Square, string][] = [
      [{ x: s.x + 1, y: s.y }, `v:${s.x + 1},${s.y}`],
      [{ x: s.x - 1, y: s.y }, `v:${s.x},${s.y}`],
      [{ x: s.x, y: s.y + 1 }, `h:${s.x},${s.y + 1}`],
      [{ x: s.x, y: s.y - 1 }, `h:${s.x},${s.y}`],
    ]
    for (const [next, edge] of steps) {
      if (!inMap(next) || blocked.has(edge) || pits.has(key(next)) || seen.has(key(next))) continue
      seen.add(key(next))
      todo.push(next)
    }
  }
  return seen
}

describe('Star Wars Miniatures map', () => {
  const wallEdges = SWM_MAP.walls.flatMap(edges)
  const doorEdges = SWM_MAP.doors.flatMap(edges)

  it('puts every wall and door on the grid, and never a wall on a door', () => {
    expect(SWM_MAP.width).toBe(29)
    expect(SWM_MAP.height).toBe(19)
    for (const s of [...SWM_MAP.walls, ...SWM_MAP.doors]) expect(onGrid(s), JSON.stringify(s)).toBe(true)
    expect(new Set(wallEdges).size).toBe(wallEdges.length)
    expect(doorEdges.filter((e) => wallEdges.includes(e))).toEqual([])
    // The map edge is a wall by the rules, so no listed wall runs along it.
    for (const w of SWM_MAP.walls) {
      const alongEdge =
        (w.from.x === w.to.x && (w.from.x === 0 || w.from.x === MAP_WIDTH)) ||
        (w.from.y === w.to.y && (w.from.y === 0 || w.from.y === MAP_HEIGHT))
      expect(alongEdge, JSON.stringify(w)).toBe(false)
    }
  })

  it('has one airlock and one blast door on the map edge, at opposite ends', () => {
    const airlock = SWM_MAP.doors.filter((d) => d.role === 'airlock')
    const blast = SWM_MAP.doors.filter((d) => d.role === 'blast-door')
    expect(airlock).toHaveLength(1)
    expect(blast).toHaveLength(1)
    expect(airlock[0]?.from.x).toBe(0)
    expect(blast[0]?.from.x).toBe(MAP_WIDTH)
    expect(new Set(SWM_MAP.doors.map((d) => d.id)).size).toBe(SWM_MAP.doors.length)
  })

  it('gives each square at most one kind of terrain, inside the map', () => {
    const kinds = [SWM_MAP.lowObjects, SWM_MAP.difficult, SWM_MAP.pits]
    const all = kinds.flat()
    for (const s of all) expect(inMap(s), key(s)).toBe(true)
    expect(new Set(all.map(key)).size).toBe(all.length)
    const pits = new Set(SWM_MAP.pits.map(key))
    expect(SWM_MAP.lowObjects.filter((s) => pits.has(key(s)))).toEqual([])
    for (const k of kinds) expect(k.length).toBeGreaterThan(0)
  })

  it('sets each side up on clear floor within 4 squares of its door', () => {
    const terrain = new Set([...SWM_MAP.lowObjects, ...SWM_MAP.difficult, ...SWM_MAP.pits].map(key))
    for (const zone of SWM_MAP.startZones) {
      const door = SWM_MAP.doors.find((d) => d.role === (zone.side === 'light' ? 'airlock' : 'blast-door'))!
      // The squares just inside the door.
      const inside = edges(door).map((e) => {
        const [x = 0, y = 0] = e.slice(2).split(',').map(Number)
        return { x: x === MAP_WIDTH ? x - 1 : x, y }
      })
      expect(zone.squares.length).toBeGreaterThan(8)
      for (const s of zone.squares) {
        expect(terrain.has(key(s)), key(s)).toBe(false)
        const near = Math.min(...inside.map((d) => Math.max(Math.abs(d.x - s.x), Math.abs(d.y - s.y))))
        expect(near, `${zone.side} ${key(s)}`).toBeLessThanOrEqual(4)
      }
    }
  })

  it('connects every open square with the doors open, and closed doors shut the start zones in', () => {
    const light = SWM_MAP.startZones.find((z) => z.side === 'light')!.squares[0]!
    const dark = SWM_MAP.startZones.find((z) => z.side === 'dark')!.squares[0]!
    const open = reachable(light, new Set(wallEdges))
    // Only the pits and the reactor's four pillars (squares walled in on every side) are out of reach.
    const pillars = [] as string[]
    for (let x = 0; x < MAP_WIDTH; x++)
      for (let y = 0; y < MAP_HEIGHT; y++) {
        const around = [`h:${x},${y}`, `h:${x},${y + 1}`, `v:${x},${y}`, `v:${x + 1},${y}`]
        if (around.every((e) => wallEdges.includes(e))) pillars.push(`${x},${y}`)
      }
    expect(pillars).toHaveLength(4)
    expect(open.size).toBe(MAP_WIDTH * MAP_HEIGHT - SWM_MAP.pits.length - pillars.length)
    expect(reachable(light, new Set([...wallEdges, ...doorEdges])).has(key(dark))).toBe(false)
  })

  it('refuses a broken drawing', () => {
    expect(parseMapDrawing(MAP_DRAWING).squares.size).toBe(MAP_WIDTH * MAP_HEIGHT)
    expect(() => parseMapDrawing(['+'])).toThrow(/lines/)
    const edit = (line: number, at: number, ch: string) =>
      MAP_DRAWING.map((l, i) => (i === line ? l.padEnd(at + 1).slice(0, at) + ch + l.padEnd(at + 1).slice(at + 1) : l))
    expect(() => parseMapDrawing(edit(1, 1, '?'))).toThrow(/no square/)
    expect(() => parseMapDrawing(edit(1, 1, ' '))).toThrow(/no square/)
    expect(() => parseMapDrawing(edit(2, 1, '|'))).toThrow(/no horizontal edge/)
    expect(() => parseMapDrawing(edit(1, 2, '-'))).toThrow(/no vertical edge/)
    expect(() => parseMapDrawing(edit(2, 2, 'x'))).toThrow(/corner/)
    expect(() => parseMapDrawing(edit(1, 2 * MAP_WIDTH + 1, '.'))).toThrow(/too long/)
  })
})

describe('Star Wars Miniatures characters', () => {
  it('field two squads within 100 points, each figure with its stat card', () => {
    for (const faction of ['rebel', 'imperial'] as const) {
      const squad = SWM_CHARACTERS.filter((c) => c.faction === faction)
      const points = squad.reduce((n, c) => n + c.cost * c.figures, 0)
      expect(points).toBeGreaterThan(50)
      expect(points).toBeLessThanOrEqual(100)
    }
    const cards = new Set(SWM_CATALOGUE.cards.map((c) => c.id))
    for (const m of SWM_CATALOGUE.miniatures) expect(cards.has(m.card ?? ''), m.id).toBe(true)
    const obiWan = SWM_CATALOGUE.cards.find((c) => c.id === 'swm/obi-wan-kenobi-card')
    expect(obiWan?.stats).toEqual([
      { key: 'hitPoints', value: 100 },
      { key: 'defence', value: 19 },
      { key: 'attack', value: 14 },
      { key: 'damage', value: 20 },
      { key: 'force', value: 5 },
    ])
    for (const c of SWM_CATALOGUE.cards) for (const s of c.stats) expect(SWM_CATALOGUE.statNames[s.key]).toBeDefined()
  })

  it('has a d20, damage and Force counters and activation markers', () => {
    expect(SWM_CATALOGUE.dice[0]?.faces).toHaveLength(20)
    const tokens = SWM_CATALOGUE.tokens.map((t) => t.id)
    expect(tokens).toEqual(expect.arrayContaining(['swm/damage-10', 'swm/force-point', 'swm/activation']))
  })
})
