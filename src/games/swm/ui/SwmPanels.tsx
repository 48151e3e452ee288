import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SwmState } from '../../../../engine/games/swm'
import type { SwmPanelProps } from '../contract'
import { AttackPreviewPanel } from './AttackPreviewPanel'
import { FigureCard } from './FigureCard'
import { PendingPrompt } from './PendingPrompt'
import type { PathArming } from './pathSteps'
import { previewAgainst } from './previewText'
import { Roster } from './Roster'
import { Refusal, SwmLog } from './SwmLog'
import { TurnBar } from './TurnBar'
import { VictoryScreen } from './VictoryScreen'
import './swm-panels.css'

/** Props of SwmPanels: the contract's panel props, plus the previewed target and Esc's deselect. */
export type SwmPanelsProps = SwmPanelProps & {
  /** The figure the preview is of (the hovered enemy), so combined-fire helpers are checked against it. */
  previewTarget?: string | null
  /** Called on Esc (outside text fields); default: `onSelect(null)`. */
  onDeselect?(): void
  /** The path steps the turn bar offers (armed there, finished on the map); none when not given. */
  paths?: PathArming
  /**
   * The state the selected figure would attack from (after its activation, when it may activate but has not), so
   * the preview offers combined-fire helpers before the activation; default the state itself.
   */
  actingState?: SwmState | null
}

/**
 * Every skirmish panel over the map, laid out so the map's middle stays clear at 1280×800: the turn bar top centre,
 * the rosters and the selected figure's card in the left column, the attack preview and the log in the right
 * column, the refusal and the pending prompt bottom centre, the victory screen over all once the game is over.
 * A legal preview stays after the pointer leaves its target, recomputed for the ticked helpers (else reaching for
 * a helper's checkbox would close it), until the selection, the turn or its segments change.
 */
export function SwmPanels(props: SwmPanelsProps) {
  const { state, seat, names, legal, log, selected, helpers, onHelpers, onSelect, dispatch } = props
  const { t } = useTranslation('swm')
  const target = props.previewTarget ?? null
  const acting = props.actingState ?? state
  // The last previewed target, kept while the same figure's turn stands where it stood (see below).
  const moment = `${selected ?? ''}|${state.turn?.ref ?? 0}|${state.turn?.segments.length ?? 0}|${state.pending.length}`
  const [last, setLast] = useState<{ target: string; moment: string } | null>(null)
  if (props.preview && target !== null && (last?.target !== target || last.moment !== moment))
    setLast({ target, moment })
  const kept = !props.preview && last?.moment === moment ? previewAgainst(acting, last.target, helpers) : null
  const preview = props.preview ?? (kept?.legal ? kept : null)
  const shownTarget = props.preview ? target : (last?.target ?? null)
  const [resultAside, setResultAside] = useState(false)
  const onDeselect = props.onDeselect ?? (() => onSelect(null))
  return (
    <div className="swm-panels" aria-label={t('panels.label')}>
      <div className="swm-top">
        <TurnBar
          state={state}
          seat={seat}
          names={names}
          legal={legal}
          selected={selected}
          dispatch={dispatch}
          onDeselect={onDeselect}
          paths={props.paths}
        />
        {state.result && resultAside ? (
          <button type="button" className="btn btn-sm swm-result-chip" onClick={() => setResultAside(false)}>
            {t('victory.reopen')}
          </button>
        ) : null}
      </div>
      <div className="swm-left">
        {state.config.seats.map(({ seat: s }) => (
          <Roster key={s} state={state} names={names} squad={s} selected={selected} onSelect={onSelect} />
        ))}
        {selected ? (
          <FigureCard
            state={state}
            names={names}
            legal={legal}
            figure={selected}
            dispatch={dispatch}
            onSelect={onSelect}
          />
        ) : null}
      </div>
      <div className="swm-right">
        {preview ? (
          <AttackPreviewPanel
            state={acting}
            seat={seat}
            preview={preview}
            target={shownTarget}
            helpers={helpers}
            onHelpers={onHelpers}
          />
        ) : null}
        <SwmLog state={state} log={log} />
      </div>
      <div className="swm-bottom">
        <Refusal refusal={props.refusal} />
        <PendingPrompt state={state} seat={seat} names={names} legal={legal} dispatch={dispatch} />
      </div>
      {state.result && !resultAside ? (
        <VictoryScreen
          state={state}
          seat={seat}
          names={names}
          onRematch={props.onRematch}
          onClose={() => setResultAside(true)}
        />
      ) : null}
    </div>
  )
}
