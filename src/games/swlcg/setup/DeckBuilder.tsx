import { useTranslation } from 'react-i18next'
import { AFFILIATION_NAMES } from '../../../../engine/games/swlcg'
import type { Affiliation, DeckList, Side } from '../../../../engine/games/swlcg'
import { useLocalized } from '../../../i18n/useLocalized'
import { affiliationsOf, countsOf, deckFromCounts, deckProblem, setsOfSide } from './deckBuilder'

/** Props of DeckBuilder. */
export interface DeckBuilderProps {
  side: Side
  deck: DeckList
  onChange(deck: DeckList): void
}

/** Builds a deck from objective sets: an affiliation, then 0–2 copies of each set, with the engine's verdict live. */
export function DeckBuilder({ side, deck, onChange }: DeckBuilderProps) {
  const { t } = useTranslation('swlcg')
  const localized = useLocalized()
  const counts = countsOf(deck)
  const problem = deckProblem(deck, side)
  const setCount = (set: number, n: number) => onChange(deckFromCounts(deck.affiliation, { ...counts, [set]: n }))
  return (
    <div className="swlcg-builder" data-testid="swlcg-builder">
      <label className="field">
        <span className="field-label">{t('setup.affiliation')}</span>
        <select
          className="input"
          value={deck.affiliation}
          onChange={(e) => onChange({ ...deck, affiliation: e.target.value as Affiliation })}
        >
          {affiliationsOf(side).map((a) => (
            <option key={a} value={a}>
              {localized(AFFILIATION_NAMES[a])}
            </option>
          ))}
        </select>
      </label>
      <ul className="swlcg-sets" aria-label={t('setup.sets')}>
        {setsOfSide(side).map((s) => (
          <li key={s.set}>
            <span className="swlcg-set-name">
              {s.set}. {s.title} <span className="muted">({localized(AFFILIATION_NAMES[s.affiliation])})</span>
            </span>
            <span className="swlcg-set-count" role="group" aria-label={t('setup.copies', { title: s.title })}>
              {[0, 1, 2].map((n) => (
                <button
                  key={n}
                  type="button"
                  className={`btn btn-small${(counts[s.set] ?? 0) === n ? ' btn-on' : ''}`}
                  aria-pressed={(counts[s.set] ?? 0) === n}
                  onClick={() => setCount(s.set, n)}
                >
                  {n}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p className={problem ? 'field-error' : 'field-hint'} aria-live="polite" data-testid="swlcg-deck-verdict">
        {t('setup.setCount', { count: deck.sets.length })} · {problem ? localized(problem) : t('setup.deckOk')}
      </p>
    </div>
  )
}
