import { Component, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { useGLTF } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { Color, Matrix4, Quaternion, Vector3 } from 'three'
import { bakedModel } from '../../../scene/figureBake'
import type { BakedPart } from '../../../scene/figureBake'
import { FigureBatchMeshes, useFigureBatch } from '../../../scene/useFigureBatch'
import type { SwmModel } from '../pieces/swmModels'
import { lookOf, modelUrl, standInParts } from './figureModels'
import type { FigureLook } from './figureModels'
import type { FigurePlace } from './mapLayout'
import { MAP_TOP } from './mapLayout'
import { markModel } from './modelStatus'
import { noRaycast } from './picking'

/** Reports a sculpt baked once it is ready (or the stand-in when it failed). */
type OnParts = (look: FigureLook, parts: readonly BakedPart[]) => void

interface BoundaryProps {
  url: string
  fallback: ReactNode
  children: ReactNode
}

/** Draws `fallback` instead of a model that failed to load, and says so once. */
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

function LoadedModel({ model, onParts }: { model: SwmModel; onParts: OnParts }) {
  const url = modelUrl(model)
  // No Draco or Meshopt decoders: the models use neither (the Draco decoder would come from a CDN).
  const gltf = useGLTF(url, false, false)
  useEffect(() => {
    // In one effect, so the figures are in the batch when the scene says every model has settled.
    onParts(model, bakedModel(gltf.scene, false))
    markModel(url, 'loaded')
  }, [model, url, gltf.scene, onParts])
  return null
}

function StandIn({ look, onParts }: { look: FigureLook; onParts: OnParts }) {
  useEffect(() => onParts(look, standInParts()), [look, onParts])
  return null
}

/** Loads a sculpt (the stand-in if it fails) and reports it baked; draws nothing itself. */
function ModelLoader({ look, onParts }: { look: FigureLook; onParts: OnParts }) {
  if (look === 'stand-in') return <StandIn look={look} onParts={onParts} />
  return (
    <ModelFallback url={modelUrl(look)} fallback={<StandIn look={look} onParts={onParts} />}>
      <Suspense fallback={null}>
        <LoadedModel model={look} onParts={onParts} />
      </Suspense>
    </ModelFallback>
  )
}

/** A figure being dragged: where the pointer holds it on the table. */
export interface DragAt {
  id: string
  x: number
  z: number
}

/** Props of SwmFigures. */
export interface SwmFiguresProps {
  places: readonly FigurePlace[]
  /** The figure following the pointer, drawn lifted there instead of at its place; null when none. */
  drag: DragAt | null
}

const WHITE = new Color(1, 1, 1)
const UP = new Vector3(0, 1, 0)
/** How high a dragged figure floats above the deck. */
const DRAG_LIFT = 0.12

/** The world matrix of a figure at `p` (or held by `drag`). */
function matrixOf(p: FigurePlace, drag: DragAt | null): Matrix4 {
  const held = drag?.id === p.id
  const at = held ? new Vector3(drag.x, MAP_TOP + DRAG_LIFT, drag.z) : new Vector3(p.x, p.y, p.z)
  const turn = new Quaternion().setFromAxisAngle(UP, p.yaw)
  return new Matrix4().compose(at, turn, new Vector3(p.span, p.span, p.span))
}

/**
 * Every figure, on the map or waiting beside it, all models in one FigureBatch (two draws and a shadow draw in all),
 * each sculpt added once loaded (or failed: the stand-in). A Large or Huge figure is its sculpt scaled to fill its
 * space. The pointer passes through (figures are picked by their cylinders, FigureMarks).
 */
export function SwmFigures({ places, drag }: SwmFiguresProps) {
  const [models, setModels] = useState<ReadonlyMap<FigureLook, readonly BakedPart[]>>(() => new Map())
  const onParts = useCallback<OnParts>((look, parts) => setModels((m) => new Map(m).set(look, parts)), [])
  const looks = useMemo(() => [...new Set(places.map((p) => lookOf(p.def)))].sort(), [places])
  const batch = useFigureBatch()
  const invalidate = useThree((s) => s.invalidate)
  const shown = useMemo(() => places.filter((p) => models.has(lookOf(p.def))), [places, models])
  useLayoutEffect(() => {
    if (!batch) return
    for (const mesh of Object.values(batch.meshes)) mesh.raycast = noRaycast
    batch.setFigures(shown.map((p) => models.get(lookOf(p.def)) ?? []))
  }, [batch, shown, models])
  useLayoutEffect(() => {
    if (!batch) return
    shown.forEach((p, i) => batch.place(i, matrixOf(p, drag), WHITE))
    invalidate()
  }, [batch, shown, drag, invalidate])
  return (
    <>
      {looks.map((look) => (
        <ModelLoader key={look} look={look} onParts={onParts} />
      ))}
      {batch && <FigureBatchMeshes batch={batch} />}
    </>
  )
}
