/**
 * Reading other people's presence from awareness defensively: a peer can publish anything, so every field
 * is checked and anything unusable reads as absent. The colour goes into the name label's CSS, so it is
 * `#rrggbb` or the default (net/sanitize.ts), never something that could fetch a URL.
 */
import { safeColour, safeName } from '../../net/sanitize'

/** What the scene draws for one remote person. */
export interface PeerView {
  name: string
  colour: string
  cursor: { x: number; z: number } | null
  drag: { id: string; x: number; z: number } | null
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** Parses one awareness state; null when it is not a presence at all. */
export function parsePresence(state: unknown): PeerView | null {
  if (!isObject(state)) return null
  const user = isObject(state.user) ? state.user : {}
  const name = safeName(user.name, 40) || '?'
  const colour = safeColour(user.colour, '#58d0ff')
  const c = state.cursor
  const cursor = isObject(c) && finite(c.x) && finite(c.z) ? { x: c.x, z: c.z } : null
  const d = state.drag
  const drag =
    isObject(d) && typeof d.id === 'string' && finite(d.x) && finite(d.z) ? { id: d.id, x: d.x, z: d.z } : null
  return { name, colour, cursor, drag }
}

/** Writes a raw awareness state's cursor into `out` without allocating; false when there is none. */
export function readCursor(state: unknown, out: { x: number; z: number }): boolean {
  const c = isObject(state) ? state.cursor : null
  if (!isObject(c) || !finite(c.x) || !finite(c.z)) return false
  out.x = c.x
  out.z = c.z
  return true
}

/** Writes a raw awareness state's drag position into `out` without allocating; false when not dragging. */
export function readDrag(state: unknown, out: { x: number; z: number }): boolean {
  const d = isObject(state) ? state.drag : null
  if (!isObject(d) || typeof d.id !== 'string' || !finite(d.x) || !finite(d.z)) return false
  out.x = d.x
  out.z = d.z
  return true
}
