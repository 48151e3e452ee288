import { useEffect } from 'react'
import { useThree } from '@react-three/fiber'
import { Vector2 } from 'three'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { worldToPage } from '../../../lib/projection'
import { SceneReady } from '../../../scene/SceneReady'
import { useFrameTestHooks } from '../../../scene/useFrameTestHooks'
import { registerTestHook } from '../../../testing/testHooks'
import { MAP_TOP, spaceCentre } from './mapLayout'
import type { FigurePlace } from './mapLayout'
import { useModelsSettled } from '../../../scene/modelStatus'
import { pickOf } from './picking'
import type { SwmPick } from './picking'
import { SWM_SQUARE } from '../../../boxes/boardGeometry'

/** Props of SwmTestHooks. */
export interface SwmTestHooksProps {
  map: SwmMap
  places: readonly FigurePlace[]
  /** Model URLs the figures need: the scene is ready once each has loaded or failed (and a frame is drawn). */
  modelUrls: readonly string[]
}

/** Where on a square the hook looks for a point the pointer would pick (shares of a square from its centre). */
const SQUARE_POINTS: readonly [number, number][] = [
  [0, 0],
  [0, 0.3],
  [-0.3, 0.3],
  [0.3, 0.3],
  [-0.3, 0],
  [0.3, 0],
  [0, -0.3],
  [-0.3, -0.3],
  [0.3, -0.3],
]

/** How high above its base a figure's screen point is taken: its body, where a click picks it. */
const FIGURE_POINT = 0.18

/**
 * The skirmish canvas's test hooks on `window.__holotable`: the frame hooks every canvas sets (`frame`,
 * `lastFrameAt`, `renderInfo`), `sceneReady` once the models have settled and a frame is drawn with them,
 * `swmScreen(x, y)` (a whole-pixel page point of square (x, y) that the pointer would pick, its centre unless a figure
 * in front or a panel covers it; null off the map or when no point of it shows) and `swmFigureScreen(id)` (the
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
    // A player clicks the part of a square or figure they can see: a figure standing in front may cover it, and a
    // panel may lie over the canvas. A point counts only if it and its neighbours a pixel away all pick what is
    // wanted (the browser may round the pointer's position), and the canvas is what lies under it.
    const pickAt = (x: number, y: number): SwmPick | null => {
      const { camera, gl, scene, raycaster } = get()
      const rect = gl.domElement.getBoundingClientRect()
      raycaster.setFromCamera(
        new Vector2(((x - rect.left) / rect.width) * 2 - 1, -((y - rect.top) / rect.height) * 2 + 1),
        camera,
      )
      for (const hit of raycaster.intersectObjects(scene.children, true)) {
        const pick = pickOf(hit.object, hit.instanceId, hit.point)
        if (pick) return pick
      }
      return null
    }
    const firm = (at: { x: number; y: number } | null, wanted: (pick: SwmPick) => boolean) => {
      if (!at) return null
      const x = Math.round(at.x)
      const y = Math.round(at.y)
      if (document.elementFromPoint(x, y) !== get().gl.domElement) return null
      for (const dx of [-1, 0, 1])
        for (const dy of [-1, 0, 1]) {
          const pick = pickAt(x + dx, y + dy)
          if (!pick || !wanted(pick)) return null
        }
      return { x, y }
    }
    registerTestHook('swmScreen', (x: number, y: number) => {
      if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= map.width || y >= map.height)
        return null
      const c = spaceCentre(map, { x, y })
      for (const [dx, dz] of SQUARE_POINTS) {
        const at = page(c.x + dx * SWM_SQUARE, MAP_TOP + 0.005, c.z + dz * SWM_SQUARE)
        const point = firm(at, (p) => p.kind === 'square' && p.square?.x === x && p.square.y === y)
        if (point) return point
      }
      return null
    })
    registerTestHook('swmFigureScreen', (id: string) => {
      const p = places.find((q) => q.id === id)
      if (!p) return null
      // Its body, else its base or head where a figure in front covers the body.
      for (const height of [FIGURE_POINT, 0.05, 0.3]) {
        const point = firm(
          page(p.x, p.y + height * p.span, p.z),
          (pick) => pick.figure === id && pick.kind === 'figure',
        )
        if (point) return point
      }
      return null
    })
  }, [get, map, places])
  return settled ? <SceneReady /> : null
}
