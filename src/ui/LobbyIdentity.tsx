import { useTranslation } from 'react-i18next'
import { safeColour } from '../../net/sanitize'
import { MAX_NAME_LENGTH, usePrefs } from '../stores/prefs'
import { ColourPicker } from './ColourPicker'

/** Name and colour, remembered between visits; shown to the other players. */
export function LobbyIdentity() {
  const { t } = useTranslation('lobby')
  const name = usePrefs((s) => s.name)
  const colour = usePrefs((s) => s.colour)
  const { setName, setColour } = usePrefs((s) => s.actions)
  return (
    <section className="panel lobby-identity" aria-labelledby="identity-title">
      <h2 id="identity-title" className="eyebrow">
        {t('identity')}
      </h2>
      <div className="identity-row">
        <label className="field identity-name">
          <span className="field-label">{t('name')}</span>
          <input
            className="input"
            value={name}
            maxLength={MAX_NAME_LENGTH}
            placeholder={t('namePlaceholder')}
            autoComplete="nickname"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <div className="field">
          <span className="field-label">{t('colour')}</span>
          <ColourPicker value={colour} onChange={setColour} />
        </div>
        <div className="identity-preview" aria-hidden="true">
          {/* Only #rrggbb reaches CSS, whatever the preference store holds. */}
          <span className="avatar" style={{ background: safeColour(colour) }}>
            {(name.trim()[0] ?? '?').toUpperCase()}
          </span>
        </div>
      </div>
    </section>
  )
}
