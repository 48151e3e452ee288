import { useTranslation } from 'react-i18next'
import type { AskView, SeatVoteView } from './seatVotes'
import { tallyLabel } from './seatVotes'

/** Props of SeatVoteBlock. */
export interface SeatVoteBlockProps {
  /** The seat's name as shown ("Seat 2"). */
  seatName: string
  /** The holder's name. */
  holder: string
  /** True when this browser holds the seat. */
  mine: boolean
  votes: SeatVoteView
  /** Start (or join) the vote to free the seat; the caller confirms first. */
  onFree(): void
  /** Vote to give the seat back to the asking browser; the caller confirms first. */
  onGiveBack(ask: AskView): void
  /** Ask the seated players for this seat as one's own. */
  onAsk(): void
}

/**
 * Under a held seat: the vote to free it (with its tally and who still has to vote), requests to give it back to a
 * player's new browser, and for a spectator "This is my seat (new browser)". Nothing when there is nothing to do.
 */
export function SeatVoteBlock({ seatName, holder, mine, votes, onFree, onGiveBack, onAsk }: SeatVoteBlockProps) {
  const { t, i18n } = useTranslation('table')
  const lang = i18n.resolvedLanguage ?? i18n.language
  const { free, asks, mayVote, mayAsk, asked } = votes
  const canFree = mayVote && !free?.mine
  if (!free && asks.length === 0 && !canFree && !mayAsk) return null
  return (
    <div className="seat-votes">
      {free ? (
        <p className="seat-vote-line" role="status">
          {t(mine ? 'votes.freeingYours' : 'votes.freeing', { tally: tallyLabel(t, free, lang) })}
        </p>
      ) : null}
      {canFree ? (
        <button
          type="button"
          className="btn btn-sm seat-vote-btn"
          onClick={onFree}
          aria-label={t('votes.freeLabel', { seat: seatName, name: holder })}
        >
          {t(free ? 'votes.freeToo' : 'votes.free')}
        </button>
      ) : null}
      {asks.map((ask) => (
        <div key={ask.pub} className="seat-ask">
          <p className="seat-vote-line">
            {ask.name
              ? t('votes.asks', { name: ask.name, seat: seatName })
              : t('votes.asksUnnamed', { seat: seatName })}
            {ask.tally ? <span className="muted"> · {tallyLabel(t, ask.tally, lang)}</span> : null}
          </p>
          {mayVote && !ask.tally?.mine ? (
            <button
              type="button"
              className="btn btn-sm seat-vote-btn"
              onClick={() => onGiveBack(ask)}
              aria-label={t('votes.giveBackLabel', { seat: seatName, name: ask.name || t('votes.someone') })}
            >
              {t('votes.giveBack')}
            </button>
          ) : null}
        </div>
      ))}
      {mayAsk && !asked ? (
        <button
          type="button"
          className="btn btn-sm seat-vote-btn"
          onClick={onAsk}
          title={t('votes.askHint')}
          aria-label={t('votes.askLabel', { seat: seatName })}
        >
          {t('votes.ask')}
        </button>
      ) : null}
      {asked ? <p className="seat-vote-line muted">{t('votes.asked')}</p> : null}
    </div>
  )
}
