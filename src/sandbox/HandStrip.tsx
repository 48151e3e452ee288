import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TabletopView } from '../../engine/games/tabletop'
import { handZone } from '../../engine/games/tabletop'
import { seatDirection } from '../lib/cameraPresets'
import { useTableUi } from '../stores/tableUi'
import { CardCanvas } from '../ui/CardCanvas'
import type { createCardHandler } from './cardHandler'
import { HandCardMenu } from './HandCardMenu'
import { handTargets } from './handTargets'
import type { PileBook } from './pileBook'

/** Props of HandStrip. */
export interface HandStripProps {
  view: TabletopView
  /** The box's piles' owners and roles (which deck and discard pile a hand card is offered). */
  book: PileBook
  seat: string | null
  cards: ReturnType<typeof createCardHandler>
}

/** MIME type of a hand card dragged onto the table (the slot id is the data). */
export const HAND_CARD_MIME = 'application/x-holotable-slot'

/**
 * This seat's hand along the bottom edge: only its own faces (the view holds no other hand's identities). Click
 * a card for its actions (HandCardMenu: play face up or down, discard, back on its own deck, move left or right);
 * drag it onto the table to play it there. Hovering shows the big zoom.
 */
export function HandStrip({ view, book, seat, cards }: HandStripProps) {
  const { t } = useTranslation('cards')
  const [chosen, setChosen] = useState<string | null>(null)
  const { setHovered } = useTableUi((s) => s.actions)
  if (!seat) return <div className="hand-strip hand-empty muted">{t('hand.spectator')}</div>
  const slots = view.cards.zones[handZone(seat)]?.slots ?? []
  const active = chosen && slots.includes(chosen) ? chosen : null
  const dir = seatDirection(seat)
  const spot = { x: dir.x * 3.2 + (Object.keys(view.table).length % 6) * 0.4 - 1, z: dir.z * 1.7 }
  const play = (slot: string, faceUp: boolean) => {
    cards.run({ type: 'play', payload: { slot, x: spot.x, z: spot.z, faceUp } })
    setChosen(null)
  }
  const shift = (slot: string, by: number) => {
    const i = slots.indexOf(slot)
    const j = i + by
    if (j < 0 || j >= slots.length) return
    const order = slots.slice()
    ;[order[i], order[j]] = [order[j] as string, order[i] as string]
    cards.run({ type: 'reorder-hand', payload: { slots: order } })
  }
  // The empty hand's hint names only what is on the table: "draw with D" needs a deck to draw from.
  const canDraw = Object.values(view.piles).some((p) => p.kind === 'deck' && p.count > 0)

  return (
    <div className="hand-strip" data-testid="hand" aria-label={t('hand.title')}>
      <span className="hand-count eyebrow">
        {t('hand.title')} · {t('hand.count', { count: slots.length })}
      </span>
      {slots.length === 0 ? <span className="muted">{t(canDraw ? 'hand.empty' : 'hand.emptyNoDeck')}</span> : null}
      {active ? (
        <HandCardMenu
          view={view}
          slot={active}
          targets={handTargets(view, book, seat, view.cards.cards[active] ?? '')}
          play={(faceUp) => play(active, faceUp)}
          run={(action) => cards.run(action)}
          shift={(by) => shift(active, by)}
        />
      ) : null}
      <ol className="hand-cards">
        {slots.map((slot) => {
          const look = view.cards.cards[slot] ?? ''
          return (
            <li key={slot} className={slot === active ? 'hand-card chosen' : 'hand-card'}>
              <button
                type="button"
                className="hand-card-button"
                draggable
                data-slot={slot}
                data-look={look}
                onDragStart={(e) => e.dataTransfer.setData(HAND_CARD_MIME, slot)}
                onClick={() => setChosen(slot === active ? null : slot)}
                onMouseEnter={() => setHovered({ id: slot, kind: 'card', look, faceUp: true })}
                onMouseLeave={() => setHovered(null)}
              >
                <CardCanvas look={look} width={78} />
              </button>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
