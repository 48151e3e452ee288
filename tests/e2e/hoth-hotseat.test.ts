/**
 * Battle of Hoth hotseat, in one browser: Anna sits at seat 1 and takes seats 2–4 as well ("Play here too"),
 * starts a four-player (two against two) Training Drill, and the four players take turns on the one page. Each time the game waits for
 * the other seat, a curtain hides the hand until that player says they have the device; the page acts as
 * whichever seat the game waits for, and its rolls are drawn with its own other seat.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { newRoomCode, openPeer, passDevice, saveScreenshot, waitFor, type Peer } from './harness'
import { hothHook, playStep } from './hothDriver'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
let anna: Peer

beforeAll(async () => {
  anna = await openPeer(shared.browser, shared.app.url, {
    room: newRoomCode(),
    name: 'Anna',
    create: true,
    box: 'hoth',
    wait: 'room',
    viewport: { width: 1024, height: 680 },
  })
})

describe('Battle of Hoth hotseat', () => {
  test('one browser plays all four seats in turn, behind a curtain between players', { timeout: 300_000 }, async () => {
    const page = anna.page
    await page.getByTestId('hoth-setup').waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Sit in Seat 1' }).click()
    for (const seat of ['s2', 's3', 's4']) await page.getByTestId(`hoth-hotseat-${seat}`).click()
    await waitFor(page, () => !document.querySelector('[data-testid="hoth-start"]')?.hasAttribute('disabled'))
    await page.getByTestId('hoth-start').click()
    await waitFor(
      page,
      () => (window as unknown as { __holotable?: { sceneReady?: boolean } }).__holotable?.sceneReady === true,
      90_000,
    )
    const seatsSeen = new Set<string>()
    let curtains = 0
    for (let step = 0; step < 120; step++) {
      if (await passDevice(anna.page, 'hoth-curtain')) curtains++
      const hook = await hothHook(page)
      if (hook?.seat) seatsSeen.add(hook.seat)
      if (seatsSeen.size === 4 && (hook?.view?.turn.number ?? 0) >= 5) break
      const result = await playStep([page])
      if (result === 'over') break
      if (result === 'waiting') await new Promise((r) => setTimeout(r, 100))
    }
    const hook = (await hothHook(page))!
    await saveScreenshot(page, 'hoth-hotseat')
    expect([...seatsSeen].sort()).toEqual(['s1', 's2', 's3', 's4'])
    expect(hook.view!.players.map((p) => p.seat).sort()).toEqual(['s1', 's2', 's3', 's4'])
    expect(curtains).toBeGreaterThanOrEqual(4)
    // The hand on screen is the acting seat's own: its view carries no other seat's card faces.
    const faces = Object.keys(hook.view!.cards.cards)
    for (const other of ['s1', 's2', 's3', 's4'].filter((s) => s !== hook.seat))
      expect(faces.some((slot) => hook.view!.cards.zones[`hand:${other}`]!.slots.includes(slot))).toBe(false)
    // Rolls were drawn with the page's own other seats, the only other players in the room.
    for (const roll of hook.rolls) expect(roll.from).toEqual(['s1', 's2', 's3', 's4'].filter((s) => s !== roll.seat))
    expect(anna.errors, anna.errors.join('\n')).toEqual([])
  })
})
