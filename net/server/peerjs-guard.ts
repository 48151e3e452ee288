/**
 * A filter in front of the `peer` package: every PeerJS websocket is wrapped before `peer` sees it, so
 * each frame is rate-limited, depth-checked and validated first, and sends to it are capped.
 *
 * Why: `peer` JSON.parses each frame and JSON.stringifies it again towards the receiver; a 20,000-deep
 * payload overflows that stringify, and `peer` then closes the *receiver's* socket. It also queues messages
 * to ids that are not connected (for `expire_timeout`), without a size or count limit. Here a message must
 * be one of the types a PeerJS client sends, nested at most `maxJsonDepth`, and addressed to a connected
 * id; one to an unknown id is answered at once with the EXPIRE `peer` would send seconds later, and never
 * queued.
 */
import type { IncomingMessage } from 'node:http'
import type { RawData, WebSocket } from 'ws'
import { jsonDepthExceeds, RateGuard, rawByteLength, rawToText } from './frame-guard'
import type { RateLimit } from './frame-guard'
import type { Logger } from './log'

/** PeerJS's own id rule (peerjs `util.validateId`); every real client's id matches it. */
const PEER_ID = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/

/** Message types a PeerJS client sends to the server (EXPIRE, OPEN, ID-TAKEN, ERROR come from the server). */
const RELAYED = new Set(['OFFER', 'ANSWER', 'CANDIDATE', 'LEAVE'])

/** Close code for a socket that broke the rate limit (RFC 6455: policy violation). */
export const PEERJS_RATE_CLOSE_CODE = 1008

/** A valid PeerJS id no longer than `maxLength`. */
export function isPeerId(id: unknown, maxLength: number): id is string {
  return typeof id === 'string' && id.length <= maxLength && PEER_ID.test(id)
}

/**
 * Why the query of a PeerJS websocket URL is refused, or null if `peer` may judge it. Missing
 * parameters are left to `peer` (it answers with its own ERROR frame); a malformed id or an over-long
 * token is refused here, before `peer` keeps it as a map key.
 */
export function checkPeerJsQuery(url: string, maxIdLength: number): string | null {
  const params = new URL(url, 'http://x').searchParams
  const id = params.get('id')
  const token = params.get('token')
  if (id !== null && id !== '' && !isPeerId(id, maxIdLength)) return `bad id: ${id}`
  if (token !== null && token.length > maxIdLength) return 'token too long'
  return null
}

/** A frame `peer` may see, or why not. */
export type PeerJsVerdict = { ok: true; type: string; dst?: string } | { ok: false; why: string }

/** Validate one PeerJS client frame. Pure. */
export function checkPeerJsFrame(text: string, maxDepth: number, maxIdLength: number): PeerJsVerdict {
  if (jsonDepthExceeds(text, maxDepth)) return { ok: false, why: 'nested too deep' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, why: `not JSON: ${text}` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, why: 'not an object' }
  const { type, dst } = value as { type?: unknown; dst?: unknown }
  if (type === 'HEARTBEAT') return { ok: true, type }
  if (typeof type !== 'string' || !RELAYED.has(type)) return { ok: false, why: `unknown type ${String(type)}` }
  // LEAVE without dst makes `peer` forget the sender's own registration; every relayed type needs one.
  if (!isPeerId(dst, maxIdLength)) return { ok: false, why: `${type} with a bad dst` }
  return { ok: true, type, dst }
}

/** Options of {@link guardPeerJsSocket}. */
export interface PeerJsGuardOptions {
  maxJsonDepth: number
  maxIdLength: number
  /** Per-socket rate of frames and bytes. */
  rate: RateLimit
  /** A socket with more than this many bytes waiting to be sent is disconnected. */
  maxBufferedBytes: number
  /** Whether `id` is registered now (so a message to it would be delivered, not queued). */
  isConnected(id: string): boolean
  log: Logger
}

/**
 * Wrap a freshly upgraded PeerJS socket before `peer` attaches its listeners: frames reach `peer`'s
 * 'message' listeners only once they pass the checks, and sends beyond the buffer cap close the socket.
 */
export function guardPeerJsSocket(
  ws: WebSocket,
  req: IncomingMessage,
  address: string,
  options: PeerJsGuardOptions,
): void {
  const ownId = new URL(req.url ?? '/', 'http://x').searchParams.get('id') ?? ''
  const rate = new RateGuard(options.rate)
  const emit = ws.emit.bind(ws) as (event: string | symbol, ...args: unknown[]) => boolean
  const send = ws.send.bind(ws) as (data: unknown, ...rest: unknown[]) => void
  const who = `${address} (id ${ownId})`

  const admit = (raw: RawData): boolean => {
    if (ws.readyState !== ws.OPEN) return false
    const verdict = rate.take(rawByteLength(raw))
    if (verdict !== 'ok') {
      if (verdict === 'close') {
        options.log('peerjs: closing', who, 'for exceeding the frame rate')
        ws.close(PEERJS_RATE_CLOSE_CODE, 'rate limit')
      }
      return false
    }
    const check = checkPeerJsFrame(rawToText(raw), options.maxJsonDepth, options.maxIdLength)
    if (!check.ok) {
      options.log('peerjs: dropped a frame from', who, '-', check.why)
      return false
    }
    if (check.dst !== undefined && !options.isConnected(check.dst)) {
      // `peer` would queue it for `expire_timeout` and then answer EXPIRE; answer now and keep nothing.
      if (check.type !== 'LEAVE') ws.send(JSON.stringify({ type: 'EXPIRE', src: check.dst, dst: ownId }))
      return false
    }
    return true
  }

  // `ws` delivers frames by emitting 'message' on the socket; `peer`'s listener sees only admitted ones.
  ws.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
    if (event !== 'message') return emit(event, ...args)
    try {
      return admit(args[0] as RawData) ? emit(event, ...args) : false
    } catch (error) {
      // A failure in one frame (ours or `peer`'s) costs this socket only, never the process.
      options.log('peerjs: closing', who, 'after an error:', error)
      ws.terminate()
      return false
    }
  }) as WebSocket['emit']

  // `peer` sends to receivers without looking at their buffers; one that does not read is cut off.
  ws.send = ((data: unknown, ...rest: unknown[]): void => {
    if (ws.readyState !== ws.OPEN) return
    if (ws.bufferedAmount > options.maxBufferedBytes) {
      options.log('peerjs: cutting off', who, '- it does not read what is sent to it')
      ws.terminate()
      return
    }
    send(data, ...rest)
  }) as WebSocket['send']
}
