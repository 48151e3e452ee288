import { useMemo } from 'react'
import { useThree } from '@react-three/fiber'
import type { Side } from '../../../../engine/games/hoth'
import { SeatOrbit } from '../../../scene/SeatOrbit'
import { fitSeatView, lensAt, panelRects } from './framing'

/** Props of HothCamera. */
export interface HothCameraProps {
  /** The side whose baseline the camera sits behind. */
  side: Side
  /** 'panels': the table is framed in the part of the canvas the Hoth panels leave free; 'full': all of it. */
  framing?: HothFraming
}

/** How the camera frames the table: around the game's panels, or on the whole canvas (the bare preview). */
export type HothFraming = 'panels' | 'full'

/** How far the orbit target may wander from the middle of the table. */
const TARGET_LIMIT = { x: 5.5, z: 3.5 }

/**
 * The Hoth camera: placed behind the seat's side framing the whole board and the far seats inside the part of
 * the canvas the panels leave free (a lens shift centres it there), then free to orbit, zoom and pan within
 * limits (SeatOrbit: never below the table, never far from it). It goes back to the seat pose when the side
 * changes, and when the window is resized if the player has not moved it yet.
 */
export function HothCamera({ side, framing = 'full' }: HothCameraProps) {
  const width = useThree((s) => s.size.width)
  const height = useThree((s) => s.size.height)
  // Without panels nothing covers the near seats, so the pose frames them too.
  const fitted = useMemo(
    () => fitSeatView(side, width, height, framing === 'panels' ? panelRects(width, height) : [], framing === 'full'),
    [side, width, height, framing],
  )
  const lens = useMemo(
    () => lensAt(width, height, fitted.centre.x, fitted.centre.y),
    [width, height, fitted.centre.x, fitted.centre.y],
  )
  return (
    <SeatOrbit seat={side} pose={fitted.pose} lens={lens} targetLimit={TARGET_LIMIT} minDistance={3} maxDistance={50} />
  )
}
