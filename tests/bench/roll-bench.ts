/**
 * Roll bench: what drawing a random result together costs, in real Chromium pages over real WebRTC through our
 * server (the built app, a blank sandbox table). With 2 and then 4 seated pages, the first page appends, in turn:
 * - a plain move: timed from the append until every other page's ledger has accepted it (one way);
 * - a roll: timed from the append until every page's ledger says it is complete (the roll goes out, each other
 *   seat's share comes back to everyone).
 * The difference of the medians is the extra latency a fair roll adds. Also the local archive's cost per entry:
 * the JSON size of the entries the run wrote (the archive stores each accepted entry as it is). Figures only;
 * nothing is asserted. Run: `npx tsx tests/bench/roll-bench.ts`.
 */
import type { Page } from 'playwright-core'
import { launchBrowser, newRoomCode, openPeer, startApp, waitFor } from '../e2e/harness'

const ROUNDS = 25
const VIEWPORT = { width: 480, height: 360 }

/** The part of `window.__holotable` this bench uses: the room and its ledger (net/ledger.ts). */
interface Hooks {
  room: {
    claimSeat(seat: string): unknown
    appendAction(action: unknown, options: unknown): Promise<unknown>
  }
  ledger: {
    accepted(): { entry: { type: string; seat: string; roll?: unknown }; hash: string }[]
    bindings(): Map<string, unknown>
    roll(hash: string): { state: string } | null
    onChange(listener: () => void): () => void
  }
}
type BenchWindow = { __holotable: Hooks }

/** Median of a list. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** Appends on `page` (a bench move no game folds) and returns Date.now() at the append. */
function append(page: Page, roll: boolean, tag: number): Promise<number> {
  return page.evaluate(
    ({ roll, tag }) => {
      const h = (window as unknown as BenchWindow).__holotable
      const at = Date.now()
      void h.room.appendAction(
        { type: `bench-${tag}`, payload: null },
        { game: 'bench', entropy: roll, among: ['s1', 's2', 's3', 's4'] },
      )
      return at
    },
    { roll, tag },
  )
}

/** On `page`, Date.now() when the bench entry `tag` is accepted (plain) or its roll is complete (roll). */
function arrival(page: Page, roll: boolean, tag: number): Promise<number> {
  return page.evaluate(
    ({ roll, tag }) =>
      new Promise<number>((resolve) => {
        const { ledger } = (window as unknown as BenchWindow).__holotable
        const done = () => {
          const record = ledger.accepted().find((r) => r.entry.type === `bench-${tag}`)
          return record !== undefined && (!roll || ledger.roll(record.hash)?.state === 'complete')
        }
        if (done()) return resolve(Date.now())
        const stop = ledger.onChange(() => {
          if (!done()) return
          stop()
          resolve(Date.now())
        })
      }),
    { roll, tag },
  )
}

let tags = 0

/** `ROUNDS` appends from the first page; for each, the time until the last page got it. */
async function measure(pages: Page[], roll: boolean): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const tag = tags++
    const waits = pages.map((p) => arrival(p, roll, tag))
    const at = await append(pages[0]!, roll, tag)
    times.push(Math.max(...(await Promise.all(waits))) - at)
  }
  return times
}

async function main(): Promise<void> {
  const app = await startApp()
  const browser = await launchBrowser()
  const rows: string[] = []
  let sizes: number[] = []
  try {
    for (const count of [2, 4]) {
      const room = newRoomCode()
      const names = ['Anna', 'Béla', 'Cili', 'Dani'].slice(0, count)
      const peers = []
      for (const [i, name] of names.entries()) {
        const peer = await openPeer(browser, app.url, { room, name, create: i === 0, box: 'blank', viewport: VIEWPORT })
        peers.push(peer)
        await peer.page.evaluate((s) => (window as unknown as BenchWindow).__holotable.room.claimSeat(s), `s${i + 1}`)
      }
      const pages = peers.map((p) => p.page)
      // Every page sees every seat before the first roll, so every roll asks all of them.
      for (const page of pages) {
        await waitFor(
          page,
          (n) => (window as unknown as BenchWindow).__holotable.ledger.bindings().size >= n,
          60_000,
          count,
        )
      }
      await measure(pages, false) // warm-up
      const plain = await measure(pages, false)
      const rolled = await measure(pages, true)
      const extra = median(rolled) - median(plain)
      rows.push(`| ${count} pages | ${median(plain)} ms | ${median(rolled)} ms | ${extra} ms |`)
      sizes = await pages[0]!.evaluate(() =>
        (window as unknown as BenchWindow).__holotable.ledger.accepted().map((r) => JSON.stringify(r.entry).length),
      )
      for (const p of peers) await p.context.close()
    }
  } finally {
    await browser.close()
    await app.close()
  }
  console.log(`\nFair rolls between Chromium pages over real WebRTC (medians of ${ROUNDS} rounds each)\n`)
  console.log('| room | plain move reaches every page | roll complete on every page | extra for the roll |')
  console.log('| --- | --- | --- | --- |')
  for (const row of rows) console.log(row)
  const mean = sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length)
  console.log(
    `\nLocal archive: ${mean.toFixed(0)} bytes per entry on average over the ${sizes.length} entries of the 4-page run.`,
  )
}

await main()
// The PeerJS server leaves a message-expiry timer running after close(); do not wait for it.
process.exit(0)
