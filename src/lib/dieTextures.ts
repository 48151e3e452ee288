/**
 * Canvas textures of the d20 and the coin (the d6's lives in the scene assets, the Hoth die's is the Hoth
 * table's own). Language-free pictures, so nothing repaints when the language changes.
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { COIN_GRID } from './coin'
import { paintCoinFaces } from './coinPainter'
import { D20_GRID } from '../games/swm/pieces/d20'
import { paintD20Faces } from '../games/swm/pieces/d20Painter'

type Painter = (ctx: CanvasRenderingContext2D, cell: number) => void

function paintedTexture(grid: { cols: number; rows: number }, cell: number, paint: Painter): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = grid.cols * cell
  canvas.height = grid.rows * cell
  const ctx = canvas.getContext('2d')
  if (ctx) paint(ctx, cell)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 4
  return texture
}

/** The d20's numbers, D20_GRID cells of 128 px. */
export function createD20Texture(): CanvasTexture {
  return paintedTexture(D20_GRID, 128, paintD20Faces)
}

/** The coin's heads and tails, COIN_GRID cells of 256 px. */
export function createCoinTexture(): CanvasTexture {
  return paintedTexture(COIN_GRID, 256, paintCoinFaces)
}
