/**
 * Texture atlas bookkeeping: a grid of equal cells on one canvas, cell → pixel rectangle and UV origin,
 * and an allocator that gives each key (a card look) its own cell until the atlas is full.
 */

/** A grid of `cols` × `rows` cells of `cellW` × `cellH` pixels. */
export interface AtlasLayout {
  readonly cols: number
  readonly rows: number
  readonly cellW: number
  readonly cellH: number
  readonly width: number
  readonly height: number
}

/** Builds a layout; the canvas is exactly the grid. */
export function atlasLayout(cols: number, rows: number, cellW: number, cellH: number): AtlasLayout {
  return { cols, rows, cellW, cellH, width: cols * cellW, height: rows * cellH }
}

/** Number of cells. */
export function atlasCapacity(layout: AtlasLayout): number {
  return layout.cols * layout.rows
}

/** Pixel rectangle of a cell (origin at the canvas's top-left). */
export function cellRect(layout: AtlasLayout, index: number): { x: number; y: number; w: number; h: number } {
  const col = index % layout.cols
  const row = Math.floor(index / layout.cols)
  return { x: col * layout.cellW, y: row * layout.cellH, w: layout.cellW, h: layout.cellH }
}

/**
 * UV of a cell's bottom-left corner, for a texture uploaded with flipY (canvas row 0 at v = 1).
 * Writes into `out` ([u, v]) to stay allocation-free.
 */
export function cellUvOrigin(layout: AtlasLayout, index: number, out: [number, number]): [number, number] {
  const col = index % layout.cols
  const row = Math.floor(index / layout.cols)
  out[0] = (col * layout.cellW) / layout.width
  out[1] = 1 - ((row + 1) * layout.cellH) / layout.height
  return out
}

/** Size of one cell in UV units. */
export function cellUvSize(layout: AtlasLayout): [number, number] {
  return [layout.cellW / layout.width, layout.cellH / layout.height]
}

/** Gives keys cells in order; `reserved` first cells are kept for fixed art (backs, fallbacks). */
export interface CellAllocator {
  /** The cell of `key`, allocating one if there is room; `fallback` when full. `fresh` says it must be painted. */
  cell(key: string): { index: number; fresh: boolean }
  /** Keys with a cell, in allocation order. */
  keys(): string[]
}

/** Creates an allocator over `capacity` cells, starting after `reserved`, answering `fallback` when full. */
export function createCellAllocator(capacity: number, reserved: number, fallback: number): CellAllocator {
  const cells = new Map<string, number>()
  let next = reserved
  return {
    cell(key) {
      const known = cells.get(key)
      if (known !== undefined) return { index: known, fresh: false }
      if (next >= capacity) return { index: fallback, fresh: false }
      cells.set(key, next)
      return { index: next++, fresh: true }
    },
    keys: () => [...cells.keys()],
  }
}
