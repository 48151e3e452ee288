/**
 * The status bar's view of a room: signaling connection, peer count, sync state, bootstrap progress
 * and problems, derived from the y-webrtc provider and the bootstrap result.
 *
 * `synced` means "our document holds what the room holds, as far as we can know":
 * - with peers connected: y-webrtc reports every connection synced, or the bootstrap fetched the document;
 * - with nobody connected: the bootstrap finished and nobody with our key answered (we are alone),
 *   unless the answers we got were for another password.
 * y-webrtc emits no event when a connection opens, so the counts are also re-read on awareness changes
 * (a new peer sends its awareness at once) and once a second.
 */
import type { WebrtcProvider } from 'y-webrtc'
import type { RoomStatus } from './types'

/** How often the status is re-read from the provider, in ms. */
export const STATUS_POLL_MS = 1000

/** A tiny observable holder of the RoomStatus. */
export interface StatusStore {
  get(): RoomStatus
  /** Merges `patch`; listeners hear about it only if something changed. */
  set(patch: Partial<RoomStatus>): void
  subscribe(listener: (status: RoomStatus) => void): () => void
}

/** A store starting at "connecting, alone, not synced". */
export function createStatusStore(): StatusStore {
  let status: RoomStatus = {
    signaling: 'connecting',
    peers: 0,
    synced: false,
    bootstrap: null,
    problem: null,
    checking: 0,
  }
  const listeners = new Set<(status: RoomStatus) => void>()
  return {
    get: () => status,
    set(patch) {
      const next = { ...status, ...patch }
      if ((Object.keys(next) as (keyof RoomStatus)[]).every((key) => next[key] === status[key])) return
      status = next
      for (const listener of [...listeners]) listener(status)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** What the bootstrap told us, as far as status is concerned. */
export interface BootstrapFacts {
  /** The bootstrap has finished (whatever its result). */
  done: boolean
  /** It fetched the document from a peer. */
  fetched: boolean
  /** Peers answered, none with our password. */
  wrongPassword: boolean
  /** Log entries the ledger holds back while their signatures are checked (net/signature-gate.ts). */
  checking?: number
}

/** Minimal shape of the y-webrtc internals we read (not in its typings). */
interface ProviderInternals {
  signalingConns: { connected: boolean; on(e: string, f: () => void): void; off(e: string, f: () => void): void }[]
  room: null | {
    synced: boolean
    webrtcConns: Map<string, { connected: boolean }>
    bcConns: Set<string>
  }
}

/**
 * Keeps `store` in step with `provider` and the bootstrap facts (read through `facts` each time).
 * Returns the function that stops tracking.
 */
export function trackProvider(provider: WebrtcProvider, store: StatusStore, facts: () => BootstrapFacts): () => void {
  const internals = provider as unknown as ProviderInternals
  let everConnected = false
  const update = () => {
    const conns = internals.signalingConns
    const up = conns.some((c) => c.connected)
    everConnected ||= up
    const room = internals.room
    const webrtc = room ? [...room.webrtcConns.values()].filter((c) => c.connected).length : 0
    // Other tabs of this browser (BroadcastChannel) are peers too: they sync the document with us.
    const peers = webrtc + (room ? room.bcConns.size : 0)
    const f = facts()
    const synced = peers > 0 ? (room?.synced ?? false) || f.fetched : f.done && !f.wrongPassword
    store.set({
      signaling: up ? 'connected' : everConnected || conns.length === 0 ? 'disconnected' : 'connecting',
      peers,
      synced,
      problem: f.wrongPassword ? 'wrong-password' : null,
      checking: f.checking ?? 0,
    })
  }
  const conns = internals.signalingConns
  conns.forEach((c) => (c.on('connect', update), c.on('disconnect', update)))
  provider.on('peers', update)
  provider.on('synced', update)
  provider.on('status', update)
  provider.awareness.on('change', update)
  const timer = setInterval(update, STATUS_POLL_MS)
  update()
  return () => {
    clearInterval(timer)
    conns.forEach((c) => (c.off('connect', update), c.off('disconnect', update)))
    provider.off('peers', update)
    provider.off('synced', update)
    provider.off('status', update)
    provider.awareness.off('change', update)
  }
}
