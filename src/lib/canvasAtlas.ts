/**
 * A texture atlas painted on demand: each key (a card look) gets a cell the first time it is asked for,
 * painted by the given painter; the texture is re-uploaded on the next frame. `repaint` redraws every cell
 * (after a language change, card names change); `repaintKey` one (an imported picture finished decoding).
 *
 * When every cell is taken, the cell of a face nobody shows any more is reused (see cellCache.ts): layers that draw
 * from the atlas register what they show with `addUser` and, if they keep cell positions, ask again when
 * `generation` moves. Only when every cell is really in use does a new face get the fallback cell.
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { cellRect, cellUvOrigin, cellUvSize } from './atlasLayout'
import type { AtlasLayout } from './atlasLayout'
import { createCellCache } from './cellCache'

/** Paints the art for `key` into the pixel rectangle of its cell. */
export type CellPainter = (
  ctx: CanvasRenderingContext2D,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
) => void

/** See the file comment. */
export class CanvasAtlas {
  readonly canvas: HTMLCanvasElement
  readonly texture: CanvasTexture
  readonly cellSize: [number, number]
  private readonly ctx: CanvasRenderingContext2D
  private readonly alloc

  /** `fixed` keys get the first cells, in order; the last of them is the fallback once the atlas is full. */
  constructor(
    readonly layout: AtlasLayout,
    private painter: CellPainter,
    fixed: readonly string[],
  ) {
    this.canvas = document.createElement('canvas')
    this.canvas.width = layout.width
    this.canvas.height = layout.height
    const ctx = this.canvas.getContext('2d')
    if (!ctx) throw new Error('2D canvas unavailable')
    this.ctx = ctx
    this.alloc = createCellCache(layout.cols * layout.rows, fixed)
    this.texture = new CanvasTexture(this.canvas)
    this.texture.colorSpace = SRGBColorSpace
    this.cellSize = cellUvSize(layout)
    for (const [key, index] of this.alloc.entries()) this.paint(key, index)
  }

  /** Moves on whenever a cell is handed to another key: cached cell positions must be asked for again. */
  get generation(): number {
    return this.alloc.generation
  }

  /** Registers a user of the atlas: `live` lists the keys it shows now, so their cells are never reused. */
  addUser(live: () => Iterable<string>): () => void {
    return this.alloc.addUser(live)
  }

  /** Repaints the cell of `key` if it has one (its art changed, e.g. an imported picture finished loading). */
  repaintKey(key: string): void {
    const index = this.alloc.peek(key)
    if (index === undefined) return
    this.paint(key, index)
    this.texture.needsUpdate = true
  }

  /** The cell index of `key`, painting it if it is new. */
  cell(key: string): number {
    const { index, fresh } = this.alloc.cell(key)
    if (fresh) {
      this.paint(key, index)
      this.texture.needsUpdate = true
    }
    return index
  }

  /** UV origin of a cell (bottom-left), written to `out`. */
  origin(index: number, out: [number, number]): [number, number] {
    return cellUvOrigin(this.layout, index, out)
  }

  /** Switches painter (e.g. another language) and redraws every cell. */
  repaint(painter: CellPainter): void {
    this.painter = painter
    for (const [key, index] of this.alloc.entries()) this.paint(key, index)
    this.texture.needsUpdate = true
  }

  private paint(key: string, index: number): void {
    const r = cellRect(this.layout, index)
    this.ctx.clearRect(r.x, r.y, r.w, r.h)
    this.painter(this.ctx, key, r.x, r.y, r.w, r.h)
  }

  dispose(): void {
    this.texture.dispose()
  }
}
