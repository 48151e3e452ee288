import { useTranslation } from 'react-i18next'
import type { BoxId } from '../stores/session'
import { BOX_CATALOG } from './boxCatalog'

/** Props of BoxList. */
export interface BoxListProps {
  value: BoxId
  onChange(box: BoxId): void
}

/**
 * The boxes a new room can be set up with, one line each (the chosen box's description below them, every
 * description on hover) so the whole Create card fits a laptop screen; games not yet playable (if any) are
 * listed, disabled, below.
 */
export function BoxList({ value, onChange }: BoxListProps) {
  const { t } = useTranslation('lobby')
  const soon = BOX_CATALOG.filter((entry) => entry.box === null)
  const chosen = BOX_CATALOG.find((entry) => entry.box === value)
  return (
    <fieldset className="box-list">
      <legend className="field-label">{t('box')}</legend>
      {BOX_CATALOG.map(({ id, box }) =>
        box ? (
          <label key={id} className="box-option" title={t(`boxes.${id}.desc`)}>
            <input type="radio" name="box" value={id} checked={box === value} onChange={() => onChange(box)} />
            <span className="box-name">{t(`boxes.${id}.name`)}</span>
          </label>
        ) : null,
      )}
      {chosen ? (
        <p className="box-desc" aria-live="polite">
          {t(`boxes.${chosen.id}.desc`)}
        </p>
      ) : null}
      {soon.length > 0 ? (
        <div className="box-soon">
          <span className="badge badge-soon">{t('comingSoon')}</span>
          <ul className="box-soon-list">
            {soon.map(({ id }) => (
              <li key={id}>
                <label className="box-chip" title={t(`boxes.${id}.desc`)}>
                  <input type="radio" name="box" value={id} disabled />
                  <span>{t(`boxes.${id}.name`)}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  )
}
