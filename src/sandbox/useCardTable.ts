/**
 * Glue between the tabletop fold and the 3D table: pushes the seat's view into the table model after every fold,
 * builds the card handler the input uses, and toasts this seat's actions the engine refused (a race lost, a pile
 * someone else is searching) with the engine's reason.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import type { EngineError, LocalizedText, SeatId } from '../../engine/core/types'
import { ledgerOf } from '../../net/ledger'
import type { RollStatus } from '../../net/roll-status'
import { seatHolder } from '../../net/seats'
import type { Room } from '../../net/types'
import type { TableModel } from '../scene/tableModel'
import { seatNames } from '../hooks/useSeatNames'
import type { Language } from '../lib/language'
import { toast } from '../ui/toastStore'
import type { UndoHistory } from '../input/undoHistory'
import { createCardHandler } from './cardHandler'
import { describeRefusal } from './log/describe'
import { tabletopObjects } from './tabletopObjects'
import type { TabletopSession } from './useTabletop'

/** Wires `session` into `model`; returns the card handler. */
export function useCardTable(room: Room, model: TableModel, session: TabletopSession, history?: UndoHistory) {
  const latest = useRef(session)
  useLayoutEffect(() => {
    latest.current = session
  })
  useEffect(() => {
    model.setCards(tabletopObjects(session.view, session.book), session.view.dice)
  }, [model, session.view, session.book])

  // The handler reads the latest session when a gesture happens (never while rendering); being created once, it
  // keeps the input's listeners attached through every fold.
  const handler = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- see above: the ref is read in event handlers only
      createCardHandler({
        view: () => latest.current.view,
        seat: () => latest.current.seat,
        seated: () => latest.current.view.seats.filter((s) => seatHolder(room.doc, s) !== null),
        dispatch: (action) => latest.current.dispatch(action),
        notify: (reason) => toast('error', 'cards:refused', undefined, reason),
        history,
      }),
    [room, history],
  )

  // Refusals of this seat's own entries, once each (entries already in the log when the table opened are old news).
  const seen = useRef<number | null>(null)
  const { folder, version, seat } = session
  useEffect(() => {
    const steps = folder.steps
    if (seen.current === null) seen.current = steps.length
    for (let i = seen.current; i < steps.length; i++) {
      const step = steps[i]
      const entry = folder.entries[i]
      if (step && !step.ok && entry?.seat === seat)
        toast('error', 'cards:refused', undefined, refusalReason(room, entry, step.error, folder.rollAt(i)))
    }
    seen.current = steps.length
  }, [room, folder, version, seat])
  return handler
}

/**
 * What a refusal of this seat's entry says: the engine's reason, or for a roll the net layer called off the log's
 * own sentence in both languages, naming players rather than seat ids.
 */
function refusalReason(
  room: Room,
  entry: { seat: SeatId; type: string },
  error: EngineError,
  roll: RollStatus | null,
): LocalizedText {
  if (error.code !== 'roll-void' && error.code !== 'unfair-entropy') return error.reason
  const names = seatNames(ledgerOf(room.doc))
  const missing = roll && roll.state !== 'pending' ? roll.missing : []
  const say = (lang: Language) =>
    describeRefusal(entry.seat, entry.type, error, { lang, names, piles: {} }, missing).text
  return { hu: say('hu'), en: say('en') }
}
