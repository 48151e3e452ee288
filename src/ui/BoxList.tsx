import { useTranslation } from 'react-i18next'
import type { BoxId } from '../stores/session'
import { BOX_CATALOG } from './boxCatalog'

/** Props of BoxList. */
export interface BoxListProps {
  value: BoxId
  onChange(box: BoxId): void
}

/** The boxes a new room can be set up with; games not yet playable (if any) are listed, disabled, below. */
export function BoxList({ value, onChange }: BoxListProps) {
  const { t } = useTranslation('lobby')
  const soon = BOX_CATALOG.filter((entry) => entry.box === null)
  return (
    <fieldset className="box-list">
      <legend className="field-label">{t('box')}</legend>
      {BOX_CATALOG.map(({ id, box }) =>
        box ? (
          <label key={id} className="box-option">
            <input type="radio" name="box" value={id} checked={box === value} onChange={() => onChange(box)} />
            <span className="box-text">
              <span className="box-name">{t(`boxes.${id}.name`)}</span>
              <span className="box-desc">{t(`boxes.${id}.desc`)}</span>
            </span>
          </label>
        ) : null,
      )}
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
