/**
 * Test helpers for the server tests: a websocket client that queues incoming JSON frames so a test can
 * await "the next frame" or "the socket closed" without racing the event loop.
 */
import WebSocket from 'ws'
import type { ClientOptions } from 'ws'

/** A connected websocket client with a frame queue. */
export interface TestSocket {
  ws: WebSocket
  /** Send a value as JSON (or a string as is). */
  send(value: unknown): void
  /** The next frame parsed as JSON; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>
  /** Resolves with no frame in `ms`, rejects if one arrives: proof that something was dropped. */
  silent(ms?: number): Promise<void>
  /** Resolves with the close code once the socket is closed. */
  closed(timeoutMs?: number): Promise<number>
}

/** Open a websocket to `url` and wait for it to be open. */
export async function connect(url: string, options?: ClientOptions): Promise<TestSocket> {
  const ws = new WebSocket(url, options)
  const queue: Record<string, unknown>[] = []
  const waiters: ((frame: Record<string, unknown>) => void)[] = []
  let closeCode: number | null = null
  const closeWaiters: ((code: number) => void)[] = []
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>
    const waiter = waiters.shift()
    if (waiter) waiter(frame)
    else queue.push(frame)
  })
  ws.on('close', (code) => {
    closeCode = code
    for (const waiter of closeWaiters.splice(0)) waiter(code)
  })
  ws.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    ws.once('error', reject)
  })

  const timeout = <T>(ms: number, what: string, register: (done: (v: T) => void) => void): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)
      register((v) => {
        clearTimeout(timer)
        resolve(v)
      })
    })

  return {
    ws,
    send: (value) => ws.send(typeof value === 'string' ? value : JSON.stringify(value)),
    next: (timeoutMs = 2000) => {
      const queued = queue.shift()
      if (queued) return Promise.resolve(queued)
      return timeout(timeoutMs, 'a frame', (done) => waiters.push(done))
    },
    silent: (ms = 150) =>
      new Promise<void>((resolve, reject) => {
        if (queue.length > 0) return reject(new Error(`unexpected frame ${JSON.stringify(queue[0])}`))
        const waiter = (frame: Record<string, unknown>): void =>
          reject(new Error(`unexpected ${JSON.stringify(frame)}`))
        waiters.push(waiter)
        setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1)
          resolve()
        }, ms)
      }),
    closed: (timeoutMs = 2000) =>
      closeCode !== null
        ? Promise.resolve(closeCode)
        : timeout(timeoutMs, 'close', (done: (code: number) => void) => closeWaiters.push(done)),
  }
}
