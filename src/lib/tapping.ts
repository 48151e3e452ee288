/**
 * Tapping a piece that may face any seat. A piece lies "upright" when it faces a seat or the seat across from it
 * (an even number of quarters from `facing`); tapping turns it a quarter clockwise, and tapping a turned piece
 * turns it back. Measured from a seat's own facing, so a card seat 2 plays (quarter 2) taps to 3 and back to 2,
 * rather than swinging round to face seat 1.
 */

/** Whether a piece at `quarter` is turned (tapped) as seen from a seat facing `facing`. */
export function isTapped(quarter: number, facing: number): boolean {
  return (((quarter - facing) % 2) + 2) % 2 === 1
}

/** The quarter a tap leaves a piece at `quarter` in: a quarter clockwise when upright, a quarter back when turned. */
export function tapQuarter(quarter: number, facing: number): number {
  return (quarter + (isTapped(quarter, facing) ? 3 : 1)) % 4
}
