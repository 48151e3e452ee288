/**
 * Builds the board's static meshes from a scenario's terrain, once per game: the hex tiles' instance data
 * (height, turn and colour per hex), the merged terrain pieces (one matte and one glossy geometry), the red
 * dashed sector lines, and the floor with a pit cut out under every chasm.
 */
import { BoxGeometry, BufferAttribute, Color, ExtrudeGeometry, Matrix4, Path, Quaternion, Shape, Vector3 } from 'three'
import type { BufferGeometry } from 'three'
import { BOARD_HEXES, HALF_HEXES } from '../../../../engine/games/hoth'
import { neighbours } from '../../../../engine/games/hoth/hex'
import type { HexId, Terrain } from '../../../../engine/games/hoth'
import {
  BOARD_HALF_X,
  BOARD_HALF_Z,
  DRAWN_HEXES,
  FRAME_MARGIN,
  GROUND_TOP,
  HALF_HEX_TOP,
  HEX_GAP_SCALE,
  HEX_RADIUS,
  TABLE_Y,
  boardXToWorld,
  hexCorners,
  hexWorld,
} from './boardLayout'
import { SIDE_COLOURS } from './boardTextures'
import { mergePieces, paint, piece, place, seedOf, seededRng } from './geometryKit'
import type { HexPieces } from './terrainPieces'
import { buildings, chasm, iceField, ridge, rocks, trench, wreckage } from './terrainPieces'

/** Ground colour of a tile by terrain (multiplies the snow texture). */
const GROUND_COLOUR: Readonly<Record<Terrain, string>> = {
  snow: '#ffffff',
  ridge: '#e9ecf0',
  rocks: '#eef0f3',
  trench: '#c4bcae',
  chasm: '#16263a',
  ice: '#cde6f6',
  buildings: '#e4e6ea',
  wreckage: '#ddd9d3',
}

/** Per-tile instance data of the playable hexes, in BOARD_HEXES order (instance i is hex i). */
export interface TileData {
  hexes: readonly HexId[]
  matrices: Matrix4[]
  colours: Color[]
}

const UP = new Vector3(0, 1, 0)

function tileMatrix(x: number, y: number, z: number, turn: number, scale = HEX_GAP_SCALE): Matrix4 {
  const q = new Quaternion().setFromAxisAngle(UP, turn)
  return new Matrix4().compose(new Vector3(x, y, z), q, new Vector3(scale, 1, scale))
}

/** Instance data of the playable tiles: terrain height, a random turn by 60° and a slightly varied colour. */
export function buildTiles(terrain: Readonly<Record<HexId, Terrain>>): TileData {
  const matrices: Matrix4[] = []
  const colours: Color[] = []
  for (const hex of BOARD_HEXES) {
    const t = terrain[hex] ?? 'snow'
    const rng = seededRng(seedOf(hex) + 11)
    const { x, z } = hexWorld(hex)
    matrices.push(tileMatrix(x, GROUND_TOP[t], z, Math.floor(rng() * 6) * (Math.PI / 3)))
    const c = new Color(GROUND_COLOUR[t])
    const row = Number(hex.split(',')[1])
    if (t !== 'chasm' && (row === 0 || row === 6))
      c.lerp(new Color(SIDE_COLOURS[row === 0 ? 'rebel' : 'empire'].tint), 0.8)
    if (t !== 'chasm') c.multiplyScalar(0.95 + rng() * 0.05).lerp(new Color('#dfe9f5'), rng() * 0.25)
    colours.push(c)
  }
  return { hexes: BOARD_HEXES, matrices, colours }
}

/** Instance matrices of the half hexes: the west ones keep their east half, the east ones are turned round. */
export function halfTileMatrices(): Matrix4[] {
  return HALF_HEXES.map((hex) => {
    const { x, z } = hexWorld(hex)
    return tileMatrix(x, HALF_HEX_TOP, z, x < 0 ? 0 : Math.PI)
  })
}

/** The outline of a half hex around its centre: the half toward +x, cut on the board's edge. */
export function halfHexOutline(): { x: number; z: number }[] {
  const r = HEX_RADIUS
  const w = (Math.sqrt(3) / 2) * r
  return [
    { x: 0, z: -r },
    { x: w, z: -r / 2 },
    { x: w, z: r / 2 },
    { x: 0, z: r },
  ]
}

/** World angle from one hex's centre to another's. */
function angleTo(from: HexId, to: HexId): number {
  const a = hexWorld(from)
  const b = hexWorld(to)
  return Math.atan2(b.z - a.z, b.x - a.x)
}

/** The direction a ridge's crest runs (toward a ridge neighbour, else east–west) and its sides with no ridge beyond. */
function ridgeShape(hex: HexId, terrain: Readonly<Record<HexId, Terrain>>): { angle: number; open: number[] } {
  const ridges = neighbours(hex).filter((n) => terrain[n] === 'ridge')
  const closed = ridges.map((n) => Math.round(angleTo(hex, n) / (Math.PI / 3)))
  const open = [0, 1, 2, 3, 4, 5]
    .filter((k) => !closed.some((c) => (((c - k) % 6) + 6) % 6 === 0))
    .map((k) => (k * Math.PI) / 3)
  return { angle: ridges[0] ? angleTo(hex, ridges[0]) : 0, open }
}

function piecesFor(hex: HexId, t: Terrain, terrain: Readonly<Record<HexId, Terrain>>): HexPieces | null {
  const rng = seededRng(seedOf(hex))
  const c = hexWorld(hex)
  switch (t) {
    case 'rocks':
      return rocks(rng, c)
    case 'ridge': {
      const shape = ridgeShape(hex, terrain)
      return ridge(rng, c, shape.angle, shape.open)
    }
    case 'trench':
      return trench(rng, c)
    case 'chasm':
      return chasm(rng, c)
    case 'ice':
      return iceField(rng, c)
    case 'buildings':
      return buildings(rng, c)
    case 'wreckage':
      return wreckage(rng, c)
    default:
      return null
  }
}

/** The height of the ground under a point (the tile whose centre is nearest), or null over a chasm. */
function groundAt(x: number, z: number, terrain: Readonly<Record<HexId, Terrain>>): number | null {
  let best = Infinity
  let top: number | null = GROUND_TOP.snow
  for (const hex of DRAWN_HEXES) {
    const c = hexWorld(hex)
    const d = (c.x - x) ** 2 + (c.z - z) ** 2
    if (d >= best) continue
    best = d
    const t = terrain[hex] ?? 'snow'
    top = HALF_HEXES.includes(hex) ? HALF_HEX_TOP : t === 'chasm' ? null : GROUND_TOP[t]
  }
  return top
}

/** The two red dashed sector lines (board x = 3 and 6), each dash lying on the tile under it. */
function sectorDashes(terrain: Readonly<Record<HexId, Terrain>>): BufferGeometry[] {
  const out: BufferGeometry[] = []
  const dash = 0.12
  const step = 0.2
  for (const bx of [3, 6]) {
    const x = boardXToWorld(bx)
    for (let z = -BOARD_HALF_Z + 0.08; z <= BOARD_HALF_Z - 0.08; z += step) {
      const top = groundAt(x, z, terrain)
      if (top === null) continue
      const g = paint(piece(new BoxGeometry(0.04, 0.01, dash)), '#d11f2a')
      out.push(place(g, [x, top + 0.004, z + dash / 2]))
    }
  }
  return out
}

/** The merged terrain pieces: matte (rocks, sandbags, buildings, wreckage, sector dashes) and glossy ice. */
export function buildDecor(terrain: Readonly<Record<HexId, Terrain>>): { rough: BufferGeometry; ice: BufferGeometry } {
  const rough: BufferGeometry[] = []
  const ice: BufferGeometry[] = []
  for (const hex of BOARD_HEXES) {
    const p = piecesFor(hex, terrain[hex] ?? 'snow', terrain)
    if (!p) continue
    rough.push(...p.rough)
    ice.push(...p.ice)
  }
  rough.push(...sectorDashes(terrain))
  return { rough: mergePieces(rough), ice: mergePieces(ice) }
}

/**
 * The floor the tiles stand on (top at y = 0, down to the table), coloured dark slate, with a hex-shaped pit
 * cut under every chasm so the chasm's tile can sit deep inside it.
 */
export function buildFloor(terrain: Readonly<Record<HexId, Terrain>>): BufferGeometry {
  const hx = BOARD_HALF_X + FRAME_MARGIN
  const hz = BOARD_HALF_Z + FRAME_MARGIN
  const shape = new Shape()
  shape.moveTo(-hx, -hz)
  shape.lineTo(hx, -hz)
  shape.lineTo(hx, hz)
  shape.lineTo(-hx, hz)
  shape.closePath()
  for (const hex of BOARD_HEXES) {
    if (terrain[hex] !== 'chasm') continue
    const c = hexWorld(hex)
    const hole = new Path()
    // Shape y is −z once the extrusion is laid flat.
    hexCorners(HEX_RADIUS * HEX_GAP_SCALE).forEach((p, i) =>
      i === 0 ? hole.moveTo(c.x + p.x, -(c.z + p.z)) : hole.lineTo(c.x + p.x, -(c.z + p.z)),
    )
    hole.closePath()
    shape.holes.push(hole)
  }
  const depth = -TABLE_Y
  const g = piece(new ExtrudeGeometry(shape, { depth, bevelEnabled: false }), true)
  g.rotateX(-Math.PI / 2)
  g.translate(0, -depth, 0)
  // Slate on top; the pit walls fade to black with depth.
  const pos = g.getAttribute('position')
  const nrm = g.getAttribute('normal')
  const colours = new Float32Array(pos.count * 3)
  const top = new Color('#3a4452')
  const wall = new Color('#1c2631')
  const tmp = new Color()
  for (let i = 0; i < pos.count; i++) {
    if (nrm.getY(i) > 0.5) tmp.copy(top)
    else tmp.copy(wall).multiplyScalar(Math.max(0.15, 1 + pos.getY(i) / depth))
    colours.set([tmp.r, tmp.g, tmp.b], i * 3)
  }
  g.setAttribute('color', new BufferAttribute(colours, 3))
  return g
}
