import { useMemo } from 'react'
import { CylinderGeometry, Matrix4, MeshBasicMaterial, RingGeometry } from 'three'
import { SWM_SQUARE } from '../../../boxes/boardGeometry'
import { useDisposables } from '../../../scene/useDisposables'
import { ringMarks } from './highlights'
import { InstancedMarks } from '../../../scene/InstancedMarks'
import type { Mark } from '../../../scene/InstancedMarks'
import type { FigurePlace } from './mapLayout'
import type { Picker } from './picking'

/** Props of FigureMarks. */
export interface FigureMarksProps {
  places: readonly FigurePlace[]
  /** Figures that have activated this round (their rings greyed). */
  activated: ReadonlySet<string>
  selected: string | null
  hoverFigure: string | null
}

/** Height of a figure's pick cylinder for one square of span. */
const PICK_HEIGHT = 0.42

/** The ring and the invisible pick cylinder, and their materials. */
function makeResources() {
  return {
    // Radius 1 in half-squares: the ring's outside just clears a one-square figure's base.
    ring: new RingGeometry(0.4, 0.49, 40).rotateX(-Math.PI / 2),
    ringMat: new MeshBasicMaterial({ toneMapped: false, polygonOffset: true, polygonOffsetFactor: -3 }),
    hit: new CylinderGeometry(0.5, 0.5, 1, 12).translate(0, 0.5, 0),
    hitMat: new MeshBasicMaterial({ visible: false }),
  }
}

/**
 * The rings under the figures (each side's colour, greyed once activated; the selected and hovered figures ringed
 * again), one draw call, and an invisible cylinder per figure that the pointer picks (no draw call).
 */
export function FigureMarks({ places, activated, selected, hoverFigure }: FigureMarksProps) {
  const r = useDisposables(makeResources)
  const rings = useMemo(
    (): Mark[] =>
      ringMarks(places, activated, selected, hoverFigure).map((m) => {
        const s = m.radius * SWM_SQUARE
        return { matrix: new Matrix4().makeScale(s, 1, s).setPosition(m.x, m.y + 0.004, m.z), colour: m.colour }
      }),
    [places, activated, selected, hoverFigure],
  )
  const hits = useMemo(
    (): Mark[] =>
      places.map((p) => {
        const s = p.span * SWM_SQUARE * 0.95
        return { matrix: new Matrix4().makeScale(s, PICK_HEIGHT * p.span, s).setPosition(p.x, p.y, p.z) }
      }),
    [places],
  )
  const pick = useMemo<Picker>(
    () => (i) => {
      const p = i === undefined ? undefined : places[i]
      return p ? { kind: 'figure', figure: p.id, square: p.at } : null
    },
    [places],
  )
  return (
    <group>
      <InstancedMarks marks={rings} geometry={r.ring} material={r.ringMat} receiveShadow={false} />
      <InstancedMarks marks={hits} geometry={r.hit} material={r.hitMat} pick={pick} receiveShadow={false} />
    </group>
  )
}
