import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AFFILIATION_NAMES } from '../../../../engine/games/swlcg'
import type { DeckList, Side } from '../../../../engine/games/swlcg'
import { useLocalized } from '../../../i18n/useLocalized'
import { DeckBuilder } from './DeckBuilder'
import { deckProblem, startersOf } from './deckBuilder'

/** Props of DeckPicker. */
export interface DeckPickerProps {
  side: Side
  /** A 2v2 seat: the ten-set team decks are offered, and a deck needs ten sets. */
  team?: boolean
  /** A name for the radio group, unique on the page (two seats of one side may pick at once in a hotseat). */
  group: string
  /** Which ready-made deck is chosen at first (in 2v2 a team's #2 starts on the second, so defaults fit together). */
  preferred?: number
  /** Locks the deck in: its commitment goes to the log, the list stays here until both have chosen. */
  onCommit(deck: DeckList): void
}

/** A seat's deck choice: one of its side's ready-made decks, or a deck built from objective sets. */
export function DeckPicker({ side, team = false, group, preferred = 0, onCommit }: DeckPickerProps) {
  const { t } = useTranslation('swlcg')
  const localized = useLocalized()
  const starters = startersOf(side, team)
  const first = starters[preferred] ?? starters[0]!
  const [choice, setChoice] = useState<string>(first.id)
  const [built, setBuilt] = useState<DeckList>({ affiliation: first.affiliation, sets: [] })
  const starter = starters.find((d) => d.id === choice)
  const deck = starter ? { affiliation: starter.affiliation, sets: [...starter.sets] } : built
  const problem = deckProblem(deck, side, team)
  return (
    <div className="swlcg-deck-picker">
      <fieldset className="box-list">
        <legend className="field-label">{t('setup.deck')}</legend>
        {starters.map((d) => (
          <label key={d.id} className="box-option">
            <input
              type="radio"
              name={`deck-${group}`}
              value={d.id}
              checked={choice === d.id}
              onChange={() => setChoice(d.id)}
            />
            <span className="box-name">
              {t(team ? 'setup.teamDeck' : 'setup.starter', {
                affiliation: localized(AFFILIATION_NAMES[d.affiliation]),
              })}
            </span>
          </label>
        ))}
        <label className="box-option">
          <input
            type="radio"
            name={`deck-${group}`}
            value="built"
            checked={!starter}
            onChange={() => setChoice('built')}
          />
          <span className="box-name">{t('setup.build')}</span>
        </label>
      </fieldset>
      {starter ? null : <DeckBuilder side={side} deck={built} onChange={setBuilt} />}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={problem !== null}
        data-testid={`swlcg-commit-${group}`}
        onClick={() => onCommit(deck)}
      >
        {t('setup.commit')}
      </button>
      <p className="muted field-hint">{t('setup.commitHint')}</p>
    </div>
  )
}
