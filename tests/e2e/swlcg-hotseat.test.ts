/**
 * Star Wars: The Card Game hotseat, in one browser: Anna sits in seat 1, takes seat 2 as well ("Play here too"),
 * locks in a starter deck for each side, starts, and both sides play on the one page through the Dark Side's first
 * turn into the Light Side's. Each time the game waits for the other side, a curtain hides the hand until that
 * player says they have the device; the page acts as whichever side the game waits for, and its hand row shows only
 * that side's hand.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { eventually, newRoomCode, openPeer, passDevice, saveScreenshot, waitFor, type Peer } from './harness'
import { isFate, makeMove, nextMove, swlcgHook } from './swlcgDriver'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
let anna: Peer

beforeAll(async () => {
  anna = await openPeer(shared.browser, shared.app.url, {
    room: newRoomCode(),
    name: 'Anna',
    create: true,
    box: 'swlcg-rules',
    wait: 'room',
    viewport: { width: 1280, height: 800 },
  })
})

describe('Star Wars: The Card Game hotseat', () => {
  test('one browser plays both sides in turn, behind a curtain between players', { timeout: 600_000 }, async () => {
    const page = anna.page
    await page.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Sit in Seat 1' }).click()
    await page.getByTestId('swlcg-hotseat-s2').click()
    await page.getByTestId('swlcg-commit-light').click()
    await page.getByTestId('swlcg-commit-dark').click()
    await waitFor(page, () => !document.querySelector('[data-testid="swlcg-start"]')?.hasAttribute('disabled'))
    await page.getByTestId('swlcg-start').click()
    await eventually(async () => ((await swlcgHook(page))?.view ? true : null), 'the match started', 60_000)
    const seatsSeen = new Set<string>()
    let curtains = 0
    for (let step = 0; step < 400; step++) {
      if (await passDevice(anna.page, 'swlcg-curtain')) curtains++
      const hook = await swlcgHook(page)
      if (!hook?.view || hook.view.result) break
      if (hook.seat) seatsSeen.add(hook.seat)
      if (seatsSeen.size === 2 && hook.view.turn.number >= 2 && hook.view.turn.step === 'deployment') break
      const move = nextMove(hook, isFate)
      if (!move) {
        await new Promise((r) => setTimeout(r, 150))
        continue
      }
      await makeMove(page, move)
      await eventually(
        async () => ((await swlcgHook(page))?.hash !== hook.hash ? true : null),
        `move ${JSON.stringify(move)} applied`,
        30_000,
      )
    }
    await passDevice(anna.page, 'swlcg-curtain')
    const hook = (await swlcgHook(page))!
    await saveScreenshot(page, 'swlcg-hotseat')
    expect([...seatsSeen].sort()).toEqual(['s1', 's2'])
    expect(hook.view!.turn.number).toBeGreaterThanOrEqual(2)
    expect(curtains).toBeGreaterThanOrEqual(2)
    // The hand on screen is the acting side's own: the view carries no face of the other side's hand.
    const side = hook.seat === 's1' ? 'light' : 'dark'
    const other = side === 'light' ? 'dark' : 'light'
    const faces = new Set(Object.keys(hook.view!.cards.cards))
    expect(hook.view!.cards.zones[`hand:${other}`]!.slots.some((slot) => faces.has(slot))).toBe(false)
    const shown = await page
      .locator('[data-testid="swlcg-hand"] button[data-slot]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-slot')))
    expect(shown).toEqual(hook.view!.cards.zones[`hand:${side}`]!.slots)
    expect(anna.errors, anna.errors.join('\n')).toEqual([])
  })
})
