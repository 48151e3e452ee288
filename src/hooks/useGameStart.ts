/** A game's start in the room's log (net/game-start.ts), live. */
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Json, SeatId } from '../../engine/core/types'
import { readGameStart, validStart, type GameStart, type StartOptions } from '../../net/game-start'
import { ledgerOf } from '../../net/ledger'
import type { Room } from '../../net/types'
import { docSource } from './docSource'

/**
 * The start of game `game` in `room`, re-read when the document changes (a new object only when it changed, so
 * an unrelated entry does not re-render); it also tells the room's roll exchange which starts are valid, so this
 * page never answers a forged one. `read`, `seatsOf` and `accept` must be stable (module-level) functions.
 */
export function useGameStart<R>(
  room: Room,
  game: string,
  read: (payload: Json) => R | null,
  seatsOf: (record: R) => readonly SeatId[],
  everySeat: boolean,
  accept?: StartOptions<R>['accept'],
): GameStart<R> {
  const options: StartOptions<R> = useMemo(() => ({ everySeat, ...(accept ? { accept } : {}) }), [everySeat, accept])
  const source = useMemo(
    () => docSource(room.doc, (doc) => readGameStart(ledgerOf(doc), game, read, seatsOf, options), { ledger: true }),
    [room.doc, game, read, seatsOf, options],
  )
  useEffect(
    () => room.checkStarts(game, (start) => validStart(start, ledgerOf(room.doc), read, seatsOf, options) !== null),
    [room, game, read, seatsOf, options],
  )
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
