import { useEffect, useMemo } from 'react'
import type { BufferGeometry, CanvasTexture } from 'three'
import { createRailGeometry } from '../lib/tableGeometry'
import { createClothTexture, createFeltTexture, createWoodTexture } from '../lib/tableTextures'
import type { ClothLook } from '../lib/tableTextures'

/** What a table is made of: its cloth (or felt), the rail's wood grain and the rail. */
export interface TableSurfaces {
  cloth: CanvasTexture
  wood: CanvasTexture
  rail: BufferGeometry
}

/**
 * The textures and rail of a table, painted once and disposed with it: the sandbox's green felt ('felt') or a
 * game's plain cloth (a module-level ClothLook, so it is painted once).
 */
export function useTableSurfaces(look: ClothLook | 'felt'): TableSurfaces {
  const cloth = useMemo(() => (look === 'felt' ? createFeltTexture() : createClothTexture(look)), [look])
  const wood = useMemo(() => {
    const t = createWoodTexture()
    // The rail's UVs are in table units; one grain image spans about seven units.
    t.repeat.set(0.14, 0.5)
    return t
  }, [])
  const rail = useMemo(() => createRailGeometry(), [])
  useEffect(
    () => () => {
      cloth.dispose()
      wood.dispose()
      rail.dispose()
    },
    [cloth, wood, rail],
  )
  return { cloth, wood, rail }
}
