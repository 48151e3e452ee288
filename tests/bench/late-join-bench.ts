/**
 * Late-join benchmark (Node only, issue 13): the main-thread time a page spends taking in a whole room log that
 * arrives in one update, for logs of about 1 MB and 5 MB.
 *
 * The log has two seats that claim, then alternate table moves (`tabletop` `move` entries with a realistic payload,
 * ≈400 B each in the update) with a roll answered by the other seat every tenth move, built directly (signed
 * chains, each entry seeing the other's head). Each run gives a fresh joiner document the whole log in one
 * `Y.applyUpdate` — what net/bootstrap does — and ends when its ledger has accepted every entry:
 * - **on the main thread** (no verifier: Node, the tests, and the app before issue 13): wall time, all of it
 *   main-thread work;
 * - **with workers**: a `SignatureVerifier` over a pool of node:worker_threads (this very file, started as workers;
 *   `max(1, cores − 1)` of them, like the app's web workers, src/net/workerVerifier.ts). The figure is the main
 *   thread's busy time (`performance.eventLoopUtilization`), with the wall time beside it.
 * Medians (min–max) over RUNS runs. Run: `npx tsx tests/bench/late-join-bench.ts`.
 */
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { isMainThread, parentPort, Worker } from 'node:worker_threads'
import * as Y from 'yjs'
import { setRoomDomain } from '../../net/domain'
import { createEphemeralIdentity } from '../../net/identity'
import { ledgerOf } from '../../net/ledger'
import { answerVerifyRequest, poolVerifier, type VerifyPort, type VerifyReply } from '../../net/verifier-pool'
import { schema, type LogEntry } from '../../net/schema'
import { setSignatureVerifier, type SignatureVerifier } from '../../net/signature-gate'
import { median, twoSeatLog, type LogShape } from './twoSeatLog'

const ROOM = 'BENCHROOM'
const RUNS = 3
/** Table moves with a realistic payload, every tenth one a die roll. */
const TABLE_LOG: LogShape = {
  game: 'tabletop',
  rollEvery: 10,
  move: (i) => ({
    type: 'move',
    payload: {
      id: `card-${(i * 37) % 500}`,
      to: { pile: null, x: ((i * 7919) % 2000) / 10 - 100, y: ((i * 104729) % 1400) / 10 - 70, rot: (i % 4) * 90 },
      face: i % 3 === 0 ? 'down' : 'up',
    },
  }),
  roll: (i) => ({ type: 'roll-die', payload: { die: `die-${i % 7}`, sides: 6 } }),
}
const SIZES = [
  { label: '1 MB', bytes: 1_000_000 },
  { label: '5 MB', bytes: 5_000_000 },
]

/** "median (min–max)" in seconds. */
function spread(ms: number[]): string {
  const f = (v: number) => (v / 1000).toFixed(2)
  return `${f(median(ms))} s (${f(Math.min(...ms))}–${f(Math.max(...ms))})`
}

/** The whole log as one update, the way a joiner receives it. */
function logUpdate(log: readonly LogEntry[]): Uint8Array {
  const doc = new Y.Doc()
  doc.transact(() => {
    for (const seat of ['s1', 's2']) schema.logShard(doc, seat).push(log.filter((e) => e.seat === seat))
  })
  return Y.encodeStateAsUpdate(doc)
}

/** One late join: main-thread busy time and wall time (ms) until the ledger accepted all `expected` entries. */
async function join(update: Uint8Array, expected: number, verifier?: SignatureVerifier) {
  const doc = new Y.Doc()
  setRoomDomain(doc, ROOM)
  if (verifier) setSignatureVerifier(doc, verifier)
  const ledger = ledgerOf(doc)
  ledger.accepted() // a page reads its (empty) ledger as soon as the room opens
  const elu = performance.eventLoopUtilization()
  const started = performance.now()
  Y.applyUpdate(doc, update)
  await ledger.settled()
  const accepted = ledger.accepted().length
  const wall = performance.now() - started
  const busy = performance.eventLoopUtilization(elu).active
  doc.destroy()
  if (accepted !== expected) throw new Error(`the joiner accepted ${accepted} of ${expected} entries`)
  return { busy, wall }
}

/** A verifier over `count` worker threads running this file; `stop` ends them. */
function threadVerifier(count: number): { verifier: SignatureVerifier; stop: () => Promise<unknown> } {
  // Worker threads do not inherit tsx's loader on Node 20: each registers it, then loads this file.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
  const workers = Array.from({ length: count }, () => new Worker(boot, { eval: true }))
  const ports: VerifyPort[] = workers.map((worker) => ({
    post: (request) => worker.postMessage(request),
    onReply: (listener) => worker.on('message', (reply: VerifyReply) => listener(reply)),
    onFailure: (listener) => worker.on('error', listener),
  }))
  return { verifier: poolVerifier(ports), stop: () => Promise.all(workers.map((w) => w.terminate())) }
}

async function main() {
  const alice = createEphemeralIdentity()
  const bob = createEphemeralIdentity()
  const threads = Math.max(1, availableParallelism() - 1)
  const pool = threadVerifier(threads)
  // Entries per byte of update, from a sample, so each log comes out at about its size.
  const sample = twoSeatLog(ROOM, alice, bob, 400, TABLE_LOG)
  const perEntry = logUpdate(sample).length / sample.length
  const rows: Record<string, string>[] = []
  for (const { label, bytes } of SIZES) {
    const log = twoSeatLog(ROOM, alice, bob, Math.round(bytes / perEntry), TABLE_LOG)
    const update = logUpdate(log)
    // The workers must really answer: a failing verifier would silently leave everything to the main thread.
    const probe = await pool.verifier.verifyMany(ROOM, [log[0]!, { ...log[1]!, sig: log[0]!.sig }])
    if (probe.join() !== 'true,false') throw new Error(`the worker threads answered ${probe.join()}`)
    if (label === SIZES[0]!.label) await join(update, log.length, pool.verifier) // warm-up: JIT, here and in workers
    const plain: number[] = []
    const busy: number[] = []
    const wall: number[] = []
    for (let r = 0; r < RUNS; r++) {
      plain.push((await join(update, log.length)).wall)
      const gated = await join(update, log.length, pool.verifier)
      busy.push(gated.busy)
      wall.push(gated.wall)
    }
    rows.push({
      log: `${label} (${(update.length / 1e6).toFixed(2)} MB, ${log.length.toLocaleString('en')} entries, ${Math.round(update.length / log.length)} B each)`,
      'main thread only': spread(plain),
      [`with ${threads} worker(s): main-thread busy`]: spread(busy),
      'with workers: wall': spread(wall),
    })
  }
  await pool.stop()
  console.log(
    `late-join main-thread time for 1 MB and 5 MB logs: the whole log in one update until the ledger accepted it (${RUNS} runs, median (min–max))\n`,
  )
  console.table(rows)
}

if (isMainThread) await main()
else parentPort!.on('message', (request) => parentPort!.postMessage(answerVerifyRequest(request)))
