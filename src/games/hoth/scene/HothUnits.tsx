import { useEffect, useMemo } from 'react'
import { MeshStandardMaterial } from 'three'
import type { HothView } from '../../../../engine/games/hoth'
import type { UnitHighlight } from '../contract'
import { hexWorld, standHeight } from './boardLayout'
import { mergePieces, seedOf, seededRng } from './geometryKit'
import { HothFigures } from './HothFigures'
import { noRaycast } from './picking'
import { wreck } from './terrainPieces'
import { UnitMarkers } from './UnitMarkers'
import { boardPieces, figuresByKind } from './unitLayout'

/** Props of HothUnits. */
export interface HothUnitsProps {
  view: HothView
  unitHighlights: ReadonlyMap<string, UnitHighlight>
}

// HothCanvas waits for the model files by these URLs.
export { modelUrl } from './HothFigures'

/** Destroyed structures: a heap of wreckage on their hexes. */
function StructureWrecks({ view }: { view: HothView }) {
  const key = Object.values(view.structures)
    .filter((s) => s.destroyed)
    .map((s) => s.hex)
    .sort()
    .join(' ')
  const geometry = useMemo(() => {
    if (!key) return null
    return mergePieces(
      key.split(' ').flatMap((hex) => {
        const rng = seededRng(seedOf(hex) + 3)
        const y = standHeight(view.terrain[hex])
        return [...wreck(rng, hexWorld(hex), y, 1.9), ...wreck(rng, hexWorld(hex), y, 1.2)]
      }),
    )
  }, [key, view.terrain])
  const material = useMemo(() => new MeshStandardMaterial({ vertexColors: true, roughness: 0.8, metalness: 0.2 }), [])
  useEffect(() => () => geometry?.dispose(), [geometry])
  useEffect(() => () => material.dispose(), [material])
  if (!geometry) return null
  return <mesh geometry={geometry} material={material} castShadow receiveShadow raycast={noRaycast} />
}

/**
 * Every unit and structure: figures from the glTF models (stand-ins of primitives if a file fails), all kinds in
 * one batch (HothFigures); side-coloured base rings, badges, highlight rings and the pointer targets; and
 * wreckage where a structure was destroyed.
 */
export function HothUnits({ view, unitHighlights }: HothUnitsProps) {
  const { units, structures, terrain } = view
  const pieces = useMemo(() => boardPieces({ units, structures, terrain }), [units, structures, terrain])
  const byKind = useMemo(() => figuresByKind(pieces), [pieces])
  return (
    <group>
      <HothFigures byKind={byKind} />
      <UnitMarkers pieces={pieces} highlights={unitHighlights} />
      <StructureWrecks view={view} />
    </group>
  )
}
