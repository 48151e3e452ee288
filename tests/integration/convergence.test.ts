/**
 * Convergence: N peers of one room, each holding a seat of the test game Tally (or watching), append signed
 * actions concurrently over a fake network that delivers updates in a random (seeded) order, with partitions
 * (dropped or held messages) and heals. A roll is a roll entry that every other seat's page answers once it
 * reaches it (net/rolls.ts); the folds wait at it until then. Once everything is delivered, every peer must fold
 * the same entries to the same state hash, with the same engine verdicts and the same ignored entries, and no
 * roll may be left waiting, whatever order the updates arrived in.
 *
 * Mallory is one more page on the network that holds no seat. She writes straight into the shards: entries signed
 * with her own key into the others' chains, real entries with a changed payload, junk, a claim that pretends not
 * to have seen a seat's holder, entries signed for another room; and she deletes entries from the shards. Every
 * peer ignores her entries for the same reason, and the honest pages' archives (net/archive.ts) put back what
 * she deleted. A seat changing hands (released, or freed by the others' votes) keeps every entry its old holder
 * wrote: each entry is judged by the tenure in force where it stands.
 */
import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { sha256Hex, tally, type Action, type Json, type Rng, type SeatId, type TallyState } from '../../engine'
import { setRoomDomain } from '../../net/domain'
import type { Identity } from '../../net/identity'
import { ledgerOf, ROOM_SEATS } from '../../net/ledger'
import { entryHash, isWellFormedEntry, signEntry, type EntryBody } from '../../net/log-entry'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { readShare } from '../../net/roll-status'
import type { RollExchange } from '../../net/rolls'
import { ACT } from '../../net/seat-acts'
import { startSeatVotes, type SeatVotes } from '../../net/seat-votes'
import { claimSeat, listSeats, releaseSeat, seatOf } from '../../net/seats'
import { schema, type LogEntry } from '../../net/schema'
import { appendEntry } from '../../net/signed-log'
import { NETWORK_ORIGIN } from '../../net/testing/fake-network'
import { appendRoll, TEST_ROOM } from '../../net/testing/rolls'
import { createRoomPeers, destroyOpenRooms, keyOf, pendingRolls, ROLL_WAIT_MS, type RoomPeers } from './room-peers'

const mallory = keyOf('convergence/mallory')
const TALLY = tally.id

afterEach(destroyOpenRooms)

/** A value Mallory wrote into a shard, and the reasons every peer may give for ignoring it. */
interface Forgery {
  value: unknown
  why: string[]
  /** She deleted it again. */
  deleted?: boolean
}

interface Table {
  room: RoomPeers
  /** The game's seats. */
  seats: SeatId[]
  /** The seat each honest peer acts as ('' for a spectator), by peer. */
  seatOf: string[]
  /** Each honest peer's key. */
  ids: Identity[]
  /** One folder per honest peer. */
  folders: LogFolder<TallyState>[]
  /** Each seated peer's roll exchange (null for a spectator). */
  rolls: (RollExchange | null)[]
  /** Mallory's document: the last one. */
  mallory: Y.Doc
  forged: Forgery[]
  /** Hashes of entries Mallory deleted while they counted. */
  deleted: string[]
  init: { config: { target: number; deckSize: number }; seats: SeatId[]; entropy: string }
}

interface SetUpOptions {
  /** How many peers sit (the rest watch); at most the room's four seats. Default: every peer, up to four. */
  seated?: number
  /** Peer `sameKey[1]` is a second tab of peer `sameKey[0]`: the same key, on the same seat. */
  sameKey?: [number, number]
}

/**
 * `peers` honest pages and Mallory's on a fake network. Each seated page holds its seat with its own key, runs the
 * roll exchange, an archive and a fold; a watching page runs an archive and a fold.
 */
async function setUp(peers: number, seed: string, options: SetUpOptions = {}): Promise<Table> {
  const room = createRoomPeers(peers + 1, seed)
  const { docs } = room
  const seated = options.seated ?? Math.min(peers, ROOM_SEATS.length)
  const { sameKey } = options
  const home = (i: number) => (sameKey && sameKey[1] === i ? sameKey[0] : i)
  const ids = Array.from({ length: peers }, (_, i) => keyOf(`convergence/${seed}/${home(i)}`))
  const seatOf = Array.from({ length: peers }, (_, i) => (home(i) < seated ? ROOM_SEATS[home(i)]! : ''))
  const rolls: (RollExchange | null)[] = []
  for (let i = 0; i < peers; i++) {
    // As in a room page (net/room.ts), the archive runs before the roll exchange: it puts back what was deleted
    // before the exchange writes anything.
    await room.archive(i)
    rolls.push(null)
    if (seatOf[i] === '') continue
    // Two tabs of one player: the second tab sits down on the first tab's seat (the same claim, written twice).
    claimSeat(docs[i]!, ids[i]!, seatOf[i]!, { name: `Player ${home(i)}`, colour: '#888888' })
    rolls[i] = room.exchange(i, ids[i]!)
  }
  await room.settle()
  const seats = ROOM_SEATS.slice(0, seated)
  const init = { config: { target: 1e9, deckSize: 30 }, seats, entropy: sha256Hex(`${seed}/setup`) }
  // Snapshots every 4 entries, so out-of-order inserts re-fold from a snapshot, not from the start.
  const folders = docs.slice(0, peers).map((doc) => createLogFolder(doc, tally, init, { snapshotEvery: 4 }))
  return { room, seats, seatOf, ids, folders, rolls, mallory: docs[peers]!, forged: [], deleted: [], init }
}

/**
 * Peer `p` acts: a legal move when its folder says it is its turn, otherwise something (likely refused). A roll asks
 * every other seat it sees held, except now and then one that leaves a seat out (refused everywhere as unfair).
 */
function act(t: Table, p: number, rng: Rng): void {
  const seat = t.seatOf[p]!
  if (seat === '') return
  const doc = t.room.docs[p]!
  const legal = tally.legalActions(t.folders[p]!.state, seat)
  const action: Action =
    legal.length > 0 && rng.int(0, 3) > 0 ? { ...rng.pick(legal) } : { type: rng.pick(['pass', 'roll', 'draw']) }
  const payload = (action.payload ?? null) as Json
  if (action.type !== 'roll') return void appendEntry(doc, t.ids[p]!, seat, { game: TALLY, type: action.type, payload })
  const held = ledgerOf(doc).bindings()
  const asked = t.seats.filter((s) => s !== seat && held.has(s))
  appendRoll(doc, t.ids[p]!, seat, TALLY, { type: 'roll', payload }, rng.int(0, 9) === 0 ? asked.slice(1) : asked)
}

/** The body of an entry Mallory signs that continues `seat`'s chain as her document sees it. */
function continuation(doc: Y.Doc, seat: SeatId, draft: Pick<LogEntry, 'game' | 'type' | 'payload' | 'roll'>) {
  const ledger = ledgerOf(doc)
  const head = ledger.head(seat)
  const others = ROOM_SEATS.filter((other) => other !== seat)
    .map((other) => ledger.head(other))
    .filter((other) => other.n > 0)
  const body: Omit<EntryBody, 'pub'> = {
    ...draft,
    seat,
    n: head.n,
    lamport: 1 + Math.max(head.lamport, ...others.map((other) => other.lamport)),
    seen: others.map((other) => other.head).sort(),
    prev: head.head,
  }
  if (body.roll === undefined) delete body.roll
  return body
}

/** Mallory writes a bad value straight into a shard of her document. */
function forge(t: Table, rng: Rng, step: number): void {
  const doc = t.mallory
  const seat = rng.pick(t.seats)
  const real = schema
    .logShard(doc, seat)
    .toArray()
    .filter((e) => isWellFormedEntry(e, seat) && e.pub !== mallory.publicKey)
  const value = sha256Hex(`mallory/${step}`)
  let forgery: Forgery
  switch (rng.int(0, 3)) {
    case 0: {
      // Her key in the seat's chain, exactly where its next entry goes: a roll drawn with her value alone, or a
      // seat act. Only the holder's key writes there; should the holder's own next entry take that place
      // first, hers no longer even continues the chain.
      const draft = rng.pick<Pick<LogEntry, 'game' | 'type' | 'payload' | 'roll'>>([
        { game: TALLY, type: 'roll', payload: null, roll: { bytes: 32, from: [], value } },
        { game: '', type: ACT.release, payload: null },
        { game: '', type: ACT.claim, payload: { name: 'Mallory', colour: '#000000', anchor: value } },
        { game: TALLY, type: 'pass', payload: null },
      ])
      const entry = signEntry(TEST_ROOM, mallory, continuation(doc, seat, draft))
      forgery = { value: entry, why: ['not-holder', 'broken-chain'] }
      break
    }
    case 1: // a real entry with its payload changed after signing
      forgery = real.length
        ? { value: { ...rng.pick(real), payload: { forged: step } }, why: ['bad-signature'] }
        : { value: { junk: step }, why: ['malformed'] }
      break
    case 2: {
      // The holder's own next entry, signed by the holder's key (a test knows every key) for another room, as
      // if copied from a room where the same browser plays: the signature is worth nothing here.
      const holder = t.ids.find((id) => id.publicKey === ledgerOf(doc).bindings().get(seat)?.holder)
      const body = continuation(doc, seat, { game: TALLY, type: 'pass', payload: { copied: step } })
      forgery = holder
        ? { value: signEntry('OTHERROOM', holder, body), why: ['bad-signature'] }
        : { value: { junk: step }, why: ['malformed'] }
      break
    }
    default:
      forgery = { value: rng.pick<Json>([null, 7, 'text', { seat, n: 'zero' }, [1, 2]]), why: ['malformed'] }
  }
  t.forged.push(forgery)
  schema.logShard(doc, seat).push([forgery.value as LogEntry])
}

/** Mallory deletes a random value from a random shard of her document. */
function remove(t: Table, rng: Rng): void {
  const doc = t.mallory
  const seat = rng.pick(t.seats)
  const shard = schema.logShard(doc, seat)
  if (shard.length === 0) return
  const at = rng.int(0, shard.length - 1)
  const value: unknown = shard.get(at)
  if (isWellFormedEntry(value, seat) && ledgerOf(doc).get(entryHash(value))) t.deleted.push(entryHash(value))
  for (const forgery of t.forged) if (forgery.value === value) forgery.deleted = true
  shard.delete(at, 1)
}

/** Runs `steps` random steps: actions, partial deliveries, partitions, heals, forgeries, deletions. */
async function play(t: Table, steps: number, hostile = true): Promise<void> {
  const rng = t.room.net.rng
  const peers = t.room.docs.length
  for (let step = 0; step < steps; step++) {
    const roll = rng.int(0, 99)
    if (roll < 40) act(t, rng.int(0, t.folders.length - 1), rng)
    else if (roll < 75) t.room.net.deliver(rng.int(1, 8))
    else if (roll < 81) {
      const cut = rng.int(1, peers - 1)
      const order = rng.shuffle(Array.from({ length: peers }, (_, i) => i))
      t.room.net.partition([order.slice(0, cut), order.slice(cut)], rng.pick(['drop', 'hold'] as const))
    } else if (roll < 90) t.room.net.heal()
    else if (roll < 94 && hostile) forge(t, rng, step)
    else if (roll < 96 && hostile) remove(t, rng)
    else t.room.net.flush()
    // Every page reacts to what it got: answers rolls, archives entries, puts back deleted ones.
    await t.room.react()
  }
}

/** What a peer ended with, in a form that can be compared across peers. */
function outcome(folder: LogFolder<TallyState>) {
  return {
    hash: folder.hash,
    entries: folder.entries.map((e) => entryHash(e)),
    steps: folder.steps.map((s) => (s.ok ? 'ok' : s.error.code)),
    rejected: folder.rejected.map((r) => `${r.why}:${JSON.stringify(r.entry)}`),
    pending: folder.pending?.hash ?? null,
  }
}

/** Heals, delivers everything, and checks that every peer (and a late joiner) folds the same. */
async function expectConverged(t: Table) {
  t.room.net.heal()
  await t.room.settle()
  expect(t.room.net.converged()).toBe(true)
  const first = outcome(t.folders[0]!)
  for (const folder of t.folders.slice(1)) expect(outcome(folder)).toEqual(first)
  // Every roll settled, on every page.
  expect(first.pending).toBeNull()
  for (const doc of t.room.docs) expect(pendingRolls(doc)).toEqual([])
  // A late joiner folding the whole document from scratch agrees too.
  const late = new Y.Doc()
  setRoomDomain(late, TEST_ROOM)
  Y.applyUpdate(late, Y.encodeStateAsUpdate(t.room.docs[0]!))
  expect(outcome(createLogFolder(late, tally, t.init))).toEqual(first)
  return first
}

/** Every peer's reasons for ignoring the signed value `value` (its listings among the rejected entries). */
function reasonsFor(t: Table, value: LogEntry): string {
  const text = JSON.stringify(value)
  const reasons = t.folders.map((folder) =>
    folder.rejected
      .filter((r) => JSON.stringify(r.entry) === text)
      .map((r) => r.why)
      .join('+'),
  )
  expect(new Set(reasons).size).toBe(1)
  return reasons[0]!
}

const cases: [number, string][] = [
  [3, 'alpha'],
  [3, 'beta'],
  [4, 'gamma'],
  [4, 'delta'],
  [5, 'epsilon'],
  [5, 'zeta'],
]

describe('convergence of the signed log over a fake network', () => {
  it.each(cases)('%i peers, seed %s: every peer folds the same state', { timeout: 120_000 }, async (peers, seed) => {
    const t = await setUp(peers, seed)
    await play(t, 220)
    const result = await expectConverged(t)
    // The run was not trivial: moves were accepted and refused, rolls were drawn, forgeries were ignored.
    expect(result.steps.filter((s) => s === 'ok').length).toBeGreaterThan(5)
    expect(result.steps.some((s) => s !== 'ok')).toBe(true)
    // Rolls that left a seat out were settled like any other, and refused by the engine everywhere.
    expect(result.steps).toContain('unfair-entropy')
    const rolls = t.folders[0]!.entries.filter((e) => e.roll)
    expect(rolls.length).toBeGreaterThan(0)
    // Every signed forgery still in the log is ignored, once, for one of its expected reasons, by every peer alike;
    // none is folded. Junk is listed as malformed.
    const kept = t.forged.filter((f) => !f.deleted)
    const signed = kept.filter((f) => typeof (f.value as LogEntry | null)?.sig === 'string')
    expect(signed.length).toBeGreaterThan(0)
    for (const forgery of signed) {
      const entry = forgery.value as LogEntry
      expect(forgery.why).toContain(reasonsFor(t, entry))
      expect(result.entries).not.toContain(entryHash(entry))
    }
    const junk = kept.filter((f) => f.why.includes('malformed')).length
    expect(result.rejected.filter((r) => r.startsWith('malformed:'))).toHaveLength(junk)
    // What Mallory deleted is back: the pages that had it put a copy into the shard.
    for (const hash of t.deleted) for (const doc of t.room.docs) expect(ledgerOf(doc).present(hash)).toBe(true)
  })

  it('replays a seed exactly', { timeout: 120_000 }, async () => {
    const run = async () => {
      const t = await setUp(4, 'replay')
      await play(t, 150)
      const result = await expectConverged(t)
      t.room.destroy()
      return result
    }
    expect(await run()).toEqual(await run())
  })

  it('ignores entries signed by a key that holds no seat, the same way on every peer', async () => {
    const t = await setUp(3, 'forged')
    const rng = t.room.net.rng
    for (let step = 0; step < 12; step++) {
      act(t, step % 3, rng)
      await t.room.settle()
    }
    const md = t.mallory
    // A Tally action in the free seat s4's chain, as if she had sat there.
    const intoFree = signEntry(TEST_ROOM, mallory, continuation(md, 's4', { game: TALLY, type: 'pass', payload: null }))
    // A roll drawn with her value alone, right where s1's next entry goes.
    const value = sha256Hex('mallory/dice')
    const ownDice = signEntry(
      TEST_ROOM,
      mallory,
      continuation(md, 's1', { game: TALLY, type: 'roll', payload: null, roll: { bytes: 32, from: [], value } }),
    )
    // A claim of s2 where its holder's claim stands, pretending she never saw it: a race she says she won.
    const lateClaim = signEntry(TEST_ROOM, mallory, {
      game: '',
      seat: 's2',
      n: 0,
      lamport: 1,
      seen: [],
      prev: '',
      type: ACT.claim,
      payload: { name: 'Mallory', colour: '#000000', anchor: value },
    })
    // s3's next entry, signed by s3's own key but for another room: copied from elsewhere, it is worth nothing here.
    const otherRoom = signEntry(
      'OTHERROOM',
      t.ids[2]!,
      continuation(md, 's3', { game: TALLY, type: 'pass', payload: null }),
    )
    md.transact(() => {
      schema.logShard(md, 's4').push([intoFree])
      schema.logShard(md, 's1').push([ownDice])
      schema.logShard(md, 's2').push([lateClaim])
      schema.logShard(md, 's3').push([otherRoom])
    })
    // Everyone sees her entries first; then s2 acts, so s1's next entry sorts after her roll.
    await t.room.settle()
    act(t, 1, rng)
    await t.room.settle()
    // Meanwhile the others keep playing, with partial deliveries.
    for (let step = 0; step < 30; step++) {
      act(t, step % 3, rng)
      t.room.net.deliver(2)
      await t.room.react()
    }
    const result = await expectConverged(t)
    const expected: [LogEntry, string][] = [
      [intoFree, 'not-holder'],
      [ownDice, 'not-holder'],
      [lateClaim, 'late-claim'],
      [otherRoom, 'bad-signature'],
    ]
    for (const [entry, why] of expected) {
      for (const folder of t.folders) expect(folder.rejected).toContainEqual({ entry, why })
      expect(result.entries).not.toContain(entryHash(entry))
      expect(result.rejected.filter((r) => r === `${why}:${JSON.stringify(entry)}`)).toHaveLength(1)
    }
    // s2 is still its holder's, and s1's chain went on past her roll.
    for (const doc of t.room.docs) {
      expect(listSeats(doc).s2?.publicKey).toBe(t.ids[1]!.publicKey)
      expect(ledgerOf(doc).head('s1').n).toBeGreaterThan(ownDice.n)
    }
  })

  it('refuses a roll that did not ask every other seat, on every peer, however it was answered', async () => {
    const t = await setUp(3, 'unfair')
    // s1 rolls asking nobody (its own value alone: it knew the result), s2 rolls asking only s1, then s1 rolls
    // asking both others.
    const alone = appendRoll(t.room.docs[0]!, t.ids[0]!, 's1', TALLY, { type: 'roll' }, [])
    await t.room.settle()
    const partial = appendRoll(t.room.docs[1]!, t.ids[1]!, 's2', TALLY, { type: 'roll' }, ['s1'])
    await t.room.settle()
    const fair = appendRoll(t.room.docs[0]!, t.ids[0]!, 's1', TALLY, { type: 'roll' }, ['s2', 's3'])
    const result = await expectConverged(t)
    const hashes = [alone, partial, fair].map((r) => (r.ok ? entryHash(r.entry) : ''))
    const at = hashes.map((hash) => result.entries.indexOf(hash))
    // Each settled (the first at once, with no one to wait for), yet only the fair one reaches the engine.
    for (const i of at) expect(t.folders[2]!.rollAt(i)?.state).toBe('complete')
    expect(at.map((i) => result.steps[i])).toEqual(['unfair-entropy', 'unfair-entropy', 'ok'])
  })

  it('a silent seat is named by another seat after the wait, and its late answer does not change the roll', async () => {
    const t = await setUp(3, 'late-answer')
    const [anna] = t.ids as [Identity, Identity, Identity]
    const docs = t.room.docs
    // Cili's link goes down. Anna's roll still reaches her page (copied straight in), which answers and then
    // closes, but the answer is lost on the way.
    t.room.net.partition([[0, 1, 3], [2]], 'drop')
    const roll = appendRoll(docs[0]!, anna, 's1', TALLY, { type: 'roll' }, ['s2', 's3'])
    if (!roll.ok) throw new Error(roll.reason.en)
    const rollHash = entryHash(roll.entry)
    Y.applyUpdate(docs[2]!, Y.encodeStateAsUpdate(docs[0]!, Y.encodeStateVector(docs[2]!)), NETWORK_ORIGIN)
    await t.room.settle()
    const late = ledgerOf(docs[2]!)
      .accepted()
      .find((r) => readShare(r.entry.payload)?.for === rollHash)
    expect(late?.entry.seat).toBe('s3')
    t.rolls[2]!.destroy()
    expect(ledgerOf(docs[0]!).roll(rollHash)).toEqual({ state: 'pending', waitingFor: ['s3'] })
    // Only the wait names her, and not on the roller's page: Béla's page does, once the wait is over.
    await t.room.advance(ROLL_WAIT_MS + 1)
    await t.room.settle()
    const named = ledgerOf(docs[0]!).roll(rollHash)
    expect(named).toMatchObject({ state: 'complete', contributors: ['s2'], missing: ['s3'] })
    const timeouts = ledgerOf(docs[0]!)
      .accepted()
      .filter((r) => r.entry.type === ACT.timeout)
    expect(timeouts.map((r) => r.entry.seat)).toEqual(['s2'])
    // Her answer arrives after all: it is in the log, but stands after the timeout's view of her chain.
    await expectConverged(t)
    for (const doc of docs) {
      expect(ledgerOf(doc).roll(rollHash)).toEqual(named)
      expect(ledgerOf(doc).get(late!.hash)).toBeDefined()
    }
  })

  it('a roller who deletes a share and names its author cannot undo the roll', async () => {
    const t = await setUp(2, 'undo')
    const [anna] = t.ids as [Identity, Identity]
    const docs = t.room.docs
    const roll = appendRoll(docs[0]!, anna, 's1', TALLY, { type: 'roll' }, ['s2'])
    if (!roll.ok) throw new Error(roll.reason.en)
    const rollHash = entryHash(roll.entry)
    await t.room.settle()
    const drawn = ledgerOf(docs[0]!).roll(rollHash)
    expect(drawn).toMatchObject({ state: 'complete', contributors: ['s2'] })
    // Anna saw the result and wants it gone: she deletes Béla's share and names him as silent.
    const shard = schema.logShard(docs[0]!, 's2')
    const at = shard.toArray().findIndex((e) => e.type === ACT.share && readShare(e.payload)?.for === rollHash)
    const n = shard.get(at).n
    docs[0]!.transact(() => shard.delete(at, 1))
    const timeout = appendEntry(docs[0]!, anna, 's1', {
      game: '',
      type: ACT.timeout,
      payload: { for: rollHash, missing: [{ seat: 's2', n }] },
    })
    expect(timeout.ok).toBe(true)
    // The roller may name only seats that changed hands since the roll: the roll waits again, it is not void.
    expect(ledgerOf(docs[0]!).roll(rollHash)).toEqual({ state: 'pending', waitingFor: ['s2'] })
    // The archives put the share back, and the roll is what it was, everywhere.
    await expectConverged(t)
    for (const doc of docs) expect(ledgerOf(doc).roll(rollHash)).toEqual(drawn)
  })

  it('keeps one branch when one player acts from two tabs at once, the same on every peer', async () => {
    // Peers 0 and 3 are two tabs of the same player, both on seat s1 (and both answer rolls for it).
    const t = await setUp(4, 'two-tabs', { seated: 3, sameKey: [0, 3] })
    const rng = t.room.net.rng
    t.room.net.partition([
      [0, 1],
      [2, 3],
    ])
    for (let step = 0; step < 12; step++) {
      act(t, 0, rng)
      act(t, 3, rng)
      act(t, rng.pick([1, 2]), rng)
      t.room.net.deliver(3)
      await t.room.react()
    }
    // A share one tab wrote can lose its place in the chain to the other tab's entry there; each tab answers a
    // roll once, so such a roll waits until another seat names s1 after the wait.
    t.room.net.heal()
    await t.room.settle()
    await t.room.advance(ROLL_WAIT_MS + 1)
    const result = await expectConverged(t)
    expect(result.rejected.some((r) => r.startsWith('broken-chain'))).toBe(true)
    expect(result.steps.filter((s) => s === 'ok').length).toBeGreaterThan(3)
  })
})

describe('a seat changing hands', () => {
  it('keeps what the old holder wrote; a roll from her tenure is named at once when she has got up', async () => {
    // Anna, Béla and Cili play; Dani's page is open but holds no seat.
    const t = await setUp(4, 'hand-over', { seated: 3 })
    const [anna, bela, cili, dani] = t.ids as [Identity, Identity, Identity, Identity]
    const docs = t.room.docs
    t.room.exchange(3, dani)
    await play(t, 60, false)
    await expectConverged(t)
    const before = outcome(t.folders[0]!)
    const cilis = before.entries.filter((hash) => ledgerOf(docs[0]!).get(hash)?.entry.seat === 's3')
    expect(cilis.length).toBeGreaterThan(0)

    // Anna rolls while Cili and Dani are cut off; there Cili gets up and Dani sits down in her place, and plays.
    t.room.net.partition(
      [
        [0, 1],
        [2, 3, 4],
      ],
      'drop',
    )
    const roll = appendRoll(docs[0]!, anna, 's1', TALLY, { type: 'roll' }, ['s2', 's3'])
    if (!roll.ok) throw new Error(roll.reason.en)
    const rollHash = entryHash(roll.entry)
    releaseSeat(docs[2]!, cili)
    await t.room.settle()
    expect(claimSeat(docs[3]!, dani, 's3', { name: 'Dani', colour: '#00aa00' }).ok).toBe(true)
    await t.room.settle()
    const danis = [0, 1, 2].flatMap(() => {
      const result = appendEntry(docs[3]!, dani, 's3', { game: TALLY, type: 'pass' })
      return result.ok ? [entryHash(result.entry)] : []
    })
    expect(danis).toHaveLength(3)
    // Cili's page no longer writes for s3.
    expect(appendEntry(docs[2]!, cili, 's3', { game: TALLY, type: 'pass' }).ok).toBe(false)
    // Béla answered; on Anna's side of the cut the roll waits for s3.
    for (const i of [0, 1]) expect(t.folders[i]!.pending).toMatchObject({ hash: rollHash, waitingFor: ['s3'] })

    // The roll stands before Cili got up, so only her tenure could answer it: Dani may not, and she holds no
    // seat any more. Once a page sees that, it names s3 at once (no waiting: the clock never moves here).
    const result = await expectConverged(t)
    for (const doc of docs) {
      const ledger = ledgerOf(doc)
      expect(ledger.roll(rollHash)).toMatchObject({ state: 'complete', contributors: ['s2'], missing: ['s3'] })
      expect(ledger.get(rollHash)!.bindings.get('s3')?.holder).toBe(cili.publicKey)
      expect(listSeats(doc).s3?.publicKey).toBe(dani.publicKey)
      const shares = ledger.accepted().filter((r) => readShare(r.entry.payload)?.for === rollHash)
      expect(shares.map((r) => r.entry.seat)).toEqual(['s2'])
    }
    // Everything Cili wrote still counts, with the verdicts it had; Dani's entries count as his tenure's.
    expect(result.entries.slice(0, before.entries.length)).toEqual(before.entries)
    expect(result.steps.slice(0, before.steps.length)).toEqual(before.steps)
    const ledger = ledgerOf(docs[1]!)
    const danisClaim = ledger.head('s3').tenure!.claim
    for (const hash of danis) {
      expect(result.entries).toContain(hash)
      expect(ledger.get(hash)).toMatchObject({ tenure: danisClaim, entry: { pub: dani.publicKey } })
    }

    // A roll after the change asks s3 again, and Dani's page answers it.
    const next = appendRoll(docs[1]!, bela, 's2', TALLY, { type: 'roll' }, ['s1', 's3'])
    if (!next.ok) throw new Error(next.reason.en)
    await expectConverged(t)
    const nextHash = entryHash(next.entry)
    expect(ledgerOf(docs[0]!).roll(nextHash)).toMatchObject({ state: 'complete', contributors: ['s1', 's3'] })
    const share = ledger
      .accepted()
      .find((r) => r.entry.type === ACT.share && r.entry.seat === 's3' && readShare(r.entry.payload)?.for === nextHash)
    expect(share?.entry.pub).toBe(dani.publicKey)
  })

  it('the others free a silent player’s seat by vote for her new browser, and her old entries stay', async () => {
    // Cili's browser is gone (its page silent, cut off); she comes back with a new key, Dani's page here.
    const t = await setUp(4, 'vote', { seated: 3 })
    const [, , cili, fresh] = t.ids as [Identity, Identity, Identity, Identity]
    const docs = t.room.docs
    t.room.exchange(3, fresh)
    await play(t, 60, false)
    await expectConverged(t)
    const before = outcome(t.folders[0]!)
    const cilis = before.entries.filter((hash) => ledgerOf(docs[0]!).get(hash)?.entry.seat === 's3')
    t.room.net.partition([[0, 1, 3, 4], [2]], 'drop')

    // She asks for her seat back under the new key; Anna and Béla both vote for it, at once.
    const votes: SeatVotes[] = [0, 1, 3].map((i) => startSeatVotes({ doc: docs[i]!, identity: t.ids[i]! }))
    try {
      expect(votes[2]!.ask('s3', 'Cili').ok).toBe(true)
      expect(votes[0]!.vote('s3', fresh.publicKey).ok).toBe(true)
      expect(votes[1]!.vote('s3', fresh.publicKey).ok).toBe(true)
      // A vote by someone who is not seated does not count (and is refused at the source).
      expect(votes[2]!.vote('s3', fresh.publicKey).ok).toBe(false)
      await t.room.settle()
      for (const i of [0, 1, 3]) expect(listSeats(docs[i]!).s3).toBeUndefined()
      // The seat is kept for her new key: nobody else may take it.
      expect(claimSeat(docs[0]!, t.ids[0]!, 's3', { name: 'Anna', colour: '#ff0000' }, { hotseat: true }).ok).toBe(
        false,
      )
      expect(claimSeat(docs[3]!, fresh, 's3', { name: 'Cili', colour: '#00aa00' }).ok).toBe(true)
      await t.room.settle()
    } finally {
      votes.forEach((v) => v.destroy())
    }
    const result = await expectConverged(t)
    for (const doc of docs) {
      expect(seatOf(doc, fresh.publicKey)).toBe('s3')
      expect(seatOf(doc, cili.publicKey)).toBeNull()
      // Both voters saw the last vote at once and each wrote the `@free`: one ended her tenure, the other is a
      // dead branch of s3's chain, the same on every peer.
      const ledger = ledgerOf(doc)
      expect(ledger.accepted().filter((r) => r.entry.type === ACT.free)).toHaveLength(1)
      expect(ledger.rejected().filter((r) => r.entry.type === ACT.free)).toMatchObject([{ why: 'broken-chain' }])
    }
    for (const hash of cilis) expect(result.entries).toContain(hash)
    expect(result.entries.slice(0, before.entries.length)).toEqual(before.entries)
    expect(result.steps.slice(0, before.steps.length)).toEqual(before.steps)
    // Her new page answers the next roll for s3.
    const roll = appendRoll(docs[0]!, t.ids[0]!, 's1', TALLY, { type: 'roll' }, ['s2', 's3'])
    if (!roll.ok) throw new Error(roll.reason.en)
    await expectConverged(t)
    expect(ledgerOf(docs[2]!).roll(entryHash(roll.entry))).toMatchObject({
      state: 'complete',
      contributors: ['s2', 's3'],
    })
  })
})
