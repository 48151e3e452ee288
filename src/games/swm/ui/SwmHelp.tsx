import { useTranslation } from 'react-i18next'
import { HelpHeader } from '../../../ui/HelpOverlay'
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
    <>
      <HelpHeader title={t('help.title')} />
      <div className="help-groups">
        <section className="help-group">
          <h3 className="drawer-subtitle">{t('help.play')}</h3>
          <ol className="swm-help-steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`help.steps.${step}`)}</li>
            ))}
          </ol>
        </section>
        <section className="help-group">
          <h3 className="drawer-subtitle">{t('help.keysTitle')}</h3>
          <dl className="shortcuts">
            {KEYS.map(([key, action]) => (
              <div key={key} className="shortcut">
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{t(`help.keys.${action}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <p className="muted help-foot">{t('help.foot')}</p>
    </>
  )
}
