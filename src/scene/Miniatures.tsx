import { useEffect, useState } from 'react'
import { useGLTF } from '@react-three/drei'
import { MINIATURE_MODELS, miniatureUrl } from '../lib/miniatureModels'
import { Miniature } from './Miniature'
import type { TableModel } from './tableModel'
import { useScene } from './useScene'

// Start loading the shipped models as soon as the scene's code loads, before the table mounts.
for (const model of MINIATURE_MODELS) useGLTF.preload(miniatureUrl(model), false, false)

function miniatureIds(model: TableModel): string[] {
  const ids: string[] = []
  for (const [id, obj] of model.objects) if (obj.kind === 'miniature') ids.push(id)
  return ids
}

/** Props of Miniatures. */
export interface MiniaturesProps {
  /** Draw shadows cast by the figures. Default true. */
  castShadow?: boolean
}

/**
 * Every miniature on the table, each a clone of its glTF model (drei useGLTF; suspends until loaded).
 * The list is React state, but it changes only when miniatures come or go, never as they move.
 */
export function Miniatures({ castShadow = true }: MiniaturesProps) {
  const { model } = useScene()
  // No Draco or Meshopt decoders: our models use neither, and the Draco decoder would come from a CDN.
  const gltf = useGLTF(miniatureUrl(MINIATURE_MODELS[0]), false, false)
  const [ids, setIds] = useState(() => miniatureIds(model))
  useEffect(() => {
    const update = () =>
      setIds((prev) => {
        const next = miniatureIds(model)
        return next.length === prev.length && next.every((id, i) => id === prev[i]) ? prev : next
      })
    update()
    return model.onChange(update)
  }, [model])
  return (
    <>
      {ids.map((id) => (
        <Miniature key={id} id={id} source={gltf.scene} castShadow={castShadow} />
      ))}
    </>
  )
}
