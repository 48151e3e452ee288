/**
 * The measuring tool's answer for a line on the table: on a box with a grid, both ends sit on cell centres and the
 * distance is counted in cells the way the game counts range (src/lib/snap.ts cellDistance: hexes, or squares with
 * a diagonal counting two); without a grid it is in centimetres (1 table unit = 10 cm).
 */
import i18n from 'i18next'
import type { TableGrid } from '../lib/snap'
import { cellAt, cellCentre, cellDistance } from '../lib/snap'

/** A point on the table plane. */
export interface TablePoint {
  x: number
  z: number
}

/** A measured line and what to write next to it. */
export interface Measurement {
  from: TablePoint
  to: TablePoint
  /** Cells counted (grid) or centimetres (no grid). */
  value: number
  unit: 'squares' | 'hexes' | 'cm'
  /** The distance as shown, in `lang`: "5 squares", "3 hexa", "42 cm". */
  label: string
}

/** Centimetres in one table unit. */
export const CM_PER_UNIT = 10

/** Measures from `a` to `b`. */
export function measure(grid: TableGrid | null, a: TablePoint, b: TablePoint, lang: string): Measurement {
  const t = i18n.getFixedT(lang, 'input')
  if (!grid) {
    const value = Math.round(Math.hypot(b.x - a.x, b.z - a.z) * CM_PER_UNIT)
    return { from: { ...a }, to: { ...b }, value, unit: 'cm', label: t('measure.cm', { cm: value }) }
  }
  const ca = cellAt(grid, a.x, a.z)
  const cb = cellAt(grid, b.x, b.z)
  const value = cellDistance(grid, ca, cb)
  const unit = grid.kind === 'square' ? 'squares' : 'hexes'
  return {
    from: cellCentre(grid, ca),
    to: cellCentre(grid, cb),
    value,
    unit,
    label: t(`measure.${unit}`, { count: value }),
  }
}
