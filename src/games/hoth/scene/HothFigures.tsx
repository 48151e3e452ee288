import { Component, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { useGLTF } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { Color } from 'three'
import { HOTH_MODEL_URLS } from '../pieces/hothModels'
import { bakedModel } from '../../../scene/figureBake'
import type { BakedPart } from '../../../scene/figureBake'
import { FigureBatchMeshes, useFigureBatch } from '../../../scene/useFigureBatch'
import { fallbackParts } from './fallbackModels'
import { markModel } from './modelStatus'
import { noRaycast } from './picking'
import type { FigurePlace, PieceKind } from './unitLayout'

/** URL of a kind's model (src/games/hoth/pieces/hothModels.ts). */
export function modelUrl(kind: PieceKind): string {
  return HOTH_MODEL_URLS[kind]
}

/** Reports a kind's baked model once it is ready. */
type OnParts = (kind: PieceKind, parts: readonly BakedPart[]) => void

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

function LoadedModel({ kind, onParts }: { kind: PieceKind; onParts: OnParts }) {
  const url = modelUrl(kind)
  // No Draco or Meshopt decoders: the models use neither (the Draco decoder would come from a CDN).
  const gltf = useGLTF(url, false, false)
  useEffect(() => {
    // In one effect, so the figures are in the batch when the scene says every model has settled.
    onParts(kind, bakedModel(gltf.scene, false))
    markModel(url, 'loaded')
  }, [kind, url, gltf.scene, onParts])
  return null
}

function FallbackModel({ kind, onParts }: { kind: PieceKind; onParts: OnParts }) {
  useEffect(() => onParts(kind, fallbackParts(kind)), [kind, onParts])
  return null
}

/** Loads a kind's model (a stand-in of primitives if it fails) and reports it baked; draws nothing itself. */
function KindModel({ kind, onParts }: { kind: PieceKind; onParts: OnParts }) {
  return (
    <ModelFallback url={modelUrl(kind)} fallback={<FallbackModel kind={kind} onParts={onParts} />}>
      <Suspense fallback={null}>
        <LoadedModel kind={kind} onParts={onParts} />
      </Suspense>
    </ModelFallback>
  )
}

const WHITE = new Color(1, 1, 1)

/** Props of HothFigures. */
export interface HothFiguresProps {
  /** Every figure's world matrix, by model kind. */
  byKind: ReadonlyMap<PieceKind, readonly FigurePlace[]>
}

/**
 * Every figure of every unit and structure, all models in one FigureBatch (two draws and a shadow draw in all),
 * each kind added once its model has loaded (or failed: a stand-in of primitives). The figures stand still
 * between changes of the board, so they are placed only then. The pointer passes through (units are picked by
 * their hit cylinders, UnitMarkers).
 */
export function HothFigures({ byKind }: HothFiguresProps) {
  const [models, setModels] = useState<ReadonlyMap<PieceKind, readonly BakedPart[]>>(() => new Map())
  const onParts = useCallback<OnParts>((kind, parts) => setModels((m) => new Map(m).set(kind, parts)), [])
  const batch = useFigureBatch()
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => {
    if (!batch) return
    for (const mesh of Object.values(batch.meshes)) mesh.raycast = noRaycast
    const figures = [...byKind].flatMap(([kind, places]) => {
      const parts = models.get(kind)
      return parts ? places.map((p) => ({ parts, matrix: p.matrix })) : []
    })
    batch.setFigures(figures.map((f) => f.parts))
    figures.forEach((f, i) => batch.place(i, f.matrix, WHITE))
    invalidate()
  }, [batch, byKind, models, invalidate])
  return (
    <>
      {[...byKind.keys()].map((kind) => (
        <KindModel key={kind} kind={kind} onParts={onParts} />
      ))}
      {batch && <FigureBatchMeshes batch={batch} />}
    </>
  )
}
