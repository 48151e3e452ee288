/**
 * The lobby by hand: a person types a name and clicks "Create room"; a friend types the code (lower case,
 * no dash, as read aloud) and clicks "Join". Both end up at the same table over real WebRTC.
 */
import { expect, test } from 'vitest'
import {
  allObjects,
  newContext,
  newPage,
  collectErrors,
  roomStatus,
  waitForPeer,
  waitForTable,
  eventually,
  newRoomCode,
  openPeer,
  reloadPeer,
  type HolotableWindow,
  type Peer,
} from './harness'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()

/** A fresh browser context on the lobby page (`hash`: a link that only prefills the lobby). */
async function openLobby(hash = ''): Promise<Peer> {
  const context = await newContext(shared.browser)
  const page = await newPage(context)
  const peer: Peer = { context, page, errors: collectErrors(page), link: `${shared.app.url}/${hash}` }
  await page.goto(peer.link)
  return peer
}

test('create a room and join it by typing its code, through the lobby UI', async () => {
  const a = await openLobby()
  await a.page.getByLabel('Your name').fill('Anna')
  const code = (await a.page.locator('output.code-display').textContent())?.trim() ?? ''
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  await a.page.getByRole('button', { name: 'Create room' }).click()
  await waitForPeer(a, 'scene')
  expect(await a.page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.room?.code)).toBe(code)
  const tableA = await allObjects(a.page)
  expect(Object.keys(tableA).length).toBeGreaterThan(0)
  // The address bar now carries the room, so the link can be shared.
  expect(decodeURIComponent(new URL(a.page.url()).hash)).toContain(`room=${code}`)

  const b = await openLobby()
  await b.page.getByLabel('Your name').fill('Béla')
  await b.page.getByPlaceholder('K7QF-2MXD').fill(code.replace('-', '').toLowerCase())
  await b.page.getByRole('button', { name: 'Join', exact: true }).click()
  await waitForPeer(b, 'scene')
  expect(await b.page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.room?.code)).toBe(code)
  // Joining must not set up a second box: B sees exactly A's table.
  await waitForTable(b.page, tableA)
  expect(await allObjects(b.page)).toEqual(tableA)
  await eventually(async () => (await roomStatus(a.page))?.peers === 1, 'A is connected to B')
  expect([...a.errors, ...b.errors]).toEqual([])
})

/** The room code this peer's page sits in. */
function roomCode(peer: Peer): Promise<string | undefined> {
  return peer.page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.room?.code)
}

/** The seats this peer's page holds. */
function mySeats(peer: Peer): Promise<string[]> {
  return peer.page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.room?.mySeats() ?? [])
}

test(
  'an invite link lands on “Join <room>” with the name to type; a reload keeps the seat; a link to another room moves a seated tab after asking',
  { timeout: 300_000 },
  async () => {
    const first = newRoomCode()
    const second = newRoomCode()
    const a = await openPeer(shared.browser, shared.app.url, { room: first, name: 'Anna', create: true })

    const b = await openLobby(`#room=${first}`)
    const join = b.page.getByRole('button', { name: `Join ${first}` })
    await join.waitFor({ timeout: 10_000 })
    expect(await b.page.getByRole('button', { name: 'Create room' }).count()).toBe(0)
    // The cursor is in the name field: typing the name and Enter joins.
    expect(await b.page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('nickname')
    await b.page.keyboard.type('Béla')
    await b.page.keyboard.press('Enter')
    await waitForPeer(b, 'scene')
    expect(await roomCode(b)).toBe(first)
    await b.page.getByRole('button', { name: 'Sit in Seat 2' }).click()
    await eventually(async () => (await mySeats(b)).includes('s2'), 'Béla holds seat 2')

    await reloadPeer(b)
    expect(await roomCode(b)).toBe(first)
    await eventually(async () => (await mySeats(b)).includes('s2'), 'Béla holds seat 2 after the reload')

    const c = await openPeer(shared.browser, shared.app.url, { room: second, name: 'Cili', create: true })
    // A link to another room, opened in Béla's seated tab: he is asked first; cancelling keeps him where he is.
    await b.page.evaluate((code) => (location.hash = `#room=${code}&auto=1`), second)
    const dialog = b.page.getByRole('alertdialog')
    await dialog.getByText(`Open room ${second}?`).waitFor({ timeout: 10_000 })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await eventually(
      async () => (await b.page.evaluate(() => location.hash)) === `#room=${first}`,
      'the old room in the address bar',
    )
    expect(await roomCode(b)).toBe(first)

    await b.page.evaluate((code) => (location.hash = `#room=${code}&auto=1`), second)
    await dialog.getByRole('button', { name: `Leave and open ${second}` }).click()
    await eventually(async () => (await roomCode(b)) === second, 'Béla is in the new room')
    await waitForPeer(b, 'scene')
    await eventually(async () => (await roomStatus(c.page))?.peers === 1, 'Cili sees Béla')
    expect(await b.page.evaluate(() => location.hash)).toBe(`#room=${second}`)
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([])
    for (const peer of [a, b, c]) await peer.context.close()
  },
)
