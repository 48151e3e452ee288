import { useTranslation } from 'react-i18next'
import type { HothView } from '../../../../engine/games/hoth'
import { victoryProgress, type SideProgress } from './summary'

/** Props of MedalTally. */
export interface MedalTallyProps {
  view: HothView
}

/** Most pips drawn for a target; larger targets show the numbers only. */
const MAX_PIPS = 8

/** One side's line: its medals against its target (or its Final Strike targets), with pips. */
function SideTally({ progress }: { progress: SideProgress }) {
  const { t } = useTranslation('hoth')
  const side = t(`sides.${progress.side}`)
  const { medals, target, structures } = progress
  const text = structures
    ? t('turn.targets', { side, count: structures.destroyed, target: structures.total })
    : target !== null
      ? t('turn.medals', { side, count: medals, target })
      : t('turn.medalsNoTarget', { side, count: medals })
  const goal = structures ? structures.total : target
  const done = structures ? structures.destroyed : medals
  return (
    <li className={`hoth-tally hoth-side-${progress.side}`}>
      <span className="hoth-tally-text">{text}</span>
      {goal !== null && goal <= MAX_PIPS ? (
        <span className="hoth-pips" aria-hidden="true">
          {Array.from({ length: goal }, (_, i) => (
            <span key={i} className={i < done ? 'hoth-pip is-won' : 'hoth-pip'} />
          ))}
        </span>
      ) : null}
    </li>
  )
}

/** Both sides' victory medals against the scenario's targets (from `view.victory`), Rebels first. */
export function MedalTally({ view }: MedalTallyProps) {
  const { t } = useTranslation('hoth')
  return (
    <ul className="hoth-tallies" title={t('turn.progressHint')}>
      {victoryProgress(view).map((progress) => (
        <SideTally key={progress.side} progress={progress} />
      ))}
    </ul>
  )
}
