/** The squad builder's draft for one seat of one room, read from and written through to localStorage. */
import { useCallback, useState } from 'react'
import type { SeatId } from '../../../../engine/core/types'
import { loadDraft, saveDraft } from './draftStorage'
import type { SquadDraft } from './squadBuilder'

/**
 * The draft of `seat` in `room` and its setter. Drafts are held per seat, so a hotseat device switching seats shows
 * each seat its own; a seat not edited yet in this page reads what storage kept.
 */
export function useSquadDraft(room: string, seat: SeatId): [SquadDraft, (draft: SquadDraft) => void] {
  const [edited, setEdited] = useState<Readonly<Record<string, SquadDraft>>>({})
  const key = `${room}\n${seat}`
  const draft = edited[key] ?? loadDraft(room, seat)
  const setDraft = useCallback(
    (next: SquadDraft) => {
      setEdited((all) => ({ ...all, [key]: next }))
      saveDraft(room, seat, next)
    },
    [key, room, seat],
  )
  return [draft, setDraft]
}
