/**
 * Dice on the sandbox table: the 'roll' action. A die's place is a table object in the last-writer-wins `table`
 * map; its rolled face is engine state, drawn from the action's fair entropy so every peer folds the same face
 * and nobody can pick their roll. Faces are 0-based indices; DIE_FACE_COUNT says how many each kind has.
 */
import { reject } from '../../core/errors'
import { payloadError, payloadRecord } from '../../core/game'
import { isPlainObject } from '../../core/json'
import { rngForAction } from '../../core/random'
import type { Json } from '../../core/types'
import type { DieFace } from '../hoth/types'
import { DIE_FACES } from '../hoth/data/dice'
import { tabletopErrors } from './errors'
import { readDieId } from './payload'
import type { DieKind, DieState, Handler } from './types'
import { MAX_DICE, MAX_ROLL_DICE } from './types'

/** Every kind of die, in the order a menu lists them. */
export const DIE_KINDS: readonly DieKind[] = Object.freeze(['d6', 'd20', 'hoth', 'coin'])

/**
 * The Battle of Hoth battle die's faces by index: the Hoth game's own table (two infantry, vehicle, blast,
 * retreat, miss), so the sandbox die and the rules engine's die never disagree.
 */
export const HOTH_DIE_FACES: readonly DieFace[] = DIE_FACES

/** The coin's faces by index: 0 heads, 1 tails. */
export const COIN_FACES = Object.freeze(['heads', 'tails'] as const)

/** How many faces each kind has; a roll lands on 0 … count − 1. */
export const DIE_FACE_COUNT: Readonly<Record<DieKind, number>> = Object.freeze({
  d6: 6,
  d20: 20,
  hoth: HOTH_DIE_FACES.length,
  coin: COIN_FACES.length,
})

/** One die of a 'roll' payload. */
type RollSpec = { id: string; kind: DieKind }

/** Reads the 'roll' payload: 1…MAX_ROLL_DICE dice, each `{ id, kind }`, no id twice. */
function readRoll(record: { [key: string]: Json }): RollSpec[] {
  const list = record.dice
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ROLL_DICE) {
    payloadError(
      `a „dice” mezőnek 1–${MAX_ROLL_DICE} kockából álló listának kell lennie.`,
      `field "dice" must be a list of 1 to ${MAX_ROLL_DICE} dice.`,
    )
  }
  const out: RollSpec[] = []
  const seen = new Set<string>()
  for (const raw of list) {
    if (!isPlainObject(raw)) payloadError('minden kocka egy objektum.', 'every die must be an object.')
    const die = raw as { [key: string]: Json }
    const id = readDieId(die)
    const kind = die.kind
    if (typeof kind !== 'string' || !(DIE_KINDS as readonly string[]).includes(kind)) {
      payloadError(
        `a kocka fajtája ${DIE_KINDS.join(', ')} lehet.`,
        `a die's kind must be one of ${DIE_KINDS.join(', ')}.`,
      )
    }
    if (seen.has(id))
      payloadError('egy kocka egy dobásban csak egyszer szerepelhet.', 'a die may be rolled once per roll.')
    seen.add(id)
    out.push({ id, kind: kind as DieKind })
  }
  return out
}

/**
 * 'roll' {dice: [{id, kind}]}: every listed die lands on a fair face from the action's entropy. A die rolled
 * before keeps counting its rolls (and takes the kind given now); a new one may not push the table past MAX_DICE.
 */
export const roll: Handler = (state, action, seat) => {
  const specs = readRoll(payloadRecord(action))
  const fresh = specs.filter((d) => !Object.hasOwn(state.dice, d.id)).length
  if (Object.keys(state.dice).length + fresh > MAX_DICE) return reject(tabletopErrors.tooManyDice(MAX_DICE))
  const dice: Record<string, DieState> = { ...state.dice }
  const rolled: { id: string; kind: DieKind; face: number }[] = []
  for (const [index, { id, kind }] of specs.entries()) {
    // Each die its own stream, so one die's kind never shifts another's face.
    const r = rngForAction(action, `tabletop/roll/${index}`)
    if (!r.ok) return reject(r.error)
    const face = r.rng.int(0, DIE_FACE_COUNT[kind] - 1)
    const before = Object.hasOwn(state.dice, id) ? (state.dice[id] as DieState).rolls : 0
    dice[id] = { kind, face, rolls: before + 1 }
    rolled.push({ id, kind, face })
  }
  return { ok: true, state: { ...state, dice }, events: [{ type: 'rolled', data: { seat, dice: rolled } }] }
}
