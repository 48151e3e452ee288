import { useTranslation } from 'react-i18next'
import type { BoxId } from '../stores/session'
import { BOX_CATALOG } from './boxCatalog'

/** Props of BoxList. */
export interface BoxListProps {
  value: BoxId
  onChange(box: BoxId): void
}

/** The boxes a new room can be set up with; games not yet playable are shown disabled. */
export function BoxList({ value, onChange }: BoxListProps) {
  const { t } = useTranslation('lobby')
  return (
    <fieldset className="box-list">
      <legend className="field-label">{t('box')}</legend>
      {BOX_CATALOG.map((entry) => {
        const box = entry.box
        return (
          <label key={entry.id} className={`box-option${box ? '' : ' is-soon'}`}>
            <input
              type="radio"
              name="box"
              value={entry.id}
              disabled={!box}
              checked={box !== null && box === value}
              onChange={() => box && onChange(box)}
            />
            <span className="box-text">
              <span className="box-name">{t(`boxes.${entry.id}.name`)}</span>
              <span className="box-desc">{t(`boxes.${entry.id}.desc`)}</span>
            </span>
            {box ? null : <span className="badge badge-soon">{t('comingSoon')}</span>}
          </label>
        )
      })}
    </fieldset>
  )
}
