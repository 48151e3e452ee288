/**
 * A sealed, framed message channel over any frame link (a PeerJS data connection in the app, an
 * in-memory pair in tests). One message = [kind][AES-GCM box], split into frames; the receiver
 * reassembles, checks the kind it expects and opens the box. Nothing reaches the caller unless the
 * whole message arrived and authenticated, so a dropped or tampered transfer can never be half-applied.
 */
import { boxContext, open, seal, type BootstrapKey } from './crypto'
import { encodeFrames, Reassembler } from './frames'
import type { DataKind } from './messages'
import { unwrapData, wrapData } from './messages'

/** The minimum a transport must offer: ordered or not, reliable or not, we cope. */
export interface FrameLink {
  send(frame: Uint8Array): void
  onFrame(listener: (frame: Uint8Array) => void): void
  onClose(listener: () => void): void
  close(): void
}

/** Why a transfer stopped. `auth`: the other side does not hold our key. */
export type ChannelFailure = 'closed' | 'stalled' | 'invalid' | 'auth'

/** Thrown by `SealedChannel.next` when the expected message cannot be had. */
export class ChannelError extends Error {
  constructor(readonly failure: ChannelFailure) {
    super(`bootstrap channel: ${failure}`)
    this.name = 'ChannelError'
  }
}

/** Options of one `next` call. */
export interface NextOptions {
  /** Give up after this long without a single new frame. */
  stallMs: number
  /** Fraction of the message received so far, 0..1, called as frames arrive. */
  onProgress?: (fraction: number) => void
}

interface Waiter {
  kind: DataKind
  options: NextOptions
  resolve(body: Uint8Array): void
  reject(error: ChannelError): void
  timer: ReturnType<typeof setTimeout> | undefined
  /** Set while a message is being opened, so a second one waits its turn in `arrived`. */
  busy: boolean
}

/** Sequential request/response messaging, sealed with the room key and bound to one request id. */
export class SealedChannel {
  private readonly reassembler = new Reassembler()
  private readonly arrived: Uint8Array[] = []
  private waiter: Waiter | null = null
  private failure: ChannelFailure | null = null
  private nextId = 1
  private markClosed: () => void = () => {}
  /** Settles once the channel has failed or closed, for whatever reason. */
  readonly closed = new Promise<void>((resolve) => (this.markClosed = resolve))
  /** Bytes of frames received, for the result's byte count. */
  receivedBytes = 0

  constructor(
    private readonly link: FrameLink,
    private readonly key: BootstrapKey,
    private readonly rid: string,
  ) {
    link.onFrame((frame) => this.onFrame(frame))
    link.onClose(() => this.fail('closed'))
  }

  /** Seals and sends one message. Throws ChannelError('closed') if the link is already gone. */
  async send(kind: DataKind, body: Uint8Array): Promise<void> {
    if (this.failure) throw new ChannelError(this.failure)
    const box = await seal(this.key, body, boxContext(this.rid, kind))
    for (const frame of encodeFrames(this.nextId++, wrapData(kind, box))) this.link.send(frame)
  }

  /** Waits for the next complete message, which must be of `kind`, and returns its opened body. */
  next(kind: DataKind, options: NextOptions): Promise<Uint8Array> {
    if (this.waiter) return Promise.reject(new Error('one next() at a time'))
    if (this.failure) return Promise.reject(new ChannelError(this.failure))
    return new Promise<Uint8Array>((resolve, reject) => {
      this.waiter = { kind, options, resolve, reject, timer: undefined, busy: false }
      this.armStallTimer()
      const queued = this.arrived.shift()
      if (queued) void this.deliver(queued)
    })
  }

  /** Closes the link; a pending `next` fails with 'closed'. */
  close(): void {
    this.fail('closed')
    this.link.close()
  }

  private onFrame(frame: Uint8Array): void {
    if (this.failure) return
    this.receivedBytes += frame.byteLength
    const result = this.reassembler.accept(frame)
    if (result.status === 'invalid') return this.fail('invalid')
    if (result.status === 'duplicate') return
    this.armStallTimer()
    if (result.status === 'partial') {
      this.waiter?.options.onProgress?.(result.received / result.total)
      return
    }
    if (this.waiter && !this.waiter.busy) void this.deliver(result.message)
    else this.arrived.push(result.message)
  }

  private async deliver(message: Uint8Array): Promise<void> {
    const waiter = this.waiter
    if (!waiter) return
    waiter.busy = true
    const data = unwrapData(message)
    if (!data || data.kind !== waiter.kind) return this.fail('invalid')
    const body = await open(this.key, data.box, boxContext(this.rid, data.kind))
    if (this.waiter !== waiter) return // failed (closed) while decrypting
    if (!body) return this.fail('auth')
    this.waiter = null
    clearTimeout(waiter.timer)
    waiter.options.onProgress?.(1)
    waiter.resolve(body)
  }

  private armStallTimer(): void {
    const waiter = this.waiter
    if (!waiter) return
    clearTimeout(waiter.timer)
    waiter.timer = setTimeout(() => this.fail('stalled'), waiter.options.stallMs)
  }

  private fail(failure: ChannelFailure): void {
    if (this.failure) return
    this.failure = failure
    this.markClosed()
    this.reassembler.clear()
    this.arrived.length = 0
    const waiter = this.waiter
    this.waiter = null
    if (waiter) {
      clearTimeout(waiter.timer)
      waiter.reject(new ChannelError(failure))
    }
    if (failure !== 'closed') this.link.close()
  }
}
