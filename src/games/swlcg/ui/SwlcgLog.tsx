import { useMemo, useState } from 'react'
import type { SeatId } from '../../../../engine/core/types'
import { sideOfPlayer } from '../../../../engine/games/swlcg'
import type { Side, SwlcgView } from '../../../../engine/games/swlcg'
import type { RulesLogLine } from '../../../hooks/useRulesGame'
import type { Language } from '../../../lib/language'
import { GameLogPanel, useGameLogWords } from '../../../ui/GameLogPanel'
import type { GameLogRow } from '../../../ui/GameLogPanel'
import { sideName } from './cardNames'
import { swlcgLogText } from './logText'

/** Props of SwlcgLog. */
export interface SwlcgLogProps {
  view: SwlcgView
  names: Readonly<Record<SeatId, string>>
  log: readonly RulesLogLine[]
  lang: Language
}

/** The rows of the log: a separator at each turn (its number and whose it is), then one sentence per event. */
export function swlcgLogRows(
  log: readonly RulesLogLine[],
  view: SwlcgView,
  names: Readonly<Record<SeatId, string>>,
  lang: Language,
): GameLogRow[] {
  const rows: GameLogRow[] = []
  let turn: number | null = null
  for (const line of log) {
    const text = swlcgLogText(line, { lang, view, names })
    if (text === null) continue
    if (line.turn !== turn) {
      turn = line.turn
      // Turn 1 is the Dark Side's; the sides alternate (in 2v2 a team's turn, named by both players).
      const side: Side = turn % 2 === 1 ? 'dark' : 'light'
      const team = view.players.filter((p) => sideOfPlayer(p) === side)
      const named = team.map((p) => names[view.seats[p] ?? ''])
      rows.push({
        kind: 'turn',
        key: `turn-${turn}-${line.key}`,
        number: turn,
        name: named.every(Boolean) ? named.join(' & ') : sideName(side, lang),
      })
    }
    rows.push({ kind: 'event', key: line.key, type: line.event.type, text })
  }
  return rows
}

/** Whether the window is about as large as the 2v2 table is laid out for (1280 × 800). */
const roomy = () => window.matchMedia?.('(min-width: 1200px) and (min-height: 720px)').matches ?? true

/** The match log in the UI language (logText.ts), newest at the bottom. */
export function SwlcgLog({ view, names, log, lang }: SwlcgLogProps) {
  const rows = useMemo(() => swlcgLogRows(log, view, names, lang), [log, view, names, lang])
  const words = useGameLogWords('swlcg')
  // 2v2: open from the start in a window the table is laid out for, where the log lies over the teammate's area and
  // never the player's own (swlcg-table.css); folded in a smaller one, where it would cover the hand and the table.
  const [folded] = useState(() => view.players.length === 4 && !roomy())
  return <GameLogPanel rows={rows} words={words} game="swlcg-log" collapsed={folded} />
}
