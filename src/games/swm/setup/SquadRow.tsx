import { useTranslation } from 'react-i18next'
import { statCardText } from '../../../../engine/games/swm/data/statCard'
import type { CharacterDef } from '../../../../engine/games/swm/data/types'
import { useLocalized } from '../../../i18n/useLocalized'

/** Props of SquadRow. */
export interface SquadRowProps {
  def: CharacterDef
  count: number
  onChange(delta: number): void
}

/** One character the seat may field: name, cost, stats, its card's abilities on demand, and − count +. */
export function SquadRow({ def, count, onChange }: SquadRowProps) {
  const { t } = useTranslation('swmSetup')
  const localized = useLocalized()
  const name = localized(def.name)
  // Line 0 is cost · faction · size · unique (shown as the row's own columns), line 1 the stats, then the abilities.
  const [, stats, ...abilities] = statCardText(def).lines
  return (
    <li className={`swm-char${count > 0 ? ' swm-char-in' : ''}`} data-testid={`swm-char-${def.id}`}>
      <div className="swm-char-main">
        <span className="swm-char-name">
          {name}
          {def.unique ? <span className="swm-char-tag">{t('builder.unique')}</span> : null}
        </span>
        <span className="swm-char-cost">{t('builder.cost', { count: def.cost })}</span>
        <span className="swm-char-count" role="group" aria-label={t('builder.countOf', { name })}>
          <button
            type="button"
            className="btn btn-sm btn-icon"
            disabled={count === 0}
            aria-label={t('builder.remove', { name })}
            data-testid={`swm-remove-${def.id}`}
            onClick={() => onChange(-1)}
          >
            −
          </button>
          <output aria-live="polite">{count}</output>
          <button
            type="button"
            className="btn btn-sm btn-icon"
            aria-label={t('builder.add', { name })}
            data-testid={`swm-add-${def.id}`}
            onClick={() => onChange(1)}
          >
            +
          </button>
        </span>
      </div>
      {stats ? <p className="swm-char-stats">{localized(stats)}</p> : null}
      {abilities.length > 0 ? (
        <details className="swm-char-card">
          <summary>{t('builder.card')}</summary>
          <ul>
            {abilities.map((line, i) => (
              <li key={i}>{localized(line)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  )
}
