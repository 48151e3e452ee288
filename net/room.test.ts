import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { createEphemeralIdentity } from './identity'
import { ledgerOf } from './ledger'
import { signEntry } from './log-entry'
import { localPresence } from './presence'
import { RoomError, openRoom, webrtcRoomName } from './room'
import { ACT } from './seat-acts'
import { schema } from './schema'
import { claimSeat, listSeats } from './seats'
import type { NetConfig, Room, RoomOptions, RoomStatus } from './types'

// The bootstrap needs a signaling server and PeerJS; here we only check how the room uses it.
const bootstrap = vi.hoisted(() => ({
  result: { result: 'alone', bytes: 0 } as { result: string; bytes: number },
  progress: [] as number[],
  gate: null as Promise<void> | null,
  served: 0,
  stopped: 0,
}))
vi.mock('./bootstrap/index', () => ({
  bootstrapFromPeers: vi.fn(async (options: { onProgress?: (f: number) => void }) => {
    for (const f of bootstrap.progress) options.onProgress?.(f)
    if (bootstrap.gate) await bootstrap.gate
    return bootstrap.result
  }),
  serveBootstrap: vi.fn(() => {
    bootstrap.served++
    return { stop: () => bootstrap.stopped++ }
  }),
}))

const net: NetConfig = {
  signaling: [],
  peerjs: { host: 'localhost', port: 0, path: '/peerjs', secure: false },
  iceServers: [],
}
const opened: Room[] = []

async function room(options: Partial<RoomOptions> = {}): Promise<Room> {
  const r = await openRoom({
    code: 'k7qf2mxd',
    name: 'Anna',
    colour: '#ee3333',
    net,
    persist: false,
    identity: createEphemeralIdentity(),
    ...options,
  })
  opened.push(r)
  return r
}

beforeEach(() => {
  bootstrap.result = { result: 'alone', bytes: 0 }
  bootstrap.progress = []
  bootstrap.gate = null
  bootstrap.served = 0
  bootstrap.stopped = 0
})

afterEach(async () => {
  links.splice(0).forEach((unlink) => unlink())
  await Promise.all(opened.splice(0).map((r) => r.destroy()))
})

/**
 * Opens the room in a second page, as another person's browser would: a fresh copy of the net modules (its own
 * set of open codes, ledgers and roll exchange), with its own key. It names a password only so that its y-webrtc
 * provider does not collide with the first page's in this one JS realm; the bootstrap is mocked either way.
 */
async function otherPage(options: Partial<RoomOptions> = {}): Promise<Room> {
  vi.resetModules()
  const page = await import('./room')
  const r = await page.openRoom({
    code: 'k7qf2mxd',
    name: 'Béla',
    colour: '#3333ee',
    net,
    persist: false,
    identity: createEphemeralIdentity(),
    password: 'other-page',
    ...options,
  })
  opened.push(r)
  return r
}

const links: (() => void)[] = []

/** Connects two rooms' documents like a fast network: they catch up now, then pass every update at once. */
function connect(a: Room, b: Room): () => void {
  const forward = (from: Y.Doc, to: Y.Doc) => (update: Uint8Array, origin: unknown) => {
    if (origin !== 'net') Y.applyUpdate(to, update, 'net')
  }
  Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)), 'net')
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc)), 'net')
  const ab = forward(a.doc, b.doc)
  const ba = forward(b.doc, a.doc)
  a.doc.on('update', ab)
  b.doc.on('update', ba)
  const unlink = () => {
    a.doc.off('update', ab)
    b.doc.off('update', ba)
  }
  links.push(unlink)
  return unlink
}

/** The types of `seat`'s entries in `room`'s document, in chain order. */
const shardTypes = (r: Room, seat: string) =>
  schema
    .logShard(r.doc, seat)
    .toArray()
    .map((e) => e.type)

/** Lets queued microtasks and timers of the rooms run. */
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

describe('openRoom', () => {
  it('opens a room by its normalised code and joins after the bootstrap', async () => {
    const r = await room()
    expect(r.code).toBe('K7QF-2MXD')
    expect(r.publicKey).toMatch(/^[0-9a-f]{64}$/)
    await r.joined
    expect(bootstrap.served).toBe(1)
    // Nobody answered the bootstrap and no signaling server is configured: alone, and so in sync.
    expect(r.status()).toEqual({
      signaling: 'disconnected',
      peers: 0,
      synced: true,
      bootstrap: null,
      problem: null,
      checking: 0,
    })
    expect(localPresence(r.awareness)?.user).toEqual({ name: 'Anna', colour: '#ee3333', publicKey: r.publicKey })
  })

  it('reports bootstrap progress while it runs', async () => {
    let release = () => {}
    bootstrap.gate = new Promise<void>((resolve) => (release = resolve))
    bootstrap.progress = [0.25, 0.75]
    const r = await room()
    const seen: RoomStatus[] = []
    r.onStatus((s) => seen.push(s))
    expect(r.status().bootstrap).toBe(0.75)
    release()
    await r.joined
    expect(seen.map((s) => s.bootstrap)).toContain(null)
    expect(seen.at(-1)).toEqual(r.status())
    expect(r.status().bootstrap).toBeNull()
  })

  it('flags a wrong password and does not claim to be synced', async () => {
    bootstrap.result = { result: 'wrong-password', bytes: 0 }
    const r = await room({ password: 'nope' })
    await r.joined
    expect(r.status().problem).toBe('wrong-password')
    expect(r.status().synced).toBe(false)
  })

  it('refuses a bad code and a code already open in this page, with readable reasons', async () => {
    await expect(room({ code: 'nope' })).rejects.toBeInstanceOf(RoomError)
    await expect(room({ code: 'nope' })).rejects.toMatchObject({
      reason: { en: expect.stringMatching(/8 characters/) },
    })
    const first = await room()
    await expect(room()).rejects.toMatchObject({ reason: { en: 'Room K7QF-2MXD is already open in this page.' } })
    await first.destroy()
    expect(bootstrap.stopped).toBe(1)
    // Once destroyed, the code can be opened again.
    await expect(room()).resolves.toBeTruthy()
  })

  it('does not join when destroyed during the bootstrap', async () => {
    let release = () => {}
    bootstrap.gate = new Promise<void>((resolve) => (release = resolve))
    const r = await room()
    const destroying = r.destroy()
    release()
    await destroying
    expect(bootstrap.served).toBe(0)
  })
})

describe('seats and actions', () => {
  it('claims, refuses and releases seats, and shows the seat in presence', async () => {
    const r = await room()
    expect(r.mySeat()).toBeNull()
    expect(r.claimSeat('s1')).toEqual({ ok: true })
    expect(r.mySeat()).toBe('s1')
    expect(localPresence(r.awareness)?.seat).toBe('s1')
    expect(claimSeat(r.doc, createEphemeralIdentity(), 's2', { name: 'Béla', colour: '#0000ff' })).toEqual({ ok: true })
    const taken = r.claimSeat('s2')
    expect(taken).toEqual({
      ok: false,
      reason: { hu: 'A(z) s2 helyen már Béla ül.', en: 'Seat s2 is already taken by Béla.' },
    })
    r.releaseSeat()
    expect(r.mySeat()).toBeNull()
    expect(localPresence(r.awareness)?.seat).toBeNull()
    expect(shardTypes(r, 's1')).toEqual([ACT.claim, ACT.release])
  })

  it('shows another colour once asked: in presence at once, and in the next seat claim', async () => {
    const r = await room()
    r.setColour('#58d0ff')
    expect(localPresence(r.awareness)?.user).toMatchObject({ name: 'Anna', colour: '#58d0ff' })
    expect(r.claimSeat('s1')).toEqual({ ok: true })
    expect(listSeats(r.doc).s1?.colour).toBe('#58d0ff')
  })

  it('appends signed actions of a game only from a seat', async () => {
    const r = await room()
    expect(await r.appendAction({ type: 'pass' }, { game: 'tally' })).toEqual({
      ok: false,
      reason: { hu: 'Előbb ülj le egy helyre.', en: 'Take a seat first.' },
    })
    r.claimSeat('s1')
    expect(await r.appendAction({ type: 'pass' }, { game: 'tally' })).toEqual({ ok: true })
    const [, pass] = schema.logShard(r.doc, 's1').toArray()
    expect([pass?.game, pass?.type, pass?.n, pass?.pub === r.publicKey, pass?.roll]).toEqual([
      'tally',
      'pass',
      1,
      true,
      undefined,
    ])
    expect(r.rejectedEntries()).toEqual([])
  })

  it('refuses entropy the caller brings: randomness only comes from a roll', async () => {
    const r = await room()
    r.claimSeat('s1')
    const own = await r.appendAction({ type: 'roll', entropy: '00'.repeat(32) }, { game: 'tally' })
    expect(own.ok).toBe(false)
    if (!own.ok) expect(own.reason.en).toMatch(/ask for entropy/)
    expect(shardTypes(r, 's1')).toEqual([ACT.claim])
  })

  it('draws a roll with the other seat’s page: it completes with that seat’s share', async () => {
    const anna = await room()
    const bela = await otherPage()
    connect(anna, bela)
    anna.claimSeat('s1')
    bela.claimSeat('s2')
    expect(await anna.appendAction({ type: 'roll' }, { game: 'tally', entropy: true })).toEqual({ ok: true })
    expect(await anna.appendAction({ type: 'shuffle' }, { game: 'tally', entropy: 8 })).toEqual({ ok: true })
    const ledger = ledgerOf(anna.doc)
    const rolls = ledger.accepted().filter((r) => r.entry.roll)
    expect(rolls.map((r) => [r.entry.type, r.entry.roll?.from, r.entry.roll?.bytes])).toEqual([
      ['roll', ['s2'], 32],
      ['shuffle', ['s2'], 8],
    ])
    for (const roll of rolls) {
      const status = ledger.roll(roll.hash)
      expect(status).toMatchObject({ state: 'complete', contributors: ['s2'], missing: [] })
      expect(status?.state === 'complete' && status.entropy.length).toBe(roll.entry.roll!.bytes * 2)
    }
    const shares = ledger.accepted().filter((r) => r.entry.type === ACT.share)
    expect(shares.map((r) => [r.entry.seat, r.entry.pub === bela.publicKey])).toEqual([
      ['s2', true],
      ['s2', true],
    ])
    expect(anna.rejectedEntries()).toEqual([])
    expect(bela.rejectedEntries()).toEqual([])
  })

  it('keeps a roll waiting while the other seat’s page is away, and completes it when it is back', async () => {
    const anna = await room()
    const bela = await otherPage()
    const unlink = connect(anna, bela)
    anna.claimSeat('s1')
    bela.claimSeat('s2')
    unlink()
    let settled: unknown = null
    void anna.appendAction({ type: 'roll' }, { game: 'tally', entropy: true }).then((result) => (settled = result))
    await settle(50)
    expect(settled).toBeNull()
    const roll = ledgerOf(anna.doc).newest()!
    expect(ledgerOf(anna.doc).roll(roll.hash)).toEqual({ state: 'pending', waitingFor: ['s2'] })
    connect(anna, bela)
    await settle()
    expect(settled).toEqual({ ok: true })
    expect(ledgerOf(anna.doc).roll(roll.hash)).toMatchObject({ state: 'complete', contributors: ['s2'] })
  })

  it('lets one browser hold several seats in a hotseat game, rolling with its own other seat', async () => {
    const r = await room()
    r.claimSeat('s1')
    expect(r.claimSeat('s2', { hotseat: true })).toEqual({ ok: true })
    expect(r.mySeats()).toEqual(['s1', 's2'])
    expect(await r.appendAction({ type: 'roll' }, { game: 'tally', entropy: true, seat: 's2' })).toEqual({ ok: true })
    const roll = ledgerOf(r.doc)
      .accepted()
      .find((e) => e.entry.roll)!
    expect([roll.entry.seat, roll.entry.roll?.from]).toEqual(['s2', ['s1']])
    expect(ledgerOf(r.doc).roll(roll.hash)).toMatchObject({ state: 'complete', contributors: ['s1'] })
    // An ordinary claim moves the key again: it keeps only the claimed seat.
    r.claimSeat('s3')
    expect(r.mySeats()).toEqual(['s3'])
  })

  it('lists entries every peer ignores', async () => {
    const r = await room()
    r.claimSeat('s1')
    const head = ledgerOf(r.doc).head('s1')
    const forged = signEntry(r.code, createEphemeralIdentity(), {
      game: 'tally',
      seat: 's1',
      n: head.n,
      lamport: head.lamport + 1,
      seen: [], // the only chain is s1's own, named by `prev`
      prev: head.head,
      type: 'x',
      payload: 1,
    })
    schema.logShard(r.doc, 's1').push([forged])
    expect(r.rejectedEntries()).toEqual([{ entry: forged, why: 'not-holder' }])
  })
})

describe('files and persistence', () => {
  it('exports a room and imports it into the room opened afresh; a bad file changes nothing', async () => {
    const a = await room()
    a.claimSeat('s1')
    await a.appendAction({ type: 'pass' }, { game: 'tally' })
    const file = a.exportFile()
    await a.destroy()
    const b = await room()
    expect(b.importFile(file)).toEqual({ ok: true })
    expect(shardTypes(b, 's1')).toEqual([ACT.claim, 'pass'])
    expect(listSeats(b.doc).s1?.publicKey).toBe(a.publicKey)
    const before = Y.encodeStateAsUpdate(b.doc)
    const bad = b.importFile(new TextEncoder().encode('{"not":"a room"}'))
    expect(bad.ok).toBe(false)
    expect(Y.encodeStateAsUpdate(b.doc)).toEqual(before)
  })

  it('refuses the file of another room, naming that room, and changes nothing', async () => {
    const a = await room()
    a.claimSeat('s1')
    const file = a.exportFile()
    const other = await room({ code: 'ABCD-EFGH' })
    const before = Y.encodeStateAsUpdate(other.doc)
    expect(other.importFile(file)).toMatchObject({ ok: false, problem: 'other-room', room: 'K7QF-2MXD' })
    expect(Y.encodeStateAsUpdate(other.doc)).toEqual(before)
  })

  it('puts back, from a backup file, moves someone deleted before this page ever saw them', async () => {
    const a = await room()
    a.claimSeat('s1')
    for (let i = 0; i < 3; i++) await a.appendAction({ type: 'pass', payload: i }, { game: 'tally' })
    const backup = a.exportFile()
    const original = ledgerOf(a.doc)
      .accepted()
      .map((r) => r.hash)
    // Someone holding the room deletes Alice's first move; a fresh page gets the damaged room.
    const damaged = new Y.Doc()
    Y.applyUpdate(damaged, Y.encodeStateAsUpdate(a.doc))
    schema.logShard(damaged, 's1').delete(1, 1)
    await a.destroy()
    const b = await room()
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(damaged))
    await settle()
    expect(b.rejectedEntries().map((r) => r.why)).toEqual(['broken-chain', 'broken-chain'])
    expect(b.importFile(backup)).toEqual({ ok: true })
    expect(b.rejectedEntries()).toEqual([])
    expect(
      ledgerOf(b.doc)
        .accepted()
        .map((r) => r.hash),
    ).toEqual(original)
  })

  it('keeps the room and the identity in IndexedDB across a reload', async () => {
    const options = { persist: true, identity: undefined, identityDb: 'room-test-identity', code: 'PERS-1STS' }
    const first = await room(options)
    first.claimSeat('s1')
    await first.appendAction({ type: 'pass' }, { game: 'tally' })
    await first.destroy()
    const again = await room(options)
    expect(again.publicKey).toBe(first.publicKey)
    expect(again.mySeat()).toBe('s1')
    expect(shardTypes(again, 's1')).toEqual([ACT.claim, 'pass'])
  })
})

describe('webrtcRoomName', () => {
  it('keeps peers with different passwords in different y-webrtc rooms', () => {
    expect(webrtcRoomName('K7QF2MXD')).toBe('holotable/K7QF2MXD')
    const right = webrtcRoomName('K7QF2MXD', 'kyber')
    expect(right).toMatch(/^holotable\/K7QF2MXD\/[0-9a-f]{24}$/)
    expect(webrtcRoomName('K7QF2MXD', 'kyber')).toBe(right)
    expect(webrtcRoomName('K7QF2MXD', 'Kyber')).not.toBe(right)
    expect(webrtcRoomName('K7QF2MXE', 'kyber')).not.toBe(right)
  })
})
