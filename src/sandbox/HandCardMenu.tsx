import { useTranslation } from 'react-i18next'
import type { TabletopAction, TabletopView } from '../../engine/games/tabletop'
import type { HandTargets } from './handTargets'
import { pileLabel } from '../boxes'
import { painterLanguage } from '../lib/language'

/** Props of HandCardMenu. */
export interface HandCardMenuProps {
  view: TabletopView
  slot: string
  /** The seat's own deck and discard pile for this card (handTargets). */
  targets: HandTargets
  play(faceUp: boolean): void
  /** Dispatches a move of the card (undoable, through the card handler). */
  run(action: TabletopAction): void
  /** Moves the card one place left (−1) or right (+1) in the hand. */
  shift(by: -1 | 1): void
}

/**
 * What a player does with the chosen hand card: play it face up or down, discard it, put it back on top of or under
 * their own deck, or move it within the hand. Why so few: one button per deck on the table (the opponent's included)
 * made a Card Game menu of a dozen buttons, and a card in hand only ever goes to its owner's piles.
 */
export function HandCardMenu({ view, slot, targets, play, run, shift }: HandCardMenuProps) {
  const { t, i18n } = useTranslation('cards')
  const lang = painterLanguage(i18n.resolvedLanguage ?? i18n.language)
  const name = (pile: string) => pileLabel(view.piles[pile]?.name ?? pile, lang)
  const toPile = (pile: string, position: 'top' | 'bottom') =>
    run({ type: 'move', payload: { slot, to: { pile, position } } })
  const { deck, discard } = targets
  return (
    <div className="hand-card-menu panel" role="menu">
      <button type="button" className="btn btn-sm" onClick={() => play(true)}>
        {t('commands.play')}
      </button>
      <button type="button" className="btn btn-sm" onClick={() => play(false)}>
        {t('commands.playFaceDown')}
      </button>
      {discard ? (
        <button type="button" className="btn btn-sm" onClick={() => toPile(discard, 'top')}>
          {t('commands.handDiscard', { name: name(discard) })}
        </button>
      ) : null}
      {deck ? (
        <>
          <button type="button" className="btn btn-sm" onClick={() => toPile(deck, 'top')}>
            {t('commands.handToTop', { name: name(deck) })}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => toPile(deck, 'bottom')}>
            {t('commands.handToBottom', { name: name(deck) })}
          </button>
        </>
      ) : null}
      <span className="hand-card-shift">
        <button type="button" className="btn btn-sm" onClick={() => shift(-1)} aria-label={t('hand.moveLeft')}>
          ←
        </button>
        <button type="button" className="btn btn-sm" onClick={() => shift(1)} aria-label={t('hand.moveRight')}>
          →
        </button>
      </span>
    </div>
  )
}
