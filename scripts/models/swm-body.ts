/**
 * Body parts shared by the Star Wars Miniatures figures. A figure is built in metres of its own height (feet on
 * y = 0, facing +z, its right hand towards −x), then scaled onto a 27 mm base that fits one 3 cm map square:
 * 1 unit = 10 cm, so a 1.8 m person stands 0.3 units (30 mm) tall on top of the base.
 */
import { LatheGeometry, SphereGeometry, Vector2 } from 'three'
import type { BufferGeometry } from 'three'
import { emptyParts, fit, lathe, place } from './gltf'
import type { Parts, Vec3 } from './gltf'
import { capsule, rod, roundBase } from './shapes'
import { SWM_BASE_RADIUS } from '../../src/games/swm/pieces/swmModels'
import { SWM_MATERIALS } from './swm-palette'
import type { SwmMaterial } from './swm-palette'

/** One SWM figure's parts, by material. */
export type SwmParts = Parts<SwmMaterial>

/** Base height (units); the radius, 0.135 (27 mm across, inside a 30 mm square), is the app's SWM_BASE_RADIUS. */
const BASE_HEIGHT = 0.03
/** Metres to units: a 1.8 m person is 0.3 units tall. */
const SCALE = 0.3 / 1.8

/** Empty parts for a new figure. */
export const figureParts = (): SwmParts => emptyParts(SWM_MATERIALS)

/** Scales a figure built in metres onto its base and adds the base. */
export function onBase(p: SwmParts): SwmParts {
  fit(p, SCALE, [0, BASE_HEIGHT, 0])
  p.base.push(roundBase(SWM_BASE_RADIUS, BASE_HEIGHT, 24))
  return p
}

/** A point `t` of the way from `a` to `b`. */
export function lerp(a: Vec3, b: Vec3, t: number): Vec3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/** `a` plus `d` scaled by `k`. */
export function offset(a: Vec3, d: Vec3, k = 1): Vec3 {
  return [a[0] + d[0] * k, a[1] + d[1] * k, a[2] + d[2] * k]
}

/** The unit vector from `a` towards `b`. */
export function toward(a: Vec3, b: Vec3): Vec3 {
  const d: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]]
  const n = Math.hypot(...d) || 1
  return [d[0] / n, d[1] / n, d[2] / n]
}

/** Limb thicknesses and materials of an arm. */
export interface ArmStyle {
  /** Upper arm and forearm material (a sleeve, armour). */
  sleeve: SwmMaterial
  /** Hand material (skin, or a glove). */
  hand: SwmMaterial
  /** Upper arm radius; the forearm is a little thinner unless `cuff` flares it. */
  radius: number
  /** Radius of a wide sleeve's opening at the wrist (a Jedi robe's bell sleeve); absent: a plain forearm. */
  cuff?: number
}

/** An arm from the shoulder through the elbow to the hand, ending in a fist at `hand`. */
export function arm(p: SwmParts, style: ArmStyle, shoulder: Vec3, elbow: Vec3, hand: Vec3): void {
  p[style.sleeve].push(capsule(shoulder, elbow, style.radius, 8, 2))
  const wrist = lerp(elbow, hand, 0.8)
  if (style.cuff) p[style.sleeve].push(rod(elbow, wrist, style.radius * 0.95, style.cuff, 10))
  else p[style.sleeve].push(capsule(elbow, wrist, style.radius * 0.85, 8, 2))
  p[style.hand].push(place(new SphereGeometry(0.05, 8, 6), hand))
}

/** A leg from the hip through the knee to the ankle, with a boot pointing forward. */
export function leg(p: SwmParts, cloth: SwmMaterial, boot: SwmMaterial, hip: Vec3, knee: Vec3, ankle: Vec3): void {
  p[cloth].push(capsule(hip, knee, 0.085, 8, 2))
  p[cloth].push(capsule(knee, ankle, 0.07, 8, 2))
  p[boot].push(capsule([ankle[0], 0.05, ankle[2] - 0.02], [ankle[0], 0.05, ankle[2] + 0.12], 0.055, 8, 2))
  p[boot].push(rod([ankle[0], 0.05, ankle[2]], [ankle[0], ankle[1] + 0.12, ankle[2]], 0.068, 0.072, 10))
}

/**
 * A lightsaber held at `grip`, pointing along `dir`: a metal hilt 0.28 m long (the hand at its lower third) and a
 * glowing blade. The blade is drawn thicker than a real one (0.05 m) so that it still reads at table distance.
 */
export function lightsaber(p: SwmParts, grip: Vec3, dir: Vec3, length = 1.0): void {
  const butt = offset(grip, dir, -0.1)
  const emitter = offset(grip, dir, 0.18)
  p.metal.push(rod(butt, emitter, 0.028, 0.032, 8))
  p.blade.push(capsule(offset(emitter, dir, 0.05), offset(emitter, dir, length), 0.045, 8, 2))
}

/** A solid of revolution from a [radius, y] profile, flattened front to back by `depth`: a torso, a tunic. */
export function torso(profile: [number, number][], depth: number): BufferGeometry {
  return place(lathe(profile, 16), [0, 0, 0], [0, 0, 0], [1, 1, depth])
}

/** A belt round a torso: a flattened band of radius `radius` from `y0` up to `y1`. */
export function belt(radius: number, y0: number, y1: number, depth: number): BufferGeometry {
  return torso(
    [
      [0, y0],
      [radius, y0],
      [radius, y1],
      [0, y1],
    ],
    depth,
  )
}

/** A head: a skin sphere whose centre is `at` (the chin about 0.1 m below it). */
export function head(p: SwmParts, at: Vec3, radius = 0.105): void {
  p.skin.push(place(new SphereGeometry(radius, 14, 10), at, [0, 0, 0], [0.92, 1.08, 1]))
}

/**
 * Cloth that hangs round the body (a robe, a cape): a lathe of `profile` ([radius, y] from the hem up) with a
 * thickness, so it shows from inside and out; `open` radians are left out at the front (0: closed all round), and
 * `depth` flattens it front to back.
 */
export function drape(profile: [number, number][], thickness: number, open = 0, depth = 0.8, segments = 20) {
  const outer = profile.map(([r, y]) => new Vector2(r, y))
  const inner = [...profile].reverse().map(([r, y]) => new Vector2(Math.max(0.001, r - thickness), y))
  const loop = [...outer, ...inner, outer[0]!]
  const g = new LatheGeometry(loop, segments, open / 2, Math.PI * 2 - open)
  return place(g, [0, 0, 0], [0, 0, 0], [1, 1, depth])
}
