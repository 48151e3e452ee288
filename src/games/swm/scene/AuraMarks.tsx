import { useMemo } from 'react'
import { MeshBasicMaterial, PlaneGeometry, RingGeometry } from 'three'
import type { CommanderAura } from '../../../../engine/games/swm'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { SWM_SQUARE } from '../../../boxes/boardGeometry'
import { InstancedMarks, markAt } from '../../../scene/InstancedMarks'
import type { Mark } from '../../../scene/InstancedMarks'
import { useDisposables } from '../../../scene/useDisposables'
import { auraEdges, auraRings } from './auras'
import { gridWorld, MAP_TOP } from './mapLayout'
import type { FigurePlace } from './mapLayout'

/** Props of AuraMarks. */
export interface AuraMarksProps {
  map: SwmMap
  places: readonly FigurePlace[]
  auras: readonly CommanderAura[]
  /** The figure in focus (hovered, else selected): its auras are drawn bright. */
  focus: string | null
}

/** How wide an outline edge is drawn (units; a square is 0.3). */
const EDGE_WIDTH = 0.024

function makeResources() {
  return {
    edge: new PlaneGeometry(1, 1).rotateX(-Math.PI / 2),
    ring: new RingGeometry(0.42, 0.48, 40).rotateX(-Math.PI / 2),
    material: new MeshBasicMaterial({ toneMapped: false, polygonOffset: true, polygonOffsetFactor: -3 }),
  }
}

/**
 * The commander auras on the deck (scene/auras.ts): each aura's outline, one draw call for all of them, and the rings
 * of the allies a focused aura reaches, one more.
 */
export function AuraMarks({ map, places, auras, focus }: AuraMarksProps) {
  const r = useDisposables(makeResources)
  const edges = useMemo(
    (): Mark[] =>
      auraEdges(auras, focus).map((e) => {
        const a = gridWorld(map, e.x1, e.y1)
        const b = gridWorld(map, e.x2, e.y2)
        const across = e.y1 === e.y2
        const sx = across ? SWM_SQUARE + EDGE_WIDTH : EDGE_WIDTH
        const sz = across ? EDGE_WIDTH : SWM_SQUARE + EDGE_WIDTH
        return { matrix: markAt((a.x + b.x) / 2, MAP_TOP + 0.005, (a.z + b.z) / 2, sx, 1, sz), colour: e.colour }
      }),
    [map, auras, focus],
  )
  const rings = useMemo(
    (): Mark[] =>
      auraRings(places, auras, focus).map((m) => {
        const s = m.radius * SWM_SQUARE
        return { matrix: markAt(m.x, m.y + 0.006, m.z, s, 1, s), colour: m.colour }
      }),
    [places, auras, focus],
  )
  return (
    <group>
      <InstancedMarks marks={edges} geometry={r.edge} material={r.material} receiveShadow={false} renderOrder={2} />
      <InstancedMarks marks={rings} geometry={r.ring} material={r.material} receiveShadow={false} renderOrder={2} />
    </group>
  )
}
