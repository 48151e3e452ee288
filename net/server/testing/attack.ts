/**
 * Helpers for the tests that play a hostile client (hostile.test.ts, fuzz.test.ts): the attacker's
 * address, frames that once hurt the server, and PeerJS sockets.
 *
 * The attacker connects from 127.0.0.2 and honest clients from 127.0.0.1: Linux routes all of 127/8 to
 * the loopback interface, so the server sees two addresses and per-address limits can tell them apart.
 */
import { request } from 'node:http'
import { connect } from './ws-client'
import type { TestSocket } from './ws-client'

/** The loopback address attackers connect from. */
export const ATTACKER = '127.0.0.2'

/** A raw C0/C1 control character or DEL: what no log line may contain. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** `depth` nested arrays as JSON text: `[[[…]]]`. */
export function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth)
}

/** The websocket URL of a PeerJS client with `id` (key `peerjs`, as the app's PeerJS client uses). */
export function peerJsUrl(httpBase: string, id: string, token = 'tok'): string {
  const query = new URLSearchParams({ key: 'peerjs', id, token })
  return `${httpBase.replace('http', 'ws')}/peerjs/peerjs?${query.toString()}`
}

/** Register PeerJS `id` and wait for the server's OPEN. */
export async function openPeerJs(httpBase: string, id: string, localAddress?: string): Promise<TestSocket> {
  const socket = await connect(peerJsUrl(httpBase, id), { localAddress })
  const first = await socket.next()
  if (first.type !== 'OPEN') throw new Error(`PeerJS id ${id} not opened: ${JSON.stringify(first)}`)
  return socket
}

/** A raw HTTP request (the path sent as typed); resolves with the status, or 0 if the connection failed. */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; body?: string | Buffer; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        headers: options.headers,
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      },
    )
    req.on('error', () => resolve(0))
    req.end(options.body)
  })
}

/** Polls `check` every 20 ms until it holds; throws after `timeoutMs` (a bound, never a measurement). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    if (await check()) return
  }
  throw new Error(`timed out waiting for ${what}`)
}
