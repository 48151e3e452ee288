import { useMemo } from 'react'
import { useThree } from '@react-three/fiber'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { SeatOrbit } from '../../../scene/SeatOrbit'
import { freeRect, seatFraming } from './cameraFit'
import { mapHalf } from './mapLayout'
import type { MapEdge } from './mapLayout'

/** Props of SwmCamera. */
export interface SwmCameraProps {
  map: SwmMap
  /** The edge of the seat looking: the camera sits behind it. */
  edge: MapEdge
  /** Frame the map in the part of the canvas the panels leave free (the table), or the whole canvas (the preview). */
  framing?: 'panels' | 'full'
}

/**
 * The skirmish camera: behind the seat's edge framing the whole map, the waiting figures and the dice in the part of
 * the canvas the panels leave free (a lens shift centres it there), then free to orbit, zoom and pan within limits
 * (SeatOrbit: never below the table, never far from the map). It goes back to the seat's pose when the edge
 * changes, and when the canvas is resized if the player has not moved it yet.
 */
export function SwmCamera({ map, edge, framing = 'panels' }: SwmCameraProps) {
  const width = useThree((s) => s.size.width)
  const height = useThree((s) => s.size.height)
  const { pose, lens } = useMemo(
    () =>
      seatFraming(
        map,
        edge,
        width,
        height,
        framing === 'panels' ? freeRect(width, height) : { left: 0, top: 0, right: width, bottom: height },
      ),
    [map, edge, width, height, framing],
  )
  const limit = useMemo(() => mapHalf(map), [map])
  return <SeatOrbit seat={edge} pose={pose} lens={lens} targetLimit={limit} minDistance={2} maxDistance={30} />
}
