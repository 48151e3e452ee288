import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { sideOf } from './names'
import { ConcedeButton } from './ConcedeButton'
import type { PathArming } from './pathSteps'
import { StepButtons } from './StepButtons'
import { activeWords, initiativeWords, stageWords } from './turnText'
import { useSwmLang } from './useSwmLang'

/** Props of TurnBar. */
export interface TurnBarProps {
  state: SwmState
  seat: SeatId | null
  names: Readonly<Record<SeatId, string>>
  legal: readonly SwmAction[]
  /** The selected figure (the step "Activate" is for it). */
  selected: string | null
  dispatch(action: SwmAction): void
  /** Esc: clear the selection. */
  onDeselect?(): void
  /** The path steps to offer (Surprise Move, Tow Cable), armed here and finished on the map. */
  paths?: PathArming
}

/**
 * The bar at the top centre: the round, the stage in words (whose deployment or phase, activations left), the figure
 * whose turn runs, the round's initiative rolls, the step buttons the engine lists now, and Concede. Edged in the colour of
 * the side whose phase it is.
 */
export function TurnBar({ state, seat, names, legal, selected, dispatch, onDeselect, paths }: TurnBarProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  const stage = stageWords(state, seat, names, lang)
  const active = activeWords(state, lang)
  const initiative = state.stage === 'squads' || state.stage === 'deploy' ? null : initiativeWords(state, names, lang)
  const side = sideOf(state, state.phase?.seat ?? state.deploying ?? null)
  return (
    <section
      className={`panel swm-turnbar${side ? ` swm-side-${side}` : ''}`}
      aria-label={t('turn.label')}
      data-testid="swm-turn-bar"
    >
      <div className="swm-turn-row">
        <span className="eyebrow" data-testid="swm-round">
          {state.round > 0 ? t('turn.round', { round: state.round }) : t('turn.setup')}
        </span>
        <strong className="swm-turn-stage" data-testid="swm-phase">
          {t(stage.key, stage.values)}
        </strong>
        {active ? <span className="swm-turn-active">{t(active.key, active.values)}</span> : null}
        <StepButtons
          state={state}
          legal={legal}
          seat={seat}
          selected={selected}
          dispatch={dispatch}
          onDeselect={onDeselect}
          paths={paths}
        />
        <ConcedeButton state={state} seat={seat} dispatch={dispatch} />
      </div>
      {initiative ? <p className="swm-turn-initiative muted">{t(initiative.key, initiative.values)}</p> : null}
    </section>
  )
}
