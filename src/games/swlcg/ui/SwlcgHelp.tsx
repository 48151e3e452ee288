import { useTranslation } from 'react-i18next'
import { HelpHeader } from '../../../ui/HelpOverlay'

/** The parts of a turn, in order (keys under `help.steps`). */
const STEPS = ['balance', 'refresh', 'draw', 'deployment', 'conflict', 'force'] as const

/** Star Wars: The Card Game's `?`: how to act at this table, and the turn's phases. */
export function SwlcgHelp() {
  const { t } = useTranslation('swlcg')
  return (
    <>
      <HelpHeader title={t('help.title')} />
      <p>{t('help.lead')}</p>
      <ul>
        <li>{t('help.panel')}</li>
        <li>{t('help.cards')}</li>
        <li>{t('help.hand')}</li>
        <li>{t('help.pick')}</li>
      </ul>
      <h3>{t('help.turn')}</h3>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t(`help.steps.${step}`)}</li>
        ))}
      </ol>
    </>
  )
}
