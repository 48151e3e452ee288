/**
 * The Death Star trooper of the Star Wars Miniatures box: a slim figure in a black uniform and a glossy black
 * helmet (a domed shell with a flared rim round the back and sides and a face guard; the face shows beneath), a
 * silver belt and code cylinders, a blaster rifle held ready across the body. Its helmet and rifle, not a blade,
 * set it apart from the Jedi and Vader.
 */
import { BoxGeometry, SphereGeometry } from 'three'
import { place } from './gltf'
import { bar, hardLathe, rod } from './shapes'
import { arm, belt, figureParts, head, leg, onBase, torso } from './swm-body'
import type { SwmParts } from './swm-body'

/** Death Star trooper: helmet with a flared rim, uniform, rifle at the ready. */
export function deathStarTrooper(): SwmParts {
  const p = figureParts()
  leg(p, 'armour', 'suit', [-0.1, 0.92, 0], [-0.12, 0.5, 0.06], [-0.14, 0.12, 0.06])
  leg(p, 'armour', 'suit', [0.1, 0.92, 0], [0.12, 0.5, -0.02], [0.14, 0.12, -0.04])
  p.armour.push(
    torso(
      [
        [0, 0.84],
        [0.19, 0.84],
        [0.2, 1.0],
        [0.22, 1.25],
        [0.23, 1.37],
        [0.16, 1.45],
        [0.07, 1.5],
        [0, 1.5],
      ],
      0.7,
    ),
  )
  // Belt and buckle; code cylinders on the left breast.
  p.metal.push(belt(0.205, 0.93, 1, 0.74))
  p.metal.push(place(new BoxGeometry(0.09, 0.07, 0.03), [0, 0.965, 0.15]))
  for (const x of [0.07, 0.1, 0.13]) p.accent.push(rod([x, 1.3, 0.15], [x, 1.38, 0.14], 0.011, 0.011, 6))
  // Head under the helmet: a domed shell, a rim flaring round the back and sides, a guard over the jaw.
  head(p, [0, 1.6, 0.02], 0.1)
  p.glass.push(place(new SphereGeometry(0.15, 16, 10, 0, Math.PI * 2, 0, Math.PI * 0.55), [0, 1.62, -0.01]))
  const rim: [number, number][] = [
    [0.23, 1.5],
    [0.151, 1.64],
    [0.13, 1.64],
    [0.21, 1.5],
    [0.23, 1.5],
  ]
  p.glass.push(place(hardLathe(rim, 18, 1.1, Math.PI * 2 - 2.2), [0, 0, -0.01], [0, 0, 0], [1, 1, 1.05]))
  p.glass.push(place(new BoxGeometry(0.22, 0.045, 0.06), [0, 1.52, 0.09]))
  // Rifle across the body, muzzle forward and a little down: right hand on the grip, left on the barrel.
  const grip: [number, number, number] = [-0.14, 1.1, 0.24]
  const muzzle: [number, number, number] = [0.12, 1.2, 0.62]
  const sleeve = { sleeve: 'armour', hand: 'suit', radius: 0.06 } as const
  arm(p, sleeve, [-0.23, 1.36, 0], [-0.3, 1.12, 0.06], grip)
  arm(p, sleeve, [0.23, 1.36, 0], [0.22, 1.12, 0.2], [0.04, 1.16, 0.46])
  p.glass.push(bar([-0.22, 1.08, 0.1], [0.0, 1.15, 0.42], 0.05, 0.07))
  p.glass.push(rod([0.0, 1.15, 0.42], muzzle, 0.022, 0.02, 8))
  p.glass.push(bar([-0.14, 1.08, 0.24], [-0.15, 0.98, 0.22], 0.035, 0.04))
  p.metal.push(rod([-0.08, 1.2, 0.26], [0.02, 1.22, 0.4], 0.018, 0.018, 8))
  return onBase(p)
}
