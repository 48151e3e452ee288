/**
 * The "powers" family's rows (analysis §13): Force powers and special abilities that take the place of the turn's
 * attacks or of the whole turn and do more than one figure's damage — blasts around a target, a stunning wave, a
 * lasting commander effect, bursts of attacks, and another figure's borrowed turn. powerRows.ts merges these rows
 * into its table; specialPowers.ts plays them.
 */
import type { AbilityId } from './data/abilities'

/** What a save does to a blast's damage: nothing (no save), all of it, or 10 of it. */
export type BlastSave = 'none' | 'negates' | 'reduces-10'

/** One row of this family. `'n'` is the number printed with the ability ("Grenades 10"). */
export type SpecialPowerRow =
  | {
      kind: 'blast'
      amount: number | 'n'
      /**
       * Who is hit besides the named target: nobody, every figure adjacent to it (friend or foe), or two figures
       * adjacent to it that the user picks (Force Lightning).
       */
      reach: 'target' | 'all-adjacent' | 'two-adjacent'
      within: number
      /** A legal target (an attack's rules), or any enemy within range counted around walls, no sight needed. */
      aim: 'legal' | 'enemy-around-walls'
      save: BlastSave
    }
  | { kind: 'stun'; within: number }
  | { kind: 'valor' }
  | { kind: 'assault'; attacks: number }
  | { kind: 'barrage' }
  | { kind: 'borrow'; who: 'non-unique-ally' | 'non-droid' }

/** Every row of the family by ability id. */
export const SPECIAL_POWER_ROWS = {
  // "30 pont sebesülést okoz egy ellenséges célpontnak és 2 vele szomszédos karakternek".
  'force-lightning': { kind: 'blast', amount: 'n', reach: 'two-adjacent', within: 6, aim: 'legal', save: 'none' },
  // "20 pont sebesülést okoz egy ellenségnek 6 négyzeten belül. A célpont kivédhet 10 pontnyi sérülést 11-es dobásával."
  'force-thrust': { kind: 'blast', amount: 20, reach: 'target', within: 6, aim: 'legal', save: 'reduces-10' },
  // "A célpont és minden vele szomszédos karakter … Minden egyes karakter elkerülheti a sérülést 11-es dobásával."
  grenades: { kind: 'blast', amount: 'n', reach: 'all-adjacent', within: 6, aim: 'legal', save: 'negates' },
  // "a célpontnak és minden, vele szomszédos karakternek (ellenségnek és szövetségesnek egyaránt)"; no save printed.
  flamethrower: { kind: 'blast', amount: 'n', reach: 'all-adjacent', within: 6, aim: 'legal', save: 'none' },
  // "60 pontnyi sérülést okoz egy 12 négyzeten belüli ellenségnek. Nem szükséges a látótengely, de a falakon keresztül
  // nem hat"; "A célpont elkerülheti a sérülést 11-es dobással."
  'kohun-infestation': {
    kind: 'blast',
    amount: 60,
    reach: 'target',
    within: 12,
    aim: 'enemy-around-walls',
    save: 'negates',
  },
  // "6 négyzeten belül minden karakter … úgy számolandó, mintha már lett volna aktiválva ebben a körben".
  shockwave: { kind: 'stun', within: 6 },
  'force-valor': { kind: 'valor' },
  // "képes két támadást csinálni egy szomszédos ellenség ellen. (Nem kell mindkét támadásnak ugyanaz ellen …)"
  'lightsaber-assault': { kind: 'assault', attacks: 2 },
  'blaster-barrage': { kind: 'barrage' },
  'pawn-of-the-dark-side': { kind: 'borrow', who: 'non-unique-ally' },
  dominate: { kind: 'borrow', who: 'non-droid' },
} as const satisfies Partial<Record<AbilityId, SpecialPowerRow>>

/** The family's power ids. */
export const SPECIAL_POWERS = Object.keys(SPECIAL_POWER_ROWS) as (keyof typeof SPECIAL_POWER_ROWS)[]

/** Whether a power row belongs to this family (its kinds are played by specialPowers.ts). */
export function isSpecialRow(row: { kind: string }): row is SpecialPowerRow {
  return ['blast', 'stun', 'valor', 'assault', 'barrage', 'borrow'].includes(row.kind)
}
