import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SlotId } from '../../../../engine/core/hidden'
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import type { SwlcgAction, SwlcgView } from '../../../../engine/games/swlcg'
import type { Language } from '../../../lib/language'
import { actionLabel, decisionText, orderActions, waitingText } from './actionText'
import { slotName } from './cardNames'
import { sortDecisions } from './decisions'
import { AutoPassSettings } from './AutoPassSettings'
import type { AutoPassSettingsProps } from './AutoPassSettings'
import { PickerBox } from './PickerBox'

/** Props of DecisionPanel. */
export interface DecisionPanelProps {
  view: SwlcgView
  seat: SeatId | null
  names: Readonly<Record<SeatId, string>>
  legal: readonly SwlcgAction[]
  lang: Language
  explain(action: SwlcgAction): LocalizedText | null
  dispatch(action: SwlcgAction): void
  /** The card last clicked on the table or in the hand: its actions come first. */
  clicked: { slot: SlotId; at: number } | null
  /** This browser's auto-pass choices (shown folded at the foot of the panel to a seated player). */
  autoPass: AutoPassSettingsProps
}

/** Actions that end or leave something: listed after the choices. */
const LAST = new Set(['pass', 'end-conflict', 'keep-hand', 'undo', 'concede'])

/**
 * What this seat must decide now, in words, with every legal choice: a picker for each choice of several cards, a
 * button for every other action (variants behind "other ways"), pass and the rest last. The other seat sees whom
 * the game waits for.
 */
export function DecisionPanel({
  view,
  seat,
  names,
  legal,
  lang,
  explain,
  dispatch,
  clicked,
  autoPass,
}: DecisionPanelProps) {
  const { t } = useTranslation('swlcg')
  const [open, setOpen] = useState<string | null>(null)
  const title = seat ? decisionText(view, seat, lang) : null
  const waiting = waitingText(view, names, lang)
  const { pickers, groups } = sortDecisions(orderActions(legal))
  const focus = clicked?.slot ?? null
  const main = groups.filter((g) => !LAST.has(g.actions[0]!.type))
  const last = groups.filter((g) => LAST.has(g.actions[0]!.type) && g.actions[0]!.type !== 'concede')
  // The clicked card's actions first.
  main.sort((a, b) => Number(b.slot === focus) - Number(a.slot === focus))
  if (view.result) return null
  return (
    <section className="panel swlcg-decision" aria-label={t('decision.title')} data-testid="swlcg-decision">
      {title && legal.length > 0 ? (
        <h2 className="swlcg-decision-title">{title}</h2>
      ) : (
        <p className="muted" data-testid="swlcg-waiting">
          {waiting ?? t('decision.nothing')}
        </p>
      )}
      {pickers.map((picker) => (
        <PickerBox
          key={picker.type}
          picker={picker}
          view={view}
          lang={lang}
          explain={explain}
          dispatch={dispatch}
          clicked={clicked}
        />
      ))}
      {main.length > 0 ? (
        <ul className="swlcg-actions">
          {main.map((group) => (
            <li key={group.key} className={group.slot !== null && group.slot === focus ? 'focused' : undefined}>
              <button
                type="button"
                className="btn btn-action"
                data-action={group.key}
                onClick={() => dispatch(group.actions[0]!)}
              >
                {actionLabel(group.actions[0]!, view, lang)}
              </button>
              {group.actions.length > 1 ? (
                <button
                  type="button"
                  className="btn btn-small btn-ghost"
                  aria-expanded={open === group.key}
                  title={t('decision.variantsOf', { name: group.slot ? slotName(view, group.slot, lang) : '' })}
                  onClick={() => setOpen(open === group.key ? null : group.key)}
                >
                  {t('decision.variants', { count: group.actions.length - 1 })}
                </button>
              ) : null}
              {open === group.key ? (
                <ul className="swlcg-variants">
                  {group.actions.slice(1).map((action, i) => (
                    <li key={i}>
                      <button type="button" className="btn btn-small" onClick={() => dispatch(action)}>
                        {actionLabel(action, view, lang)}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {last.length > 0 ? (
        <div className="swlcg-last-actions">
          {last.map((group) => (
            <button
              key={group.key}
              type="button"
              className={group.actions[0]!.type === 'pass' ? 'btn btn-primary' : 'btn'}
              data-testid={`swlcg-${group.actions[0]!.type}`}
              data-action={group.key}
              onClick={() => dispatch(group.actions[0]!)}
            >
              {actionLabel(group.actions[0]!, view, lang)}
            </button>
          ))}
        </div>
      ) : null}
      {seat ? <AutoPassSettings {...autoPass} /> : null}
    </section>
  )
}
