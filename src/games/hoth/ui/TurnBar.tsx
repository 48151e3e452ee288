import { useTranslation } from 'react-i18next'
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import type { HothAction, HothView } from '../../../../engine/games/hoth'
import { legalButtons } from './buttons'
import { MedalTally } from './MedalTally'
import { seatName } from './names'
import { turnExpectation } from './phase'
import { PlayedCard } from './PlayedCard'
import { StepButtons } from './StepButtons'
import { useHothLang } from './useHothLang'

/** Props of TurnBar. */
export interface TurnBarProps {
  view: HothView
  seat: SeatId | null
  names: Readonly<Record<SeatId, string>>
  legal: readonly HothAction[]
  dispatch(action: HothAction): void
  /** The last refused action's reason, shown as a short red line. */
  refusal: LocalizedText | null
  /** Esc: clear the board selection. */
  onDeselect?(): void
}

/**
 * The bar at the top of the battle: whose turn it is (name and side colour), the phase and what it expects in
 * words, the played card, both sides' medals against their targets, the step buttons from `legal` and the last
 * refusal. Its title lists the keys: Enter = the main step, U = undo, Esc = clear the selection.
 */
export function TurnBar({ view, seat, names, legal, dispatch, refusal, onDeselect }: TurnBarProps) {
  const { t } = useTranslation('hoth')
  const lang = useHothLang()
  const turn = view.turn
  const expectation = turnExpectation(view, seat, legal, names)
  const main = legalButtons(legal).find((b) => b.primary)
  const pending = turn.pending
  // A pending choice or take-back request has its own banner (PendingPrompt) saying what the table waits for.
  const waiting = pending !== null || view.undoRequest !== null
  const who = view.result
    ? t('victory.winner', { context: view.result.winner })
    : seat === turn.seat
      ? t('turn.yours')
      : t('turn.whose', { name: seatName(names, turn.seat) })
  return (
    <section
      className={`panel hoth-turnbar hoth-side-${turn.side}`}
      aria-label={t('turn.label')}
      title={t('hints.keys', { main: main ? t(`buttons.${main.label}`) : '—' })}
    >
      <div className="hoth-turn-row">
        <div className="hoth-turn-who">
          <span className="dot hoth-side-dot" aria-hidden="true" />
          <span className="eyebrow">{t('turn.number', { number: turn.number })}</span>
          <strong className="hoth-turn-name">{who}</strong>
          <span className="hoth-turn-side">{t(`sides.${turn.side}`)}</span>
          <span className="hoth-turn-phase" title={t('turn.phase', { phase: t(`phases.${turn.phase}`) })}>
            {t(`phases.${turn.phase}`)}
          </span>
        </div>
        <MedalTally view={view} />
      </div>
      <div className="hoth-turn-row">
        <PlayedCard view={view} />
        <p className="hoth-turn-expect">{waiting ? null : t(expectation.key, expectation.values)}</p>
        <StepButtons
          legal={legal}
          undoNeedsAgreement={view.undoNeedsAgreement}
          rerollFaces={pending?.kind === 'reroll' ? pending.faces : null}
          dispatch={dispatch}
          onDeselect={onDeselect}
        />
      </div>
      {refusal ? (
        <p className="hoth-refusal" role="alert">
          {t('turn.refused', { reason: refusal[lang] })}
        </p>
      ) : null}
    </section>
  )
}
