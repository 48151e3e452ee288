import { useEffect, useMemo } from 'react'
import { Line } from '@react-three/drei'
import { Matrix4, MeshBasicMaterial, SphereGeometry } from 'three'
import type { AttackPreview } from '../../../../engine/games/swm'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { InstancedMarks } from '../../../scene/InstancedMarks'
import type { Mark } from '../../../scene/InstancedMarks'
import { MAP_TOP, gridWorld } from './mapLayout'
import type { FigurePlace } from './mapLayout'
import { WALL_HEIGHT } from './mapPieces'

/** Props of SightPreview. */
export interface SightPreviewProps {
  map: SwmMap
  preview: AttackPreview | null
  /** The figures, for a line between attacker and target when there is no clear line to show. */
  places: readonly FigurePlace[]
  /** The attacker (the selected figure) and the target (the hovered one). */
  attacker: string | null
  target: string | null
}

/** The line's colours. */
export const SIGHT_COLOURS = { legal: '#58e07a', illegal: '#ff4a3d', cover: '#ffb02e', best: '#ffe04a' } as const

/** Drawn just above the walls, so the line shows over them. */
const LINE_Y = MAP_TOP + WALL_HEIGHT + 0.03

type V3 = [number, number, number]

/** The segment to draw: the engine's clear line, else attacker to target when both stand on the map. */
function segmentOf(props: SightPreviewProps): [V3, V3] | null {
  const { map, preview, places, attacker, target } = props
  const line = preview?.geometry?.sightLine
  if (line) {
    const a = gridWorld(map, line.from.x / line.from.den, line.from.y / line.from.den)
    const b = gridWorld(map, line.to.x / line.to.den, line.to.y / line.to.den)
    return [
      [a.x, LINE_Y, a.z],
      [b.x, LINE_Y, b.z],
    ]
  }
  const a = places.find((p) => p.id === attacker && p.at)
  const b = places.find((p) => p.id === target && p.at)
  return a && b
    ? [
        [a.x, LINE_Y, a.z],
        [b.x, LINE_Y, b.z],
      ]
    : null
}

/**
 * The previewed attack on the map: its line of sight (green when the attack is legal, red when not; attacker to
 * target in red when nothing clear links them) and the attacker's corners, orange where the target has cover from
 * it, green where not, the best one (the corner the attack uses) larger and yellow. Two or three draw calls.
 */
export function SightPreview(props: SightPreviewProps) {
  const { map, preview } = props
  const r = useMemo(
    () => ({ dot: new SphereGeometry(0.03, 12, 8), mat: new MeshBasicMaterial({ toneMapped: false }) }),
    [],
  )
  useEffect(
    () => () => {
      r.dot.dispose()
      r.mat.dispose()
    },
    [r],
  )
  const segment = preview ? segmentOf(props) : null
  const corners = preview?.geometry?.corners
  const best = preview?.geometry?.bestCorner ?? null
  const marks = useMemo(
    (): Mark[] =>
      (corners ?? []).map(({ corner, cover }) => {
        const p = gridWorld(map, corner.x, corner.y)
        const isBest = best !== null && best.x === corner.x && best.y === corner.y
        const colour = isBest ? SIGHT_COLOURS.best : cover ? SIGHT_COLOURS.cover : SIGHT_COLOURS.legal
        const s = isBest ? 1.8 : 1
        return { matrix: new Matrix4().makeScale(s, s, s).setPosition(p.x, LINE_Y, p.z), colour }
      }),
    [map, corners, best],
  )
  if (!preview) return null
  return (
    <group>
      {segment && (
        <Line
          points={segment}
          color={preview.legal && preview.geometry?.sightLine ? SIGHT_COLOURS.legal : SIGHT_COLOURS.illegal}
          lineWidth={3}
          dashed={!preview.geometry?.sightLine}
          dashSize={0.08}
          gapSize={0.05}
          raycast={() => null}
        />
      )}
      <InstancedMarks marks={marks} geometry={r.dot} material={r.mat} receiveShadow={false} />
    </group>
  )
}
