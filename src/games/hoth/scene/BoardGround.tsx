import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { DoubleSide, MeshStandardMaterial } from 'three'
import type { InstancedMesh } from 'three'
import type { HexId, Side, Terrain } from '../../../../engine/games/hoth'
import type { TablePoint } from './boardLayout'
import { HEX_RADIUS, hexCorners } from './boardLayout'
import { buildDecor, buildFloor, buildTiles, halfHexOutline, halfTileMatrices } from './boardBuild'
import { createSnowTextures } from './boardTextures'
import { buildFrame } from './frameBuild'
import { mergePieces, polygonPrism } from './geometryKit'
import { noRaycast, setPicker } from './picking'

/** Props of BoardGround. */
export interface BoardGroundProps {
  terrain: Readonly<Record<HexId, Terrain>>
  /** Medal slot centres of each side's track (the track plates are built around them). */
  slots: Readonly<Record<Side, readonly TablePoint[]>>
}

const TILE = { top: 0, bottom: -0.42, bevel: 0.035, wallColour: '#8e9aab', topColour: '#ffffff', uvScale: 0.9 }

function useGroundResources() {
  const r = useMemo(() => {
    const snow = createSnowTextures()
    const tileMat = new MeshStandardMaterial({
      map: snow.map,
      bumpMap: snow.bump,
      bumpScale: 0.5,
      vertexColors: true,
      roughness: 0.88,
      metalness: 0,
    })
    return {
      snow,
      tile: polygonPrism(hexCorners(HEX_RADIUS), TILE),
      halfTile: polygonPrism(halfHexOutline(), { ...TILE, topColour: '#b7bec8' }),
      tileMat,
      roughMat: new MeshStandardMaterial({ vertexColors: true, roughness: 0.85, metalness: 0.05, side: DoubleSide }),
      iceMat: new MeshStandardMaterial({
        vertexColors: true,
        roughness: 0.08,
        metalness: 0.15,
        envMapIntensity: 1.6,
      }),
    }
  }, [])
  useEffect(
    () => () => {
      r.snow.map.dispose()
      r.snow.bump.dispose()
      for (const v of [r.tile, r.halfTile, r.tileMat, r.roughMat, r.iceMat]) v.dispose()
    },
    [r],
  )
  return r
}

/**
 * The battlefield's ground: 67 snow hex tiles in one instanced mesh (raised for ridges, sunk for trenches,
 * a deep pit for chasms; the pointer picks them by instance), the six cut-off half hexes at the ends of odd
 * rows, and one merged mesh for the floor, frame, track plates, dice tray, terrain pieces and sector lines,
 * plus one for the glossy ice. Four draw calls, rebuilt only when the terrain changes.
 */
export function BoardGround({ terrain, slots }: BoardGroundProps) {
  const r = useGroundResources()
  const invalidate = useThree((s) => s.invalidate)
  const tiles = useMemo(() => buildTiles(terrain), [terrain])
  const { rough, ice } = useMemo(() => {
    const decor = buildDecor(terrain)
    return { rough: mergePieces([decor.rough, buildFloor(terrain), buildFrame(slots)]), ice: decor.ice }
  }, [terrain, slots])
  useEffect(
    () => () => {
      rough.dispose()
      ice.dispose()
    },
    [rough, ice],
  )
  const tileRef = useRef<InstancedMesh>(null)
  const halfRef = useRef<InstancedMesh>(null)
  useLayoutEffect(() => {
    const mesh = tileRef.current
    const half = halfRef.current
    if (!mesh || !half) return
    tiles.matrices.forEach((m, i) => {
      mesh.setMatrixAt(i, m)
      mesh.setColorAt(i, tiles.colours[i]!)
    })
    mesh.instanceMatrix.needsUpdate = true
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
    mesh.computeBoundingSphere()
    setPicker(mesh, (i) => {
      const hex = i === undefined ? undefined : tiles.hexes[i]
      return hex ? { hex, id: null } : null
    })
    halfTileMatrices().forEach((m, i) => half.setMatrixAt(i, m))
    half.instanceMatrix.needsUpdate = true
    half.computeBoundingSphere()
    invalidate()
  }, [tiles, invalidate])
  return (
    <group>
      <instancedMesh ref={tileRef} args={[r.tile, r.tileMat, tiles.hexes.length]} castShadow receiveShadow />
      <instancedMesh ref={halfRef} args={[r.halfTile, r.tileMat, 6]} receiveShadow raycast={noRaycast} />
      <mesh geometry={rough} material={r.roughMat} castShadow receiveShadow raycast={noRaycast} />
      <mesh geometry={ice} material={r.iceMat} castShadow receiveShadow raycast={noRaycast} />
    </group>
  )
}
