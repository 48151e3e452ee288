import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import { seatLabel, sideOf } from './names'
import { rosterRows } from './summary'
import { useSwmLang } from './useSwmLang'

/** Props of Roster. */
export interface RosterProps {
  state: SwmState
  names: Readonly<Record<SeatId, string>>
  /** The squad shown. */
  squad: SeatId
  selected: string | null
  onSelect(figure: string | null): void
}

/**
 * One squad as compact rows: the name, a Hit Point bar, Force points, a tick once activated, struck through once
 * defeated; the running turn's figure and the selected one are marked. A click selects the figure.
 */
export function Roster({ state, names, squad, selected, onSelect }: RosterProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  const rows = rosterRows(state, squad, lang)
  const name = seatLabel(state, names, squad, lang)
  const side = sideOf(state, squad)
  if (rows.length === 0) return null
  return (
    <section
      className={`panel swm-roster${side ? ` swm-side-${side}` : ''}`}
      aria-label={t('roster.label', { name })}
      data-testid={`swm-roster-${squad}`}
    >
      <p className="eyebrow">{t('roster.label', { name })}</p>
      <ul className="swm-roster-list">
        {rows.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              className={`swm-roster-row${r.defeated ? ' is-defeated' : ''}${r.active ? ' is-active' : ''}`}
              aria-pressed={selected === r.id}
              title={t('roster.select', { name: r.name })}
              disabled={r.defeated}
              onClick={() => onSelect(r.id)}
            >
              <span className="swm-roster-name">{r.name}</span>
              <span
                className="swm-hp"
                role="meter"
                aria-valuemin={0}
                aria-valuemax={r.maxHp}
                aria-valuenow={r.hp}
                aria-label={t('card.hp', { hp: r.hp, max: r.maxHp })}
              >
                <span className="swm-hp-fill" style={{ width: `${r.maxHp > 0 ? (100 * r.hp) / r.maxHp : 0}%` }} />
              </span>
              <span className="swm-roster-hp">{r.hp}</span>
              <span className="swm-roster-force">{r.force === null ? '' : `✦${r.force}`}</span>
              <span className="swm-roster-done" aria-label={r.activated ? t('roster.activated') : undefined}>
                {r.activated && !r.defeated ? '✓' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
