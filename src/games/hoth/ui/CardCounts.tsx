import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import { CardBack } from './CardFace'
import { otherHands, pileCounts } from './hand'
import { seatName, sideOfSeat } from './names'

/** Props of CardCounts. */
export interface CardCountsProps {
  view: HothView
  seat: SeatId | null
  names: Readonly<Record<SeatId, string>>
}

/** Most card backs drawn for one hand; the number says the rest. */
const MAX_BACKS = 7

/**
 * What can be known of the cards one cannot see: every other player's hand as a row of card backs with a count
 * (from the zone's slot count, never identities), and, apart from them under a rule, the seat's own deck and
 * discard pile sizes (named as yours, so nobody reads the opponent's hand and your deck as one line).
 */
export function CardCounts({ view, seat, names }: CardCountsProps) {
  const { t } = useTranslation('hoth')
  const others = otherHands(view, seat)
  const piles = seat !== null && sideOfSeat(view, seat) ? pileCounts(view, seat) : null
  return (
    <aside className="panel hoth-counts">
      <ul className="hoth-counts-hands" aria-label={t('hand.others')}>
        {others.map(({ seat: other, count }) => (
          <li key={other} className={`hoth-counts-hand hoth-side-${sideOfSeat(view, other) ?? 'none'}`}>
            <span className="hoth-backs">
              {Array.from({ length: Math.min(count, MAX_BACKS) }, (_, i) => (
                <CardBack key={i} size="pip" />
              ))}
            </span>
            <span className="hoth-counts-text">{t('hand.otherHand', { name: seatName(names, other), count })}</span>
          </li>
        ))}
      </ul>
      {piles ? (
        <dl className="hoth-piles" aria-label={t('hand.piles')}>
          <dt>{t('hand.deck')}</dt>
          <dd>{piles.deck}</dd>
          <dt>{t('hand.discard')}</dt>
          <dd>{piles.discard}</dd>
        </dl>
      ) : null}
    </aside>
  )
}
