/**
 * Every box the app knows, and look-ups from an object's `look` to the face the scene should paint.
 * A look no box knows still renders (as a blank card or token), so a newer peer's objects never break the table.
 */
import { sandboxBox } from './sandbox'
import type { BoxDefinition, CardFace, TokenFace } from './types'

/** All boxes by id. */
export const BOXES: Readonly<Record<string, BoxDefinition>> = { [sandboxBox.id]: sandboxBox }

const cardFaces = new Map<string, CardFace>()
const tokenFaces = new Map<string, TokenFace>()
for (const box of Object.values(BOXES)) {
  for (const [look, face] of Object.entries(box.cards)) cardFaces.set(look, face)
  for (const [look, face] of Object.entries(box.tokens)) tokenFaces.set(look, face)
}

/** The card face a look names, if any box defines it. */
export function cardFace(look: string): CardFace | undefined {
  return cardFaces.get(look)
}

/** The token face a look names, if any box defines it. */
export function tokenFace(look: string): TokenFace | undefined {
  return tokenFaces.get(look)
}
