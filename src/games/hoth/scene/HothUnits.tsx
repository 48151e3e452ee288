import { Component, Suspense, useEffect, useMemo } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { useGLTF } from '@react-three/drei'
import { MeshStandardMaterial } from 'three'
import type { HothView } from '../../../../engine/games/hoth'
import { HOTH_MODEL_URLS } from '../../../lib/hothModels'
import type { UnitHighlight } from '../contract'
import { hexWorld, standHeight } from './boardLayout'
import { fallbackParts } from './fallbackModels'
import { mergePieces, seedOf, seededRng } from './geometryKit'
import { markModel } from './modelStatus'
import { disposeParts, extractParts } from './modelParts'
import { PartInstances } from './PartInstances'
import { noRaycast } from './picking'
import { wreck } from './terrainPieces'
import { UnitMarkers } from './UnitMarkers'
import { boardPieces, figuresByKind } from './unitLayout'
import type { FigurePlace, PieceKind } from './unitLayout'

/** Props of HothUnits. */
export interface HothUnitsProps {
  view: HothView
  unitHighlights: ReadonlyMap<string, UnitHighlight>
}

/** URL of a kind's model (src/lib/hothModels.ts). */
export function modelUrl(kind: PieceKind): string {
  return HOTH_MODEL_URLS[kind]
}

interface BoundaryProps {
  url: string
  fallback: ReactNode
  children: ReactNode
}

/** Draws `fallback` (primitives) instead of a model that failed to load, and says so once. */
class ModelFallback extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    markModel(this.props.url, 'failed')
    console.warn(`Holotable: ${this.props.url} failed to load; drawing a stand-in.`, error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

function LoadedFigures({ url, places }: { url: string; places: readonly FigurePlace[] }) {
  // No Draco or Meshopt decoders: the models use neither (the Draco decoder would come from a CDN).
  const gltf = useGLTF(url, false, false)
  const parts = useMemo(() => extractParts(gltf.scene), [gltf.scene])
  useEffect(() => () => disposeParts(parts), [parts])
  useEffect(() => markModel(url, 'loaded'), [url])
  return <PartInstances parts={parts} places={places} />
}

function FallbackFigures({ kind, places }: { kind: PieceKind; places: readonly FigurePlace[] }) {
  const parts = useMemo(() => fallbackParts(kind), [kind])
  useEffect(() => () => disposeParts(parts), [parts])
  return <PartInstances parts={parts} places={places} />
}

function KindFigures({ kind, places }: { kind: PieceKind; places: readonly FigurePlace[] }) {
  const url = modelUrl(kind)
  return (
    <ModelFallback url={url} fallback={<FallbackFigures kind={kind} places={places} />}>
      <Suspense fallback={null}>
        <LoadedFigures url={url} places={places} />
      </Suspense>
    </ModelFallback>
  )
}

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
 * Every unit and structure: figures from the glTF models (stand-ins of primitives if a file fails), one set of
 * instanced meshes per kind; side-coloured base rings, badges, highlight rings and the pointer targets; and
 * wreckage where a structure was destroyed.
 */
export function HothUnits({ view, unitHighlights }: HothUnitsProps) {
  const { units, structures, terrain } = view
  const pieces = useMemo(() => boardPieces({ units, structures, terrain }), [units, structures, terrain])
  const byKind = useMemo(() => figuresByKind(pieces), [pieces])
  return (
    <group>
      {[...byKind].map(([kind, places]) => (
        <KindFigures key={kind} kind={kind} places={places} />
      ))}
      <UnitMarkers pieces={pieces} highlights={unitHighlights} />
      <StructureWrecks view={view} />
    </group>
  )
}
