import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import { figureName, testIdPart } from './names'
import { helperCandidates } from './previewText'
import { useSwmLang } from './useSwmLang'

/** Props of HelperPicker. */
export interface HelperPickerProps {
  state: SwmState
  seat: SeatId | null
  /** The previewed target (only allies the engine accepts against it are offered), or null. */
  target: string | null
  helpers: readonly string[]
  onHelpers(helpers: string[]): void
}

/**
 * Combined fire: a checkbox per ally that could help the running turn's attack (previewText.ts asks the engine), the
 * chosen ones ticked. Nothing on an extra attack or another seat's turn.
 */
export function HelperPicker({ state, seat, target, helpers, onHelpers }: HelperPickerProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  if (state.pending.length > 0 || state.turn === null || state.figures[state.turn.figure]?.owner !== seat) return null
  const candidates = helperCandidates(state, seat, target, helpers)
  const toggle = (id: string) => onHelpers(helpers.includes(id) ? helpers.filter((h) => h !== id) : [...helpers, id])
  return (
    <fieldset className="swm-helpers">
      <legend className="eyebrow" title={t('preview.helpersHint')}>
        {t('preview.helpers')}
      </legend>
      {candidates.length === 0 ? <p className="muted">{t('preview.noHelpers')}</p> : null}
      {candidates.map((id) => (
        <label key={id} className="swm-helper">
          <input
            type="checkbox"
            checked={helpers.includes(id)}
            data-testid={`swm-helper-${testIdPart(id)}`}
            onChange={() => toggle(id)}
          />
          {figureName(state, id, lang)}
        </label>
      ))}
    </fieldset>
  )
}
