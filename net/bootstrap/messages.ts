/**
 * Wire formats of the bootstrap, with strict parsing (anything malformed reads as null, never throws).
 *
 * Discovery (JSON, as the `data` of a signaling `publish` on topic `holotable-bootstrap/<code>`):
 *   { v: 1, kind: 'req', rid }          a joiner asks who can serve the room; rid = fresh random hex
 *   { v: 1, kind: 'ans', rid, box }     a member answers; box (base64) = seal(key, {peer, have, sv}, ctx(rid,'ans'))
 *                                       peer: its PeerJS id; have: how much of the document it holds (see `haveOf`);
 *                                       sv: its state vector, base64 (catchUp.ts). Members also publish such
 *                                       answers unasked, with a fresh rid, as periodic announcements.
 * The rid is in clear so a joiner can tell "someone answered me" from "nobody is here" even when it
 * cannot open the box: that difference is exactly what `wrong-password` means.
 *
 * Data connection (binary; each message is framed by frames.ts): [u8 kind][seal(key, body, ctx(rid, kind))]
 *   hello (joiner → source)  body = varBytes(joiner's state vector)
 *   state (source → joiner)  body = varBytes(update the joiner lacks) ‖ varBytes(source's state vector)
 *   back  (joiner → source)  body = varBytes(update the source lacks, e.g. the joiner's offline edits)
 *   ack   (source → joiner)  body = empty
 */
import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'
import { fromBase64, toBase64 } from 'lib0/buffer'
import { PROTOCOL_VERSION } from './constants'

/** A joiner's request for sources. */
export interface DiscoveryRequest {
  v: number
  kind: 'req'
  rid: string
}

/** A member's answer; `box` is base64 of a sealed `{ peer }`. */
export interface DiscoveryAnswer {
  v: number
  kind: 'ans'
  rid: string
  box: string
}

/** Either discovery message. */
export type DiscoveryMessage = DiscoveryRequest | DiscoveryAnswer

const RID_PATTERN = /^[0-9a-f]{32}$/
/**
 * Upper bound of an answer's base64 box. The state vector in it grows by ~10 bytes per Yjs client, and
 * every page load is a new client, so a long campaign can reach thousands; the signaling server takes 1 MiB.
 */
const MAX_BOX_CHARS = 256 * 1024

/** A fresh request id: 128 random bits as hex. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Builds a request. */
export function makeRequest(rid: string): DiscoveryRequest {
  return { v: PROTOCOL_VERSION, kind: 'req', rid }
}

/** Builds an answer from an already sealed box. */
export function makeAnswer(rid: string, box: Uint8Array): DiscoveryAnswer {
  return { v: PROTOCOL_VERSION, kind: 'ans', rid, box: toBase64(box) }
}

/** Validates anything that arrived on the topic; null if it is not one of our messages. */
export function parseDiscovery(data: unknown): DiscoveryMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const m = data as Record<string, unknown>
  if (m.v !== PROTOCOL_VERSION || typeof m.rid !== 'string' || !RID_PATTERN.test(m.rid)) return null
  if (m.kind === 'req') return { v: m.v, kind: 'req', rid: m.rid }
  if (m.kind === 'ans' && typeof m.box === 'string' && m.box.length < MAX_BOX_CHARS) {
    return { v: m.v, kind: 'ans', rid: m.rid, box: m.box }
  }
  return null
}

/** Decodes an answer's base64 box; null if it is not base64. */
export function answerBox(answer: DiscoveryAnswer): Uint8Array | null {
  try {
    return fromBase64(answer.box)
  } catch {
    return null
  }
}

/** What an answer tells the joiner: whom to dial, and how much document it would get there. */
export interface AnswerBody {
  peer: string
  /** Sum of the member's state-vector clocks: a cheap "how much of the room do I hold". */
  have: number
  /** The member's state vector (absent or empty when unknown). */
  sv?: Uint8Array
}

/** Plain content of an answer's box. */
export function encodeAnswerBody(body: AnswerBody): Uint8Array {
  const sv = body.sv ? toBase64(body.sv) : undefined
  return new TextEncoder().encode(JSON.stringify({ peer: body.peer, have: body.have, sv }))
}

/** Reads an opened answer box; null if it does not name a peer. */
export function decodeAnswerBody(plain: Uint8Array): AnswerBody | null {
  try {
    const body = JSON.parse(new TextDecoder().decode(plain)) as unknown
    if (typeof body === 'object' && body !== null) {
      const { peer, have, sv } = body as { peer?: unknown; have?: unknown; sv?: unknown }
      if (typeof peer === 'string' && peer.length > 0 && peer.length < 200) {
        return {
          peer,
          have: typeof have === 'number' && Number.isFinite(have) && have >= 0 ? have : 0,
          sv: typeof sv === 'string' ? fromBase64(sv) : undefined,
        }
      }
    }
  } catch {
    // fall through: not JSON
  }
  return null
}

/** Kinds of data-connection messages, in protocol order. */
export type DataKind = 'hello' | 'state' | 'back' | 'ack'
const KIND_CODES: Record<DataKind, number> = { hello: 1, state: 2, back: 3, ack: 4 }
const KIND_BY_CODE = new Map(Object.entries(KIND_CODES).map(([k, c]) => [c, k as DataKind]))

/** Prefixes a sealed box with its kind byte. */
export function wrapData(kind: DataKind, box: Uint8Array): Uint8Array {
  const out = new Uint8Array(1 + box.byteLength)
  out[0] = KIND_CODES[kind]
  out.set(box, 1)
  return out
}

/** Splits a received data message into kind and sealed box; null for an unknown kind. */
export function unwrapData(message: Uint8Array): { kind: DataKind; box: Uint8Array } | null {
  const kind = message.byteLength > 0 ? KIND_BY_CODE.get(message[0] as number) : undefined
  return kind ? { kind, box: message.subarray(1) } : null
}

/** Body of `state`: what the joiner lacks, and the source's state vector (so the joiner can answer with `back`). */
export interface StateBody {
  update: Uint8Array
  stateVector: Uint8Array
}

/** Encodes a single byte string (the body of `hello` and `back`). */
export function encodeBytesBody(bytes: Uint8Array): Uint8Array {
  const e = encoding.createEncoder()
  encoding.writeVarUint8Array(e, bytes)
  return encoding.toUint8Array(e)
}

/** Decodes the body of `hello` or `back`; null if malformed or trailing bytes remain. */
export function decodeBytesBody(body: Uint8Array): Uint8Array | null {
  try {
    const d = decoding.createDecoder(body)
    const bytes = decoding.readVarUint8Array(d)
    return decoding.hasContent(d) ? null : bytes
  } catch {
    return null
  }
}

/** Encodes the body of `state`. */
export function encodeStateBody({ update, stateVector }: StateBody): Uint8Array {
  const e = encoding.createEncoder()
  encoding.writeVarUint8Array(e, update)
  encoding.writeVarUint8Array(e, stateVector)
  return encoding.toUint8Array(e)
}

/** Decodes the body of `state`; null if malformed. */
export function decodeStateBody(body: Uint8Array): StateBody | null {
  try {
    const d = decoding.createDecoder(body)
    const update = decoding.readVarUint8Array(d)
    const stateVector = decoding.readVarUint8Array(d)
    return decoding.hasContent(d) ? null : { update, stateVector }
  } catch {
    return null
  }
}
