/**
 * Dice in the sandbox: the tabletop `roll` action for some dice, a die object's kind from its look, and a
 * rolled face in words for the log ("17", "Heads" / "Fej", the Hoth symbol's name). The engine draws the face
 * from fair entropy; this only builds the request and names the result.
 */
import { FACE_NAMES } from '../../engine/games/hoth'
import { HOTH_DIE_FACES, MAX_ROLL_DICE } from '../../engine/games/tabletop'
import type { DieKind, TabletopAction } from '../../engine/games/tabletop'
import i18n from '../i18n'
import { parseDieLook } from '../lib/dieFaces'
import type { Language } from '../lib/language'

/** One die to roll: the table object's id and its kind. */
export interface DieToRoll {
  id: string
  kind: DieKind
}

/** The tabletop's 'roll' action. */
export type RollAction = Extract<TabletopAction, { type: 'roll' }>

/**
 * The `roll` action for `dice` (a die listed twice is rolled once). Throws RangeError for none or more than the
 * engine takes in one roll (MAX_ROLL_DICE): the caller chose the dice, so that is its bug.
 */
export function rollAction(dice: readonly DieToRoll[]): RollAction {
  const byId = new Map<string, DieKind>()
  for (const { id, kind } of dice) if (!byId.has(id)) byId.set(id, kind)
  if (byId.size === 0 || byId.size > MAX_ROLL_DICE) {
    throw new RangeError(`rollAction: roll 1 to ${MAX_ROLL_DICE} dice at once, not ${byId.size}`)
  }
  return { type: 'roll', payload: { dice: [...byId].map(([id, kind]) => ({ id, kind })) } }
}

/** The kind of die a die object's look shows (`d20:16` → d20; legacy `'4'` and anything unknown → d6). */
export function dieKindOfLook(look: string): DieKind {
  return parseDieLook(look).kind
}

/** The name of a kind of die ("d20", "Battle die" / "Támadókocka"). */
export function dieKindLabel(kind: DieKind, lang: Language): string {
  return i18n.getFixedT(lang, 'dice')(`kind.${kind}`)
}

/**
 * A rolled face in words: d6 and d20 by value (face + 1), the coin as heads or tails, the battle die by its
 * symbol's name from the Hoth game's own table. A face out of range is shown as its number.
 */
export function dieResultLabel(kind: DieKind, face: number, lang: Language): string {
  if (kind === 'coin' && (face === 0 || face === 1)) {
    return i18n.getFixedT(lang, 'dice')(face === 0 ? 'coin.heads' : 'coin.tails')
  }
  const symbol = kind === 'hoth' ? HOTH_DIE_FACES[face] : undefined
  if (symbol) {
    const name = FACE_NAMES[symbol][lang]
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1)
  }
  return String(face + 1)
}
