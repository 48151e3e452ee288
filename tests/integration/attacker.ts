/**
 * TEST-ONLY: what a hostile page can do to a room's document, for the hostile-peer integration tests.
 *
 * A hostile page runs modified code: it writes straight into the Yjs document, bypassing every check of
 * net/signed-log.ts. It can sign with its own key anything it likes (and, in a test that knows every key, an
 * honest player's entry for another room), push any value into any shard, delete any value (Yjs has no access
 * control, so the deletion reaches every peer) and write anything into the `votes` map. Every helper here works
 * on the attacker's own document only; the fake network carries the result to the others.
 */
import type * as Y from 'yjs'
import { cloneJson, type Json, type Rng, type SeatId } from '../../engine'
import { roomDomain } from '../../net/domain'
import type { Identity } from '../../net/identity'
import { ledgerOf, ROOM_SEATS } from '../../net/ledger'
import { entryHash, isWellFormedEntry, signEntry, type EntryBody } from '../../net/log-entry'
import { voteMessage } from '../../net/seat-acts'
import { schema, type LogEntry, type RollRequest } from '../../net/schema'
import { nextPlace } from '../../net/signed-log'
import type { RejectedEntry } from '../../net/types'

/** Why the ledger may ignore a value. */
export type Why = RejectedEntry['why']

/** A value the attacker put into a shard, and the reasons an honest peer may give for ignoring it. */
export interface Forgery {
  /** What was pushed. */
  value: unknown
  /** The shard it went into. */
  shard: SeatId
  /** The reasons every honest peer may list it with (one of them, the same on every peer). */
  why: readonly Why[]
  /** What the attack was, for failure messages. */
  label: string
}

/** What an entry is about, as an honest append would get it. */
export interface Draft {
  game: string
  type: string
  payload?: Json
  roll?: RollRequest
}

/** Fields an attacker may set to other values than an honest append would. */
export type BodyChanges = Partial<Omit<EntryBody, 'pub'>>

/**
 * The body `appendEntry` would sign for `draft` in `seat`'s chain of `doc` now (net/signed-log.ts): the next place
 * of the accepted chain, every other chain's head as `seen`, and the clock that follows from them.
 */
export function honestBody(doc: Y.Doc, seat: SeatId, draft: Draft): Omit<EntryBody, 'pub'> {
  const body: Omit<EntryBody, 'pub'> = {
    game: draft.game,
    seat,
    ...nextPlace(ledgerOf(doc), seat),
    type: draft.type,
    payload: cloneJson(draft.payload ?? null),
  }
  if (draft.roll !== undefined) body.roll = draft.roll
  return body
}

/**
 * Signs what an honest append of `draft` in `seat` would be, with `changes` applied, by `identity` (for the
 * document's room, or `options.room`), and pushes it into `options.shard` (default: `seat`'s own shard).
 */
export function forge(
  doc: Y.Doc,
  identity: Identity,
  seat: SeatId,
  draft: Draft,
  changes: BodyChanges = {},
  options: { room?: string; shard?: SeatId } = {},
): LogEntry {
  const body: Omit<EntryBody, 'pub'> = { ...honestBody(doc, seat, draft), ...changes }
  if (body.roll === undefined) delete body.roll
  const entry = signEntry(options.room ?? roomDomain(doc), identity, body)
  push(doc, options.shard ?? seat, [entry])
  return entry
}

/** Pushes raw values into a shard, in one transaction. */
export function push(doc: Y.Doc, shard: SeatId, values: readonly unknown[]): void {
  schema.logShard(doc, shard).push(values as LogEntry[])
}

/** A copy of `entry` with `payload` changed after it was signed. */
export function tampered(entry: LogEntry, payload: Json): LogEntry {
  return { ...entry, payload }
}

/**
 * Deletes up to `max` values chosen at random among those of every shard that `pick` selects, in one
 * transaction; returns them.
 */
export function deleteSome(
  doc: Y.Doc,
  rng: Rng,
  max: number,
  pick: (value: unknown, shard: SeatId) => boolean,
): unknown[] {
  const found: { shard: SeatId; at: number; value: unknown }[] = []
  for (const shard of ROOM_SEATS) {
    schema
      .logShard(doc, shard)
      .toArray()
      .forEach((value, at) => {
        if (pick(value, shard)) found.push({ shard, at, value })
      })
  }
  const chosen = rng.shuffle(found).slice(0, max)
  // Last index first, so the earlier positions still hold.
  chosen.sort((a, b) => b.at - a.at)
  doc.transact(() => {
    for (const { shard, at } of chosen) schema.logShard(doc, shard).delete(at, 1)
  })
  return chosen.map((c) => c.value)
}

/** A random 32-byte hex value. */
export function randomHex(rng: Rng, bytes = 32): string {
  let out = ''
  while (out.length < bytes * 2) out += rng.int(0, 0xffffff).toString(16).padStart(6, '0')
  return out.slice(0, bytes * 2)
}

/** One junk value for shard `seat`: never a well-formed entry. */
export function junk(rng: Rng, seat: SeatId, i: number): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return null
    case 1:
      return i
    case 2:
      return `junk ${i}`
    case 3:
      return [i, 'junk', { seat }]
    case 4:
      return { seat, n: 'zero', lamport: -1 }
    case 5:
      // Almost an entry: every field, one of them out of range.
      return {
        game: 'hoth',
        seat,
        n: i,
        lamport: 0,
        seen: [],
        prev: '',
        type: 'end-turn',
        payload: null,
        pub: randomHex(rng),
        sig: randomHex(rng, 64),
      }
    case 6:
      // A seat act with a game, signed by nobody.
      return { game: 'hoth', seat, n: 0, lamport: 1, seen: [], prev: '', type: '@claim', payload: {}, pub: '', sig: '' }
    case 7: {
      // Nested deeper than any payload may be.
      let deep: Json = 'bottom'
      for (let d = 0; d < 40; d++) deep = { d: deep }
      return { ...(junk(rng, seat, i) as object), deep }
    }
    case 8:
      // An own `__proto__` key (as JSON.parse makes one).
      return JSON.parse(`{"__proto__": {"polluted": true}, "seat": "${seat}", "junk": ${i}}`) as unknown
    default:
      return { seat: 'other', type: '@release', sig: 'zz' }
  }
}

/** Pushes `perShard` junk values into every shard of the room, in one transaction; returns how many. */
export function flood(doc: Y.Doc, rng: Rng, perShard: number, label = 0): number {
  doc.transact(() => {
    for (const shard of ROOM_SEATS) {
      push(
        doc,
        shard,
        Array.from({ length: perShard }, (_, i) => junk(rng, shard, label * 1_000_000 + i)),
      )
    }
  })
  return perShard * ROOM_SEATS.length
}

/** Writes `count` junk values into the `votes` map: keys that look like votes and requests, and others. */
export function floodVotes(doc: Y.Doc, rng: Rng, count: number, tenure: string): void {
  const votes = schema.votes(doc)
  doc.transact(() => {
    for (let i = 0; i < count; i++) {
      const pub = randomHex(rng)
      const seat = rng.pick(['s1', 's2', 's3', 's4', 's9', '__proto__'])
      switch (rng.int(0, 4)) {
        case 0: // a vote by a key that holds no seat
          votes.set(`vote:${seat}:${tenure}:-:${pub}`, { pub, sig: randomHex(rng, 64) })
          break
        case 1: // a request with a name far too long
          votes.set(`ask:${seat}:${pub}`, { pub, name: 'M'.repeat(2000) })
          break
        case 2: // a vote whose value is not one
          votes.set(`vote:${seat}:${tenure}:${pub}:${pub}`, rng.pick<Json>([null, 7, 'yes', [pub], { pub }]))
          break
        case 3: // a key of no known kind
          votes.set(`junk:${i}:${pub}`, { junk: i })
          break
        default: // a vote against a tenure that does not exist
          votes.set(`vote:${seat}:${randomHex(rng)}:-:${pub}`, { pub, sig: randomHex(rng, 64) })
      }
    }
  })
}

/**
 * A vote that looks like `voter`'s (its key, its place in the map) to free `seat`'s tenure `tenure` for `target`,
 * but signed by `signer`: a signature that decodes, yet is not the voter's.
 */
export function forgedVote(
  doc: Y.Doc,
  signer: Identity,
  voter: string,
  seat: SeatId,
  tenure: string,
  target: string | null,
): { key: string; vote: { pub: string; sig: string } } {
  const sig = signer.sign(voteMessage(roomDomain(doc), seat, tenure, target))
  return { key: `vote:${seat}:${tenure}:${target ?? '-'}:${voter}`, vote: { pub: voter, sig } }
}

/** A real vote of `identity`, as net/seat-votes.ts writes it. */
export function ownVote(
  doc: Y.Doc,
  identity: Identity,
  seat: SeatId,
  tenure: string,
  target: string | null,
): { key: string; vote: { pub: string; sig: string } } {
  return forgedVote(doc, identity, identity.publicKey, seat, tenure, target)
}

/** The reasons `doc`'s ledger lists `forgery` with (the value itself, in its shard). */
export function reasonsFor(doc: Y.Doc, forgery: Forgery): Why[] {
  const value = forgery.value as Partial<LogEntry>
  const signed = isWellFormedEntry(value, forgery.shard)
  const hash = signed ? entryHash(value) : ''
  return ledgerOf(doc)
    .rejected()
    .filter((r) => r.entry.seat === forgery.shard && r.entry.sig === (value.sig ?? ''))
    .filter((r) => !signed || (isWellFormedEntry(r.entry, forgery.shard) && entryHash(r.entry) === hash))
    .map((r) => r.why)
}

/** Hashes of the well-formed values in `doc`'s shards that `identity` signed. */
export function signedBy(doc: Y.Doc, publicKey: string): Set<string> {
  const out = new Set<string>()
  for (const shard of ROOM_SEATS) {
    for (const value of schema.logShard(doc, shard).toArray() as unknown[]) {
      if (isWellFormedEntry(value, shard) && value.pub === publicKey) out.add(entryHash(value))
    }
  }
  return out
}

/** Records every entry a page signs and pushes itself (transactions with `origin`), shard by shard. */
export function recordWrites(doc: Y.Doc, origin: unknown): LogEntry[] {
  const written: LogEntry[] = []
  for (const shard of ROOM_SEATS) {
    schema.logShard(doc, shard).observe((event: Y.YArrayEvent<LogEntry>) => {
      if (event.transaction.origin !== origin) return
      for (const item of event.changes.added) written.push(...(item.content.getContent() as LogEntry[]))
    })
  }
  return written
}
