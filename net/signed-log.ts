/**
 * Appending to the signed, sharded log.
 *
 * A seat's holder appends to its own shard `log/<seat>` only. The new entry continues the seat's accepted
 * chain (`n` = chain length, `prev` = hash of its last entry; net/ledger.ts), names as `seen` the last entry of
 * every other seat's chain this page has folded, and its lamport is one more than the largest of theirs and its
 * predecessor's, so it sorts after everything this peer has seen — and every peer can check that it does not
 * claim more, nor un-see anything its previous entry saw. It is signed for
 * the room (net/domain.ts) with the holder's ed25519 key (log-entry.ts).
 *
 * Everything between reading the chain head and pushing the entry runs synchronously, so two appends
 * from one page can never read the same head. Two pages sharing one key (two tabs) can fork a chain;
 * the ledger then keeps one branch on every peer and lists the other as broken.
 */
import type * as Y from 'yjs'
import { JsonError, cloneJson, freezeJson } from '../engine'
import type { Json, SeatId } from '../engine'
import type { Identity } from './identity'
import { roomDomain } from './domain'
import { isWellFormedEntry, signEntry, type EntryBody } from './log-entry'
import { ledgerOf, ROOM_SEATS, type Ledger } from './ledger'
import { ACT } from './seat-acts'
import { schema, type LogEntry, type RollRequest } from './schema'
import type { NetResult } from './types'

/** Transaction origin of log appends, so observers can tell our own writes apart. */
export const LOG_ORIGIN = 'holotable/log'

/** An append that worked returns the entry it wrote. */
export type AppendResult = { ok: true; entry: LogEntry } | Extract<NetResult, { ok: false }>

/** What to append: a game action (`game` set) or a room entry (`game` '', a type starting with '@'). */
export interface EntryDraft {
  game: string
  type: string
  payload?: Json
  roll?: RollRequest
}

/**
 * Signs `draft` as `seat` with `identity` and pushes it onto the seat's shard.
 * Fails (with a HU/EN reason, writing nothing) when the key does not hold the seat (a `@claim` or `@free` is
 * the exception: the ledger judges those) or the draft is not plain JSON within the entry limits.
 */
export function appendEntry(doc: Y.Doc, identity: Identity, seat: SeatId, draft: EntryDraft): AppendResult {
  const ledger = ledgerOf(doc)
  // Signatures of a large update are being checked (ledger.ts): the chain heads are those from before it, and an
  // entry built on them could fork our own chain.
  if (ledger.checking() > 0) {
    return {
      ok: false,
      reason: {
        hu: 'A napló aláírásainak ellenőrzése folyik; próbáld újra egy pillanat múlva.',
        en: 'The log’s signatures are still being checked; try again in a moment.',
      },
    }
  }
  const head = ledger.head(seat)
  const seatAct = draft.type === ACT.claim || draft.type === ACT.free
  if (!seatAct && head.tenure?.holder !== identity.publicKey) {
    return {
      ok: false,
      reason: { hu: `Nem te ülsz a(z) ${seat} helyen.`, en: `You do not hold seat ${seat}.` },
    }
  }
  // This key's own next entry waits for an entry it named as seen, which someone deleted (the archive is putting
  // it back): appending now would fork our own chain, and the fork would lose once it returns.
  const waiting = ledger
    .rejected()
    .some(
      (r) => r.why === 'pending' && r.entry.seat === seat && r.entry.pub === identity.publicKey && r.entry.n >= head.n,
    )
  if (waiting) {
    return {
      ok: false,
      reason: {
        hu: 'A napló még pótolja a hiányzó bejegyzéseket; próbáld újra egy pillanat múlva.',
        en: 'The log is still putting back missing entries; try again in a moment.',
      },
    }
  }
  let payload: Json
  try {
    // A copy: Yjs keeps the very object we push, so a caller mutating it later would change our
    // document without telling the other peers.
    payload = cloneJson(draft.payload ?? null)
  } catch (error) {
    if (!(error instanceof JsonError)) throw error
    return malformed(error.message)
  }
  const entry = signEntry(roomDomain(doc), identity, {
    game: draft.game,
    seat,
    ...nextPlace(ledger, seat),
    type: draft.type,
    payload,
    ...(draft.roll !== undefined ? { roll: draft.roll } : {}),
  })
  // Refuse here what every peer would refuse later, so the user hears why instead of seeing nothing.
  if (!isWellFormedEntry(entry, seat)) return malformed('type, payload or roll out of range')
  // Frozen: Yjs keeps this very object as the local copy, and the caller gets it back.
  freezeJson(entry)
  doc.transact(() => {
    schema.logShard(doc, seat).push([entry])
    // Inside an outer transaction the ledger hears of the push only when that ends; the next append must see it.
    ledger.pushed(seat, entry)
  }, LOG_ORIGIN)
  return { ok: true, entry }
}

/**
 * Where `seat`'s next entry goes: after its chain's head, naming the last entry of every other seat's chain as
 * seen (what this page has seen), with the clock that follows from those.
 */
export function nextPlace(ledger: Ledger, seat: SeatId): Pick<EntryBody, 'n' | 'lamport' | 'seen' | 'prev'> {
  const head = ledger.head(seat)
  const heads = ROOM_SEATS.filter((other) => other !== seat)
    .map((other) => ledger.head(other))
    .filter((other) => other.n > 0)
  return {
    n: head.n,
    lamport: 1 + Math.max(head.lamport, ...heads.map((other) => other.lamport)),
    seen: heads.map((other) => other.head).sort(),
    prev: head.head,
  }
}

/** The refusal for an action that cannot be written as a log entry. */
function malformed(detail: string): AppendResult {
  return {
    ok: false,
    reason: {
      hu: `A lépés nem írható a naplóba (${detail}).`,
      en: `The action cannot be written to the log (${detail}).`,
    },
  }
}
