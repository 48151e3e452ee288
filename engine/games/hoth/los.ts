/**
 * Line of sight (rulebook appendix 7). The line runs from the centre of one hex to the centre of the other.
 * It is blocked by a blocking hex whose inside it crosses, and by blocking hexes that it runs along on both of
 * its sides; blocking hexes along one side only leave it clear.
 *
 * The geometry is written by hand: honeycomb-grid's line traverser nudges its line a fixed 1e-6 to one side and
 * returns one hex per step, so a line that runs along an edge comes back as one of the two hexes beside it, as if
 * it crossed that hex. Here each hex's corners are tested against the exact line instead.
 *
 * The frame: X = 2q + r (half hex widths east), Y = 3r (thirds of a row). It is the true picture stretched along
 * its axes (x by 2, y by 2√3), which keeps straight lines straight and keeps which side of a line a point lies on,
 * and it puts every centre and corner on whole numbers (corners at (0, ±2) and (±1, ±1) from the centre),
 * so every test below is exact integer arithmetic.
 */
import { ALL_HEXES, areAdjacent, cubeOf } from './hex'
import type { HexId } from './types'

/** What a line from centre to centre meets, each list in order from `from` to `to`. */
export type LosLine = {
  /** Hexes (not from/to) whose inside the line passes through. */
  readonly crossed: readonly HexId[]
  /**
   * Hexes the line only touches, on its left as you go from `from` to `to` (seen from above, the Rebel baseline
   * nearest you): it runs along one of their edges, or passes through just one of their corners (a line through
   * the point where three hexes meet, not along an edge, goes from one to the next, and the third lies beside it).
   */
  readonly left: readonly HexId[]
  /** The same on the line's right. */
  readonly right: readonly HexId[]
}

type Vec = { x: number; y: number }

/** Corners around a centre, in the integer frame, in order (consecutive corners share an edge). */
const CORNERS: readonly Vec[] = [
  { x: 0, y: 2 },
  { x: 1, y: 1 },
  { x: 1, y: -1 },
  { x: 0, y: -2 },
  { x: -1, y: -1 },
  { x: -1, y: 1 },
]

function frameOf(id: HexId): Vec {
  const { q, r } = cubeOf(id)
  return { x: 2 * q + r, y: 3 * r }
}

const INDEX = new Map(ALL_HEXES.map((id, i) => [id, i]))
const CENTRES: readonly Vec[] = ALL_HEXES.map(frameOf)
const EMPTY: LosLine = Object.freeze({ crossed: Object.freeze([]), left: Object.freeze([]), right: Object.freeze([]) })

type Meet = { kind: 'crossed' | 'left' | 'right'; t: number }

/**
 * How the segment p0 → p0 + d meets the hex centred on c, or null when it misses it (or meets it only beyond
 * the segment's ends). t is where along the segment (0..1) the meeting is, for ordering.
 */
function meet(p0: Vec, d: Vec, c: Vec): Meet | null {
  const corners = CORNERS.map((k) => ({ x: c.x + k.x, y: c.y + k.y }))
  // Which side of the line each corner lies on: > 0 left, < 0 right, 0 on the line.
  const side = corners.map((v) => d.x * (v.y - p0.y) - d.y * (v.x - p0.x))
  const len2 = d.x * d.x + d.y * d.y
  const along = (v: Vec): number => ((v.x - p0.x) * d.x + (v.y - p0.y) * d.y) / len2
  const pos = side.some((s) => s > 0)
  const neg = side.some((s) => s < 0)
  let t: number
  if (pos && neg) {
    // The line passes through the inside: find where it enters and leaves (edges whose ends change side).
    const ts: number[] = []
    for (let i = 0; i < 6; i++) {
      const j = (i + 1) % 6
      const [a, b] = [side[i] ?? 0, side[j] ?? 0]
      if ((a < 0 && b >= 0) || (a >= 0 && b < 0)) {
        const u = a / (a - b)
        const [va, vb] = [corners[i] ?? c, corners[j] ?? c]
        ts.push(along({ x: va.x + u * (vb.x - va.x), y: va.y + u * (vb.y - va.y) }))
      }
    }
    t = (Math.min(...ts) + Math.max(...ts)) / 2
  } else {
    const on = corners.filter((_, i) => side[i] === 0)
    if (on.length === 0) return null
    // One corner on the line: a touch at a point. Two (always neighbours): the line runs along that edge.
    t = on.reduce((sum, v) => sum + along(v), 0) / on.length
  }
  // A hex's meeting never reaches into the from/to hexes, so it lies wholly inside the segment or wholly outside.
  if (t <= 0 || t >= 1) return null
  return { kind: pos && neg ? 'crossed' : pos ? 'left' : 'right', t }
}

function compute(from: HexId, to: HexId): LosLine {
  const i0 = INDEX.get(from)
  const i1 = INDEX.get(to)
  if (i0 === undefined || i1 === undefined) throw new Error(`los: unknown hex in ${from} → ${to}`)
  if (i0 === i1) return EMPTY
  const p0 = CENTRES[i0] as Vec
  const p1 = CENTRES[i1] as Vec
  const d = { x: p1.x - p0.x, y: p1.y - p0.y }
  const found: Record<Meet['kind'], { id: HexId; t: number }[]> = { crossed: [], left: [], right: [] }
  ALL_HEXES.forEach((id, i) => {
    if (i === i0 || i === i1) return
    const m = meet(p0, d, CENTRES[i] as Vec)
    if (m) found[m.kind].push({ id, t: m.t })
  })
  const ordered = (list: { id: HexId; t: number }[]): readonly HexId[] =>
    Object.freeze(list.sort((a, b) => a.t - b.t).map((e) => e.id))
  return Object.freeze({ crossed: ordered(found.crossed), left: ordered(found.left), right: ordered(found.right) })
}

const MEMO = new Map<string, LosLine>()

/**
 * What the straight line from the centre of `from` to the centre of `to` crosses and touches, half hexes
 * included (from/to themselves are never listed). Worked out once per pair.
 */
export function losLine(from: HexId, to: HexId): LosLine {
  const key = `${from}>${to}`
  let line = MEMO.get(key)
  if (!line) {
    line = compute(from, to)
    MEMO.set(key, line)
  }
  return line
}

/**
 * Whether `from` sees `to`: no blocking hex is crossed, and blocking hexes do not touch the line on both sides
 * (along one side only is clear). Adjacent hexes always see each other. `blocks` says which hexes block
 * (units, terrain, half hexes); it is never asked about `from` or `to`.
 */
export function hasLineOfSight(from: HexId, to: HexId, blocks: (hex: HexId) => boolean): boolean {
  if (from === to || areAdjacent(from, to)) return true
  const line = losLine(from, to)
  if (line.crossed.some((h) => blocks(h))) return false
  return !(line.left.some((h) => blocks(h)) && line.right.some((h) => blocks(h)))
}
