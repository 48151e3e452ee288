import { useTranslation } from 'react-i18next'
import { HelpHeader } from '../../../ui/HelpOverlay'

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
    <>
      <HelpHeader title={t('help.title')} />
      <div className="help-groups">
        <section className="help-group">
          <h3 className="drawer-subtitle">{t('help.turn')}</h3>
          <ol className="hoth-help-steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`help.steps.${step}`)}</li>
            ))}
          </ol>
          <p className="muted">{t('help.between')}</p>
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
