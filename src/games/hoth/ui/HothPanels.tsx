import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HothPanelProps } from '../contract'
import { CardCounts } from './CardCounts'
import { GameLog } from './GameLog'
import { HandPanel } from './HandPanel'
import { PendingPrompt } from './PendingPrompt'
import { TurnBar } from './TurnBar'
import { VictoryScreen } from './VictoryScreen'
import './hoth-panels.css'

/** Props of HothPanels: the contract's panel props, plus Esc's deselect callback. */
export type HothPanelsProps = HothPanelProps & {
  /** Called on Esc (outside text fields) to clear the board selection. */
  onDeselect?(): void
}

/**
 * Every Battle of Hoth panel over the 3D board, laid out from the contract's props: the turn bar and any
 * pending choice at the top, the log on the right, the hand along the bottom edge, card counts bottom right,
 * and the victory screen once the game is over (or, put aside, a "Result" chip under the turn bar).
 * Presentational: clicks become `dispatch` calls.
 */
export function HothPanels(props: HothPanelsProps) {
  const { view, seat, names, legal, log, dispatch, refusal, refuse, onRematch, onDeselect } = props
  const { t } = useTranslation('hoth')
  // The victory screen put aside to look at the final board. (The panels unmount between games.)
  const [resultAside, setResultAside] = useState(false)
  return (
    <div className="hoth-panels">
      <div className="hoth-top">
        <TurnBar
          view={view}
          seat={seat}
          names={names}
          legal={legal}
          dispatch={dispatch}
          refusal={refusal}
          onDeselect={onDeselect}
        />
        <PendingPrompt view={view} seat={seat} names={names} />
        {/* In the column's flow, so a taller turn bar pushes it down (see .hoth-result-chip). */}
        {view.result && resultAside ? (
          <button type="button" className="btn btn-sm hoth-result-chip" onClick={() => setResultAside(false)}>
            {t('victory.reopen')}
          </button>
        ) : null}
      </div>
      <GameLog view={view} names={names} log={log} />
      <HandPanel view={view} seat={seat} legal={legal} dispatch={dispatch} refuse={refuse} />
      <CardCounts view={view} seat={seat} names={names} />
      {view.result && !resultAside ? (
        <VictoryScreen view={view} seat={seat} log={log} onRematch={onRematch} onClose={() => setResultAside(true)} />
      ) : null}
    </div>
  )
}
