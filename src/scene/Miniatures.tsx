import { useEffect, useState } from 'react'
import { useGLTF } from '@react-three/drei'
import { miniatureModelLook } from '../boxes'
import { MINIATURE_MODELS, miniatureUrl, parseMiniatureLook } from '../lib/miniatureModels'
import { FigureInstances } from './FigureInstances'
import type { TableModel } from './tableModel'
import { useScene } from './useScene'

// Start loading the trooper (every sandbox box's default figure) as soon as the scene's code loads.
useGLTF.preload(miniatureUrl(MINIATURE_MODELS[0] as string), false, false)

/** One miniature to draw: its id and look. */
type Entry = readonly [id: string, look: string]

function miniatureEntries(model: TableModel): Entry[] {
  const out: Entry[] = []
  for (const [id, obj] of model.objects) if (obj.kind === 'miniature') out.push([id, obj.look])
  return out
}

function sameEntries(a: readonly Entry[], b: readonly Entry[]): boolean {
  return a.length === b.length && a.every(([id, look], i) => id === b[i]?.[0] && look === b[i]?.[1])
}

/** Props of Miniatures. */
export interface MiniaturesProps {
  /** Draw shadows cast by the figures. Default true. */
  castShadow?: boolean
}

/**
 * Every miniature on the table, instanced by model and colour (drei useGLTF; suspends until loaded), the armour in
 * the look's colour if it names one. The list is React state, but it changes only when miniatures come or go
 * (or change model), never as they move.
 */
export function Miniatures({ castShadow = true }: MiniaturesProps) {
  const { model } = useScene()
  const [entries, setEntries] = useState(() => miniatureEntries(model))
  useEffect(() => {
    const update = () =>
      setEntries((prev) => {
        const next = miniatureEntries(model)
        return sameEntries(prev, next) ? prev : next
      })
    update()
    return model.onChange(update)
  }, [model])
  const byModel = new Map<string, { id: string; tint: string | null }[]>()
  for (const [id, look] of entries) {
    // A named figure's look ('swm/darth-vader-figure') draws its own model; any other look is a model path.
    const { model: path, tint } = parseMiniatureLook(miniatureModelLook(look))
    byModel.set(path, [...(byModel.get(path) ?? []), { id, tint }])
  }
  return (
    <>
      {[...byModel].map(([path, figures]) => (
        <ModelFigures key={path} path={path} figures={figures} castShadow={castShadow} />
      ))}
    </>
  )
}

/** Props of ModelFigures. */
interface ModelFiguresProps {
  path: string
  figures: readonly { id: string; tint: string | null }[]
  castShadow: boolean
}

/** The figures that share one model: one instanced set per colour. */
function ModelFigures({ path, figures, castShadow }: ModelFiguresProps) {
  // No Draco or Meshopt decoders: our models use neither, and the Draco decoder would come from a CDN.
  const gltf = useGLTF(miniatureUrl(path), false, false)
  const byTint = new Map<string | null, string[]>()
  for (const { id, tint } of figures) byTint.set(tint, [...(byTint.get(tint) ?? []), id])
  return (
    <>
      {[...byTint].map(([tint, ids]) => (
        <FigureInstances key={tint ?? ''} source={gltf.scene} ids={ids} tint={tint} castShadow={castShadow} />
      ))}
    </>
  )
}
