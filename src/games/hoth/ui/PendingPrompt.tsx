import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import { pendingPrompt } from './phase'
import { useHothLang } from './useHothLang'

/** Props of PendingPrompt. */
export interface PendingPromptProps {
  view: HothView
  seat: SeatId | null
  names: Readonly<Record<SeatId, string>>
}

/**
 * A banner while a choice waits: highlighted with the question when this seat must answer ("Choose a hex to
 * retreat Echo Base troopers to"), quiet with a spinner when the table waits for someone else ("Waiting for
 * Béla to choose a retreat hex …"). A take-back request reads the same way: the other side is asked to allow it
 * (the answers are step buttons), the asker waits for their agreement. Nothing when nothing waits.
 */
export function PendingPrompt({ view, seat, names }: PendingPromptProps) {
  const { t } = useTranslation('hoth')
  const lang = useHothLang()
  const prompt = pendingPrompt(view, seat, names, lang)
  if (!prompt) return null
  return (
    <div className={`panel hoth-prompt ${prompt.mine ? 'is-mine' : 'is-waiting'}`} role="status" aria-live="polite">
      {prompt.mine ? null : <span className="spinner" aria-hidden="true" />}
      <span className="eyebrow">{t(prompt.mine ? 'pending.mine' : 'pending.other')}</span>
      <span className="hoth-prompt-text">{t(prompt.key, prompt.values)}</span>
    </div>
  )
}
