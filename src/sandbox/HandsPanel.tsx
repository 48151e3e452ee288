import { useTranslation } from 'react-i18next'
import { safeColour } from '../../net/sanitize'
import type { SeatBinding } from '../../net/schema'
import type { TabletopView } from '../../engine/games/tabletop'
import { handZone } from '../../engine/games/tabletop'

/** Props of HandsPanel. */
export interface HandsPanelProps {
  view: TabletopView
  seat: string | null
  seats: Record<string, SeatBinding>
}

/** How many cards every other player holds: counts only, never a face (the view has none to show). */
export function HandsPanel({ view, seat, seats }: HandsPanelProps) {
  const { t } = useTranslation('cards')
  const others = view.seats.filter(
    (s) => s !== seat && (seats[s] || (view.cards.zones[handZone(s)]?.slots.length ?? 0) > 0),
  )
  if (others.length === 0) return null
  return (
    <aside className="panel hands-panel" aria-label={t('hands.title')} data-testid="other-hands">
      <h2 className="eyebrow">{t('hands.title')}</h2>
      <ul>
        {others.map((s) => (
          <li key={s} data-seat={s}>
            {/* The binding comes from the document: only a #rrggbb colour reaches CSS. */}
            <span className="seat-dot" style={{ background: safeColour(seats[s]?.colour) }} />
            {t('hands.seat', { name: seats[s]?.name ?? s, count: view.cards.zones[handZone(s)]?.slots.length ?? 0 })}
          </li>
        ))}
      </ul>
    </aside>
  )
}
