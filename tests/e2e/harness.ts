/**
 * End-to-end harness: the built app on our own server, headless Chromium (Debian's, via playwright-core)
 * and peers, each a fresh browser context (own IndexedDB, own key) joined to a room by invite link.
 * Peers talk over real WebRTC through the server's signaling. Shared by tests/e2e and tests/bench.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { startServer } from '../../net/server/server'
import { generateRoomCode } from '../../net/room-code'
import type { TableObject } from '../../net/schema'
import type { Room, RoomStatus } from '../../net/types'
import { ensureAppBuilt, ROOT } from './build-app'
import { decodePng, imageStats, type Image, type ImageStats } from './png'

/** Navigation timeout: SwiftShader pages on a busy 2-core machine are slow to unload and load. */
const NAVIGATION_MS = 90_000

/** The shape of `window.__holotable` as the tests read it (see src/testing/testHooks.ts and the team brief). */
export interface HolotableHooks {
  room?: Room
  sceneReady?: boolean
  frame?: number
  lastFrameAt?: number
  screenPosition?: (id: string) => { x: number; y: number } | null
  renderInfo?: () => {
    calls: number
    triangles: number
    environmentCaptures: number
    geometries: number
    textures: number
    programs: number
  }
  objects?: () => Record<string, TableObject>
}

/** `window` as seen from inside page.evaluate callbacks. */
export type HolotableWindow = { __holotable?: HolotableHooks }

/** A running app server. */
export interface AppServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  close(): Promise<void>
}

/** Builds dist/app if needed and serves it, with signaling, on a free port. */
export async function startApp(): Promise<AppServer> {
  await ensureAppBuilt()
  const server = await startServer({ port: 0, quiet: true, staticDir: `${ROOT}/dist/app` })
  // The server listens on loopback by default and says so in `url`.
  return { url: server.url.replace(/\/$/, ''), close: () => server.close() }
}

/** Headless Chromium with software WebGL and WebRTC host candidates visible between contexts. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Without this, ICE host candidates are hidden behind mDNS names no other context can resolve.
      '--disable-features=WebRtcHideLocalIpsWithMdns',
      // Background contexts must keep rendering and answering peers at full speed.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  })
}

/** How a peer joins. */
export interface PeerOptions {
  room: string
  name: string
  password?: string
  /** Create the room (`&create=1`), with the sandbox box unless `box` says otherwise. */
  create?: boolean
  /** The box a created room gets (`&box=hoth`, `&box=swlcg` …). */
  box?: string
  colour?: string
  /** What to wait for after loading: the table rendered (default), the room opened, or nothing. */
  wait?: 'scene' | 'room' | 'none'
  viewport?: { width: number; height: number }
  timeout?: number
  /** Runs in the page before any of the app's scripts (e.g. to watch the room from the start). */
  init?: () => void
}

/** One person at the table: a browser context with one page, and what its console said. */
export interface Peer {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught exceptions, in order. */
  errors: string[]
  /** The invite URL this peer opened. */
  link: string
}

/** The invite link of the App URL contract: `/#room=…&name=…&auto=1(&create=1)(&pw=…)`. */
export function inviteLink(
  url: string,
  o: Pick<PeerOptions, 'room' | 'name' | 'password' | 'create' | 'colour' | 'box'>,
): string {
  const params: [string, string][] = [
    ['room', o.room],
    ['name', o.name],
    ['auto', '1'],
  ]
  if (o.create) params.push(['create', '1'])
  if (o.box) params.push(['box', o.box])
  if (o.password !== undefined) params.push(['pw', o.password])
  if (o.colour !== undefined) params.push(['colour', o.colour])
  return `${url}/#${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`
}

/** Opens a new context and page at an invite link and waits until the peer is in the room (and the scene). */
export async function openPeer(browser: Browser, url: string, options: PeerOptions): Promise<Peer> {
  const context = await newContext(browser, options.viewport)
  if (options.init) await context.addInitScript(options.init)
  const page = await newPage(context)
  const link = inviteLink(url, options)
  const peer: Peer = { context, page, errors: collectErrors(page), link }
  // Only until the navigation commits: the app's own hooks say when it is ready, and the 'load' event of
  // a software-rendered page on a busy machine can lag far behind.
  await page.goto(link, { waitUntil: 'commit', timeout: NAVIGATION_MS })
  await waitForPeer(peer, options.wait ?? 'scene', options.timeout)
  return peer
}

/** A fresh context (own storage, own key) in English, at the suite's viewport size. */
export function newContext(browser: Browser, viewport = { width: 1000, height: 700 }): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'en-US' })
}

/** A page in `context`, with a no-op `__name` (tsx/esbuild keepNames inserts it into evaluated functions). */
export async function newPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript('window.__name = (f) => f')
  return context.newPage()
}

/** What every page opened in this process said that a clean console does not (see `takeConsoleProblems`). */
const consoleProblems: string[][] = []

/**
 * Records console errors and warnings and uncaught exceptions of `page` into the returned array (also kept for
 * `takeConsoleProblems`, which useAppAndBrowser checks after every e2e file).
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(`${msg.type()}: ${msg.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  consoleProblems.push(errors)
  return errors
}

/** Every console problem recorded since the last call, except those matching `expected`, and forgets them. */
export function takeConsoleProblems(expected: readonly RegExp[] = []): string[] {
  const all = consoleProblems.splice(0).flat()
  return all.filter((line) => !expected.some((pattern) => pattern.test(line)))
}

/** Waits until the peer's room is open and, for 'scene', the table has rendered. */
export async function waitForPeer(peer: Peer, wait: 'scene' | 'room' | 'none', timeout = 90_000): Promise<void> {
  if (wait === 'none') return
  await waitFor(peer.page, () => Boolean((window as unknown as HolotableWindow).__holotable?.room), timeout)
  if (wait === 'scene') {
    await waitFor(peer.page, () => (window as unknown as HolotableWindow).__holotable?.sceneReady === true, timeout)
  }
}

/**
 * Reloads the peer's page (its IndexedDB and session storage stay) and waits as `openPeer` does. A reload must
 * come straight back to the room: the address bar holds just the room (no `auto=1` link left to rejoin by), and
 * the lobby never shows on the way.
 */
export async function reloadPeer(peer: Peer, wait: 'scene' | 'room' | 'none' = 'scene'): Promise<void> {
  const hash = await peer.page.evaluate(() => location.hash)
  if (!/^#room=[^&]+$/.test(hash)) throw new Error(`the table's address bar should name only its room, not ${hash}`)
  await peer.page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.lobby')) (window as unknown as { __sawLobby?: boolean }).__sawLobby = true
    }).observe(document, { childList: true, subtree: true })
  })
  // Unloading a page with a live WebGL context and room can take seconds under SwiftShader.
  await peer.page.reload({ waitUntil: 'commit', timeout: NAVIGATION_MS })
  await waitForPeer(peer, wait)
  if (await peer.page.evaluate(() => (window as unknown as { __sawLobby?: boolean }).__sawLobby === true)) {
    throw new Error('the reload showed the lobby before coming back to the room')
  }
}

/**
 * Polls `fn` in the page until it returns a truthy value, and returns that value.
 * On timeout the error names the condition, so a failing test says what it was waiting for.
 */
export async function waitFor<T, A = undefined>(page: Page, fn: (arg: A) => T, timeout = 30_000, arg?: A): Promise<T> {
  try {
    // Our args are plain JSON, for which playwright's Unboxed<A> is A; its generic types cannot see that.
    const handle = await page.waitForFunction(fn as never, arg, { timeout, polling: 50 })
    return (await handle.jsonValue()) as T
  } catch (error) {
    throw new Error(`waitFor timed out after ${timeout} ms: ${fn.toString()}\n${(error as Error).message}`, {
      cause: error,
    })
  }
}

/** The object `id` as this peer's document has it, or null. */
export function objectState(page: Page, id: string): Promise<TableObject | null> {
  return page.evaluate((id) => (window as unknown as HolotableWindow).__holotable?.objects?.()[id] ?? null, id)
}

/** Every table object this peer sees. */
export function allObjects(page: Page): Promise<Record<string, TableObject>> {
  return page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.objects?.() ?? {})
}

/** Where object `id` is drawn on this peer's screen (CSS px in the viewport), or null when off screen. */
export function screenPosition(page: Page, id: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((id) => (window as unknown as HolotableWindow).__holotable?.screenPosition?.(id) ?? null, id)
}

/**
 * Drags object `id` to `to` (viewport CSS px) with real mouse events: press on the object's centre,
 * move in `steps`, release. Returns where the drag started.
 */
export async function dragObject(
  page: Page,
  id: string,
  to: { x: number; y: number },
  steps = 15,
): Promise<{ x: number; y: number }> {
  const from = await screenPosition(page, id)
  if (!from) throw new Error(`object ${id} is not on screen`)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps })
  await page.mouse.up()
  return from
}

/** A PNG screenshot of the WebGL canvas, as composited on screen. */
export function screenshotCanvas(page: Page): Promise<Buffer> {
  return page.locator('canvas').first().screenshot()
}

/** What the page's scene drew in its last frame and holds on the GPU (see src/scene/useFrameTestHooks.ts). */
export function renderInfo(page: Page): Promise<ReturnType<NonNullable<HolotableHooks['renderInfo']>>> {
  return page.evaluate(() => (window as unknown as HolotableWindow).__holotable!.renderInfo!())
}

/** Colour statistics of the canvas screenshot: a blank or uniformly cleared canvas has ~1 colour. */
export async function canvasStats(page: Page): Promise<ImageStats> {
  return imageStats(decodePng(await screenshotCanvas(page)))
}

/** A fresh random room code, so runs and files never share a room (or its IndexedDB). */
export function newRoomCode(): string {
  return generateRoomCode()
}

/** What `eventually` keeps polling on. */
type Falsy = null | undefined | false | 0 | ''

/** Polls `fn` in Node until it returns a truthy value; throws `message` after `timeout` ms. */
export async function eventually<T>(
  fn: () => Promise<T | Falsy> | T | Falsy,
  message: string,
  timeout = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await fn()
    if (value) return value as T
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms: ${message}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * How long a screenshot may wait for the page's next frame. Under SwiftShader on two cores a WebGL page competing
 * with two others (one of them compiling its shaders on first load) can take longer than Playwright's 30 s default
 * to produce a frame; the picture is for review, so waiting longer costs nothing but time.
 */
const SCREENSHOT_TIMEOUT_MS = 120_000

/** Saves a screenshot of the whole page under test-results/e2e/ (git-ignored), for looking at failures. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const path = `${ROOT}/test-results/e2e/${name}.png`
  await page.screenshot({ path, timeout: SCREENSHOT_TIMEOUT_MS })
  return path
}

/** A table as a canonical string (ids sorted), so two peers' tables compare whatever their map order. */
export function tableKey(objects: Record<string, TableObject>): string {
  return JSON.stringify(
    Object.keys(objects)
      .sort()
      .map((id) => [id, objects[id]]),
  )
}

/** Waits until `page` sees exactly `objects` (all ids, every field). */
export async function waitForTable(page: Page, objects: Record<string, TableObject>, timeout = 30_000): Promise<void> {
  const want = tableKey(objects)
  await eventually(async () => tableKey(await allObjects(page)) === want, 'the same table as the other peer', timeout)
}

/** This peer's room status (connection, peers, sync, problem), or null without a room. */
export function roomStatus(page: Page): Promise<RoomStatus | null> {
  return page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.room?.status() ?? null)
}

/** The page's viewport as decoded pixels; coordinates match `screenPosition` (CSS px at scale 1). */
export async function screenImage(page: Page): Promise<Image> {
  return decodePng(await page.screenshot())
}

/**
 * Waits until `page` is idle: 6 animation frames in a row come promptly (< 40 ms apart) and the scene
 * renders none of them. A frame the scene has handed to WebGL may still be drawing on the software GPU;
 * prompt animation frames show that it is done.
 */
export function waitIdle(page: Page, timeout = 30_000): Promise<void> {
  return page.evaluate(
    (timeout) =>
      new Promise<void>((resolve, reject) => {
        const h = (window as unknown as HolotableWindow).__holotable!
        const until = performance.now() + timeout
        let quiet = 0
        let last = performance.now()
        let frame = h.frame ?? 0
        const tick = (began: number) => {
          quiet = began - last < 40 && (h.frame ?? 0) === frame ? quiet + 1 : 0
          last = began
          frame = h.frame ?? 0
          if (quiet >= 6) resolve()
          else if (began > until) reject(new Error('the page never became idle'))
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
    timeout,
  )
}

/**
 * Dismisses a rules table's pass-the-device curtain (`testId`: 'hoth-curtain', 'swlcg-curtain') if it is up, as
 * the next player does in a hotseat game; returns whether it was.
 */
export async function passDevice(page: Page, testId: string): Promise<boolean> {
  const curtain = page.getByTestId(testId)
  if (!(await curtain.isVisible())) return false
  await curtain.getByRole('button').click({ force: true })
  await curtain.waitFor({ state: 'hidden', timeout: 15_000 })
  return true
}

/**
 * Clicks `locator` as Playwright does; when that times out, fails with what stood in the way: the element's box, the
 * viewport, the element under the box's middle (an overlay or panel covering it) and whether it is disabled, and saves
 * a screenshot (`test-results/e2e/failed-click-*.png`), so a rare failure in CI can be understood from its message.
 */
export async function clickExplained(locator: Locator, timeout: number): Promise<void> {
  try {
    await locator.click({ timeout })
  } catch (error) {
    const page = locator.page()
    const why = await locator
      .evaluate(
        (el) => {
          const box = el.getBoundingClientRect()
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          const describe = (node: Element | null) =>
            node
              ? `<${node.tagName.toLowerCase()} class="${node.className}" testid="${node.getAttribute('data-testid') ?? ''}">`
              : 'nothing'
          const chain: string[] = []
          for (let node = hit; node && chain.length < 4; node = node.parentElement) chain.push(describe(node))
          return (
            `box ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} in ` +
            `${innerWidth}×${innerHeight}; disabled ${(el as HTMLButtonElement).disabled}; ` +
            `under its middle: ${el.contains(hit) ? 'itself' : chain.join(' in ')}`
          )
        },
        undefined,
        { timeout: 5_000 },
      )
      .catch((e: unknown) => `not readable (${String(e).slice(0, 120)})`)
    await saveScreenshot(page, `failed-click-${Date.now()}`).catch(() => undefined)
    // The reason first: a test report may show only the start of a long message.
    throw new Error(`click failed; what stood in the way: ${why}\n${String(error)}`)
  }
}
