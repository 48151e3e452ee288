/**
 * What players call a hex: a column letter and a row number, "E2", as printed on the board's rim (letters A–J
 * along both baselines, rows 1–7 counted from the Rebel baseline along both short edges). The engine's ids
 * ("4,1") are coordinates nobody at the table can see.
 */
import { BOARD_DEPTH, BOARD_WIDTH, parseHex } from '../../../../engine/games/hoth'

/** The letters of the columns, west to east. */
export const COLUMN_LETTERS: readonly string[] = Array.from({ length: BOARD_WIDTH }, (_, i) =>
  String.fromCharCode(65 + i),
)

/** The numbers of the rows, from the Rebel baseline (row 0) to the Imperial one. */
export const ROW_NUMBERS: readonly string[] = Array.from({ length: BOARD_DEPTH }, (_, i) => String(i + 1))

/** The name of hex `id` ("4,1" → "E2"); an id that is not a board coordinate is shown as it is. */
export function hexName(id: string): string {
  const p = parseHex(id)
  const letter = p ? COLUMN_LETTERS[p.col] : undefined
  const row = p ? ROW_NUMBERS[p.row] : undefined
  return letter && row ? `${letter}${row}` : id
}
