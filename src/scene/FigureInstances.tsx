import { useEffect, useLayoutEffect, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { Color, Matrix4, Quaternion, Vector3 } from 'three'
import { createPose } from '../lib/pose'
import type { BakedPart } from './figureBake'
import { FigureBatchMeshes, useFigureBatch } from './useFigureBatch'
import { useScene } from './useScene'

/** One miniature to draw: its table object id, its model's baked parts and its armour colour. */
export interface TableFigure {
  id: string
  parts: readonly BakedPart[]
  /** The armour's colour; null keeps the model's own. */
  tint: Color | null
}

/** Props of FigureInstances. */
export interface FigureInstancesProps {
  /** Every miniature on the table (a new array only when miniatures come, go or change look). */
  figures: readonly TableFigure[]
  castShadow: boolean
}

const _pose = createPose()
const _object = new Matrix4()
const _position = new Vector3()
const _turn = new Quaternion()
const _up = new Vector3(0, 1, 0)
const _one = new Vector3(1, 1, 1)
const _colour = new Color()
const WHITE = new Color(1, 1, 1)
/** Hovered or held figures are drawn a little brighter; locked ones greyed. */
const HOVER = new Color(1.45, 1.35, 1.15)
const LOCKED = new Color('#8796b0')

/**
 * Every miniature of every model on the table in one FigureBatch: a table full of troopers and walkers costs a
 * draw call for the figures, one for their shadows and one for the clear stands. Poses, hover and lock are
 * written per figure after every change of the table model; both batches are pickable and answer the figure's id.
 */
export function FigureInstances({ figures, castShadow }: FigureInstancesProps) {
  const { model } = useScene()
  const batch = useFigureBatch()
  const current = useRef(figures)
  const seen = useRef(-1)
  useLayoutEffect(() => {
    if (!batch) return
    batch.setFigures(figures.map((f) => f.parts))
    current.current = figures
    seen.current = -1
    model.touch()
  }, [batch, figures, model])

  useFrame(() => {
    if (!batch || (seen.current === model.version && !model.animating)) return
    seen.current = model.version
    current.current.forEach(({ id, tint }, i) => {
      const placed = model.displayedPose(id, _pose)
      _object.compose(_position.set(_pose.x, _pose.y, _pose.z), _turn.setFromAxisAngle(_up, _pose.yaw), _one)
      _colour.copy(model.objects.get(id)?.locked ? LOCKED : WHITE)
      if (model.hovered === id || model.drag?.id === id) _colour.multiply(HOVER)
      batch.place(i, placed ? _object : null, _colour, tint)
    })
  })

  useEffect(() => {
    if (!batch) return
    const stops = Object.values(batch.meshes).map((mesh) =>
      model.registerPickable({
        object: mesh,
        resolve: (hit) => current.current[batch.figureAt(mesh, hit.batchId) ?? -1]?.id ?? null,
      }),
    )
    return () => stops.forEach((stop) => stop())
  }, [batch, model])

  return batch ? <FigureBatchMeshes batch={batch} castShadow={castShadow} /> : null
}
