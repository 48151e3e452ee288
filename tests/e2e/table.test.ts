/**
 * Two people at one table over real WebRTC: Anna creates a room with the sandbox box, Béla joins by link.
 * Anna moves a token with the real mouse and flips it; Béla sees it move and turn, in his document and on
 * his screen. (Cards live in the tabletop game and have their own test, sandbox.test.ts.) Then: the canvas really renders, a late joiner gets the whole table, and a reload keeps it.
 * The tests run in order and share the room, as one session at a table would.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { TableObject } from '../../net/schema'
import { changedShare, type Image } from './png'
import {
  allObjects,
  canvasStats,
  dragObject,
  eventually,
  newRoomCode,
  objectState,
  openPeer,
  reloadPeer,
  roomStatus,
  saveScreenshot,
  screenImage,
  screenPosition,
  waitForTable,
  type Peer,
} from './harness'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
const room = newRoomCode()
let a: Peer
let b: Peer
/** The token Anna moves, and where it ends up. */
let tokenId = ''
let moved: TableObject
/** Console errors of the late joiner, who leaves before the end. */
let lateErrors: string[] = []

beforeAll(async () => {
  a = await openPeer(shared.browser, shared.app.url, { room, name: 'Anna', create: true })
  b = await openPeer(shared.browser, shared.app.url, { room, name: 'Béla' })
  await waitForTable(b.page, await allObjects(a.page))
})

/** A movable token that Anna can see, the one nearest the middle of her screen. */
async function pickToken(peer: Peer): Promise<string> {
  const objects = await allObjects(peer.page)
  let best = ''
  let bestDistance = Infinity
  for (const [id, obj] of Object.entries(objects)) {
    if (obj.kind !== 'token' || obj.locked) continue
    const at = await screenPosition(peer.page, id)
    if (!at) continue
    const distance = Math.hypot(at.x - 500, at.y - 350)
    if (distance < bestDistance) [best, bestDistance] = [id, distance]
  }
  if (!best) throw new Error(`no movable token on screen among ${Object.keys(objects).length} objects`)
  return best
}

/** Anna's and Béla's view of one object must agree on position and face. */
async function bothSee(id: string, want: Partial<TableObject>): Promise<void> {
  for (const peer of [a, b]) {
    await eventually(
      async () => {
        const obj = await objectState(peer.page, id)
        return obj !== null && Object.entries(want).every(([k, v]) => obj[k as keyof TableObject] === v)
      },
      `${id} has ${JSON.stringify(want)}`,
    )
  }
}

describe('a shared table', () => {
  test('Anna drags a token with the mouse; Béla sees it at the new place', async () => {
    tokenId = await pickToken(a)
    const before = (await objectState(a.page, tokenId))!
    const onScreenB = (await screenPosition(b.page, tokenId))!
    const pixelsB = await screenImage(b.page)
    const from = (await screenPosition(a.page, tokenId))!
    // Towards empty table: sideways and down, away from the other objects around the centre.
    const to = { x: from.x + (from.x < 500 ? 220 : -220), y: from.y + 110 }
    await dragObject(a.page, tokenId, to)

    const after = await eventually(async () => {
      const obj = await objectState(a.page, tokenId)
      return obj && (obj.x !== before.x || obj.z !== before.z) ? obj : null
    }, 'the token moved in Anna’s document')
    await bothSee(tokenId, { x: after.x, z: after.z, layer: after.layer })
    // Anna sees the token under the mouse where she dropped it.
    const dropped = (await screenPosition(a.page, tokenId))!
    expect(Math.hypot(dropped.x - to.x, dropped.y - to.y)).toBeLessThan(40)
    // Béla's screen: the token is drawn somewhere else than before (his render, not just his document).
    const nowB = await eventually(async () => {
      const at = await screenPosition(b.page, tokenId)
      return at && Math.hypot(at.x - onScreenB.x, at.y - onScreenB.y) > 40 ? at : null
    }, 'the token moved on Béla’s screen')
    // …and his pixels say so: where the token now lies and where it was, the picture has changed.
    await eventually(async () => {
      const now = await screenImage(b.page)
      return (
        changedShare(pixelsB, now, nowB.x, nowB.y, 12) > 0.5 &&
        changedShare(pixelsB, now, onScreenB.x, onScreenB.y, 12) > 0.5
      )
    }, 'Béla’s screen shows the token at its new place and no longer at the old one')
  })

  test('Anna flips the token with F and back with a double-click; Béla sees each face', async () => {
    const before = (await objectState(a.page, tokenId))!
    const at = (await screenPosition(a.page, tokenId))!
    const atB = (await screenPosition(b.page, tokenId))!
    /** Béla's screen changes where the token lies (its face and back look nothing alike). */
    const bélaSeesItTurn = async (since: Image) =>
      eventually(
        async () => changedShare(since, await screenImage(b.page), atB.x, atB.y, 12) > 0.5,
        'the token turned on Béla’s screen',
      )

    const faceShown = await screenImage(b.page)
    await a.page.mouse.move(at.x, at.y)
    await a.page.keyboard.press('f')
    await bothSee(tokenId, { faceUp: !before.faceUp })
    await bélaSeesItTurn(faceShown)

    const backShown = await screenImage(b.page)
    await a.page.mouse.dblclick(at.x, at.y)
    await bothSee(tokenId, { faceUp: before.faceUp })
    await bélaSeesItTurn(backShown)
    moved = (await objectState(a.page, tokenId))!
  })

  test('the WebGL canvas shows a rendered table, not a blank', async () => {
    for (const [peer, name] of [
      [a, 'table-anna'],
      [b, 'table-bela'],
    ] as const) {
      const stats = await canvasStats(peer.page)
      if (stats.distinctColours < 200 || stats.dominantShare > 0.9) await saveScreenshot(peer.page, name)
      expect(stats.width).toBeGreaterThan(500)
      // A cleared or broken canvas has a handful of colours; lit 3D objects on a table have thousands.
      expect(stats.distinctColours).toBeGreaterThan(200)
      expect(stats.dominantShare).toBeLessThan(0.9)
    }
  })

  test('Anna says hello in the chat; Béla sees a new-line badge and then the line', async () => {
    await a.page.getByRole('button', { name: 'Open the chat' }).click()
    await a.page.getByTestId('chat').getByRole('textbox').fill('Hello Béla!')
    await a.page.getByTestId('chat').getByRole('textbox').press('Enter')
    await b.page.getByText('1 new').waitFor({ timeout: 30_000 })
    await b.page.getByRole('button', { name: 'Open the chat' }).click()
    await b.page.getByTestId('chat').getByText('Hello Béla!').waitFor({ timeout: 10_000 })
    expect(await b.page.getByTestId('chat').textContent()).toContain('Anna:')
    // An empty line is refused with a reason, and nothing is sent.
    await b.page.getByTestId('chat').getByRole('textbox').fill('   ')
    await b.page.getByTestId('chat').getByRole('button', { name: 'Send' }).click()
    await b.page.getByText('A message cannot be empty.').waitFor({ timeout: 10_000 })
  })

  test('Cili joins late and gets the whole table', async () => {
    const c = await openPeer(shared.browser, shared.app.url, { room, name: 'Cili' })
    lateErrors = c.errors
    const tableA = await allObjects(a.page)
    await waitForTable(c.page, tableA)
    expect(await allObjects(c.page)).toEqual(tableA)
    expect(await objectState(c.page, tokenId)).toEqual(moved)
    await c.context.close()
  })

  test('Béla reloads and still sees the moved token', async () => {
    await reloadPeer(b)
    expect(await objectState(b.page, tokenId)).toEqual(moved)
    await eventually(async () => (await roomStatus(b.page))?.peers === 1, 'Béla is back with Anna')
  })

  test('alone, Béla reloads and the table comes from his browser’s storage', async () => {
    await a.context.close()
    await eventually(async () => (await roomStatus(b.page))?.peers === 0, 'Anna has gone')
    await reloadPeer(b)
    expect(await objectState(b.page, tokenId)).toEqual(moved)
  })

  test('no errors in any console', () => {
    expect([...a.errors, ...b.errors, ...lateErrors]).toEqual([])
  })
})
