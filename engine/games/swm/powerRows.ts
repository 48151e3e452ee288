/**
 * The powers and "instead of attacking" abilities the engine plays, as data rows (analysis §13, classes D): what each
 * does is one of a few shapes — a status for the rest of the turn, extra squares of movement, damage with no attack
 * roll ("nem számít támadásnak és nem kell rá kockával dobni") to a legal target or to every figure in reach, healing
 * that never passes the card's value, or attacks on every adjacent enemy. Cost and whether it takes the place of the
 * attacks or of the whole turn come from the ability table (data/abilities.ts); `powers.ts` reads these rows.
 */
import type { AbilityId } from './data/abilities'
import { SPECIAL_POWER_ROWS, type SpecialPowerRow } from './specialPowerRows'

/** Who a healing row may mend: any non-droid, a droid, or a mounted weapon. */
export type Mendable = 'non-droid' | 'droid' | 'mounted-weapon'

/** One power's effect. `'n'` is the number printed with the ability ("Force Heal 20"). */
export type PowerRow =
  | { kind: 'status'; status: 'leap' | 'rage' }
  | { kind: 'speed'; squares: number }
  | {
      kind: 'damage'
      amount: number | 'n'
      /** A legal target (like an attack's), every figure adjacent to the user, or every figure within `within`. */
      reach: 'target' | 'all-adjacent' | 'all-within'
      within?: number
      /** Only these targets (Force Strike: an enemy droid or mounted weapon). */
      only?: 'droid-or-mounted-weapon'
    }
  | { kind: 'heal'; amount: number | 'n'; who: 'self' | 'adjacent' | 'self-or-adjacent'; mends: Mendable }
  | { kind: 'attack-adjacent'; times: number }
  | SpecialPowerRow

/** Every power row by ability id, in the order `legalActions` lists them. */
export const POWER_ROWS = {
  // "A forduló további részében … át tud menni ellenséges karaktereken, ráadásul nem provokál lehetőséget a támadásra."
  'force-leap': { kind: 'status', status: 'leap' },
  // "+10 sebzési bónuszt kap ebben a fordulóban az összes támadására … a lehetőség támadása alkalmával is működik."
  'sith-rage': { kind: 'status', status: 'rage' },
  'knight-speed': { kind: 'speed', squares: 4 },
  'master-speed': { kind: 'speed', squares: 6 },
  // "minden vele szomszédos ellenséget egyszer megtámadni"; Whirlwind Attack: "kétszer", instead of the whole turn.
  'lightsaber-sweep': { kind: 'attack-adjacent', times: 1 },
  'whirlwind-attack': { kind: 'attack-adjacent', times: 2 },
  'force-grip': { kind: 'damage', amount: 10, reach: 'target' },
  'sith-grip': { kind: 'damage', amount: 20, reach: 'target' },
  'sith-lightning': { kind: 'damage', amount: 'n', reach: 'target', within: 6 },
  'force-strike': { kind: 'damage', amount: 30, reach: 'target', within: 6, only: 'droid-or-mounted-weapon' },
  'force-storm': { kind: 'damage', amount: 20, reach: 'all-adjacent' },
  'force-burst': { kind: 'damage', amount: 10, reach: 'all-within', within: 6 },
  'force-heal': { kind: 'heal', amount: 'n', who: 'self-or-adjacent', mends: 'non-droid' },
  heal: { kind: 'heal', amount: 'n', who: 'self-or-adjacent', mends: 'non-droid' },
  repair: { kind: 'heal', amount: 'n', who: 'self-or-adjacent', mends: 'droid' },
  'industrial-repair': { kind: 'heal', amount: 'n', who: 'adjacent', mends: 'mounted-weapon' },
  recovery: { kind: 'heal', amount: 'n', who: 'self', mends: 'non-droid' },
  // The powers family's blasts, stuns, bursts of attacks and borrowed turns (specialPowerRows.ts).
  ...SPECIAL_POWER_ROWS,
} as const satisfies Partial<Record<AbilityId, PowerRow>>

/** A power the engine plays. */
export type Power = keyof typeof POWER_ROWS

/** Every power id, in the table's order. */
export const POWERS = Object.keys(POWER_ROWS) as Power[]

/** The row of a power. */
export function powerRow(power: Power): PowerRow {
  return POWER_ROWS[power]
}

/** Whether the power names a figure to act on. */
export function targeted(row: PowerRow): boolean {
  return (row.kind === 'damage' && row.reach === 'target') || (row.kind === 'heal' && row.who !== 'self')
}
