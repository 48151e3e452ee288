import { useEffect, useMemo, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { BoxGeometry, Matrix4, Path, Quaternion, RingGeometry, Shape, ShapeGeometry, Vector3 } from 'three'
import type { InstancedMesh } from 'three'
import { CARD_DEPTH, CARD_WIDTH, FOOTPRINTS } from '../lib/dimensions'
import { createPose } from '../lib/pose'
import { useTableUi } from '../stores/tableUi'
import type { SceneObject } from './sceneObject'
import { useScene } from './useScene'

/** Props of SelectionMarker. */
export interface SelectionMarkerProps {
  /** Outline colour. Default the app's accent cyan. */
  colour?: string
  /** Most objects outlined at once (a bigger selection outlines its first ones). */
  capacity?: number
}

const _pose = /* @__PURE__ */ createPose()
const _m = /* @__PURE__ */ new Matrix4()
const _p = /* @__PURE__ */ new Vector3()
const _q = /* @__PURE__ */ new Quaternion()
const _s = /* @__PURE__ */ new Vector3()
const _c = /* @__PURE__ */ new Vector3()
const UP = /* @__PURE__ */ new Vector3(0, 1, 0)
const MARGIN = 0.05
const WIDTH = 0.035
/** Kinds outlined with a ring; cards get the rounded card frame, anything else (boards, tiles) a rectangle. */
const ROUND: ReadonlySet<string> = new Set(['token', 'die', 'miniature'])

function frameShape(hx: number, hz: number, r: number, into: Shape | Path): void {
  into.moveTo(-hx + r, -hz)
  into.lineTo(hx - r, -hz)
  into.quadraticCurveTo(hx, -hz, hx, -hz + r)
  into.lineTo(hx, hz - r)
  into.quadraticCurveTo(hx, hz, hx - r, hz)
  into.lineTo(-hx + r, hz)
  into.quadraticCurveTo(-hx, hz, -hx, hz - r)
  into.lineTo(-hx, -hz + r)
  into.quadraticCurveTo(-hx, -hz, -hx + r, -hz)
}

/** A flat outline frame around a card footprint. */
function createCardFrame(): ShapeGeometry {
  const hx = CARD_WIDTH / 2 + MARGIN
  const hz = CARD_DEPTH / 2 + MARGIN
  const outer = new Shape()
  frameShape(hx, hz, 0.06, outer)
  const inner = new Path()
  frameShape(hx - WIDTH, hz - WIDTH, 0.04, inner)
  outer.holes.push(inner)
  return new ShapeGeometry(outer, 6).rotateX(-Math.PI / 2)
}

/** Width and depth of an object: its own size (boards, tiles) or its kind's footprint. */
function sizeOf(obj: SceneObject): { w: number; d: number } {
  const own = obj as { w?: number; d?: number }
  const base = (FOOTPRINTS as Partial<Record<string, { w: number; d: number }>>)[obj.kind] ?? { w: 0.4, d: 0.4 }
  return { w: own.w ?? base.w, d: own.d ?? base.d }
}

/**
 * Outlines of every selected object (a glowing frame for cards, a ring for round things, a rectangle for boards
 * and tiles), following them while they are dragged or animating. Instanced and positioned each frame from the
 * table model and the selection in the table UI store; no React state.
 */
export function SelectionMarker({ colour = '#58d0ff', capacity = 256 }: SelectionMarkerProps) {
  const { model } = useScene()
  const frames = useRef<InstancedMesh>(null)
  const rings = useRef<InstancedMesh>(null)
  const bars = useRef<InstancedMesh>(null)
  const geometries = useMemo(
    () => ({
      frame: createCardFrame(),
      ring: new RingGeometry(1, 1.22, 48).rotateX(-Math.PI / 2),
      bar: new BoxGeometry(1, 0.002, 1),
    }),
    [],
  )
  useEffect(() => () => Object.values(geometries).forEach((g) => g.dispose()), [geometries])

  useFrame(() => {
    const f = frames.current
    const r = rings.current
    const b = bars.current
    if (!f || !r || !b) return
    let nf = 0
    let nr = 0
    let nb = 0
    const { selection } = useTableUi.getState()
    const dragId = model.drag?.id
    const ids = dragId && !selection.includes(dragId) ? [dragId, ...selection] : selection
    for (const id of ids) {
      const obj = model.objects.get(id)
      if (!obj || !model.displayedPose(id, _pose)) continue
      // Just above the object's underside: visible around it, hidden beneath it.
      _p.set(_pose.x, _pose.y + 0.002, _pose.z)
      _q.setFromAxisAngle(UP, _pose.yaw)
      if (obj.kind === 'card') {
        if (nf < capacity) f.setMatrixAt(nf++, _m.compose(_p, _q, _s.set(1, 1, 1)))
      } else if (ROUND.has(obj.kind)) {
        const radius = sizeOf(obj).w / 2 + 0.02
        if (nr < capacity) r.setMatrixAt(nr++, _m.compose(_p, _q, _s.set(radius, 1, radius)))
      } else if (nb + 4 <= capacity * 4) {
        nb = rectangle(b, nb, sizeOf(obj))
      }
    }
    f.count = nf
    r.count = nr
    b.count = nb
    for (const mesh of [f, r, b]) mesh.instanceMatrix.needsUpdate = true
  })

  const material = <meshBasicMaterial color={colour} toneMapped={false} transparent opacity={0.95} />
  return (
    <group>
      <instancedMesh ref={frames} args={[geometries.frame, undefined, capacity]} renderOrder={1} frustumCulled={false}>
        {material}
      </instancedMesh>
      <instancedMesh ref={rings} args={[geometries.ring, undefined, capacity]} renderOrder={1} frustumCulled={false}>
        {material}
      </instancedMesh>
      <instancedMesh ref={bars} args={[geometries.bar, undefined, capacity * 4]} renderOrder={1} frustumCulled={false}>
        {material}
      </instancedMesh>
    </group>
  )
}

/** Writes the four sides of a rectangular outline around a w × d footprint at the current pose; returns the count. */
function rectangle(mesh: InstancedMesh, n: number, { w, d }: { w: number; d: number }): number {
  const hx = w / 2 + MARGIN
  const hz = d / 2 + MARGIN
  const centre = _c.copy(_p)
  const side = (ox: number, oz: number, sx: number, sz: number) => {
    _p.set(ox, 0, oz).applyQuaternion(_q).add(centre)
    mesh.setMatrixAt(n++, _m.compose(_p, _q, _s.set(sx, 1, sz)))
  }
  side(0, -hz, 2 * hx, WIDTH)
  side(0, hz, 2 * hx, WIDTH)
  side(-hx, 0, WIDTH, 2 * hz)
  side(hx, 0, WIDTH, 2 * hz)
  _p.copy(centre)
  return n
}
