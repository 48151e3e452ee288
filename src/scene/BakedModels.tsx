import { Component, Suspense, useCallback, useEffect, useState } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { useGLTF } from '@react-three/drei'
import { bakedModel } from './figureBake'
import type { BakedPart } from './figureBake'
import { markModel } from './modelStatus'

/** Reports a kind's model baked once it is ready (or its stand-in when it failed). */
export type OnParts<K> = (kind: K, parts: readonly BakedPart[]) => void

interface BoundaryProps {
  url: string
  fallback: ReactNode
  children: ReactNode
}

/** Draws `fallback` (the stand-in) instead of a model that failed to load, and says so once. */
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

interface KindProps<K> {
  kind: K
  onParts: OnParts<K>
}

function LoadedModel<K>({ kind, url, onParts }: KindProps<K> & { url: string }) {
  // No Draco or Meshopt decoders: the models use neither (the Draco decoder would come from a CDN).
  const gltf = useGLTF(url, false, false)
  useEffect(() => {
    // In one effect, so the figures are in the batch when the scene says every model has settled.
    onParts(kind, bakedModel(gltf.scene, false))
    markModel(url, 'loaded')
  }, [kind, url, gltf.scene, onParts])
  return null
}

function StandIn<K>({ kind, standIn, onParts }: KindProps<K> & { standIn: (kind: K) => readonly BakedPart[] }) {
  useEffect(() => onParts(kind, standIn(kind)), [kind, standIn, onParts])
  return null
}

/** Props of BakedModels. Pass module-level functions for `urlOf` and `standIn`: they are effect dependencies. */
export interface BakedModelsProps<K> {
  /** The kinds whose models are needed. */
  kinds: readonly K[]
  /** A kind's model file, or null for a kind that is always drawn as its stand-in. */
  urlOf: (kind: K) => string | null
  /** A kind's stand-in of primitives, drawn when its model has failed (or has none). */
  standIn: (kind: K) => readonly BakedPart[]
  onParts: OnParts<K>
}

/**
 * Loads each kind's glTF model (its stand-in if it fails, recorded in modelStatus) and reports it baked for a
 * FigureBatch; draws nothing itself. Shared by the game tables' figures (Hoth, the skirmish).
 */
export function BakedModels<K extends string>({ kinds, urlOf, standIn, onParts }: BakedModelsProps<K>) {
  return (
    <>
      {kinds.map((kind) => {
        const url = urlOf(kind)
        const fallback = <StandIn kind={kind} standIn={standIn} onParts={onParts} />
        if (url === null) return <StandIn key={kind} kind={kind} standIn={standIn} onParts={onParts} />
        return (
          <ModelFallback key={kind} url={url} fallback={fallback}>
            <Suspense fallback={null}>
              <LoadedModel kind={kind} url={url} onParts={onParts} />
            </Suspense>
          </ModelFallback>
        )
      })}
    </>
  )
}

/** The baked parts by kind so far, and the `onParts` that BakedModels fills them through. */
export function useBakedParts<K>(): [ReadonlyMap<K, readonly BakedPart[]>, OnParts<K>] {
  const [models, setModels] = useState<ReadonlyMap<K, readonly BakedPart[]>>(() => new Map())
  const onParts = useCallback<OnParts<K>>((kind, parts) => setModels((m) => new Map(m).set(kind, parts)), [])
  return [models, onParts]
}
