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
  seat: SeatId | null
  /** Seats that are taken. */
  seated: readonly SeatId[]
  onChange(setup: HothSetup): void
  onStart(): void
}

/** Before the battle: choose the scenario (with its briefing), leaders on or off, your leader, and start. */
export function HothSetupScreen({ setup, seat, seated, onChange, onStart }: HothSetupScreenProps) {
  const { t } = useTranslation('hothSetup')
  const localized = useLocalized()
  const scenario = scenarioById(setup.scenario)!
  const ready = configFor(setup, seated)
  const side = seat ? SEAT_ROLES[seat]?.side : undefined
  const myLeaders = Object.values(LEADERS).filter((l) => l.side === side)
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
      {setup.useLeaders && seat && side ? (
        <label className="field">
          <span className="field-label">{t('leaderOf')}</span>
          <select
            className="input"
            value={setup.leaders[seat] ?? ''}
            onChange={(e) =>
              onChange({ ...setup, leaders: { ...setup.leaders, [seat]: (e.target.value || null) as LeaderId | null } })
            }
          >
            <option value="">{t('noLeader')}</option>
            {myLeaders.map((l) => (
              <option key={l.id} value={l.id}>
                {localized(l.name)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <ul className="hoth-roles" aria-label={t('seatsNeeded')}>
        {HOTH_SEATS.map((s) => (
          <li key={s} className={`side-${SEAT_ROLES[s]!.side}`}>
            {s.slice(1)}. {t('seatRole', { side: t(`sides.${SEAT_ROLES[s]!.side}`), n: SEAT_ROLES[s]!.team })}
            {seated.includes(s) ? ' ✓' : ''}
          </li>
        ))}
      </ul>
      <p className="field-hint">{t('seatsNeeded')}</p>
      {ready.ok ? null : <p className="field-error">{localized(ready.reason)}</p>}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!ready.ok || !seat}
        data-testid="hoth-start"
        onClick={onStart}
      >
        {t('start')}
      </button>
      <p className="muted field-hint">{t('startHint')}</p>
    </section>
  )
}
