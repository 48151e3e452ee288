/**
 * Squares and spaces. A figure fills a square space: Small and Medium one square, Large 2 × 2 and Huge 3 × 3
 * ("A nagy karakterek 2x2 négyzetet foglalnak el, az óriás karakterek 3x3-at"). A space is named by its top-left
 * square and covers the closed rectangle [x, x + span] × [y, y + span] of grid points.
 */
import type { GridPoint, Square, SwmMap } from '../data/maps'

export type { GridPoint, Square } from '../data/maps'

/** The figure sizes rules mode knows (Colossal is out of scope). */
export type FigureSize = 'small' | 'medium' | 'large' | 'huge'

/** How many squares across each size fills. */
export const SIZE_SPAN: Readonly<Record<FigureSize, number>> = { small: 1, medium: 1, large: 2, huge: 3 }

/** The squares a figure fills: top-left square and span. */
export interface Space {
  readonly x: number
  readonly y: number
  readonly span: number
}

/** The space of a figure of `size` whose top-left square is `at`. */
export function spaceOf(at: Square, size: FigureSize): Space {
  return { x: at.x, y: at.y, span: SIZE_SPAN[size] }
}

/** A one-square space. */
export function squareSpace(s: Square): Space {
  return { x: s.x, y: s.y, span: 1 }
}

/** The squares of a space, row by row. */
export function squaresOf(space: Space): Square[] {
  const out: Square[] = []
  for (let y = space.y; y < space.y + space.span; y++)
    for (let x = space.x; x < space.x + space.span; x++) out.push({ x, y })
  return out
}

/** The four corners of a space, clockwise from the top left. */
export function cornersOf(space: Space): GridPoint[] {
  const { x, y, span } = space
  return [
    { x, y },
    { x: x + span, y },
    { x: x + span, y: y + span },
    { x, y: y + span },
  ]
}

/** 'x,y', the key squares and points go by in sets and maps. */
export function keyOf(p: GridPoint): string {
  return `${p.x},${p.y}`
}

/** Whether a square lies on the map. */
export function onMap(map: SwmMap, s: Square): boolean {
  return s.x >= 0 && s.y >= 0 && s.x < map.width && s.y < map.height
}

/** Whether a whole space lies on the map. */
export function spaceOnMap(map: SwmMap, space: Space): boolean {
  return space.x >= 0 && space.y >= 0 && space.x + space.span <= map.width && space.y + space.span <= map.height
}

/** Whether two spaces share a square. */
export function spacesOverlap(a: Space, b: Space): boolean {
  return a.x < b.x + b.span && b.x < a.x + a.span && a.y < b.y + b.span && b.y < a.y + a.span
}

/** Whether two spaces share no square but touch along an edge or at a corner. */
export function spacesTouch(a: Space, b: Space): boolean {
  const meet = a.x <= b.x + b.span && b.x <= a.x + a.span && a.y <= b.y + b.span && b.y <= a.y + a.span
  return meet && !spacesOverlap(a, b)
}

/** Whether a square lies in a space. */
export function inSpace(space: Space, s: Square): boolean {
  return s.x >= space.x && s.y >= space.y && s.x < space.x + space.span && s.y < space.y + space.span
}
