/**
 * The terrain table (rulebook appendix 2) and the structure table (appendix 3) as data.
 * Defence modifiers are keyed by the ATTACKER's class: the Hungarian text says infantry and special units
 * attack units on rocks/buildings with −1 die and vehicles with −2 (as in Memoir '44's towns). See
 * docs/games/hoth.md "Assumptions" for this reading and for the structures' values.
 */
import type { StructureKind, StructureSpec, Terrain, TerrainSpec } from '../types'

const cover = { infantry: -1, special: -1, vehicle: -2 }

/** A row with the open-ground defaults, overridden per terrain. */
function terrain(spec: Partial<TerrainSpec> & Pick<TerrainSpec, 'terrain' | 'name'>): TerrainSpec {
  return {
    passable: 'all',
    stopsMovement: false,
    noAttackAfterEntering: false,
    blocksLos: false,
    defence: {},
    defendedClasses: [],
    noDefenceIfAttackerOnSame: false,
    attackFrom: {},
    ignoreRetreat: 0,
    ignoreRetreatClasses: [],
    ...spec,
  }
}

/** Every terrain by id. */
export const TERRAIN_SPECS: Readonly<Record<Terrain, TerrainSpec>> = {
  snow: terrain({ terrain: 'snow', name: { hu: 'Hómező', en: 'Snow' } }),
  ridge: terrain({
    terrain: 'ridge',
    name: { hu: 'Hegygerinc', en: 'Ridge' },
    blocksLos: true,
    defence: { infantry: -1, special: -1, vehicle: -1 },
    noDefenceIfAttackerOnSame: true,
  }),
  rocks: terrain({
    terrain: 'rocks',
    name: { hu: 'Sziklák', en: 'Rocks' },
    stopsMovement: true,
    noAttackAfterEntering: true,
    blocksLos: true,
    defence: cover,
  }),
  trench: terrain({
    terrain: 'trench',
    name: { hu: 'Lövészárok', en: 'Trench' },
    defence: { infantry: -1, special: -1, vehicle: -1 },
    defendedClasses: ['infantry'],
    ignoreRetreat: 1,
    ignoreRetreatClasses: ['infantry'],
  }),
  chasm: terrain({ terrain: 'chasm', name: { hu: 'Szakadék', en: 'Chasm' }, passable: 'flyers' }),
  ice: terrain({ terrain: 'ice', name: { hu: 'Jégmező', en: 'Ice field' }, passable: 'none', blocksLos: true }),
  buildings: terrain({
    terrain: 'buildings',
    name: { hu: 'Épületek', en: 'Buildings' },
    stopsMovement: true,
    noAttackAfterEntering: true,
    blocksLos: true,
    defence: cover,
    attackFrom: { vehicle: -2 },
  }),
  wreckage: terrain({
    terrain: 'wreckage',
    name: { hu: 'Roncsok', en: 'Wreckage' },
    stopsMovement: true,
    noAttackAfterEntering: true,
    blocksLos: true,
    defence: cover,
    attackFrom: { vehicle: -2 },
  }),
}

/** Every structure kind. Hits and the faces that damage them are assumptions (docs/games/hoth.md). */
export const STRUCTURE_SPECS: Readonly<Record<StructureKind, StructureSpec>> = {
  'shield-generator': {
    kind: 'shield-generator',
    name: { hu: 'Pajzsgenerátor', en: 'Shield generator' },
    side: 'rebel',
    hits: 2,
    hitBy: [],
    defence: cover,
  },
  'ion-cannon': {
    kind: 'ion-cannon',
    name: { hu: 'Ionágyú', en: 'Ion cannon' },
    side: 'rebel',
    hits: 2,
    hitBy: [],
    defence: cover,
  },
}

/** The row for a terrain (unknown values read as snow, so a bad state cannot crash a rule). */
export function terrainSpec(t: Terrain | undefined): TerrainSpec {
  return TERRAIN_SPECS[t ?? 'snow'] ?? TERRAIN_SPECS.snow
}
