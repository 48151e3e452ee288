/**
 * The board's surroundings as one merged, vertex-coloured geometry: the raised frame around the hexes with
 * each side's colour inlaid along its baseline, coloured strips on the floor behind the baseline tiles, the
 * two medal track plates and the dice tray.
 */
import { BoxGeometry, ExtrudeGeometry, Path, Shape } from 'three'
import type { BufferGeometry } from 'three'
import type { Side } from '../../../../engine/games/hoth'
import {
  BOARD_HALF_X,
  BOARD_HALF_Z,
  DIE_EDGE,
  FRAME_MARGIN,
  FRAME_TOP,
  FRAME_WIDTH,
  HEX_RADIUS,
  TABLE_Y,
  TRAY_ROWS,
  diceSlots,
} from './boardLayout'
import type { TablePoint } from './boardLayout'
import { SIDE_COLOURS } from './boardTextures'
import { mergePieces, paint, piece, place } from './geometryKit'

function rect(path: Shape | Path, hx: number, hz: number): void {
  path.moveTo(-hx, -hz)
  path.lineTo(hx, -hz)
  path.lineTo(hx, hz)
  path.lineTo(-hx, hz)
  path.closePath()
}

function box(size: [number, number, number], at: [number, number, number], colour: string): BufferGeometry {
  return paint(place(piece(new BoxGeometry(...size)), at), colour)
}

/** A plate lying on the table around `points` (with `pad` to spare), with a rim in `rim` colour. */
function plate(points: readonly TablePoint[], pad: number, colour: string, rim: string): BufferGeometry[] {
  if (points.length === 0) return []
  const xs = points.map((p) => p.x)
  const zs = points.map((p) => p.z)
  const x0 = Math.min(...xs) - pad
  const x1 = Math.max(...xs) + pad
  const z0 = Math.min(...zs) - pad
  const z1 = Math.max(...zs) + pad
  const cx = (x0 + x1) / 2
  const cz = (z0 + z1) / 2
  const w = x1 - x0
  const d = z1 - z0
  const h = 0.04
  const y = TABLE_Y + h / 2
  const r = 0.035
  return [
    box([w, h, d], [cx, y, cz], colour),
    box([w + r * 2, h + 0.02, r], [cx, y + 0.01, z0 - r / 2], rim),
    box([w + r * 2, h + 0.02, r], [cx, y + 0.01, z1 + r / 2], rim),
    box([r, h + 0.02, d], [x0 - r / 2, y + 0.01, cz], rim),
    box([r, h + 0.02, d], [x1 + r / 2, y + 0.01, cz], rim),
  ]
}

/** The frame, baseline colours, medal track plates (around each side's slots) and the dice tray. */
export function buildFrame(slots: Readonly<Record<Side, readonly TablePoint[]>>): BufferGeometry {
  const hx = BOARD_HALF_X + FRAME_MARGIN
  const hz = BOARD_HALF_Z + FRAME_MARGIN
  const outer = new Shape()
  rect(outer, hx + FRAME_WIDTH, hz + FRAME_WIDTH)
  const hole = new Path()
  rect(hole, hx, hz)
  outer.holes.push(hole)
  const height = FRAME_TOP - TABLE_Y - 0.02
  const frame = piece(
    new ExtrudeGeometry(outer, { depth: height, bevelEnabled: true, bevelSize: 0.02, bevelThickness: 0.02 }),
    true,
  )
  frame.rotateX(-Math.PI / 2)
  frame.translate(0, TABLE_Y, 0)
  const pieces: BufferGeometry[] = [paint(frame, '#2b313a')]
  for (const side of ['rebel', 'empire'] as const) {
    const sign = side === 'rebel' ? 1 : -1
    const { accent } = SIDE_COLOURS[side]
    // Inlay along the baseline on the frame's top.
    pieces.push(box([hx * 2, 0.012, 0.07], [0, FRAME_TOP + 0.005, sign * (hz + FRAME_WIDTH / 2)], accent))
    // The floor behind the baseline tiles shows the side's colour between their points.
    const z0 = BOARD_HALF_Z - HEX_RADIUS / 2 - 0.03
    pieces.push(
      box([hx * 2, 0.01, hz - z0], [0, 0.005, sign * (z0 + hz) * 0.5], side === 'rebel' ? '#9c5a2a' : '#7c2227'),
    )
    pieces.push(...plate(slots[side], 0.2, '#242a32', accent))
  }
  pieces.push(...plate(diceSlots(TRAY_ROWS * 2), DIE_EDGE * 0.9, '#1b2028', '#39414c'))
  return mergePieces(pieces)
}
