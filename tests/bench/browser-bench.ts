/**
 * Browser benchmark: the built app on our server, two headless Chromium contexts in one room over real
 * WebRTC (software WebGL, so absolute render figures are pessimistic).
 * (a) drop → remote render: Anna commits a move of a token to the document; Béla's page notes when the
 *     change arrives and the first frame rendered after it. Both pages share one machine clock.
 * (b) draw calls and triangles for the default sandbox box and with 500 more cards, and for each game's box
 *     as it is laid out (Star Wars: The Card Game, Star Wars Miniatures, Battle of Hoth free play, HKK).
 * Prints a table and exits 0. Run: `npx tsx tests/bench/browser-bench.ts`.
 */
import type { Page } from 'playwright-core'
import {
  allObjects,
  launchBrowser,
  newRoomCode,
  openPeer,
  startApp,
  waitFor,
  waitForTable,
  type HolotableWindow,
  waitIdle,
} from '../e2e/harness'

const DROPS = 50
/**
 * Smaller than the e2e suite's 1000×700: every frame is drawn on the CPU (SwiftShader) and one drop
 * costs a few frames, so a smaller canvas keeps 50 drops within the time budget. Draw calls and
 * triangles do not depend on it.
 */
const VIEWPORT = { width: 640, height: 448 }
const WARM_UP_DROPS = 3
/** The drop loop stops early past this, so the whole bench stays under 3 minutes on a busy machine. */
const DROP_BUDGET_MS = 110_000
const EXTRA_CARDS = 500
/** The game boxes whose laid-out tables are measured too. */
const GAME_BOXES = ['swlcg', 'swm', 'hoth-free', 'hkk'] as const

/** q-quantile (0..1) of a list, nearest rank. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** When a remote change showed up on the watching page (all Date.now() ms). */
interface Arrival {
  /** The change was applied to the document. */
  docAt: number
  /** The first frame after it was rendered (the scene's `lastFrameAt`, taken when three returns). */
  frameAt: number
  /**
   * The browser began its next animation frame after that one: an upper bound on how long the page's
   * main thread was busy with it. (The GPU side may still be drawing: Chromium pipelines frames.)
   */
  nextFrameAt: number
}

/** On `page`, starts waiting for the next change of object `id` and the frames after it. */
function watchNextChange(page: Page, id: string): Promise<void> {
  return page.evaluate((id) => {
    const h = (window as unknown as HolotableWindow).__holotable!
    const map = h.room!.doc.getMap<{ observe(f: () => void): void; unobserve(f: () => void): void }>('table').get(id)!
    const w = window as unknown as { __benchNext?: Promise<Arrival> }
    w.__benchNext = new Promise((resolve) => {
      const changed = () => {
        map.unobserve(changed)
        // Yjs observers run while the update is applied, before any frame could show it.
        const docAt = Date.now()
        const seen = h.frame ?? 0
        const offset = Date.now() - performance.now()
        let frameAt = 0
        // A rAF timestamp is when that frame began, the same for every callback in it: a tick that began
        // after the scene's frame was rendered is the next one, whichever callback runs first.
        const tick = (began: number) => {
          if (!frameAt && (h.frame ?? 0) > seen) frameAt = h.lastFrameAt ?? NaN
          if (frameAt && offset + began >= frameAt + 1) resolve({ docAt, frameAt, nextFrameAt: offset + began })
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }
      map.observe(changed)
    })
  }, id)
}

/** Awaits what `watchNextChange` set up, or fails after `timeout` ms. */
function nextChange(page: Page, timeout = 10_000): Promise<Arrival> {
  return page.evaluate(
    (timeout) =>
      Promise.race([
        (window as unknown as { __benchNext: Promise<Arrival> }).__benchNext,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no remote change seen')), timeout)),
      ]),
    timeout,
  )
}

/** Commits a move of `id` to (x, z) on `page`'s document, as net/table's moveObject does; returns Date.now(). */
function commitMove(page: Page, id: string, x: number, z: number): Promise<number> {
  return page.evaluate(
    ([id, x, z]) => {
      const doc = (window as unknown as HolotableWindow).__holotable!.room!.doc
      const map = doc.getMap<{ set(k: string, v: number): void }>('table').get(id)!
      const at = Date.now()
      doc.transact(() => {
        map.set('x', x)
        map.set('z', z)
      })
      return at
    },
    [id, x, z] as const,
  )
}

/** Draw calls and triangles of the last frame, once the page is idle (see waitIdle). */
async function settledRenderInfo(page: Page): Promise<{ calls: number; triangles: number }> {
  // A first table compiles its shaders; under software WebGL that can take half a minute.
  await waitIdle(page, 90_000)
  return page.evaluate(() => (window as unknown as HolotableWindow).__holotable!.renderInfo!())
}

/**
 * Adds `count` face-up cards in a grid through the document (one transaction). Yjs is not on `window`,
 * so new maps come from the constructor of an existing object's Y.Map.
 */
function addCards(page: Page, count: number): Promise<void> {
  return page.evaluate((count) => {
    type YMapLike = { set(k: string, v: unknown): void; constructor: new () => YMapLike }
    const doc = (window as unknown as HolotableWindow).__holotable!.room!.doc
    const table = doc.getMap<YMapLike>('table')
    const YMap = [...table.values()][0]!.constructor
    doc.transact(() => {
      for (let i = 0; i < count; i++) {
        const m = new YMap()
        table.set(`bench-card-${i}`, m)
        const fields = {
          kind: 'card',
          x: -5.5 + (i % 25) * 0.46,
          z: -3.6 + Math.floor(i / 25) * 0.38,
          layer: 0,
          quarter: 0,
          faceUp: i % 2 === 0,
          look: '',
          owner: '',
          locked: false,
        }
        for (const [k, v] of Object.entries(fields)) m.set(k, v)
      }
    })
  }, count)
}

const started = Date.now()
const app = await startApp()
const browser = await launchBrowser()
try {
  const room = newRoomCode()
  const a = await openPeer(browser, app.url, { room, name: 'Anna', create: true, viewport: VIEWPORT })
  const b = await openPeer(browser, app.url, { room, name: 'Béla', viewport: VIEWPORT })
  const box = await allObjects(a.page)
  await waitForTable(b.page, box)
  // A free object of the table map (the box's cards are the tabletop game's, moved through the signed log).
  const cardId = Object.entries(box).find(([id, o]) => o.kind === 'token' && !o.locked && !id.includes(':'))?.[0]
  if (!cardId) throw new Error('the sandbox box has no movable token')

  // (a) drop on Anna → Béla. Each drop starts with both pages idle: both render on one software GPU,
  // and a drop right after another would measure the queue behind the previous one's frames.
  const arrive: number[] = []
  const render: number[] = []
  const done: number[] = []
  const dropsStarted = Date.now()
  for (let i = 0; i < DROPS + WARM_UP_DROPS && Date.now() - dropsStarted < DROP_BUDGET_MS; i++) {
    await Promise.all([waitIdle(a.page), waitIdle(b.page)])
    await watchNextChange(b.page, cardId)
    const committedAt = await commitMove(a.page, cardId, i % 2 ? 4.5 : 3.5, i % 2 ? -2.5 : -3)
    const { docAt, frameAt, nextFrameAt } = await nextChange(b.page)
    // The first few drops warm up JIT, shaders and the data channel.
    if (i < WARM_UP_DROPS) continue
    arrive.push(docAt - committedAt)
    render.push(frameAt - committedAt)
    done.push(nextFrameAt - committedAt)
  }

  // (b) draw calls: the sandbox box as set up, then 500 more cards.
  const boxInfo = await settledRenderInfo(b.page)
  const boxCount = Object.keys(box).length
  const frameBefore = await b.page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.frame ?? 0)
  await addCards(a.page, EXTRA_CARDS)
  await waitFor(
    b.page,
    ([n, f]) => {
      const h = (window as unknown as HolotableWindow).__holotable
      return Object.keys(h?.objects?.() ?? {}).length >= n && (h?.frame ?? 0) > f
    },
    30_000,
    [boxCount + EXTRA_CARDS, frameBefore] as const,
  )
  const bigInfo = await settledRenderInfo(b.page)

  const games: { table: string; drawCalls: number; triangles: number }[] = []
  for (const game of GAME_BOXES) {
    const peer = await openPeer(browser, app.url, {
      room: newRoomCode(),
      name: 'Cili',
      create: true,
      box: game,
      viewport: VIEWPORT,
    })
    const all = Object.values(await allObjects(peer.page))
    const info = await settledRenderInfo(peer.page)
    games.push({ table: `${game} box (${all.length} objects)`, drawCalls: info.calls, triangles: info.triangles })
    if (game === 'hoth-free') {
      // The yardstick: the Battle of Hoth board, its tiles and minis, and 500 cards more.
      await addCards(peer.page, EXTRA_CARDS)
      const more = await settledRenderInfo(peer.page)
      const minis = all.filter((o) => o.kind === 'miniature').length
      games.push({
        table: `${game} box + ${EXTRA_CARDS} cards (${minis} minis, ${all.length + EXTRA_CARDS} objects)`,
        drawCalls: more.calls,
        triangles: more.triangles,
      })
    }
    await peer.context.close()
  }

  const ms = (n: number) => `${n.toFixed(0)} ms`
  console.log(
    `Browser bench: 2 Chromium contexts at ${VIEWPORT.width}×${VIEWPORT.height}, real WebRTC, SwiftShader WebGL; ${render.length} drops\n`,
  )
  const row = (measure: string, values: number[]) => ({
    measure,
    p50: ms(quantile(values, 0.5)),
    p99: ms(quantile(values, 0.99)),
  })
  console.table([
    row('drop on A → change in B’s document', arrive),
    row('drop on A → first frame rendered on B', render),
    row('drop on A → B’s next animation frame began', done),
  ])
  console.table([
    { table: `sandbox box (${boxCount} objects)`, drawCalls: boxInfo.calls, triangles: boxInfo.triangles },
    {
      table: `sandbox box + ${EXTRA_CARDS} cards (${boxCount + EXTRA_CARDS} objects)`,
      drawCalls: bigInfo.calls,
      triangles: bigInfo.triangles,
    },
    ...games,
  ])
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
} finally {
  await browser.close()
  await app.close()
}
// The PeerJS server leaves a message-expiry timer running after close(); do not wait for it.
process.exit(0)
