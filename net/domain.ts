/**
 * The room a document belongs to, as the signatures in it must name it (domain separation).
 *
 * Every signed record of a room (log entries, seat acts inside the log, votes) is signed over the room code,
 * so a record signed in one room is worth nothing in another, even though a browser uses the same key in
 * every room. The code comes from the page that opened the room (`openRoom`, or a test), never from the
 * document: a peer could write anything there. It is kept beside the document in a WeakMap so that the
 * modules reading the log (`ledgerOf`, `listSeats`, …) need only the document, as before.
 */
import type * as Y from 'yjs'

const domains = new WeakMap<Y.Doc, string>()

/** Records that `doc` holds the room `room` (its code); set once, before anything reads the log. */
export function setRoomDomain(doc: Y.Doc, room: string): void {
  const known = domains.get(doc)
  if (known !== undefined && known !== room) throw new Error(`document already belongs to room ${known}`)
  domains.set(doc, room)
}

/** The room `doc` belongs to; throws when nobody said (a programming error, not a peer's). */
export function roomDomain(doc: Y.Doc): string {
  const room = domains.get(doc)
  if (room === undefined) throw new Error('roomDomain: setRoomDomain was never called for this document')
  return room
}
