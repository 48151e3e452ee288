/**
 * Force points a figure may spend besides its own (glossary):
 * - Dark Master: "kiválaszthatsz egy egyedi szövetséges karaktert … A kiválasztott képes ezen karakter Erő pontjait
 *   költeni a játék folyamán, mintha azok a sajátjai lennének. A kiválasztottnak nem szükséges, hogy legyen Erő
 *   érzékenysége, de ha van, egy fordulón belül akkor sem költhet 2x Erő pontokat." The chosen ally draws on the
 *   master's points while the master stands on the map; its own spend limit per turn is unchanged.
 * - Hand of the Emperor: "A saját erőpontjainak használata után ez a karakter képes fordulónként egyszer Palpatine
 *   császár erőpontjait is használni … Palpatine császárnak a csapatodban kell lennie." Our reading: its own points
 *   pay first; what they do not cover Emperor Palpatine's pay (Palpatine on the map), in at most one spend per turn;
 *   the turn's spend limit is unchanged.
 * Payment order: the figure's own points, then Dark Masters', then Palpatine's.
 */
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, placedFigures } from './context'
import { PALPATINE_GROUP } from './squads'
import type { Figure, SwmState } from './types'

/** The figures whose Force points `figure` may spend in the turn `ref` besides its own, in the order they pay. */
export function forceLenders(state: SwmState, ctx: Ctx, figure: Figure, ref: number): Figure[] {
  const allies = placedFigures(state).filter((f) => f.owner === figure.owner && f.id !== figure.id)
  const masters = allies.filter((f) => f.setupChoice === figure.id && has(defOf(ctx, f), 'dark-master'))
  const emperor =
    has(defOf(ctx, figure), 'hand-of-the-emperor') && figure.borrowed !== ref
      ? allies.filter((f) => defOf(ctx, f).unique?.group === PALPATINE_GROUP)
      : []
  return [...masters, ...emperor].filter((f) => (f.force ?? 0) > 0)
}

/** Whether `lender` is Palpatine paying for a Hand of the Emperor (which marks the turn). */
export function isEmperorLoan(ctx: Ctx, borrower: Figure, lender: Figure): boolean {
  return lender.setupChoice !== borrower.id && defOf(ctx, lender).unique?.group === PALPATINE_GROUP
}

/**
 * The roller and Force points a Force reroll check should see: the lent points count as the figure's own, and a
 * figure with no Force rating that is lent points may reroll with them (Dark Master: "nem szükséges, hogy legyen Erő
 * érzékenysége").
 */
export function rerollPool(state: SwmState, ctx: Ctx, figure: Figure, ref: number) {
  const def = defOf(ctx, figure)
  const lent = forceLenders(state, ctx, figure, ref).reduce((sum, f) => sum + (f.force ?? 0), 0)
  if (lent === 0) return { roller: def, forcePoints: figure.force ?? 0 }
  return { roller: { ...def, force: def.force ?? 0 }, forcePoints: (figure.force ?? 0) + lent }
}
