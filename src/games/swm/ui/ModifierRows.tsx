import { useTranslation } from 'react-i18next'
import type { ModifierRow } from './previewText'

/** Props of ModifierRows. */
export interface ModifierRowsProps {
  rows: readonly ModifierRow[]
}

/** An attack's modifiers, each with its reason; one that does not count is struck through with the reason why. */
export function ModifierRows({ rows }: ModifierRowsProps) {
  const { t } = useTranslation('swm')
  if (rows.length === 0) return null
  return (
    <ul className="swm-mods">
      {rows.map((row, i) => (
        <li key={i} className={row.applied ? 'swm-mod' : 'swm-mod is-ignored'}>
          <span className="swm-mod-n">{row.n}</span> {row.reason}
          {row.applied ? null : (
            <span className="muted">
              {' '}
              ({t('preview.notCounted')}
              {row.ignored ? `: ${row.ignored}` : ''})
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
