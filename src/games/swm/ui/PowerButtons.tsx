import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SwmAction } from '../../../../engine/games/swm'
import { testIdPart } from './names'
import type { PowerGroup } from './powers'

/** Props of PowerButtons. */
export interface PowerButtonsProps {
  groups: readonly PowerGroup[]
  dispatch(action: SwmAction): void
}

/** The figure id a choice names first, for its testid (the choice's place when it names none). */
function choiceId(action: SwmAction, i: number): string {
  const p = action.payload
  const target = p !== null && typeof p === 'object' && !Array.isArray(p) ? p.target : undefined
  return typeof target === 'string' ? testIdPart(target) : String(i + 1)
}

/**
 * The powers a figure may use now: an untargeted power is one button that uses it; a power with targets is a button
 * that opens its targets, each a button of its own.
 */
export function PowerButtons({ groups, dispatch }: PowerButtonsProps) {
  const { t } = useTranslation('swm')
  const [open, setOpen] = useState<string | null>(null)
  if (groups.length === 0) return null
  return (
    <div className="swm-powers" role="group" aria-label={t('card.powers')}>
      <p className="eyebrow">{t('card.powers')}</p>
      {groups.map((g) => {
        const only = g.choices.length === 1 && g.choices[0]!.label === '' ? g.choices[0]! : null
        return (
          <div key={g.power} className="swm-power">
            <button
              type="button"
              className="btn btn-sm"
              aria-expanded={only ? undefined : open === g.power}
              data-testid={`swm-power-${g.power}`}
              onClick={() => (only ? dispatch(only.action) : setOpen(open === g.power ? null : g.power))}
            >
              {g.name}
            </button>
            {!only && open === g.power ? (
              <div className="swm-power-targets">
                {g.choices.map((c, i) => (
                  <button
                    key={i}
                    type="button"
                    className="btn btn-sm"
                    data-testid={`swm-power-${g.power}-${choiceId(c.action, i)}`}
                    onClick={() => dispatch(c.action)}
                  >
                    {c.label || g.name}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
