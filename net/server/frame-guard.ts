/**
 * Cheap checks applied to every websocket frame before anything parses or re-serialises it: a JSON
 * nesting-depth scan and a per-socket rate limit (token buckets on frames and on bytes).
 *
 * Why a depth scan: V8's JSON.parse copes with any depth, but JSON.stringify (and any recursive walk)
 * overflows the stack at a few thousand levels, and an 8 KB frame of brackets is enough for that.
 */

/**
 * True when the JSON text nests deeper than `maxDepth` arrays/objects. Brackets inside strings do not
 * count (the scan skips string contents, escapes included). Works on any text, JSON or not, in one pass.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: the next character is escaped, whatever it is
      else if (c === 0x22) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true
    } else if (c === 0x5d || c === 0x7d) {
      depth--
    }
  }
  return false
}

/** A token bucket: `perSecond` tokens flow in up to `burst`; it may go into debt (negative) by refusals. */
export class TokenBucket {
  private tokens: number
  private last: number

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst
    this.last = now()
  }

  /**
   * Refill for the time passed, then spend `cost` if there is enough. A refused cost is booked as debt
   * unless `bookDebt` is false.
   */
  take(cost: number, bookDebt = true): boolean {
    const now = this.now()
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond)
    this.last = now
    if (this.tokens >= cost) {
      this.tokens -= cost
      return true
    }
    // Debt: a sender that keeps sending while refused digs deeper instead of being let through by the refill.
    if (bookDebt) this.tokens -= cost
    return false
  }

  /** True once the debt is a whole burst deep: the sender kept exceeding the rate. */
  exhausted(): boolean {
    return this.tokens <= -this.burst
  }
}

/** Rates of one socket: frames and bytes per second, each with a burst. */
export interface RateLimit {
  framesPerSecond: number
  frameBurst: number
  bytesPerSecond: number
  byteBurst: number
}

/** What to do with a frame: handle it, drop it (over the rate), or close the socket (kept exceeding it). */
export type RateVerdict = 'ok' | 'drop' | 'close'

/** Per-socket rate limiter over frames and bytes. */
export class RateGuard {
  private readonly frames: TokenBucket
  private readonly bytes: TokenBucket

  constructor(limit: RateLimit, now?: () => number) {
    this.frames = new TokenBucket(limit.framesPerSecond, limit.frameBurst, now)
    this.bytes = new TokenBucket(limit.bytesPerSecond, limit.byteBurst, now)
  }

  /** Account one frame of `size` bytes. */
  take(size: number): RateVerdict {
    const frameOk = this.frames.take(1)
    // Only a frame the frame bucket let through spends bytes, so one refusal is not booked twice.
    const bytesOk = frameOk ? this.bytes.take(size) : true
    if (frameOk && bytesOk) return 'ok'
    return this.frames.exhausted() || this.bytes.exhausted() ? 'close' : 'drop'
  }
}

/** Byte length of a websocket message as `ws` hands it over (Buffer, Buffer[] or ArrayBuffer). */
export function rawByteLength(raw: Buffer | ArrayBuffer | Buffer[]): number {
  if (Array.isArray(raw)) return raw.reduce((sum, part) => sum + part.byteLength, 0)
  return raw.byteLength
}

/** A websocket message as text (UTF-8; ws has already validated text frames). */
export function rawToText(raw: Buffer | ArrayBuffer | Buffer[] | string): string {
  if (typeof raw === 'string') return raw
  if (Buffer.isBuffer(raw)) return raw.toString('utf8')
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8')
  return Buffer.from(raw).toString('utf8')
}
