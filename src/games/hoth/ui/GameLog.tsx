import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import { GameLogPanel } from '../../../ui/GameLogPanel'
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
  const { t } = useTranslation('hoth')
  const lang = useHothLang()
  const rows = useMemo(() => logRows(log, view, names, lang), [log, view, names, lang])
  const words = useMemo(
    () => ({
      title: t('log.title'),
      collapse: t('log.collapse'),
      expand: t('log.expand'),
      empty: t('log.empty'),
      turn: (number: number, name: string) => t('log.turn', { number, name }),
    }),
    [t],
  )
  return <GameLogPanel rows={rows} words={words} game="hoth-log" collapsed={collapsed} />
}
