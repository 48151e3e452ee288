/**
 * Opening a room: the one place that wires the document, persistence, bootstrap, y-webrtc, presence,
 * seats and the signed log together behind the `Room` interface (net/types.ts).
 *
 * `openRoom` resolves as soon as the room's document is loaded from IndexedDB (y-indexeddb, database
 * `holotable/<code>`), so the app can show the table and the bootstrap progress at once. Joining then
 * runs in the background (`room.joined`):
 * 1. `bootstrapFromPeers` fetches a large document from a member over PeerJS (y-webrtc alone cannot
 *    sync documents above ~256 KiB) and tells us if our password is wrong;
 * 2. the y-webrtc provider joins `holotable/<code>` (with a password: `holotable/<code>/<tag>`, and
 *    encrypted signaling where WebCrypto exists);
 * 3. `serveBootstrap` serves later joiners.
 * y-webrtc allows one document per room name per page, so opening a code that is already open in this
 * page is refused.
 */
import * as Y from 'yjs'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { IndexeddbPersistence } from 'y-indexeddb'
import { WebrtcProvider } from 'y-webrtc'
import { Awareness, removeAwarenessStates } from 'y-protocols/awareness'
import type { Action, LocalizedText } from '../engine'
import { indexedDbAnswered, memoryAnswered } from './answered'
import { indexedDbArchiveStore, memoryArchiveStore, startArchive } from './archive'
import { bootstrapFromPeers, serveBootstrap } from './bootstrap/index'
import { sendChat } from './chat'
import { setRoomDomain } from './domain'
import { loadOrCreateIdentity, type Identity } from './identity'
import { checkStoredSignatures, ledgerOf, ROOM_SEATS } from './ledger'
import {
  initialPresence,
  localPresence,
  onPresenceChange,
  patchLocalPresence,
  remotePresences,
  setLocalPresence,
} from './presence'
import { exportRoomFile, importRoomFile } from './room-file'
import { parseRoomCode } from './room-code'
import { createStatusStore, trackProvider, type BootstrapFacts } from './room-status'
import { startRolls } from './rolls'
import { startSeatVotes } from './seat-votes'
import { setSignatureVerifier } from './signature-gate'
import { claimSeat, heldBy, releaseSeat, seatOf } from './seats'
import { appendEntry } from './signed-log'
import type { AppendOptions, NetResult, Room, RoomOptions } from './types'

/** Prefix of y-webrtc room names and IndexedDB database names. */
export const ROOM_PREFIX = 'holotable/'

/**
 * The y-webrtc room name. With a password it carries a tag derived from it, so peers with a different
 * password never even meet (and this still holds where WebCrypto, and so y-webrtc's encryption, is missing).
 */
export function webrtcRoomName(code: string, password?: string): string {
  if (!password) return ROOM_PREFIX + code
  const tag = bytesToHex(sha256(new TextEncoder().encode(`holotable-room/v1\n${code}\n${password}`))).slice(0, 24)
  return `${ROOM_PREFIX}${code}/${tag}`
}

/** WebCrypto's `subtle` exists only in secure contexts (https, localhost). */
const hasWebCrypto = () => typeof globalThis.crypto?.subtle?.importKey === 'function'

/** Codes open in this page (y-webrtc keeps one document per room name per JS realm). */
const openCodes = new Set<string>()

/** An openRoom failure the user can read. */
export class RoomError extends Error {
  readonly reason: LocalizedText

  constructor(reason: LocalizedText) {
    super(reason.en)
    this.name = 'RoomError'
    this.reason = reason
  }
}

/** Opens the room `options.code`; see the file comment for what happens when. Rejects with a RoomError. */
export async function openRoom(options: RoomOptions): Promise<Room> {
  const parsed = parseRoomCode(options.code)
  if (!parsed.ok) throw new RoomError(parsed.reason)
  const code = parsed.code
  if (openCodes.has(code)) {
    throw new RoomError({
      hu: `A(z) ${code} szoba már nyitva van ezen a lapon.`,
      en: `Room ${code} is already open in this page.`,
    })
  }
  openCodes.add(code)
  try {
    return await open(code, options)
  } catch (error) {
    openCodes.delete(code)
    throw error
  }
}

async function open(code: string, options: RoomOptions): Promise<Room> {
  const { password, net, name } = options
  // The colour can change once the room sees who else is here (a newcomer takes one nobody uses: setColour).
  let colour = options.colour
  const identity: Identity = options.identity ?? (await loadOrCreateIdentity(options.identityDb))
  const doc = new Y.Doc()
  // Every signature in the room is for this code (domain separation, net/domain.ts).
  setRoomDomain(doc, code)
  if (options.verifier) setSignatureVerifier(doc, options.verifier)
  const persist = options.persist !== false
  const persistence = persist ? new IndexeddbPersistence(ROOM_PREFIX + code, doc) : null
  if (persistence) await persistence.whenSynced
  // The stored log's signatures are checked off the main thread before the ledger's first judgement reads them.
  await checkStoredSignatures(doc)
  // Entries someone deleted while we were away come back from this browser's archive (net/archive.ts).
  const archive = startArchive(doc, persist ? indexedDbArchiveStore(code) : memoryArchiveStore())
  await archive.ready
  const awareness = new Awareness(doc)
  setLocalPresence(awareness, initialPresence({ name, colour, publicKey: identity.publicKey }))
  const status = createStatusStore()
  const facts: BootstrapFacts = { done: false, fetched: false, wrongPassword: false }
  let destroyed = false
  let provider: WebrtcProvider | null = null
  let stopTracking = () => {}
  let stopServing = () => {}

  const mySeat = () => seatOf(doc, identity.publicKey)
  // Presence mirrors the seat binding, whoever changed it (this page, another tab, a lost race).
  const syncSeatPresence = () => {
    if (!destroyed) patchLocalPresence(awareness, { seat: mySeat() })
  }
  const stopSeatPresence = ledgerOf(doc).onChange(syncSeatPresence)
  syncSeatPresence()

  // Rolls are drawn with the other seated peers (net/rolls.ts): this page answers their rolls and names
  // seats that do not answer. Who is online sets how long it waits, so a change of that set re-checks.
  const onlineKeys = () => new Set(remotePresences(awareness).map((p) => p.user.publicKey))
  let online = onlineKeys()
  const answered = persist ? indexedDbAnswered(code) : memoryAnswered()
  const rolls = startRolls({ doc, identity, answered, isOnline: (key) => online.has(key) })
  const votes = startSeatVotes({ doc, identity })
  const stopWatchingOnline = onPresenceChange(awareness, () => {
    const now = onlineKeys()
    if (now.size === online.size && [...now].every((key) => online.has(key))) return
    online = now
    rolls.check()
  })

  const join = async () => {
    status.set({ bootstrap: 0 })
    const result = await bootstrapFromPeers({
      code,
      password,
      net,
      doc,
      onProgress: (fraction) => destroyed || status.set({ bootstrap: fraction }),
    })
    Object.assign(facts, {
      done: true,
      fetched: result.result === 'synced',
      wrongPassword: result.result === 'wrong-password',
    })
    if (destroyed) return
    status.set({ bootstrap: null })
    provider = new WebrtcProvider(webrtcRoomName(code, password), doc, {
      signaling: net.signaling,
      // y-webrtc encrypts signaling with WebCrypto, which pages on plain http LAN addresses lack; there the
      // password-derived room name alone keeps out whoever does not know the password.
      password: hasWebCrypto() ? password : undefined,
      awareness,
      peerOpts: { config: { iceServers: net.iceServers } },
    })
    quietSignalingSockets(provider)
    stopTracking = trackProvider(provider, status, () => ({ ...facts, checking: ledgerOf(doc).checking() }))
    // A member with the wrong password would only answer joiners who cannot read it, slowing them down.
    if (!facts.wrongPassword) stopServing = serveBootstrap({ code, password, net, doc }).stop
  }
  // Never rejects: a failed join leaves the room usable offline (IndexedDB, file import/export).
  const joined = join().catch((error: unknown) => {
    console.error('[holotable] joining the room failed', error)
    status.set({ signaling: 'disconnected', bootstrap: null })
  })

  const room: Room = {
    code,
    doc,
    awareness,
    publicKey: identity.publicKey,
    joined,
    status: status.get,
    onStatus: status.subscribe,
    setPresence: (patch) => patchLocalPresence(awareness, patch),
    setColour(next) {
      colour = next
      const current = localPresence(awareness)
      if (current && current.user.colour !== next)
        patchLocalPresence(awareness, { user: { ...current.user, colour: next } })
    },
    claimSeat: (seat, claim) => claimSeat(doc, identity, seat, { name, colour }, claim),
    releaseSeat: () => releaseSeat(doc, identity),
    mySeat,
    mySeats: () => heldBy(doc, identity.publicKey),
    appendAction: (action, appendOptions) => appendAction(action, appendOptions),
    votes,
    checkStarts: (game, valid) => rolls.checkStarts(game, valid),
    sendChat: (text) =>
      destroyed
        ? { ok: false, reason: { hu: 'A szoba már be van zárva.', en: 'The room is closed.' } }
        : sendChat(doc, identity, name, text, Date.now()),
    rejectedEntries: () => [...ledgerOf(doc).rejected()],
    exportFile: () => exportRoomFile(doc, code),
    importFile(bytes) {
      const result = importRoomFile(doc, bytes, code)
      // Entries the room had lost (deleted by someone) come back from the file too.
      if (result.ok) archive.restore(result.entries)
      return result.ok ? { ok: true } : result
    },
    async destroy() {
      if (destroyed) return
      destroyed = true
      stopSeatPresence()
      stopWatchingOnline()
      rolls.destroy()
      votes.destroy()
      archive.destroy()
      answered.close()
      await joined
      stopServing()
      stopTracking()
      if (provider) {
        // disconnect() first: destroy() alone leaves the shared signaling socket open.
        provider.disconnect()
        provider.destroy()
        // y-webrtc frees the room name once its key promise settles; wait so the code can be reopened.
        await provider.key
      }
      removeAwarenessStates(awareness, [awareness.clientID], 'destroy')
      awareness.destroy()
      if (persistence) await persistence.destroy()
      doc.destroy()
      openCodes.delete(code)
    },
  }

  async function appendAction(action: Action, appendOptions: AppendOptions): Promise<NetResult> {
    if (destroyed) return { ok: false, reason: { hu: 'A szoba már be van zárva.', en: 'The room is closed.' } }
    if (action.entropy !== undefined) {
      // Entropy comes only from a roll, drawn with the other seats.
      return {
        ok: false,
        reason: {
          hu: 'A véletlent a hálózati réteg adja: kérj entrópiát ({ entropy: true }), ne küldj sajátot.',
          en: 'Randomness comes from the net layer: ask for entropy ({ entropy: true }) instead of sending your own.',
        },
      }
    }
    const seat = appendOptions.seat ?? mySeat()
    if (seat === null) {
      return { ok: false, reason: { hu: 'Előbb ülj le egy helyre.', en: 'Take a seat first.' } }
    }
    const { game, entropy: wanted } = appendOptions
    if (wanted) {
      const bytes = wanted === true ? 32 : wanted
      if (!Number.isInteger(bytes) || bytes < 1 || bytes > 1024)
        throw new RangeError(`entropy size out of range: ${bytes}`)
      const rolled = await rolls.roll(seat, game, action, bytes, appendOptions.among ?? ROOM_SEATS)
      if (!rolled.ok) return rolled
      if (rolled.status.state !== 'void') return { ok: true }
      const seats = rolled.status.missing.map((s) => s.slice(1))
      return {
        ok: false,
        inLog: true,
        reason: {
          hu: `A dobás elmaradt: ${seats.map((n) => `a ${n}. hely`).join(', ')} nem válaszolt időben.`,
          en: `The roll did not happen: ${seats.map((n) => `Seat ${n}`).join(', ')} did not answer in time.`,
        },
      }
    }
    const result = appendEntry(doc, identity, seat, { game, type: action.type, payload: action.payload ?? null })
    return result.ok ? { ok: true } : result
  }

  return room
}

/** Signaling connections already made quiet (y-webrtc shares one per server URL). */
const quietConns = new WeakSet<object>()

/**
 * y-webrtc uses its signaling sockets without looking at their state, and the browser answers with console noise
 * on every leave: its disconnect closes a room's socket and then says "unsubscribe" on it (twice, with destroy),
 * and its ping timer can fire while a socket closes ("WebSocket is already in CLOSING or CLOSED state"); closing a
 * socket that is still connecting (a room left at once, a wrong password) warns that it "is closed before the
 * connection is established". A closing socket cannot carry anything anyway (the server drops its topics when it
 * closes), so this provider's signaling connections skip sends unless their socket is open, and a socket still
 * connecting is closed as soon as it opens instead.
 */
function quietSignalingSockets(provider: WebrtcProvider): void {
  for (const conn of provider.signalingConns) {
    if (quietConns.has(conn)) continue
    quietConns.add(conn)
    const send = conn.send.bind(conn)
    conn.send = (message: unknown) => {
      if (conn.ws?.readyState === WebSocket.OPEN) send(message)
    }
    const disconnect = conn.disconnect.bind(conn)
    conn.disconnect = () => {
      const ws = conn.ws
      if (ws?.readyState !== WebSocket.CONNECTING) return disconnect()
      conn.shouldConnect = false
      ws.onopen = () => ws.close()
    }
  }
}
