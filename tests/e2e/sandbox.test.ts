/**
 * Two people play cards at the sandbox table over real WebRTC: they sit, Anna shuffles the deck (with Béla's share
 * of the entropy) and deals five to each, each sees only their own hand's faces (not on screen, not in the page,
 * not in the log), Anna plays a card face up and Béla sees it, Anna rolls the die and both see the same face, and a
 * saved room file, opened in a fresh browser on another server, gives the identical table. The tests share the room, in
 * order.
 */
import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  allObjects,
  eventually,
  newRoomCode,
  openPeer,
  renderInfo,
  screenPosition,
  startApp,
  type Peer,
} from './harness'
import { firstDeck, handOf, sameHash, tabletopOf } from './sandboxDriver'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
const room = newRoomCode()
let a: Peer
let b: Peer
let deck = ''
let savedFile = ''

beforeAll(async () => {
  a = await openPeer(shared.browser, shared.app.url, { room, name: 'Anna', create: true })
  b = await openPeer(shared.browser, shared.app.url, { room, name: 'Béla' })
  await a.page.getByRole('button', { name: 'Sit in Seat 1' }).click()
  await b.page.getByRole('button', { name: 'Sit in Seat 2' }).click()
  await eventually(
    async () => (await tabletopOf(b.page)).seat === 's2' && (await tabletopOf(a.page)).seat === 's1',
    'both sit',
  )
})

/**
 * Moves the mouse over pile or object `id` on `peer`'s screen, once it has come to rest there (a card just played
 * still glides from the hand; a key pressed over where it was would find nothing under the pointer).
 */
async function hover(peer: Peer, id: string): Promise<{ x: number; y: number }> {
  let last = ''
  const at = await eventually(async () => {
    const now = await screenPosition(peer.page, id)
    const key = now ? `${Math.round(now.x)},${Math.round(now.y)}` : ''
    const still = key !== '' && key === last
    last = key
    if (!still) await new Promise((r) => setTimeout(r, 100))
    return still ? now : null
  }, `${id} rests on screen`)
  await peer.page.mouse.move(at.x, at.y)
  return at
}

/** Unfolds the table log of `peer` (it starts folded). */
async function openLog(peer: Peer): Promise<void> {
  const log = peer.page.getByTestId('sandbox-log')
  const toggle = log.getByRole('button', { expanded: false })
  if (await toggle.count()) await toggle.click()
  await log.getByRole('log').waitFor()
}

describe('cards at the sandbox table', () => {
  test('Anna shuffles with S and deals five to each from the menu; the shuffle carries Béla’s share', async () => {
    deck = firstDeck(await tabletopOf(a.page))
    await hover(a, `pile:${deck}`)
    await a.page.keyboard.press('s')
    await eventually(async () => {
      const shuffle = (await tabletopOf(b.page)).entries.find((e) => e.type === 'shuffle')
      return shuffle?.ok && shuffle.shares.includes('s2')
    }, 'the shuffle is in Béla’s log with his share')
    const at = await hover(a, `pile:${deck}`)
    await a.page.mouse.click(at.x, at.y, { button: 'right' })
    await a.page.getByRole('menuitem', { name: 'Deal 5 cards to each player' }).click()
    await eventually(async () => {
      const [ha, hb] = [await tabletopOf(a.page), await tabletopOf(b.page)]
      return handOf(ha, 's1').slots.length === 5 && handOf(hb, 's2').slots.length === 5
    }, 'five cards in each hand')
    await sameHash([a.page, b.page], 'after the deal')
  })

  test('each sees only their own hand’s faces: not drawn, not in the page, not in the log', async () => {
    const [ha, hb] = [await tabletopOf(a.page), await tabletopOf(b.page)]
    const mine = handOf(ha, 's1').looks
    const hers = handOf(hb, 's2').looks
    expect(mine.every((l) => typeof l === 'string' && l.length > 0)).toBe(true)
    expect(hers.every((l) => typeof l === 'string' && l.length > 0)).toBe(true)
    // Anna's own hand strip shows her five faces…
    const shown = await a.page
      .getByTestId('hand')
      .locator('[data-look]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-look')))
    expect(shown).toEqual(mine)
    // …and Béla's hand reaches her only as a count.
    expect(handOf(ha, 's2').looks.every((l) => l === undefined)).toBe(true)
    await expect.poll(() => a.page.getByTestId('other-hands').textContent()).toContain('Béla: 5')
    for (const [peer, theirs] of [
      [a, hers],
      [b, mine],
    ] as const) {
      await openLog(peer)
      // The log does tell that the other dealt and shuffled: the lines are there, only the faces are not.
      await expect.poll(() => peer.page.getByRole('log').textContent()).toMatch(/dealt/)
      const page = await peer.page.content()
      const objects = JSON.stringify(await allObjects(peer.page))
      const view = JSON.stringify((await tabletopOf(peer.page)).view)
      const log = (await peer.page.getByTestId('sandbox-log').textContent()) ?? ''
      for (const look of theirs) {
        expect(page).not.toContain(look)
        expect(objects).not.toContain(look)
        expect(view).not.toContain(look)
        expect(log).not.toContain(look)
      }
    }
  })

  test('Anna plays a card face up; Béla sees its face on the table and a line in his log', async () => {
    const before = handOf(await tabletopOf(a.page), 's1')
    const [slot, look] = [before.slots[0]!, before.looks[0]!]
    await a.page.getByTestId('hand').locator(`[data-slot="${slot}"]`).click()
    await a.page.getByRole('button', { name: 'Play face up' }).click()
    await eventually(async () => {
      const obj = (await allObjects(b.page))[slot]
      return obj?.faceUp && obj.look === look
    }, 'Béla’s table shows the played card face up')
    await expect.poll(() => b.page.getByRole('log').textContent()).toMatch(/Anna played [^.]+\./)
    await sameHash([a.page, b.page], 'after the play')
  })

  test('Béla, across the table, plays a card facing him and taps it a quarter from there', async () => {
    const slot = handOf(await tabletopOf(b.page), 's2').slots[0]!
    await b.page.getByTestId('hand').locator(`[data-slot="${slot}"]`).click()
    await b.page.getByRole('button', { name: 'Play face up' }).click()
    // Seat 2 reads cards at quarter 2 (a quarter-0 card is upside down from there).
    await eventually(
      async () => (await allObjects(a.page))[slot]?.quarter === 2,
      'Béla’s card faces him on Anna’s table',
    )
    await hover(b, slot)
    await b.page.keyboard.press('r')
    await eventually(async () => (await allObjects(a.page))[slot]?.quarter === 3, 'tapped a quarter clockwise')
    await expect.poll(() => a.page.getByRole('log').textContent()).toMatch(/Béla tapped [^.]+ \(90°\)\./)
  })

  test('Anna rolls the die; both see the same face, drawn with Béla’s share', async () => {
    const objects = await allObjects(a.page)
    const die = Object.keys(objects).find((id) => objects[id]!.kind === 'die')!
    await hover(a, die)
    await a.page.keyboard.press('r')
    const face = await eventually(async () => (await tabletopOf(a.page)).view.dice[die], 'Anna’s die was rolled')
    await eventually(
      async () => (await tabletopOf(b.page)).view.dice[die]?.face === face.face,
      'Béla sees the same face',
    )
    const roll = (await tabletopOf(b.page)).entries.find((e) => e.type === 'roll')
    expect(roll?.shares).toContain('s2')
    await eventually(
      async () => (await allObjects(b.page))[die]?.look === (await allObjects(a.page))[die]?.look,
      'same die on screen',
    )
  })

  test('twenty taps later neither table has re-captured its lights or built a new material or geometry', async () => {
    // Béla's card, tapped in the test before.
    const slot = Object.entries(await allObjects(a.page)).find(([, o]) => o.kind === 'card' && o.quarter === 3)?.[0]
    expect(slot).toBeTruthy()
    const before = [await renderInfo(a.page), await renderInfo(b.page)]
    const entries = (await tabletopOf(a.page)).entries.length
    await hover(b, slot!)
    for (let tap = 0; tap < 20; tap++) {
      const quarter = tap % 2 ? 3 : 2
      await b.page.keyboard.press('r')
      await eventually(async () => (await allObjects(a.page))[slot!]?.quarter === quarter, `tap ${tap + 1} seen`)
    }
    expect((await tabletopOf(a.page)).entries.length).toBe(entries + 20)
    const after = [await renderInfo(a.page), await renderInfo(b.page)]
    for (const [i, was] of before.entries()) {
      const now = after[i]!
      // Every step re-rendered the scene: none may re-capture the environment (a PMREM rebuild) or leave
      // a new compiled program, geometry or texture behind.
      expect(now.environmentCaptures).toBe(was.environmentCaptures)
      expect([now.programs, now.geometries, now.textures]).toEqual([was.programs, was.geometries, was.textures])
    }
  })

  test('Anna saves the room; a fresh browser on another server opens the file’s room from it: the identical table', async () => {
    const download = a.page.waitForEvent('download')
    await a.page.getByRole('button', { name: 'Export' }).click()
    savedFile = (await (await download).path())!
    expect((await readFile(savedFile)).subarray(0, 9).toString()).toBe('HOLOTABLE')
    // Another server, so nobody else is in the room there: everything Cili sees comes from the file.
    const elsewhere = await startApp()
    const c = await openPeer(shared.browser, elsewhere.url, { room: newRoomCode(), name: 'Cili' })
    try {
      // The file belongs to Anna's room (its signatures are for that room): the table offers to open it there.
      await c.page.locator('input[type=file][accept*="holotable"]').setInputFiles(savedFile)
      await c.page.getByRole('button', { name: `Open room ${room} and load it there` }).click()
      const want = await tabletopOf(a.page)
      await eventually(async () => (await tabletopOf(c.page)).hash === want.hash, 'the loaded table has the same hash')
      // Everything on the table, as a spectator sees it (hands are not on the table), is the same once drawn.
      const objects = JSON.stringify(await allObjects(a.page))
      await eventually(async () => JSON.stringify(await allObjects(c.page)) === objects, 'the loaded table is drawn')
      expect(c.errors).toEqual([])
    } finally {
      await c.context.close()
      await elsewhere.close()
    }
  })

  test('Béla leaves for the lobby: the table with its piles and labels is torn down cleanly', async () => {
    await b.page.getByRole('button', { name: 'Leave' }).click()
    await eventually(async () => (await b.page.locator('canvas').count()) === 0, 'the table is gone')
  })

  test('no errors in any console', () => {
    expect([...a.errors, ...b.errors]).toEqual([])
  })
})
