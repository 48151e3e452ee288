import { useTranslation } from 'react-i18next'
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import { FACTION_NAMES } from '../../../../engine/games/swm/data/factions'
import type { Faction } from '../../../../engine/games/swm/data/types'
import type { SquadList } from '../../../../engine/games/swm/squadList'
import type { SquadRules } from '../../../../engine/games/swm/squadRules'
import { useLocalized } from '../../../i18n/useLocalized'
import {
  EMPTY_DRAFT,
  allowedFactions,
  changeCount,
  draftPoints,
  draftProblem,
  draftToList,
  factionOf,
  fieldable,
  suggestSquad,
  withFaction,
} from './squadBuilder'
import { SquadRow } from './SquadRow'
import { useSquadDraft } from './useSquadDraft'

/** Props of SquadEditor. */
export interface SquadEditorProps {
  rules: SquadRules
  seat: SeatId
  room: string
  onCommit(list: SquadList): void
  /** The last refused action's reason (e.g. the commit itself), shown when the draft has no problem of its own. */
  refusal: LocalizedText | null
}

/**
 * The squad being built: the faction (when the rules allow several), a row per character the faction may field, the
 * points used against the limit and the engine's refusal live; Commit is enabled only for a list the engine accepts.
 */
export function SquadEditor({ rules, seat, room, onCommit, refusal }: SquadEditorProps) {
  const { t } = useTranslation('swmSetup')
  const localized = useLocalized()
  const [draft, setDraft] = useSquadDraft(room, seat)
  const faction = factionOf(draft, rules)
  const factions = allowedFactions(rules)
  const points = draftPoints(draft)
  const problem = draftProblem(draft, rules)
  const shown = problem ?? refusal
  return (
    <>
      {factions.length > 1 ? (
        <label className="field">
          <span className="field-label">{t('builder.faction')}</span>
          <select
            className="input"
            value={faction}
            data-testid="swm-faction"
            onChange={(e) => setDraft(withFaction(draft, e.target.value as Faction, rules))}
          >
            {factions.map((f) => (
              <option key={f} value={f}>
                {localized(FACTION_NAMES[f])}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="muted">{t('builder.factionOnly', { faction: localized(FACTION_NAMES[faction]) })}</p>
      )}
      <ul className="swm-chars" aria-label={t('builder.characters')}>
        {fieldable(rules, faction).map((def) => (
          <SquadRow
            key={def.id}
            def={def}
            count={draft.counts[def.id] ?? 0}
            onChange={(delta) => setDraft(changeCount({ ...draft, faction }, def.id, delta))}
          />
        ))}
      </ul>
      <div className="swm-builder-sum">
        <span>
          {t('builder.points')}{' '}
          <strong className={points > rules.pointLimit ? 'swm-over' : undefined} data-testid="swm-points">
            {`${points} / ${rules.pointLimit}`}
          </strong>
        </span>
        <span className="swm-builder-tools">
          <button
            type="button"
            className="btn btn-sm"
            data-testid="swm-suggest"
            onClick={() => setDraft(suggestSquad(rules, faction))}
          >
            {t('builder.suggest')}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setDraft({ ...EMPTY_DRAFT, faction })}>
            {t('builder.clear')}
          </button>
        </span>
      </div>
      {shown ? (
        <p className="field-error" role="alert" data-testid="swm-squad-problem">
          {localized(shown)}
        </p>
      ) : (
        <p className="field-hint">{t('builder.ready')}</p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={problem !== null}
        data-testid="swm-commit"
        onClick={() => onCommit(draftToList(draft, rules))}
      >
        {t('builder.commit')}
      </button>
      <p className="muted field-hint">{t('builder.secret')}</p>
    </>
  )
}
