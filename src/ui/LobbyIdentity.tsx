import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { safeColour } from '../../net/sanitize'
import { MAX_NAME_LENGTH, usePrefs } from '../stores/prefs'
import { ColourPicker } from './ColourPicker'

/** Props of LobbyIdentity. */
export interface LobbyIdentityProps {
  /** Puts the cursor in the name field. */
  autoFocus?: boolean
  /** The id of a form that Enter in the name field submits. */
  form?: string
}

/** Name and colour, remembered between visits; shown to the other players. */
export function LobbyIdentity({ autoFocus = false, form }: LobbyIdentityProps) {
  const { t } = useTranslation('lobby')
  const name = usePrefs((s) => s.name)
  const colour = usePrefs((s) => s.colour)
  const { setName, setColour } = usePrefs((s) => s.actions)
  const nameField = useRef<HTMLInputElement>(null)
  // An effect, not the autoFocus attribute: the invite link that asks for focus arrives after the first render.
  useEffect(() => {
    if (autoFocus) nameField.current?.focus()
  }, [autoFocus])
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
            ref={nameField}
            form={form}
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
