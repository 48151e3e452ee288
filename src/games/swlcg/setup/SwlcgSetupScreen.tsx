import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { AFFILIATION_NAMES, STARTER_DECKS, TEAM_DECKS } from '../../../../engine/games/swlcg'
import type { DeckList } from '../../../../engine/games/swlcg'
import type { SeatChoice } from '../../../../net/commitments'
import { useLocalized } from '../../../i18n/useLocalized'
import { DUEL, recordFor } from '../session/setupModel'
import type { SwlcgFormat } from '../session/setupModel'
import { DeckPicker } from './DeckPicker'

/** Props of SwlcgSetupScreen. */
export interface SwlcgSetupScreenProps {
  /** 1v1 or 2v2 (its seats and who plays what); 1v1 when absent. */
  format?: SwlcgFormat
  /** Seats this browser holds (several in a hotseat game). */
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
    const same = (d: { affiliation: string; sets: readonly number[] }) =>
      d.affiliation === deck.affiliation && [...d.sets].sort((a, b) => a - b).join(',') === key
    if (STARTER_DECKS.some(same)) return t('setup.starter', { affiliation })
    if (TEAM_DECKS.some(same)) return t('setup.teamDeck', { affiliation })
    return t('setup.builtDeck', { affiliation, count: deck.sets.length })
  }
}

/**
 * Before the match: in 1v1 seat 1 plays the Light Side and seat 2 the Dark Side; in 2v2 four seats, each a side's
 * first or second player, facing the opponent across. Each player picks a deck and locks it in; only its commitment
 * is shared until every seat has, then the lists are revealed and anyone seated starts.
 */
export function SwlcgSetupScreen({
  format = DUEL,
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
  const ready = recordFor(choices, format)
  const team = format.id === '2v2'
  const sideOf = (seat: SeatId) => format.places[seat]!.side
  /** A seat as players read it: its side (and in 2v2 its place in the team and whom it faces). */
  const placeOf = (seat: SeatId) => {
    const { side, order } = format.places[seat]!
    return team ? t('setup.place', { side: t(`sides.${side}`), n: order }) : t(`sides.${side}`)
  }
  // The seat across: the other side's player of the other place in the team (dark 1 faces light 2) [B:15-18].
  const across = (seat: SeatId) =>
    format.seats.find((s) => sideOf(s) !== sideOf(seat) && format.places[s]!.order !== format.places[seat]!.order) ??
    null
  const status = (seat: SeatId) => {
    const choice = choices[seat]
    if (!names[seat]) return t('setup.free')
    if (choice?.refused) return localized(choice.refused)
    if (choice?.choice) return deckWords(choice.choice as DeckList)
    return choice?.commit ? t('setup.locked') : t('setup.choosing')
  }
  return (
    <section className="panel swlcg-setup" aria-labelledby="swlcg-setup-title" data-testid="swlcg-setup">
      {/* 2v2: the game's name above the format's, so that neither wraps at the panel's width. */}
      {team ? <p className="eyebrow">{t('setup.title')}</p> : null}
      <h2 id="swlcg-setup-title" className="card-title">
        {t(team ? 'setup.teamTitle' : 'setup.title')}
      </h2>
      <p className="muted card-lead">{t(team ? 'setup.teamLead' : 'setup.lead')}</p>
      <ul className="swlcg-seats">
        {format.seats.map((seat) => (
          <li key={seat} className={`side-${sideOf(seat)}`} data-testid={`swlcg-seat-${seat}`}>
            <strong>{placeOf(seat)}</strong> · {t('setup.seat', { n: seat.slice(1) })}: {names[seat] ?? '—'}
            {team && across(seat) ? (
              <span className="muted"> ({t('setup.faces', { place: placeOf(across(seat)!) })})</span>
            ) : null}
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
      {mySeats.length === 0 ? <p className="field-hint">{t(team ? 'setup.sitDownTeam' : 'setup.sitDown')}</p> : null}
      {mySeats
        .filter((seat) => format.places[seat] && !choices[seat]?.commit)
        .map((seat) => (
          <div key={seat} className="swlcg-my-deck">
            {mySeats.length > 1 ? <h3>{placeOf(seat)}</h3> : null}
            <DeckPicker
              side={sideOf(seat)}
              team={team}
              group={team ? seat : sideOf(seat)}
              preferred={format.places[seat]!.order - 1}
              onCommit={(deck) => onCommit(seat, deck)}
            />
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
