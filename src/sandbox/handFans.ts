/**
 * Where the backs of another player's hand lie: a flat fan on that player's edge of the felt, facing them, one card
 * per card held, each showing that card's own back. Pure layout, so the scene only writes matrices.
 */
import type { TabletopView } from '../../engine/games/tabletop'
import { handZone } from '../../engine/games/tabletop'
import { seatDirection } from '../lib/cameraPresets'
import { FELT_HALF_X, FELT_HALF_Z } from '../lib/dimensions'

/** One card back of a fan: centre on the table, turn around y, height. */
export interface FanCard {
  x: number
  z: number
  y: number
  yaw: number
}

/** Most backs drawn per hand (a bigger hand still shows its count in the panel). */
export const MAX_FAN = 15

/** The fan of `count` backs at `seat`'s edge. */
export function handFan(seat: string, count: number): FanCard[] {
  const dir = seatDirection(seat)
  const n = Math.min(count, MAX_FAN)
  // Just inside the felt at the seat's edge, turned so the fan opens towards that player.
  const cx = dir.x * (FELT_HALF_X - 0.55)
  const cz = dir.z * (FELT_HALF_Z - 0.55)
  const facing = Math.atan2(dir.x, dir.z)
  const out: FanCard[] = []
  for (let i = 0; i < n; i++) {
    const t = i - (n - 1) / 2
    // Along the edge (perpendicular to the seat direction), a little further for each card.
    const along = t * 0.14
    out.push({
      x: cx + along * dir.z,
      z: cz - along * dir.x,
      y: 0.004 + i * 0.0025,
      yaw: facing - t * 0.07,
    })
  }
  return out
}

/** The fans of every hand but `viewer`'s, grouped by the back each card shows ('' for the common back). */
export function fanBacks(view: TabletopView, viewer: string | null): Map<string, FanCard[]> {
  const out = new Map<string, FanCard[]>()
  for (const seat of view.seats) {
    if (seat === viewer) continue
    const slots = view.cards.zones[handZone(seat)]?.slots ?? []
    // The fan lays the hand's first cards, in order; each shows its own public back, never a face.
    handFan(seat, slots.length).forEach((card, i) => {
      const back = view.cards.backs[slots[i] as string] ?? ''
      const layer = out.get(back)
      if (layer) layer.push(card)
      else out.set(back, [card])
    })
  }
  return out
}
