import { useEffect, useMemo } from 'react'
import { Color, MeshStandardMaterial } from 'three'
import type { BufferGeometry, Texture } from 'three'
import type { TableObjectKind } from '../../net/schema'
import { createCardGeometry, createDieGeometry, createTokenGeometry } from '../lib/geometries'
import { MiniatureGhost } from './MiniatureGhost'
import { CARD_BACK, CARD_UNKNOWN, cardBackKey, tokenBackKey } from './sceneAssets'
import type { SceneAssets } from './sceneAssets'
import { useScene } from './useScene'

/** Props of DragGhost. */
export interface DragGhostProps {
  /** Object being dragged by someone else. */
  id: string
  /** Their colour, which tints the ghost. */
  colour: string
}

/** A texture showing one atlas cell on a 0..1 UV face (shares the atlas's image; no second upload). */
function cellTexture(atlas: SceneAssets['cards'], key: string): Texture {
  const t = atlas.texture.clone()
  const uv: [number, number] = [0, 0]
  atlas.origin(atlas.cell(key), uv)
  t.offset.set(uv[0], uv[1])
  t.repeat.set(atlas.cellSize[0], atlas.cellSize[1])
  return t
}

/** The ghost's geometry and picture; a face-down card shows its own back (`back`, '' for the common one). */
function ghostParts(
  kind: TableObjectKind,
  look: string,
  faceUp: boolean,
  back: string,
  assets: SceneAssets,
): { geometry: BufferGeometry | null; map: Texture | null } {
  switch (kind) {
    case 'card':
      return {
        geometry: createCardGeometry(),
        map: cellTexture(assets.cards, faceUp ? look || CARD_UNKNOWN : back ? cardBackKey(back) : CARD_BACK),
      }
    case 'token':
      return { geometry: createTokenGeometry(), map: cellTexture(assets.tokens, faceUp ? look : tokenBackKey(look)) }
    case 'die':
      return { geometry: createDieGeometry(), map: assets.dice }
    case 'miniature':
    case 'board':
    case 'tile':
      // Miniatures are drawn from the model itself (MiniatureGhost); boards and tiles show no ghost.
      return { geometry: null, map: null }
  }
}

/**
 * A translucent copy of an object someone else is dragging, tinted with their colour. Its parent group
 * (RemotePeer) places it at their live drag position.
 */
export function DragGhost({ id, colour }: DragGhostProps) {
  const { model, assets } = useScene()
  // Read once per drag (RemotePeer re-renders when the dragged id changes, not as it moves).
  const obj = model.objects.get(id)
  const kind = obj?.kind
  const look = obj?.look ?? ''
  const faceUp = obj?.faceUp ?? true
  const back = obj?.back ?? ''
  const parts = useMemo(() => {
    if (!kind) return null
    const { geometry, map } = ghostParts(kind, look, faceUp, back, assets)
    const material = new MeshStandardMaterial({
      map,
      color: kind === 'miniature' ? new Color(colour) : new Color('#ffffff'),
      emissive: new Color(colour),
      emissiveIntensity: 0.35,
      transparent: true,
      opacity: 0.6,
      depthWrite: false,
    })
    return { geometry, map, material }
  }, [kind, look, faceUp, back, colour, assets])
  useEffect(
    () => () => {
      if (!parts) return
      parts.geometry?.dispose()
      parts.material.dispose()
      if (parts.map && parts.map !== assets.dice) parts.map.dispose()
    },
    [parts, assets],
  )
  if (!parts || !kind) return null
  if (kind === 'miniature') return <MiniatureGhost look={look} material={parts.material} />
  return parts.geometry && <mesh geometry={parts.geometry} material={parts.material} renderOrder={2} />
}
