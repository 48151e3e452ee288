/**
 * The SWM starship map: deck plating on a square grid, start zones tinted, terrain outlined in the rulebook's colours
 * (magenta walls, rows of small blue rectangles for doors, green low objects, lemon-yellow difficult terrain, orange
 * pits), the map edge a wall. Drawn by src/lib/boardPainter.ts's frame.
 */
import { SWM_SQUARE } from '../../../boxes/boardGeometry'
import type { Point } from '../../../boxes/boardGeometry'
import { SWM_MAP } from '../../../boxes/catalogue/swm-map'
import type { Square } from '../../../boxes/catalogue/types'

type Ctx = CanvasRenderingContext2D

const W = SWM_MAP.width
const H = SWM_MAP.height

/** A grid point (x 0…width, y 0…height) in the board's frame. */
function gridPoint(x: number, y: number): Point {
  return { x: (x - W / 2) * SWM_SQUARE, z: (y - H / 2) * SWM_SQUARE }
}

function squareRect(ctx: Ctx, s: Square, inset: number): void {
  const p = gridPoint(s.x, s.y)
  ctx.beginPath()
  ctx.rect(p.x + inset, p.z + inset, SWM_SQUARE - 2 * inset, SWM_SQUARE - 2 * inset)
}

/** Paints the SWM starship map in the board's own frame (table units, origin at its centre). */
export function paintSwmMap(ctx: Ctx, w: number, d: number): void {
  const S = SWM_SQUARE
  const c = SWM_MAP.colours
  ctx.fillStyle = '#23272d'
  ctx.fillRect(-w / 2, -d / 2, w, d)
  // Deck plating: squares in two close greys, like riveted panels.
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = gridPoint(x, y)
      ctx.fillStyle = (x * 7 + y * 3) % 5 === 0 ? '#5f6873' : '#58616c'
      ctx.fillRect(p.x, p.z, S, S)
    }
  }
  for (const zone of SWM_MAP.startZones) {
    ctx.fillStyle = zone.side === 'light' ? 'rgba(90, 150, 230, 0.28)' : 'rgba(200, 60, 60, 0.28)'
    for (const s of zone.squares) {
      const p = gridPoint(s.x, s.y)
      ctx.fillRect(p.x, p.z, S, S)
    }
  }
  // Grid lines.
  ctx.strokeStyle = 'rgba(20, 24, 30, 0.75)'
  ctx.lineWidth = 0.008
  ctx.beginPath()
  for (let x = 0; x <= W; x++) {
    const a = gridPoint(x, 0)
    const b = gridPoint(x, H)
    ctx.moveTo(a.x, a.z)
    ctx.lineTo(b.x, b.z)
  }
  for (let y = 0; y <= H; y++) {
    const a = gridPoint(0, y)
    const b = gridPoint(W, y)
    ctx.moveTo(a.x, a.z)
    ctx.lineTo(b.x, b.z)
  }
  ctx.stroke()
  // Terrain: filled lightly, outlined in its colour.
  const terrain = (squares: readonly Square[], colour: string, fill: string) => {
    for (const s of squares) {
      squareRect(ctx, s, 0.025)
      ctx.fillStyle = fill
      ctx.fill()
      ctx.strokeStyle = colour
      ctx.lineWidth = 0.025
      ctx.stroke()
    }
  }
  terrain(SWM_MAP.pits, c.pit, 'rgba(10, 10, 12, 0.85)')
  terrain(SWM_MAP.difficult, c.difficult, 'rgba(242, 228, 0, 0.12)')
  terrain(SWM_MAP.lowObjects, c.lowObject, 'rgba(46, 158, 68, 0.3)')
  // Walls on grid lines, and the map edge, which is a wall by the rules.
  ctx.strokeStyle = c.wall
  ctx.lineCap = 'round'
  ctx.lineWidth = 0.045
  ctx.beginPath()
  for (const wall of SWM_MAP.walls) {
    const a = gridPoint(wall.from.x, wall.from.y)
    const b = gridPoint(wall.to.x, wall.to.y)
    ctx.moveTo(a.x, a.z)
    ctx.lineTo(b.x, b.z)
  }
  const tl = gridPoint(0, 0)
  ctx.rect(tl.x, tl.z, W * S, H * S)
  ctx.stroke()
  for (const door of SWM_MAP.doors) paintDoor(ctx, door.from, door.to, c.door, door.role !== undefined)
}

/** A door: a row of small blue rectangles along its grid line (entry doors drawn bolder, over the edge wall). */
function paintDoor(ctx: Ctx, from: Square, to: Square, colour: string, entry: boolean): void {
  const a = gridPoint(from.x, from.y)
  const b = gridPoint(to.x, to.y)
  const horizontal = a.z === b.z
  const length = Math.hypot(b.x - a.x, b.z - a.z)
  const count = Math.max(2, Math.round(length / 0.075))
  const step = length / count
  const thick = entry ? 0.07 : 0.05
  ctx.fillStyle = '#1b2330'
  if (horizontal) ctx.fillRect(Math.min(a.x, b.x), a.z - thick / 2 - 0.01, length, thick + 0.02)
  else ctx.fillRect(a.x - thick / 2 - 0.01, Math.min(a.z, b.z), thick + 0.02, length)
  ctx.fillStyle = colour
  for (let i = 0; i < count; i++) {
    const t = Math.min(a.x, b.x) + i * step + step * 0.15
    const u = Math.min(a.z, b.z) + i * step + step * 0.15
    if (horizontal) ctx.fillRect(t, a.z - thick / 2, step * 0.7, thick)
    else ctx.fillRect(a.x - thick / 2, u, thick, step * 0.7)
  }
}
