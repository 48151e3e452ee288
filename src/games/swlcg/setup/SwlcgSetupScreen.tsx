import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { AFFILIATION_NAMES, STARTER_DECKS } from '../../../../engine/games/swlcg'
import type { DeckList } from '../../../../engine/games/swlcg'
import type { SeatChoice } from '../../../../net/commitments'
import { useLocalized } from '../../../i18n/useLocalized'
import { SEAT_SIDES, SWLCG_SEATS, recordFor } from '../session/setupModel'
import { DeckPicker } from './DeckPicker'

/** Props of SwlcgSetupScreen. */
export interface SwlcgSetupScreenProps {
  /** Seats this browser holds (both in a hotseat game). */
  mySeats: readonly SeatId[]
  /** Seats that are taken, with their players' names. */
  names: Readonly<Record<SeatId, string>>
  choices: Record<SeatId, SeatChoice>
  onCommit(seat: SeatId, deck: DeckList): void
  /** Take the other seat as well (hotseat). */
  onHotseat(seat: SeatId): void
  onStart(): void
  /** Why the last start did not happen, if it did not. */
  notice?: string | null
}

/** A revealed deck in words: which starter deck, or a built deck's affiliation and size. */
function useDeckWords() {
  const { t } = useTranslation('swlcg')
  const localized = useLocalized()
  return (deck: DeckList) => {
    const affiliation = localized(AFFILIATION_NAMES[deck.affiliation])
    const key = [...deck.sets].sort((a, b) => a - b).join(',')
    const starter = STARTER_DECKS.find((d) => d.affiliation === deck.affiliation && [...d.sets].join(',') === key)
    return starter
      ? t('setup.starter', { affiliation })
      : t('setup.builtDeck', { affiliation, count: deck.sets.length })
  }
}

/**
 * Before the match: seat 1 plays the Light Side, seat 2 the Dark Side. Each player picks a deck and locks it in;
 * only its commitment is shared until both have, then both lists are revealed and anyone seated starts.
 */
export function SwlcgSetupScreen({
  mySeats,
  names,
  choices,
  onCommit,
  onHotseat,
  onStart,
  notice,
}: SwlcgSetupScreenProps) {
  const { t } = useTranslation('swlcg')
  const localized = useLocalized()
  const deckWords = useDeckWords()
  const ready = recordFor(choices)
  const status = (seat: SeatId) => {
    const choice = choices[seat]
    if (!names[seat]) return t('setup.free')
    if (choice?.refused) return localized(choice.refused)
    if (choice?.choice) return deckWords(choice.choice as DeckList)
    return choice?.commit ? t('setup.locked') : t('setup.choosing')
  }
  return (
    <section className="panel swlcg-setup" aria-labelledby="swlcg-setup-title" data-testid="swlcg-setup">
      <h2 id="swlcg-setup-title" className="card-title">
        {t('setup.title')}
      </h2>
      <p className="muted card-lead">{t('setup.lead')}</p>
      <ul className="swlcg-seats">
        {SWLCG_SEATS.map((seat) => (
          <li key={seat} className={`side-${SEAT_SIDES[seat]}`} data-testid={`swlcg-seat-${seat}`}>
            <strong>{t(`sides.${SEAT_SIDES[seat]}`)}</strong> · {t('setup.seat', { n: seat.slice(1) })}:{' '}
            {names[seat] ?? '—'}
            <span className="muted"> — {status(seat)}</span>
            {!names[seat] && mySeats.length > 0 ? (
              <button
                type="button"
                className="btn btn-small"
                title={t('setup.hotseatHint')}
                data-testid={`swlcg-hotseat-${seat}`}
                onClick={() => onHotseat(seat)}
              >
                {t('setup.hotseat')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {mySeats.length === 0 ? <p className="field-hint">{t('setup.sitDown')}</p> : null}
      {mySeats
        .filter((seat) => SEAT_SIDES[seat] && !choices[seat]?.commit)
        .map((seat) => (
          <div key={seat} className="swlcg-my-deck">
            {mySeats.length > 1 ? <h3>{t(`sides.${SEAT_SIDES[seat]}`)}</h3> : null}
            <DeckPicker side={SEAT_SIDES[seat]!} onCommit={(deck) => onCommit(seat, deck)} />
          </div>
        ))}
      {ready.ok ? null : <p className="field-hint">{localized(ready.reason)}</p>}
      {notice ? <p className="field-error">{notice}</p> : null}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!ready.ok || mySeats.length === 0}
        data-testid="swlcg-start"
        onClick={onStart}
      >
        {t('setup.start')}
      </button>
    </section>
  )
}
