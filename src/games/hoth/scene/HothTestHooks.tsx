import { SceneReady } from '../../../scene/SceneReady'
import { useFrameTestHooks } from '../../../scene/useFrameTestHooks'
import { useModelsSettled } from '../../../scene/modelStatus'

/** Props of HothTestHooks. */
export interface HothTestHooksProps {
  /** Model URLs the board needs: the scene is ready once each has loaded or failed (and a frame is drawn). */
  modelUrls: readonly string[]
}

/**
 * The Hoth canvas's test hooks on `window.__holotable`, as the sandbox table sets them: `frame` and
 * `lastFrameAt` for every drawn frame, `renderInfo` (draw calls and triangles of the last frame, shadow maps
 * included) and `sceneReady` once the models have settled and a frame has been drawn with them.
 */
export function HothTestHooks({ modelUrls }: HothTestHooksProps) {
  useFrameTestHooks()
  const settled = useModelsSettled(modelUrls)

  return settled ? <SceneReady /> : null
}
