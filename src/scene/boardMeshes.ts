/**
 * Geometry and painted textures of boards and tiles (drawn by Boards.tsx). Textures are painted once per look (and
 * language, for tiles, whose name is written on them) and shared by every piece showing that look.
 */
import { BoxGeometry, CanvasTexture, CircleGeometry, CylinderGeometry, PlaneGeometry, SRGBColorSpace } from 'three'
import type { BufferGeometry } from 'three'
import { boardCanvasSize, paintBoard } from '../lib/boardPainter'
import { BOARD_THICKNESS, TILE_THICKNESS } from '../lib/dimensions'
import type { Language } from '../lib/language'
import { paintTile } from '../lib/tilePainter'

const TILE_PX = 256
const boardTextures = new Map<string, CanvasTexture>()
const tileTextures = new Map<string, CanvasTexture>()

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

/** The painted top of tile `look` in `lang`. */
export function tileTexture(look: string, lang: Language): CanvasTexture {
  const key = `${look}|${lang}`
  let t = tileTextures.get(key)
  if (!t) {
    t = canvasTexture(TILE_PX, TILE_PX, (ctx) => paintTile(ctx, look, lang, TILE_PX))
    tileTextures.set(key, t)
  }
  return t
}

/** A board's slab: `w` × `d`, BOARD_THICKNESS high, centred on its own height. */
export function createBoardGeometry(w: number, d: number): BufferGeometry {
  return new BoxGeometry(w, BOARD_THICKNESS, d)
}

/**
 * A tile's body (sides, centred on its own height) and its top (a flat face at y = 0 whose texture covers the
 * tile's circumscribed circle, canvas top toward −z). A hex is pointy-top (corners toward ±z), `d` corner to corner.
 */
export function createTileParts(
  shape: 'hex' | 'square',
  w: number,
  d: number,
): { body: BufferGeometry; cap: BufferGeometry } {
  if (shape === 'square') {
    return { body: new BoxGeometry(w, TILE_THICKNESS, d), cap: new PlaneGeometry(w, d).rotateX(-Math.PI / 2) }
  }
  const r = d / 2
  // Cylinder corners start at +z; the circle's at 30° from +x, turned so one points along −z after laying it flat.
  return {
    body: new CylinderGeometry(r, r, TILE_THICKNESS, 6, 1, true),
    cap: new CircleGeometry(r, 6, Math.PI / 6).rotateX(-Math.PI / 2),
  }
}
