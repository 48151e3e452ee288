/**
 * The room's votes to free seats and requests for seats (net/seat-votes.ts), live: re-read after every change of
 * the document (a vote lands in the `votes` map, a `@free` or a claim in the log), with a new snapshot only when
 * something shown changed. Names in requests come from other peers, so they are cleaned and capped.
 */
import { useMemo, useSyncExternalStore } from 'react'
import type * as Y from 'yjs'
import type { SeatId } from '../../engine/core/types'
import { ledgerOf, ROOM_SEATS } from '../../net/ledger'
import { safeName } from '../../net/sanitize'
import type { Room } from '../../net/types'
import type { SeatVoteState } from '../ui/seatVotes'
import { docSource } from './docSource'

/** Longest name of a request shown (as seat holder names). */
const ASK_NAME_MAX = 64

/** Free seats that a vote kept for one key: seat → key. */
export function reservedSeats(doc: Y.Doc): Record<SeatId, string> {
  const ledger = ledgerOf(doc)
  const out: Record<SeatId, string> = {}
  for (const seat of ROOM_SEATS) {
    const head = ledger.head(seat)
    if (head.tenure === null && head.reservedFor !== null) out[seat] = head.reservedFor
  }
  return out
}

/** One reading of the votes, requests and kept seats of `room`. */
export function readSeatVotes(room: Pick<Room, 'doc' | 'votes'>): SeatVoteState {
  return {
    tallies: room.votes.tallies(),
    asks: room.votes.asks().map((ask) => ({ ...ask, name: safeName(ask.name, ASK_NAME_MAX) })),
    reserved: reservedSeats(room.doc),
  }
}

/** The votes, requests and kept seats of `room`, re-rendering only when they change. */
export function useSeatVotes(room: Pick<Room, 'doc' | 'votes'>): SeatVoteState {
  const source = useMemo(() => docSource(room.doc, () => readSeatVotes(room), { ledger: true }), [room])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
