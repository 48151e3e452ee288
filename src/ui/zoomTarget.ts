/**
 * What the hover zoom (CardZoom) shows for the object under the pointer: a card's face or back, a token, or a named
 * miniature's stat card with the character's name. Pure, so the choice is tested without a canvas.
 */
import type { LocalizedText } from '../../engine/core/types'
import { cardFace, miniatureFace, tokenFace } from '../boxes'
import type { HoverInfo } from '../stores/tableUi'

/** The zoom's picture and caption for one hovered object. */
export interface ZoomTarget {
  id: string
  /** What was hovered, for the panel's label. */
  kind: 'card' | 'token' | 'miniature'
  /** Which painter draws the picture; null: a miniature without a stat card shows its name alone. */
  paint: 'card' | 'token' | null
  /** The painted look: the card's or token's own, or the miniature's stat card. */
  look: string
  /** Which side of a card or token is up (a token's back is painted as such). */
  faceUp: boolean
  /** False for a face-down card: only its back is painted, and it has no name. */
  revealed: boolean
  /** The back a face-down card shows (a game's back id, public); absent for the common back. */
  back?: string
  /** The name under the picture; null when hidden or unknown. */
  name: LocalizedText | null
}

/** The zoom for `hovered`, or null when it has nothing to show (a die, a board, a miniature no box names). */
export function zoomTarget(hovered: HoverInfo | null): ZoomTarget | null {
  if (!hovered) return null
  const { id, kind, look, faceUp } = hovered
  if (kind === 'card') {
    const name = faceUp ? (cardFace(look)?.name ?? null) : null
    // The back is the table's (the card's own, from the engine view), so the zoom shows the back the table does.
    const back = !faceUp && hovered.back ? { back: hovered.back } : {}
    return { id, kind, paint: 'card', look, faceUp, revealed: faceUp, name, ...back }
  }
  if (kind === 'token') {
    return { id, kind, paint: 'token', look, faceUp, revealed: true, name: tokenFace(look)?.name ?? null }
  }
  if (kind !== 'miniature') return null
  // A miniature is named by its box (src/boxes miniatureFace); a bare model look has no name to show.
  const face = miniatureFace(look)
  if (!face) return null
  const card = face.card && cardFace(face.card) ? face.card : null
  return { id, kind, paint: card ? 'card' : null, look: card ?? '', faceUp: true, revealed: true, name: face.name }
}
