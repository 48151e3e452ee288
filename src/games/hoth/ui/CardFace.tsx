import { useTranslation } from 'react-i18next'
import type { CardDef } from '../../../../engine/games/hoth'
import { cardRulesText } from '../../../../engine/games/hoth'
import { leaderName, type HothLang } from './names'

/** Props of CardFace. */
export interface CardFaceProps {
  def: CardDef
  lang: HothLang
  /** 'hand': fan-sized, long texts clamped; 'zoom': large and complete; 'mini': name and kind only. */
  size?: 'hand' | 'zoom' | 'mini'
}

/**
 * A command card's face, generated from its definition: kind (section or tactic), name, leader, the rules
 * text the engine generates (`cardRulesText`) and the flavour line, all in `lang`, banded in its side's colour.
 */
export function CardFace({ def, lang, size = 'hand' }: CardFaceProps) {
  const { t } = useTranslation('hoth')
  return (
    <article className={`hoth-card hoth-card-${size} hoth-side-${def.side}`} lang={lang}>
      <header className="hoth-card-head">
        <span className="hoth-card-kind">{t(`card.${def.kind}`)}</span>
        <h4 className="hoth-card-name">{def.name[lang]}</h4>
        {def.leader ? (
          <span className="hoth-card-leader">{t('card.leader', { name: leaderName(def.leader, lang) })}</span>
        ) : null}
      </header>
      {size === 'mini' ? null : (
        <>
          <p className="hoth-card-rules">{cardRulesText(def)[lang]}</p>
          <p className="hoth-card-flavour">{def.flavour[lang]}</p>
        </>
      )}
    </article>
  )
}

/** Props of CardBack. */
export interface CardBackProps {
  /** 'hand' for a hidden card in a hand, 'pip' for the small backs that count other hands. */
  size?: 'hand' | 'pip'
}

/** A face-down command card (no identity: the view does not have one). */
export function CardBack({ size = 'hand' }: CardBackProps) {
  return <span className={`hoth-card-back hoth-card-back-${size}`} aria-hidden="true" />
}
