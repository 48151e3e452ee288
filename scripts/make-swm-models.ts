/**
 * Generates the Star Wars Miniatures figures from code, so no binary asset has an unknown source. Run:
 * `npx tsx scripts/make-swm-models.ts [outDir]` (default public/models/swm). Output is deterministic; commit the
 * .glb files it writes.
 *
 * One file per silhouette (src/games/swm/pieces/swmModels.ts lists them), each built from three.js primitives
 * (scripts/models/swm-*.ts), merged into one primitive per material and written with @gltf-transform/core.
 * 1 unit = 10 cm; every figure stands on its own 27 mm base on y = 0, centred on the origin, facing +z, in its own
 * colours (scripts/models/swm-palette.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SWM_MODELS } from '../src/games/swm/pieces/swmModels'
import type { SwmModel } from '../src/games/swm/pieces/swmModels'
import { glbBytes, triangleCount } from './models/gltf'
import type { SwmParts } from './models/swm-body'
import { luke, obiWan } from './models/swm-jedi'
import { DEATH_STAR_TROOPER, LUKE, OBI_WAN, VADER } from './models/swm-palette'
import type { SwmPalette } from './models/swm-palette'
import { vader } from './models/swm-sith'
import { deathStarTrooper } from './models/swm-trooper'

/** Each model's node name, palette and builder. */
const BUILDERS: Record<SwmModel, { name: string; palette: SwmPalette; build: () => SwmParts }> = {
  'obi-wan-kenobi': { name: 'ObiWanKenobi', palette: OBI_WAN, build: obiWan },
  'luke-skywalker': { name: 'LukeSkywalker', palette: LUKE, build: luke },
  'darth-vader': { name: 'DarthVader', palette: VADER, build: vader },
  'death-star-trooper': { name: 'DeathStarTrooper', palette: DEATH_STAR_TROOPER, build: deathStarTrooper },
}

const dir = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../public/models/swm', import.meta.url))
await mkdir(dir, { recursive: true })
for (const model of SWM_MODELS) {
  const { name, palette, build } = BUILDERS[model]
  const parts = build()
  const bytes = await glbBytes(name, palette, parts)
  await writeFile(join(dir, `${model}.glb`), bytes)
  console.log(`${model}.glb: ${triangleCount(parts)} triangles, ${(bytes.byteLength / 1024).toFixed(1)} KiB`)
}
console.log(`wrote ${SWM_MODELS.length} models to ${dir}`)
