import { useTranslation } from 'react-i18next'
import { GameHelp } from '../../../ui/GameHelp'

/** The steps of a turn, in order (keys under `help.steps`). */
const STEPS = ['play', 'order', 'move', 'attack', 'end'] as const
/** The keys of the battle (keys under `help.keys`). */
const KEYS = [
  ['Enter', 'main'],
  ['U', 'undo'],
  ['Esc', 'deselect'],
  ['?', 'help'],
] as const

/** Battle of Hoth's `?`: how a turn is played, step by step, and the keys of the battle. */
export function HothHelp() {
  const { t } = useTranslation('hoth')
  return (
    <GameHelp
      title={t('help.title')}
      stepsTitle={t('help.turn')}
      steps={STEPS.map((step) => t(`help.steps.${step}`))}
      stepsClass="hoth-help-steps"
      afterSteps={<p className="muted">{t('help.between')}</p>}
      keysTitle={t('help.keysTitle')}
      keys={KEYS.map(([key, action]) => [key, t(`help.keys.${action}`)] as const)}
      foot={t('help.foot')}
    />
  )
}
