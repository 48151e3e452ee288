import { useTranslation } from 'react-i18next'
import { AUTO_PASS_DELAY_MS, AUTO_PASS_KINDS } from '../session/autoPass'
import type { AutoPassKind } from '../session/autoPass'

/** Props of AutoPassSettings. */
export interface AutoPassSettingsProps {
  kinds: ReadonlySet<AutoPassKind>
  toggle(kind: AutoPassKind): void
}

/** Which kinds of windows this browser passes by itself, after a fixed delay (folded under the decision panel). */
export function AutoPassSettings({ kinds, toggle }: AutoPassSettingsProps) {
  const { t } = useTranslation('swlcg')
  return (
    <details className="swlcg-auto-pass" data-testid="swlcg-auto-pass">
      <summary>{t('autoPass.title', { count: kinds.size })}</summary>
      <p className="field-hint">{t('autoPass.hint', { seconds: AUTO_PASS_DELAY_MS / 1000 })}</p>
      {AUTO_PASS_KINDS.map((kind) => (
        <label key={kind} className="field field-inline">
          <input type="checkbox" checked={kinds.has(kind)} onChange={() => toggle(kind)} />
          <span>{t(`autoPass.${kind}`)}</span>
        </label>
      ))}
    </details>
  )
}
