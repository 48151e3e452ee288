import type { CSSProperties } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { HothAction, HothView } from '../../../../engine/games/hoth'
import { CardBack, CardFace } from './CardFace'
import { choosingDiscards, fleetAction, fleetDraws, handCards, type HandCard } from './hand'
import { useHothLang } from './useHothLang'

/** Props of HandPanel. */
export interface HandPanelProps {
  view: HothView
  /** The seat whose hand this is; a spectator (null) has none and sees nothing here. */
  seat: SeatId | null
  legal: readonly HothAction[]
  dispatch(action: HothAction): void
  /** A card that cannot be played now was clicked: say why (the engine's reason). */
  refuse(action: HothAction): void
}

/** Degrees between neighbouring cards, and how far the outer cards drop (px per step², a gentle arc). */
const FAN_DEG = 3.5
const FAN_DROP = 3

/** How one card behaves: played on click, toggled for discarding, or only looked at. */
type Mode = 'play' | 'discard' | 'idle'

/**
 * The seat's hand along the bottom edge as a gentle fan of readable card faces. Playable cards (a legal
 * 'play-card' for their slot) are raised and play on click; the rest are dimmed. Hovering or focusing a card
 * shows it enlarged above the fan. During Fleet Deployment the cards toggle for discarding, with a confirm button.
 */
export function HandPanel({ view, seat, legal, dispatch, refuse }: HandPanelProps) {
  const { t } = useTranslation('hoth')
  const lang = useHothLang()
  const [marked, setMarked] = useState<readonly string[]>([])
  const [zoomed, setZoomed] = useState<string | null>(null)
  if (seat === null) return null

  const cards = handCards(view, seat, legal)
  const discarding = choosingDiscards(legal)
  const chosen = discarding ? marked.filter((slot) => cards.some((c) => c.slot === slot)) : []
  const fleet = discarding ? fleetAction(legal, chosen) : null
  const zoomDef = cards.find((c) => c.slot === zoomed)?.def ?? null

  const activate = (card: HandCard) => {
    if (discarding)
      setMarked(chosen.includes(card.slot) ? chosen.filter((s) => s !== card.slot) : [...chosen, card.slot])
    else if (card.playable) dispatch({ type: 'play-card', payload: { slot: card.slot } })
    else refuse({ type: 'play-card', payload: { slot: card.slot } })
  }
  const confirm = () => {
    if (!fleet) return
    dispatch(fleet)
    setMarked([])
  }

  return (
    <section className={`hoth-hand${discarding ? ' is-discarding' : ''}`} aria-label={t('hand.label')}>
      {zoomDef ? (
        <div className="hoth-hand-zoom" aria-label={t('card.zoom')}>
          <CardFace def={zoomDef} lang={lang} size="zoom" />
        </div>
      ) : null}
      {cards.length === 0 ? <p className="panel hoth-hand-empty muted">{t('hand.empty')}</p> : null}
      <ol className="hoth-fan">
        {cards.map((card, i) => {
          const offset = i - (cards.length - 1) / 2
          const mode: Mode = discarding ? 'discard' : card.playable ? 'play' : 'idle'
          const isMarked = chosen.includes(card.slot)
          const style = {
            '--fan-rot': `${offset * FAN_DEG}deg`,
            '--fan-drop': `${offset * offset * FAN_DROP}px`,
          } as CSSProperties
          const classes = ['hoth-hand-card', `is-${mode}`, isMarked ? 'is-marked' : ''].filter(Boolean).join(' ')
          const face = card.def ? <CardFace def={card.def} lang={lang} /> : <CardBack />
          const hover = {
            onMouseEnter: () => setZoomed(card.slot),
            onMouseLeave: () => setZoomed((z) => (z === card.slot ? null : z)),
            onFocus: () => setZoomed(card.slot),
            onBlur: () => setZoomed((z) => (z === card.slot ? null : z)),
          }
          return (
            <li key={card.slot} className={classes} style={style} data-slot={card.slot}>
              {mode === 'idle' ? (
                <div
                  className="hoth-hand-hit"
                  tabIndex={0}
                  title={t('hand.cannotPlay')}
                  onClick={() => activate(card)}
                  {...hover}
                >
                  {face}
                </div>
              ) : (
                <button
                  type="button"
                  className="hoth-hand-hit"
                  title={t(mode === 'play' ? 'hand.play' : 'hand.toggleDiscard')}
                  aria-pressed={mode === 'discard' ? isMarked : undefined}
                  onClick={() => activate(card)}
                  {...hover}
                >
                  {face}
                </button>
              )}
              {isMarked ? <span className="hoth-hand-mark">{t('hand.marked')}</span> : null}
            </li>
          )
        })}
      </ol>
      {discarding ? (
        <button
          type="button"
          className="btn btn-primary hoth-fleet-confirm"
          title={t('hand.fleetHint')}
          disabled={!fleet}
          onClick={confirm}
        >
          {t('hand.fleetConfirm', { count: chosen.length, draw: fleetDraws(view, chosen.length) })}
        </button>
      ) : null}
    </section>
  )
}
