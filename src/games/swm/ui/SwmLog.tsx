import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import type { RulesLogLine } from '../../../hooks/useRulesGame'
import { GameLogPanel, useGameLogWords, type GameLogWords } from '../../../ui/GameLogPanel'
import { logRows } from './logRows'
import { useSwmLang } from './useSwmLang'

/** Props of SwmLog. */
export interface SwmLogProps {
  state: SwmState
  log: readonly RulesLogLine[]
}

/**
 * The game log in the UI language (logRows.ts over logText.ts), newest at the bottom and followed as it grows, a
 * separator at each round ("Set-up" before the first).
 */
export function SwmLog({ state, log }: SwmLogProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  const rows = useMemo(() => logRows(log, state, lang, (reason) => t('log.refused', { reason })), [log, state, lang, t])
  const base = useGameLogWords('swm')
  const words: GameLogWords = useMemo(
    () => ({ ...base, turn: (number, name) => (number === 0 ? t('log.setup') : base.turn(number, name)) }),
    [base, t],
  )
  return (
    <div data-testid="swm-log" className="swm-log-wrap">
      <GameLogPanel rows={rows} words={words} game="swm-log" />
    </div>
  )
}

/** Props of Refusal. */
export interface RefusalProps {
  refusal: LocalizedText | null
}

/** The last refused action's reason, in red, until the next action. Nothing when none. */
export function Refusal({ refusal }: RefusalProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  if (!refusal) return null
  return (
    <p className="panel swm-refusal" role="alert" data-testid="swm-refusal">
      {t('refusal', { reason: refusal[lang] })}
    </p>
  )
}
