import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { LEADERS, SCENARIOS, scenarioById } from '../../../../engine/games/hoth'
import type { LeaderId } from '../../../../engine/games/hoth'
import { useLocalized } from '../../../i18n/useLocalized'
import { HOTH_SEATS, SEAT_ROLES, configFor } from './setupModel'
import type { HothSetup } from './setupModel'

/** Props of HothSetupScreen. */
export interface HothSetupScreenProps {
  setup: HothSetup
  /** Seats this browser holds (several in a hotseat game). */
  mySeats: readonly SeatId[]
  /** Seats that are taken. */
  seated: readonly SeatId[]
  onChange(setup: HothSetup): void
  /** Take a free seat as well (hotseat). */
  onHotseat(seat: SeatId): void
  onStart(): void
  /** Why the last start did not happen, if it did not. */
  notice?: string | null
}

/** Before the battle: choose the scenario (with its briefing), leaders on or off, your leader, and start. */
export function HothSetupScreen({
  setup,
  mySeats,
  seated,
  onChange,
  onHotseat,
  onStart,
  notice,
}: HothSetupScreenProps) {
  const { t } = useTranslation('hothSetup')
  const localized = useLocalized()
  const scenario = scenarioById(setup.scenario)!
  const ready = configFor(setup, seated)
  const victory = scenario.victory.map((v) =>
    v.kind === 'medals'
      ? `${t(`sides.${v.side}`)}: ${t('medals', { count: v.count })}`
      : `${t(`sides.${v.side}`)}: ${t('finalStrike')}`,
  )

  return (
    <section className="panel hoth-setup" aria-labelledby="hoth-setup-title" data-testid="hoth-setup">
      <h2 id="hoth-setup-title" className="card-title">
        {t('title')}
      </h2>
      <p className="muted card-lead">{t('lead')}</p>
      <label className="field">
        <span className="field-label">{t('scenario')}</span>
        <select
          className="input"
          value={setup.scenario}
          data-testid="hoth-scenario"
          onChange={(e) => onChange({ ...setup, scenario: e.target.value })}
        >
          {SCENARIOS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.order}. {localized(s.name)}
            </option>
          ))}
        </select>
      </label>
      <div className="hoth-briefing">
        <h3>{t('briefing')}</h3>
        <p>{localized(scenario.briefing)}</p>
        {scenario.specialRules.length > 0 ? (
          <>
            <h3>{t('specialRules')}</h3>
            <ul>
              {scenario.specialRules.map((rule, i) => (
                <li key={i}>{localized(rule)}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="muted">
          {t('toWin')}: {victory.join(' · ')}
        </p>
        <p className="muted">
          {t('starts', {
            side: t(`sides.${scenario.starts}`),
            rebel: scenario.hand.rebel,
            empire: scenario.hand.empire,
          })}
        </p>
      </div>
      <label className="field field-inline">
        <input
          type="checkbox"
          checked={setup.useLeaders}
          onChange={(e) => onChange({ ...setup, useLeaders: e.target.checked })}
        />
        <span>{t('leaders')}</span>
      </label>
      {setup.useLeaders
        ? mySeats.map((seat) => (
            <LeaderChoice
              key={seat}
              seat={seat}
              setup={setup}
              label={mySeats.length > 1 ? t('leaderOfSeat', { n: seat.slice(1) }) : t('leaderOf')}
              onChange={onChange}
            />
          ))
        : null}
      <ul className="hoth-roles" aria-label={t('seatsNeeded')}>
        {HOTH_SEATS.map((s) => (
          <li key={s} className={`side-${SEAT_ROLES[s]!.side}`}>
            {s.slice(1)}. {t('seatRole', { side: t(`sides.${SEAT_ROLES[s]!.side}`), n: SEAT_ROLES[s]!.team })}
            {seated.includes(s) ? ' ✓' : ''}
            {!seated.includes(s) && mySeats.length > 0 ? (
              <button
                type="button"
                className="btn btn-small"
                title={t('hotseatHint')}
                data-testid={`hoth-hotseat-${s}`}
                onClick={() => onHotseat(s)}
              >
                {t('hotseat')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="field-hint">{t('seatsNeeded')}</p>
      {ready.ok ? null : <p className="field-error">{localized(ready.reason)}</p>}
      {notice ? <p className="field-error">{notice}</p> : null}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!ready.ok || mySeats.length === 0}
        data-testid="hoth-start"
        onClick={onStart}
      >
        {t('start')}
      </button>
      <p className="muted field-hint">{t('startHint')}</p>
    </section>
  )
}

/** Props of LeaderChoice. */
interface LeaderChoiceProps {
  seat: SeatId
  setup: HothSetup
  label: string
  onChange(setup: HothSetup): void
}

/** The leader picker of one seat this browser holds (leaders of that seat's side). */
function LeaderChoice({ seat, setup, label, onChange }: LeaderChoiceProps) {
  const { t } = useTranslation('hothSetup')
  const localized = useLocalized()
  const side = SEAT_ROLES[seat]?.side
  if (!side) return null
  const leaders = Object.values(LEADERS).filter((l) => l.side === side)
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select
        className="input"
        value={setup.leaders[seat] ?? ''}
        onChange={(e) =>
          onChange({ ...setup, leaders: { ...setup.leaders, [seat]: (e.target.value || null) as LeaderId | null } })
        }
      >
        <option value="">{t('noLeader')}</option>
        {leaders.map((l) => (
          <option key={l.id} value={l.id}>
            {localized(l.name)}
          </option>
        ))}
      </select>
    </label>
  )
}
