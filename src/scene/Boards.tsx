import { useEffect, useMemo, useRef, useState } from 'react'
import { useFrame } from '@react-three/fiber'
import { useTranslation } from 'react-i18next'
import { Color, MeshStandardMaterial } from 'three'
import type { Group, Material } from 'three'
import { footprintOf } from '../../net/table'
import { createPose } from '../lib/pose'
import { painterLanguage } from '../lib/language'
import type { Language } from '../lib/language'
import { BOARD_THICKNESS, TILE_THICKNESS } from '../lib/dimensions'
import { tileDef } from '../lib/tilePainter'
import { boardTexture, createBoardGeometry, createTileParts, tileTexture } from './boardMeshes'
import type { TableModel } from './tableModel'
import { useScene } from './useScene'

const _pose = /* @__PURE__ */ createPose()
const HOVER = /* @__PURE__ */ new Color('#ffcf7a').multiplyScalar(0.22)
const BLACK = /* @__PURE__ */ new Color(0, 0, 0)

/** Ids of the boards and tiles on the table, boards first (so they are drawn under the tiles). */
function boardIds(model: TableModel): string[] {
  const boards: string[] = []
  const tiles: string[] = []
  for (const [id, obj] of model.objects) {
    if (obj.kind === 'board') boards.push(id)
    else if (obj.kind === 'tile') tiles.push(id)
  }
  return [...boards, ...tiles]
}

/**
 * Every board and tile on the table: boards as flat slabs with their painted map on top (src/lib/boardPainter.ts),
 * tiles as hex or square prisms with their terrain painted on top. Each is one pickable group, posed from the table
 * model like a miniature (drag, animation, rest). The list is React state, changing only when boards or tiles come
 * or go.
 */
export function Boards() {
  const { model } = useScene()
  const { i18n } = useTranslation()
  const lang = painterLanguage(i18n.language)
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
        <BoardPiece key={id} id={id} lang={lang} />
      ))}
    </>
  )
}

/** Props of BoardPiece. */
interface BoardPieceProps {
  id: string
  lang: Language
}

/** One board or tile: geometry by kind and size, the painted top by look (textures shared per look). */
function BoardPiece({ id, lang }: BoardPieceProps) {
  const { model } = useScene()
  const ref = useRef<Group>(null)
  const obj = model.objects.get(id)
  const kind = obj?.kind === 'tile' ? 'tile' : 'board'
  const look = obj?.look ?? ''
  const { w, d } = footprintOf(kind, obj)
  const parts = useMemo(() => {
    if (kind === 'board') {
      const top = new MeshStandardMaterial({ map: boardTexture(look), roughness: 0.8 })
      const side = new MeshStandardMaterial({ color: '#2b2f35', roughness: 0.7 })
      // Box faces: +x, −x, +y (the painted top), −y, +z, −z.
      const materials: Material[] = [side, side, top, side, side, side]
      return {
        meshes: [{ geometry: createBoardGeometry(w, d), material: materials, y: BOARD_THICKNESS / 2 }],
        own: [top, side],
      }
    }
    const colour = tileDef(look)?.colour ?? '#8a8f96'
    const top = new MeshStandardMaterial({ map: tileTexture(look, lang), roughness: 0.85 })
    const side = new MeshStandardMaterial({ color: new Color(colour).multiplyScalar(0.7), roughness: 0.8 })
    const shape = tileDef(look)?.shape ?? 'hex'
    const { body, cap } = createTileParts(shape, w, d)
    return {
      meshes: [
        { geometry: body, material: side as Material | Material[], y: TILE_THICKNESS / 2 },
        { geometry: cap, material: top, y: TILE_THICKNESS + 0.0005 },
      ],
      own: [top, side],
    }
  }, [kind, look, lang, w, d])
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
        <mesh
          key={i}
          geometry={m.geometry}
          material={m.material}
          position-y={m.y}
          castShadow={kind === 'tile'}
          receiveShadow
        />
      ))}
    </group>
  )
}
