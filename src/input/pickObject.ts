/**
 * Which table object is under a page point: one raycast against every registered pickable (instanced
 * layers, miniatures), nearest hit wins. Scratch objects at module scope.
 */
import { Raycaster, Vector2 } from 'three'
import type { Camera, Intersection } from 'three'
import { toNdc } from '../lib/projection'
import type { ViewRect } from '../lib/projection'
import type { Pickable } from '../scene/tableModel'

const _raycaster = /* @__PURE__ */ new Raycaster()
const _ndc = /* @__PURE__ */ new Vector2()
const _hits: Intersection[] = []

/** The id of the nearest object under (clientX, clientY), or null. */
export function pickObject(
  pickables: Iterable<Pickable>,
  clientX: number,
  clientY: number,
  rect: ViewRect,
  camera: Camera,
): string | null {
  _raycaster.setFromCamera(toNdc(clientX, clientY, rect, _ndc), camera)
  let best: string | null = null
  let bestDistance = Infinity
  for (const p of pickables) {
    _hits.length = 0
    _raycaster.intersectObject(p.object, true, _hits)
    for (const hit of _hits) {
      if (hit.distance >= bestDistance) break
      const id = p.resolve(hit)
      if (id) {
        best = id
        bestDistance = hit.distance
        break
      }
    }
  }
  _hits.length = 0
  return best
}
