import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import { seatLabel, sideOf } from './names'
import { figuresLeft } from './summary'
import { useSwmLang } from './useSwmLang'

/** Props of VictoryScreen. */
export interface VictoryScreenProps {
  state: SwmState
  seat: SeatId | null
  names: Readonly<Record<SeatId, string>>
  onRematch(): void
  /** Puts the screen aside to look at the final map (SwmPanels then offers a "Result" chip). */
  onClose(): void
}

/**
 * The end of the skirmish, once `state.result` is set: the winners by name (or a draw), the engine's reason, the
 * figures left on each side, and Rematch for the seated players. Nothing while the game goes on.
 */
export function VictoryScreen({ state, seat, names, onRematch, onClose }: VictoryScreenProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  const result = state.result
  if (!result) return null
  const winners = result.winners.map((s) => seatLabel(state, names, s, lang)).join(', ')
  const seated = seat !== null && state.config.seats.some((s) => s.seat === seat)
  const side = result.winners.length === 1 ? sideOf(state, result.winners[0]!) : null
  return (
    <div className="modal-backdrop swm-victory-backdrop">
      <div
        className={`panel modal swm-victory${side ? ` swm-side-${side}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="swm-victory-title"
        data-testid="swm-victory"
      >
        <p className="eyebrow">{t('victory.title')}</p>
        <h2 id="swm-victory-title">
          {result.winners.length === 0 ? t('victory.draw') : t('victory.winner', { name: winners })}
        </h2>
        {seated && result.winners.length > 0 ? (
          <p>{t(result.winners.includes(seat) ? 'victory.you' : 'victory.youLost')}</p>
        ) : null}
        <p className="swm-victory-reason">{result.reason[lang]}</p>
        <table className="swm-victory-table">
          <caption className="drawer-subtitle">{t('victory.left')}</caption>
          <tbody>
            {state.config.seats.map(({ seat: s }) => {
              const { left, total } = figuresLeft(state, s)
              return (
                <tr key={s}>
                  <th scope="row">{seatLabel(state, names, s, lang)}</th>
                  <td>{t('victory.leftCount', { left, total })}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
        <footer className="swm-victory-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('victory.close')}
          </button>
          {seated ? (
            <button type="button" className="btn btn-primary" data-testid="swm-rematch" onClick={onRematch}>
              {t('victory.rematch')}
            </button>
          ) : null}
        </footer>
      </div>
    </div>
  )
}
