import { useTranslation } from 'react-i18next'
import type { TabletopView } from '../../engine/games/tabletop'
import { pileZone } from '../../engine/games/tabletop'
import { CardCanvas } from '../ui/CardCanvas'
import type { createCardHandler } from './cardHandler'

/** Props of SearchDialog. */
export interface SearchDialogProps {
  view: TabletopView
  seat: string | null
  cards: ReturnType<typeof createCardHandler>
}

/**
 * The pile this seat is searching, card by card: only the searcher's view holds these faces, so only the searcher
 * sees this dialog. Each card can go to the hand or the table; the search ends with or without a shuffle.
 */
export function SearchDialog({ view, seat, cards }: SearchDialogProps) {
  const { t } = useTranslation('cards')
  const entry = seat ? Object.entries(view.piles).find(([, p]) => p.searchedBy === seat) : undefined
  if (!entry || !seat) return null
  const [pile, meta] = entry
  const slots = view.cards.zones[pileZone(pile)]?.slots ?? []
  return (
    <div className="panel search-dialog" role="dialog" aria-labelledby="search-title" data-testid="search-dialog">
      <header className="drawer-head">
        <h2 id="search-title" className="eyebrow">
          {t('search.title', { name: meta.name })}
        </h2>
      </header>
      <p className="muted">{t('search.hint')}</p>
      <ol className="search-cards">
        {slots.map((slot, i) => (
          <li key={slot} className="search-card">
            <CardCanvas look={view.cards.cards[slot] ?? ''} width={72} />
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => cards.run({ type: 'move', payload: { slot, to: { hand: seat } } })}
            >
              {t('search.toHand')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                cards.run({
                  type: 'move',
                  payload: { slot, to: { table: { x: meta.x + 0.8 + (i % 5) * 0.3, z: meta.z, faceUp: true } } },
                })
              }
            >
              {t('search.toTable')}
            </button>
          </li>
        ))}
      </ol>
      <footer className="search-actions">
        <button
          type="button"
          className="btn"
          onClick={() => cards.run({ type: 'end-search', payload: { shuffle: false } })}
        >
          {t('search.stop')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => cards.run({ type: 'end-search', payload: { shuffle: true } })}
        >
          {t('search.stopShuffle')}
        </button>
      </footer>
    </div>
  )
}
