/**
 * Small builders the box layouts share: one table-map piece, rows of token stacks, dice, card piles, and `seatSide`,
 * the same builders for one seat's own things. All positions are table units (x across, z toward seat s1's near
 * edge; s2 sits at −z, s3 at −x, s4 at +x).
 */
import type { LocalizedText, SeatId } from '../../engine/core/types'
import type { TableObject, TableObjectKind } from '../../net/schema'
import { seatQuarter } from '../lib/cameraPresets'
import type { BoxPiece, BoxPile, PileRole } from './types'

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

/**
 * The quarter a seat's own piece of `kind` lies at. Cards, tokens, dice and tiles face the seat (upright for its
 * player, see `seatQuarter`); a miniature looks across the table, away from its seat (models face +z, toward s1,
 * at quarter 0), so a side's figures face the enemy's edge.
 */
export function facingQuarter(kind: TableObjectKind, seat: SeatId): number {
  const q = seatQuarter(seat)
  return kind === 'miniature' ? (q + 2) % 4 : q
}

/** The builders of `seatSide`: `piece`, `tokenStacks`, `diceRow` and `pile` for one seat. */
export interface SeatSide {
  seat: SeatId
  piece: typeof piece
  tokenStacks: typeof tokenStacks
  diceRow: typeof diceRow
  /** A pile the seat owns; `role` says what it is to the seat's hand (see `PileRole`). */
  pile(
    id: string,
    label: LocalizedText,
    kind: 'deck' | 'discard',
    x: number,
    z: number,
    cards: readonly string[],
    role?: PileRole,
  ): BoxPile
}

/**
 * The layout builders for the things `seat` owns: each piece and pile is owned by the seat and turned to face it
 * (`facingQuarter`), so a box never turns a seat's things one by one. Why: seat 2 sits across the table, and a card
 * or token laid out at quarter 0 reads upside down from there. A piece's own `extra.quarter` is not taken: the
 * seat decides which way its things face.
 */
export function seatSide(seat: SeatId): SeatSide {
  const own = (p: BoxPiece): BoxPiece => ({
    id: p.id,
    object: { ...p.object, owner: seat, quarter: facingQuarter(p.object.kind, seat) },
  })
  return {
    seat,
    piece: (...args) => own(piece(...args)),
    tokenStacks: (...args) => tokenStacks(...args).map(own),
    diceRow: (...args) => diceRow(...args).map(own),
    pile: (id, label, kind, x, z, cards, role) => ({
      ...pile(id, label, kind, x, z, cards),
      owner: seat,
      quarter: seatQuarter(seat),
      ...(role ? { role } : {}),
    }),
  }
}

/** Rounds float noise off a coordinate. */
export function round(v: number): number {
  const r = Math.round(v * 1e6) / 1e6
  return r === 0 ? 0 : r
}
