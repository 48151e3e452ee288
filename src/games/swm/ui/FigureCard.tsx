import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { CHARACTERS_BY_ID, commanderAuras } from '../../../../engine/games/swm'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { statCardText } from '../../../../engine/games/swm/data/statCard'
import { figureCard, figureName, figureNames, seatLabel, sideOf } from './names'
import { PowerButtons } from './PowerButtons'
import { powerGroups } from './powers'
import { useSwmLang } from './useSwmLang'

/** Props of FigureCard. */
export interface FigureCardProps {
  state: SwmState
  names: Readonly<Record<SeatId, string>>
  legal: readonly SwmAction[]
  figure: string
  dispatch(action: SwmAction): void
  onSelect(figure: string | null): void
}

/**
 * The selected figure's card in the left column: its name, squad, Hit Points and Force left, whether it has
 * activated, the commander auras it casts (whom they reach) and stands in, the powers it may use now (from `legal`),
 * and the stat card's lines (statCard.ts) below.
 */
export function FigureCard({ state, names, legal, figure, dispatch, onSelect }: FigureCardProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  const f = Object.hasOwn(state.figures, figure) ? state.figures[figure] : undefined
  const card = figureCard(state, figure)
  const auras = useMemo(() => commanderAuras(CHARACTERS_BY_ID, state), [state])
  if (!f || !card) return null
  const casts = auras.filter((a) => a.commander === figure)
  const under = [...new Set(auras.filter((a) => a.reached.includes(figure)).map((a) => a.commander))]
  const text = statCardText(card)
  const side = sideOf(state, f.owner)
  return (
    <section
      className={`panel swm-card${side ? ` swm-side-${side}` : ''}`}
      aria-label={t('card.label')}
      data-testid="swm-figure-card"
    >
      <header className="swm-card-head">
        <h2 className="swm-card-name">{figureName(state, figure, lang)}</h2>
        <button
          type="button"
          className="btn btn-sm btn-icon"
          title={t('card.close')}
          aria-label={t('card.close')}
          onClick={() => onSelect(null)}
        >
          ×
        </button>
      </header>
      <p className="muted">{t('card.owner', { name: seatLabel(state, names, f.owner, lang) })}</p>
      <p className="swm-card-stats">
        <span>{t('card.hp', { hp: f.hp, max: card.hp })}</span>
        {f.force !== null ? <span>{t('card.force', { force: f.force, max: card.force ?? f.force })}</span> : null}
        <span className={f.defeated ? 'swm-danger' : 'muted'}>
          {t(f.defeated ? 'card.defeated' : f.activated ? 'card.activated' : 'card.ready')}
        </span>
      </p>
      {casts.map((a) => (
        <p key={a.effect} className="swm-card-aura" data-testid="swm-aura-casts">
          {a.reached.length > 0
            ? t('card.auraReaches', { names: figureNames(state, a.reached, lang) })
            : t('card.auraReachesNone')}
        </p>
      ))}
      {under.length > 0 ? (
        <p className="swm-card-aura" data-testid="swm-aura-under">
          {t('card.auraUnder', { names: figureNames(state, under, lang) })}
        </p>
      ) : null}
      <PowerButtons groups={powerGroups(state, figure, legal, lang)} dispatch={dispatch} />
      <ul className="swm-card-lines">
        {text.lines.map((line, i) => (
          <li key={i}>{line[lang]}</li>
        ))}
      </ul>
    </section>
  )
}
