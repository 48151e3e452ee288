/**
 * A hard log for ledger tests (net/ledger-state.test.ts, net/signature-gate.test.ts): concurrent seats, rolls,
 * a pending roll, a fork of a chain, an entry by a key without a seat, junk, a badly signed copy and a duplicate;
 * and `judged`, everything a ledger says about a document, for comparing two ledgers.
 */
import * as Y from 'yjs'
import type { SeatId } from '../../engine'
import { createEphemeralIdentity, type Identity } from '../identity'
import { ledgerOf, ROOM_SEATS } from '../ledger'
import { entryHash, signEntry } from '../log-entry'
import { schema } from '../schema'
import { appendEntry, nextPlace } from '../signed-log'
import { answerRoll, appendRoll, roomDoc, sit, TEST_ROOM } from './rolls'

export const alice = createEphemeralIdentity()
export const bob = createEphemeralIdentity()
export const carol = createEphemeralIdentity()
export const mallory = createEphemeralIdentity()
export const people: [SeatId, Identity][] = [
  ['s1', alice],
  ['s2', bob],
  ['s3', carol],
]

/** One value of a shard, as a peer receives it. */
export interface Value {
  seat: SeatId
  value: unknown
}

export const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)))
export const pass = (doc: Y.Doc, who: Identity, seat: SeatId) =>
  appendEntry(doc, who, seat, { game: 'tally', type: 'pass' })

/** Deterministic shuffle (a small LCG), so a failure can be replayed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items]
  let x = seed
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2 ** 31
    const j = x % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/**
 * A log with what makes judging it in pieces hard: three seats writing concurrently (their documents meet only now
 * and then), rolls answered by the others from their own pages, a roll still pending, a second entry at one place of a chain, an entry
 * signed by someone who holds no seat, junk, a badly signed copy and a duplicate.
 */
export function scenario(): Value[] {
  const docs = people.map(() => roomDoc())
  const meet = () => docs.forEach((a) => docs.forEach((b) => a !== b && sync(a, b)))
  people.forEach(([seat, who], i) => {
    sit(docs[i]!, who, seat)
    meet()
  })
  for (let round = 0; round < 14; round++) {
    people.forEach(([seat, who], i) => pass(docs[i]!, who, seat))
    if (round % 3 === 0) {
      // A roll, answered by each other seat from its own page.
      const i = (round / 3) % 3
      const [seat, who] = people[i]!
      const others = people.filter(([s]) => s !== seat)
      const rolled = appendRoll(
        docs[i]!,
        who,
        seat,
        'tally',
        { type: 'roll' },
        others.map(([s]) => s),
      )
      if (!rolled.ok) throw new Error(rolled.reason.en)
      meet()
      for (const [other, identity] of others) {
        answerRoll(docs[people.findIndex(([s]) => s === other)]!, entryHash(rolled.entry), [{ seat: other, identity }])
      }
    }
    // Only two of the three meet in most rounds: the third one's entries are concurrent with theirs.
    sync(docs[round % 3]!, docs[(round + 1) % 3]!)
    sync(docs[(round + 1) % 3]!, docs[round % 3]!)
    if (round % 2 === 1) meet()
  }
  meet()
  const doc = docs[0]!
  appendRoll(doc, alice, 's1', 'tally', { type: 'roll' }, ['s2', 's3'])
  const ledger = ledgerOf(doc)
  const head = ledger.head('s2')
  // A second entry at the place of s2's last one, losing the tie to it (a higher hash), so it is the broken one.
  const again = (i: number) =>
    signEntry(TEST_ROOM, bob, { ...ledger.get(head.head)!.entry, game: 'tally', type: 'pass', payload: { again: i } })
  let second = again(0)
  for (let i = 1; entryHash(second) < head.head; i++) second = again(i)
  const forged = signEntry(TEST_ROOM, mallory, {
    game: 'tally',
    seat: 's2',
    ...nextPlace(ledger, 's2'),
    type: 'pass',
    payload: null,
  })
  const last = ledger.newest()!.entry
  const values: Value[] = ROOM_SEATS.flatMap((seat) =>
    (schema.logShard(doc, seat).toArray() as unknown[]).map((value) => ({ seat, value })),
  )
  const junk: Value[] = [
    { seat: 's2', value: second },
    { seat: 's2', value: forged },
    { seat: 's3', value: { nonsense: true } },
    { seat: 's1', value: 42 },
    { seat: last.seat, value: { ...last, payload: { tampered: true } } },
    { seat: last.seat, value: { ...last } },
  ]
  return [...values, ...junk]
}

/** Everything the ledger says about a document, in a form `toEqual` compares. */
export function judged(doc: Y.Doc) {
  const ledger = ledgerOf(doc)
  const accepted = ledger.accepted()
  return {
    accepted: accepted.map((r) => ({
      hash: r.hash,
      index: r.index,
      tenure: r.tenure,
      bindings: [...r.bindings].map(([seat, t]) => `${seat}:${t.claim}`),
      claims: [...r.claims],
    })),
    rejected: ledger.rejected().map((r) => `${r.why} ${entryHash(r.entry)}`),
    heads: ROOM_SEATS.map((seat) => ledger.head(seat)),
    bindings: [...ledger.bindings()],
    rolls: accepted.filter((r) => r.entry.roll).map((r) => ledger.roll(r.hash)),
    pending: ledger.pendingRolls().map((r) => r.hash),
  }
}
