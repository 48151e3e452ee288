import { afterEach, describe, expect, it } from 'vitest'
import type * as Y from 'yjs'
import type { Json, SeatId } from '../engine'
import { memoryAnswered, type AnsweredStore } from './answered'
import { memoryArchiveStore, startArchive } from './archive'
import { createEphemeralIdentity, type Identity } from './identity'
import { ledgerOf } from './ledger'
import { entryHash } from './log-entry'
import type { AcceptedEntry } from './ledger-pass'
import { START_TYPE } from './game-start'
import { startRolls, type RollExchange, type RollResult } from './rolls'
import { ACT } from './seat-acts'
import { schema } from './schema'
import { startSeatVotes } from './seat-votes'
import { appendEntry } from './signed-log'
import { answerRoll, appendRoll, linked, sit } from './testing/rolls'

const running: RollExchange[] = []
afterEach(() => running.splice(0).forEach((r) => r.destroy()))

/** Starts the exchange of one peer (everyone online, short timeouts so a silent seat is named quickly). */
function exchange(doc: Y.Doc, identity: Identity, answered: AnsweredStore = memoryAnswered()): RollExchange {
  const rolls = startRolls({ doc, identity, answered, isOnline: () => true, timeoutMs: 40, offlineTimeoutMs: 40 })
  running.push(rolls)
  return rolls
}

const seats = (doc: Y.Doc, people: Identity[]) => people.forEach((p, i) => sit(doc, p, `s${i + 1}`))
const among: SeatId[] = ['s1', 's2', 's3', 's4']
const roll = (r: RollExchange, seat = 's1'): Promise<RollResult> =>
  r.roll(seat, 'tally', { type: 'roll', payload: null }, 32, among)

describe('rolls between seats', () => {
  it('an online roll completes in one round trip with the other seat’s share, the same on both peers', async () => {
    const [a, b] = linked(2)
    const [anna, bela] = [createEphemeralIdentity(), createEphemeralIdentity()]
    seats(a!, [anna, bela])
    exchange(b!, bela)
    const result = await roll(exchange(a!, anna))
    expect(result.ok && result.status.state === 'complete' && result.status.contributors).toEqual(['s2'])
    const hash = result.ok ? entryHash(result.entry) : ''
    expect(ledgerOf(b!).roll(hash)).toEqual(ledgerOf(a!).roll(hash))
  })

  it('the roll is in the log, signed, before anyone answers: the roller has nothing left to withhold', () => {
    const [a] = linked(1)
    const [anna, bela] = [createEphemeralIdentity(), createEphemeralIdentity()]
    seats(a!, [anna, bela])
    void roll(exchange(a!, anna))
    const rollEntry = ledgerOf(a!).newest()!
    expect(rollEntry.entry.roll?.from).toEqual(['s2'])
    expect(ledgerOf(a!).roll(rollEntry.hash)).toEqual({ state: 'pending', waitingFor: ['s2'] })
  })

  it('a roller cannot name its only opponent: the roll waits until the seat is freed by vote, then is void', async () => {
    const [a, b] = linked(2)
    const [anna, bela] = [createEphemeralIdentity(), createEphemeralIdentity()]
    seats(a!, [anna, bela])
    void b // Béla's page never answers.
    let settled: RollResult | null = null
    void roll(exchange(a!, anna)).then((r) => (settled = r))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(settled).toBeNull()
    expect(
      ledgerOf(a!)
        .accepted()
        .some((r) => r.entry.type === ACT.timeout),
    ).toBe(false)
    // Anna is the only other seated player: her vote alone frees Béla's seat.
    const votes = startSeatVotes({ doc: a!, identity: anna })
    expect(votes.vote('s2', null).ok).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    votes.destroy()
    expect(ledgerOf(a!).bindings().has('s2')).toBe(false)
    const result = settled as RollResult | null
    expect(result?.ok && result.status).toEqual({ state: 'void', missing: ['s2'] })
  })

  it('a roller that deletes a share and names its author does not void the roll', () => {
    const [a] = linked(1)
    const [anna, bela] = [createEphemeralIdentity(), createEphemeralIdentity()]
    seats(a!, [anna, bela])
    const rolled = appendRoll(a!, anna, 's1', 'tally', { type: 'roll' }, ['s2'])
    const hash = rolled.ok ? entryHash(rolled.entry) : ''
    answerRoll(a!, hash, [{ seat: 's2', identity: bela }])
    const complete = ledgerOf(a!).roll(hash)
    const shard = schema.logShard(a!, 's2')
    const copy = shard.get(1)
    a!.transact(() => shard.delete(1, 1))
    appendEntry(a!, anna, 's1', {
      game: '',
      type: ACT.timeout,
      payload: { for: hash, missing: [{ seat: 's2', n: 1 }] },
    })
    a!.transact(() => shard.push([{ ...copy }])) // any honest archive puts the share back
    expect(ledgerOf(a!).roll(hash)).toEqual(complete)
  })

  it('with three seats, a silent one is left out and the roll completes with the other share', async () => {
    const [a, b, c] = linked(3)
    const people = [createEphemeralIdentity(), createEphemeralIdentity(), createEphemeralIdentity()]
    seats(a!, people)
    exchange(b!, people[1]!)
    void c // Cili's page is silent.
    const result = await roll(exchange(a!, people[0]!))
    expect(result.ok && result.status.state === 'complete' && result.status.missing).toEqual(['s3'])
  })

  it('deleting a share from the document does not get the roller a second answer (a re-roll)', async () => {
    const [a, b] = linked(2)
    const [anna, bela] = [createEphemeralIdentity(), createEphemeralIdentity()]
    seats(a!, [anna, bela])
    const answered = memoryAnswered()
    const belaRolls = exchange(b!, bela, answered)
    const first = await roll(exchange(a!, anna))
    const entropy = first.ok && first.status.state === 'complete' ? first.status.entropy : ''
    // Anna deletes Béla's share; Béla's page restarts (a reload) with the same memory of what it answered.
    const shard = schema.logShard(a!, 's2')
    const at = shard.toArray().findIndex((e) => e.type === ACT.share)
    a!.transact(() => shard.delete(at, 1))
    belaRolls.destroy()
    exchange(b!, bela, answered)
    await new Promise((resolve) => setTimeout(resolve, 150))
    const hash = first.ok ? entryHash(first.entry) : ''
    // No new share was written; the roll waits (and will be named void or healed), it never draws again.
    const shares = ledgerOf(b!)
      .accepted()
      .filter((r) => r.entry.type === ACT.share)
    expect(shares).toHaveLength(0)
    const status = ledgerOf(a!).roll(hash)
    expect(status?.state === 'complete' && status.entropy === entropy).toBe(false)
  })

  it('an archived share comes back after a deletion and the roll is the same again', async () => {
    const [a, b] = linked(2)
    const [anna, bela] = [createEphemeralIdentity(), createEphemeralIdentity()]
    seats(a!, [anna, bela])
    exchange(b!, bela)
    const archive = startArchive(b!, memoryArchiveStore())
    await archive.ready
    const first = await roll(exchange(a!, anna))
    const hash = first.ok ? entryHash(first.entry) : ''
    const before = ledgerOf(a!).roll(hash)
    const shard = schema.logShard(a!, 's2')
    const at = shard.toArray().findIndex((e) => e.type === ACT.share)
    a!.transact(() => shard.delete(at, 1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ledgerOf(a!).roll(hash)).toEqual(before)
    archive.destroy()
  })

  it('a start its game would skip is named void at once, and does not stop the real start or count as one', async () => {
    const [a, b] = linked(2)
    const [anna, bela] = [createEphemeralIdentity(), createEphemeralIdentity()]
    seats(a!, [anna, bela])
    // Béla's table takes only starts whose record is not forged (as a card game checks decks against commitments).
    const valid = (start: AcceptedEntry) => (start.entry.payload as { forged?: boolean }).forged !== true
    exchange(b!, bela).checkStarts('tally', valid)
    const annas = exchange(a!, anna)
    const start = (payload: Json) => annas.roll('s1', 'tally', { type: START_TYPE, payload }, 32, among)
    const forged = await start({ forged: true })
    expect(forged.ok && forged.status).toEqual({ state: 'void', missing: ['s2'] })
    const real = await start({ forged: false })
    expect(real.ok && real.status.state).toBe('complete')
    // A later start is declined: the game has started.
    const late = await start({ forged: false })
    expect(late.ok && late.status.state).toBe('void')
  })
})
