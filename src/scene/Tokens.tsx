import { useEffect, useMemo } from 'react'
import type { ThreeElements } from '@react-three/fiber'
import { createTokenGeometry } from '../lib/geometries'
import { createInstancedMaterial } from '../lib/instancedMaterial'
import { tokenBackKey } from './sceneAssets'
import type { CellWriter } from './useInstancedLayer'
import { useInstancedLayer } from './useInstancedLayer'
import { useScene } from './useScene'

/** Props of Tokens: anything an instancedMesh takes, spread onto it. */
export type TokensProps = Omit<ThreeElements['instancedMesh'], 'ref' | 'args'>

/** Every token (damage, focus, shield …) in one instanced mesh, faces from the token atlas. */
export function Tokens(props: TokensProps) {
  const { assets } = useScene()
  const writeCells = useMemo<CellWriter>(() => {
    const uv: [number, number] = [0, 0]
    return (obj, out, offset) => {
      assets.tokens.origin(assets.tokens.cell(obj.look), uv)
      out[offset] = uv[0]
      out[offset + 1] = uv[1]
      assets.tokens.origin(assets.tokens.cell(tokenBackKey(obj.look)), uv)
      out[offset + 2] = uv[0]
      out[offset + 3] = uv[1]
    }
  }, [assets])
  const material = useMemo(
    () =>
      createInstancedMaterial(
        { map: assets.tokens.texture, roughness: 0.45, metalness: 0.05 },
        { cellSize: assets.tokens.cellSize, edgeUv: [0.01, 0.01] },
      ),
    [assets],
  )
  useEffect(() => () => material.dispose(), [material])
  const { meshRef, geometry, capacity } = useInstancedLayer('token', createTokenGeometry, writeCells)
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
