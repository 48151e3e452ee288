/**
 * Turns a map drawing (drawing.ts) into an `SwmMap`: unit wall edges with the map edge added, door runs with the
 * squares that open them, wall squares, terrain, start zones and the centre.
 */
import { parseDrawing } from './drawing'
import type { DrawnEdge, ParsedDrawing } from './drawing'
import type { GridPoint, MapText, Segment, Square, SwmDoor, SwmMap, SwmSide, SwmStartZone } from './types'

/** What a drawing does not say: the map's id, names and size. */
export interface MapMeta {
  readonly id: string
  readonly name: MapText
  readonly width: number
  readonly height: number
  /** Names of the start zones drawn with L / D / F. */
  readonly zoneNames?: Partial<Readonly<Record<SwmSide, MapText>>>
}

const ZONE_CHARS: Readonly<Record<SwmSide, string>> = { light: 'L', dark: 'D', fringe: 'F' }

const DEFAULT_ZONE_NAMES: Readonly<Record<SwmSide, MapText>> = {
  light: { en: 'Light side', hu: 'Világos oldal' },
  dark: { en: 'Dark side', hu: 'Sötét oldal' },
  fringe: { en: 'Fringe', hu: 'Fringe' },
}

const unitH = (x: number, y: number): Segment => ({ from: { x, y }, to: { x: x + 1, y } })
const unitV = (x: number, y: number): Segment => ({ from: { x, y }, to: { x, y: y + 1 } })

/** One grid line's worth of runs of neighbouring edges of one kind, joined into segments, in drawing order. */
function runsOf(
  parsed: ParsedDrawing,
  width: number,
  height: number,
  kinds: readonly DrawnEdge[],
): { segment: Segment; kind: DrawnEdge }[] {
  const out: { segment: Segment; kind: DrawnEdge }[] = []
  const collect = (horizontal: boolean) => {
    const edges = horizontal ? parsed.horizontal : parsed.vertical
    const lines = horizontal ? height + 1 : width + 1
    const length = horizontal ? width : height
    for (let l = 0; l < lines; l++) {
      let start = -1
      let kind: DrawnEdge | undefined
      for (let p = 0; p <= length; p++) {
        const here = p < length ? edges.get(horizontal ? `${p},${l}` : `${l},${p}`) : undefined
        const k = here && kinds.includes(here) ? here : undefined
        if (kind !== undefined && k !== kind) {
          const at = (q: number): GridPoint => (horizontal ? { x: q, y: l } : { x: l, y: q })
          out.push({ segment: { from: at(start), to: at(p) }, kind })
          kind = undefined
        }
        if (k !== undefined && kind === undefined) {
          start = p
          kind = k
        }
      }
    }
  }
  collect(true)
  collect(false)
  return out
}

/** The unit edges a grid-line segment covers. */
export function unitEdgesOf(s: Segment): Segment[] {
  const out: Segment[] = []
  if (s.from.y === s.to.y) for (let x = s.from.x; x < s.to.x; x++) out.push(unitH(x, s.from.y))
  else for (let y = s.from.y; y < s.to.y; y++) out.push(unitV(s.from.x, y))
  return out
}

/** Squares on both sides of a door and the diagonal squares at its two ends, inside the map (§14 [A]). */
function doorNeighbours(s: Segment, width: number, height: number): Square[] {
  const out: Square[] = []
  const horizontal = s.from.y === s.to.y
  const first = (horizontal ? s.from.x : s.from.y) - 1
  const last = horizontal ? s.to.x : s.to.y
  const line = horizontal ? s.from.y : s.from.x
  for (const side of [line - 1, line])
    for (let p = first; p <= last; p++) {
      const sq = horizontal ? { x: p, y: side } : { x: side, y: p }
      if (sq.x >= 0 && sq.y >= 0 && sq.x < width && sq.y < height) out.push(sq)
    }
  return out
}

function squaresDrawn(parsed: ParsedDrawing, ch: string): Square[] {
  const out: Square[] = []
  for (const [key, c] of parsed.squares) {
    if (c !== ch) continue
    const [x = 0, y = 0] = key.split(',').map(Number)
    out.push({ x, y })
  }
  return out
}

/** The middle square, or the two or four middle squares when a side has an even count. */
function centreOf(width: number, height: number): Square[] {
  // Halving by shifts keeps the map data integer-only, like the geometry.
  const xs = width % 2 === 1 ? [width >> 1] : [(width >> 1) - 1, width >> 1]
  const ys = height % 2 === 1 ? [height >> 1] : [(height >> 1) - 1, height >> 1]
  return ys.flatMap((y) => xs.map((x) => ({ x, y })))
}

/** Builds the map a drawing shows (see drawing.ts for the format). */
export function buildSwmMap(drawing: readonly string[], meta: MapMeta): SwmMap {
  const { width, height } = meta
  const parsed = parseDrawing(drawing, width, height)
  const doorRuns = runsOf(parsed, width, height, ['door', 'airlock', 'blast-door'])
  let doorNumber = 0
  const doors: SwmDoor[] = doorRuns.map(({ segment, kind }) => ({
    ...(kind === 'airlock' || kind === 'blast-door' ? { id: kind, role: kind } : { id: `door-${++doorNumber}` }),
    segment,
    edges: unitEdgesOf(segment),
    adjacent: doorNeighbours(segment, width, height),
  }))
  // Unit wall edges: the drawn ones and the map edge where no door stands, horizontal lines first.
  const doorOnEdge = (horizontal: boolean, x: number, y: number) => {
    const drawn = (horizontal ? parsed.horizontal : parsed.vertical).get(`${x},${y}`)
    return drawn !== undefined && drawn !== 'wall'
  }
  const walls: Segment[] = []
  for (let y = 0; y <= height; y++)
    for (let x = 0; x < width; x++) {
      const drawn = parsed.horizontal.get(`${x},${y}`)
      if (drawn === 'wall' || ((y === 0 || y === height) && !doorOnEdge(true, x, y))) walls.push(unitH(x, y))
    }
  for (let x = 0; x <= width; x++)
    for (let y = 0; y < height; y++) {
      const drawn = parsed.vertical.get(`${x},${y}`)
      if (drawn === 'wall' || ((x === 0 || x === width) && !doorOnEdge(false, x, y))) walls.push(unitV(x, y))
    }
  // Wall squares: drawn as `#`, or walled in on all four sides (the starship's reactor pillars).
  const wallKeys = new Set(walls.map((w) => `${w.from.x === w.to.x ? 'v' : 'h'}${w.from.x},${w.from.y}`))
  const walledIn = (s: Square) =>
    wallKeys.has(`h${s.x},${s.y}`) &&
    wallKeys.has(`h${s.x},${s.y + 1}`) &&
    wallKeys.has(`v${s.x},${s.y}`) &&
    wallKeys.has(`v${s.x + 1},${s.y}`)
  const wallSquares = [...parsed.squares].flatMap(([key, ch]) => {
    const [x = 0, y = 0] = key.split(',').map(Number)
    return ch === '#' || walledIn({ x, y }) ? [{ x, y }] : []
  })
  const startZones: SwmStartZone[] = (['light', 'dark', 'fringe'] as const).flatMap((side) => {
    const squares = squaresDrawn(parsed, ZONE_CHARS[side])
    return squares.length === 0 ? [] : [{ side, name: meta.zoneNames?.[side] ?? DEFAULT_ZONE_NAMES[side], squares }]
  })
  const bevelled = [...parsed.bevelled].map((key) => {
    const [x = 0, y = 0] = key.split(',').map(Number)
    return { x, y }
  })
  return {
    id: meta.id,
    name: meta.name,
    width,
    height,
    walls,
    wallSquares,
    doors,
    bevelled,
    lowObjects: squaresDrawn(parsed, 'o'),
    difficult: squaresDrawn(parsed, '~'),
    pits: squaresDrawn(parsed, 'x'),
    startZones,
    centre: centreOf(width, height),
  }
}
