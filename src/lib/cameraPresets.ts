/**
 * Camera presets: looking straight down on the table, or from a seat (s1 south, s2 north, s3 west,
 * s4 east). Both are turned so the player's own edge of the table is at the bottom of the screen.
 */
import type { CameraPreset } from '../../net/types'
import { FELT_HALF_X, FELT_HALF_Z, RAIL_WIDTH } from './dimensions'

/** A camera position and the point it looks at. */
export interface CameraPose {
  position: [number, number, number]
  target: [number, number, number]
}

/** Unit vector from the table's centre towards each seat; spectators watch from s1's side. */
const SEATS: Readonly<Record<string, { x: number; z: number }>> = {
  s1: { x: 0, z: 1 },
  s2: { x: 0, z: -1 },
  s3: { x: -1, z: 0 },
  s4: { x: 1, z: 0 },
}

/** Direction from the table's centre to a seat. */
export function seatDirection(seat: string | null): { x: number; z: number } {
  return (seat && SEATS[seat]) || (SEATS.s1 as { x: number; z: number })
}

/**
 * Quarter turns (clockwise seen from above, as `TableObject.quarter`) that set a card or token upright for the player
 * at `seat`, i.e. its top edge pointing away from them: 0 for s1 (south), 2 for s2 (north), 1 for s3 (west), 3 for
 * s4 (east); a spectator's (s1's) for anything else. Derived from `seatDirection`, so seats and facings never disagree.
 */
export function seatQuarter(seat: string | null): number {
  const dir = seatDirection(seat)
  // A card at quarter 0 reads from +z; quarter q turns its "up" (−z) by −q·90° about +y (src/lib/pose.ts).
  const q = Math.round(Math.atan2(-dir.x, dir.z) / (Math.PI / 2))
  return ((q % 4) + 4) % 4
}

/** Vertical field of view of the scene camera, in degrees. */
export const CAMERA_FOV = 40

/**
 * The pose of a preset for `seat`, framing the whole table at this viewport `aspect` (width / height).
 * 'free' has no fixed pose; it keeps wherever the camera is, so it answers the seat pose as a start.
 */
export function cameraPose(preset: CameraPreset, seat: string | null, aspect: number): CameraPose {
  const dir = seatDirection(seat)
  // Half extents of the table as the player sees it: across (screen x) and along (screen y).
  const sideways = dir.x !== 0
  const across = (sideways ? FELT_HALF_Z : FELT_HALF_X) + RAIL_WIDTH
  const along = (sideways ? FELT_HALF_X : FELT_HALF_Z) + RAIL_WIDTH
  const tan = Math.tan(((CAMERA_FOV / 2) * Math.PI) / 180)
  if (preset === 'top') {
    // A margin for the bars over the canvas (status bar on top, camera buttons below).
    const height = Math.max(along / tan, across / (tan * Math.max(0.3, aspect))) * 1.16
    // A tiny offset towards the seat gives the orbit maths a defined "up" (the far edge of the table).
    return { position: [dir.x * 0.01, height, dir.z * 0.01], target: [0, 0, 0] }
  }
  // Seated: looking down at about 48°, close enough that the far edge fills the top of the screen and
  // cards are readable; the corners nearest the player may fall outside the view, as they do at a real table.
  const elevation = (48 * Math.PI) / 180
  const distance = Math.max(along * 2, (across * 0.8) / (tan * Math.max(0.3, aspect)))
  const t = 0.8
  return {
    position: [
      dir.x * (t + distance * Math.cos(elevation)),
      distance * Math.sin(elevation),
      dir.z * (t + distance * Math.cos(elevation)),
    ],
    target: [dir.x * t, 0, dir.z * t],
  }
}
