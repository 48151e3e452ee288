import { useMemo } from 'react'
import { createCardGeometry } from '../lib/geometries'
import { CARD_BACK, CARD_UNKNOWN, cardBackKey } from './sceneAssets'
import type { InstancedLayerProps } from './InstancedLayer'
import { InstancedLayer, atlasCells } from './InstancedLayer'
import { useScene } from './useScene'

/** Props of Cards: anything an instancedMesh takes, spread onto it. */
export type CardsProps = Omit<InstancedLayerProps, 'kind' | 'createGeometry' | 'surface' | 'atlas' | 'writeCells'>

/**
 * Every card on the table in one instanced mesh (one draw call, plus one for shadows), faces and backs
 * from the runtime-painted card atlas.
 */
export function Cards(props: CardsProps) {
  const { cards } = useScene().assets
  const writeCells = useMemo(
    () =>
      atlasCells(
        cards,
        (obj) => obj.look || CARD_UNKNOWN,
        (obj) => (obj.back ? cardBackKey(obj.back) : CARD_BACK),
      ),
    [cards],
  )
  const surface = useMemo(() => ({ map: cards.texture, roughness: 0.55, metalness: 0 }), [cards])
  const atlas = useMemo(() => ({ cellSize: cards.cellSize, edgeUv: [0.015, 0.01] as [number, number] }), [cards])
  return (
    <InstancedLayer
      kind="card"
      createGeometry={createCardGeometry}
      surface={surface}
      atlas={atlas}
      writeCells={writeCells}
      {...props}
    />
  )
}
