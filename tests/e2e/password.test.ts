/**
 * A room with a password: a peer who knows it joins and gets the table; a peer with a wrong password
 * never receives the table and is told, in the UI, that the password is wrong.
 */
import { beforeAll, expect, test } from 'vitest'
import {
  allObjects,
  eventually,
  newRoomCode,
  openPeer,
  roomStatus,
  saveScreenshot,
  waitForPeer,
  waitForTable,
  type HolotableWindow,
  type Peer,
} from './harness'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
const room = newRoomCode()
const password = 'kyber crystal'
let a: Peer

beforeAll(async () => {
  a = await openPeer(shared.browser, shared.app.url, { room, name: 'Anna', password, create: true })
})

test('a peer with the right password joins and gets the table', async () => {
  const e = await openPeer(shared.browser, shared.app.url, { room, name: 'Eszter', password })
  await waitForTable(e.page, await allObjects(a.page))
  expect(Object.keys(await allObjects(e.page)).length).toBeGreaterThan(0)
  await e.context.close()
})

test('a peer with a wrong password gets no table and sees a wrong-password error', async () => {
  // From its first script on, D's page records the most table objects its room's document ever held.
  const watchTable = () => {
    const w = window as unknown as HolotableWindow & { __mostObjects?: number }
    w.__mostObjects = 0
    setInterval(() => {
      const size = w.__holotable?.room?.doc.getMap('table').size ?? 0
      w.__mostObjects = Math.max(w.__mostObjects ?? 0, size)
    }, 20)
  }
  const d = await openPeer(shared.browser, shared.app.url, {
    room,
    name: 'Dani',
    password: 'wrong',
    wait: 'none',
    init: watchTable,
  })
  const mostObjects = () => d.page.evaluate(() => (window as unknown as { __mostObjects?: number }).__mostObjects)
  const alert = d.page.getByRole('alert')
  try {
    await alert.getByText('Wrong password').waitFor({ timeout: 60_000 })
  } catch (error) {
    await saveScreenshot(d.page, 'password-wrong')
    throw error
  }
  await expect(alert.textContent()).resolves.toContain(room)
  // Never at the table: no canvas, and its document never held a single object.
  expect(await d.page.locator('canvas').count()).toBe(0)
  expect(await mostObjects()).toBe(0)
  // The error offers the way back to the lobby (and no pointless "try again" with the same password).
  await expect(d.page.getByRole('button', { name: 'Back to the lobby' }).isVisible()).resolves.toBe(true)
  await expect(d.page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0)
  // E has left; A must end up with no peer at all: D never got a connection.
  await eventually(async () => (await roomStatus(a.page))?.peers === 0, 'A has no peer')

  // Typing the right password in the error view gets D to the table.
  await d.page.getByLabel('Password').fill(password)
  await d.page.getByRole('button', { name: 'Join with this password' }).click()
  await waitForPeer(d, 'scene')
  await waitForTable(d.page, await allObjects(a.page))
  // The watch itself works: now it has seen the table.
  expect(await mostObjects()).toBeGreaterThan(0)
})
