/**
 * Append benchmark (Node only): what one more action costs in a long game, at 100, 1,000 and 4,000 entries.
 *
 * Each run opens a fresh two-seat room document holding a pre-signed log of the given length (Tally moves by both
 * seats, every tenth one a roll answered by the other seat's `@share`), starts what a page runs on it — the
 * ledger, a log folder (net/log-folder.ts), the roll exchange (net/rolls.ts), the archive (net/archive.ts) and the
 * seat votes — and then times APPENDS appends, alternating seats, each through net/signed-log.ts `appendEntry`
 * (the path Room.appendAction takes for a move) until every observer has run (the folder at once, the exchange
 * and the archive in the microtasks after it). One figure per run: the median of its appends; printed as the
 * median over RUNS runs with their min–max. Run: `npx tsx tests/bench/append-bench.ts`.
 */
import { performance } from 'node:perf_hooks'
import * as Y from 'yjs'
import { tally } from '../../engine'
import { memoryAnswered } from '../../net/answered'
import { memoryArchiveStore, startArchive } from '../../net/archive'
import { chainAnchor, chainValue } from '../../net/chain-values'
import { setRoomDomain } from '../../net/domain'
import { createEphemeralIdentity, type Identity } from '../../net/identity'
import { ledgerOf } from '../../net/ledger'
import { createLogFolder } from '../../net/log-folder'
import { entryHash, hasValidSignature, signEntry, type EntryBody } from '../../net/log-entry'
import { startRolls } from '../../net/rolls'
import { schema, type LogEntry } from '../../net/schema'
import { ACT } from '../../net/seat-acts'
import { startSeatVotes } from '../../net/seat-votes'
import { appendEntry } from '../../net/signed-log'

const ROOM = 'BENCHROOM'
const SIZES = [100, 1000, 4000]
const RUNS = 5
const APPENDS = 30
const ROLL_EVERY = 10
const init = { config: { target: 1e9 }, seats: ['s1', 's2'], entropy: 'ab'.repeat(16) }

/** Median of a non-empty list. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** "median (min–max)" in ms. */
function spread(values: number[]): string {
  const f = (v: number) => v.toFixed(2)
  return `${f(median(values))} ms (${f(Math.min(...values))}–${f(Math.max(...values))})`
}

/**
 * A valid log of `count` entries for seats s1 (`a`) and s2 (`b`), built directly (a chain per seat, each entry
 * seeing the other's head), so that building it does not depend on the ledger being measured.
 */
function buildLog(a: Identity, b: Identity, count: number): LogEntry[] {
  const ids = { s1: a, s2: b } as const
  type Seat = keyof typeof ids
  const heads = { s1: { n: 0, hash: '' }, s2: { n: 0, hash: '' } }
  const used = { s1: 0, s2: 0 }
  const out: LogEntry[] = []
  let lamport = 0
  const write = (seat: Seat, draft: Pick<EntryBody, 'game' | 'type' | 'payload' | 'roll'>): LogEntry => {
    const other: Seat = seat === 's1' ? 's2' : 's1'
    const body = {
      ...draft,
      seat,
      n: heads[seat].n,
      prev: heads[seat].hash,
      lamport: ++lamport,
      seen: heads[other].n > 0 ? [heads[other].hash] : [],
    }
    if (body.roll === undefined) delete body.roll
    const entry = signEntry(ROOM, ids[seat], body)
    heads[seat] = { n: heads[seat].n + 1, hash: entryHash(entry) }
    out.push(entry)
    return entry
  }
  const place = (seat: Seat) => ({ room: ROOM, seat, tenure: 0, anchor: 0 })
  for (const seat of ['s1', 's2'] as const) {
    const anchor = chainAnchor(ids[seat], place(seat))
    write(seat, { game: '', type: ACT.claim, payload: { name: seat, colour: '#888888', anchor } })
  }
  for (let i = 0; out.length < count; i++) {
    const seat: Seat = i % 2 === 0 ? 's1' : 's2'
    if (i % ROLL_EVERY === 0 && out.length + 2 <= count) {
      const other: Seat = seat === 's1' ? 's2' : 's1'
      const value = chainValue(ids[seat], place(seat), used[seat]++)
      const roll = write(seat, { game: 'tally', type: 'roll', payload: null, roll: { bytes: 4, from: [other], value } })
      const share = { for: entryHash(roll), value: chainValue(ids[other], place(other), used[other]++) }
      write(other, { game: '', type: ACT.share, payload: share })
    } else write(seat, { game: 'tally', type: 'pass', payload: null })
  }
  return out
}

/** Lets the deferred observers (roll exchange, archive) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** One run: a room holding `log`, every observer started, then APPENDS timed appends; their median (ms). */
async function run(a: Identity, b: Identity, log: readonly LogEntry[]): Promise<number> {
  const doc = new Y.Doc()
  setRoomDomain(doc, ROOM)
  doc.transact(() => {
    for (const seat of ['s1', 's2']) schema.logShard(doc, seat).push(log.filter((e) => e.seat === seat))
  })
  const folder = createLogFolder(doc, tally, init)
  const rolls = startRolls({ doc, identity: a, answered: memoryAnswered(), isOnline: () => true })
  const archive = startArchive(doc, memoryArchiveStore())
  const votes = startSeatVotes({ doc, identity: a })
  await archive.ready
  await settle()
  if (ledgerOf(doc).accepted().length !== log.length) throw new Error('the pre-built log was not accepted')
  const times: number[] = []
  for (let i = 0; i < APPENDS; i++) {
    const [identity, seat] = i % 2 === 0 ? [a, 's1'] : [b, 's2']
    const started = performance.now()
    const result = appendEntry(doc, identity, seat, { game: 'tally', type: 'pass' })
    await settle()
    times.push(performance.now() - started)
    if (!result.ok) throw new Error(result.reason.en)
  }
  if (folder.entries.length === 0) throw new Error('nothing was folded')
  folder.destroy()
  rolls.destroy()
  archive.destroy()
  votes.destroy()
  return median(times)
}

/**
 * What every append costs whatever the log's length: signing the entry and checking its signature once (the ledger
 * checks every new value, the page's own too). Median of APPENDS, ms.
 */
function cryptoFloor(identity: Identity, log: readonly LogEntry[]): number {
  const last = log.at(-1)!
  const times: number[] = []
  for (let i = 0; i < APPENDS; i++) {
    const started = performance.now()
    const entry = signEntry(ROOM, identity, { ...last, n: last.n + 1 + i, type: 'pass', payload: null })
    if (!hasValidSignature(ROOM, entry)) throw new Error('a fresh signature did not verify')
    times.push(performance.now() - started)
  }
  return median(times)
}

const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()
const rows: Record<string, string>[] = []
for (const size of SIZES) {
  const log = buildLog(alice, bob, size)
  await run(alice, bob, log) // warm-up: JIT, and the signature checks of the pre-built log (cached per entry)
  const medians: number[] = []
  const floors: number[] = []
  for (let r = 0; r < RUNS; r++) {
    medians.push(await run(alice, bob, log))
    floors.push(cryptoFloor(alice, log))
  }
  rows.push({
    entries: size.toLocaleString('en'),
    'one append (median of runs, min–max)': spread(medians),
    'of which ed25519 sign + verify': spread(floors),
  })
}
console.log(
  `append cost at 100/1k/4k entries: sign + append + ledger, log folder, roll exchange, archive (${RUNS} runs × ${APPENDS} appends)\n`,
)
console.table(rows)
