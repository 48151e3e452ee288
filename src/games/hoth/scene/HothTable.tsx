import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import type { ClothLook } from '../../../lib/tableTextures'
import { ClothTable } from '../../../scene/ClothTable'
import { TABLE_Y } from './boardLayout'
import { SeatTable } from './SeatTable'

/** Slate-blue wargaming cloth: fine speckle and a soft vignette, which sits better with snow than green felt. */
const CLOTH: ClothLook = {
  seed: 23,
  inner: '#3b4656',
  mid: '#2f3845',
  outer: '#1f252e',
  light: 'rgba(255, 255, 255, 0.03)',
  dark: 'rgba(0, 0, 0, 0.07)',
}

/** Props of HothTable. */
export interface HothTableProps {
  view: HothView
  /** The seat looking (null: a spectator). */
  seat: SeatId | null
}

/**
 * The table under the Hoth board: the sandbox table's size and walnut rail, with a slate-blue cloth that sits
 * better with snow than green felt, and the players' cards at their seats around the board (SeatTable). Its top
 * is at TABLE_Y; the pointer passes through it.
 */
export function HothTable({ view, seat }: HothTableProps) {
  return (
    <>
      <group position-y={TABLE_Y}>
        <ClothTable look={CLOTH} />
      </group>
      {/* In world coordinates (its pieces stand on TABLE_Y themselves). */}
      <SeatTable view={view} seat={seat} />
    </>
  )
}
