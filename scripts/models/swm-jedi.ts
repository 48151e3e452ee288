/**
 * The two Jedi of the Star Wars Miniatures box. Obi-Wan Kenobi: a long brown robe open over a cream tunic, the hood
 * down, a beard, a blue blade held forward and raised and the other hand stretched out. Luke Skywalker: no robe, a
 * short black tunic over trousers and boots, bare-headed with sandy hair, a green blade raised high in both hands.
 */
import { SphereGeometry } from 'three'
import { place } from './gltf'
import { arm, belt, drape, figureParts, head, leg, lightsaber, offset, onBase, torso, toward } from './swm-body'
import type { SwmParts } from './swm-body'

/** Obi-Wan Kenobi (1.8 m): robe to the floor, bell sleeves, blue blade. */
export function obiWan(): SwmParts {
  const p = figureParts()
  // Boots peep out under the robe's hem.
  for (const x of [-0.1, 0.1]) {
    leg(p, 'suit', 'suit', [x, 0.9, 0], [x, 0.5, 0.03], [x * 1.2, 0.12, x > 0 ? 0.08 : -0.02])
  }
  // Tunic: a cream body under the open robe, with a belt.
  p.suit.push(
    torso(
      [
        [0, 0.25],
        [0.25, 0.25],
        [0.22, 0.9],
        [0.21, 1.2],
        [0.22, 1.38],
        [0.15, 1.47],
        [0.07, 1.52],
        [0, 1.52],
      ],
      0.75,
    ),
  )
  p.accent.push(belt(0.225, 0.95, 1.04, 0.78))
  // Robe: wide at the hem, open at the front; the hood lies rolled at the back of the neck.
  const robe: [number, number][] = [
    [0.37, 0.02],
    [0.33, 0.4],
    [0.28, 0.85],
    [0.26, 1.15],
    [0.27, 1.36],
    [0.2, 1.47],
    [0.12, 1.52],
  ]
  p.armour.push(drape(robe, 0.025, 0.75, 0.82))
  p.armour.push(place(new SphereGeometry(0.16, 12, 8), [0, 1.47, -0.1], [0.3, 0, 0], [1.35, 0.6, 0.9]))
  // Head with greying hair and beard.
  head(p, [0, 1.64, 0.02])
  p.accent.push(place(new SphereGeometry(0.112, 12, 8), [0, 1.67, 0.0], [0, 0, 0], [0.95, 1.02, 1]))
  p.accent.push(place(new SphereGeometry(0.075, 10, 6), [0, 1.57, 0.07], [0, 0, 0], [1, 1.1, 0.7]))
  // Sword hand forward with the blade raised across the body; the other hand stretched out.
  const sleeve = { sleeve: 'armour', hand: 'skin', radius: 0.07, cuff: 0.11 } as const
  const grip: [number, number, number] = [-0.12, 1.12, 0.36]
  arm(p, sleeve, [-0.24, 1.36, 0], [-0.3, 1.12, 0.14], grip)
  arm(p, sleeve, [0.24, 1.36, 0], [0.36, 1.22, 0.12], [0.42, 1.28, 0.34])
  lightsaber(p, grip, toward(grip, [0.35, 2.0, 0.7]))
  return onBase(p)
}

/** Luke Skywalker, Jedi Knight (1.75 m): black tunic, bare head, green blade raised in both hands. */
export function luke(): SwmParts {
  const p = figureParts()
  leg(p, 'suit', 'suit', [-0.1, 0.92, 0], [-0.16, 0.52, 0.1], [-0.2, 0.12, 0.16])
  leg(p, 'suit', 'suit', [0.1, 0.92, 0], [0.15, 0.5, -0.04], [0.2, 0.12, -0.14])
  // Tunic flaring to mid-thigh, belt with a buckle.
  p.armour.push(
    torso(
      [
        [0, 0.6],
        [0.25, 0.6],
        [0.21, 0.9],
        [0.2, 1.05],
        [0.22, 1.25],
        [0.23, 1.37],
        [0.16, 1.45],
        [0.07, 1.5],
        [0, 1.5],
      ],
      0.72,
    ),
  )
  p.metal.push(belt(0.215, 0.93, 1, 0.76))
  // Head with sandy hair over the top and back.
  head(p, [0, 1.62, 0.01])
  p.accent.push(
    place(new SphereGeometry(0.118, 12, 8, 0, Math.PI * 2, 0, Math.PI * 0.55), [0, 1.64, -0.015], [-0.25, 0, 0]),
  )
  // Both hands on the hilt at the right shoulder, the blade high above the head.
  const grip: [number, number, number] = [-0.16, 1.5, 0.2]
  const dir = toward(grip, [-0.42, 2.4, -0.08])
  const sleeve = { sleeve: 'armour', hand: 'suit', radius: 0.06 } as const
  arm(p, sleeve, [-0.23, 1.36, 0], [-0.36, 1.22, 0.1], grip)
  arm(p, { ...sleeve, hand: 'skin' }, [0.23, 1.36, 0], [0.12, 1.18, 0.24], offset(grip, dir, -0.1))
  lightsaber(p, grip, dir)
  return onBase(p)
}
