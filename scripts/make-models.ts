/**
 * Generates the miniatures in public/models/ from code, so no binary asset has an unknown source.
 * Run: `npx tsx scripts/make-models.ts`. Output is deterministic; commit the .glb files it writes.
 *
 * trooper.glb: an armoured trooper (white armour over a black undersuit, holding a blaster) on a round
 * 30 mm base, built from three.js primitives (lathe, cylinder, sphere, capsule, box), merged into one
 * primitive per material and written as glTF binary with @gltf-transform/core. 1 unit = 10 cm; the base
 * sits on y = 0 and the figure faces +z.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { BoxGeometry, CapsuleGeometry, CylinderGeometry, SphereGeometry } from 'three'
import type { BufferGeometry } from 'three'
import { glbBytes, lathe, place } from './models/gltf'
import type { MaterialSpec } from './models/gltf'

type MaterialId = 'armour' | 'suit' | 'base'

const MATERIALS: Record<MaterialId, MaterialSpec> = {
  armour: { colour: '#eceae4', roughness: 0.32, metalness: 0 },
  suit: { colour: '#1c1d22', roughness: 0.55, metalness: 0.1 },
  base: { colour: '#3b4046', roughness: 0.8, metalness: 0.05 },
}

function trooperParts(): Record<MaterialId, BufferGeometry[]> {
  const armour: BufferGeometry[] = []
  const suit: BufferGeometry[] = []
  const base: BufferGeometry[] = []

  // Base: a bevelled 30 mm disc.
  base.push(
    place(
      lathe([
        [0, 0],
        [0.15, 0],
        [0.152, 0.012],
        [0.143, 0.034],
        [0, 0.034],
      ]),
      [0, 0, 0],
    ),
  )
  const foot = 0.034

  // Legs: black undersuit, white thigh and shin plates, black boots.
  for (const side of [-1, 1]) {
    const x = side * 0.036
    suit.push(place(new CylinderGeometry(0.024, 0.028, 0.03, 16), [x, foot + 0.015, 0.006], [0, 0, 0], [1, 1, 1.4]))
    armour.push(place(new CapsuleGeometry(0.025, 0.07, 6, 16), [x, foot + 0.08, 0]))
    suit.push(place(new SphereGeometry(0.022, 12, 8), [x, foot + 0.128, 0]))
    armour.push(place(new CapsuleGeometry(0.029, 0.06, 6, 16), [x, foot + 0.175, 0]))
  }

  // Hips and belt.
  suit.push(place(new CylinderGeometry(0.058, 0.062, 0.05, 24), [0, foot + 0.215, 0], [0, 0, 0], [1, 1, 0.72]))
  armour.push(place(new BoxGeometry(0.03, 0.028, 0.012), [0, foot + 0.205, 0.044]))
  suit.push(place(new CylinderGeometry(0.064, 0.064, 0.018, 24), [0, foot + 0.242, 0], [0, 0, 0], [1, 1, 0.74]))

  // Torso: a lathed chest plate, flattened front to back, on a black abdomen.
  suit.push(place(new CylinderGeometry(0.05, 0.058, 0.05, 24), [0, foot + 0.27, 0], [0, 0, 0], [1, 1, 0.7]))
  armour.push(
    place(
      lathe([
        [0.0, 0.0],
        [0.056, 0.0],
        [0.07, 0.04],
        [0.074, 0.075],
        [0.062, 0.098],
        [0.03, 0.11],
        [0, 0.11],
      ]),
      [0, foot + 0.285, 0],
      [0, 0, 0],
      [1, 1, 0.72],
    ),
  )
  // Backpack.
  armour.push(place(new BoxGeometry(0.09, 0.08, 0.035), [0, foot + 0.335, -0.058]))
  suit.push(place(new BoxGeometry(0.07, 0.02, 0.03), [0, foot + 0.3, -0.06]))

  // Shoulders and arms; both arms reach forward to hold the blaster across the chest.
  for (const side of [-1, 1]) {
    armour.push(place(new SphereGeometry(0.034, 16, 12), [side * 0.078, foot + 0.372, 0], [0, 0, 0], [1, 0.8, 1]))
    suit.push(place(new CapsuleGeometry(0.019, 0.05, 4, 12), [side * 0.088, foot + 0.33, 0.01], [0.35, 0, side * 0.12]))
    armour.push(
      place(new CapsuleGeometry(0.021, 0.045, 4, 12), [side * 0.075, foot + 0.29, 0.05], [1.25, side * 0.5, 0]),
    )
    suit.push(place(new SphereGeometry(0.018, 12, 8), [side * 0.045, foot + 0.285, 0.085]))
  }

  // Blaster: body, barrel and grip, held diagonally.
  const tilt: [number, number, number] = [0, 0, 0.35]
  suit.push(place(new BoxGeometry(0.16, 0.026, 0.024), [0.005, foot + 0.29, 0.1], tilt))
  suit.push(place(new CylinderGeometry(0.008, 0.008, 0.07, 10), [-0.1, foot + 0.255, 0.1], [0, 0, Math.PI / 2 + 0.35]))
  suit.push(place(new BoxGeometry(0.05, 0.014, 0.014), [0.02, foot + 0.315, 0.1], tilt))

  // Helmet: dome, brow ridge, dark eye lenses and a frowning vent.
  const head = foot + 0.45
  suit.push(place(new CylinderGeometry(0.024, 0.03, 0.03, 16), [0, head - 0.045, 0]))
  armour.push(place(new SphereGeometry(0.052, 24, 18), [0, head, 0], [0, 0, 0], [0.95, 1.02, 1.05]))
  armour.push(place(new CylinderGeometry(0.044, 0.05, 0.05, 24), [0, head - 0.03, 0.006], [0, 0, 0], [1, 1, 1.05]))
  for (const side of [-1, 1]) {
    suit.push(
      place(
        new SphereGeometry(0.016, 14, 10),
        [side * 0.021, head + 0.002, 0.046],
        [0, 0, side * 0.5],
        [1.2, 0.75, 0.5],
      ),
    )
  }
  suit.push(place(new BoxGeometry(0.028, 0.012, 0.01), [0, head - 0.032, 0.055]))
  suit.push(place(new BoxGeometry(0.05, 0.006, 0.008), [0, head - 0.045, 0.052], [0.2, 0, 0]))

  return { armour, suit, base }
}

async function writeTrooper(path: string): Promise<number> {
  const bytes = await glbBytes('Trooper', MATERIALS, trooperParts())
  await writeFile(path, bytes)
  return bytes.byteLength
}

const out = fileURLToPath(new URL('../public/models/trooper.glb', import.meta.url))
const size = await writeTrooper(out)
console.log(`wrote ${out} (${(size / 1024).toFixed(1)} KiB)`)
