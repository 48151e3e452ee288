import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { sideOfPlayer } from '../../../../engine/games/swlcg'
import type { SwlcgView } from '../../../../engine/games/swlcg'
import { useLocalized } from '../../../i18n/useLocalized'
import type { Language } from '../../../lib/language'
import { sideName } from './cardNames'

/** Props of VictoryBanner. */
export interface VictoryBannerProps {
  view: SwlcgView
  names: Readonly<Record<SeatId, string>>
  lang: Language
  /** Starts a new match in a new room (offered to the players, not to spectators). */
  onRematch: (() => void) | null
}

/** The end of the match: who won, the engine's reason, the dial and the objectives each side destroyed. */
export function VictoryBanner({ view, names, lang, onRematch }: VictoryBannerProps) {
  const { t } = useTranslation('swlcg')
  const localized = useLocalized()
  if (!view.result) return null
  const winner = view.result.winner
  return (
    <section className={`panel swlcg-victory side-${winner}`} role="status" data-testid="swlcg-victory">
      <p className="eyebrow">{t('victory.title')}</p>
      <h2>
        {t('victory.winner', {
          // The winning side's players (a team of two in 2v2).
          name:
            view.players
              .filter((p) => sideOfPlayer(p) === winner)
              .map((p) => names[view.seats[p] ?? ''])
              .filter(Boolean)
              .join(' & ') || sideName(winner, lang),
          side: sideName(winner, lang),
        })}
      </h2>
      <p>{localized(view.result.reason)}</p>
      <p className="muted">{t('hud.dial', { n: view.dial })}</p>
      {onRematch ? (
        <button type="button" className="btn btn-primary" data-testid="swlcg-rematch-start" onClick={onRematch}>
          {t('victory.rematch')}
        </button>
      ) : null}
    </section>
  )
}
