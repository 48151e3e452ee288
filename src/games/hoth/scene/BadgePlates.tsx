import { useEffect, useMemo } from 'react'
import { BoxGeometry, MeshStandardMaterial } from 'three'
import type { BufferGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { BADGE_LOOKS, createBadgeAtlas } from './badgeTextures'
import { noRaycast } from './picking'
import type { BoardPiece } from './unitLayout'

/** A badge plate on the base of `piece` (which has a badge), its faces mapped to its look's atlas cell. */
function plate(piece: BoardPiece, look: number): BufferGeometry {
  const g = new BoxGeometry(0.16, 0.02, 0.16)
  const uv = g.getAttribute('uv')
  for (let i = 0; i < uv.count; i++) uv.setX(i, (look + uv.getX(i)) / BADGE_LOOKS.length)
  return g.rotateY(Math.PI / 4).translate(piece.x - 0.3, piece.y + 0.02, piece.z + 0.22)
}

/**
 * The badge plates of every special force on the board, merged into one mesh over one texture atlas (one draw
 * call however many badges); rebuilt only when the pieces change.
 */
export function BadgePlates({ pieces }: { pieces: readonly BoardPiece[] }) {
  const material = useMemo(() => new MeshStandardMaterial({ map: createBadgeAtlas(), roughness: 0.45 }), [])
  useEffect(
    () => () => {
      material.map?.dispose()
      material.dispose()
    },
    [material],
  )
  const geometry = useMemo(() => {
    const plates = pieces.flatMap((p) => (p.badge ? [plate(p, BADGE_LOOKS.indexOf(p.badge))] : []))
    const merged = plates.length > 0 ? mergeGeometries(plates, false) : null
    for (const g of plates) g.dispose()
    return merged
  }, [pieces])
  useEffect(() => () => geometry?.dispose(), [geometry])
  return geometry ? <mesh geometry={geometry} material={material} raycast={noRaycast} /> : null
}
