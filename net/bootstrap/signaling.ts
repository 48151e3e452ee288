/**
 * A minimal pub/sub client for our signaling server, speaking y-webrtc's signaling protocol
 * (JSON over websocket: `subscribe {topics}`, `publish {topic, data}`, `ping` → `pong`).
 *
 * It keeps its own websocket rather than reusing y-webrtc's, whose connections are private to that
 * module and only exist once a provider does, and the bootstrap runs before the provider.
 * With several signaling URLs a message is published to all and may arrive more than once;
 * callers deduplicate.
 */

/** Publish/subscribe on one topic. */
export interface PubSub {
  /** Sends `data` on the topic over every open connection (dropped where none is open). */
  publish(data: unknown): void
  /** Called with the `data` of every message on the topic, our own included. */
  onMessage(listener: (data: unknown) => void): void
  /** Called each time a connection opens and has subscribed (so callers can (re)publish). */
  onConnect(listener: () => void): void
  /** Closes every connection and stops reconnecting. */
  close(): void
}

const RECONNECT_MIN_MS = 300
const RECONNECT_MAX_MS = 3000
/** Application-level keepalive, as y-webrtc clients send it; servers close silent sockets after 30 s. */
const PING_MS = 15_000

/** Connects to every URL, subscribes to `topic`, and reconnects with backoff until `close()`. */
export function connectPubSub(urls: string[], topic: string): PubSub {
  const messageListeners: ((data: unknown) => void)[] = []
  const connectListeners: (() => void)[] = []
  /** Every live socket, connecting or open. */
  const sockets = new Set<WebSocket>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let closed = false

  const connect = (url: string, attempt: number) => {
    if (closed) return
    let ws: WebSocket
    try {
      ws = new WebSocket(url)
    } catch {
      return retry(url, attempt)
    }
    sockets.add(ws)
    let opened = false
    let ping: ReturnType<typeof setInterval> | undefined
    ws.onopen = () => {
      opened = true
      ws.send(JSON.stringify({ type: 'subscribe', topics: [topic] }))
      // The socket may be closing when the timer fires (close() below, or the server going away).
      ping = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' }))
      }, PING_MS)
      for (const listener of connectListeners) listener()
    }
    ws.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return
      let message: unknown
      try {
        message = JSON.parse(event.data)
      } catch {
        return
      }
      const m = message as { type?: unknown; topic?: unknown; data?: unknown }
      if (m && m.type === 'publish' && m.topic === topic) for (const listener of messageListeners) listener(m.data)
    }
    ws.onclose = () => {
      clearInterval(ping)
      sockets.delete(ws)
      retry(url, opened ? 0 : attempt + 1)
    }
    // An error is always followed by close, which does the bookkeeping.
    ws.onerror = () => {}
  }

  const retry = (url: string, attempt: number) => {
    if (closed) return
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt)
    const timer = setTimeout(() => {
      timers.delete(timer)
      connect(url, attempt)
    }, delay)
    timers.add(timer)
  }

  for (const url of urls) connect(url, 0)

  return {
    publish(data) {
      const text = JSON.stringify({ type: 'publish', topic, data })
      for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(text)
    },
    onMessage(listener) {
      messageListeners.push(listener)
    },
    onConnect(listener) {
      connectListeners.push(listener)
    },
    close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      // A socket still connecting is closed once it opens: closing it now makes the browser warn.
      for (const ws of sockets) {
        if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close()
        else ws.close()
      }
      sockets.clear()
    },
  }
}
