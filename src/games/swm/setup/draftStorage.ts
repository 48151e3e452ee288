/**
 * The squad draft in localStorage (squadBuilder's storage form under `draftKey`), so a reload keeps a half-built
 * squad. Storage can be missing or refuse (private windows, a full quota): then the draft simply is not kept.
 */
import type { SeatId } from '../../../../engine/core/types'
import { EMPTY_DRAFT, draftKey, parseDraft, serializeDraft } from './squadBuilder'
import type { SquadDraft } from './squadBuilder'

/** The part of Storage the draft needs; tests pass their own. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>

/** This browser's localStorage, or null where there is none (tests in Node, storage switched off). */
function browserStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The draft kept for `seat` in `room`, or the empty draft when there is none or it cannot be read. */
export function loadDraft(room: string, seat: SeatId, storage = browserStorage()): SquadDraft {
  try {
    return storage ? parseDraft(storage.getItem(draftKey(room, seat))) : EMPTY_DRAFT
  } catch {
    return EMPTY_DRAFT
  }
}

/** Keeps `draft` for `seat` in `room`, silently where storage refuses. */
export function saveDraft(room: string, seat: SeatId, draft: SquadDraft, storage = browserStorage()): void {
  try {
    storage?.setItem(draftKey(room, seat), serializeDraft(draft))
  } catch {
    // A full or blocked storage only costs the draft's surviving a reload.
  }
}
