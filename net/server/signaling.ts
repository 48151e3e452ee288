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
 * The server never reads `rest` (y-webrtc puts its possibly encrypted `data` there). Differences from the
 * reference server, all invisible to a well-behaved client:
 * - a frame that is not JSON, not an object, has an unknown type, non-string or over-long topics, or too
 *   many topics is dropped whole and the socket stays open (the reference throws on bad JSON);
 * - a frame over the websocket's maxPayload closes that socket only (ws does it, code 1009);
 * - a socket may hold at most `maxTopicsPerSocket` topics; a subscribe past that is dropped;
 * - a receiver whose send buffer is over `maxBufferedBytes` is cut off instead of buffering without end;
 * - dead sockets are found with websocket-level ping/pong every `heartbeatMs` (terminated when a ping
 *   goes unanswered for a whole period).
 */
import type { RawData, WebSocket } from 'ws'

/** Limits applied to every client; defaults suit a tabletop (a client holds one or two rooms). */
export interface SignalingLimits {
  maxTopicsPerMessage: number
  maxTopicsPerSocket: number
  maxTopicLength: number
  /** A receiver with more than this many bytes waiting to be sent is disconnected. */
  maxBufferedBytes: number
}

/** Default limits. */
export const DEFAULT_SIGNALING_LIMITS: SignalingLimits = {
  maxTopicsPerMessage: 64,
  maxTopicsPerSocket: 256,
  maxTopicLength: 512,
  maxBufferedBytes: 16 * 1024 * 1024,
}

/** A validated client frame. `publish` keeps the whole original object so it can be forwarded as is. */
export type SignalMessage =
  | { type: 'subscribe' | 'unsubscribe'; topics: string[] }
  | { type: 'publish'; topic: string; message: Record<string, unknown> }
  | { type: 'ping' }

/** Parse and validate one websocket frame; null means "drop it". Pure, so it is tested on its own. */
export function parseSignalMessage(
  raw: RawData | string,
  limits: SignalingLimits = DEFAULT_SIGNALING_LIMITS,
): SignalMessage | null {
  let value: unknown
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : rawToString(raw))
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
      return isTopic(message.topic) ? { type: 'publish', topic: message.topic, message } : null
    case 'ping':
      return { type: 'ping' }
    default:
      return null
  }
}

function rawToString(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8')
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8')
  return Buffer.from(raw).toString('utf8')
}

/** Live signaling state: which sockets hold which topics. */
export interface SignalingHub {
  /** Take over a freshly upgraded websocket. */
  accept(socket: WebSocket): void
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
  /** Called for socket errors (e.g. oversized frames); the socket is already closing. */
  onError?: (error: Error) => void
}

interface ClientState {
  topics: Set<string>
  alive: boolean
}

/** Create the pub/sub hub. One per server; sockets are handed to it with `accept`. */
export function createSignalingHub(options: SignalingHubOptions = {}): SignalingHub {
  const limits = { ...DEFAULT_SIGNALING_LIMITS, ...options.limits }
  const topics = new Map<string, Set<WebSocket>>()
  const clients = new Map<WebSocket, ClientState>()
  const OPEN = 1

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

  const onMessage = (socket: WebSocket, state: ClientState, raw: RawData): void => {
    state.alive = true
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
        // Serialise once; every receiver gets the same frame, as with the reference server.
        const text = JSON.stringify({ ...message.message, clients: receivers.size })
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
    accept(socket) {
      const state: ClientState = { topics: new Set(), alive: true }
      clients.set(socket, state)
      socket.on('pong', () => (state.alive = true))
      socket.on('message', (raw) => onMessage(socket, state, raw))
      // Without an error listener an oversized frame would throw and take the whole process down.
      socket.on('error', (error) => options.onError?.(error))
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
