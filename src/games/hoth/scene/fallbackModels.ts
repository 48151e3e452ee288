/**
 * Stand-in miniatures made of primitives, used when a model file is missing or broken so the board stays
 * playable: the same sizes as the real models (1 unit = 10 cm, base on y = 0, facing +z), each baked into
 * one vertex-coloured geometry.
 */
import { BoxGeometry, ConeGeometry, CylinderGeometry, Matrix4, SphereGeometry } from 'three'
import type { BufferGeometry } from 'three'
import type { Side, StructureKind, UnitType } from '../../../../engine/games/hoth'
import { mergePieces, paint, piece, place } from './geometryKit'
import { SATIN, bakePrimitive } from '../../../scene/figureBake'
import type { BakedPart } from '../../../scene/figureBake'

type V3 = [number, number, number]

const PALETTE: Readonly<Record<Side, { armour: string; suit: string; base: string; metal: string; accent: string }>> = {
  empire: { armour: '#60646b', suit: '#44474d', base: '#2d3034', metal: '#3a3d42', accent: '#9b2c2c' },
  rebel: { armour: '#c9ccce', suit: '#a4a8ac', base: '#6f7479', metal: '#5b6066', accent: '#d2702a' },
}

const box = (size: V3, at: V3, colour: string, rot: V3 = [0, 0, 0]) =>
  paint(place(piece(new BoxGeometry(...size)), at, rot), colour)
const cyl = (top: number, bottom: number, h: number, at: V3, colour: string, rot: V3 = [0, 0, 0], seg = 12) =>
  paint(place(piece(new CylinderGeometry(top, bottom, h, seg)), at, rot), colour)
const ball = (r: number, at: V3, colour: string, scale: V3 = [1, 1, 1]) =>
  paint(place(piece(new SphereGeometry(r, 12, 8)), at, [0, 0, 0], scale), colour)
const base = (r: number, colour: string) => cyl(r, r * 1.04, 0.025, [0, 0.0125, 0], colour, [0, 0, 0], 24)

function infantry(side: Side): BufferGeometry[] {
  const p = PALETTE[side]
  return [
    base(0.12, p.base),
    box([0.035, 0.13, 0.04], [-0.027, 0.09, 0], p.suit),
    box([0.035, 0.13, 0.04], [0.027, 0.09, 0], p.suit),
    cyl(0.05, 0.042, 0.12, [0, 0.21, 0], p.armour),
    box([0.07, 0.08, 0.04], [0, 0.22, -0.045], p.metal),
    ball(0.038, [0, 0.3, 0.005], p.armour),
    box([0.05, 0.014, 0.02], [0, 0.3, 0.036], '#15181c'),
    box([0.016, 0.02, 0.14], [0.045, 0.2, 0.05], p.metal),
  ]
}

function snowspeeder(): BufferGeometry[] {
  const p = PALETTE.rebel
  return [
    base(0.07, p.base),
    cyl(0.006, 0.006, 0.16, [0, 0.09, 0], '#dfeaf2'),
    box([0.11, 0.045, 0.18], [0, 0.19, -0.01], p.armour),
    paint(
      place(piece(new ConeGeometry(0.06, 0.12, 4)), [0, 0.19, 0.14], [Math.PI / 2, Math.PI / 4, 0], [1, 1, 0.45]),
      p.armour,
    ),
    box([0.26, 0.012, 0.07], [0, 0.185, -0.04], p.armour),
    cyl(0.025, 0.025, 0.11, [-0.1, 0.195, -0.05], p.metal, [Math.PI / 2, 0, 0]),
    cyl(0.025, 0.025, 0.11, [0.1, 0.195, -0.05], p.metal, [Math.PI / 2, 0, 0]),
    box([0.05, 0.03, 0.05], [0, 0.22, 0.04], '#15181c'),
    box([0.11, 0.004, 0.02], [0, 0.214, -0.07], p.accent),
  ]
}

function heavyCannon(): BufferGeometry[] {
  const p = PALETTE.rebel
  return [
    base(0.19, p.base),
    cyl(0.14, 0.17, 0.08, [0, 0.065, 0], p.suit),
    box([0.16, 0.09, 0.16], [0, 0.15, 0], p.armour),
    cyl(0.025, 0.03, 0.26, [0, 0.16, 0.18], p.metal, [Math.PI / 2, 0, 0]),
    box([0.17, 0.012, 0.03], [0, 0.2, -0.05], p.accent),
  ]
}

function probeDroid(): BufferGeometry[] {
  const p = PALETTE.empire
  const legs = [0, 1, 2, 3, 4].map((i) => {
    const a = (i / 5) * Math.PI * 2
    return cyl(
      0.005,
      0.003,
      0.14,
      [Math.cos(a) * 0.03, 0.24, Math.sin(a) * 0.03],
      p.metal,
      [Math.sin(a) * 0.25, 0, -Math.cos(a) * 0.25],
      4,
    )
  })
  return [
    base(0.08, p.base),
    cyl(0.005, 0.005, 0.24, [0, 0.13, 0], '#dfeaf2'),
    ball(0.06, [0, 0.36, 0], p.armour, [1, 0.9, 1]),
    box([0.06, 0.02, 0.02], [0, 0.36, 0.055], '#15181c'),
    ...legs,
  ]
}

function atat(): BufferGeometry[] {
  const p = PALETTE.empire
  const legs = [-1, 1].flatMap((sx) =>
    [-1, 1].flatMap((sz) => [
      cyl(0.03, 0.025, 0.44, [sx * 0.1, 0.26, sz * 0.12], p.armour),
      cyl(0.05, 0.05, 0.03, [sx * 0.1, 0.04, sz * 0.12], p.metal),
    ]),
  )
  return [
    box([0.6, 0.025, 0.6], [0, 0.0125, 0], p.base),
    box([0.22, 0.14, 0.34], [0, 0.55, -0.02], p.armour),
    box([0.2, 0.02, 0.3], [0, 0.63, -0.02], p.suit),
    cyl(0.04, 0.04, 0.08, [0, 0.54, 0.18], p.metal, [Math.PI / 2, 0, 0]),
    box([0.1, 0.08, 0.14], [0, 0.52, 0.27], p.armour),
    box([0.07, 0.02, 0.01], [0, 0.53, 0.345], '#15181c'),
    ...legs,
  ]
}

function shieldGenerator(): BufferGeometry[] {
  const p = PALETTE.rebel
  return [
    base(0.38, p.base),
    cyl(0.3, 0.34, 0.12, [0, 0.08, 0], p.suit),
    cyl(0.08, 0.12, 0.3, [0, 0.29, 0], p.metal),
    ball(0.3, [0, 0.48, 0], p.armour, [1, 0.28, 1]),
    cyl(0.02, 0.03, 0.16, [0, 0.6, 0], p.metal),
    box([0.2, 0.02, 0.02], [0, 0.15, 0.31], p.accent),
  ]
}

function ionCannon(): BufferGeometry[] {
  const p = PALETTE.rebel
  return [
    base(0.38, p.base),
    cyl(0.26, 0.32, 0.16, [0, 0.1, 0], p.suit),
    cyl(0.12, 0.16, 0.18, [0, 0.26, 0], p.metal),
    ball(0.2, [0, 0.42, 0], p.armour),
    cyl(0.05, 0.06, 0.22, [0, 0.52, 0.16], p.metal, [Math.PI / 3, 0, 0]),
    box([0.22, 0.02, 0.02], [0, 0.19, 0.29], p.accent),
  ]
}

const BUILDERS: Readonly<Record<UnitType | StructureKind, () => BufferGeometry[]>> = {
  'imperial-infantry': () => infantry('empire'),
  'rebel-infantry': () => infantry('rebel'),
  snowspeeder,
  'heavy-cannon': heavyCannon,
  'probe-droid': probeDroid,
  'at-at': atat,
  'shield-generator': shieldGenerator,
  'ion-cannon': ionCannon,
}

/** The stand-in model of a unit type or structure kind, as one baked part (as figureBake bakes a loaded model). */
export function fallbackParts(kind: UnitType | StructureKind): BakedPart[] {
  const merged = mergePieces(BUILDERS[kind]())
  const geometry = bakePrimitive(merged, new Matrix4(), SATIN)
  merged.dispose()
  return [{ geometry, layer: 'solid', armour: null }]
}
