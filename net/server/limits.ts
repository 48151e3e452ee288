/**
 * Every limit the server applies to clients, with defaults that a real table never reaches (a browser tab
 * opens 2–3 signaling sockets and 1–3 PeerJS sockets), plus per-address bookkeeping. The guarantees they
 * give are listed in net/server/README.md, "What a hostile client of the server can and cannot do".
 */
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { Duplex } from 'node:stream'

/** Limits of {@link startServer}; pass some of them as `limits` to override. */
export interface ServerLimits {
  /** Deepest JSON nesting of a /signal or /peerjs frame; a deeper frame is dropped unparsed. */
  maxJsonDepth: number
  /** Open /signal sockets per client address (IPv6: per /64); the next upgrade gets HTTP 429. */
  signalSocketsPerAddress: number
  /** Steady /signal frames per second per socket. */
  signalFramesPerSecond: number
  /** /signal frames a socket may send at once before the rate applies. */
  signalFrameBurst: number
  /** Steady /signal bytes per second per socket. */
  signalBytesPerSecond: number
  /** /signal bytes a socket may send at once; at least the largest frame. */
  signalByteBurst: number
  /** A /signal receiver with more than this many bytes waiting to be sent is disconnected. */
  signalMaxBufferedBytes: number
  /** Topics one subscribe/unsubscribe frame may name. */
  maxTopicsPerMessage: number
  /** Topics one socket may hold. */
  maxTopicsPerSocket: number
  /** Longest topic, characters. */
  maxTopicLength: number
  /** Largest /peerjs frame, bytes; a bigger one closes that socket (1009). */
  peerJsMaxPayload: number
  /** Open /peerjs sockets (so registered ids) per client address (IPv6: per /64); the next gets HTTP 429. */
  peerJsSocketsPerAddress: number
  /** Registered PeerJS ids on the whole server (the `peer` package's concurrent_limit). */
  peerJsMaxClients: number
  /** Steady /peerjs frames per second per socket. */
  peerJsFramesPerSecond: number
  /** /peerjs frames a socket may send at once before the rate applies. */
  peerJsFrameBurst: number
  /** Steady /peerjs bytes per second per socket. */
  peerJsBytesPerSecond: number
  /** /peerjs bytes a socket may send at once; at least the largest frame. */
  peerJsByteBurst: number
  /** A /peerjs receiver with more than this many bytes waiting to be sent is disconnected. */
  peerJsMaxBufferedBytes: number
  /** Longest PeerJS id and token accepted in the websocket URL. */
  peerJsMaxIdLength: number
  /** Log lines per second on average (the rest are counted and dropped). */
  logLinesPerSecond: number
  /** Log lines at once before the rate applies. */
  logLineBurst: number
}

const KiB = 1024
const MiB = 1024 * KiB

/** The defaults: far above what an honest tab sends, low enough to bound what one address can cost. */
export const DEFAULT_LIMITS: Readonly<ServerLimits> = {
  // y-webrtc's signaling frames are 4 deep, the bootstrap's 3, PeerJS's about 4.
  maxJsonDepth: 32,
  // A household or club behind one NAT address: 20 tabs with 3 sockets each.
  signalSocketsPerAddress: 64,
  // A tab joining a 20-peer room sends an offer and ~20 ICE candidates per peer in a second or two.
  signalFramesPerSecond: 200,
  signalFrameBurst: 1000,
  // The largest honest frames are bootstrap answers (≤ 256 KiB, every 10 s, or per request of a joiner).
  signalBytesPerSecond: 1 * MiB,
  signalByteBurst: 4 * MiB,
  signalMaxBufferedBytes: 16 * MiB,
  maxTopicsPerMessage: 64,
  maxTopicsPerSocket: 256,
  maxTopicLength: 512,
  // SDP offers and ICE candidates are a few KB.
  peerJsMaxPayload: 64 * KiB,
  peerJsSocketsPerAddress: 64,
  peerJsMaxClients: 5000,
  // A member serving 10 joiners at once relays ~20 candidates to each.
  peerJsFramesPerSecond: 100,
  peerJsFrameBurst: 400,
  peerJsBytesPerSecond: 256 * KiB,
  peerJsByteBurst: 1 * MiB,
  peerJsMaxBufferedBytes: 4 * MiB,
  // The app's ids are 27 characters, the server's /id endpoint hands out UUIDs (36).
  peerJsMaxIdLength: 64,
  logLinesPerSecond: 20,
  logLineBurst: 100,
}

/** The limits in force: defaults overridden by `overrides`; byte bursts raised to the frame sizes. */
export function resolveLimits(overrides: Partial<ServerLimits> | undefined, signalMaxPayload: number): ServerLimits {
  const limits = { ...DEFAULT_LIMITS, ...overrides }
  // A burst smaller than the largest frame would refuse such a frame forever.
  limits.signalByteBurst = Math.max(limits.signalByteBurst, signalMaxPayload)
  limits.peerJsByteBurst = Math.max(limits.peerJsByteBurst, limits.peerJsMaxPayload)
  return limits
}

/**
 * The address a request comes from. With `trustProxy` (only behind a reverse proxy that sets it) the
 * last entry of X-Forwarded-For, which that proxy appended; entries before it are client-supplied.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for']
    const last = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').pop()?.trim() ?? ''
    if (isIP(last)) return last
  }
  return req.socket.remoteAddress ?? 'unknown'
}

/**
 * The key per-address limits count by: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 prefix, since
 * one subscriber usually holds a whole /64 and could otherwise take a fresh address per socket.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped) return mapped[1] as string
  const bare = address.split('%')[0] ?? address
  if (isIP(bare) !== 6) return address
  const groups = (part: string): string[] =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const [head = '', tail] = bare.toLowerCase().split('::')
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** Counts open things (sockets) per address key, refusing past a cap. */
export class AddressCounter {
  private readonly counts = new Map<string, number>()

  /** Count one more for `key` unless it already has `max`; false means refused. */
  tryAdd(key: string, max: number): boolean {
    const count = this.counts.get(key) ?? 0
    if (count >= max) return false
    this.counts.set(key, count + 1)
    return true
  }

  /** One fewer for `key` (forgotten at zero, so the map only holds live addresses). */
  remove(key: string): void {
    const count = (this.counts.get(key) ?? 0) - 1
    if (count > 0) this.counts.set(key, count)
    else this.counts.delete(key)
  }

  /** Open things counted for `key`. */
  count(key: string): number {
    return this.counts.get(key) ?? 0
  }
}

/**
 * Admit an upgrade under a per-address cap: counts it until the raw socket closes (a refused or failed
 * handshake included), or answers `429 Too Many Requests` and closes. True when admitted.
 */
export function admitUpgrade(counter: AddressCounter, key: string, max: number, socket: Duplex): boolean {
  if (!counter.tryAdd(key, max)) {
    refuseUpgrade(socket, 429, 'Too Many Requests', 'Too many connections from your address.')
    return false
  }
  socket.once('close', () => counter.remove(key))
  return true
}

/** Answer a websocket upgrade with a plain HTTP error and close the connection. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string, text: string): void {
  const body = `${text}\n`
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}
