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
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../net/schema'
import { collectErrors, inviteLink, newContext, newPage, newRoomCode, openPeer, roomStatus, waitFor } from './harness'
import { useAppAndBrowser } from './useAppAndBrowser'
import type { HolotableWindow, Peer } from './harness'

const LINES = 5000
const LINE_BYTES = 1000
const PER_TRANSACTION = 150

const shared = useAppAndBrowser()

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

/** One recorded status change of Béla's room. */
interface TracePoint {
  at: number
  bootstrap: number | null
}

/** Opens Béla's page with an init script that records every room status change into `window.__trace`. */
async function openTracedPeer(room: string): Promise<Peer & { started: number }> {
  const context = await newContext(shared.browser)
  await context.addInitScript(() => {
    const w = window as unknown as HolotableWindow & { __trace: TracePoint[] }
    w.__trace = []
    const timer = setInterval(() => {
      const r = w.__holotable?.room
      if (!r) return
      clearInterval(timer)
      w.__trace.push({ at: Date.now(), bootstrap: r.status().bootstrap })
      r.onStatus((s) => w.__trace.push({ at: Date.now(), bootstrap: s.bootstrap }))
    }, 5)
  })
  const page = await newPage(context)
  const link = inviteLink(shared.app.url, { room, name: 'Béla' })
  const peer = { context, page, errors: collectErrors(page), link, started: Date.now() }
  await page.goto(link)
  return peer
}

function bootstrapTrace(peer: Peer): Promise<TracePoint[]> {
  return peer.page.evaluate(() => (window as unknown as { __trace: TracePoint[] }).__trace)
}

describe('late joiner to a 5 MB document', () => {
  it('gets the whole document through the bootstrap', async () => {
    const room = newRoomCode()
    // Wait for her table to render first: building the scene occupies the page for a while on a busy CI
    // machine, and a page that cannot run its event loop cannot answer Béla's bootstrap request.
    const anna = await openPeer(shared.browser, shared.app.url, { room, name: 'Anna', create: true })

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
              chat.push([{ from: room.publicKey, name: 'Anna', text, at: 1_700_000_000_000 + i, sig: '' }])
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

    // Béla's page records every status change from the moment its room exists (an init script, so no
    // progress event can slip past a polling test): that is how we know the bytes came by the bootstrap,
    // not by the slower catch-up.
    const bela = await openTracedPeer(room)
    const started = bela.started
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
      const trace = JSON.stringify(await bootstrapTrace(bela).catch(() => null))
      throw new Error(
        `Béla did not sync: status ${status}, chat ${has}, bootstrap trace ${trace}\n` +
          `console:\n${bela.errors.join('\n')}`,
        { cause: error },
      )
    }
    const seconds = (Date.now() - started) / 1000
    const joined = await chatDigest(bela)
    const trace = await bootstrapTrace(bela)
    const at = (p: (t: TracePoint) => boolean) => {
      const point = trace.find(p)
      return point ? `${((point.at - started) / 1000).toFixed(2)} s` : '?'
    }
    console.info(
      `late joiner synced ${(source.jsonBytes / 1e6).toFixed(1)} MB of chat in ${seconds.toFixed(2)} s from opening ` +
        `the invite link (bootstrap started at ${at((t) => t.bootstrap === 0)}, first bytes at ` +
        `${at((t) => (t.bootstrap ?? 0) > 0)}, all bytes at ${at((t) => t.bootstrap === 1)}; ` +
        `${trace.filter((t) => (t.bootstrap ?? 0) > 0).length} progress events)`,
    )
    expect(joined).toEqual(source)
    // The document came through the bootstrap's frames, with progress on the way.
    expect(trace.some((t) => t.bootstrap !== null && t.bootstrap > 0 && t.bootstrap < 1)).toBe(true)
    expect((await roomStatus(bela.page))?.problem).toBeNull()

    // After the bootstrap y-webrtc carries live edits both ways.
    await bela.page.evaluate(() => {
      const room = (window as unknown as HolotableWindow).__holotable?.room
      room?.doc.getArray<ChatMessage>('chat').push([{ from: room.publicKey, name: 'Béla', text: 'hi', at: 0, sig: '' }])
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
