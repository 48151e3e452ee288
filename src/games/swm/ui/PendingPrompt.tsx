import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { answerButtons } from './answers'
import { pendingPrompt } from './promptText'
import { useSwmLang } from './useSwmLang'

/** Props of PendingPrompt. */
export interface PendingPromptProps {
  state: SwmState
  seat: SeatId | null
  names: Readonly<Record<SeatId, string>>
  legal: readonly SwmAction[]
  dispatch(action: SwmAction): void
}

/**
 * The choice the game waits for (the top of `state.pending`), at the bottom centre: this seat's question with one
 * button per legal answer, or, when another seat answers, "Waiting for … to answer" with a spinner. Nothing when
 * nothing waits.
 */
export function PendingPrompt({ state, seat, names, legal, dispatch }: PendingPromptProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  const prompt = pendingPrompt(state, seat, names, lang)
  if (!prompt) return null
  const answers = prompt.mine ? answerButtons(state, seat, legal, lang) : []
  return (
    <section
      className={`panel swm-prompt ${prompt.mine ? 'is-mine' : 'is-waiting'}`}
      role="status"
      aria-live="polite"
      data-testid="swm-prompt"
    >
      <p className="swm-prompt-text">
        {prompt.mine ? null : <span className="spinner" aria-hidden="true" />}
        <span className="eyebrow">{t(prompt.mine ? 'prompt.mine' : 'prompt.other')}</span>
        <span>{t(prompt.words.key, prompt.words.values)}</span>
      </p>
      {answers.length > 0 ? (
        <div className="swm-answers" role="group">
          {answers.map((a, i) => (
            <button
              key={`${a.testId}-${i}`}
              type="button"
              className={`btn btn-sm${i === 0 ? ' btn-primary' : ''}`}
              data-testid={a.testId}
              onClick={() => dispatch(a.action)}
            >
              {t(a.words.key, a.words.values)}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
