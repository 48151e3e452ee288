/**
 * The table log as lines to show, from a log folder's entries and steps: one line per event, one per refused
 * entry (a lost race, or an action no honest page would send), the same on every peer. Walking the whole log
 * keeps pile names (from 'pile-added') and publicly seen cards (from events that carry `card`) current, so a
 * later line can name them; runs of the same small move by one player collapse into one line with a count.
 */
import type { FoldStep } from '../../../engine/core/fold'
import type { SeatId } from '../../../engine/core/types'
import { describeRefusal, describeTabletopEvent, type TabletopLogContext, type TabletopLogLine } from './describe'

/** What logLines needs of a log entry (a net `LogEntry` fits). */
export interface LogEntryRef {
  seat: SeatId
  /** Position in the seat's own chain: with the seat, a key that survives re-ordering. */
  n: number
  type: string
}

/** One line of the table log panel. */
export interface SandboxLogLine extends TabletopLogLine {
  /** Stable across re-folds: the entry's seat and position, and the event's index. */
  key: string
  /** The event type, or 'action-refused'. */
  type: string
  /** How many identical small moves this line stands for (1 for most lines). */
  repeat: number
}

/** How many of the newest entries get lines by default (the walk still reads all of them for names). */
export const DEFAULT_LOG_LIMIT = 400

/** The context of logLines: the walk fills in the public cards itself. */
export type LogLinesContext = Omit<TabletopLogContext, 'publicCards'> & {
  /** The seats that did not answer the roll `entries[i]` (a LogFolder's `rollAt(i)?.missing`), to name them. */
  rollMissing?(index: number): readonly SeatId[]
}

/** Adds `line`, or folds it into the previous line when both are the same small move by the same player. */
function push(lines: SandboxLogLine[], line: SandboxLogLine): void {
  const last = lines[lines.length - 1]
  if (last && line.minor && last.minor && last.seat === line.seat && last.text === line.text) {
    lines[lines.length - 1] = { ...line, repeat: last.repeat + 1 }
  } else lines.push(line)
}

/**
 * The lines for `steps` (one per entry of `entries`, as a LogFolder gives them), oldest first, in `ctx.lang`;
 * only the newest `limit` entries get lines.
 */
export function logLines(
  steps: readonly FoldStep[],
  entries: readonly LogEntryRef[],
  ctx: LogLinesContext,
  limit = DEFAULT_LOG_LIMIT,
): SandboxLogLine[] {
  const piles: Record<string, string> = { ...ctx.piles }
  const publicCards: Record<string, string> = {}
  const live: TabletopLogContext = { ...ctx, piles, publicCards }
  const lines: SandboxLogLine[] = []
  const from = Math.max(0, steps.length - limit)
  steps.forEach((step, i) => {
    const entry = entries[i]
    if (!entry) return
    const key = `${entry.seat}/${entry.n}`
    if (!step.ok) {
      if (i >= from)
        push(lines, {
          key,
          type: 'action-refused',
          repeat: 1,
          ...describeRefusal(entry.seat, entry.type, step.error, live, ctx.rollMissing?.(i)),
        })
      return
    }
    step.events.forEach((event, j) => {
      const data = event.data !== null && typeof event.data === 'object' && !Array.isArray(event.data) ? event.data : {}
      if (event.type === 'pile-added' && typeof data.pile === 'string' && typeof data.name === 'string') {
        piles[data.pile] = data.name
      }
      // Only an identity the engine published (everyone may see it) is remembered; a shuffle gives new slots.
      if (typeof data.slot === 'string' && typeof data.card === 'string') publicCards[data.slot] = data.card
      if (i < from) return
      const line = describeTabletopEvent(event, live)
      if (line) push(lines, { key: `${key}.${j}`, type: event.type, repeat: 1, ...line })
    })
  })
  return lines
}
