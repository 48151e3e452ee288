/**
 * Every box the app knows, and look-ups from an object's `look` to the face the scene should paint.
 * A look no box knows still renders (as a blank card or token), so a newer peer's objects never break the table.
 */
import { blankBox } from './blank'
import { dialFace } from './faces'
import { parseDialLook } from './dials'
import { hkkBox } from './hkk'
import { hothFreeBox } from './hothFree'
import { sandboxBox } from './sandbox'
import { swlcgBox } from './swlcg'
import { swmBox } from './swm'
import type { LocalizedText } from '../../engine/core/types'
import type { BoxDefinition, CardFace, MiniatureFace, TokenFace } from './types'

export { dialLook, parseDialLook } from './dials'

/** All boxes by id: the sandbox deck, the four games' free-play boxes and the blank table. */
export const BOXES: Readonly<Record<string, BoxDefinition>> = Object.fromEntries(
  [sandboxBox, swlcgBox, swmBox, hothFreeBox, hkkBox, blankBox].map((b) => [b.id, b]),
)

const pileLabels = new Map<string, LocalizedText>()
for (const box of Object.values(BOXES)) for (const p of box.piles) pileLabels.set(p.name, p.label)

/**
 * A pile's name in `lang`: the box's own label for a box's pile (the log and the document carry its English name,
 * so every peer reads the same entry), any other name (an imported or renamed pile) as it is.
 */
export function pileLabel(name: string, lang: 'hu' | 'en'): string {
  return pileLabels.get(name)?.[lang] ?? name
}

const cardFaces = new Map<string, CardFace>()
const tokenFaces = new Map<string, TokenFace>()
const miniatureFaces = new Map<string, MiniatureFace>()
for (const box of Object.values(BOXES)) {
  for (const [look, face] of Object.entries(box.cards)) cardFaces.set(look, face)
  for (const [look, face] of Object.entries(box.tokens)) tokenFaces.set(look, face)
  for (const [look, face] of Object.entries(box.miniatures ?? {})) miniatureFaces.set(look, face)
}

/** Separates a card look from the stat keys it emphasises (`emphasisLook`). */
const EMPHASIS = '|'

/**
 * The look of card `look` with `keys` emphasised ('swlcg/core-1-2|unitDamage,tactics'): a face of its own in the
 * atlas, so a rules table can light the icons that apply to a strike on the card itself.
 */
export function emphasisLook(look: string, keys: readonly string[]): string {
  return `${look}${EMPHASIS}${keys.join(',')}`
}

const emphasised = new Map<string, CardFace>()

/** The card face a look names, if any box defines it (an emphasis look: the face with its `emphasis`). */
export function cardFace(look: string): CardFace | undefined {
  const known = cardFaces.get(look)
  const at = look.indexOf(EMPHASIS)
  if (known || at < 0) return known
  const base = cardFaces.get(look.slice(0, at))
  if (!base || base.frame === 'playing') return base
  let face = emphasised.get(look)
  if (!face) {
    // Any peer may write a look: only the face's own stat keys count, and the cache stays small.
    const keys = look.slice(at + 1).split(',')
    face = { ...base, emphasis: base.card.stats.map((s) => s.key).filter((key) => keys.includes(key)) }
    if (emphasised.size >= 256) emphasised.clear()
    emphasised.set(look, face)
  }
  return face
}

/** The token face a look names, if any box defines it; a dial's look (`<id>@<value>`) shows that value. */
export function tokenFace(look: string): TokenFace | undefined {
  const known = tokenFaces.get(look)
  if (known) return known
  const dial = parseDialLook(look)
  const base = dial ? tokenFaces.get(dial.id) : undefined
  return base && dial ? dialFace(base, dial.value) : undefined
}

/** The named miniature a look stands for ('swm/darth-vader-figure'), if any box defines it. */
export function miniatureFace(look: string): MiniatureFace | undefined {
  return miniatureFaces.get(look)
}

/**
 * The model look to draw a miniature with: a named figure's model, otherwise the look itself (a model path). Either
 * way src/lib/miniatureModels.ts then accepts only shipped paths, so a peer's look never makes us fetch a file.
 */
export function miniatureModelLook(look: string): string {
  return miniatureFaces.get(look)?.model ?? look
}

/**
 * The back a card look shows face down: its game's back id ('swlcg/back-light', 'hkk/back' …), or '' for the
 * common Holotable back (the sandbox deck, imported and unknown cards).
 */
export function cardBack(look: string): string {
  const face = cardFace(look)
  return face && face.frame !== 'playing' ? face.card.back : ''
}
