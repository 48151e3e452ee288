import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Matrix4, MeshBasicMaterial, PlaneGeometry } from 'three'
import type { At, MoveHints } from '../../../../engine/games/swm'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { SWM_SQUARE } from '../../../boxes/boardGeometry'
import { HIGHLIGHT_COLOURS, hintAt, squareMarks } from './highlights'
import { InstancedMarks } from '../../../scene/InstancedMarks'
import type { Mark } from '../../../scene/InstancedMarks'
import { MAP_TOP, spaceCentre } from './mapLayout'
import type { ScreenLabel } from './ScreenLabels'

/** Props of SquareHighlights. */
export interface SquareHighlightsProps {
  map: SwmMap
  deployZone: readonly At[] | null
  hints: MoveHints | null
  hoverSquare: At | null
  /** The space a dragged figure would drop on (its top-left square), or null. */
  drop: At | null
}

function useResources() {
  const r = useMemo(
    () => ({
      square: new PlaneGeometry(1, 1).rotateX(-Math.PI / 2),
      material: new MeshBasicMaterial({
        transparent: true,
        opacity: 0.5,
        depthWrite: false,
        toneMapped: false,
        polygonOffset: true,
        polygonOffsetFactor: -2,
      }),
    }),
    [],
  )
  useEffect(
    () => () => {
      r.square.dispose()
      r.material.dispose()
    },
    [r],
  )
  return r
}

/** The cost of the move to the hovered square (and the attacks of opportunity on the way): a label for ScreenLabels. */
export function usePathLabel(map: SwmMap, hints: MoveHints | null, hoverSquare: At | null): ScreenLabel[] {
  const { t } = useTranslation('swmScene')
  const hint = hintAt(hints, hoverSquare)
  return useMemo(() => {
    if (!hint) return []
    const at = spaceCentre(map, hint.to)
    const aoo = hint.aoo.length
    const node = (
      <div
        style={{
          transform: 'translateY(-120%)',
          padding: '2px 7px',
          borderRadius: 8,
          background: 'rgba(11, 15, 21, 0.86)',
          border: `1px solid ${aoo > 0 ? HIGHLIGHT_COLOURS.aoo : HIGHLIGHT_COLOURS.near}`,
          color: '#f4f7ff',
          font: '600 12px/1.25 system-ui, sans-serif',
          whiteSpace: 'nowrap',
          textAlign: 'center',
        }}
      >
        {t('cost', { count: hint.cost })}
        {aoo > 0 && <div style={{ color: HIGHLIGHT_COLOURS.aoo }}>{t('aoo', { count: aoo })}</div>}
      </div>
    )
    return [{ key: 'path', position: [at.x, MAP_TOP + 0.05, at.z] as const, node }]
  }, [map, hint, t])
}

/**
 * The flat square highlights on the deck, one instanced draw: the deploy zone, the selected figure's reachable
 * squares (coloured by cost, orange where attacks of opportunity wait), the path to the hovered square as dots and
 * the space a dragged figure would drop on.
 */
export function SquareHighlights({ map, deployZone, hints, hoverSquare, drop }: SquareHighlightsProps) {
  const r = useResources()
  const marks = useMemo(
    (): Mark[] =>
      squareMarks(deployZone, hints, hoverSquare, drop).map((m) => {
        const c = spaceCentre(map, m.at)
        const s = SWM_SQUARE * m.scale
        return { matrix: new Matrix4().makeScale(s, 1, s).setPosition(c.x, MAP_TOP + 0.003, c.z), colour: m.colour }
      }),
    [map, deployZone, hints, hoverSquare, drop],
  )
  return (
    <InstancedMarks marks={marks} geometry={r.square} material={r.material} renderOrder={1} receiveShadow={false} />
  )
}
