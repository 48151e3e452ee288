import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import type { HothLogLine } from '../contract'
import { sideOfSeat } from './names'
import { SIDES, victorySummary } from './summary'
import { useHothLang } from './useHothLang'

/** Props of VictoryScreen. */
export interface VictoryScreenProps {
  view: HothView
  seat: SeatId | null
  log: readonly HothLogLine[]
  /** Starts a new game (offered to seated players only). */
  onRematch(): void
  /** Puts the screen aside to look at the final board (HothPanels then shows a "Result" chip to bring it back). */
  onClose(): void
}

/**
 * The end of the battle, once `view.result` is set: the winning side, the engine's reason, a short summary
 * (turns played, medals and units lost per side) and a Rematch button. It can be put aside (`onClose`) to look
 * at the final board.
 */
export function VictoryScreen({ view, seat, log, onRematch, onClose }: VictoryScreenProps) {
  const { t } = useTranslation('hoth')
  const lang = useHothLang()
  const summary = victorySummary(view, log)
  if (!summary) return null
  const mine = sideOfSeat(view, seat)
  return (
    <div className="modal-backdrop hoth-victory-backdrop">
      <div
        className={`panel modal hoth-victory hoth-side-${summary.winner}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="hoth-victory-title"
      >
        <p className="eyebrow">{t('victory.title')}</p>
        <h2 id="hoth-victory-title" className="hoth-victory-winner">
          {t('victory.winner', { context: summary.winner })}
        </h2>
        {mine ? (
          <p className="hoth-victory-you">{t(mine === summary.winner ? 'victory.youWon' : 'victory.youLost')}</p>
        ) : null}
        <p className="hoth-victory-reason">{summary.reason[lang]}</p>
        <h3 className="drawer-subtitle">{t('victory.summary')}</h3>
        <table className="hoth-victory-table">
          <thead>
            <tr>
              <td />
              {SIDES.map((side) => (
                <th key={side} scope="col" className={`hoth-side-${side}`}>
                  {t(`sides.${side}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('victory.medals')}</th>
              {SIDES.map((side) => (
                <td key={side}>{summary.medals[side]}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('victory.lost')}</th>
              {SIDES.map((side) => (
                <td key={side}>{summary.lost[side]}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('victory.turns')}</th>
              <td colSpan={SIDES.length}>{summary.turns}</td>
            </tr>
          </tbody>
        </table>
        <footer className="hoth-victory-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('victory.close')}
          </button>
          {mine ? (
            <button type="button" className="btn btn-primary" title={t('victory.rematchHint')} onClick={onRematch}>
              {t('victory.rematch')}
            </button>
          ) : (
            <p className="muted">{t('victory.spectator')}</p>
          )}
        </footer>
      </div>
    </div>
  )
}
