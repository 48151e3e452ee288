import { useTranslation } from 'react-i18next'
import type { BoxId } from '../stores/session'
import { GAMES } from '../games/registry'

/** Props of BoxList. */
export interface BoxListProps {
  value: BoxId
  onChange(box: BoxId): void
}

/**
 * The boxes a new room can be set up with (the game registry), one line each (the chosen box's description below
 * them, every description on hover) so the whole Create card fits a laptop screen.
 */
export function BoxList({ value, onChange }: BoxListProps) {
  const { t } = useTranslation('lobby')
  const chosen = GAMES.find((game) => game.id === value)
  return (
    <fieldset className="box-list">
      <legend className="field-label">{t('box')}</legend>
      {GAMES.map(({ id, lobbyKey }) => (
        <label key={id} className="box-option" title={t(`boxes.${lobbyKey}.desc`)}>
          <input type="radio" name="box" value={lobbyKey} checked={id === value} onChange={() => onChange(id)} />
          <span className="box-name">{t(`boxes.${lobbyKey}.name`)}</span>
        </label>
      ))}
      {chosen ? (
        <p className="box-desc" aria-live="polite">
          {t(`boxes.${chosen.lobbyKey}.desc`)}
        </p>
      ) : null}
    </fieldset>
  )
}
