import { useTranslation } from 'react-i18next'
import { PLAYER_COLOURS } from '../stores/prefs'

/** Props of ColourPicker. */
export interface ColourPickerProps {
  value: string
  onChange(colour: string): void
}

/** The eight player colours as a radio group of swatches. */
export function ColourPicker({ value, onChange }: ColourPickerProps) {
  const { t } = useTranslation('lobby')
  return (
    <div className="swatches" role="radiogroup" aria-label={t('colour')}>
      {PLAYER_COLOURS.map((colour, i) => (
        <button
          key={colour}
          type="button"
          role="radio"
          aria-checked={value === colour}
          aria-label={t(`colours.${i}`)}
          title={t(`colours.${i}`)}
          className="swatch"
          style={{ color: colour }}
          onClick={() => onChange(colour)}
        />
      ))}
    </div>
  )
}
