/** A game's start in the room's log (net/game-start.ts), live. */
import { useMemo, useSyncExternalStore } from 'react'
import type { Json, SeatId } from '../../engine/core/types'
import { readGameStart, type GameStart, type StartOptions } from '../../net/game-start'
import { ledgerOf } from '../../net/ledger'
import type { Room } from '../../net/types'
import { docSource } from './docSource'

/**
 * The start of game `game` in `room`, re-read when the document changes (a new object only when it changed, so
 * an unrelated entry does not re-render). `read`, `seatsOf` and `accept` must be stable (module-level) functions.
 */
export function useGameStart<R>(
  room: Room,
  game: string,
  read: (payload: Json) => R | null,
  seatsOf: (record: R) => readonly SeatId[],
  everySeat: boolean,
  accept?: StartOptions<R>['accept'],
): GameStart<R> {
  const source = useMemo(
    () =>
      docSource(
        room.doc,
        (doc) => readGameStart(ledgerOf(doc), game, read, seatsOf, { everySeat, ...(accept ? { accept } : {}) }),
        { ledger: true },
      ),
    [room.doc, game, read, seatsOf, everySeat, accept],
  )
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
