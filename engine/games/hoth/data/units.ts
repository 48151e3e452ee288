/**
 * The unit table: one row per unit type. Values the rulebook gives (figures, movement, infantry 3/2/1,
 * snowspeeder 4/2, who gives no medal, AT-AT and heavy cannon retreat rules, special units hit by blasts only) are
 * taken as printed; values the OCR lost (AT-AT, probe droid and heavy cannon dice) are assumptions listed in
 * docs/games/hoth.md "Assumptions" — each is one edit here.
 */
import type { UnitSpec, UnitType } from '../types'

/** Every unit type by id. */
export const UNIT_SPECS: Readonly<Record<UnitType, UnitSpec>> = {
  'imperial-infantry': {
    type: 'imperial-infantry',
    side: 'empire',
    unitClass: 'infantry',
    name: { hu: 'Hógárdisták', en: 'Snowtroopers' },
    figures: 4,
    move: 2,
    moveAndAttack: 1,
    flying: false,
    forbiddenTerrain: [],
    dice: [3, 2, 1],
    hitBy: ['infantry'],
    medal: true,
    ignoresRetreat: false,
    terrainProtection: true,
    confirmHits: false,
  },
  'at-at': {
    type: 'at-at',
    side: 'empire',
    unitClass: 'vehicle',
    name: { hu: 'AT-AT lépegető', en: 'AT-AT walker' },
    figures: 1,
    move: 1,
    moveAndAttack: 1,
    flying: false,
    forbiddenTerrain: ['ridge'],
    // Assumption: the OCR lost the table; a slow, long-reaching heavy gun platform.
    dice: [3, 3, 2, 2],
    hitBy: ['vehicle'],
    medal: true,
    ignoresRetreat: true,
    terrainProtection: false,
    confirmHits: true,
  },
  'probe-droid': {
    type: 'probe-droid',
    side: 'empire',
    unitClass: 'special',
    name: { hu: 'Birodalmi kutászdroid', en: 'Imperial probe droid' },
    figures: 2,
    move: 2,
    moveAndAttack: 2,
    flying: false,
    forbiddenTerrain: [],
    // Assumption: light blasters, short reach.
    dice: [2, 1],
    // A special unit: the die has no face for it, so only blasts hit it (rulebook, "Találat").
    hitBy: [],
    medal: false,
    ignoresRetreat: false,
    terrainProtection: true,
    confirmHits: false,
  },
  'rebel-infantry': {
    type: 'rebel-infantry',
    side: 'rebel',
    unitClass: 'infantry',
    name: { hu: 'Echo Bázis gyalogosok', en: 'Echo Base troopers' },
    figures: 3,
    move: 2,
    moveAndAttack: 1,
    flying: false,
    forbiddenTerrain: [],
    dice: [3, 2, 1],
    hitBy: ['infantry'],
    medal: true,
    ignoresRetreat: false,
    terrainProtection: true,
    confirmHits: false,
  },
  snowspeeder: {
    type: 'snowspeeder',
    side: 'rebel',
    unitClass: 'vehicle',
    name: { hu: 'Hósiklók', en: 'Snowspeeders' },
    figures: 3,
    move: 3,
    moveAndAttack: 3,
    flying: true,
    forbiddenTerrain: [],
    dice: [4, 2],
    hitBy: ['vehicle'],
    medal: true,
    ignoresRetreat: false,
    terrainProtection: true,
    confirmHits: false,
  },
  'heavy-cannon': {
    type: 'heavy-cannon',
    side: 'rebel',
    unitClass: 'special',
    name: { hu: 'Lázadó nehézlöveg', en: 'Rebel heavy cannon' },
    figures: 1,
    move: 0,
    moveAndAttack: 0,
    flying: false,
    forbiddenTerrain: [],
    // Assumption: a fixed long-range emplacement.
    dice: [2, 2, 2, 2, 1],
    // "LÁZADÓ NEHÉZLÖVEG … Találatot kap: 1 robbanás szimbólum": only blasts hit it.
    hitBy: [],
    medal: false,
    ignoresRetreat: true,
    terrainProtection: true,
    confirmHits: false,
  },
}

/** The row for a unit type. */
export function unitSpec(type: UnitType): UnitSpec {
  return UNIT_SPECS[type]
}

/** Unit types a side fields, in table order. */
export function unitTypesOf(side: UnitSpec['side']): UnitType[] {
  return Object.values(UNIT_SPECS)
    .filter((spec) => spec.side === side)
    .map((spec) => spec.type)
}
