/**
 * Small builders the box layouts share: one table-map piece, rows of token stacks, dice, card piles. All positions
 * are table units (x across, z toward seat s1's near edge; s2 sits at −z).
 */
import type { LocalizedText } from '../../engine/core/types'
import type { TableObject, TableObjectKind } from '../../net/schema'
import type { BoxPiece, BoxPile } from './types'

/** A table-map object with defaults (face up, layer 0, untapped, unowned, unlocked) overridden by `extra`. */
export function piece(
  id: string,
  kind: TableObjectKind,
  look: string,
  x: number,
  z: number,
  extra: Partial<TableObject> = {},
): BoxPiece {
  const object: TableObject = { kind, x, z, layer: 0, quarter: 0, faceUp: true, look, owner: '', locked: false }
  return { id, object: { ...object, ...extra } }
}

/** Options of `tokenStacks`. */
export interface StackOptions {
  /** Tokens per stack (a real supply's little towers); default 5. */
  perStack?: number
  /** Offset between neighbouring stacks; default 0.45 along x. */
  dx?: number
  dz?: number
  /** Layer of each stack's bottom token (1 or more when the stacks stand on a board). Default 0. */
  layer?: number
}

/**
 * `count` tokens of one look as stacks of `perStack`, the first stack at (x, z), the next ones `dx`/`dz` further.
 * Ids are `<prefix>-1` … `<prefix>-<count>`.
 */
export function tokenStacks(
  prefix: string,
  look: string,
  count: number,
  x: number,
  z: number,
  options: StackOptions = {},
): BoxPiece[] {
  const { perStack = 5, dx = 0.45, dz = 0, layer = 0 } = options
  return Array.from({ length: count }, (_, i) => {
    const stack = Math.floor(i / perStack)
    return piece(`${prefix}-${i + 1}`, 'token', look, round(x + stack * dx), round(z + stack * dz), {
      layer: layer + (i % perStack),
    })
  })
}

/** `count` dice of one kind in a row from (x, z), `step` apart along x. Ids `<prefix>-1` …; the look is the kind. */
export function diceRow(prefix: string, kind: string, count: number, x: number, z: number, step = 0.34): BoxPiece[] {
  return Array.from({ length: count }, (_, i) => piece(`${prefix}-${i + 1}`, 'die', kind, round(x + i * step), z))
}

/** A card pile: `kind` deck (face down, order hidden) or discard (face up), named in both languages. */
export function pile(
  id: string,
  label: LocalizedText,
  kind: 'deck' | 'discard',
  x: number,
  z: number,
  cards: readonly string[],
): BoxPile {
  return { pile: id, name: label.en, label, kind, x: round(x), z: round(z), cards: [...cards] }
}

/** Rounds float noise off a coordinate. */
export function round(v: number): number {
  const r = Math.round(v * 1e6) / 1e6
  return r === 0 ? 0 : r
}
