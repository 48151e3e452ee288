/**
 * The Rebel emplacements: the heavy cannon (a domed turret with a long barrel in a low ring wall), the shield
 * generator (a domed drum with radiator fins and a big tilted dish on a mast) and the ion cannon (a large
 * sphere in a conical cradle with a short thick barrel). Units: 1 unit = 10 cm; base on y = 0, guns and dish
 * towards +z.
 */
import { BoxGeometry, CylinderGeometry, Euler, SphereGeometry, Vector3 } from 'three'
import { emptyParts, lathe, place } from './gltf'
import type { Parts, Vec3 } from './gltf'
import { hardLathe, rod, roundBase } from './shapes'

/** Material ids of the emplacements, in primitive order. */
export const EMPLACEMENT_MATERIALS = ['armour', 'suit', 'metal', 'glass', 'accent', 'base'] as const

/** Parts of an emplacement. */
export type EmplacementParts = Parts<(typeof EMPLACEMENT_MATERIALS)[number]>

/** A point `length` along a unit direction from `from`. */
const out = (from: Vec3, dir: Vector3, length: number): Vec3 => [
  from[0] + dir.x * length,
  from[1] + dir.y * length,
  from[2] + dir.z * length,
]

/** A flat ring (hard edges) from radius r0 to r1 between heights y0 and y1. */
const ring = (r0: number, r1: number, y0: number, y1: number, segments = 32) =>
  hardLathe(
    [
      [r1, y0],
      [r1, y1],
      [r0, y1],
      [r0, y0],
      [r1, y0],
    ],
    segments,
  )

/** The heavy cannon: ring wall, pedestal, domed turret with a mantlet and a long barrel, sensor mast. */
export function heavyCannon(): EmplacementParts {
  const p = emptyParts(EMPLACEMENT_MATERIALS)
  const { armour, suit, metal, accent } = p
  p.base.push(roundBase(0.2, 0.025, 40))
  suit.push(ring(0.15, 0.185, 0.02, 0.07, 10))
  metal.push(place(new CylinderGeometry(0.095, 0.115, 0.05, 24), [0, 0.05, 0]))
  armour.push(
    place(new SphereGeometry(0.12, 28, 10, 0, Math.PI * 2, 0, Math.PI / 2), [0, 0.075, 0], [0, 0, 0], [1, 0.7, 1]),
  )
  accent.push(ring(0.118, 0.124, 0.075, 0.088, 32))
  armour.push(place(new BoxGeometry(0.1, 0.07, 0.06), [0, 0.12, 0.095]))
  const dir = new Vector3(0, 0.1, 1).normalize()
  const muzzle: Vec3 = [0, 0.125, 0.1]
  metal.push(rod(muzzle, out(muzzle, dir, 0.08), 0.026, 0.024, 16))
  metal.push(rod(out(muzzle, dir, 0.08), out(muzzle, dir, 0.2), 0.015, 0.015, 14))
  metal.push(rod(out(muzzle, dir, 0.17), out(muzzle, dir, 0.205), 0.021, 0.021, 14))
  metal.push(rod([0.07, 0.14, -0.05], [0.07, 0.23, -0.05], 0.005, 0.004, 8))
  metal.push(place(lathe(dishProfile(0.03), 16), [0.07, 0.225, -0.05], [0.5, 0, 0]))
  return p
}

/** A shallow dish of radius `r` (concave side up), as a closed lathe profile with a hard rim. */
function dishProfile(r: number): [number, number][] {
  const t = r * 0.12
  return [
    [0, 0],
    [r * 0.4, r * 0.06],
    [r * 0.75, r * 0.22],
    [r, r * 0.42],
    [r, r * 0.42],
    [r, r * 0.42 + t],
    [r, r * 0.42 + t],
    [r * 0.75, r * 0.22 + t],
    [r * 0.4, r * 0.06 + t],
    [0, t],
  ]
}

/** The shield generator: drum and dome with windows and fins, a mast with a large tilted dish. */
export function shieldGenerator(): EmplacementParts {
  const p = emptyParts(EMPLACEMENT_MATERIALS)
  const { armour, suit, metal, glass, accent } = p
  p.base.push(roundBase(0.4, 0.03, 64))
  suit.push(place(new CylinderGeometry(0.3, 0.33, 0.035, 12), [0, 0.045, 0]))
  armour.push(place(new CylinderGeometry(0.27, 0.29, 0.1, 24), [0, 0.11, 0]))
  armour.push(
    place(new SphereGeometry(0.25, 32, 10, 0, Math.PI * 2, 0, Math.PI / 2), [0, 0.16, 0], [0, 0, 0], [1, 0.6, 1]),
  )
  accent.push(ring(0.265, 0.275, 0.155, 0.165, 40))
  for (let i = 0; i < 8; i++) {
    const a = ((i + 0.5) / 8) * Math.PI * 2
    const [s, c] = [Math.sin(a), Math.cos(a)]
    glass.push(place(new BoxGeometry(0.06, 0.03, 0.02), [s * 0.277, 0.11, c * 0.277], [0, a, 0]))
  }
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + Math.PI / 4 + Math.PI / 8
    const [s, c] = [Math.sin(a), Math.cos(a)]
    for (const k of [-1, 0, 1]) {
      const b = a + k * 0.07
      metal.push(place(new BoxGeometry(0.012, 0.12, 0.07), [Math.sin(b) * 0.31, 0.1, Math.cos(b) * 0.31], [0, b, 0]))
    }
    metal.push(rod([s * 0.2, 0.2, c * 0.2], [s * 0.3, 0.16, c * 0.3], 0.012, 0.012, 8))
  }
  // Mast, yoke and dish tilted towards +z, with a feed horn on its axis.
  metal.push(rod([0, 0.26, 0], [0, 0.44, 0], 0.035, 0.028, 16))
  metal.push(place(new CylinderGeometry(0.05, 0.05, 0.04, 16), [0, 0.44, 0]))
  const tilt = 0.6
  const axis = new Vector3(0, Math.cos(tilt), Math.sin(tilt))
  const hub: Vec3 = [0, 0.47, 0.0]
  armour.push(place(lathe(dishProfile(0.22), 40), hub, [tilt, 0, 0]))
  metal.push(rod(hub, out(hub, axis, 0.16), 0.008, 0.006, 8))
  accent.push(place(new SphereGeometry(0.014, 10, 8), out(hub, axis, 0.165)))
  const tip = out(hub, axis, 0.15)
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2
    const rim = new Vector3(Math.sin(a) * 0.2, 0.09, Math.cos(a) * 0.2).applyEuler(new Euler(tilt, 0, 0))
    metal.push(rod([hub[0] + rim.x, hub[1] + rim.y, hub[2] + rim.z], tip, 0.004, 0.004, 6))
  }
  return p
}

/** The ion cannon: a large sphere in a conical cradle with a short thick barrel raised towards +z. */
export function ionCannon(): EmplacementParts {
  const p = emptyParts(EMPLACEMENT_MATERIALS)
  const { armour, suit, metal, glass, accent } = p
  p.base.push(roundBase(0.4, 0.03, 64))
  const cradle: [number, number][] = [
    [0.35, 0.03],
    [0.27, 0.16],
    [0.2, 0.16],
    [0.2, 0.03],
    [0.35, 0.03],
  ]
  suit.push(hardLathe(cradle, 48))
  accent.push(ring(0.25, 0.262, 0.158, 0.166, 48))
  const centre: Vec3 = [0, 0.3, 0]
  armour.push(place(new SphereGeometry(0.24, 40, 28), centre))
  metal.push(place(ring(0.236, 0.248, -0.012, 0.012, 48), centre))
  // Barrel: collar, thick tube, muzzle ring and a dark bore.
  const raise = 0.7
  const axis = new Vector3(0, Math.sin(raise), Math.cos(raise))
  metal.push(rod(out(centre, axis, 0.19), out(centre, axis, 0.255), 0.11, 0.1, 32))
  armour.push(rod(out(centre, axis, 0.25), out(centre, axis, 0.38), 0.065, 0.06, 28))
  metal.push(rod(out(centre, axis, 0.37), out(centre, axis, 0.41), 0.072, 0.072, 28))
  glass.push(rod(out(centre, axis, 0.405), out(centre, axis, 0.412), 0.05, 0.05, 24))
  // Power conduits running out of the cradle to the base edge.
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2 + Math.PI / 3
    const [s, c] = [Math.sin(a), Math.cos(a)]
    metal.push(rod([s * 0.3, 0.045, c * 0.3], [s * 0.385, 0.045, c * 0.385], 0.014, 0.014, 10))
    metal.push(place(new BoxGeometry(0.04, 0.03, 0.03), [s * 0.375, 0.045, c * 0.375], [0, a, 0]))
  }
  return p
}
