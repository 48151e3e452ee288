/**
 * The two infantry figures of Battle of Hoth: a snowtrooper and an Echo Base trooper. Each is built in
 * metres of a 1.8 m person (feet on y = 0, facing +z), then scaled onto a 25 mm base so that up to four fit
 * in a hex. 1 unit = 10 cm: the figure stands 0.34 units (34 mm) tall on a 0.125-radius base.
 */
import { BoxGeometry, CylinderGeometry, SphereGeometry } from 'three'
import { emptyParts, fit, lathe, place } from './gltf'
import type { Parts } from './gltf'
import { bar, capsule, hardLathe, rod, roundBase, taperedBox } from './shapes'

/** Material ids of an infantry figure, in primitive order. */
export const INFANTRY_MATERIALS = ['armour', 'suit', 'metal', 'glass', 'base'] as const

/** One infantry figure's parts. */
export type InfantryParts = Parts<(typeof INFANTRY_MATERIALS)[number]>

/** Base radius (units): 25 mm across. */
export const INFANTRY_BASE_RADIUS = 0.125
const BASE_HEIGHT = 0.025
const SCALE = 0.34 / 1.8

/** Scales a figure built in metres onto its base and adds the base. */
function onBase(p: InfantryParts): InfantryParts {
  fit(p, SCALE, [0, BASE_HEIGHT, 0])
  p.base.push(roundBase(INFANTRY_BASE_RADIUS, BASE_HEIGHT, 24))
  return p
}

/** Upper arm and forearm from a shoulder through an elbow to a hand. */
function arm(p: InfantryParts, shoulder: [number, number, number], elbow: typeof shoulder, hand: typeof shoulder) {
  p.suit.push(capsule(shoulder, elbow, 0.058, 8, 2))
  p.armour.push(capsule(elbow, hand, 0.052, 8, 2))
  p.armour.push(place(new SphereGeometry(0.05, 8, 6), hand))
}

/** Snowtrooper: armour with a kama (skirt), backpack, flared helmet with a dark visor, E-11 held forward. */
export function snowtrooper(): InfantryParts {
  const p = emptyParts(INFANTRY_MATERIALS)
  const { armour, suit, metal, glass } = p
  for (const side of [-1, 1]) {
    const x = side * 0.11
    suit.push(place(new CylinderGeometry(0.075, 0.085, 0.14, 12), [x, 0.07, 0.03], [0, 0, 0], [1, 1, 1.45]))
    armour.push(capsule([x, 0.2, 0], [x, 0.45, 0], 0.07, 8, 2))
    suit.push(place(new SphereGeometry(0.07, 8, 6), [x, 0.5, 0.01]))
    armour.push(capsule([x, 0.58, 0], [x * 0.9, 0.85, 0], 0.085, 8, 2))
  }
  // Kama: a cloth skirt around the back and sides, open at the front.
  const kama: [number, number][] = [
    [0.27, 0.48],
    [0.19, 0.98],
    [0.17, 0.98],
    [0.25, 0.48],
    [0.27, 0.48],
  ]
  suit.push(place(hardLathe(kama, 14, 0.6, Math.PI * 2 - 1.2), [0, 0, 0], [0, 0, 0], [1, 1, 0.8]))
  suit.push(place(new CylinderGeometry(0.17, 0.16, 0.16, 16), [0, 0.93, 0], [0, 0, 0], [1, 1, 0.75]))
  armour.push(place(new CylinderGeometry(0.185, 0.185, 0.05, 16), [0, 1.0, 0], [0, 0, 0], [1, 1, 0.78]))
  // Chest plate, control box and backpack.
  const chest: [number, number][] = [
    [0, 0],
    [0.16, 0],
    [0.2, 0.14],
    [0.215, 0.3],
    [0.17, 0.42],
    [0.08, 0.46],
    [0, 0.46],
  ]
  armour.push(place(lathe(chest, 16), [0, 1.02, 0], [0, 0, 0], [1, 1, 0.72]))
  suit.push(place(new BoxGeometry(0.14, 0.1, 0.05), [0, 1.3, 0.16]))
  armour.push(place(new BoxGeometry(0.32, 0.38, 0.16), [0, 1.24, -0.21]))
  suit.push(place(new CylinderGeometry(0.05, 0.05, 0.3, 10), [0, 1.46, -0.2], [0, 0, Math.PI / 2]))
  // Shoulders and arms; the rifle points forward at chest height.
  for (const side of [-1, 1]) {
    armour.push(place(new SphereGeometry(0.08, 10, 6), [side * 0.225, 1.41, 0], [0, 0, 0], [1, 0.75, 1.1]))
  }
  arm(p, [0.25, 1.37, 0], [0.27, 1.13, 0.03], [0.09, 1.1, 0.19])
  arm(p, [-0.25, 1.37, 0], [-0.21, 1.14, 0.16], [0.03, 1.15, 0.36])
  metal.push(bar([0.08, 1.16, 0.0], [0.06, 1.15, 0.42], 0.045, 0.07))
  metal.push(rod([0.065, 1.16, 0.42], [0.06, 1.16, 0.56], 0.016, 0.016, 8))
  metal.push(rod([0.075, 1.21, 0.12], [0.072, 1.21, 0.26], 0.018, 0.018, 8))
  metal.push(bar([0.085, 1.15, 0.16], [0.1, 1.05, 0.15], 0.035, 0.04))
  // Helmet: dome, flared brim round the back and sides, dark visor, breather and a cloth hood.
  suit.push(place(new CylinderGeometry(0.07, 0.08, 0.1, 10), [0, 1.5, 0]))
  armour.push(place(new SphereGeometry(0.13, 16, 10), [0, 1.67, -0.01], [0, 0, 0], [1, 0.95, 1.05]))
  const brim: [number, number][] = [
    [0.21, 1.47],
    [0.138, 1.665],
    [0.122, 1.665],
    [0.194, 1.47],
    [0.21, 1.47],
  ]
  armour.push(place(hardLathe(brim, 18, 0.95, Math.PI * 2 - 1.9), [0, 0, -0.01], [0, 0, 0], [1, 1, 1.05]))
  const band: [number, number][] = [
    [0.128, 1.625],
    [0.146, 1.625],
    [0.146, 1.67],
    [0.128, 1.67],
    [0.128, 1.625],
  ]
  glass.push(hardLathe(band, 12, -0.8, 1.6))
  armour.push(place(taperedBox(0.12, 0.1, 0.08, [0.7, 0.8], [0, -0.01]), [0, 1.57, 0.11]))
  for (const side of [-1, 1]) {
    suit.push(place(new CylinderGeometry(0.022, 0.022, 0.05, 8), [side * 0.038, 1.55, 0.15], [Math.PI / 2, 0, 0]))
  }
  suit.push(place(taperedBox(0.26, 0.16, 0.04, [0.85, 1]), [0, 1.47, -0.16], [-0.3, 0, 0]))
  return onBase(p)
}

/** Echo Base trooper: padded parka, big backpack with a bedroll and antenna, rimmed helmet, goggles, A280. */
export function echoTrooper(): InfantryParts {
  const p = emptyParts(INFANTRY_MATERIALS)
  const { armour, suit, metal, glass } = p
  for (const side of [-1, 1]) {
    const x = side * 0.11
    armour.push(place(new CylinderGeometry(0.08, 0.09, 0.2, 12), [x, 0.1, 0.03], [0, 0, 0], [1, 1, 1.4]))
    suit.push(capsule([x, 0.22, 0], [x, 0.48, 0.01], 0.08, 8, 2))
    suit.push(capsule([x, 0.55, 0.01], [x * 0.9, 0.85, 0], 0.092, 8, 2))
  }
  // Parka down to mid-thigh, belt with pouches.
  const parka: [number, number][] = [
    [0, 0.62],
    [0.235, 0.62],
    [0.245, 0.66],
    [0.21, 0.95],
    [0.225, 1.15],
    [0.235, 1.32],
    [0.17, 1.45],
    [0.07, 1.5],
    [0, 1.5],
  ]
  suit.push(place(lathe(parka, 16), [0, 0, 0], [0, 0, 0], [1, 1, 0.75]))
  armour.push(place(new CylinderGeometry(0.225, 0.225, 0.05, 16), [0, 0.98, 0], [0, 0, 0], [1, 1, 0.78]))
  for (const x of [-0.13, 0.13]) armour.push(place(new BoxGeometry(0.08, 0.08, 0.05), [x, 0.97, 0.15]))
  // Backpack with a bedroll on top and a comlink antenna.
  armour.push(place(taperedBox(0.34, 0.42, 0.2, [0.9, 0.8]), [0, 1.2, -0.25]))
  suit.push(place(new CylinderGeometry(0.075, 0.075, 0.42, 12), [0, 1.47, -0.25], [0, 0, Math.PI / 2]))
  metal.push(rod([0.12, 1.4, -0.32], [0.15, 1.78, -0.36], 0.012, 0.008, 6))
  // Puffy shoulders and arms holding the rifle across the chest, muzzle up.
  for (const side of [-1, 1]) {
    suit.push(place(new SphereGeometry(0.1, 10, 6), [side * 0.22, 1.4, 0], [0, 0, 0], [1, 0.85, 1]))
  }
  arm(p, [0.25, 1.36, 0], [0.28, 1.08, 0.03], [0.12, 1.08, 0.22])
  arm(p, [-0.25, 1.36, 0], [-0.26, 1.16, 0.13], [-0.08, 1.3, 0.25])
  metal.push(bar([0.22, 1.0, 0.2], [-0.06, 1.3, 0.245], 0.05, 0.07))
  metal.push(rod([-0.06, 1.3, 0.245], [-0.24, 1.49, 0.25], 0.02, 0.018, 8))
  metal.push(bar([0.1, 1.08, 0.235], [0.06, 0.98, 0.23], 0.035, 0.04))
  metal.push(rod([0.1, 1.16, 0.26], [0.0, 1.27, 0.27], 0.02, 0.02, 8))
  // Head: balaclava, rimmed helmet, goggles.
  suit.push(place(new CylinderGeometry(0.07, 0.08, 0.1, 10), [0, 1.5, 0]))
  suit.push(place(new SphereGeometry(0.1, 12, 8), [0, 1.58, 0.02], [0, 0, 0], [1, 1.05, 1]))
  armour.push(
    place(new SphereGeometry(0.128, 16, 6, 0, Math.PI * 2, 0, Math.PI / 2), [0, 1.6, -0.005], [0, 0, 0], [1, 1, 1.08]),
  )
  const rim: [number, number][] = [
    [0.122, 1.6],
    [0.175, 1.565],
    [0.175, 1.585],
    [0.122, 1.63],
    [0.122, 1.6],
  ]
  armour.push(place(hardLathe(rim, 18), [0, 0, -0.005], [0, 0, 0], [1, 1, 1.08]))
  for (const side of [-1, 1]) {
    glass.push(place(new SphereGeometry(0.036, 8, 6), [side * 0.04, 1.585, 0.108], [0, 0, 0], [1.2, 0.8, 0.55]))
  }
  const strap: [number, number][] = [
    [0.098, 1.57],
    [0.108, 1.57],
    [0.108, 1.59],
    [0.098, 1.59],
    [0.098, 1.57],
  ]
  armour.push(place(hardLathe(strap, 14, Math.PI / 2 - 0.2, Math.PI + 0.4), [0, 0, 0.02]))
  return onBase(p)
}
