/**
 * What the table's tools show while the pointer moves, shared between the input (which writes it) and the scene
 * (SelectionBox, MeasureLine, which read it every frame). Plain mutable data, never React state, so a pointer move
 * costs no render; writers call `model.touch()` to ask for a frame. One table input per page.
 */
import type { ScreenRect } from './selection'
import type { Measurement } from './measure'

/** The live selection rectangle and measuring line; null when not shown. */
export interface LiveTools {
  /** The rectangle being drawn with Shift+drag, in page CSS px. */
  box: ScreenRect | null
  /** The measuring line (it stays after the drag until the next one, Esc or M). */
  measure: Measurement | null
}

/** The page's live tool state. */
export const liveTools: LiveTools = { box: null, measure: null }
