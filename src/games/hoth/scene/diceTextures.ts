/**
 * The Battle of Hoth die: its six faces (the engine's DIE_FACES, one per box face) painted as pictograms in a
 * 3 × 2 atlas — trooper (infantry), walker (vehicle), starburst (blast), flag (retreat) and a cross (miss) —
 * and a box geometry whose faces each map to their cell.
 */
import { BoxGeometry, CanvasTexture, Quaternion, SRGBColorSpace, Vector3 } from 'three'
import { DIE_FACES } from '../../../../engine/games/hoth'
import type { DieFace } from '../../../../engine/games/hoth'

type Ctx = CanvasRenderingContext2D

const CELL = 128

const PAINTERS: Readonly<Record<DieFace, (ctx: Ctx) => void>> = {
  infantry(ctx) {
    ctx.fillStyle = '#213a63'
    ctx.beginPath()
    ctx.arc(64, 34, 14, 0, Math.PI * 2)
    ctx.fill()
    ctx.beginPath()
    ctx.roundRect(44, 50, 40, 38, 8)
    ctx.fill()
    ctx.fillRect(46, 84, 14, 26)
    ctx.fillRect(68, 84, 14, 26)
    ctx.fillRect(82, 56, 24, 7)
  },
  vehicle(ctx) {
    // An AT-AT walker in profile: hull, neck and head to the right, four jointed legs.
    ctx.fillStyle = '#3c4650'
    ctx.beginPath()
    ctx.moveTo(26, 50)
    ctx.lineTo(36, 34)
    ctx.lineTo(82, 34)
    ctx.lineTo(90, 50)
    ctx.lineTo(84, 62)
    ctx.lineTo(30, 62)
    ctx.closePath()
    ctx.fill()
    ctx.fillRect(88, 44, 10, 8)
    ctx.beginPath()
    ctx.moveTo(96, 38)
    ctx.lineTo(114, 42)
    ctx.lineTo(114, 56)
    ctx.lineTo(96, 58)
    ctx.closePath()
    ctx.fill()
    ctx.lineWidth = 6
    ctx.strokeStyle = '#3c4650'
    ctx.beginPath()
    for (const x of [34, 48, 68, 80]) {
      ctx.moveTo(x, 60)
      ctx.lineTo(x - 4, 84)
      ctx.lineTo(x + 2, 108)
    }
    ctx.stroke()
    for (const x of [34, 48, 68, 80]) ctx.fillRect(x - 5, 106, 14, 5)
  },
  blast(ctx) {
    const burst = (outer: number, inner: number, colour: string) => {
      ctx.fillStyle = colour
      ctx.beginPath()
      for (let i = 0; i < 20; i++) {
        const r = i % 2 === 0 ? outer : inner
        const a = (i * Math.PI) / 10
        ctx.lineTo(64 + r * Math.cos(a), 64 + r * Math.sin(a))
      }
      ctx.closePath()
      ctx.fill()
    }
    burst(50, 24, '#d9480f')
    burst(30, 15, '#fcc419')
  },
  retreat(ctx) {
    ctx.fillStyle = '#343a40'
    ctx.fillRect(36, 20, 7, 92)
    ctx.fillStyle = '#e0a800'
    ctx.beginPath()
    ctx.moveTo(43, 22)
    ctx.quadraticCurveTo(70, 14, 98, 30)
    ctx.lineTo(96, 62)
    ctx.quadraticCurveTo(70, 48, 43, 58)
    ctx.closePath()
    ctx.fill()
  },
  miss(ctx) {
    ctx.strokeStyle = '#9aa1a9'
    ctx.lineWidth = 12
    ctx.lineCap = 'round'
    ctx.beginPath()
    ctx.moveTo(40, 40)
    ctx.lineTo(88, 88)
    ctx.moveTo(88, 40)
    ctx.lineTo(40, 88)
    ctx.stroke()
  },
}

/** The six faces in a 3 × 2 atlas (cell i = DIE_FACES[i]). */
export function createDiceTexture(): CanvasTexture {
  const c = document.createElement('canvas')
  c.width = CELL * 3
  c.height = CELL * 2
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error('2D canvas unavailable')
  DIE_FACES.forEach((face, i) => {
    ctx.save()
    ctx.translate((i % 3) * CELL, Math.floor(i / 3) * CELL)
    const g = ctx.createRadialGradient(52, 46, 10, 64, 64, 96)
    g.addColorStop(0, '#fbf8f0')
    g.addColorStop(1, '#ddd5c3')
    ctx.fillStyle = g
    ctx.fillRect(0, 0, CELL, CELL)
    ctx.strokeStyle = 'rgba(60, 50, 30, 0.35)'
    ctx.lineWidth = 6
    ctx.strokeRect(3, 3, CELL - 6, CELL - 6)
    PAINTERS[face](ctx)
    ctx.restore()
  })
  const t = new CanvasTexture(c)
  t.colorSpace = SRGBColorSpace
  t.anisotropy = 4
  return t
}

/** A die of edge `edge` whose box face i (+x, −x, +y, −y, +z, −z) shows atlas cell i. */
export function createDieGeometry(edge: number): BoxGeometry {
  const g = new BoxGeometry(edge, edge, edge)
  const uv = g.getAttribute('uv')
  for (let face = 0; face < 6; face++) {
    const col = face % 3
    const row = Math.floor(face / 3)
    for (let k = 0; k < 4; k++) {
      const i = face * 4 + k
      uv.setXY(i, (col + uv.getX(i)) / 3, 1 - (row + 1 - uv.getY(i)) / 2)
    }
  }
  uv.needsUpdate = true
  return g
}

const NORMALS = [
  new Vector3(1, 0, 0),
  new Vector3(-1, 0, 0),
  new Vector3(0, 1, 0),
  new Vector3(0, -1, 0),
  new Vector3(0, 0, 1),
  new Vector3(0, 0, -1),
]
const UP = new Vector3(0, 1, 0)

/** The turn that puts `face` on top (an unknown face name shows the miss), then turns the die by `yaw`. */
export function faceUp(face: string, yaw: number, out = new Quaternion()): Quaternion {
  const i = DIE_FACES.indexOf(face as DieFace)
  const index = i >= 0 ? i : DIE_FACES.indexOf('miss')
  out.setFromUnitVectors(NORMALS[index]!, UP)
  return out.premultiply(new Quaternion().setFromAxisAngle(UP, yaw))
}
