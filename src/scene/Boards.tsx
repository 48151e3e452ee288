import { useEffect, useMemo, useRef, useState } from 'react'
import { useFrame } from '@react-three/fiber'
import { Color, MeshStandardMaterial } from 'three'
import type { Group, Material } from 'three'
import { footprintOf } from '../../net/table'
import { createPose } from '../lib/pose'
import { BOARD_THICKNESS } from '../lib/dimensions'
import { boardTexture, createBoardGeometry } from './boardMeshes'
import type { TableModel } from './tableModel'
import { useScene } from './useScene'

const _pose = /* @__PURE__ */ createPose()
const HOVER = /* @__PURE__ */ new Color('#ffcf7a').multiplyScalar(0.22)
const BLACK = /* @__PURE__ */ new Color(0, 0, 0)

/** Ids of the boards on the table. */
function boardIds(model: TableModel): string[] {
  const boards: string[] = []
  for (const [id, obj] of model.objects) if (obj.kind === 'board') boards.push(id)
  return boards
}

/**
 * Every board on the table, as a flat slab with its painted map on top (src/lib/boardPainter.ts); tiles are drawn
 * instanced by Tiles.tsx. Each board is one pickable group, posed from the table model like a miniature (drag,
 * animation, rest). The list is React state, changing only when boards come or go (a table has one or two).
 */
export function Boards() {
  const { model } = useScene()
  const [ids, setIds] = useState(() => boardIds(model))
  useEffect(() => {
    const update = () =>
      setIds((prev) => {
        const next = boardIds(model)
        return next.length === prev.length && next.every((id, i) => id === prev[i]) ? prev : next
      })
    update()
    return model.onChange(update)
  }, [model])
  return (
    <>
      {ids.map((id) => (
        <BoardPiece key={id} id={id} />
      ))}
    </>
  )
}

/** Props of BoardPiece. */
interface BoardPieceProps {
  id: string
}

/** One board: a slab of its size, the painted top by look (textures shared per look). */
function BoardPiece({ id }: BoardPieceProps) {
  const { model } = useScene()
  const ref = useRef<Group>(null)
  const obj = model.objects.get(id)
  const look = obj?.look ?? ''
  const { w, d } = footprintOf('board', obj)
  const parts = useMemo(() => {
    const top = new MeshStandardMaterial({ map: boardTexture(look), roughness: 0.8 })
    const side = new MeshStandardMaterial({ color: '#2b2f35', roughness: 0.7 })
    // The slab's groups: 0 the sides and bottom, 1 the painted top.
    const materials: Material[] = [side, top]
    return {
      meshes: [{ geometry: createBoardGeometry(w, d), material: materials, y: BOARD_THICKNESS / 2 }],
      own: [top, side],
    }
  }, [look, w, d])
  useEffect(
    () => () => {
      parts.meshes.forEach((m) => m.geometry.dispose())
      parts.own.forEach((m) => m.dispose())
    },
    [parts],
  )
  const last = useRef({ version: -1, hover: false })
  useEffect(() => {
    last.current.version = -1
  }, [parts])

  useFrame(() => {
    const group = ref.current
    const L = last.current
    if (!group || (L.version === model.version && !model.animating)) return
    L.version = model.version
    if (!model.displayedPose(id, _pose)) return
    group.position.set(_pose.x, _pose.y, _pose.z)
    group.rotation.set(0, _pose.yaw, 0)
    const hover = model.hovered === id || model.drag?.id === id
    if (hover !== L.hover) {
      L.hover = hover
      for (const m of parts.own) if (m instanceof MeshStandardMaterial) m.emissive.copy(hover ? HOVER : BLACK)
    }
  })

  useEffect(() => {
    const group = ref.current
    if (!group) return
    model.touch()
    return model.registerPickable({ object: group, resolve: () => id })
  }, [model, id])

  return (
    <group ref={ref}>
      {parts.meshes.map((m, i) => (
        <mesh key={i} geometry={m.geometry} material={m.material} position-y={m.y} receiveShadow />
      ))}
    </group>
  )
}
