/**
 * The Star Wars Miniatures battle map: a starter-style starship deck of our own design. The Hungarian rulebook
 * describes the starter's map (a ship interior such as the Tantive IV or a Separatist cruiser, the dark side entering
 * by a blast door and the light side by an airlock at the opposite corner, each setting up within 4 squares of it) and
 * how terrain is marked, but does not print the layout, so the rooms below are ours. The size is the Revenge of the
 * Sith starter map's 29 × 19 squares (../shared/research/rules-facts.md §3.1).
 *
 * The map is drawn at double resolution so walls can sit on grid lines: even lines are grid lines, odd lines rows of
 * squares. On a grid line `-` is a wall and `=` a door (`|` and `=` between two squares of a row); `A` marks the
 * airlock and `B` the blast door, both on the map edge. In a square `.` is open floor, `o` a low object, `~`
 * difficult terrain, `x` a pit, and `L` / `D` open floor in the light / dark side's start zone. `+` is a corner and
 * only helps the eye. The map edge is a wall by the rules and is not drawn.
 */
import type { Door, Segment, Square, SquareMapDef, StartZone } from './types'

/** Squares across. */
export const MAP_WIDTH = 29
/** Squares from top to bottom. */
export const MAP_HEIGHT = 19

/** The map as drawn (see the format above). */
// prettier-ignore
export const MAP_DRAWING: readonly string[] = [
  '              +                           +',
  ' L L L L . . .|. . . . . . . . . . . . . .|. . . . . . . .',
  '+             +                           +',
  'AL L L L . . .|. o . . . . . . . . . . . o|. . o o o o . .',
  '+             +     +-+           +-+     +',
  'AL L L L . . .|. . .|.|. . . . . .|.|. . .|. . . . . . . .',
  '+             +     +-+           +-+     +',
  'AL L L L . . .=. . . . . . x x . . . . . .|. . . . . . . .',
  '+             +                           +',
  'AL L L L . . .=. . . . . . x x . . . . . .|. o . . . . o .',
  '+             +     +-+           +-+     +',
  ' L L L L . . .|. . .|.|. . . . . .|.|. . o|. . . . . . . .',
  '              +     +-+           +-+     +',
  ' L L L L . . .|. . . . . ~ . . ~ . . . . .|. . . . . . . .',
  '+-+-+=+=+-+-+-+-+-+=+=+-+-+-+-+-+=+=+-+-+-+-+-+-+=+=+-+-+-+',
  ' . . . . . . . . . . . . . . . . . . . . . . . . . .|. . .',
  '                                                    +',
  ' . . . . . o o . . . . . . . o . . ~ . ~ . . . . . .|. . .',
  '                        +                           +',
  ' . . . ~ ~ . . . . . . .|. . . . . ~ x x ~ . . o . . . . .',
  '                        +',
  ' . . . . . . . . . . . .|. . . . . ~ x x ~ . . . . . . . .',
  '+-+-+-+=+=+-+-+-+-+-+-+-+-+=+=+=+-+-+-+-+-+-+-+=+=+=+-+-+-+',
  ' . . . . . . . . .|. . . . . . . . . . . .|. . . . . . . .',
  '                  +                       +',
  ' . . . . . . . . .|. . . . . . . . . . . .|. . . . D D D D',
  '                  +                       +               +',
  ' . o o . . . o o .|. . o o . . . o . . . .|. . o . D D D DB',
  '                  +                       +               +',
  ' . . . . . . . . .|. . o o . . . . . . . .=. . . . D D D DB',
  '                  +                       +               +',
  ' . . . . . . . . .|. . . . . . . . . . . .=. . . . D D D DB',
  '                  +                       +               +',
  ' . o o . . o . . .|. . . . . ~ ~ . o o . .|. . . . D D D DB',
  '                  +                       +               +',
  ' . . . . . . . ~ ~|. . o . ~ ~ ~ . o o . .|. . o . D D D D',
  '                  +                       +',
  ' . . . . . . . . ~|. . . . . ~ . . . . . .|. . . . D D D D',
  '                  +                       +',
]

type Edge = 'wall' | 'door' | 'airlock' | 'blast-door'

const EDGES: Readonly<Record<string, Edge>> = { '-': 'wall', '|': 'wall', '=': 'door', A: 'airlock', B: 'blast-door' }

/** What the drawing says, square by square and edge by edge. */
interface Parsed {
  /** Horizontal edges: key 'x,y' is the grid line from (x, y) to (x + 1, y). */
  horizontal: Map<string, Edge>
  /** Vertical edges: key 'x,y' is the grid line from (x, y) to (x, y + 1). */
  vertical: Map<string, Edge>
  squares: Map<string, string>
}

function parse(drawing: readonly string[]): Parsed {
  if (drawing.length !== 2 * MAP_HEIGHT + 1) throw new Error(`the map drawing needs ${2 * MAP_HEIGHT + 1} lines`)
  const out: Parsed = { horizontal: new Map(), vertical: new Map(), squares: new Map() }
  drawing.forEach((raw, line) => {
    if (raw.length > 2 * MAP_WIDTH + 1) throw new Error(`map line ${line} is too long`)
    const text = raw.padEnd(2 * MAP_WIDTH + 1)
    const y = Math.floor(line / 2)
    for (let i = 0; i < text.length; i++) {
      const ch = text.charAt(i)
      const x = Math.floor(i / 2)
      const onGridLine = line % 2 === 0
      if (i % 2 === 0) {
        // A corner on a grid line, a vertical edge in a row of squares.
        if (onGridLine) {
          if (ch !== ' ' && ch !== '+') throw new Error(`map line ${line}: "${ch}" at a corner`)
        } else if (ch !== ' ') {
          const edge = EDGES[ch]
          if (!edge || ch === '-') throw new Error(`map line ${line}: "${ch}" is no vertical edge`)
          out.vertical.set(`${x},${y}`, edge)
        }
      } else if (onGridLine) {
        if (ch === ' ') continue
        const edge = EDGES[ch]
        if (!edge || ch === '|') throw new Error(`map line ${line}: "${ch}" is no horizontal edge`)
        out.horizontal.set(`${x},${y}`, edge)
      } else {
        if (ch === ' ' || !'.o~xLD'.includes(ch)) throw new Error(`map line ${line}: "${ch}" is no square`)
        out.squares.set(`${x},${y}`, ch)
      }
    }
  })
  return out
}

/** Runs of neighbouring edges of one kind along each grid line, joined into segments. */
function runs(parsed: Parsed, kinds: readonly Edge[]): { segment: Segment; kind: Edge }[] {
  const out: { segment: Segment; kind: Edge }[] = []
  const collect = (edges: Map<string, Edge>, horizontal: boolean) => {
    const lines = horizontal ? MAP_HEIGHT + 1 : MAP_WIDTH + 1
    const length = horizontal ? MAP_WIDTH : MAP_HEIGHT
    for (let l = 0; l < lines; l++) {
      let start = -1
      let kind: Edge | undefined
      for (let p = 0; p <= length; p++) {
        const here = p < length ? edges.get(horizontal ? `${p},${l}` : `${l},${p}`) : undefined
        const k = here && kinds.includes(here) ? here : undefined
        if (kind !== undefined && k !== kind) {
          const at = (q: number): Square => (horizontal ? { x: q, y: l } : { x: l, y: q })
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
  collect(parsed.horizontal, true)
  collect(parsed.vertical, false)
  return out
}

function squaresOf(parsed: Parsed, ch: string): Square[] {
  const out: Square[] = []
  for (const [key, c] of parsed.squares) {
    if (c !== ch) continue
    const [x = 0, y = 0] = key.split(',').map(Number)
    out.push({ x, y })
  }
  return out
}

const PARSED = parse(MAP_DRAWING)

let doorNumber = 0
const DOORS: Door[] = runs(PARSED, ['door', 'airlock', 'blast-door']).map(({ segment, kind }) =>
  kind === 'airlock' || kind === 'blast-door'
    ? { ...segment, id: kind, role: kind }
    : { ...segment, id: `door-${++doorNumber}` },
)

const START_ZONES: StartZone[] = [
  {
    side: 'light',
    name: { en: 'Airlock (light side)', hu: 'Zsilip (világos oldal)' },
    squares: squaresOf(PARSED, 'L'),
  },
  {
    side: 'dark',
    name: { en: 'Blast door (dark side)', hu: 'Páncélajtó (sötét oldal)' },
    squares: squaresOf(PARSED, 'D'),
  },
]

/** The battle map. Outline colours follow the rulebook: magenta walls, rows of small blue rectangles for doors,
 * green low objects, lemon-yellow difficult terrain and orange pits. */
export const SWM_MAP: SquareMapDef = {
  id: 'swm/map-starship',
  name: { en: 'Starship deck', hu: 'Csillaghajó fedélzete' },
  count: 1,
  grid: 'square',
  width: MAP_WIDTH,
  height: MAP_HEIGHT,
  walls: runs(PARSED, ['wall']).map((r) => r.segment),
  doors: DOORS,
  lowObjects: squaresOf(PARSED, 'o'),
  difficult: squaresOf(PARSED, '~'),
  pits: squaresOf(PARSED, 'x'),
  startZones: START_ZONES,
  colours: { wall: '#d0208c', door: '#2f6fd6', lowObject: '#2e9e44', difficult: '#f2e400', pit: '#f08a00' },
}

/** The drawing's parser, for tests that feed it broken drawings. */
export const parseMapDrawing = parse
