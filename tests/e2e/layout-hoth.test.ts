/**
 * The Battle of Hoth rules table is usable at 1280×800 and at 1920×1080: nothing floats over what a player needs.
 * One browser holds all four seats (hotseat), so every seat's controls show on one page:
 * - setup: each seat's row in the Seats dock (and its Sit button), its role line, the leader choices and Start are
 *   inside the window (after scrolling the setup panel, as a player would) and on top there, clear of the Chat
 *   button, the Seats dock and the status bar; once as a spectator, once with all four seats held;
 * - battle, for each side (the first side plays its turn through to the other's): the turn bar and its buttons,
 *   the hand (peeking from the bottom edge, and raised), the card counts, the log and the Chat and Seats buttons
 *   are clear of each other, and each of the acting side's units is on screen with the board, not a panel, at
 *   its hex;
 * - the end (the Training Drill is played on to a victory): the victory screen's buttons, then, with the screen
 *   put aside, the "Result" chip and the turn bar grown by a refusal line.
 * A failure names the control and what covers it, and saves a screenshot under test-results/e2e/.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { eventually, newRoomCode, openPeer, passDevice, saveScreenshot, waitFor } from './harness'
import { hothHook, playStep } from './hothDriver'
import { SIZES, allControlProblems, noToasts, type ControlCheck } from './layoutChecks'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()

type Win = { __holotable?: { hothScreen?: (hex: string) => { x: number; y: number } | null; sceneReady?: boolean } }

/** Every seat's controls on the setup screen; `seated`: all four seats held, each with its leader choice. */
function setupControls(seated: boolean): ControlCheck[] {
  return [
    { selector: '.seat-picker .seat', label: 'Seats dock row', min: 4, scroll: true },
    { selector: '.seat-picker .seat .btn', label: 'Seats dock button', min: seated ? 1 : 4, scroll: true },
    { selector: '.hoth-roles > li', label: 'role line', min: 4, scroll: true },
    { selector: '.hoth-setup select', label: 'setup choice', min: seated ? 5 : 1, scroll: true },
    { selector: '[data-testid="hoth-start"]', label: 'Start button', scroll: true },
  ]
}

/** What a player needs in the battle. */
const BATTLE: ControlCheck[] = [
  { selector: '.hoth-turnbar', label: 'turn bar' },
  { selector: '.hoth-turnbar button', label: 'turn bar button', min: 0 },
  { selector: '.hoth-prompt', label: 'prompt', min: 0 },
  // The fan peeks up from the bottom edge (about 88 px of it) until the pointer or focus raises it.
  { selector: '.hoth-hand', label: 'hand', visible: 60 },
  { selector: '.hoth-hand-card', label: 'hand card', visible: 60, centreOnly: true },
  { selector: '.hoth-counts', label: 'card counts' },
  { selector: '.hoth-log', label: 'log' },
  { selector: '.chat-toggle', label: 'Chat button' },
  { selector: '.seats-toggle', label: 'Seats button' },
]

/** The hand once raised (focus on a card): whole inside the window, over everything else. */
const RAISED: ControlCheck[] = [
  { selector: '.hoth-hand', label: 'raised hand' },
  { selector: '.hoth-hand-card', label: 'raised hand card', centreOnly: true },
]

/** The victory screen's buttons (View the board, Rematch). */
const VICTORY: ControlCheck[] = [{ selector: '.hoth-victory .btn', label: 'victory screen button', min: 2 }]

/** After the victory screen is put aside: the chip that brings it back, and the turn bar with a refusal line. */
const RESULT: ControlCheck[] = [
  { selector: '.hoth-result-chip', label: 'Result chip' },
  { selector: '.hoth-turnbar', label: 'turn bar with a refusal' },
]

/** Runs `check` at each window size; its problems come back prefixed with the size, with a screenshot each. */
async function atEverySize(page: Page, name: string, check: () => Promise<string[]>): Promise<string[]> {
  const problems: string[] = []
  for (const size of SIZES) {
    await page.setViewportSize(size)
    const bad = await check()
    if (bad.length > 0) {
      const shot = await saveScreenshot(page, `layout-hoth-${name}-${size.width}`)
      problems.push(`${name} at ${size.width}×${size.height}: ${bad.join(', ')} (${shot})`)
    }
  }
  await page.setViewportSize(SIZES[0])
  return problems
}

/** Plays steps through the UI (handing the device on) until `done` holds or the game is over. */
async function playUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  for (let step = 0; step < 600 && !(await done()); step++) {
    await passDevice(page, 'hoth-curtain')
    const result = await playStep([page])
    if (result === 'over') break
    if (result === 'waiting') await new Promise((r) => setTimeout(r, 100))
  }
  await passDevice(page, 'hoth-curtain')
}

/** Waits until nothing passing floats over the table: toasts, a roll waiting for its shares, a hovered card. */
async function quiet(page: Page): Promise<void> {
  await noToasts(page)
  await waitFor(page, () => !document.querySelector('[data-testid="hoth-rolling"]'), 30_000)
  // The pointer rests in the window's corner, over the board's empty edge.
  await page.mouse.move(1, 1)
}

/** Waits until the board is drawn for the window's size: the canvas fills it and `hex` stays put on the page. */
async function boardSettled(page: Page, hex: string): Promise<void> {
  let last = ''
  await eventually(
    async () => {
      const now = await page.evaluate((hex) => {
        const canvas = document.querySelector('canvas')
        if (canvas?.clientWidth !== innerWidth || canvas.clientHeight !== innerHeight) return ''
        const at = (window as unknown as Win).__holotable?.hothScreen?.(hex)
        return at ? `${Math.round(at.x)},${Math.round(at.y)}` : ''
      }, hex)
      const still = now !== '' && now === last
      last = now
      return still
    },
    'the Hoth board is framed for the window',
    30_000,
  )
}

/** The acting side's units that are off screen or under a panel at their hex's centre, as "unit (why)". */
async function hiddenUnits(page: Page): Promise<string[]> {
  const view = (await hothHook(page))!.view!
  const units = Object.values(view.units).filter((u) => u.side === view.turn.side)
  expect(units.length, `${view.turn.side} has units`).toBeGreaterThan(0)
  await boardSettled(page, units[0]!.hex)
  return page.evaluate((units) => {
    const out: string[] = []
    for (const { id, hex } of units) {
      const at = (window as unknown as Win).__holotable?.hothScreen?.(hex)
      if (!at) out.push(`${id} at ${hex} (not drawn)`)
      else if (at.x < 4 || at.y < 4 || at.x > innerWidth - 4 || at.y > innerHeight - 4)
        out.push(`${id} at ${hex} (off screen at ${Math.round(at.x)},${Math.round(at.y)})`)
      else {
        const top = document.elementFromPoint(at.x, at.y)
        if (top?.tagName !== 'CANVAS') out.push(`${id} at ${hex} (under ${top?.closest('[class]')?.className ?? '?'})`)
      }
    }
    return out
  }, units)
}

/** The battle's panels and the acting side's units at both sizes, with the hand resting and raised. */
async function checkBattle(page: Page): Promise<string[]> {
  await quiet(page)
  const side = (await hothHook(page))!.view!.turn.side
  return atEverySize(page, `battle-${side}`, async () => {
    const problems = [...(await hiddenUnits(page)), ...(await allControlProblems(page, BATTLE))]
    await page.locator('.hoth-hand-hit').first().focus()
    // Raised: the hand's rise has ended at its place 40 px above the bottom edge.
    await waitFor(page, () => {
      const r = document.querySelector('.hoth-hand')!.getBoundingClientRect()
      return Math.abs(innerHeight - 40 - r.bottom) < 1
    })
    problems.push(...(await allControlProblems(page, RAISED)))
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await waitFor(page, () => document.querySelector('.hoth-hand')!.getBoundingClientRect().bottom > innerHeight)
    return problems
  })
}

/** The victory screen, then the Result chip beside the turn bar (grown by the refusal of a card played too late). */
async function checkEnd(page: Page): Promise<string[]> {
  await quiet(page)
  const problems = await atEverySize(page, 'victory', () => allControlProblems(page, VICTORY))
  await page.getByRole('button', { name: 'View the board' }).click()
  await page.locator('.hoth-hand-hit').first().click({ force: true })
  await page.locator('.hoth-refusal').waitFor({ timeout: 10_000 })
  await page.mouse.move(1, 1)
  problems.push(...(await atEverySize(page, 'result', () => allControlProblems(page, RESULT))))
  return problems
}

describe('Battle of Hoth layout', () => {
  test('setup, battle and result controls are on screen and uncovered', { timeout: 300_000 }, async () => {
    const anna = await openPeer(shared.browser, shared.app.url, {
      room: newRoomCode(),
      name: 'Anna',
      create: true,
      box: 'hoth',
      wait: 'room',
      viewport: SIZES[0],
    })
    const page = anna.page
    await page.getByTestId('hoth-setup').waitFor({ timeout: 60_000 })
    const problems = await atEverySize(page, 'setup-spectator', () => allControlProblems(page, setupControls(false)))

    // Anna sits at seat 1, takes seats 2–4 as well, and plays with leaders: a leader choice for each seat.
    await page.getByRole('button', { name: 'Sit in Seat 1' }).click()
    for (const seat of ['s2', 's3', 's4']) await page.getByTestId(`hoth-hotseat-${seat}`).click()
    await page.locator('.hoth-setup input[type="checkbox"]').check()
    await waitFor(page, () => document.querySelectorAll('.hoth-setup select').length === 5)
    await noToasts(page)
    problems.push(...(await atEverySize(page, 'setup-seated', () => allControlProblems(page, setupControls(true)))))

    await waitFor(page, () => !document.querySelector('[data-testid="hoth-start"]')?.hasAttribute('disabled'))
    await page.getByTestId('hoth-start').click()
    await waitFor(page, () => (window as unknown as Win).__holotable?.sceneReady === true, 90_000)
    await passDevice(page, 'hoth-curtain')
    const side = async () => (await hothHook(page))!.view!.turn.side
    const first = await side()
    problems.push(...(await checkBattle(page)))
    await playUntil(page, async () => (await side()) !== first)
    expect(await side()).not.toBe(first)
    problems.push(...(await checkBattle(page)))
    await playUntil(page, async () => false)
    expect((await hothHook(page))!.view!.result).not.toBeNull()
    problems.push(...(await checkEnd(page)))

    await anna.context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
})
