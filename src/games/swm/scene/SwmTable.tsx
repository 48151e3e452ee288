import type { ClothLook } from '../../../lib/tableTextures'
import { ClothTable } from '../../../scene/ClothTable'

/** Charcoal wargaming cloth with a faint blue cast, fine speckle and a soft vignette. */
const CLOTH: ClothLook = {
  seed: 19,
  inner: '#2b313b',
  mid: '#222831',
  outer: '#161a20',
  light: 'rgba(255, 255, 255, 0.025)',
  dark: 'rgba(0, 0, 0, 0.08)',
}

/**
 * The table under the skirmish map: the sandbox table's size and walnut rail with a charcoal cloth that lets the
 * metal deck stand out. Its top is at y = 0; the pointer passes through it (off the map is nowhere).
 */
export function SwmTable() {
  return <ClothTable look={CLOTH} railShadow={false} />
}
