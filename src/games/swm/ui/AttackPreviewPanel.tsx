import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { AttackPreview, SwmState } from '../../../../engine/games/swm'
import { HelperPicker } from './HelperPicker'
import { ModifierRows } from './ModifierRows'
import { previewView } from './previewText'
import { useSwmLang } from './useSwmLang'

/** Props of AttackPreviewPanel. */
export interface AttackPreviewPanelProps {
  state: SwmState
  seat: SeatId | null
  preview: AttackPreview
  /** The previewed target's id, when known (the helper list is then checked against it). */
  target: string | null
  helpers: readonly string[]
  onHelpers(helpers: string[]): void
}

/**
 * The attack under the pointer before it is made: legal or the engine's refusal; sight, range and cover (the clear
 * corner); Attack and Defense with every modifier and whether it counts; the natural needed, hit and critical
 * chances; the damage; whether a miss may be rerolled with the Force; and the combined-fire helpers to tick.
 */
export function AttackPreviewPanel({ state, seat, preview, target, helpers, onHelpers }: AttackPreviewPanelProps) {
  const { t } = useTranslation('swm')
  const lang = useSwmLang()
  const view = previewView(preview, lang)
  const n = view.numbers
  return (
    <section
      className={`panel swm-preview ${view.legal ? 'is-legal' : 'is-illegal'}`}
      aria-label={t('preview.label')}
      data-testid="swm-attack-preview"
    >
      <p className="eyebrow">{t('preview.label')}</p>
      <strong className="swm-preview-verdict">{t(view.legal ? 'preview.legal' : 'preview.illegal')}</strong>
      {view.refusal ? <p className="swm-preview-refusal">{view.refusal}</p> : null}
      {view.extra ? <p>{t(view.extra.key)}</p> : null}
      <ul className="swm-preview-facts">
        {view.facts.map((f) => (
          <li key={f.key}>{t(f.key, f.values)}</li>
        ))}
      </ul>
      {n ? (
        <>
          <p className="swm-preview-line">
            {t('preview.attack')} +{n.attack} ({t('preview.printed')}) → +{n.attackBonus} ({t('preview.total')})
          </p>
          <ModifierRows rows={n.attackRows} />
          <p className="swm-preview-line">
            {t('preview.defense')} {n.defense} ({t('preview.printed')}) → {n.defenseTotal} ({t('preview.total')})
          </p>
          <ModifierRows rows={n.defenseRows} />
          <p className="swm-preview-needed" data-testid="swm-preview-needed">
            {t('preview.needed', { needed: n.needed, critFrom: n.critFrom })}
            <br />
            {t('preview.chance', { hit: n.hitPercent, crit: n.critPercent })}
          </p>
          <p className="swm-preview-line">
            {t('preview.damageLine', { hit: n.damageHit, critical: n.damageCritical })}
            {n.critReason ? <span className="muted"> ({n.critReason})</span> : null}
          </p>
          <ModifierRows rows={n.damageRows} />
          {n.forceReroll ? <p className="muted">{t('preview.forceReroll')}</p> : null}
        </>
      ) : null}
      {view.extra ? null : (
        <HelperPicker state={state} seat={seat} target={target} helpers={helpers} onHelpers={onHelpers} />
      )}
    </section>
  )
}
