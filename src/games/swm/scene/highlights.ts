/**
 * What the map highlights, as plain marks: flat squares (the deploy zone, the selected figure's reachable squares
 * coloured by cost, orange where the path offers attacks of opportunity, dots along the path to the hovered square)
 * and rings around figures (each figure's side, the selected one, the hovered one, those that have activated).
 */
import type { At, MoveHint, MoveHints } from '../../../../engine/games/swm'
import type { FigurePlace } from './mapLayout'

/** A flat mark on a square: `scale` of the square, drawn in `colour`. */
export interface SquareMark {
  at: At
  colour: string
  scale: number
}

/** A ring under a figure: `radius` in squares' halves (1 fills one square), drawn in `colour`. */
export interface RingMark {
  x: number
  y: number
  z: number
  radius: number
  colour: string
}

/** The highlight colours. */
export const HIGHLIGHT_COLOURS = {
  deploy: '#4da3ff',
  near: '#4fd67a',
  far: '#e3d34c',
  aoo: '#ff8a2a',
  path: '#f4f7ff',
  target: '#ffffff',
  selected: '#ffe04a',
  hover: '#9fe8ff',
  light: '#5aa6ff',
  dark: '#e0463c',
  activated: '#6d7480',
} as const

/** A colour between `a` and `b` (#rrggbb), `t` of the way. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseInt(a.slice(1), 16)
  const cb = parseInt(b.slice(1), 16)
  const channel = (shift: number) => {
    const x = (ca >> shift) & 255
    const y = (cb >> shift) & 255
    return Math.round(x + (y - x) * Math.min(1, Math.max(0, t)))
  }
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`
}

/** The hint whose move ends on `square`, or null. */
export function hintAt(hints: MoveHints | null, square: At | null): MoveHint | null {
  if (!hints || !square) return null
  return hints.hints.find((h) => h.to.x === square.x && h.to.y === square.y) ?? null
}

/** A reachable square's colour: green when cheap, yellow near the limit, orange when attacks of opportunity wait. */
export function hintColour(hint: MoveHint, allowance: number): string {
  if (hint.aoo.length > 0) return HIGHLIGHT_COLOURS.aoo
  return mix(HIGHLIGHT_COLOURS.near, HIGHLIGHT_COLOURS.far, allowance > 1 ? (hint.cost - 1) / (allowance - 1) : 0)
}

/** The square marks: the deploy zone, the reachable squares, the hovered square's path, where a dragged figure drops. */
export function squareMarks(
  deployZone: readonly At[] | null,
  hints: MoveHints | null,
  hoverSquare: At | null,
  drop: At | null = null,
): SquareMark[] {
  const out: SquareMark[] = (deployZone ?? []).map((at) => ({ at, colour: HIGHLIGHT_COLOURS.deploy, scale: 0.86 }))
  for (const h of hints?.hints ?? []) out.push({ at: h.to, colour: hintColour(h, hints!.squares), scale: 0.8 })
  const hovered = hintAt(hints, hoverSquare)
  if (hovered) {
    for (const at of hovered.path.slice(0, -1)) out.push({ at, colour: HIGHLIGHT_COLOURS.path, scale: 0.22 })
    out.push({ at: hovered.to, colour: HIGHLIGHT_COLOURS.target, scale: 0.94 })
  }
  if (drop) out.push({ at: drop, colour: HIGHLIGHT_COLOURS.target, scale: 0.94 })
  return out
}

/** The rings: each figure's side, then the selected and hovered figures' rings; activated figures greyed. */
export function ringMarks(
  places: readonly FigurePlace[],
  activated: ReadonlySet<string>,
  selected: string | null,
  hoverFigure: string | null,
): RingMark[] {
  const out: RingMark[] = []
  for (const p of places) {
    const side = p.side === 'dark' ? HIGHLIGHT_COLOURS.dark : HIGHLIGHT_COLOURS.light
    out.push({ x: p.x, y: p.y, z: p.z, radius: p.span, colour: activated.has(p.id) ? mix(side, '#50555e', 0.6) : side })
    if (p.id === selected)
      out.push({ x: p.x, y: p.y, z: p.z, radius: p.span * 1.12, colour: HIGHLIGHT_COLOURS.selected })
    if (p.id === hoverFigure && p.id !== selected)
      out.push({ x: p.x, y: p.y, z: p.z, radius: p.span * 1.12, colour: HIGHLIGHT_COLOURS.hover })
  }
  return out
}
