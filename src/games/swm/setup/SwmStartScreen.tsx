import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { ERA_FACTIONS, ERA_NAMES, FACTION_NAMES } from '../../../../engine/games/swm/data/factions'
import type { Era, Side } from '../../../../engine/games/swm/data/types'
import { useLocalized } from '../../../i18n/useLocalized'
import type { SwmOptions } from '../session/metaActions'
import { PLAYABLE_ERAS, POINT_LIMITS, SWM_SEATS, configFor, isPlayableEra } from '../session/setupModel'
import './swm-setup.css'

/** The room's choices before the start (metaActions.ts reads and writes them). */
export type { SwmOptions }

/** Props of SwmStartScreen. */
export interface SwmStartScreenProps {
  /** Seats that are taken. */
  seated: SeatId[]
  /** Seats this browser holds (both in a hotseat game). */
  mySeats: SeatId[]
  /** Players' names by seat. */
  names: Record<SeatId, string>
  pointLimit: number
  captureTheDroid: boolean
  /** The era chosen: which factions each side plays. */
  era: Era
  onOptions(o: SwmOptions): void
  /** Take every free seat as well (hotseat: one device plays both sides in turn). */
  onHotseat(): void
  onStart(): void
  /** Why the last start did not happen, if it did not. */
  notice: string | null
}

/** A seat's side, as the room's config sets it (seat 2 dark). */
const sideOf = (seat: SeatId): Side => (configFor(100).darkSeat === seat ? 'dark' : 'light')

/**
 * Before the skirmish: who sits on which side, the era, the point limit, the capture-the-droid variant, hotseat and
 * Start.
 */
export function SwmStartScreen(props: SwmStartScreenProps) {
  const { seated, mySeats, names, pointLimit, captureTheDroid, era, onOptions, onHotseat, onStart, notice } = props
  const { t } = useTranslation('swmSetup')
  const localized = useLocalized()
  // Every control sends all the options: meta.swmSetup is written whole, last writer wins.
  const options: SwmOptions = { pointLimit, captureTheDroid, era }
  const factions = (side: Side) => ERA_FACTIONS[era][side].map((f) => localized(FACTION_NAMES[f])).join(', ')
  const full = SWM_SEATS.every((s) => seated.includes(s))
  // Hotseat takes the free seats, so it is offered only while nobody else holds one.
  const mayHotseat = !full && seated.every((s) => mySeats.includes(s))
  return (
    <section className="panel swm-setup" aria-labelledby="swm-start-title" data-testid="swm-start-screen">
      <h2 id="swm-start-title" className="card-title">
        {t('start.title')}
      </h2>
      <p className="muted card-lead">{t('start.lead')}</p>
      <p className="swm-briefing">
        {t('start.era', { era: localized(ERA_NAMES[era]), light: factions('light'), dark: factions('dark') })}
      </p>
      <ul className="swm-seats" aria-label={t('start.seats')}>
        {SWM_SEATS.map((s) => (
          <li key={s} className={`swm-side-${sideOf(s)}`}>
            <span>{t('start.seat', { n: s.slice(1), side: t(`sides.${sideOf(s)}`) })}</span>
            <span className={seated.includes(s) ? undefined : 'muted'}>
              {seated.includes(s) ? names[s] || t('start.taken') : t('start.free')}
              {mySeats.includes(s) ? ` ${t('start.you')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <label className="field">
        <span className="field-label">{t('start.eraLabel')}</span>
        <select
          className="input"
          value={era}
          data-testid="swm-era"
          onChange={(e) => {
            // Only the offered eras: a value from elsewhere would leave a side without characters.
            if (isPlayableEra(e.target.value)) onOptions({ ...options, era: e.target.value })
          }}
        >
          {PLAYABLE_ERAS.map((e) => (
            <option key={e} value={e}>
              {localized(ERA_NAMES[e])}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">{t('start.pointLimit')}</span>
        <select
          className="input"
          value={pointLimit}
          data-testid="swm-point-limit"
          onChange={(e) => onOptions({ ...options, pointLimit: Number(e.target.value) })}
        >
          {POINT_LIMITS.map((n) => (
            <option key={n} value={n}>
              {t('start.points', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <label className="field field-inline">
        <input
          type="checkbox"
          checked={captureTheDroid}
          data-testid="swm-capture-droid"
          onChange={(e) => onOptions({ ...options, captureTheDroid: e.target.checked })}
        />
        <span>{t('start.captureTheDroid')}</span>
      </label>
      <p className="field-hint">{t('start.captureHint')}</p>
      {mayHotseat ? (
        <button
          type="button"
          className="btn"
          title={t('start.hotseatHint')}
          data-testid="swm-hotseat"
          onClick={onHotseat}
        >
          {t('start.hotseat')}
        </button>
      ) : null}
      {notice ? <p className="field-error">{notice}</p> : null}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!full || mySeats.length === 0}
        data-testid="swm-start"
        onClick={onStart}
      >
        {t('start.start')}
      </button>
      <p className="muted field-hint">{full ? t('start.startHint') : t('start.waiting')}</p>
    </section>
  )
}
