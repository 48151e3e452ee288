/**
 * Card, token and miniature faces of the four games, built from the catalogue: every catalogue card becomes a face
 * painted in its game's frame (its look is its catalogue id), every token a face of its shape with a symbol or a short
 * mark, every figure with a model of its own a named miniature.
 * Marks are language-neutral (numbers, letters, painted symbols) so the token atlas needs no repaint per language.
 */
import type { GameCatalogue, TokenDef } from './catalogue/types'
import type { CardFace, IconId, MiniatureFace, TokenFace } from './types'

/** Symbols of the catalogue's tokens that the shared icon painter draws. */
const ICONS: Readonly<Record<string, IconId>> = {
  'swlcg/focus': 'focus',
  'swlcg/damage': 'damage',
  'swlcg/shield': 'shield',
  'hkk/damage': 'damage',
}

/**
 * Marks of the other tokens: a short text, or a symbol the token painter draws (`#star`, `#force`, `#ready`,
 * `#done`); front and back for two-sided tokens.
 */
const MARKS: Readonly<Record<string, readonly [front: string, back?: string]>> = {
  'swlcg/balance-of-the-force': ['LS', 'DS'],
  'swm/damage-10': ['10'],
  'swm/damage-50': ['50'],
  'swm/force-point': ['#force'],
  'swm/activation': ['#ready', '#done'],
  'hoth/badge-commando': ['CO'],
  'hoth/badge-e-web': ['EW', 'EW›'],
  'hoth/badge-recon': ['RE'],
  'hoth/badge-elite-troops': ['ET'],
  'hoth/badge-elite-squadron': ['ES'],
  'hoth/medal': ['#star', '#star2'],
  'hkk/token': [''],
}

/** Every card of a game as a face in the game's frame, by card id (= look). */
export function gameCardFaces(game: GameCatalogue): Record<string, CardFace> {
  const out: Record<string, CardFace> = {}
  for (const card of game.cards) {
    out[card.id] = { frame: game.game, name: card.name, card, statNames: game.statNames }
  }
  return out
}

/** One catalogue token as a face. Dials show their start value; `dialFace` gives any other value. */
export function tokenFaceOf(def: TokenDef): TokenFace {
  const icon = ICONS[def.id]
  const [mark, backMark] = MARKS[def.id] ?? [initials(def.name.en)]
  return {
    name: def.name,
    colour: def.colour,
    shape: def.shape,
    ...(icon ? { icon } : def.range ? { mark: String(def.range.start) } : { mark }),
    ...(backMark !== undefined ? { backMark } : {}),
    ...(def.range ? { range: def.range } : {}),
  }
}

/** Every token of a game as a face, by token id (= look). */
export function gameTokenFaces(game: GameCatalogue): Record<string, TokenFace> {
  return Object.fromEntries(game.tokens.map((t) => [t.id, tokenFaceOf(t)]))
}

/**
 * Every figure of a game that has a model of its own, by figure id (= look): its name, model, stat card and side.
 * Figures without a model are left out; their box puts them down by model path.
 */
export function gameMiniatureFaces(game: GameCatalogue): Record<string, MiniatureFace> {
  const out: Record<string, MiniatureFace> = {}
  for (const m of game.miniatures) {
    if (!m.model) continue
    out[m.id] = { name: m.name, model: m.model, faction: m.faction, ...(m.card ? { card: m.card } : {}) }
  }
  return out
}

/** A dial's face showing `value`, clamped to its range. */
export function dialFace(face: TokenFace, value: number): TokenFace {
  const range = face.range
  const v = range ? Math.min(range.max, Math.max(range.min, Math.round(value))) : Math.round(value)
  return { ...face, mark: String(v) }
}

/** Up to two capital initials of a name ('Victory medal' → 'VM'), for tokens without a mark of their own. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
}
