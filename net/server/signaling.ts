/**
 * y-webrtc signaling: a stateless topic pub/sub over one websocket per client.
 *
 * Protocol (the one node_modules/y-webrtc/bin/server.js speaks; every frame is one JSON object):
 *
 *   client → server  { type: 'subscribe',   topics: string[] }   join topics (room names)
 *   client → server  { type: 'unsubscribe', topics: string[] }   leave topics
 *   client → server  { type: 'publish', topic: string, ...rest } forward to every subscriber of `topic`
 *                                                                 (the sender too, when subscribed)
 *   server → client  { type: 'publish', topic, ...rest, clients: n }   n = subscribers of the topic now
 *   client → server  { type: 'ping' }   →   server → client  { type: 'pong' }
 *
 * The server never reads `rest` (y-webrtc puts its possibly encrypted `data` there). A publish is
 * forwarded as the very text received, with `,"clients":n` spliced in before its final `}`: nothing a
 * client sends is ever re-serialised (JSON.stringify of a deep value overflows the stack), and since
 * JSON.parse keeps the last of duplicate keys, a client-supplied `clients` is overridden.
 *
 * Differences from the reference server, all invisible to a well-behaved client:
 * - a frame nested deeper than `maxJsonDepth`, not JSON, not an object, with an unknown type, non-string
 *   or over-long topics, or too many topics is dropped whole and the socket stays open (the reference
 *   throws on bad JSON); the depth is checked by a character scan before JSON.parse;
 * - a frame over the websocket's maxPayload closes that socket only (ws does it, code 1009);
 * - each socket has a rate limit (token buckets on frames and bytes): frames over it are dropped, and a
 *   socket that keeps exceeding it (a whole burst in debt) is closed with 1008;
 * - a socket may hold at most `maxTopicsPerSocket` topics; a subscribe past that is dropped;
 * - a receiver whose send buffer is over `maxBufferedBytes` is cut off instead of buffering without end;
 * - dead sockets are found with websocket-level ping/pong every `heartbeatMs` (terminated when a ping
 *   goes unanswered for a whole period);
 * - an exception while handling one frame is logged and closes that socket, never the process.
 */
import type { RawData, WebSocket } from 'ws'
import { jsonDepthExceeds, RateGuard, rawByteLength, rawToText } from './frame-guard'
import type { RateLimit } from './frame-guard'
import { DEFAULT_LIMITS } from './limits'
import type { ServerLimits } from './limits'

/** Limits applied to every client; defaults suit a tabletop (a client holds one or two rooms). */
export interface SignalingLimits {
  maxTopicsPerMessage: number
  maxTopicsPerSocket: number
  maxTopicLength: number
  /** A receiver with more than this many bytes waiting to be sent is disconnected. */
  maxBufferedBytes: number
  /** Deepest JSON nesting accepted; deeper frames are dropped before JSON.parse. */
  maxJsonDepth: number
  /** Per-socket rate of frames and bytes. */
  rate: RateLimit
}

/** The signaling part of the server's limits (limits.ts lists them all). */
export function signalingLimits(limits: Readonly<ServerLimits>): SignalingLimits {
  return {
    maxTopicsPerMessage: limits.maxTopicsPerMessage,
    maxTopicsPerSocket: limits.maxTopicsPerSocket,
    maxTopicLength: limits.maxTopicLength,
    maxBufferedBytes: limits.signalMaxBufferedBytes,
    maxJsonDepth: limits.maxJsonDepth,
    rate: {
      framesPerSecond: limits.signalFramesPerSecond,
      frameBurst: limits.signalFrameBurst,
      bytesPerSecond: limits.signalBytesPerSecond,
      byteBurst: limits.signalByteBurst,
    },
  }
}

/** Default limits. */
export const DEFAULT_SIGNALING_LIMITS: SignalingLimits = signalingLimits(DEFAULT_LIMITS)

/** A validated client frame. `publish` keeps the received text, which is what gets forwarded. */
export type SignalMessage =
  | { type: 'subscribe' | 'unsubscribe'; topics: string[] }
  | { type: 'publish'; topic: string; text: string }
  | { type: 'ping' }

/** Parse and validate one websocket frame; null means "drop it". Pure, so it is tested on its own. */
export function parseSignalMessage(
  raw: RawData | string,
  limits: Pick<SignalingLimits, 'maxTopicsPerMessage' | 'maxTopicLength' | 'maxJsonDepth'> = DEFAULT_SIGNALING_LIMITS,
): SignalMessage | null {
  const text = rawToText(raw)
  if (jsonDepthExceeds(text, limits.maxJsonDepth)) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const message = value as Record<string, unknown>
  const isTopic = (t: unknown): t is string =>
    typeof t === 'string' && t.length > 0 && t.length <= limits.maxTopicLength
  switch (message.type) {
    case 'subscribe':
    case 'unsubscribe': {
      const topics = message.topics ?? []
      if (!Array.isArray(topics) || topics.length > limits.maxTopicsPerMessage || !topics.every(isTopic)) return null
      return { type: message.type, topics }
    }
    case 'publish':
      return isTopic(message.topic) ? { type: 'publish', topic: message.topic, text } : null
    case 'ping':
      return { type: 'ping' }
    default:
      return null
  }
}

/**
 * A publish frame as forwarded: the received text with `,"clients":n` before its final `}`. The text
 * parsed as a JSON object with a type and topic, so it ends in `}` (and maybe whitespace) and is not `{}`.
 */
export function withClientCount(text: string, clients: number): string {
  const end = text.lastIndexOf('}')
  return `${text.slice(0, end)},"clients":${clients}}`
}

/** Live signaling state: which sockets hold which topics. */
export interface SignalingHub {
  /** Take over a freshly upgraded websocket; `address` names the client in log lines. */
  accept(socket: WebSocket, address?: string): void
  /** Number of topics (rooms) with at least one subscriber. */
  topicCount(): number
  /** Number of open signaling sockets. */
  socketCount(): number
  /** Stop the heartbeat and terminate every socket. */
  close(): void
}

/** Options of {@link createSignalingHub}. */
export interface SignalingHubOptions {
  heartbeatMs?: number
  limits?: Partial<SignalingLimits>
  /** Called for socket errors (e.g. oversized frames; the socket is already closing) and handler failures. */
  onError?: (error: Error, address: string) => void
  /** Called when a socket is closed for exceeding its rate. */
  onRateClose?: (address: string) => void
}

interface ClientState {
  topics: Set<string>
  alive: boolean
  rate: RateGuard
}

const OPEN = 1
/** Close code for a socket that broke the rate limit (RFC 6455: policy violation). */
export const RATE_CLOSE_CODE = 1008

/** Create the pub/sub hub. One per server; sockets are handed to it with `accept`. */
export function createSignalingHub(options: SignalingHubOptions = {}): SignalingHub {
  const limits: SignalingLimits = { ...DEFAULT_SIGNALING_LIMITS, ...options.limits }
  const topics = new Map<string, Set<WebSocket>>()
  const clients = new Map<WebSocket, ClientState>()

  const send = (socket: WebSocket, text: string): void => {
    if (socket.readyState !== OPEN) return
    // A peer that does not read its socket would otherwise make us buffer everything sent to it.
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.terminate()
      return
    }
    socket.send(text)
  }

  const leave = (socket: WebSocket, topic: string): void => {
    const subscribers = topics.get(topic)
    if (!subscribers) return
    subscribers.delete(socket)
    if (subscribers.size === 0) topics.delete(topic)
  }

  const onMessage = (socket: WebSocket, state: ClientState, raw: RawData, address: string): void => {
    state.alive = true
    // A socket we are closing may still deliver what was already in flight; none of it counts.
    if (socket.readyState !== OPEN) return
    const verdict = state.rate.take(rawByteLength(raw))
    if (verdict === 'close') {
      options.onRateClose?.(address)
      socket.close(RATE_CLOSE_CODE, 'rate limit')
      return
    }
    if (verdict === 'drop') return
    const message = parseSignalMessage(raw, limits)
    if (!message) return
    switch (message.type) {
      case 'subscribe': {
        const fresh = message.topics.filter((t) => !state.topics.has(t))
        if (state.topics.size + new Set(fresh).size > limits.maxTopicsPerSocket) return
        for (const topic of fresh) {
          let subscribers = topics.get(topic)
          if (!subscribers) topics.set(topic, (subscribers = new Set()))
          subscribers.add(socket)
          state.topics.add(topic)
        }
        return
      }
      case 'unsubscribe':
        for (const topic of message.topics) {
          leave(socket, topic)
          state.topics.delete(topic)
        }
        return
      case 'publish': {
        const receivers = topics.get(message.topic)
        if (!receivers) return
        // One text for every receiver, as with the reference server.
        const text = withClientCount(message.text, receivers.size)
        for (const receiver of [...receivers]) send(receiver, text)
        return
      }
      case 'ping':
        send(socket, '{"type":"pong"}')
    }
  }

  const heartbeat = setInterval(() => {
    for (const [socket, state] of clients) {
      if (!state.alive) {
        socket.terminate()
        continue
      }
      state.alive = false
      try {
        socket.ping()
      } catch {
        socket.terminate()
      }
    }
  }, options.heartbeatMs ?? 30_000)
  // The heartbeat alone must not keep a process alive.
  heartbeat.unref()

  return {
    accept(socket, address = 'unknown') {
      const state: ClientState = { topics: new Set(), alive: true, rate: new RateGuard(limits.rate) }
      clients.set(socket, state)
      socket.on('pong', () => (state.alive = true))
      socket.on('message', (raw) => {
        // Whatever goes wrong with one frame costs that socket only, never the process.
        try {
          onMessage(socket, state, raw, address)
        } catch (error) {
          options.onError?.(error instanceof Error ? error : new Error(String(error)), address)
          socket.terminate()
        }
      })
      // Without an error listener an oversized frame would throw and take the whole process down.
      socket.on('error', (error) => options.onError?.(error, address))
      socket.on('close', () => {
        for (const topic of state.topics) leave(socket, topic)
        state.topics.clear()
        clients.delete(socket)
      })
    },
    topicCount: () => topics.size,
    socketCount: () => clients.size,
    close() {
      clearInterval(heartbeat)
      for (const socket of clients.keys()) socket.terminate()
      clients.clear()
      topics.clear()
    },
  }
}
