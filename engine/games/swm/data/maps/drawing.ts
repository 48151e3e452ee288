/**
 * The text format SWM maps are drawn in, and its parser.
 *
 * A map is drawn at double resolution so walls can sit on grid lines: even lines are grid lines, odd lines rows of
 * squares. On a grid line `-` is a wall and `=` a door (`|` and `=` between two squares of a row); `A` marks the
 * airlock and `B` the blast door, both on the map edge. In a square `.` is open floor, `o` a low object, `~`
 * difficult terrain, `x` a pit, `#` a wall square, and `L` / `D` / `F` open floor in the light / dark / fringe side's
 * start zone. At a corner `+` only helps the eye and `*` marks a bevelled wall corner. The map edge is a wall by the
 * rules and is not drawn.
 */

/** What a grid-line edge of the drawing is. */
export type DrawnEdge = 'wall' | 'door' | 'airlock' | 'blast-door'

const EDGES: Readonly<Record<string, DrawnEdge>> = {
  '-': 'wall',
  '|': 'wall',
  '=': 'door',
  A: 'airlock',
  B: 'blast-door',
}

/** The characters a square may hold. */
const SQUARE_CHARS = '.o~x#LDF'

/** What the drawing says, square by square and edge by edge. */
export interface ParsedDrawing {
  /** Horizontal edges: key 'x,y' is the grid line from (x, y) to (x + 1, y). */
  readonly horizontal: ReadonlyMap<string, DrawnEdge>
  /** Vertical edges: key 'x,y' is the grid line from (x, y) to (x, y + 1). */
  readonly vertical: ReadonlyMap<string, DrawnEdge>
  /** Key 'x,y': the character drawn in square (x, y). */
  readonly squares: ReadonlyMap<string, string>
  /** Keys 'x,y' of the grid points drawn as bevelled corners. */
  readonly bevelled: ReadonlySet<string>
}

/** Parses a drawing of `width` × `height` squares; throws on anything it does not know, naming the line. */
export function parseDrawing(drawing: readonly string[], width: number, height: number): ParsedDrawing {
  if (drawing.length !== 2 * height + 1) throw new Error(`the map drawing needs ${2 * height + 1} lines`)
  const horizontal = new Map<string, DrawnEdge>()
  const vertical = new Map<string, DrawnEdge>()
  const squares = new Map<string, string>()
  const bevelled = new Set<string>()
  drawing.forEach((raw, line) => {
    if (raw.length > 2 * width + 1) throw new Error(`map line ${line} is too long`)
    const text = raw.padEnd(2 * width + 1)
    const y = line >> 1 // two drawing lines per row of squares
    const onGridLine = line % 2 === 0
    for (let i = 0; i < text.length; i++) {
      const ch = text.charAt(i)
      const x = i >> 1
      if (i % 2 === 0) {
        // A corner on a grid line, a vertical edge in a row of squares.
        if (onGridLine) {
          if (ch === '*') bevelled.add(`${x},${y}`)
          else if (ch !== ' ' && ch !== '+') throw new Error(`map line ${line}: "${ch}" at a corner`)
        } else if (ch !== ' ') {
          const edge = EDGES[ch]
          if (!edge || ch === '-') throw new Error(`map line ${line}: "${ch}" is no vertical edge`)
          vertical.set(`${x},${y}`, edge)
        }
      } else if (onGridLine) {
        if (ch === ' ') continue
        const edge = EDGES[ch]
        if (!edge || ch === '|') throw new Error(`map line ${line}: "${ch}" is no horizontal edge`)
        horizontal.set(`${x},${y}`, edge)
      } else {
        if (ch === ' ' || !SQUARE_CHARS.includes(ch)) throw new Error(`map line ${line}: "${ch}" is no square`)
        squares.set(`${x},${y}`, ch)
      }
    }
  })
  return { horizontal, vertical, squares, bevelled }
}
