import { useEffect, useMemo, useState } from 'react'
import { useGLTF } from '@react-three/drei'
import { Color } from 'three'
import { miniatureModelLook } from '../boxes'
import { MINIATURE_MODELS, miniatureUrl, parseMiniatureLook } from '../lib/miniatureModels'
import { bakedModel } from './figureBake'
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
 * Every miniature on the table, all models in one batch (FigureInstances), the armour in the look's colour if it
 * names one. The list is React state, but it changes only when miniatures come or go (or change look), never as
 * they move.
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
  return entries.length > 0 ? <LoadedMiniatures entries={entries} castShadow={castShadow} /> : null
}

/** Props of LoadedMiniatures. */
interface LoadedMiniaturesProps {
  entries: readonly Entry[]
  castShadow: boolean
}

/** The miniatures once every model they show has loaded (drei useGLTF; suspends until then). */
function LoadedMiniatures({ entries, castShadow }: LoadedMiniaturesProps) {
  // A named figure's look ('swm/darth-vader-figure') draws its own model; any other look is a model path.
  const looks = useMemo(
    () => entries.map(([id, look]) => ({ id, ...parseMiniatureLook(miniatureModelLook(look)) })),
    [entries],
  )
  const paths = useMemo(() => [...new Set(looks.map((l) => l.model))].sort(), [looks])
  // No Draco or Meshopt decoders: our models use neither, and the Draco decoder would come from a CDN.
  const gltfs = useGLTF(
    paths.map((p) => miniatureUrl(p)),
    false,
    false,
  )
  const figures = useMemo(
    () =>
      looks.map(({ id, model, tint }) => ({
        id,
        parts: bakedModel((gltfs[paths.indexOf(model)] as (typeof gltfs)[number]).scene, true),
        tint: tint ? new Color(tint) : null,
      })),
    [looks, paths, gltfs],
  )
  return <FigureInstances figures={figures} castShadow={castShadow} />
}
