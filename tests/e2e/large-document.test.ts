/**
 * A late joiner to a 5 MB room, in real headless Chromium over real WebRTC. y-webrtc alone cannot do
 * this: its sync step 2 would be one 5 MB data-channel message, which Chromium refuses (limit ~256 KiB;
 * upstream y-webrtc issues #20, #61). The room's bootstrap (net/bootstrap) fetches the document over a
 * PeerJS data connection in 64 KiB frames first.
 *
 * Anna creates the room and writes 5,000 chat lines of ~1 KB in transactions of ~150 KB (many small
 * edits, as a long session would); Béla joins afterwards and must end with exactly her chat.
 * The time to sync is printed, never asserted.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../net/schema'
import { launchBrowser, newRoomCode, openPeer, roomStatus, startApp, waitFor } from './harness'
import type { AppServer, HolotableWindow, Peer } from './harness'

const LINES = 5000
const LINE_BYTES = 1000
const PER_TRANSACTION = 150

let app: AppServer
let browser: Browser

beforeAll(async () => {
  app = await startApp()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/** Length and SHA-256 of this peer's chat, computed in the page (comparing 5 MB as one string). */
function chatDigest(peer: Peer): Promise<{ length: number; sha256: string; jsonBytes: number }> {
  return peer.page.evaluate(async () => {
    const doc = (window as unknown as HolotableWindow).__holotable?.room?.doc
    if (!doc) return { length: -1, sha256: '', jsonBytes: 0 }
    const chat = doc.getArray('chat')
    const bytes = new TextEncoder().encode(JSON.stringify(chat.toJSON()))
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
    return {
      length: chat.length,
      sha256: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''),
      jsonBytes: bytes.byteLength,
    }
  })
}

describe('late joiner to a 5 MB document', () => {
  it('gets the whole document through the bootstrap', async () => {
    const room = newRoomCode()
    // Wait for her table to render first: building the scene occupies the page for a while on a busy CI
    // machine, and a page that cannot run its event loop cannot answer Béla's bootstrap request.
    const anna = await openPeer(browser, app.url, { room, name: 'Anna', create: true })

    // Many small edits: each transaction stays well under the data-channel limit, as real play does.
    await anna.page.evaluate(
      async ({ lines, lineBytes, perTransaction }) => {
        const room = (window as unknown as HolotableWindow).__holotable?.room
        if (!room) throw new Error('no room')
        const chat = room.doc.getArray<ChatMessage>('chat')
        for (let start = 0; start < lines; start += perTransaction) {
          room.doc.transact(() => {
            for (let i = start; i < Math.min(lines, start + perTransaction); i++) {
              // Varied text, so a line lost or swapped changes the checksum.
              const text = `${i}:`.padEnd(lineBytes, String.fromCharCode(97 + (i % 26)))
              chat.push([{ from: room.publicKey, name: 'Anna', text, at: 1_700_000_000_000 + i }])
            }
          })
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
      },
      { lines: LINES, lineBytes: LINE_BYTES, perTransaction: PER_TRANSACTION },
    )
    const source = await chatDigest(anna)
    expect(source.length).toBe(LINES)
    expect(source.jsonBytes).toBeGreaterThan(5_000_000)

    const started = Date.now()
    const bela = await openPeer(browser, app.url, { room, name: 'Béla', wait: 'none' })
    // Bootstrap progress as the status bar would show it, sampled while we wait.
    const progress: number[] = []
    /** When (ms after opening the link) the bootstrap was first seen running, moving, and done. */
    const seen: { running?: number; moving?: number; done?: number } = {}
    const sampler = setInterval(() => {
      roomStatus(bela.page)
        .then((s) => {
          const at = Date.now() - started
          if (s?.bootstrap == null) return
          progress.push(s.bootstrap)
          seen.running ??= at
          if (s.bootstrap > 0) seen.moving ??= at
          if (s.bootstrap === 1) seen.done ??= at
        })
        .catch(() => {})
    }, 100)
    const belaLog: string[] = []
    bela.page.on('console', (m) => belaLog.push(`${m.type()}: ${m.text().slice(0, 300)}`))
    try {
      await waitFor(
        bela.page,
        (lines: number) =>
          (window as unknown as HolotableWindow).__holotable?.room?.doc.getArray('chat').length === lines,
        120_000,
        LINES,
      )
    } catch (error) {
      // Say what Béla saw, so a failure here is diagnosable from the log alone.
      const status = JSON.stringify(await roomStatus(bela.page).catch(() => null))
      const has = JSON.stringify(await chatDigest(bela).catch(() => null))
      throw new Error(
        `Béla did not sync: status ${status}, chat ${has}, progress [${progress.join(' ')}]\n` +
          `console:\n${belaLog.join('\n')}`,
        { cause: error },
      )
    } finally {
      clearInterval(sampler)
    }
    const seconds = (Date.now() - started) / 1000
    const joined = await chatDigest(bela)
    const s = (ms: number | undefined) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(2)} s`)
    console.info(
      `late joiner synced ${(source.jsonBytes / 1e6).toFixed(1)} MB of chat in ${seconds.toFixed(2)} s from opening ` +
        `the invite link (bootstrap seen running at ${s(seen.running)}, first bytes at ${s(seen.moving)}, ` +
        `all bytes at ${s(seen.done)}; progress samples ${progress.map((p) => p.toFixed(2)).join(' ') || 'none'})`,
    )
    expect(joined).toEqual(source)
    expect((await roomStatus(bela.page))?.problem).toBeNull()

    // After the bootstrap y-webrtc carries live edits both ways.
    await bela.page.evaluate(() => {
      const room = (window as unknown as HolotableWindow).__holotable?.room
      room?.doc.getArray<ChatMessage>('chat').push([{ from: room.publicKey, name: 'Béla', text: 'hi', at: 0 }])
    })
    await waitFor(
      anna.page,
      (lines: number) =>
        (window as unknown as HolotableWindow).__holotable?.room?.doc.getArray('chat').length === lines,
      60_000,
      LINES + 1,
    )
  }, 300_000)
})
