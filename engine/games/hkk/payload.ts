/** Payload readers for HKK actions and the handler signature every action shares. */
import type { SlotId } from '../../core/hidden'
import { payloadError, readString } from '../../core/game'
import { isPlainObject } from '../../core/json'
import type { Action, EngineError, EngineEvent, Json } from '../../core/types'
import type { Attack, HkkState, Player } from './types'

/** A handler: validates the action for `p` and applies it to the draft, or returns why not. */
export type Handler = (draft: HkkState, action: Action, p: Player, events: EngineEvent[]) => EngineError | null

/** Reads an optional list of targets (players 'p1'/'p2' or slot ids; '' for an on-enter target left out). */
export function readTargets(record: { [key: string]: Json }): string[] {
  const v = record.targets ?? []
  if (!Array.isArray(v) || v.length > 8 || v.some((s) => typeof s !== 'string' || s.length > 40)) {
    payloadError('a „targets” mező célpontok listája kell legyen.', 'field "targets" must be a list of targets.')
  }
  return v as string[]
}

/** Reads the optional X (0..99). */
export function readX(record: { [key: string]: Json }): number | null {
  const v = record.x
  if (v === undefined) return null
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 99) {
    payloadError('az „x” mező 0 és 99 közötti egész szám.', 'field "x" must be an integer 0..99.')
  }
  return v
}

/** Reads a slot id field. */
export const readSlot = (record: { [key: string]: Json }, key: string): SlotId => readString(record, key, 40)

/** Reads the attack list of `declare-attacks` (at most 20). */
export function readAttacks(record: { [key: string]: Json }): Attack[] {
  const v = record.attacks
  if (!Array.isArray(v) || v.length > 20) payloadError('az „attacks” mező hibás.', 'field "attacks" must be a list.')
  return v.map((item) => {
    if (!isPlainObject(item))
      payloadError('az „attacks” mező hibás.', 'field "attacks" must hold { attacker, target }.')
    return {
      attacker: readSlot(item as { [key: string]: Json }, 'attacker'),
      target: readSlot(item as { [key: string]: Json }, 'target'),
    }
  })
}
