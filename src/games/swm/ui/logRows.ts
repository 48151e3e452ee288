/**
 * The skirmish log as rows for the shared log panel (src/ui/GameLogPanel.tsx): the events of each applied entry as
 * the sentences of ./logText.ts (an attack roll and its hit as one line), a separator where a round starts (round 0:
 * the set-up before the first), and a refused action as its reason. Pure.
 */
import type { EngineEvent, SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import type { RulesLogLine } from '../../../hooks/useRulesGame'
import type { Language } from '../../../lib/language'
import type { GameLogRow } from '../../../ui/GameLogPanel'
import { swmEntryLines } from './logText'
import { asData } from './logWords'

/** Events of one entry up to a round's start (or the entry's end). */
interface Chunk {
  key: string
  seat: SeatId
  events: EngineEvent[]
  /** The round this chunk starts, when it begins with 'round-started'. */
  round: number | null
}

/** The entry a log line belongs to (its key is "<entry>.<event>" or "<entry>.x"). */
const entryOf = (line: RulesLogLine) => line.key.split('.')[0] ?? line.key

/** The log cut into chunks: one per entry, cut again before each 'round-started'. */
function chunks(log: readonly RulesLogLine[]): Chunk[] {
  const out: Chunk[] = []
  let last: string | null = null
  for (const line of log) {
    const entry = entryOf(line)
    const starts = line.event.type === 'round-started'
    if (entry !== last || starts || out.length === 0) {
      const round = starts ? asData(line.event.data).round : null
      out.push({ key: line.key, seat: line.seat, events: [], round: typeof round === 'number' ? round : null })
      last = entry
    }
    out[out.length - 1]!.events.push(line.event)
  }
  return out
}

/** A refused action's reason in `lang`, or null. */
function refusedReason(event: EngineEvent, lang: Language): string | null {
  const reason = asData(asData(event.data).reason)[lang]
  return typeof reason === 'string' ? reason : null
}

/**
 * The rows for `log`, oldest first, in `lang`; `refused` words a refused action's reason ("Refused: …"). Names come
 * from `state` (any state of the game: figures keep their ids).
 */
export function logRows(
  log: readonly RulesLogLine[],
  state: SwmState,
  lang: Language,
  refused: (reason: string) => string,
): GameLogRow[] {
  const rows: GameLogRow[] = []
  for (const chunk of chunks(log)) {
    if (chunk.round !== null || rows.length === 0) {
      const number = chunk.round ?? 0
      rows.push({ kind: 'turn', key: `round-${number}-${chunk.key}`, number, name: '' })
    }
    const first = chunk.events[0]
    if (first?.type === 'action-refused') {
      const reason = refusedReason(first, lang)
      if (reason !== null) rows.push({ kind: 'event', key: chunk.key, type: first.type, text: refused(reason) })
      continue
    }
    const ctx = { lang, state }
    const events = chunk.events
    for (let i = 0; i < events.length; i++) {
      // An attack roll and the hit after it read as one line (logText.ts), coloured as the hit.
      const pair = events[i]!.type === 'attack-rolled' && events[i + 1]?.type === 'hit'
      const slice = events.slice(i, pair ? i + 2 : i + 1)
      const type = slice[slice.length - 1]!.type
      swmEntryLines({ seat: chunk.seat, action: { type }, events: slice }, ctx).forEach((text, j) =>
        rows.push({ kind: 'event', key: `${chunk.key}-${i}-${j}`, type, text }),
      )
      if (pair) i++
    }
  }
  return rows
}
