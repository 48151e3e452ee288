/** Payload readers for SWLCG actions (slot lists, card amounts) and the handler signature every action shares. */
import type { SlotId } from '../../core/hidden'
import { PayloadError, payloadError, readInt, readString } from '../../core/game'
import { isPlainObject } from '../../core/json'
import type { Action, EngineError, EngineEvent, Json } from '../../core/types'
import type { CardAmount, Player, SwlcgState } from './types'

/** A handler: validates the action for `side` and applies it to the draft, or returns why not. */
export type Handler = (draft: SwlcgState, action: Action, side: Player, events: EngineEvent[]) => EngineError | null

/** Most slots a list in a payload may name (far above any real hand or table). */
const MAX_LIST = 60

/** Reads a list of slot ids (callers check that they are distinct where it matters). */
export function readSlots(record: { [key: string]: Json }, key: string): SlotId[] {
  const v = record[key]
  if (!Array.isArray(v) || v.length > MAX_LIST || v.some((s) => typeof s !== 'string' || s.length > 40)) {
    payloadError(`a(z) „${key}” mezőnek lapok listájának kell lennie.`, `field "${key}" must be a list of cards.`)
  }
  return v as SlotId[]
}

/** Reads the choices of an ability: a list (at most 8) of slot lists; null when it is not one. */
export function readChoices(record: { [key: string]: Json }): SlotId[][] | null {
  const raw = record.choices ?? []
  if (!Array.isArray(raw) || raw.length > 8) return null
  return raw.map((list) => readSlots({ list }, 'list'))
}

/** Reads a list of `{ card, amount }` with positive amounts (payments, tactics). */
export function readAmounts(record: { [key: string]: Json }, key: string): CardAmount[] {
  const v = record[key] ?? []
  if (!Array.isArray(v) || v.length > MAX_LIST) {
    payloadError(`a(z) „${key}” mező érvénytelen.`, `field "${key}" must be a list of { card, amount }.`)
  }
  return v.map((item) => {
    if (!isPlainObject(item))
      throw new PayloadError({
        hu: `a(z) „${key}” mező érvénytelen.`,
        en: `field "${key}" must be a list of { card, amount }.`,
      })
    return { card: readString(item, 'card', 40), amount: readInt(item, 'amount', 1, 99) }
  })
}
