import { useTranslation } from 'react-i18next'
import type { HothView } from '../../../../engine/games/hoth'
import { unitName } from '../ui/names'
import { useHothLang } from '../ui/useHothLang'
import type { AttackPreview } from './interaction'

/** Props of AttackPreviewPanel. */
export interface AttackPreviewPanelProps {
  preview: AttackPreview
  view: HothView
}

/**
 * While a target is under the pointer: the dice this attack would roll, built up from the range's dice and
 * every modifier with its reason (the engine's own plan), or why this target cannot be attacked.
 */
export function AttackPreviewPanel({ preview, view }: AttackPreviewPanelProps) {
  const { t } = useTranslation('hothSetup')
  const lang = useHothLang()
  const attacker = unitName(preview.attacker, view, lang)
  const target = unitName(preview.target, view, lang)
  if (!preview.ok) {
    return (
      <aside className="hoth-attack-preview is-refused" role="status" data-testid="hoth-attack-preview">
        {t('attackNo', { attacker, target, reason: preview.reason[lang] })}
      </aside>
    )
  }
  const { plan } = preview
  return (
    <aside className="hoth-attack-preview" role="status" data-testid="hoth-attack-preview">
      <strong>{t('attackDice', { attacker, target, count: plan.dice })}</strong>
      <ul>
        <li>
          {t('attackBase', { range: plan.distance, dice: plan.base })}
          {plan.melee ? ` (${t('attackMelee')})` : ''}
        </li>
        {plan.modifiers.map((m, i) => (
          <li key={i}>
            {m.dice > 0 ? `+${m.dice}` : `−${-m.dice}`} {m.reason[lang]}
          </li>
        ))}
      </ul>
    </aside>
  )
}
