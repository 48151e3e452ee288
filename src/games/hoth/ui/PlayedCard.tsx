import { useTranslation } from 'react-i18next'
import type { HothView } from '../../../../engine/games/hoth'
import { CardFace } from './CardFace'
import { playedCard } from './hand'
import { useHothLang } from './useHothLang'

/** Props of PlayedCard. */
export interface PlayedCardProps {
  view: HothView
}

/**
 * The card played this turn, face up beside the turn bar: a small face (name and kind) that shows the whole
 * card (rules text and flavour) while hovered or focused. Before the play it says no card was played yet.
 */
export function PlayedCard({ view }: PlayedCardProps) {
  const { t } = useTranslation('hoth')
  const lang = useHothLang()
  const def = playedCard(view)
  if (!def) return <p className="hoth-played hoth-played-none muted">{t('turn.noCard')}</p>
  return (
    <div className="hoth-played" tabIndex={0} aria-label={`${t('turn.played')}: ${def.name[lang]}`}>
      <span className="hoth-played-label">{t('turn.played')}</span>
      <CardFace def={def} lang={lang} size="mini" />
      <div className="hoth-played-zoom" role="tooltip">
        <CardFace def={def} lang={lang} size="zoom" />
      </div>
    </div>
  )
}
