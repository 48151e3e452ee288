import { useMemo } from 'react'
import { createTokenGeometry } from '../lib/geometries'
import { tokenBackKey } from './sceneAssets'
import type { InstancedLayerProps } from './InstancedLayer'
import { InstancedLayer, atlasCells } from './InstancedLayer'
import { useScene } from './useScene'

/** Props of Tokens: anything an instancedMesh takes, spread onto it. */
export type TokensProps = Omit<InstancedLayerProps, 'kind' | 'createGeometry' | 'surface' | 'atlas' | 'writeCells'>

/** Every token (damage, focus, shield …) in one instanced mesh, faces from the token atlas. */
export function Tokens(props: TokensProps) {
  const { tokens } = useScene().assets
  const writeCells = useMemo(
    () =>
      atlasCells(
        tokens,
        (obj) => obj.look,
        (obj) => tokenBackKey(obj.look),
      ),
    [tokens],
  )
  const surface = useMemo(() => ({ map: tokens.texture, roughness: 0.45, metalness: 0.05 }), [tokens])
  const atlas = useMemo(() => ({ cellSize: tokens.cellSize, edgeUv: [0.01, 0.01] as [number, number] }), [tokens])
  return (
    <InstancedLayer
      kind="token"
      createGeometry={createTokenGeometry}
      surface={surface}
      atlas={atlas}
      writeCells={writeCells}
      {...props}
    />
  )
}
