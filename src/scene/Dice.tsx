import { useEffect, useMemo } from 'react'
import type { ThreeElements } from '@react-three/fiber'
import type { Texture } from 'three'
import type { TableObject } from '../../net/schema'
import { DIE_KINDS } from '../../engine/games/tabletop'
import type { DieKind } from '../../engine/games/tabletop'
import { createDiceTexture as createHothDiceTexture } from '../games/hoth/scene/diceTextures'
import { parseDieLook } from '../lib/dieFaces'
import type { DieLook } from '../lib/dieFaces'
import { DIE_GEOMETRIES } from '../lib/dieModels'
import { createCoinTexture, createD20Texture } from '../lib/dieTextures'
import { createInstancedMaterial } from '../lib/instancedMaterial'
import { useDieTumble } from './useDieTumble'
import type { LayerFilter } from './useInstancedLayer'
import { useInstancedLayer } from './useInstancedLayer'
import { useScene } from './useScene'

/** Props of Dice: anything an instancedMesh takes, spread onto each kind's mesh. */
export type DiceProps = Omit<ThreeElements['instancedMesh'], 'ref' | 'args'>

const _look: DieLook = { kind: 'd6', face: 0 }

/** One stable filter per kind: the die objects whose look names that kind. */
const FILTERS = Object.fromEntries(
  DIE_KINDS.map((kind) => [kind, (obj: TableObject) => parseDieLook(obj.look, _look).kind === kind]),
) as Record<DieKind, LayerFilter>

/** How each kind's surface shines: ivory and plastic dice, a metal coin. */
const FINISH: Record<DieKind, { roughness: number; metalness: number }> = {
  d6: { roughness: 0.3, metalness: 0 },
  d20: { roughness: 0.25, metalness: 0 },
  hoth: { roughness: 0.35, metalness: 0 },
  coin: { roughness: 0.35, metalness: 0.6 },
}

interface DiceLayerProps extends DiceProps {
  kind: DieKind
  map: Texture
}

/** Every die of one kind in one instanced mesh, tumbling when rolled. */
function DiceLayer({ kind, map, ...props }: DiceLayerProps) {
  const material = useMemo(() => createInstancedMaterial({ map, ...FINISH[kind] }), [map, kind])
  useEffect(() => () => material.dispose(), [material])
  const { meshRef, geometry, capacity } = useInstancedLayer('die', DIE_GEOMETRIES[kind], undefined, FILTERS[kind])
  // After the layer's hook, so its frame callback runs after the layer has written the rest matrices.
  useDieTumble(kind, FILTERS[kind], meshRef)
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

/**
 * Every die on the table, one instanced mesh (one draw call) per kind: ivory d6 with pips, blue d20, the Battle
 * of Hoth battle die with its symbols, and a gold coin. A die object's look (`d20:16`, `coin:1`, legacy `'4'`)
 * says its kind and the face on top.
 */
export function Dice(props: DiceProps) {
  const { dice } = useScene().assets
  const own = useMemo(() => ({ d20: createD20Texture(), hoth: createHothDiceTexture(), coin: createCoinTexture() }), [])
  useEffect(() => () => Object.values(own).forEach((t) => t.dispose()), [own])
  const maps: Record<DieKind, Texture> = { d6: dice, ...own }
  return (
    <>
      {DIE_KINDS.map((kind) => (
        <DiceLayer key={kind} kind={kind} map={maps[kind]} {...props} />
      ))}
    </>
  )
}
