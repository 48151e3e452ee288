/**
 * The signature gate (net/signature-gate.ts, ledger.ts): a ledger that has its signatures checked elsewhere must
 * reach exactly the judgement of a ledger that checks them itself, whatever the verifier does and whenever it
 * answers, and take later transactions in, in their order.
 */
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { ledgerOf, ROOM_SEATS } from './ledger'
import { verifyEntrySignature } from './log-entry'
import { schema, type LogEntry } from './schema'
import { appendEntry } from './signed-log'
import { GATE_MIN_ENTRIES, setSignatureVerifier, type SignatureVerifier } from './signature-gate'
import { alice, judged, pass, scenario, type Value } from './testing/ledger-scenario'
import { roomDoc, sit } from './testing/rolls'
import {
  answerVerifyRequest,
  poolVerifier,
  type VerifyPort,
  type VerifyReply,
  type VerifyRequest,
} from './verifier-pool'

/** A document holding `values`, pushed in one transaction. */
function docOf(values: readonly Value[]): Y.Doc {
  const doc = roomDoc()
  doc.transact(() => values.forEach(({ seat, value }) => schema.logShard(doc, seat).push([value as LogEntry])))
  return doc
}

/** A verifier whose batches wait until the test answers them (in any order), with the true verdicts or others. */
function manualVerifier() {
  const open: {
    entries: readonly LogEntry[]
    room: string
    resolve: (v: boolean[]) => void
    reject: (e: unknown) => void
  }[] = []
  const verifier: SignatureVerifier = {
    verifyMany: (room, entries) => new Promise((resolve, reject) => open.push({ room, entries, resolve, reject })),
  }
  const truth = (i: number) => open[i]!.entries.map((e) => verifyEntrySignature(open[i]!.room, e))
  return { verifier, open, truth }
}

/** A joiner that has read its empty ledger, with `verifier` set. */
function joiner(verifier: SignatureVerifier): Y.Doc {
  const doc = roomDoc()
  setSignatureVerifier(doc, verifier)
  ledgerOf(doc).accepted()
  return doc
}

/** A document without a verifier holding the same shard values: the judgement to reach. */
function plainCopy(doc: Y.Doc): Y.Doc {
  return docOf(
    ROOM_SEATS.flatMap((seat) =>
      schema
        .logShard(doc, seat)
        .toArray()
        .map((value) => ({ seat, value })),
    ),
  )
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('the signature gate', () => {
  const values = scenario()
  const source = docOf(values)
  const whole = Y.encodeStateAsUpdate(source)
  const expected = judged(docOf(values))

  it('holds a large update back, then judges exactly as the main thread does (forgeries, junk, copies, a fork)', async () => {
    expect(values.length).toBeGreaterThan(GATE_MIN_ENTRIES)
    expect(expected.rejected.some((r) => r.startsWith('bad-signature'))).toBe(true)
    const { verifier, open, truth } = manualVerifier()
    const doc = joiner(verifier)
    const ledger = ledgerOf(doc)
    let announced = 0
    ledger.onChange(() => announced++)
    Y.applyUpdate(doc, whole)
    // Nothing is judged or announced before the verdicts are in: the ledger shows the document from before.
    expect(ledger.checking()).toBe(values.length)
    expect(ledger.accepted()).toEqual([])
    expect(announced).toBe(0)
    expect(open).toHaveLength(1)
    open[0]!.resolve(truth(0))
    await ledger.settled()
    expect(announced).toBe(1)
    expect(ledger.checking()).toBe(0)
    expect(judged(doc)).toEqual(expected)
  })

  it('takes later transactions in after the held one, in their order, also when batches are answered late and out of order', async () => {
    const { verifier, open, truth } = manualVerifier()
    const doc = joiner(verifier)
    const ledger = ledgerOf(doc)
    Y.applyUpdate(doc, whole)
    // Meanwhile: copies of every entry arrive (new objects, so unchecked), then one copy is deleted again; the
    // deletion must be taken in after the copies it deletes.
    const copy = (value: unknown) => (typeof value === 'object' && value !== null ? { ...value } : value) as LogEntry
    doc.transact(() => {
      for (const seat of ROOM_SEATS) schema.logShard(doc, seat).push(schema.logShard(doc, seat).toArray().map(copy))
    })
    const shard = schema.logShard(doc, 's1')
    doc.transact(() => shard.delete(shard.length - 1, 1))
    expect(ledger.checking()).toBeGreaterThan(values.length)
    expect(ledger.accepted()).toEqual([])
    open[0]!.resolve(truth(0))
    await flush()
    // The copies arrived while the first batch was out: they are checked in a second round, answered late.
    expect(open).toHaveLength(2)
    expect(ledger.accepted()).toEqual([])
    open[1]!.resolve(truth(1))
    await ledger.settled()
    expect(judged(doc)).toEqual(judged(plainCopy(doc)))
  })

  it('a pool answering batches out of order gives the same judgement', async () => {
    const pending: VerifyRequest[] = []
    const replies: ((reply: VerifyReply) => void)[] = []
    const port: VerifyPort = {
      post: (request) => pending.push(request),
      onReply: (listener) => void replies.push(listener),
      onFailure: () => {},
    }
    const big = Array.from({ length: 5 }, () => values).flat()
    const doc = joiner(poolVerifier([port, port]))
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(docOf(big)))
    await flush()
    expect(pending.length).toBeGreaterThan(1)
    for (const request of pending.reverse()) for (const reply of replies) reply(answerVerifyRequest(request))
    await ledgerOf(doc).settled()
    expect(judged(doc)).toEqual(judged(docOf(big)))
  })

  it('a verifier that fails, miscounts or lies in type leaves the checks to the main thread: same judgement', async () => {
    const bad: SignatureVerifier[] = [
      { verifyMany: () => Promise.reject(new Error('worker died')) },
      { verifyMany: async (_room, entries) => entries.slice(1).map(() => true) },
      { verifyMany: async (_room, entries) => entries.map(() => 'yes' as unknown as boolean) },
    ]
    for (const verifier of bad) {
      const doc = joiner(verifier)
      Y.applyUpdate(doc, whole)
      await ledgerOf(doc).settled()
      expect(judged(doc)).toEqual(expected)
    }
  })

  it('small transactions are judged at once, and appends wait while a large one is checked', async () => {
    const { verifier, open, truth } = manualVerifier()
    const doc = joiner(verifier)
    sit(doc, alice, 's1')
    expect(pass(doc, alice, 's1').ok).toBe(true)
    expect(ledgerOf(doc).checking()).toBe(0)
    expect(ledgerOf(doc).accepted()).toHaveLength(2)
    expect(open).toHaveLength(0)
    // A large update from elsewhere (another room document's log, all of it junk here: other chains) is held.
    const other = roomDoc()
    other.transact(() => {
      for (const seat of ROOM_SEATS)
        schema.logShard(other, seat).push(values.filter((v) => v.seat === seat).map((v) => v.value as LogEntry))
    })
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other))
    expect(ledgerOf(doc).checking()).toBeGreaterThan(0)
    const refused = appendEntry(doc, alice, 's1', { game: 'tally', type: 'pass' })
    expect(refused.ok).toBe(false)
    open[0]!.resolve(truth(0))
    await ledgerOf(doc).settled()
    expect(pass(doc, alice, 's1').ok).toBe(true)
  })
})
