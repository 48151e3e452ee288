import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { characterById } from '../../../../engine/games/swm'
import type { Figure } from '../../../../engine/games/swm'
import { HIGHLIGHT_COLOURS, mix } from './highlights'
import type { FigurePlace } from './mapLayout'
import type { ScreenLabel } from './ScreenLabels'

/** How high above a one-square figure's base its label floats. */
const LABEL_HEIGHT = 0.5

/** One figure's label: hit points left of its card's over a bar, its Force points, a tick once it has activated. */
function Label({ place, figure, t }: { place: FigurePlace; figure: Figure; t: TFunction<'swmScene'> }) {
  const max = characterById(figure.def)?.hp ?? figure.hp
  const left = Math.max(0, Math.min(1, figure.hp / Math.max(1, max)))
  const side = place.side === 'dark' ? HIGHLIGHT_COLOURS.dark : HIGHLIGHT_COLOURS.light
  const words = [
    t('hp', { hp: figure.hp, max }),
    figure.force === null ? null : t('force', { count: figure.force }),
    figure.activated ? t('activated') : null,
  ]
  return (
    <div
      role="img"
      aria-label={words.filter(Boolean).join(', ')}
      style={{
        padding: '1px 4px 2px',
        borderRadius: 6,
        border: `1px solid ${side}`,
        background: 'rgba(11, 15, 21, 0.8)',
        color: '#eef2f8',
        font: '600 10px/1.15 system-ui, sans-serif',
        whiteSpace: 'nowrap',
        textAlign: 'center',
        opacity: figure.activated ? 0.6 : 1,
        userSelect: 'none',
      }}
    >
      <div>
        {figure.hp}/{max}
        {figure.force !== null && <span style={{ color: '#9fd4ff', marginLeft: 3 }}>◆{figure.force}</span>}
        {figure.activated && <span style={{ color: '#c9ced6', marginLeft: 3 }}>✓</span>}
      </div>
      <div style={{ height: 3, marginTop: 1, borderRadius: 2, background: '#41262a', overflow: 'hidden' }}>
        <div style={{ width: `${left * 100}%`, height: '100%', background: mix('#e0463c', '#58e07a', left) }} />
      </div>
    </div>
  )
}

/**
 * A small label above every figure (but `hidden`, the one being dragged): hit points left of its card's with a bar,
 * Force points when it has a Force rating, and a tick once it has activated this round. Labels for ScreenLabels.
 */
export function useFigureLabels(
  places: readonly FigurePlace[],
  figures: Readonly<Record<string, Figure>>,
  hidden: string | null,
): ScreenLabel[] {
  // Read here, in the canvas's tree: the labels render in a React root of their own.
  const { t } = useTranslation('swmScene')
  return useMemo(
    () =>
      places.flatMap((p) => {
        const figure = figures[p.id]
        if (!figure || p.id === hidden) return []
        const position = [p.x, p.y + LABEL_HEIGHT * p.span, p.z] as const
        return [{ key: `figure:${p.id}`, position, node: <Label place={p} figure={figure} t={t} /> }]
      }),
    [places, figures, hidden, t],
  )
}
