import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { startFairExchange } from './fair-exchange'
import { createEphemeralIdentity } from './identity'
import { signEntry } from './log-entry'
import { localPresence } from './presence'
import { RoomError, openRoom, webrtcRoomName } from './room'
import { schema } from './schema'
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
  await Promise.all(opened.splice(0).map((r) => r.destroy()))
})

describe('openRoom', () => {
  it('opens a room by its normalised code and joins after the bootstrap', async () => {
    const r = await room()
    expect(r.code).toBe('K7QF-2MXD')
    expect(r.publicKey).toMatch(/^[0-9a-f]{64}$/)
    await r.joined
    expect(bootstrap.served).toBe(1)
    // Nobody answered the bootstrap and no signaling server is configured: alone, and so in sync.
    expect(r.status()).toEqual({ signaling: 'disconnected', peers: 0, synced: true, bootstrap: null, problem: null })
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
    schema.seats(r.doc).set('s2', { name: 'Béla', colour: '#00f', publicKey: 'bb'.repeat(32) })
    const taken = r.claimSeat('s2')
    expect(taken).toEqual({
      ok: false,
      reason: { hu: 'A(z) s2 helyen már Béla ül.', en: 'Seat s2 is already taken by Béla.' },
    })
    r.releaseSeat()
    expect(r.mySeat()).toBeNull()
    expect(localPresence(r.awareness)?.seat).toBeNull()
  })

  it('appends signed actions only from a seat, with entropy only on request', async () => {
    const r = await room()
    expect((await r.appendAction({ type: 'pass' })).ok).toBe(false)
    r.claimSeat('s1')
    expect(await r.appendAction({ type: 'pass' })).toEqual({ ok: true })
    // Béla sits at s2 in the same document (his page's exchange answers rolls, as over the network).
    const bela = createEphemeralIdentity()
    schema.seats(r.doc).set('s2', { name: 'Béla', colour: '#00f', publicKey: bela.publicKey })
    const belasPage = startFairExchange({ doc: r.doc, identity: bela, isOnline: () => true })
    expect(await r.appendAction({ type: 'roll' }, { entropy: true })).toEqual({ ok: true })
    expect(await r.appendAction({ type: 'shuffle' }, { entropy: 8 })).toEqual({ ok: true })
    const own = await r.appendAction({ type: 'roll', entropy: '00'.repeat(32) })
    expect(own.ok).toBe(false)
    const shard = schema.logShard(r.doc, 's1').toArray()
    expect(shard.map((e) => [e.type, e.n, e.pub === r.publicKey])).toEqual([
      ['pass', 0, true],
      ['roll', 1, true],
      ['shuffle', 2, true],
    ])
    expect(shard[0]?.entropy).toBeUndefined()
    expect(shard[1]?.entropy).toMatch(/^[0-9a-f]{64}$/)
    expect(shard[2]?.entropy).toMatch(/^[0-9a-f]{16}$/)
    expect(shard[1]?.fair?.shares.map((share) => share.seat)).toEqual(['s2'])
    expect(r.rejectedEntries()).toEqual([])
    // The round's messages are gone once the rolls landed.
    expect([...schema.entropy(r.doc).keys()]).toEqual([])
    belasPage.destroy()
  })

  it('keeps a roll waiting while nobody else can answer, and withdraws it for another action', async () => {
    const r = await room()
    r.claimSeat('s1')
    let settled: unknown = null
    void r.appendAction({ type: 'roll' }, { entropy: true }).then((result) => (settled = result))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBeNull()
    expect([...schema.entropy(r.doc).keys()]).toEqual(['req:s1:0'])
    expect(await r.appendAction({ type: 'pass' })).toEqual({ ok: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toMatchObject({ ok: false, reason: { en: 'The roll was withdrawn before anyone answered.' } })
    expect(
      schema
        .logShard(r.doc, 's1')
        .toArray()
        .map((e) => e.type),
    ).toEqual(['pass'])
  })

  it('lets one browser hold several seats in a hotseat game, rolling with its own other seat', async () => {
    const r = await room()
    r.claimSeat('s1')
    expect(r.claimSeat('s2', { hotseat: true })).toEqual({ ok: true })
    expect(r.mySeats()).toEqual(['s1', 's2'])
    expect(await r.appendAction({ type: 'roll' }, { entropy: true, seat: 's2' })).toEqual({ ok: true })
    const [entry] = schema.logShard(r.doc, 's2').toArray()
    expect(entry?.fair?.shares.map((share) => share.seat)).toEqual(['s1'])
    // An ordinary claim moves the key again: it keeps only the claimed seat.
    r.claimSeat('s3')
    expect(r.mySeats()).toEqual(['s3'])
  })

  it('lists entries every peer ignores', async () => {
    const r = await room()
    r.claimSeat('s1')
    const forged = signEntry(createEphemeralIdentity(), {
      seat: 's1',
      n: 0,
      lamport: 1,
      prev: '',
      type: 'x',
      payload: 1,
    })
    schema.logShard(r.doc, 's1').push([forged])
    expect(r.rejectedEntries()).toEqual([{ entry: forged, why: 'seat-not-held' }])
  })
})

describe('files and persistence', () => {
  it('exports a room and imports it into another; a bad file changes nothing', async () => {
    const a = await room()
    a.claimSeat('s1')
    await a.appendAction({ type: 'pass' })
    const file = a.exportFile()
    const b = await room({ code: 'ABCD-EFGH' })
    expect(b.importFile(file)).toEqual({ ok: true })
    expect(schema.logShard(b.doc, 's1').length).toBe(1)
    const before = Y.encodeStateAsUpdate(b.doc)
    const bad = b.importFile(new TextEncoder().encode('{"not":"a room"}'))
    expect(bad.ok).toBe(false)
    expect(Y.encodeStateAsUpdate(b.doc)).toEqual(before)
  })

  it('keeps the room and the identity in IndexedDB across a reload', async () => {
    const options = { persist: true, identity: undefined, identityDb: 'room-test-identity', code: 'PERS-1STS' }
    const first = await room(options)
    first.claimSeat('s1')
    await first.appendAction({ type: 'pass' })
    await first.destroy()
    const again = await room(options)
    expect(again.publicKey).toBe(first.publicKey)
    expect(again.mySeat()).toBe('s1')
    expect(schema.logShard(again.doc, 's1').length).toBe(1)
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
