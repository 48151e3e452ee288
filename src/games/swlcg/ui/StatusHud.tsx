import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { sideOfPlayer, swlcgZones } from '../../../../engine/games/swlcg'
import type { Player, SwlcgView } from '../../../../engine/games/swlcg'
import type { Language } from '../../../lib/language'
import { phaseName, stepName } from './actionText'
import { placeName, sideName } from './cardNames'

/** Props of StatusHud. */
export interface StatusHudProps {
  view: SwlcgView
  names: Readonly<Record<SeatId, string>>
  lang: Language
  onConcede(): void
  /** Whether this browser plays (spectators cannot concede). */
  playing: boolean
}

/** How many cards `side` has in `zone`. */
const count = (view: SwlcgView, zone: string) => view.cards.zones[zone]?.slots.length ?? 0

/**
 * The match at a glance, for everyone: the turn, whose it is, the phase and step, the Death Star dial, the
 * Balance of the Force, and each side's hand, deck and victory pile sizes.
 */
export function StatusHud({ view, names, lang, onConcede, playing }: StatusHudProps) {
  const { t } = useTranslation('swlcg')
  const player = (side: Player) => names[view.seats[side] ?? ''] ?? placeName(view, side, lang)
  const row = (side: Player) => (
    <li key={side} className={`side-${sideOfPlayer(side)}`} data-testid={`swlcg-hud-${side}`}>
      <strong>{player(side)}</strong> <span className="muted">({placeName(view, side, lang)})</span> ·{' '}
      {t('hud.hand', { count: count(view, swlcgZones.hand(side)) })} ·{' '}
      {t('hud.deck', { count: count(view, swlcgZones.deck(side)) })} ·{' '}
      {t('hud.victory', { count: count(view, swlcgZones.victory(side)) })}
    </li>
  )
  return (
    <section className="panel swlcg-hud" aria-label={t('hud.title')} data-testid="swlcg-hud">
      <p className="swlcg-hud-turn">
        {view.turn.phase === 'setup'
          ? t('hud.setup')
          : t('hud.turn', { n: view.turn.number, name: player(view.turn.active) })}{' '}
        ·{' '}
        <span data-testid="swlcg-step">
          {view.result ? t('victory.title') : `${phaseName(view.turn.phase, lang)} — ${stepName(view.turn.step, lang)}`}
        </span>
      </p>
      <p className="swlcg-hud-track">
        <span className="swlcg-dial" data-testid="swlcg-dial" title={t('hud.dialHint')}>
          {t('hud.dial', { n: view.dial })}
        </span>
        <span className={`swlcg-balance side-${view.balance}`} data-testid="swlcg-balance">
          {t('hud.balance', { side: sideName(view.balance, lang) })}
        </span>
      </p>
      <ul className="swlcg-hud-sides">{view.players.map(row)}</ul>
      {playing && !view.result ? (
        <button type="button" className="btn btn-small btn-ghost" onClick={onConcede}>
          {t('hud.concede')}
        </button>
      ) : null}
    </section>
  )
}
