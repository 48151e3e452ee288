/**
 * The server's log: every line escapes what clients sent (control characters, newlines, ANSI escapes,
 * bidi overrides become visible `\xNN`/`\uNNNN` escapes), every part is capped in length, and lines
 * are rate-limited, so a client can neither forge log lines, drive the terminal, nor fill the disk.
 */
import { TokenBucket } from './frame-guard'

/** Where finished log lines go. */
export type LogSink = (line: string) => void

/** Logs its arguments as one escaped line (strings as they are, errors by message, others via String). */
export type Logger = (...parts: unknown[]) => void

/** Longest part of a log line, in UTF-16 code units before escaping; the rest is cut with a note. */
export const LOG_PART_MAX = 200

/**
 * C0 and C1 controls, DEL, line/paragraph separators, bidi controls, the backslash (so an escape in the
 * log always means we escaped something), and lone surrogates: characters that move the cursor, colour the
 * terminal, split a line, reorder text, or do not encode.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const UNSAFE = new RegExp(`${CONTROLS.source}|${LONE_SURROGATE.source}`, 'g')

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' }

/** `text` made safe for one log line: unsafe characters escaped (backslash too), cut to `max` characters. */
export function escapeForLog(text: string, max = LOG_PART_MAX): string {
  const cut = text.length > max ? text.slice(0, max) : text
  const escaped = cut.replace(UNSAFE, (c) => {
    const named = NAMED[c]
    if (named) return named
    const code = c.charCodeAt(0)
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
  return text.length > max ? `${escaped}…(+${text.length - max} chars)` : escaped
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** Receives each finished line. */
  sink: LogSink
  /** Lines per second let through on average. */
  linesPerSecond: number
  /** Lines let through at once before the rate applies. */
  lineBurst: number
}

/**
 * A logger that escapes every part and drops lines over the rate; the next line that gets through is
 * preceded by a count of those dropped.
 */
export function createLogger(options: LoggerOptions): Logger {
  const bucket = new TokenBucket(options.linesPerSecond, options.lineBurst)
  let dropped = 0
  return (...parts) => {
    // Refusals are not booked as debt: the log recovers at the steady rate.
    if (!bucket.take(1, false)) {
      dropped++
      return
    }
    if (dropped > 0) {
      options.sink(`(${dropped} log lines dropped: over ${options.linesPerSecond}/s)`)
      dropped = 0
    }
    options.sink(parts.map((part) => escapeForLog(part instanceof Error ? part.message : String(part))).join(' '))
  }
}
