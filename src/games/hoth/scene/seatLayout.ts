/**
 * Where each player's things lie on the strip of table between the board's frame and the rail on their side:
 * the placard with their leader, the fan of cards in their hand, the card they played, their deck and their
 * discard pile. Pure functions in world units (see boardLayout.ts), unit-tested in seatLayout.test.ts.
 *
 * Rebels sit at +z and look toward −z (their right hand is +x); the Empire sits at −z (its right is −x). One
 * player per side sits in the middle; two sit side by side, player 1 on the left as they look at the board.
 * Upright pieces lean back to face the camera of the seat looking, whichever side that is, so their words read
 * upright for that seat (every peer draws the table for its own seat).
 */
import type { Side } from '../../../../engine/games/hoth'
import { CARD_DEPTH, CARD_WIDTH, FELT_HALF_Z } from '../../../lib/dimensions'
import { BOARD_HALF_Z, FRAME_MARGIN, FRAME_WIDTH, SEAT_STRIP } from './boardLayout'
import type { TablePoint } from './boardLayout'

/** Inner (board-side) and outer (rail-side) edges of a side's seat strip, as |z|. */
export const STRIP_INNER = BOARD_HALF_Z + FRAME_MARGIN + FRAME_WIDTH + 0.14
export const STRIP_OUTER = FELT_HALF_Z - 0.06
/** |z| of the strip's middle line, where flat piles lie. */
const STRIP_MID = (STRIP_INNER + STRIP_OUTER) / 2
/** How far a seat's middle is from x = 0 when two players share a side. */
export const SEAT_HALF_SPAN = SEAT_STRIP.halfWidth / 2

/** How far upright pieces lean back from vertical (radians): about facing a seat camera's 52° look down. */
export const LEAN = (40 * Math.PI) / 180

/** A card lying or standing at the seats, full size (world units). */
export const CARD_SIZE = { w: CARD_WIDTH, h: CARD_DEPTH }
/** Fanned hand cards are drawn a little smaller than real ones: the fan is a count, not something to read. */
export const FAN_SCALE = 0.78
/** The played card stands enlarged so its name reads from across the table. */
export const PLAYED_SCALE = 1.25
/** Size of the seat's placard (leader or side, and its counts). */
export const PLACARD_SIZE = { w: 1.45, h: 0.5 }
/** Pieces across the board from the viewer are drawn larger, as much as they are farther from its camera. */
export const FAR_SCALE = 1.2

/** How much larger than life `side`'s upright pieces are drawn for a viewer on `viewer`'s side. */
export function seatScale(side: Side, viewer: Side): number {
  return side === viewer ? 1 : FAR_SCALE
}

/** Where one seat's pieces stand (centres on the table plane). */
export interface SeatSpots {
  /** The seat's middle. */
  centre: TablePoint
  placard: TablePoint
  fan: TablePoint
  played: TablePoint
  deck: TablePoint
  discard: TablePoint
}

/** Positions along the seat's right hand (u) of each piece, left to right as the player sees them. */
const U = { placard: -2.3, fan: -0.5, played: 0.88, deck: 1.78, discard: 2.55 }

/** A seat's pieces: `side`, its place in the team (1 left, 2 right) and how many players the side has. */
export function seatSpots(side: Side, teamIndex: 1 | 2, teamSize: 1 | 2): SeatSpots {
  const right = side === 'rebel' ? 1 : -1
  const out = side === 'rebel' ? 1 : -1
  const cx = teamSize === 1 ? 0 : (teamIndex === 1 ? -1 : 1) * right * SEAT_HALF_SPAN
  const at = (u: number, v = 0): TablePoint => ({ x: cx + right * u, z: out * (STRIP_MID + v) })
  return {
    centre: at(0),
    placard: at(U.placard, 0.05),
    fan: at(U.fan, 0.12),
    played: at(U.played, 0.08),
    deck: at(U.deck),
    discard: at(U.discard),
  }
}

/** Yaw (about y) that turns a piece whose face looks toward +z to face the camera of `viewer`'s side. */
export function viewerYaw(viewer: Side): number {
  return viewer === 'rebel' ? 0 : Math.PI
}

/** One card of a fanned hand, in the fan's own plane (x right, y up from the table, `depth` toward the viewer). */
export interface FanCard {
  x: number
  y: number
  /** Rotation in the plane (radians, counter-clockwise: the leftmost card leans left). */
  angle: number
  depth: number
}

/** Radius of the arc the fanned cards turn about. */
const FAN_RADIUS = 1.05
/** Most turn between neighbouring cards, and the fan's whole spread. */
const FAN_STEP = 0.16
const FAN_SPREAD = 0.7

/**
 * The cards of a fanned hand of `count` cards (cards of FAN_SCALE): symmetric about x = 0, turned about a point
 * below the fan, and lifted so that the lowest corner just clears the table.
 */
export function fanCards(count: number): FanCard[] {
  if (count <= 0) return []
  const w = CARD_SIZE.w * FAN_SCALE
  const h = CARD_SIZE.h * FAN_SCALE
  const step = count > 1 ? Math.min(FAN_STEP, FAN_SPREAD / (count - 1)) : 0
  const cards = Array.from({ length: count }, (_, i) => {
    const angle = ((count - 1) / 2 - i) * step
    return { x: -FAN_RADIUS * Math.sin(angle), y: FAN_RADIUS * Math.cos(angle), angle, depth: i * 0.004 }
  })
  const lowest = Math.min(
    ...cards.map((c) => c.y - (h / 2) * Math.cos(c.angle) - (w / 2) * Math.abs(Math.sin(c.angle))),
  )
  const lift = 0.01 - lowest
  return cards.map((c) => ({ ...c, y: c.y + lift }))
}

/** Height of a pile of `count` cards: thicker than real cards so that the count shows; a thin mat when empty. */
export function stackHeight(count: number): number {
  return count <= 0 ? 0.004 : 0.012 + count * 0.011
}
