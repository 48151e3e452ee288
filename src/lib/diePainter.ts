/**
 * Paints the six faces of a d6 (ivory with dark pips, a red single pip) into a 3 × 2 grid of square
 * cells: value v sits in cell v − 1.
 */

type Ctx = CanvasRenderingContext2D

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.22],
    [0.73, 0.22],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.78],
    [0.73, 0.78],
  ],
}

/** Columns and rows of the die face grid. */
export const DIE_GRID = { cols: 3, rows: 2 } as const

/** Paints all six faces into a canvas of 3 × 2 cells of `cell` pixels. */
export function paintDieFaces(ctx: Ctx, cell: number): void {
  for (let v = 1; v <= 6; v++) {
    const x = ((v - 1) % DIE_GRID.cols) * cell
    const y = Math.floor((v - 1) / DIE_GRID.cols) * cell
    const g = ctx.createRadialGradient(
      x + cell * 0.4,
      y + cell * 0.35,
      cell * 0.1,
      x + cell / 2,
      y + cell / 2,
      cell * 0.75,
    )
    g.addColorStop(0, '#fbf8f0')
    g.addColorStop(1, '#e4dccb')
    ctx.fillStyle = g
    ctx.fillRect(x, y, cell, cell)
    for (const [px, py] of PIPS[v] ?? []) {
      const r = cell * (v === 1 ? 0.13 : 0.085)
      ctx.beginPath()
      ctx.arc(x + px * cell, y + py * cell, r, 0, Math.PI * 2)
      ctx.fillStyle = v === 1 ? '#a3262a' : '#1d2433'
      ctx.fill()
    }
  }
}
