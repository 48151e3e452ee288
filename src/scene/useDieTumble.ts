/**
 * The tumble of rolled dice, drawn over one dice layer: when a die's roll changes (a new face, or a re-roll
 * counted in `rolls` that lands on the same face) it hops and spins for TUMBLE_MS and lands on its new face.
 * Runs after the layer's own frame callback (same component, later hook) and overwrites only the tumbling
 * instances' matrices, asking for frames only while one runs; the table model itself is not touched.
 */
import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { Matrix4, Quaternion, Vector3 } from 'three'
import type { InstancedMesh } from 'three'
import type { DieKind } from '../../engine/games/tabletop'
import { parseDieLook } from '../lib/dieFaces'
import type { DieLook } from '../lib/dieFaces'
import { DIE_HEIGHTS, dieRestRotation } from '../lib/dieModels'
import { TUMBLE_MS, isNewRoll, tumbleHop, tumbleRotation, tumbleSpin } from '../lib/dieTumble'
import type { RollSighting, Tumble } from '../lib/dieTumble'
import { createPose, poseMatrix } from '../lib/pose'
import type { SceneObject } from './sceneObject'
import type { TableModel } from './tableModel'
import type { LayerFilter } from './useInstancedLayer'
import { useScene } from './useScene'

/** A first roll seen this soon after mounting is the log catching up (a reload), not a throw: no tumble. */
const SETTLE_MS = 1000

const _pose = /* @__PURE__ */ createPose()
const _matrix = /* @__PURE__ */ new Matrix4()
const _q = /* @__PURE__ */ new Quaternion()
const _yaw = /* @__PURE__ */ new Quaternion()
const _pos = /* @__PURE__ */ new Vector3()
const _one = /* @__PURE__ */ new Vector3(1, 1, 1)
const _axisY = /* @__PURE__ */ new Vector3(0, 1, 0)
const _look: DieLook = { kind: 'd6', face: 0 }

function prefersLessMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

/** The rotation a die is drawn with now: mid-tumble, or at rest on the face of `look`. */
function currentRotation(tumble: Tumble | undefined, look: string, now: number, out: Quaternion): Quaternion {
  parseDieLook(look, _look)
  const rest = dieRestRotation(_look.kind, _look.face)
  if (!tumble) return out.copy(rest)
  const t = Math.min(1, (now - tumble.t0) / TUMBLE_MS)
  return tumbleRotation(tumble.from, rest, tumble.axis, tumble.turns, t, out)
}

/** Keeps the instance index of each die of the layer, in the layer's own order (rebuilt on structure changes). */
function indexDice(model: TableModel, filter: LayerFilter, out: Map<string, number>): void {
  out.clear()
  for (const [id, obj] of model.objects) if (obj.kind === 'die' && filter(obj)) out.set(id, out.size)
}

/** Tumbles the rolled dice of one layer (`kind`, drawn by `meshRef`, chosen by `filter`). */
export function useDieTumble(kind: DieKind, filter: LayerFilter, meshRef: RefObject<InstancedMesh | null>): void {
  const { model } = useScene()
  const invalidate = useThree((s) => s.invalidate)
  const store = useRef({
    seen: new Map<string, RollSighting>(),
    tumbles: new Map<string, Tumble>(),
    index: new Map<string, number>(),
    structure: -1,
  })

  useEffect(() => {
    const S = store.current
    const mine = (obj: SceneObject | undefined): obj is SceneObject => obj?.kind === 'die' && filter(obj)
    const mounted = performance.now()
    S.seen.clear()
    for (const [id, obj] of model.objects) if (mine(obj)) S.seen.set(id, { look: obj.look, rolls: obj.rolls })
    return model.onChange((changed) => {
      for (const id of changed) {
        const obj = model.objects.get(id)
        const before = S.seen.get(id)
        if (!mine(obj)) {
          S.seen.delete(id)
          S.tumbles.delete(id)
          continue
        }
        const after = { look: obj.look, rolls: obj.rolls }
        S.seen.set(id, after)
        if (!before || !isNewRoll(before, after) || prefersLessMotion()) continue
        if (before.rolls === undefined && performance.now() - mounted < SETTLE_MS) continue
        const from = currentRotation(S.tumbles.get(id), before.look, model.now, new Quaternion())
        S.tumbles.set(id, { t0: model.now, from, ...tumbleSpin(`${id}:${after.rolls ?? after.look}`, new Vector3()) })
      }
      if (S.tumbles.size > 0) invalidate()
    })
  }, [model, filter, invalidate])

  useFrame(() => {
    const S = store.current
    const mesh = meshRef.current
    if (!mesh || S.tumbles.size === 0) return
    if (S.structure !== model.structureVersion) {
      S.structure = model.structureVersion
      indexDice(model, filter, S.index)
    }
    let running = false
    for (const [id, tumble] of S.tumbles) {
      const obj = model.objects.get(id)
      const i = S.index.get(id)
      if (!obj || i === undefined || i >= mesh.count || !model.displayedPose(id, _pose)) {
        S.tumbles.delete(id)
        continue
      }
      const t = (model.now - tumble.t0) / TUMBLE_MS
      if (t >= 1) {
        S.tumbles.delete(id)
        mesh.setMatrixAt(i, poseMatrix('die', obj.look, _pose, _matrix))
        continue
      }
      running = true
      currentRotation(tumble, obj.look, model.now, _q)
      _yaw.setFromAxisAngle(_axisY, _pose.yaw)
      _pos.set(_pose.x, _pose.y + DIE_HEIGHTS[kind] / 2 + tumbleHop(Math.max(0, t)), _pose.z)
      mesh.setMatrixAt(i, _matrix.compose(_pos, _yaw.multiply(_q), _one))
    }
    mesh.instanceMatrix.needsUpdate = true
    if (running) invalidate()
  })
}
