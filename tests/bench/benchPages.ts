/**
 * The pages of the game browser benchmarks: a preview's draw calls once its scene is ready and idle, and the two
 * players (Anna creates a room with a game's box, Béla joins it, and once both see the game's setup screen they sit
 * in Seat 1 and Seat 2). Shared by the Battle of Hoth and skirmish benchmarks.
 */
import type { Browser, Page } from 'playwright-core'
import { newRoomCode, openPeer, waitFor, waitIdle, type HolotableWindow, type Peer } from '../e2e/harness'

/** True in a page once its scene is drawn with everything it needs (for waitFor). */
export const isSceneReady = () => (window as unknown as HolotableWindow).__holotable?.sceneReady === true

/** The last frame's draw calls, triangles and environment captures on `page`. */
export const renderInfo = (page: Page) =>
  page.evaluate(() => (window as unknown as HolotableWindow).__holotable!.renderInfo!())

/**
 * Opens `url` (a preview) on `page`, waits for its scene to be ready and the page idle, and gives the last frame's
 * draw calls and triangles, shadow pass included, as a table cell.
 */
export async function drawsAt(page: Page, url: string): Promise<string> {
  await page.goto(url, { waitUntil: 'commit', timeout: 90_000 })
  await waitFor(page, isSceneReady, 90_000)
  await waitIdle(page)
  const info = await renderInfo(page)
  return `${info.calls} draw calls · ${info.triangles.toLocaleString('en-US')} triangles`
}

/** How the pair's pages open: the app, the page size, the box and the test id of the game's setup screen. */
export interface PairOptions {
  url: string
  viewport: { width: number; height: number }
  box: string
  setupTestId: string
}

/** Opens Anna's and Béla's pages in one new room and seats them (Anna in Seat 1). */
export async function openSeatedPair(browser: Browser, options: PairOptions): Promise<[Peer, Peer]> {
  const common = { room: newRoomCode(), wait: 'room', viewport: options.viewport } as const
  const a = await openPeer(browser, options.url, { ...common, name: 'Anna', create: true, box: options.box })
  const b = await openPeer(browser, options.url, { ...common, name: 'Béla' })
  for (const p of [a, b]) await p.page.getByTestId(options.setupTestId).waitFor({ timeout: 60_000 })
  await a.page.getByRole('button', { name: 'Sit in Seat 1' }).click()
  await b.page.getByRole('button', { name: 'Sit in Seat 2' }).click()
  return [a, b]
}
