/**
 * Plays Battle of Hoth through the UI for end-to-end tests, as a player would: it reads what the page offers
 * (`__holotable.hoth.legal`, the same list the buttons and highlights come from), picks a step with a simple
 * aggressive policy, and performs it with real clicks: cards in the hand, hexes on the 3D board (through
 * `__holotable.hothScreen`) and the turn bar's buttons. It never calls the engine in the page.
 */
import type { Page } from 'playwright-core'
import { hexDistance, planAttack } from '../../engine/games/hoth'
import type { HexId, HothAction, HothView } from '../../engine/games/hoth'
import { saveScreenshot, waitFor } from './harness'

/** What the Hoth table exposes to tests. */
export interface HothHook {
  view: HothView | null
  legal: HothAction[]
  hash: string
  log: number
  events: string[]
  seat: string | null
  /** Every roll in the log and the seats that added a share to it. */
  rolls: { seat: string; from: string[] }[]
}

type Win = { __holotable?: { hoth?: HothHook; hothScreen?: (hex: string) => { x: number; y: number } | null } }

/** The page's Hoth hook, or null before the table shows. */
export function hothHook(page: Page): Promise<HothHook | null> {
  return page.evaluate(() => (window as unknown as Win).__holotable?.hoth ?? null)
}

/** Distance from a hex to the nearest unit of the other side. */
function nearestEnemy(view: HothView, hex: HexId, side: string): number {
  const enemies = Object.values(view.units).filter((u) => u.side !== side)
  return Math.min(99, ...enemies.map((u) => hexDistance(hex, u.hex)))
}

/** The step to take: retreat first, then the strongest attack, moves toward the enemy, orders, then the next step. */
export function chooseAction(view: HothView, legal: readonly HothAction[]): HothAction | null {
  const of = <T extends HothAction['type']>(type: T) =>
    legal.filter((a) => a.type === type) as Extract<HothAction, { type: T }>[]
  const first = (...types: HothAction['type'][]) =>
    types.map((t) => legal.find((a) => a.type === t)).find(Boolean) ?? null
  if (of('retreat').length) return of('retreat')[0]!
  if (of('fleet-discard').length) return of('fleet-discard').find((a) => a.payload.slots.length === 0) ?? null
  const direct = first('keep-roll', 'breakthrough')
  if (direct) return direct
  const attacks = of('attack')
  if (attacks.length) {
    const dice = (a: (typeof attacks)[number]) => {
      const plan = planAttack(view, view.units[a.payload.unit]!, a.payload.target)
      return plan.ok ? plan.plan.dice : 0
    }
    return [...attacks].sort((a, b) => dice(b) - dice(a))[0]!
  }
  if (of('barrage').length) return of('barrage')[0]!
  if (of('play-card').length) return of('play-card')[0]!
  const orders = of('order')
  if (orders.length) {
    const near = (a: (typeof orders)[number]) => nearestEnemy(view, view.units[a.payload.unit]!.hex, view.turn.side)
    return [...orders].sort((a, b) => near(a) - near(b))[0]!
  }
  const moves = of('move').filter((m) => {
    const unit = view.units[m.payload.unit]!
    // Close in, one hex at a time (infantry keep their attack), and never onto a hex next to nothing new.
    return (
      hexDistance(unit.hex, m.payload.to) === 1 &&
      nearestEnemy(view, m.payload.to, unit.side) < nearestEnemy(view, unit.hex, unit.side) &&
      nearestEnemy(view, unit.hex, unit.side) > 1
    )
  })
  if (moves.length) return moves[0]!
  return first('confirm-orders', 'skip-breakthrough', 'end-moves', 'end-turn')
}

/** A visible point of a hex on the page (its centre, else a point near it), or null when panels cover it. */
function visiblePoint(page: Page, hex: HexId): Promise<{ x: number; y: number } | null> {
  return page.evaluate((h) => {
    const centre = (window as unknown as Win).__holotable?.hothScreen?.(h)
    if (!centre) return null
    for (const [dx, dy] of [
      [0, 0],
      [-14, 0],
      [14, 0],
      [0, 10],
      [0, -10],
      [-20, 8],
      [20, 8],
      [-20, -8],
      [20, -8],
    ]) {
      const x = centre.x + dx!
      const y = centre.y + dy!
      if (document.elementFromPoint(x, y)?.tagName === 'CANVAS') return { x, y }
    }
    return null
  }, hex)
}

/** Clicks a hex on the 3D board; like a player, folds the log away first if it covers the hex. */
export async function clickHex(page: Page, hex: HexId): Promise<void> {
  let at = await visiblePoint(page, hex)
  if (!at) {
    const fold = page.locator('.hoth-log button[aria-expanded="true"]')
    if (await fold.count()) await fold.click({ force: true })
  }
  // The board may still be loading (just reloaded, models on their way): give it a few seconds.
  for (let tries = 0; !at && tries < 40; tries++) {
    await page.waitForTimeout(250)
    at = await visiblePoint(page, hex)
  }
  if (!at) throw new Error(`hex ${hex} is not visible on screen (${await saveScreenshot(page, 'hoth-driver-hidden')})`)
  await page.mouse.click(at.x, at.y)
}

/**
 * Clicks a panel element with the real mouse. `force` skips Playwright's wait for the element to hold still
 * over two animation frames: under software WebGL a busy page draws a frame every few hundred ms, so that
 * wait alone cost seconds per click; the element is checked visible first instead.
 */
async function clickElement(page: Page, selector: string): Promise<void> {
  const element = page.locator(selector).first()
  await element.waitFor({ state: 'visible', timeout: 15_000 })
  await element.click({ force: true })
}

/** Performs `action` through the UI. */
export async function perform(page: Page, view: HothView, action: HothAction): Promise<void> {
  switch (action.type) {
    case 'play-card':
      await clickElement(page, `[data-slot="${action.payload.slot}"] .hoth-hand-hit`)
      return
    case 'order':
      return clickHex(page, view.units[action.payload.unit]!.hex)
    case 'move':
      await clickHex(page, view.units[action.payload.unit]!.hex)
      return clickHex(page, action.payload.to)
    case 'attack': {
      await clickHex(page, view.units[action.payload.unit]!.hex)
      const target = view.units[action.payload.target]?.hex ?? view.structures[action.payload.target]!.hex
      return clickHex(page, target)
    }
    case 'retreat':
      return clickHex(page, action.payload.to)
    case 'barrage':
      return clickHex(page, view.units[action.payload.target]!.hex)
    case 'fleet-discard':
      await clickElement(page, '.hoth-fleet-confirm')
      return
    default:
      await clickElement(page, `[data-step="${action.type}"]`)
  }
}

/** Takes one step on whichever page has something to do; false once the game is over on every page. */
export async function playStep(
  pages: readonly Page[],
): Promise<{ page: Page; action: HothAction } | 'over' | 'waiting'> {
  let over = 0
  for (const page of pages) {
    const hook = await hothHook(page)
    if (!hook?.view) continue
    if (hook.view.result) {
      over++
      continue
    }
    const action = chooseAction(hook.view, hook.legal)
    if (!action) continue
    const t0 = Date.now()
    await perform(page, hook.view, action)
    const t1 = Date.now()
    // The acting page folds its own entry at once, changing the state; a missed click times out here, loudly.
    try {
      await waitFor(page, (before) => (window as unknown as Win).__holotable?.hoth?.hash !== before, 15_000, hook.hash)
    } catch (error) {
      const shot = await saveScreenshot(page, 'hoth-driver-stuck')
      throw new Error(
        `${hook.seat} did ${JSON.stringify(action)} in phase ${hook.view.turn.phase}; nothing happened (${shot})`,
        {
          cause: error,
        },
      )
    }
    if (process.env.HOTH_DRIVER_TRACE) console.log(`${action.type}: click ${t1 - t0} ms, fold ${Date.now() - t1} ms`)
    return { page, action }
  }
  return over === pages.length ? 'over' : 'waiting'
}
