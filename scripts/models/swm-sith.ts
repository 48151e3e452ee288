/**
 * Darth Vader for the Star Wars Miniatures box (2.02 m, taller than the others): a wide cape to the floor open at
 * the front, glossy black armour with a chest box and belt boxes, the flared helmet with its mouth grille, and a red
 * blade held in both hands before him, raised out to his left so it shows beside the black cape.
 */
import { BoxGeometry, SphereGeometry } from 'three'
import { place } from './gltf'
import { hardLathe, taperedBox } from './shapes'
import { arm, belt, drape, figureParts, leg, lightsaber, offset, onBase, torso, toward } from './swm-body'
import type { SwmParts } from './swm-body'

/** Darth Vader: cape, helmet, chest box, red blade. */
export function vader(): SwmParts {
  const p = figureParts()
  leg(p, 'armour', 'glass', [-0.11, 1.0, 0], [-0.15, 0.56, 0.08], [-0.17, 0.13, 0.12])
  leg(p, 'armour', 'glass', [0.11, 1.0, 0], [0.14, 0.55, -0.02], [0.17, 0.13, -0.08])
  // Armoured body: a skirt over the thighs up to broad shoulders.
  p.armour.push(
    torso(
      [
        [0, 0.62],
        [0.27, 0.62],
        [0.24, 1.0],
        [0.24, 1.2],
        [0.27, 1.45],
        [0.26, 1.56],
        [0.16, 1.64],
        [0, 1.66],
      ],
      0.72,
    ),
  )
  // Belt with its two boxes, chest box with lights, shoulder plates.
  p.metal.push(belt(0.25, 1, 1.1, 0.76))
  for (const x of [-0.08, 0.08]) p.metal.push(place(new BoxGeometry(0.1, 0.12, 0.05), [x, 1.05, 0.18]))
  p.metal.push(place(new BoxGeometry(0.2, 0.15, 0.05), [0, 1.36, 0.2]))
  for (const [x, y] of [
    [-0.05, 1.39],
    [0.0, 1.39],
    [0.05, 1.33],
  ] as const) {
    p.accent.push(place(new BoxGeometry(0.035, 0.03, 0.02), [x, y, 0.23]))
  }
  for (const x of [-0.25, 0.25]) {
    p.glass.push(place(new SphereGeometry(0.12, 10, 6), [x, 1.55, 0], [0, 0, 0], [1.1, 0.6, 1.1]))
  }
  // The cape: wide at the floor, open in front, from the shoulders down.
  const cape: [number, number][] = [
    [0.56, 0.02],
    [0.46, 0.5],
    [0.37, 1.0],
    [0.31, 1.4],
    [0.3, 1.56],
    [0.2, 1.66],
    [0.13, 1.7],
  ]
  p.suit.push(place(drape(cape, 0.03, 1.5, 0.85), [0, 0, -0.04]))
  // Helmet: a flared bell with a domed top, the mask's brow and eyes, the triangular grille.
  const bell: [number, number][] = [
    [0.21, 1.62],
    [0.19, 1.72],
    [0.15, 1.8],
    [0.145, 1.88],
    [0.13, 1.96],
    [0.07, 2.01],
    [0, 2.02],
  ]
  p.glass.push(place(hardLathe(bell, 18), [0, 0, -0.02], [0, 0, 0], [1, 1, 1.05]))
  p.glass.push(place(taperedBox(0.2, 0.2, 0.12, [0.75, 0.9], [0, 0.01]), [0, 1.8, 0.1]))
  p.metal.push(place(taperedBox(0.09, 0.09, 0.04, [0.2, 1], [0, -0.01]), [0, 1.725, 0.16], [-0.25, 0, 0]))
  // Both hands on the hilt before the belt, the blade raised out to the left (seen against the table, not the cape).
  const grip: [number, number, number] = [0.0, 1.18, 0.36]
  const dir = toward(grip, [0.55, 2.0, 0.45])
  const glove = { sleeve: 'armour', hand: 'glass', radius: 0.075 } as const
  arm(p, glove, [-0.27, 1.48, 0], [-0.3, 1.2, 0.16], grip)
  arm(p, glove, [0.27, 1.48, 0], [0.22, 1.14, 0.2], offset(grip, dir, -0.1))
  lightsaber(p, grip, dir, 1.05)
  return onBase(p)
}
