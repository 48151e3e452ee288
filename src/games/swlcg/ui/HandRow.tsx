import { useTranslation } from 'react-i18next'
import type { SlotId } from '../../../../engine/core/hidden'
import { sideOfPlayer, swlcgZones } from '../../../../engine/games/swlcg'
import type { Player, SwlcgView } from '../../../../engine/games/swlcg'
import { useTableUi } from '../../../stores/tableUi'
import { CardCanvas } from '../../../ui/CardCanvas'

/** MIME type of a hand card dragged onto the table (the slot is the data). */
export const SWLCG_HAND_MIME = 'application/x-holotable-swlcg-slot'

/** Props of HandRow. */
export interface HandRowProps {
  view: SwlcgView
  /** The side whose hand this is (this browser's), or null for a spectator. */
  side: Player | null
  /** Cards of the hand that may be played now (highlighted; dragging one onto the table plays it). */
  playable: ReadonlySet<SlotId>
  chosen: SlotId | null
  onChoose(slot: SlotId): void
}

/**
 * This seat's hand along the bottom, faces painted by the table's card painter (the view holds no other hand's
 * identities), and in 2v2 the cards of the team's common reserves, usable as if in hand. Hover for the big card;
 * click a card for its actions in the decision panel; drag a playable card onto the table to play it.
 */
export function HandRow({ view, side, playable, chosen, onChoose }: HandRowProps) {
  const { t } = useTranslation('swlcg')
  const { setHovered } = useTableUi((s) => s.actions)
  if (!side) return null
  const slots = view.cards.zones[swlcgZones.hand(side)]?.slots ?? []
  const team = view.players.filter((p) => sideOfPlayer(p) === sideOfPlayer(side))
  const reserve = team.flatMap((p) => view.cards.zones[swlcgZones.reserve(p)]?.slots ?? [])
  const cards = (list: readonly SlotId[], where: 'hand' | 'reserve') =>
    list.map((slot) => {
      const look = view.cards.cards[slot] ?? ''
      const classes = [
        'hand-card',
        where === 'reserve' ? 'reserve' : '',
        slot === chosen ? 'chosen' : '',
        playable.has(slot) ? 'playable' : '',
      ]
      return (
        <li key={slot} className={classes.filter(Boolean).join(' ')}>
          <button
            type="button"
            className="hand-card-button"
            draggable={playable.has(slot)}
            data-slot={slot}
            data-look={look}
            onDragStart={(e) => e.dataTransfer.setData(SWLCG_HAND_MIME, slot)}
            onClick={() => onChoose(slot)}
            onMouseEnter={() => setHovered({ id: slot, kind: 'card', look, faceUp: true })}
            onMouseLeave={() => setHovered(null)}
          >
            <CardCanvas look={look} width={78} />
          </button>
        </li>
      )
    })
  return (
    <div className="hand-strip" data-testid="swlcg-hand" aria-label={t('hand.title')}>
      <span className="hand-count eyebrow">
        {t('hand.title')} · {t('hand.count', { count: slots.length })}
      </span>
      <ol className="hand-cards">{cards(slots, 'hand')}</ol>
      {reserve.length > 0 ? (
        <>
          <span className="hand-count eyebrow">{t('hand.reserve')}</span>
          <ol className="hand-cards" data-testid="swlcg-reserve">
            {cards(reserve, 'reserve')}
          </ol>
        </>
      ) : null}
    </div>
  )
}
