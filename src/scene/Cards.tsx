import { useEffect, useMemo } from 'react'
import type { ThreeElements } from '@react-three/fiber'
import { createCardGeometry } from '../lib/geometries'
import { createInstancedMaterial } from '../lib/instancedMaterial'
import { CARD_BACK, CARD_UNKNOWN } from './sceneAssets'
import type { CellWriter } from './useInstancedLayer'
import { useInstancedLayer } from './useInstancedLayer'
import { useScene } from './useScene'

/** Props of Cards: anything an instancedMesh takes, spread onto it. */
export type CardsProps = Omit<ThreeElements['instancedMesh'], 'ref' | 'args'>

/**
 * Every card on the table in one instanced mesh (one draw call, plus one for shadows), faces and backs
 * from the runtime-painted card atlas.
 */
export function Cards(props: CardsProps) {
  const { assets } = useScene()
  const writeCells = useMemo<CellWriter>(() => {
    const uv: [number, number] = [0, 0]
    const back = assets.cards.cell(CARD_BACK)
    return (obj, out, offset) => {
      assets.cards.origin(assets.cards.cell(obj.look || CARD_UNKNOWN), uv)
      out[offset] = uv[0]
      out[offset + 1] = uv[1]
      assets.cards.origin(back, uv)
      out[offset + 2] = uv[0]
      out[offset + 3] = uv[1]
    }
  }, [assets])
  const material = useMemo(
    () =>
      createInstancedMaterial(
        { map: assets.cards.texture, roughness: 0.55, metalness: 0 },
        { cellSize: assets.cards.cellSize, edgeUv: [0.015, 0.01] },
      ),
    [assets],
  )
  useEffect(() => () => material.dispose(), [material])
  const { meshRef, geometry, capacity } = useInstancedLayer('card', createCardGeometry, writeCells)
  return (
    <instancedMesh
      key={capacity}
      ref={meshRef}
      args={[geometry, material, capacity]}
      castShadow
      receiveShadow
      frustumCulled={false}
      {...props}
    />
  )
}
