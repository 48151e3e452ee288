/**
 * Every box is readable from every seat: after sitting down, each thing a seat owns (its cards, piles, tokens,
 * counters, figures) lies whole inside the window and not under a panel (the topmost element at its centre is the
 * table's canvas), and each of its piles' labels can be read (whole, not cut, over no other label, under no panel),
 * at 1280×800 and at 1920×1080. Seats 1 and 2 of every free-play box; a failure names the pieces and saves a
 * screenshot under test-results/e2e/. The Battle of Hoth rules table has its own test (layout-hoth.test.ts).
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { BOXES } from '../../src/boxes'
import {
  allObjects,
  eventually,
  newRoomCode,
  openPeer,
  saveScreenshot,
  screenPosition,
  waitFor,
  type HolotableWindow,
  type Peer,
} from './harness'
import { SIZES } from './layoutChecks'
import { cutOff, unreadableLabels } from './layoutProbes'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
const FREE_PLAY = ['swlcg', 'swm', 'hoth-free', 'hkk'] as const

/** Ids of the table objects `seat` owns in `box`: its pieces and its piles (drawn as `pile:<id>`). */
function ownIds(box: string, seat: string, objects: Record<string, { owner: string }>): string[] {
  const def = BOXES[box]!
  const piles = def.piles.filter((p) => p.owner === seat).map((p) => `pile:${p.pile}`)
  const pieces = Object.entries(objects)
    .filter(([, o]) => o.owner === seat)
    .map(([id]) => id)
  return [...pieces, ...piles]
}

/** The own pieces that are off screen or under a panel, as "id (why)". */
async function hidden(page: Page, ids: readonly string[]): Promise<string[]> {
  const out: string[] = []
  const size = page.viewportSize()!
  for (const id of ids) {
    const at = await screenPosition(page, id)
    if (!at) {
      out.push(`${id} (not drawn)`)
      continue
    }
    if (at.x < 4 || at.y < 4 || at.x > size.width - 4 || at.y > size.height - 4) {
      out.push(`${id} (off screen at ${Math.round(at.x)},${Math.round(at.y)})`)
      continue
    }
    const top = await page.evaluate(({ x, y }) => {
      const el = document.elementFromPoint(x, y)
      return el?.tagName === 'CANVAS' ? null : (el?.closest('[class]')?.className ?? el?.tagName ?? '?')
    }, at)
    if (top) out.push(`${id} (under ${String(top).split(' ')[0]})`)
  }
  return out
}

/** Waits until the camera is at `seat`'s view, framed for the canvas's current size, and not gliding. */
async function atSeatView(page: Page, seat: string): Promise<void> {
  type Camera = { seat: string | null; aspect: number; gliding: boolean }
  await waitFor(
    page,
    (seat) => {
      const camera = (window as unknown as { __holotable?: { camera?: () => Camera } }).__holotable?.camera?.()
      const canvas = document.querySelector('canvas')
      if (!camera || !canvas) return false
      const aspect = canvas.clientWidth / Math.max(1, canvas.clientHeight)
      return camera.seat === seat && Math.abs(camera.aspect - aspect) < 0.01 && !camera.gliding
    },
    30_000,
    seat,
  )
  // The frame after the glide's last step is the one whose matrices screenPosition reads.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Sits `peer` in `seat`, waits for the camera to settle at that seat, and checks both window sizes. */
async function checkSeat(peer: Peer, box: string, seat: string): Promise<string[]> {
  await peer.page.getByRole('button', { name: `Sit in Seat ${seat.slice(1)}` }).click()
  await eventually(
    () =>
      peer.page.evaluate(
        (seat) => (window as unknown as HolotableWindow).__holotable?.room?.mySeats().includes(seat) ?? false,
        seat,
      ),
    `${seat} is held`,
  )
  const problems: string[] = []
  for (const size of SIZES) {
    await peer.page.setViewportSize(size)
    await waitFor(
      peer.page,
      () => (window as unknown as { __holotable?: { sceneReady?: boolean } }).__holotable?.sceneReady,
    )
    await atSeatView(peer.page, seat)
    const ids = ownIds(box, seat, await allObjects(peer.page))
    expect(ids.length, `${box}: ${seat} owns something`).toBeGreaterThan(0)
    const piles = ids.filter((id) => id.startsWith('pile:'))
    const bad = [
      ...(await hidden(peer.page, ids)),
      ...(await cutOff(peer.page, ids)),
      ...(await unreadableLabels(peer.page, piles)),
    ]
    if (bad.length > 0) {
      const shot = await saveScreenshot(peer.page, `layout-${box}-${seat}-${size.width}`)
      problems.push(`${box} ${seat} at ${size.width}×${size.height}: ${bad.join(', ')} (${shot})`)
    }
  }
  return problems
}

describe('own pieces are visible from each seat', () => {
  test.each(FREE_PLAY)('%s', { timeout: 240_000 }, async (box) => {
    const room = newRoomCode()
    const a = await openPeer(shared.browser, shared.app.url, {
      room,
      name: 'Anna',
      create: true,
      box,
      viewport: SIZES[0],
    })
    const b = await openPeer(shared.browser, shared.app.url, { room, name: 'Béla', viewport: SIZES[0] })
    const problems = [...(await checkSeat(a, box, 's1')), ...(await checkSeat(b, box, 's2'))]
    await a.context.close()
    await b.context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
})
