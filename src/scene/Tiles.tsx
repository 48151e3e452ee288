import { useMemo } from 'react'
import type { TableObject } from '../../net/schema'
import { footprintOf } from '../../net/table'
import { tileDef } from '../lib/tilePainter'
import { createTileGeometry } from './boardMeshes'
import { InstancedLayer, atlasCells } from './InstancedLayer'
import { tileSideKey } from './sceneAssets'
import type { LayerScale } from './useInstancedLayer'
import { useScene } from './useScene'

type TileShape = 'hex' | 'square'

const shapeOf = (obj: TableObject): TileShape => tileDef(obj.look)?.shape ?? 'hex'

/** Per shape, stable (the layer checks them when objects come, go or change look): its filter, scale, geometry. */
const SHAPES = Object.fromEntries(
  (['hex', 'square'] as const).map((shape) => {
    const filter = (obj: TableObject) => shapeOf(obj) === shape
    // A hex is as wide as its depth corner to corner allows; a square takes both sides of its size.
    const scale: LayerScale = (obj, out) => {
      const { w, d } = footprintOf('tile', obj)
      return out.set(shape === 'hex' ? d : w, 1, d)
    }
    return [shape, { filter, scale, createGeometry: () => createTileGeometry(shape) }]
  }),
) as Record<
  TileShape,
  {
    filter: (obj: TableObject) => boolean
    scale: LayerScale
    createGeometry: () => ReturnType<typeof createTileGeometry>
  }
>

/**
 * Every terrain tile on the table, one instanced mesh per shape (hex, square): tops and sides from the tile atlas,
 * each tile scaled to its own size. A Battle of Hoth free-play table of 26 tiles costs 2 draw calls plus 2 for
 * shadows instead of 4 per tile.
 */
export function Tiles() {
  const { tiles } = useScene().assets
  const writeCells = useMemo(
    () =>
      atlasCells(
        tiles,
        (obj) => obj.look,
        (obj) => tileSideKey(obj.look),
      ),
    [tiles],
  )
  const surface = useMemo(() => ({ map: tiles.texture, roughness: 0.85, metalness: 0 }), [tiles])
  const atlas = useMemo(() => ({ cellSize: tiles.cellSize }), [tiles])
  return (
    <>
      {(['hex', 'square'] as const).map((shape) => (
        <InstancedLayer
          key={shape}
          kind="tile"
          createGeometry={SHAPES[shape].createGeometry}
          surface={surface}
          atlas={atlas}
          writeCells={writeCells}
          filter={SHAPES[shape].filter}
          instanceScale={SHAPES[shape].scale}
        />
      ))}
    </>
  )
}
