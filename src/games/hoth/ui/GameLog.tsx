import { useMemo } from 'react'
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import { GameLogPanel, useGameLogWords } from '../../../ui/GameLogPanel'
import type { HothLogLine } from '../contract'
import { logRows } from './logRows'
import { useHothLang } from './useHothLang'

/** Props of GameLog. */
export interface GameLogProps {
  view: HothView
  names: Readonly<Record<SeatId, string>>
  log: readonly HothLogLine[]
  /** Start collapsed (default: open). */
  collapsed?: boolean
}

/** The battle log: every event as a sentence in the UI language (see logText.ts), a separator at each turn. */
export function GameLog({ view, names, log, collapsed = false }: GameLogProps) {
  const lang = useHothLang()
  const rows = useMemo(() => logRows(log, view, names, lang), [log, view, names, lang])
  const words = useGameLogWords('hoth')
  return <GameLogPanel rows={rows} words={words} game="hoth-log" collapsed={collapsed} />
}
