/**
 * Payload readers for the tabletop's actions. Each throws a PayloadError (which defineGame turns into a typed
 * 'malformed-action' with this reason) when a field has the wrong shape. Ids that become object keys are held
 * to a strict pattern, so '__proto__', 'constructor' tricks and odd characters never reach a record.
 */
import type { CardId } from '../../core/hidden'
import { payloadError, readInt, readOneOf, readString } from '../../core/game'
import { isPlainObject } from '../../core/json'
import type { Json } from '../../core/types'
import type { MoveTarget, PileKind, PileSpec, TableSpot } from './types'
import { MAX_CARD_ID_LENGTH, MAX_COORD, MAX_DIE_ID_LENGTH, MAX_NAME_LENGTH, MAX_PILE_CARDS } from './types'

type Rec = { [key: string]: Json }

/** Pile ids and counter names: a letter or digit, then letters, digits, '_' or '-'; at most 40 characters. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/

/**
 * Die ids (the table object's id): like a pile id but up to MAX_DIE_ID_LENGTH characters and ':' allowed too.
 * Starting with a letter or digit keeps '__proto__' out; other Object.prototype names are harmless because
 * dice are looked up with Object.hasOwn.
 */
const DIE_ID_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_:-]{0,${MAX_DIE_ID_LENGTH - 1}}$`)

/** Slot ids as the hidden core makes them. */
const SLOT_PATTERN = /^slot:\d{1,9}$/

/** Reads a pile id (see ID_PATTERN). */
export function readPileId(record: Rec, key = 'pile'): string {
  const v = readString(record, key, 40)
  if (!ID_PATTERN.test(v)) {
    payloadError(
      `a(z) „${key}” mezőben csak betű, számjegy, „_” és „-” állhat, betűvel vagy számjeggyel kezdve.`,
      `field "${key}" may hold only letters, digits, "_" and "-", starting with a letter or digit.`,
    )
  }
  return v
}

/** Reads a die id (see DIE_ID_PATTERN). */
export function readDieId(record: Rec, key = 'id'): string {
  const v = readString(record, key, MAX_DIE_ID_LENGTH)
  if (!DIE_ID_PATTERN.test(v)) {
    payloadError(
      `a(z) „${key}” mezőben csak betű, számjegy, „_”, „-” és „:” állhat, betűvel vagy számjeggyel kezdve.`,
      `field "${key}" may hold only letters, digits, "_", "-" and ":", starting with a letter or digit.`,
    )
  }
  return v
}

/** Reads a counter name: like a pile id. */
export function readCounterName(record: Rec, key = 'name'): string {
  return readPileId(record, key)
}

/** Checks one slot id's shape (existence is the handler's job, with a typed 'unknown-slot'). */
function slotId(v: Json, key: string): string {
  if (typeof v !== 'string' || !SLOT_PATTERN.test(v)) {
    payloadError(`a(z) „${key}” mező nem lapazonosító.`, `field "${key}" is not a card slot id.`)
  }
  return v
}

/** Reads a slot id field. */
export function readSlot(record: Rec, key = 'slot'): string {
  return slotId(record[key] ?? null, key)
}

/** Reads a list of slot ids (at most `max`). */
export function readSlots(record: Rec, key: string, max: number): string[] {
  const v = record[key]
  if (!Array.isArray(v) || v.length > max) {
    payloadError(`a(z) „${key}” mezőnek lapok listájának kell lennie.`, `field "${key}" must be a list of slots.`)
  }
  return v.map((s) => slotId(s, key))
}

/** Reads a table coordinate: a finite number within ±MAX_COORD. */
export function readCoord(record: Rec, key: string): number {
  const v = record[key]
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > MAX_COORD) {
    payloadError(`a(z) „${key}” mező érvénytelen koordináta.`, `field "${key}" must be a table coordinate.`)
  }
  // -0 and 0 hash alike but would print differently in a view; keep one zero.
  return v === 0 ? 0 : v
}

/** Reads a boolean field; `fallback` applies only when the field is absent. */
export function readBool(record: Rec, key: string, fallback?: boolean): boolean {
  const v = record[key]
  if (v === undefined && fallback !== undefined) return fallback
  if (typeof v !== 'boolean') {
    payloadError(`a(z) „${key}” mezőnek igaz/hamis értéknek kell lennie.`, `field "${key}" must be true or false.`)
  }
  return v
}

/** Reads a nested object field. */
export function readRecord(record: Rec, key: string): Rec {
  const v = record[key]
  if (!isPlainObject(v)) payloadError(`a(z) „${key}” mező hiányzik.`, `field "${key}" must be an object.`)
  return v as Rec
}

/** Reads a list of card identities for a new pile. */
function readCards(record: Rec): CardId[] {
  const v = record.cards
  if (!Array.isArray(v) || v.length > MAX_PILE_CARDS) {
    payloadError(
      `a „cards” mezőnek legfeljebb ${MAX_PILE_CARDS} lapazonosító listájának kell lennie.`,
      `field "cards" must be a list of at most ${MAX_PILE_CARDS} card ids.`,
    )
  }
  for (const card of v) {
    if (typeof card !== 'string' || card === '' || card.length > MAX_CARD_ID_LENGTH) {
      payloadError(
        `minden lapazonosító legfeljebb ${MAX_CARD_ID_LENGTH} karakteres, nem üres szöveg.`,
        `every card id must be a non-empty string of at most ${MAX_CARD_ID_LENGTH} characters.`,
      )
    }
  }
  return v as CardId[]
}

/** Reads a whole pile description (the 'add-pile' payload and each of setup's piles). */
export function readPileSpec(record: Rec): PileSpec {
  return {
    pile: readPileId(record),
    name: readString(record, 'name', MAX_NAME_LENGTH),
    kind: readOneOf<PileKind>(record, 'kind', ['deck', 'discard']),
    x: readCoord(record, 'x'),
    z: readCoord(record, 'z'),
    cards: readCards(record),
    shuffle: readBool(record, 'shuffle', false),
    ...(Object.hasOwn(record, 'back') ? { back: readString(record, 'back', MAX_CARD_ID_LENGTH) } : {}),
  }
}

/** Reads the 'to' of a 'move': exactly one of `pile`, `hand` or `table`. */
export function readMoveTarget(record: Rec): MoveTarget {
  const to = readRecord(record, 'to')
  const keys = ['pile', 'hand', 'table'].filter((k) => Object.hasOwn(to, k))
  if (keys.length !== 1) {
    payloadError(
      'a „to” mezőben pontosan egy cél kell: pile, hand vagy table.',
      'field "to" must name exactly one target: pile, hand or table.',
    )
  }
  if (keys[0] === 'pile') return { pile: readPileId(to), position: readOneOf(to, 'position', ['top', 'bottom']) }
  if (keys[0] === 'hand') return { hand: readString(to, 'hand', 40) }
  return { table: readTableSpot(readRecord(to, 'table')) }
}

/**
 * Reads where a card lands on the table: x, z, face up or down, and optionally the quarter it lies at (the seat
 * playing it passes its own, so the card faces it; absent, a card keeps its rotation or lies at quarter 0).
 */
export function readTableSpot(record: Rec): TableSpot {
  const spot: TableSpot = { x: readCoord(record, 'x'), z: readCoord(record, 'z'), faceUp: readBool(record, 'faceUp') }
  if (Object.hasOwn(record, 'quarter')) spot.quarter = readInt(record, 'quarter', 0, 3)
  return spot
}

/** Reads a count in [1, max]. */
export function readCount(record: Rec, key: string, max: number): number {
  return readInt(record, key, 1, max)
}
