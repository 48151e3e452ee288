/**
 * Framing: splits one message into numbered frames small enough for any data channel, and puts
 * frames back together whatever order, duplication or gaps they arrive with.
 *
 * Frame layout (big-endian), 14 header bytes then the payload slice:
 *   0      u8   magic 0xB7 (not a frame of ours otherwise)
 *   1      u8   protocol version
 *   2..5   u32  message id (sender-chosen, distinct per message on one connection)
 *   6..9   u32  index of this frame, 0-based
 *   10..13 u32  total frames of the message (≥ 1; an empty message is one empty frame)
 *
 * We chunk ourselves rather than use PeerJS's `serialization: 'binary'`: PeerJS 1.5 does chunk (16,300-byte
 * pieces of a BinaryPack blob), but it only emits the message once complete (no progress), counts duplicate
 * chunks towards completion, and keeps half a message forever if the channel dies. We send with
 * `serialization: 'raw'` and handle all of that here.
 */
import { FRAME_PAYLOAD_BYTES, MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from './constants'

const MAGIC = 0xb7
/** Bytes before the payload in every frame. */
export const FRAME_HEADER_BYTES = 14

/** A decoded frame. `payload` is a view into the received bytes. */
export interface Frame {
  id: number
  index: number
  total: number
  payload: Uint8Array
}

/** Splits `message` into frames of at most `payloadBytes` payload each, all tagged with `id`. */
export function encodeFrames(id: number, message: Uint8Array, payloadBytes = FRAME_PAYLOAD_BYTES): Uint8Array[] {
  if (payloadBytes < 1) throw new RangeError('payloadBytes must be positive')
  const total = Math.max(1, Math.ceil(message.byteLength / payloadBytes))
  const frames: Uint8Array[] = []
  for (let index = 0; index < total; index++) {
    const slice = message.subarray(index * payloadBytes, (index + 1) * payloadBytes)
    const frame = new Uint8Array(FRAME_HEADER_BYTES + slice.byteLength)
    const view = new DataView(frame.buffer)
    view.setUint8(0, MAGIC)
    view.setUint8(1, PROTOCOL_VERSION)
    view.setUint32(2, id >>> 0)
    view.setUint32(6, index)
    view.setUint32(10, total)
    frame.set(slice, FRAME_HEADER_BYTES)
    frames.push(frame)
  }
  return frames
}

/** Reads a frame's header; null for anything that is not a well-formed frame of this protocol version. */
export function decodeFrame(bytes: Uint8Array): Frame | null {
  if (bytes.byteLength < FRAME_HEADER_BYTES) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint8(0) !== MAGIC || view.getUint8(1) !== PROTOCOL_VERSION) return null
  const id = view.getUint32(2)
  const index = view.getUint32(6)
  const total = view.getUint32(10)
  if (total < 1 || index >= total) return null
  return { id, index, total, payload: bytes.subarray(FRAME_HEADER_BYTES) }
}

/** What feeding one frame to a Reassembler did. */
export type AcceptResult =
  | { status: 'partial'; id: number; received: number; total: number; bytes: number }
  | { status: 'complete'; id: number; message: Uint8Array }
  | { status: 'duplicate'; id: number }
  | { status: 'invalid'; reason: string }

interface Pending {
  total: number
  parts: (Uint8Array | undefined)[]
  received: number
  bytes: number
}

/**
 * Collects frames per message id and yields each message exactly once, when every index has arrived.
 * Duplicates are ignored (the first copy wins), out-of-order frames are fine, and a frame that
 * contradicts earlier ones (different total, oversized) is reported invalid so the caller can drop the peer.
 */
export class Reassembler {
  private readonly pending = new Map<number, Pending>()
  private readonly done = new Set<number>()

  constructor(private readonly payloadBytes = FRAME_PAYLOAD_BYTES) {}

  /** Feeds one raw frame. */
  accept(bytes: Uint8Array): AcceptResult {
    const frame = decodeFrame(bytes)
    if (!frame) return { status: 'invalid', reason: 'not a frame' }
    const { id, index, total, payload } = frame
    if (this.done.has(id)) return { status: 'duplicate', id }
    if (total > Math.ceil(MAX_MESSAGE_BYTES / this.payloadBytes)) return { status: 'invalid', reason: 'too large' }
    if (payload.byteLength > this.payloadBytes) return { status: 'invalid', reason: 'frame too large' }
    let entry = this.pending.get(id)
    if (!entry) {
      entry = { total, parts: new Array<Uint8Array | undefined>(total), received: 0, bytes: 0 }
      this.pending.set(id, entry)
    }
    if (entry.total !== total) return { status: 'invalid', reason: 'total changed' }
    if (entry.parts[index]) return { status: 'duplicate', id }
    // Copy: the caller's buffer may be reused, and a view would pin the whole datagram.
    entry.parts[index] = payload.slice()
    entry.received++
    entry.bytes += payload.byteLength
    if (entry.received < total) {
      return { status: 'partial', id, received: entry.received, total, bytes: entry.bytes }
    }
    this.pending.delete(id)
    this.done.add(id)
    const message = new Uint8Array(entry.bytes)
    let offset = 0
    for (const part of entry.parts) {
      message.set(part as Uint8Array, offset)
      offset += (part as Uint8Array).byteLength
    }
    return { status: 'complete', id, message }
  }

  /** Indices still missing for message `id` (empty if unknown or complete). */
  missing(id: number): number[] {
    const entry = this.pending.get(id)
    if (!entry) return []
    const out: number[] = []
    for (let i = 0; i < entry.total; i++) if (!entry.parts[i]) out.push(i)
    return out
  }

  /** Drops every half-received message (e.g. when the connection closes), so nothing partial is ever used. */
  clear(): void {
    this.pending.clear()
  }
}
