import { useEffect } from 'react'
import { useThree } from '@react-three/fiber'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { worldToPage } from '../../../lib/projection'
import { SceneReady } from '../../../scene/SceneReady'
import { useFrameTestHooks } from '../../../scene/useFrameTestHooks'
import { registerTestHook } from '../../../testing/testHooks'
import { MAP_TOP, spaceCentre } from './mapLayout'
import type { FigurePlace } from './mapLayout'
import { useModelsSettled } from './modelStatus'

/** Props of SwmTestHooks. */
export interface SwmTestHooksProps {
  map: SwmMap
  places: readonly FigurePlace[]
  /** Model URLs the figures need: the scene is ready once each has loaded or failed (and a frame is drawn). */
  modelUrls: readonly string[]
}

/** How high above its base a figure's screen point is taken: its body, where a click picks it. */
const FIGURE_POINT = 0.18

/**
 * The skirmish canvas's test hooks on `window.__holotable`: the frame hooks every canvas sets (`frame`,
 * `lastFrameAt`, `renderInfo`), `sceneReady` once the models have settled and a frame is drawn with them,
 * `swmScreen(x, y)` (the page point of square (x, y)'s centre, null off the map) and `swmFigureScreen(id)` (the
 * page point of a figure's body, on the map or waiting beside it; null for none), so end-to-end tests click and
 * drag like a player.
 */
export function SwmTestHooks({ map, places, modelUrls }: SwmTestHooksProps) {
  useFrameTestHooks()
  const settled = useModelsSettled(modelUrls)
  const get = useThree((s) => s.get)
  useEffect(() => {
    const page = (x: number, y: number, z: number) => {
      const { camera, gl } = get()
      camera.updateMatrixWorld()
      return worldToPage(x, y, z, camera, gl.domElement.getBoundingClientRect())
    }
    registerTestHook('swmScreen', (x: number, y: number) => {
      if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= map.width || y >= map.height)
        return null
      const c = spaceCentre(map, { x, y })
      return page(c.x, MAP_TOP + 0.005, c.z)
    })
    registerTestHook('swmFigureScreen', (id: string) => {
      const p = places.find((q) => q.id === id)
      return p ? page(p.x, p.y + FIGURE_POINT * p.span, p.z) : null
    })
  }, [get, map, places])
  return settled ? <SceneReady /> : null
}
