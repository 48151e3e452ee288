/**
 * The AT-AT walker: a hexagonal-section body on four jointed box legs, a ribbed neck and a wedge head with
 * viewports, chin guns and temple guns, mid-stride on a round base about a hex across (0.36 radius).
 * Built in units (1 unit = 10 cm), base on y = 0, head towards +z.
 */
import { BoxGeometry, CylinderGeometry, SphereGeometry } from 'three'
import { emptyParts, fit, place } from './gltf'
import type { Parts, Vec3 } from './gltf'
import { bar, deform, prismZ, rod, roundBase } from './shapes'

/** Material ids of the AT-AT, in primitive order. */
export const WALKER_MATERIALS = ['armour', 'metal', 'glass', 'base'] as const

/** Base radius of the AT-AT (units). */
export const WALKER_BASE_RADIUS = 0.36
const BASE_HEIGHT = 0.025
/** How far the figure is moved back so that head and tail both sit over the base. */
const SHIFT_Z = -0.11

/** Narrows the end faces of a prism along z by `k` (about the prism's own axis). */
const narrowEnds = (limit: number, k: number) => (v: { x: number; y: number; z: number }) => {
  if (Math.abs(v.z) >= limit) {
    v.x *= k
    v.y *= k
  }
}

/** One leg: hip joint, thigh, knee, shin, ankle and a round foot on the base. */
function leg(p: Parts<(typeof WALKER_MATERIALS)[number]>, x: number, z: number, foot: number, knee: number) {
  const side = Math.sign(x)
  const hip: Vec3 = [x, 0.585, z]
  const kneeAt: Vec3 = [x, 0.36, z + knee]
  const ankle: Vec3 = [x, 0.085, foot]
  p.metal.push(place(new CylinderGeometry(0.042, 0.042, 0.06, 16), [x - side * 0.01, 0.585, z], [0, 0, Math.PI / 2]))
  p.armour.push(place(new BoxGeometry(0.05, 0.07, 0.08), [x + side * 0.012, 0.57, z]))
  p.armour.push(bar(hip, kneeAt, 0.042, 0.062))
  p.metal.push(place(new CylinderGeometry(0.032, 0.032, 0.058, 14), kneeAt, [0, 0, Math.PI / 2]))
  p.armour.push(bar(kneeAt, [x, 0.17, foot], 0.038, 0.052))
  p.armour.push(bar([x, 0.24, (foot + kneeAt[2]) / 2], [x, 0.11, foot], 0.048, 0.06))
  p.metal.push(place(new SphereGeometry(0.03, 12, 8), ankle))
  p.armour.push(place(new CylinderGeometry(0.048, 0.058, 0.04, 18), [x, BASE_HEIGHT + 0.02, foot]))
}

/** The AT-AT walker's parts. */
export function atat(): Parts<(typeof WALKER_MATERIALS)[number]> {
  const p = emptyParts(WALKER_MATERIALS)
  const { armour, metal, glass } = p
  // Body: a long hexagonal prism with narrowed ends, a roof ridge, side hatches, belly and tail.
  const section: [number, number][] = [
    [-0.09, -0.08],
    [0.09, -0.08],
    [0.125, 0.015],
    [0.085, 0.085],
    [-0.085, 0.085],
    [-0.125, 0.015],
  ]
  armour.push(place(deform(prismZ(section, -0.22, 0.22), narrowEnds(0.2, 0.84)), [0, 0.6, 0]))
  armour.push(place(new BoxGeometry(0.1, 0.03, 0.22), [0, 0.695, -0.03]))
  armour.push(place(new BoxGeometry(0.06, 0.02, 0.08), [0, 0.715, -0.05]))
  for (const side of [-1, 1]) armour.push(place(new BoxGeometry(0.02, 0.06, 0.12), [side * 0.122, 0.605, 0.03]))
  metal.push(place(new BoxGeometry(0.14, 0.03, 0.3), [0, 0.51, 0]))
  metal.push(place(new BoxGeometry(0.12, 0.09, 0.04), [0, 0.6, -0.225]))
  // Ribbed neck.
  metal.push(rod([0, 0.6, 0.19], [0, 0.575, 0.32], 0.034, 0.03, 12))
  for (const z of [0.245, 0.27, 0.295]) {
    metal.push(place(new CylinderGeometry(0.042, 0.042, 0.012, 14), [0, 0.587 - (z - 0.245) * 0.2, z], [1.37, 0, 0]))
  }
  // Head: a prism whose front slopes back at the top and narrows; viewports, chin and temple guns.
  const head: [number, number][] = [
    [-0.05, -0.045],
    [0.05, -0.045],
    [0.062, 0.0],
    [0.046, 0.045],
    [-0.046, 0.045],
    [-0.062, 0.0],
  ]
  armour.push(
    place(
      deform(prismZ(head, 0.3, 0.46), (v) => {
        if (v.z > 0.4) {
          v.x *= 0.82
          v.z -= v.y > 0.04 ? 0.05 : v.y < -0.04 ? 0.005 : 0.02
        }
        if (v.z < 0.35) v.y *= 0.9
      }),
      [0, 0.57, 0],
    ),
  )
  for (const side of [-1, 1]) {
    glass.push(place(new BoxGeometry(0.026, 0.014, 0.012), [side * 0.02, 0.6, 0.42], [-0.5, 0, 0]))
    metal.push(rod([side * 0.03, 0.535, 0.42], [side * 0.03, 0.535, 0.5], 0.01, 0.008, 10))
    metal.push(rod([side * 0.064, 0.575, 0.37], [side * 0.064, 0.575, 0.445], 0.006, 0.006, 8))
  }
  metal.push(place(new BoxGeometry(0.09, 0.025, 0.05), [0, 0.533, 0.43]))
  // Legs mid-stride: front-left and back-right forward.
  leg(p, -0.15, 0.15, 0.175, 0.03)
  leg(p, 0.15, 0.15, 0.12, 0.03)
  leg(p, -0.15, -0.15, -0.125, -0.02)
  leg(p, 0.15, -0.15, -0.175, -0.02)
  fit(p, 1, [0, 0, SHIFT_Z])
  p.base.push(roundBase(WALKER_BASE_RADIUS, BASE_HEIGHT, 48))
  return p
}
