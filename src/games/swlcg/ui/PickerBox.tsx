import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SlotId } from '../../../../engine/core/hidden'
import type { LocalizedText } from '../../../../engine/core/types'
import type { SwlcgAction, SwlcgView } from '../../../../engine/games/swlcg'
import { useLocalized } from '../../../i18n/useLocalized'
import type { Language } from '../../../lib/language'
import { slotName } from './cardNames'
import { pickedAction } from './decisions'
import type { Picker } from './decisions'

/** Props of PickerBox. */
export interface PickerBoxProps {
  picker: Picker
  view: SwlcgView
  lang: Language
  /** The engine's reason why an action cannot be made now, or null. */
  explain(action: SwlcgAction): LocalizedText | null
  dispatch(action: SwlcgAction): void
  /** A card clicked on the table: toggled in the choice when it is a candidate. */
  clicked: { slot: SlotId; at: number } | null
}

/** Picks several cards for one decision (attackers, defenders, Force, discards, a choice), then confirms it. */
export function PickerBox({ picker, view, lang, explain, dispatch, clicked }: PickerBoxProps) {
  const { t } = useTranslation('swlcg')
  const localized = useLocalized()
  const [chosen, setChosen] = useState<SlotId[]>([])
  const [seenClick, setSeenClick] = useState<number>(clicked?.at ?? 0)
  const toggle = (slot: SlotId) =>
    setChosen((list) => (list.includes(slot) ? list.filter((s) => s !== slot) : [...list, slot]))
  // A click on the 3D table picks a candidate as a click on its chip does (once per click).
  if (clicked && clicked.at !== seenClick) {
    setSeenClick(clicked.at)
    if (picker.candidates.includes(clicked.slot)) toggle(clicked.slot)
  }
  const live = chosen.filter((slot) => picker.candidates.includes(slot))
  const action = pickedAction(picker, live)
  const problem = explain(action)
  return (
    <div className="swlcg-picker" data-testid={`swlcg-picker-${picker.type}`}>
      <p className="eyebrow">
        {t(`picker.${picker.type}`)} · {t('picker.range', { min: picker.min, max: picker.max })}
        {picker.ordered ? ` · ${t('picker.ordered')}` : ''}
      </p>
      <ul className="swlcg-chips">
        {picker.candidates.map((slot) => {
          const at = live.indexOf(slot)
          return (
            <li key={slot}>
              <button
                type="button"
                className={`chip${at >= 0 ? ' chip-on' : ''}`}
                aria-pressed={at >= 0}
                data-slot={slot}
                onClick={() => toggle(slot)}
              >
                {picker.ordered && at >= 0 ? `${at + 1}. ` : ''}
                {slotName(view, slot, lang)}
              </button>
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="btn btn-primary"
        disabled={problem !== null}
        title={problem ? localized(problem) : undefined}
        data-testid={`swlcg-confirm-${picker.type}`}
        onClick={() => {
          dispatch(action)
          setChosen([])
        }}
      >
        {t(`picker.confirm.${picker.type}`, { count: live.length })}
      </button>
      {problem && live.length > 0 ? <p className="field-hint">{localized(problem)}</p> : null}
    </div>
  )
}
