/**
 * Geometry of boards and tiles, and the painted tops of boards (drawn by Boards.tsx; tiles by Tiles.tsx from the tile
 * atlas). A board's texture is painted once per look and shared by every board showing it.
 */
import {
  BoxGeometry,
  BufferAttribute,
  CanvasTexture,
  CircleGeometry,
  CylinderGeometry,
  PlaneGeometry,
  SRGBColorSpace,
} from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { BufferGeometry } from 'three'
import { boardCanvasSize, paintBoard } from '../lib/boardPainter'
import { BOARD_THICKNESS, TILE_THICKNESS } from '../lib/dimensions'

const boardTextures = new Map<string, CanvasTexture>()

function canvasTexture(width: number, height: number, paint: (ctx: CanvasRenderingContext2D) => void): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, width)
  canvas.height = Math.max(1, height)
  const ctx = canvas.getContext('2d')
  if (ctx) paint(ctx)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 8
  return texture
}

/** The painted top of board `look` (a plain dark board for a look no box has). */
export function boardTexture(look: string): CanvasTexture {
  let t = boardTextures.get(look)
  if (!t) {
    const { width, height } = boardCanvasSize(look)
    t = canvasTexture(width || 64, height || 64, (ctx) => {
      if (!paintBoard(ctx, look, width, height)) {
        ctx.fillStyle = '#3a3f46'
        ctx.fillRect(0, 0, 64, 64)
      }
    })
    boardTextures.set(look, t)
  }
  return t
}

/**
 * A board's slab: `w` × `d`, BOARD_THICKNESS high, centred on its own height, with two material groups: the painted
 * top (group 1) first, then every other face (group 0) — two draw calls where a box's six groups would take six.
 */
export function createBoardGeometry(w: number, d: number): BufferGeometry {
  const g = new BoxGeometry(w, BOARD_THICKNESS, d)
  // A box's faces in index order: +x, −x, +y (the top), −y, +z, −z; six indices each.
  const index = Array.from(g.index!.array)
  g.setIndex([...index.slice(12, 18), ...index.slice(0, 12), ...index.slice(18)])
  g.clearGroups()
  g.addGroup(0, 6, 1)
  g.addGroup(6, index.length - 6, 0)
  return g
}

/**
 * One tile of unit size for the instanced tile layer (Tiles.tsx scales each instance to its own size): a hex is
 * pointy-top (corners toward ±z) and 1 corner to corner, a square 1 × 1; TILE_THICKNESS high, centred on its own
 * height. The top samples the tile's atlas cell over the tile's circumscribed square (canvas top toward −z,
 * `aSide` 1); the sides sample the middle of its side cell (`aSide` −1, see instancedMaterial.ts).
 */
export function createTileGeometry(shape: 'hex' | 'square'): BufferGeometry {
  const t = TILE_THICKNESS
  const [body, cap] =
    shape === 'square'
      ? [new BoxGeometry(1, t, 1), new PlaneGeometry(1, 1)]
      : // Cylinder corners start at +z; the circle's at 30° from +x, turned so one points along −z once laid flat.
        [new CylinderGeometry(0.5, 0.5, t, 6, 1, true), new CircleGeometry(0.5, 6, Math.PI / 6)]
  cap.rotateX(-Math.PI / 2).translate(0, t / 2 + 0.0005, 0)
  const uv = body.getAttribute('uv')
  for (let i = 0; i < uv.count; i++) uv.setXY(i, 0.5, 0.5)
  const below = body.getAttribute('position').count
  const side = new Float32Array(below + cap.getAttribute('position').count).fill(-1).fill(1, below)
  const merged = mergeGeometries([body, cap])
  body.dispose()
  cap.dispose()
  if (!merged) throw new Error('tile geometry: body and cap could not be merged')
  merged.setAttribute('aSide', new BufferAttribute(side, 1))
  return merged
}
