/**
 * The two hovering pieces, each on a small base with a clear rod: the T-47 snowspeeder (a flat wedge with a
 * canopy, side cannons and rear engines, three to a hex) and the Imperial probe droid (a round head with a
 * dark eye cluster, antennae and hanging manipulator arms, two to a hex). Units: 1 unit = 10 cm; base on
 * y = 0, nose / eyes towards +z.
 */
import { BoxGeometry, CylinderGeometry, SphereGeometry, Vector3 } from 'three'
import { emptyParts, fit, place } from './gltf'
import type { Parts, Vec3 } from './gltf'
import { capsule, deform, hardLathe, prism, rod, roundBase } from './shapes'

/** Material ids of the snowspeeder, in primitive order. */
export const SPEEDER_MATERIALS = ['armour', 'metal', 'glass', 'accent', 'base', 'stand'] as const
/** Material ids of the probe droid, in primitive order. */
export const DROID_MATERIALS = ['armour', 'metal', 'glass', 'base', 'stand'] as const

const STAND_BASE_HEIGHT = 0.015

/** A small round base and a clear rod up to `top`. */
function stand(p: Parts<'base' | 'stand'>, radius: number, top: number) {
  p.base.push(roundBase(radius, STAND_BASE_HEIGHT, 32))
  p.stand.push(rod([0, STAND_BASE_HEIGHT, 0], [0, top, 0], 0.008, 0.008, 10))
}

/** The snowspeeder's parts. */
export function snowspeeder(): Parts<(typeof SPEEDER_MATERIALS)[number]> {
  const p = emptyParts(SPEEDER_MATERIALS)
  const { armour, metal, glass, accent } = p
  // Hull: a wedge seen from above, thinning towards the nose.
  const planform: [number, number][] = [
    [0, 0.16],
    [0.045, 0.11],
    [0.1, -0.02],
    [0.11, -0.12],
    [-0.11, -0.12],
    [-0.1, -0.02],
    [-0.045, 0.11],
  ]
  const thickness = (z: number) => 0.35 + 0.65 * Math.min(1, Math.max(0, (0.16 - z) / 0.28))
  armour.push(deform(prism(planform, -0.02, 0.02), (v) => (v.y *= thickness(v.z))))
  // Canopy, a raised spine behind it, side cannons, rear engines and the harpoon gun.
  glass.push(place(new SphereGeometry(0.045, 16, 10), [0, 0.012, 0.0], [0, 0, 0], [0.7, 0.5, 1.15]))
  armour.push(place(new BoxGeometry(0.05, 0.02, 0.07), [0, 0.018, -0.07]))
  for (const side of [-1, 1]) {
    const x = side * 0.112
    metal.push(rod([x, 0, -0.1], [x, 0, 0.06], 0.014, 0.012, 12))
    metal.push(rod([x, 0, 0.06], [x, 0, 0.13], 0.006, 0.005, 8))
    metal.push(place(new BoxGeometry(0.05, 0.03, 0.03), [side * 0.07, 0, -0.125]))
    accent.push(place(new BoxGeometry(0.06, 0.004, 0.018), [side * 0.065, 0.0185, -0.08]))
    accent.push(place(new BoxGeometry(0.004, 0.004, 0.05), [side * 0.11, 0.014, -0.04]))
  }
  metal.push(rod([0, 0.004, -0.12], [0, 0.004, -0.155], 0.006, 0.005, 8))
  accent.push(place(new BoxGeometry(0.016, 0.004, 0.05), [0, 0.0095, 0.095]))
  // Banked a little, nose slightly down, over the rod.
  for (const list of [armour, metal, glass, accent]) {
    for (const g of list) g.rotateX(0.06).rotateZ(0.14)
  }
  fit(p, 1, [0, 0.225, 0.01])
  stand(p, 0.075, 0.21)
  return p
}

/** The probe droid's parts. */
export function probeDroid(): Parts<(typeof DROID_MATERIALS)[number]> {
  const p = emptyParts(DROID_MATERIALS)
  const { armour, metal, glass } = p
  const centre: Vec3 = [0, 0.27, 0]
  const r = 0.065
  armour.push(place(new SphereGeometry(r, 24, 16), centre))
  const band: [number, number][] = [
    [r - 0.002, -0.007],
    [r + 0.005, -0.007],
    [r + 0.005, 0.007],
    [r - 0.002, 0.007],
    [r - 0.002, -0.007],
  ]
  metal.push(place(hardLathe(band, 32), [0, centre[1] - 0.012, 0]))
  // Cap, antennae and a sensor block on top.
  armour.push(place(new CylinderGeometry(0.028, 0.04, 0.02, 16), [0, centre[1] + r - 0.004, 0]))
  metal.push(rod([0.012, 0.33, -0.005], [0.022, 0.42, -0.015], 0.004, 0.0025, 6))
  metal.push(rod([-0.014, 0.33, 0.004], [-0.03, 0.39, 0.0], 0.004, 0.0025, 6))
  metal.push(rod([0.0, 0.33, -0.016], [0.004, 0.37, -0.04], 0.003, 0.002, 6))
  armour.push(place(new BoxGeometry(0.02, 0.012, 0.016), [-0.03, 0.39, 0.0]))
  // Eye cluster: one big lens and a ring of smaller ones on the front.
  const eyes: [number, number, number, number][] = [
    [0, 0.15, 1, 0.017],
    [0.38, 0.2, 0.9, 0.01],
    [-0.38, 0.2, 0.9, 0.01],
    [0.3, -0.15, 0.94, 0.011],
    [-0.3, -0.15, 0.94, 0.011],
    [0, -0.3, 0.95, 0.009],
    [0.5, 0.0, 0.85, 0.007],
    [-0.5, 0.0, 0.85, 0.007],
  ]
  for (const [x, y, z, size] of eyes) {
    const at = new Vector3(x, y, z).normalize().multiplyScalar(r - 0.002)
    glass.push(place(new SphereGeometry(size, 10, 6), [at.x, centre[1] + at.y, at.z]))
  }
  // Collar under the head and six hanging manipulator arms of different lengths, each bent once.
  metal.push(rod([0, 0.215, 0], [0, 0.19, 0], 0.036, 0.026, 16))
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + Math.PI / 6
    const [s, c] = [Math.sin(a), Math.cos(a)]
    const drop = 0.07 + (i % 3) * 0.025
    const top: Vec3 = [s * 0.024, 0.195, c * 0.024]
    const elbow: Vec3 = [s * 0.048, 0.195 - drop * 0.55, c * 0.048]
    const hand: Vec3 = [s * 0.036, 0.195 - drop, c * 0.036]
    metal.push(capsule(top, elbow, 0.0045, 6, 1))
    metal.push(capsule(elbow, hand, 0.0035, 6, 1))
    metal.push(place(new SphereGeometry(0.007, 8, 6), hand))
  }
  // About the height of a trooper, hovering over its stand.
  fit(p, 1.25, [0, -0.06, 0])
  stand(p, 0.095, 0.185)
  return p
}
