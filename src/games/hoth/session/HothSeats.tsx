import type { SeatBinding } from '../../../../net/schema'
import type { Room } from '../../../../net/types'
import { SeatsDock } from '../../../ui/SeatsDock'
import { HOTH_SEATS } from './setupModel'

/** Props of HothSeats. */
export interface HothSeatsProps {
  room: Room
  seats: Record<string, SeatBinding>
  /** True once a game runs: the battlefield needs the room, so the list then shows only when it matters. */
  started: boolean
}

/** The seat list of a Battle of Hoth room: always there before the start (sitting down is the task), folded after. */
export function HothSeats({ room, seats, started }: HothSeatsProps) {
  return <SeatsDock room={room} seats={seats} seatIds={HOTH_SEATS} pinned={!started} />
}
