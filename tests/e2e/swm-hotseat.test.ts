/**
 * Star Wars Miniatures hotseat, in one browser: Anna sits at seat 1, takes seat 2 as well ("Play here too") and
 * starts. Each player builds a squad behind a curtain the other has handed the device over (the lists stay secret
 * between them), both lists reveal by themselves, and the two deploy and play into round 2 on the one page: each time
 * the game waits for the other seat the curtain comes down first. Rolls are drawn with the page's own other seat.
 * Test hooks as in swm.test.ts (`__holotable.swm`, `swmScreen`, `swmFigureScreen`); every action is a real click or drag.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { newRoomCode, openPeer, passDevice, saveScreenshot, waitFor, type Peer } from './harness'
import { buildAndCommit, clickTestId, playSwmStep, swmHook } from './swmDriver'
import { E2E_SQUADS } from './swmSquads'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
let anna: Peer

beforeAll(async () => {
  anna = await openPeer(shared.browser, shared.app.url, {
    room: newRoomCode(),
    name: 'Anna',
    create: true,
    box: 'swm-rules',
    wait: 'room',
    viewport: { width: 1280, height: 800 },
  })
})

describe('Star Wars Miniatures hotseat', () => {
  test(
    'one browser builds both squads behind the curtain and plays both sides in turn',
    { timeout: 400_000 },
    async () => {
      const page = anna.page
      await page.getByTestId('swm-start-screen').waitFor({ timeout: 60_000 })
      await page.getByRole('button', { name: 'Sit in Seat 1' }).click()
      await clickTestId(page, 'swm-hotseat')
      await waitFor(page, () => !document.querySelector('[data-testid="swm-start"]')?.hasAttribute('disabled'))
      await clickTestId(page, 'swm-start')

      // Each squad is built by its own player: the curtain covers the builder until the device is handed over.
      let curtains = 0
      for (const [seat, list] of [
        ['s1', E2E_SQUADS.light],
        ['s2', E2E_SQUADS.dark],
      ] as const) {
        await page.getByTestId('swm-curtain').waitFor({ timeout: 60_000 })
        if (seat === 's2') await saveScreenshot(page, 'swm-hotseat-curtain')
        expect(await passDevice(page, 'swm-curtain')).toBe(true)
        curtains++
        expect((await swmHook(page))!.seat).toBe(seat)
        await buildAndCommit(page, list, seat)
      }
      await waitFor(
        page,
        () => (window as unknown as { __holotable?: { sceneReady?: boolean } }).__holotable?.sceneReady === true,
        90_000,
      )

      const seatsSeen = new Set<string>()
      for (let step = 0; step < 150; step++) {
        if (await passDevice(page, 'swm-curtain')) curtains++
        const hook = await swmHook(page)
        if (hook?.seat) seatsSeen.add(hook.seat)
        if ((hook?.state?.round ?? 0) >= 2 || hook?.state?.result) break
        const result = await playSwmStep([page])
        if (result === 'over') break
        if (result === 'waiting') await new Promise((r) => setTimeout(r, 100))
      }
      const hook = (await swmHook(page))!
      await saveScreenshot(page, 'swm-hotseat-round-2')
      expect(hook.state!.round >= 2 || hook.state!.result !== null).toBe(true)
      expect([...seatsSeen].sort()).toEqual(['s1', 's2'])
      // Two curtains for the squads, then one each time play passed to the other seat.
      expect(curtains).toBeGreaterThanOrEqual(4)
      expect(Object.values(hook.state!.squads).map((s) => s!.points)).toEqual([87, 71])
      // Rolls were drawn with the page's own other seat, the only other player in the room.
      expect(hook.rolls.length).toBeGreaterThan(0)
      for (const roll of hook.rolls) expect(roll.from).toEqual(['s1', 's2'].filter((s) => s !== roll.seat))
      expect(anna.errors, anna.errors.join('\n')).toEqual([])
    },
  )
})
