import { useTranslation } from 'react-i18next'
import { GameHelp } from '../../../ui/GameHelp'
import './swm-panels.css'

/** How a skirmish is played, in order (keys under `help.steps`). */
const STEPS = ['squads', 'deploy', 'initiative', 'activate', 'move', 'attack', 'end'] as const
/** The skirmish's keys (descriptions under `help.keys`). */
const KEYS = [
  ['Ctrl+Z / ⌘Z', 'undo'],
  ['Esc', 'deselect'],
  ['?', 'help'],
] as const

/** The skirmish's `?`: how to play, step by step, and its keys. */
export function SwmHelp() {
  const { t } = useTranslation('swm')
  return (
    <GameHelp
      title={t('help.title')}
      stepsTitle={t('help.play')}
      steps={STEPS.map((step) => t(`help.steps.${step}`))}
      stepsClass="swm-help-steps"
      keysTitle={t('help.keysTitle')}
      keys={KEYS.map(([key, action]) => [key, t(`help.keys.${action}`)] as const)}
      foot={t('help.foot')}
    />
  )
}
