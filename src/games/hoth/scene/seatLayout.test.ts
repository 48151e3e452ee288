import { describe, expect, it } from 'vitest'
import { FELT_HALF_X, FELT_HALF_Z } from '../../../lib/dimensions'
import { BOARD_HALF_Z, FRAME_MARGIN, FRAME_WIDTH, SEAT_STRIP } from './boardLayout'
import {
  CARD_SIZE,
  FAN_SCALE,
  FAR_SCALE,
  LEAN,
  PLACARD_SIZE,
  PLAYED_SCALE,
  STRIP_INNER,
  STRIP_OUTER,
  fanCards,
  seatScale,
  seatSpots,
  stackHeight,
  viewerYaw,
} from './seatLayout'

const SIDES = ['rebel', 'empire'] as const
/** Half widths of each piece at its largest (across the board from the viewer), fans of up to eight cards. */
const HALF = {
  placard: (PLACARD_SIZE.w * FAR_SCALE) / 2,
  fan: 0.71 * FAR_SCALE,
  played: (CARD_SIZE.w * PLAYED_SCALE * FAR_SCALE) / 2,
  deck: CARD_SIZE.w / 2 + 0.02,
  discard: CARD_SIZE.w / 2 + 0.02,
}
type Piece = keyof typeof HALF

/** Every seat of a table with `perSide` players on each side. */
function seats(perSide: 1 | 2) {
  return SIDES.flatMap((side) => (perSide === 1 ? [1 as const] : [1 as const, 2 as const]).map((i) => ({ side, i })))
}

describe('seatSpots', () => {
  it('keeps every piece on its side’s strip, between the frame and the rail, inside the framed width', () => {
    expect(STRIP_INNER).toBeGreaterThan(BOARD_HALF_Z + FRAME_MARGIN + FRAME_WIDTH)
    expect(STRIP_OUTER).toBeLessThan(FELT_HALF_Z)
    for (const perSide of [1, 2] as const) {
      for (const { side, i } of seats(perSide)) {
        const spots = seatSpots(side, i, perSide)
        for (const piece of Object.keys(HALF) as Piece[]) {
          const p = spots[piece]
          expect(Math.sign(p.z)).toBe(side === 'rebel' ? 1 : -1)
          expect(Math.abs(p.z)).toBeGreaterThan(STRIP_INNER)
          expect(Math.abs(p.z)).toBeLessThan(STRIP_OUTER)
          expect(Math.abs(p.x) + HALF[piece]).toBeLessThan(Math.min(SEAT_STRIP.halfWidth, FELT_HALF_X))
        }
        expect(Math.abs(spots.deck.z) + CARD_SIZE.h / 2).toBeLessThan(STRIP_OUTER)
        expect(Math.abs(spots.deck.z) - CARD_SIZE.h / 2).toBeGreaterThan(STRIP_INNER)
      }
    }
  })

  it('never lets two pieces of a side overlap, even at their largest', () => {
    for (const perSide of [1, 2] as const) {
      for (const side of SIDES) {
        const spans = seats(perSide)
          .filter((s) => s.side === side)
          .flatMap(({ i }) => {
            const spots = seatSpots(side, i, perSide)
            return (Object.keys(HALF) as Piece[]).map((piece) => [
              spots[piece].x - HALF[piece],
              spots[piece].x + HALF[piece],
            ])
          })
          .sort((a, b) => a[0]! - b[0]!)
        for (let k = 1; k < spans.length; k++) expect(spans[k]![0]!).toBeGreaterThanOrEqual(spans[k - 1]![1]! - 0.02)
      }
    }
  })

  it('seats player 1 on the left as the players look at the board, one player in the middle', () => {
    // Rebels look toward −z (their left is −x); the Empire looks toward +z (its left is +x).
    expect(seatSpots('rebel', 1, 2).centre.x).toBeLessThan(seatSpots('rebel', 2, 2).centre.x)
    expect(seatSpots('empire', 1, 2).centre.x).toBeGreaterThan(seatSpots('empire', 2, 2).centre.x)
    expect(seatSpots('rebel', 1, 1).centre.x).toBe(0)
    // Left to right in the player's eyes: placard, fan, played card, deck, discard pile.
    for (const side of SIDES) {
      const s = seatSpots(side, 1, 1)
      const right = side === 'rebel' ? 1 : -1
      const order = [s.placard, s.fan, s.played, s.deck, s.discard].map((p) => p.x * right)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
    }
  })
})

describe('upright pieces', () => {
  it('stay inside what the seat pose frames of the far strip, at their largest', () => {
    const tallest = [
      { piece: 'played', h: CARD_SIZE.h * PLAYED_SCALE, lift: 0 },
      { piece: 'placard', h: PLACARD_SIZE.h, lift: 0.05 },
      // The fan: its top card's top, from the table, at most.
      { piece: 'fan', h: Math.max(...fanCards(12).map((c) => c.y)) + (CARD_SIZE.h * FAN_SCALE) / 2, lift: 0 },
    ] as const
    for (const { side, i } of seats(2)) {
      for (const { piece, h, lift } of tallest) {
        const at = seatSpots(side, i, 2)[piece]
        const height = h * FAR_SCALE
        expect(lift + height * Math.cos(LEAN)).toBeLessThanOrEqual(SEAT_STRIP.top)
        expect(Math.abs(at.z) + height * Math.sin(LEAN)).toBeLessThanOrEqual(SEAT_STRIP.reach + SEAT_STRIP.lean)
      }
    }
  })
})

describe('viewer-facing pieces', () => {
  it('turn toward the viewer’s camera and grow across the board', () => {
    expect(viewerYaw('rebel')).toBe(0)
    expect(viewerYaw('empire')).toBeCloseTo(Math.PI)
    expect(seatScale('rebel', 'rebel')).toBe(1)
    expect(seatScale('empire', 'rebel')).toBe(FAR_SCALE)
  })
})

describe('fanCards', () => {
  it('fans as many cards as the hand holds, symmetric, leftmost leaning left, clear of the table', () => {
    expect(fanCards(0)).toEqual([])
    for (const n of [1, 2, 3, 5, 8, 12]) {
      const cards = fanCards(n)
      expect(cards).toHaveLength(n)
      // However many, the fan stays as wide as the seat layout allows for (HALF.fan).
      const w = (CARD_SIZE.w * FAN_SCALE) / 2
      const h = (CARD_SIZE.h * FAN_SCALE) / 2
      const reach = Math.max(
        ...cards.map((c) => Math.abs(c.x) + w * Math.cos(c.angle) + h * Math.abs(Math.sin(c.angle))),
      )
      expect(reach).toBeLessThan(HALF.fan / FAR_SCALE)
      cards.forEach((c, i) => {
        const mirror = cards[n - 1 - i]!
        expect(c.x).toBeCloseTo(-mirror.x)
        expect(c.angle).toBeCloseTo(-mirror.angle)
        expect(c.y).toBeCloseTo(mirror.y)
        const lowest = c.y - h * Math.cos(c.angle) - w * Math.abs(Math.sin(c.angle))
        expect(lowest).toBeGreaterThanOrEqual(0.0099)
      })
      if (n > 1) {
        expect(cards[0]!.angle).toBeGreaterThan(0)
        expect(cards[0]!.x).toBeLessThan(0)
        expect(cards[n - 1]!.depth).toBeGreaterThan(cards[0]!.depth)
      }
    }
  })
})

describe('stackHeight', () => {
  it('grows with the count, and an empty pile is a thin mat', () => {
    expect(stackHeight(0)).toBeGreaterThan(0)
    expect(stackHeight(0)).toBeLessThan(stackHeight(1))
    for (let n = 1; n < 25; n++) expect(stackHeight(n + 1)).toBeGreaterThan(stackHeight(n))
  })
})
