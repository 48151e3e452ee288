import { useMemo } from 'react'
import { GameCanvas } from '../../../scene/GameCanvas'
import { Lights } from '../../../scene/Lights'
import type { LightPalette } from '../../../scene/Lights'
import type { SwmBoardProps } from '../contract'
import { SWM_FOV, seatPose } from './cameraFit'
import { lookOf, modelUrl } from './figureModels'
import { figurePlaces, mapOf, seatEdges, zoneEdge } from './mapLayout'
import type { MapEdge } from './mapLayout'
import { SwmBoard } from './SwmBoard'
import { SwmCamera } from './SwmCamera'
import { SwmTestHooks } from './SwmTestHooks'

/** A starship's light: cool white from above, a blue-grey fill, a faint warm panel for the wood. */
const DECK_LIGHTS: LightPalette = {
  hemisphere: ['#e6eeff', '#1d2026', 0.7],
  key: { colour: '#f4f7ff', intensity: 2.3 },
  environmentIntensity: 0.6,
  panels: [
    ['#eef3ff', 3],
    ['#ffd9b0', 0.9],
    ['#9cc4ff', 1.3],
  ],
}

/** Props of SwmCanvas: the board's props, and whether to frame the map around the panels (default) or alone. */
export type SwmCanvasProps = SwmBoardProps & { framing?: 'panels' | 'full' }

/**
 * The Star Wars Miniatures skirmish table as a Canvas filling its parent (SwmBoardProps, contract.ts): the starship
 * map with its walls and doors, the figures, highlights, sight line and dice, the camera behind the seat's side
 * (spectators: the light side's), orbit within limits. Draws on demand only: when the props change, the camera
 * moves or the dice tumble.
 */
export function SwmCanvas({ framing = 'panels', ...props }: SwmCanvasProps) {
  const { state, seat } = props
  const map = mapOf(state)
  const edge: MapEdge = useMemo(
    () => (seat ? seatEdges(state).get(seat) : undefined) ?? zoneEdge(map, 'light') ?? 'left',
    [state, seat, map],
  )
  const places = useMemo(() => figurePlaces(state), [state])
  const urls = useMemo(() => {
    const looks = new Set(places.map((p) => lookOf(p.def)))
    return [...looks].flatMap((l) => (l === 'stand-in' ? [] : [modelUrl(l)])).sort()
  }, [places])
  const start = useMemo(() => seatPose(map, edge, 16 / 9), [map, edge])
  return (
    <GameCanvas
      fov={SWM_FOV}
      position={start.position}
      background="radial-gradient(ellipse at 50% 40%, #252b35 0%, #13171e 55%, #080a0e 100%)"
    >
      <Lights palette={DECK_LIGHTS} />
      <SwmBoard {...props} edge={edge} />
      <SwmCamera map={map} edge={edge} framing={framing} />
      <SwmTestHooks map={map} places={places} modelUrls={urls} />
    </GameCanvas>
  )
}
