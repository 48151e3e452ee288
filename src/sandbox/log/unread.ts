/** The folded table log's badge: how many lines by other players arrived since the reader last looked. */
import type { SeatId } from '../../../engine/core/types'
import type { SandboxLogLine } from './logLines'

/**
 * Lines not in `seen` (keys present when the panel was last opened or folded), leaving out the reader's own
 * lines and small moves (sliding piles, nudging cards) that are not worth a badge.
 */
export function unreadCount(
  lines: readonly SandboxLogLine[],
  seen: ReadonlySet<string>,
  mySeats: readonly SeatId[],
): number {
  return lines.filter((l) => !l.minor && !seen.has(l.key) && !mySeats.includes(l.seat)).length
}
