import { useMemo } from 'react'
import { BoxGeometry, Matrix4, MeshStandardMaterial } from 'three'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { BOARD_THICKNESS } from '../../../lib/dimensions'
import { createBoardGeometry } from '../../../scene/boardMeshes'
import { InstancedMarks } from '../../../scene/InstancedMarks'
import type { Mark } from '../../../scene/InstancedMarks'
import { useDisposables } from '../../../scene/useDisposables'
import { figureOn, mapHalf, squareAt } from './mapLayout'
import type { FigurePlace } from './mapLayout'
import { crateBlocks, doorBlocks, wallBlocks } from './mapPieces'
import { createDeckTexture } from './mapTexture'
import { setPicker } from './picking'
import type { Picker } from './picking'

/** Props of MapDeck. */
export interface MapDeckProps {
  map: SwmMap
  /** Which doors are open, by id. */
  doors: Readonly<Record<string, boolean>>
  /** The figures, so a square reports the figure standing on it. */
  places: readonly FigurePlace[]
}

/** The deck of `map` (its slab and painted top) and the wall and crate blocks' box and metal. */
function makeDeck(map: SwmMap) {
  const half = mapHalf(map)
  const texture = createDeckTexture(2 * half.x, 2 * half.z)
  return {
    geometry: createBoardGeometry(2 * half.x, 2 * half.z),
    texture,
    edge: new MeshStandardMaterial({ color: '#1c2026', roughness: 0.5, metalness: 0.6 }),
    top: new MeshStandardMaterial({ map: texture, roughness: 0.62, metalness: 0.28 }),
    box: new BoxGeometry(1, 1, 1),
    metal: new MeshStandardMaterial({ roughness: 0.42, metalness: 0.55 }),
  }
}

/**
 * The starship map on the table: its painted deck (a slab, two draw calls) that reports the square under the
 * pointer, and its walls, doors and crates raised in 3D as one instanced mesh (one draw call and one shadow draw).
 * Doors follow the state: closed full height, open sunk into the deck.
 */
export function MapDeck({ map, doors, places }: MapDeckProps) {
  const r = useDisposables(makeDeck, map)
  const walls = useMemo(() => [...wallBlocks(map), ...crateBlocks(map)], [map])
  const blocks = useMemo((): Mark[] => {
    return [...walls, ...doorBlocks(map, doors)].map((b) => ({
      matrix: new Matrix4().makeScale(b.w, b.h, b.d).setPosition(b.x, b.y, b.z),
      colour: b.colour,
    }))
  }, [map, walls, doors])
  const pick = useMemo<Picker>(
    () => (_i, point) => {
      const square = squareAt(map, point.x, point.z)
      return { kind: 'square', square, figure: square ? figureOn(places, square) : null }
    },
    [map, places],
  )
  return (
    <group>
      <mesh
        geometry={r.geometry}
        material={[r.edge, r.top]}
        position-y={BOARD_THICKNESS / 2}
        receiveShadow
        ref={(m) => {
          if (m) setPicker(m, pick)
        }}
      />
      <InstancedMarks marks={blocks} geometry={r.box} material={r.metal} castShadow receiveShadow />
    </group>
  )
}
