/**
 * Generates the Star Wars: Battle of Hoth miniatures and structures from code, so no binary asset has an
 * unknown source. Run: `npx tsx scripts/make-hoth-models.ts [outDir]` (default public/models/hoth). Output is
 * deterministic; commit the .glb files it writes.
 *
 * One file per engine unit type and structure kind (`<kind>.glb`), each built from three.js primitives
 * (scripts/models/hoth-*.ts), merged into one primitive per material and written with @gltf-transform/core.
 * 1 unit = 10 cm; every model stands on its own base on y = 0, centred on the origin, facing +z. Empire
 * pieces are dark grey, Rebel pieces light grey (scripts/models/hoth-palette.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { glbBytes, triangleCount } from './models/gltf'
import type { Parts } from './models/gltf'
import { DROID_MATERIALS, SPEEDER_MATERIALS, probeDroid, snowspeeder } from './models/hoth-craft'
import { EMPLACEMENT_MATERIALS, heavyCannon, ionCannon, shieldGenerator } from './models/hoth-emplacements'
import { INFANTRY_MATERIALS, echoTrooper, snowtrooper } from './models/hoth-infantry'
import { EMPIRE, REBEL, pick } from './models/hoth-palette'
import type { HothMaterial, Palette } from './models/hoth-palette'
import { WALKER_MATERIALS, atat } from './models/hoth-walker'
import type { StructureKind, UnitType } from '../engine/games/hoth/types'

/** A model ready to render: the engine kind it stands for and a function giving its bytes and triangles. */
interface Model {
  kind: UnitType | StructureKind
  render: () => Promise<{ bytes: Uint8Array; triangles: number }>
}

/** A model from its kind, node name, side palette, material order (the primitive order) and builder. */
function model<M extends HothMaterial>(
  kind: Model['kind'],
  name: string,
  palette: Palette,
  materials: readonly M[],
  build: () => Parts<M>,
): Model {
  return {
    kind,
    render: async () => {
      const parts = build()
      return { bytes: await glbBytes(name, pick(palette, materials), parts), triangles: triangleCount(parts) }
    },
  }
}

/** Every Hoth model, by the engine's unit type or structure kind. */
const MODELS: Model[] = [
  model('imperial-infantry', 'Snowtrooper', EMPIRE, INFANTRY_MATERIALS, snowtrooper),
  model('at-at', 'AT-AT', EMPIRE, WALKER_MATERIALS, atat),
  model('probe-droid', 'ProbeDroid', EMPIRE, DROID_MATERIALS, probeDroid),
  model('rebel-infantry', 'EchoTrooper', REBEL, INFANTRY_MATERIALS, echoTrooper),
  model('snowspeeder', 'Snowspeeder', REBEL, SPEEDER_MATERIALS, snowspeeder),
  model('heavy-cannon', 'HeavyCannon', REBEL, EMPLACEMENT_MATERIALS, heavyCannon),
  model('shield-generator', 'ShieldGenerator', REBEL, EMPLACEMENT_MATERIALS, shieldGenerator),
  model('ion-cannon', 'IonCannon', REBEL, EMPLACEMENT_MATERIALS, ionCannon),
]

const dir = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('../public/models/hoth', import.meta.url))
await mkdir(dir, { recursive: true })
for (const { kind, render } of MODELS) {
  const { bytes, triangles } = await render()
  await writeFile(join(dir, `${kind}.glb`), bytes)
  console.log(`${kind}.glb: ${triangles} triangles, ${(bytes.byteLength / 1024).toFixed(1)} KiB`)
}
console.log(`wrote ${MODELS.length} models to ${dir}`)
