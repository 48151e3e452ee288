import { useLayoutEffect, useMemo } from 'react'
import { useThree } from '@react-three/fiber'
import { Color, Matrix4, Quaternion, Vector3 } from 'three'
import { BakedModels, useBakedParts } from '../../../scene/BakedModels'
import { FigureBatchMeshes, useFigureBatch } from '../../../scene/useFigureBatch'
import { lookOf, modelUrl, standInParts } from './figureModels'
import type { FigureLook } from './figureModels'
import type { FigurePlace } from './mapLayout'
import { MAP_TOP } from './mapLayout'
import { noRaycast } from './picking'

/** A figure being dragged: where the pointer holds it on the table. */
export interface DragAt {
  id: string
  x: number
  z: number
}

/** Props of SwmFigures. */
export interface SwmFiguresProps {
  places: readonly FigurePlace[]
  /** The figure following the pointer, drawn lifted there instead of at its place; null when none. */
  drag: DragAt | null
}

const WHITE = new Color(1, 1, 1)
const UP = new Vector3(0, 1, 0)
/** How high a dragged figure floats above the deck. */
const DRAG_LIFT = 0.12

/** A look's sculpt file; the stand-in has none. */
function urlOf(look: FigureLook): string | null {
  return look === 'stand-in' ? null : modelUrl(look)
}

/** The world matrix of a figure at `p` (or held by `drag`). */
function matrixOf(p: FigurePlace, drag: DragAt | null): Matrix4 {
  const held = drag?.id === p.id
  const at = held ? new Vector3(drag.x, MAP_TOP + DRAG_LIFT, drag.z) : new Vector3(p.x, p.y, p.z)
  const turn = new Quaternion().setFromAxisAngle(UP, p.yaw)
  return new Matrix4().compose(at, turn, new Vector3(p.span, p.span, p.span))
}

/**
 * Every figure, on the map or waiting beside it, all models in one FigureBatch (two draws and a shadow draw in all),
 * each sculpt added once loaded (or failed: the stand-in). A Large or Huge figure is its sculpt scaled to fill its
 * space. The pointer passes through (figures are picked by their cylinders, FigureMarks).
 */
export function SwmFigures({ places, drag }: SwmFiguresProps) {
  const [models, onParts] = useBakedParts<FigureLook>()
  const looks = useMemo(() => [...new Set(places.map((p) => lookOf(p.def)))].sort(), [places])
  const batch = useFigureBatch()
  const invalidate = useThree((s) => s.invalidate)
  const shown = useMemo(() => places.filter((p) => models.has(lookOf(p.def))), [places, models])
  useLayoutEffect(() => {
    if (!batch) return
    for (const mesh of Object.values(batch.meshes)) mesh.raycast = noRaycast
    batch.setFigures(shown.map((p) => models.get(lookOf(p.def)) ?? []))
  }, [batch, shown, models])
  useLayoutEffect(() => {
    if (!batch) return
    shown.forEach((p, i) => batch.place(i, matrixOf(p, drag), WHITE))
    invalidate()
  }, [batch, shown, drag, invalidate])
  return (
    <>
      <BakedModels kinds={looks} urlOf={urlOf} standIn={standInParts} onParts={onParts} />
      {batch && <FigureBatchMeshes batch={batch} />}
    </>
  )
}
