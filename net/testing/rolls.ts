/**
 * TEST-ONLY: rooms, seats and rolls in one step, for fold and convergence tests that do not run the roll
 * exchange (net/rolls.ts) over a network. Everything written is real: signed entries with real chain values,
 * judged by the same ledger as in a room.
 */
import * as Y from 'yjs'
import type { Action, Json, SeatId } from '../../engine'
import { chainAnchor, chainValue } from '../chain-values'
import { setRoomDomain } from '../domain'
import type { Identity } from '../identity'
import { ledgerOf } from '../ledger'
import { entryHash } from '../log-entry'
import { ACT } from '../seat-acts'
import { claimSeat } from '../seats'
import { appendEntry, type AppendResult } from '../signed-log'

/** The room code test documents belong to. */
export const TEST_ROOM = 'TESTROOM'

/** A fresh document of room `room`. */
export function roomDoc(room = TEST_ROOM): Y.Doc {
  const doc = new Y.Doc()
  setRoomDomain(doc, room)
  return doc
}

/** Room documents that pass every update to each other at once, like a fast network. */
export function linked(count: number): Y.Doc[] {
  const docs = Array.from({ length: count }, () => roomDoc())
  docs.forEach((doc, i) =>
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return
      docs.forEach((other, j) => j !== i && Y.applyUpdate(other, update, 'net'))
    }),
  )
  return docs
}

/** Seats `identity` at `seat` (hotseat: keeping its other seats); throws when the ledger refuses. */
export function sit(doc: Y.Doc, identity: Identity, seat: SeatId, name = seat): void {
  const result = claimSeat(doc, identity, seat, { name, colour: '#888888' }, { hotseat: true })
  if (!result.ok) throw new Error(result.reason.en)
}

/** The next chain value of `seat` (held by `identity`), publishing a new anchor when the current one is used up. */
export function nextValue(doc: Y.Doc, identity: Identity, seat: SeatId): string {
  const head = ledgerOf(doc).head(seat)
  const room = ledgerOf(doc).room
  if (!head.tenure) throw new Error(`${seat} is free`)
  const place = { room, seat, tenure: head.tenure.claimN, anchor: head.anchorIndex }
  if (head.used < 1024) return chainValue(identity, place, head.used)
  const anchor = chainAnchor(identity, { ...place, anchor: head.anchorIndex + 1 })
  appendEntry(doc, identity, seat, { game: '', type: ACT.anchor, payload: { anchor } })
  return chainValue(identity, { ...place, anchor: head.anchorIndex + 1 }, 0)
}

/** Appends a roll of `action` as `seat`, asking `from`; no answers yet. */
export function appendRoll(
  doc: Y.Doc,
  identity: Identity,
  seat: SeatId,
  game: string,
  action: Action,
  from: readonly SeatId[],
  bytes = 32,
): AppendResult {
  const roll = { bytes, from: [...from].sort(), value: nextValue(doc, identity, seat) }
  return appendEntry(doc, identity, seat, { game, type: action.type, payload: (action.payload ?? null) as Json, roll })
}

/** Appends `@share` answers to the roll `rollHash` from each responder. */
export function answerRoll(doc: Y.Doc, rollHash: string, responders: readonly { seat: SeatId; identity: Identity }[]) {
  for (const { seat, identity } of responders) {
    const value = nextValue(doc, identity, seat)
    const result = appendEntry(doc, identity, seat, { game: '', type: ACT.share, payload: { for: rollHash, value } })
    if (!result.ok) throw new Error(result.reason.en)
  }
}

/** A roll answered at once by every responder (all in one document): what the exchange does over a network. */
export function rollNow(
  doc: Y.Doc,
  identity: Identity,
  seat: SeatId,
  game: string,
  action: Action,
  responders: readonly { seat: SeatId; identity: Identity }[],
  bytes = 32,
): AppendResult {
  const result = appendRoll(
    doc,
    identity,
    seat,
    game,
    action,
    responders.map((r) => r.seat),
    bytes,
  )
  if (result.ok) answerRoll(doc, entryHash(result.entry), responders)
  return result
}
