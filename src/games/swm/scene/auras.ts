/**
 * How commander auras are drawn, as plain marks: the outline of the squares each aura covers (a run of edges where a
 * covered square meets an uncovered one) and a ring under every ally the aura reaches. Every aura is outlined all the
 * time, dimly; the auras of the figure in focus (hovered, else selected) — its own, or those that reach it — are
 * drawn bright, with their allies ringed.
 */
import type { At, CommanderAura } from '../../../../engine/games/swm'
import { mix } from './highlights'
import type { RingMark } from './highlights'
import type { FigurePlace } from './mapLayout'

/** The auras' teal (apart from the sides' blue and red, the magenta walls and the highlights' yellows), and dimmed. */
export const AURA_COLOURS = { bright: '#34e0c4', dim: mix('#34e0c4', '#1b1f26', 0.5) } as const

/** One unit edge of an aura's outline, from grid point (x1, y1) to (x2, y2). */
export interface AuraEdge {
  x1: number
  y1: number
  x2: number
  y2: number
  colour: string
}

/** The auras the figure `focus` brings forward: the ones it casts and the ones that reach it. */
export function focusedAuras(auras: readonly CommanderAura[], focus: string | null): CommanderAura[] {
  if (focus === null) return []
  return auras.filter((a) => a.commander === focus || a.reached.includes(focus))
}

/** The outline of `squares`: each side of a covered square whose neighbour there is not covered. */
export function outline(squares: readonly At[]): Omit<AuraEdge, 'colour'>[] {
  const covered = new Set(squares.map((s) => `${s.x},${s.y}`))
  const out: Omit<AuraEdge, 'colour'>[] = []
  for (const { x, y } of squares) {
    if (!covered.has(`${x},${y - 1}`)) out.push({ x1: x, y1: y, x2: x + 1, y2: y })
    if (!covered.has(`${x},${y + 1}`)) out.push({ x1: x, y1: y + 1, x2: x + 1, y2: y + 1 })
    if (!covered.has(`${x - 1},${y}`)) out.push({ x1: x, y1: y, x2: x, y2: y + 1 })
    if (!covered.has(`${x + 1},${y}`)) out.push({ x1: x + 1, y1: y, x2: x + 1, y2: y + 1 })
  }
  return out
}

/** Every aura's outline: the focused ones bright (drawn last, so they win where outlines meet), the others dim. */
export function auraEdges(auras: readonly CommanderAura[], focus: string | null): AuraEdge[] {
  const focused = new Set(focusedAuras(auras, focus))
  const dim = auras.filter((a) => !focused.has(a))
  return [
    ...dim.flatMap((a) => outline(a.squares).map((e) => ({ ...e, colour: AURA_COLOURS.dim }))),
    ...[...focused].flatMap((a) => outline(a.squares).map((e) => ({ ...e, colour: AURA_COLOURS.bright }))),
  ]
}

/** A teal ring inside the side ring of every ally a focused aura reaches, and a wider one around its commander. */
export function auraRings(places: readonly FigurePlace[], auras: readonly CommanderAura[], focus: string | null) {
  const out: RingMark[] = []
  const focused = focusedAuras(auras, focus)
  const reached = new Set(focused.flatMap((a) => a.reached))
  const commanders = new Set(focused.map((a) => a.commander))
  for (const p of places) {
    if (reached.has(p.id)) out.push({ x: p.x, y: p.y, z: p.z, radius: p.span * 0.8, colour: AURA_COLOURS.bright })
    if (commanders.has(p.id)) out.push({ x: p.x, y: p.y, z: p.z, radius: p.span * 1.26, colour: AURA_COLOURS.bright })
  }
  return out
}
