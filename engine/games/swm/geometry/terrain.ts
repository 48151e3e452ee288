/**
 * Square terrain lookups, which no door changes: low objects, difficult terrain and pits ("A terep a teljes
 * négyzetet elfoglalja"). Built once per map.
 */
import type { SwmMap } from '../data/maps'
import type { Space, Square } from './squares'

/** Terrain kinds as bits of one byte per square. */
export const LOW_OBJECT = 1
export const DIFFICULT = 2
export const PIT = 4

/** One byte of terrain bits per square; index y · width + x. */
export interface TerrainIndex {
  readonly map: SwmMap
  readonly bits: Uint8Array
}

const BUILT = new WeakMap<SwmMap, TerrainIndex>()

/** The terrain index of a map (cached). */
export function terrainOf(map: SwmMap): TerrainIndex {
  const known = BUILT.get(map)
  if (known) return known
  const bits = new Uint8Array(map.width * map.height)
  const set = (squares: readonly Square[], bit: number) => {
    for (const s of squares) bits[s.y * map.width + s.x]! |= bit
  }
  set(map.lowObjects, LOW_OBJECT)
  set(map.difficult, DIFFICULT)
  set(map.pits, PIT)
  const built = { map, bits }
  BUILT.set(map, built)
  return built
}

/** The terrain bits of one square (0 off the map). */
export function terrainAt(t: TerrainIndex, s: Square): number {
  if (s.x < 0 || s.y < 0 || s.x >= t.map.width || s.y >= t.map.height) return 0
  return t.bits[s.y * t.map.width + s.x]!
}

/** Whether any square of a space has any of the terrain `bits` ("elég, ha a talpuk egy része ilyen négyzeten áll"). */
export function spaceHas(t: TerrainIndex, space: Space, bits: number): boolean {
  for (let y = space.y; y < space.y + space.span; y++)
    for (let x = space.x; x < space.x + space.span; x++) if (terrainAt(t, { x, y }) & bits) return true
  return false
}
