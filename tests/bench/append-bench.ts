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
import { setRoomDomain } from '../../net/domain'
import { createEphemeralIdentity, type Identity } from '../../net/identity'
import { ledgerOf } from '../../net/ledger'
import { createLogFolder } from '../../net/log-folder'
import { hasValidSignature, signEntry } from '../../net/log-entry'
import { startRolls } from '../../net/rolls'
import { schema, type LogEntry } from '../../net/schema'
import { startSeatVotes } from '../../net/seat-votes'
import { appendEntry } from '../../net/signed-log'
import { median, twoSeatLog, type LogShape } from './twoSeatLog'

const ROOM = 'BENCHROOM'
const SIZES = [100, 1000, 4000]
const RUNS = 5
const APPENDS = 30
/** Tally passes by both seats, every tenth one a roll. */
const TALLY_LOG: LogShape = {
  game: 'tally',
  rollEvery: 10,
  move: () => ({ type: 'pass', payload: null }),
  roll: () => ({ type: 'roll', payload: null }),
}
const init = { config: { target: 1e9 }, seats: ['s1', 's2'], entropy: 'ab'.repeat(16) }

/** "median (min–max)" in ms. */
function spread(values: number[]): string {
  const f = (v: number) => v.toFixed(2)
  return `${f(median(values))} ms (${f(Math.min(...values))}–${f(Math.max(...values))})`
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
  const log = twoSeatLog(ROOM, alice, bob, size, TALLY_LOG)
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
