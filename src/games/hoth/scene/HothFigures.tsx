import { useLayoutEffect, useMemo } from 'react'
import { useThree } from '@react-three/fiber'
import { Color } from 'three'
import { HOTH_MODEL_URLS } from '../pieces/hothModels'
import { BakedModels, useBakedParts } from '../../../scene/BakedModels'
import { FigureBatchMeshes, useFigureBatch } from '../../../scene/useFigureBatch'
import { fallbackParts } from './fallbackModels'
import { noRaycast } from './picking'
import type { FigurePlace, PieceKind } from './unitLayout'

/** URL of a kind's model (src/games/hoth/pieces/hothModels.ts). */
export function modelUrl(kind: PieceKind): string {
  return HOTH_MODEL_URLS[kind]
}

const WHITE = new Color(1, 1, 1)

/** Props of HothFigures. */
export interface HothFiguresProps {
  /** Every figure's world matrix, by model kind. */
  byKind: ReadonlyMap<PieceKind, readonly FigurePlace[]>
}

/**
 * Every figure of every unit and structure, all models in one FigureBatch (two draws and a shadow draw in all),
 * each kind added once its model has loaded (or failed: a stand-in of primitives). The figures stand still
 * between changes of the board, so they are placed only then. The pointer passes through (units are picked by
 * their hit cylinders, UnitMarkers).
 */
export function HothFigures({ byKind }: HothFiguresProps) {
  const [models, onParts] = useBakedParts<PieceKind>()
  const kinds = useMemo(() => [...byKind.keys()], [byKind])
  const batch = useFigureBatch()
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => {
    if (!batch) return
    for (const mesh of Object.values(batch.meshes)) mesh.raycast = noRaycast
    const figures = [...byKind].flatMap(([kind, places]) => {
      const parts = models.get(kind)
      return parts ? places.map((p) => ({ parts, matrix: p.matrix })) : []
    })
    batch.setFigures(figures.map((f) => f.parts))
    figures.forEach((f, i) => batch.place(i, f.matrix, WHITE))
    invalidate()
  }, [batch, byKind, models, invalidate])
  return (
    <>
      <BakedModels kinds={kinds} urlOf={modelUrl} standIn={fallbackParts} onParts={onParts} />
      {batch && <FigureBatchMeshes batch={batch} />}
    </>
  )
}
