import { describe, expect, it } from 'vitest'
import { Matrix4, Vector3 } from 'three'
import type { BufferGeometry, Quaternion } from 'three'
import { DIE_FACE_COUNT, DIE_KINDS } from '../../engine/games/tabletop'
import type { DieKind } from '../../engine/games/tabletop'
import { COIN_GRID } from './coin'
import { D20_GRID, D20_TRIANGLE_FACE } from '../games/swm/pieces/d20'
import { DIE_GRID } from './diePainter'
import { DIE_GEOMETRIES, DIE_HEIGHTS, dieRestRotation } from './dieModels'
import { HOTH_DIE_GRID } from '../games/hoth/pieces/hothDie'
import { createPose, poseMatrix } from './pose'

const GRIDS: Record<DieKind, { cols: number; rows: number }> = {
  d6: DIE_GRID,
  d20: D20_GRID,
  hoth: HOTH_DIE_GRID,
  coin: COIN_GRID,
}

/** A flat triangle of a geometry: its outward normal, its texture's up (+v) direction and its UV centroid. */
interface Tri {
  normal: Vector3
  up: Vector3
  right: Vector3
  uv: [number, number]
  area: number
}

function triangles(g: BufferGeometry): Tri[] {
  const pos = g.getAttribute('position')
  const uv = g.getAttribute('uv')
  const out: Tri[] = []
  const count = g.index ? g.index.count : pos.count
  for (let k = 0; k < count; k += 3) {
    const ids = [0, 1, 2].map((j) => (g.index ? g.index.getX(k + j) : k + j))
    const p = ids.map((i) => new Vector3().fromBufferAttribute(pos, i))
    const t = ids.map((i) => [uv.getX(i), uv.getY(i)] as const)
    const e1 = p[1]!.clone().sub(p[0]!)
    const e2 = p[2]!.clone().sub(p[0]!)
    const cross = e1.clone().cross(e2)
    const area = cross.length() / 2
    const [du1, dv1] = [t[1]![0] - t[0]![0], t[1]![1] - t[0]![1]]
    const [du2, dv2] = [t[2]![0] - t[0]![0], t[2]![1] - t[0]![1]]
    const det = du1 * dv2 - du2 * dv1
    if (area < 1e-9 || Math.abs(det) < 1e-12) continue
    const up = e1.clone().multiplyScalar(-du2).add(e2.clone().multiplyScalar(du1)).divideScalar(det).normalize()
    const right = e1.clone().multiplyScalar(dv2).add(e2.clone().multiplyScalar(-dv1)).divideScalar(det).normalize()
    const uvc: [number, number] = [(t[0]![0] + t[1]![0] + t[2]![0]) / 3, (t[0]![1] + t[1]![1] + t[2]![1]) / 3]
    out.push({ normal: cross.normalize(), up, right, uv: uvc, area })
  }
  return out
}

/** The largest triangles whose normal, turned by `q`, points straight up: the face lying on top. */
function topTriangles(tris: Tri[], q: Quaternion): Tri[] {
  return tris.filter((t) => t.normal.clone().applyQuaternion(q).y > 0.999)
}

describe('die models', () => {
  for (const kind of DIE_KINDS) {
    describe(kind, () => {
      const tris = triangles(DIE_GEOMETRIES[kind]())
      const grid = GRIDS[kind]

      it('lays every face on top, showing that face’s own cell, upright and not mirrored', () => {
        for (let face = 0; face < DIE_FACE_COUNT[kind]; face++) {
          const q = dieRestRotation(kind, face)
          const top = topTriangles(tris, q)
          expect(top.length, `${kind} face ${face}`).toBeGreaterThan(0)
          for (const t of top) {
            const col = Math.floor(t.uv[0] * grid.cols)
            const row = Math.floor((1 - t.uv[1]) * grid.rows)
            // Every kind paints face i in cell i, row by row from the top.
            expect(row * grid.cols + col, `${kind} face ${face} cell`).toBe(face)
            // d6 pips need no reading direction; every other picture reads from the near (+z) side.
            if (kind === 'd6') continue
            expect(t.up.clone().applyQuaternion(q).z, `${kind} face ${face} up`).toBeCloseTo(-1, 5)
            expect(t.right.clone().applyQuaternion(q).x, `${kind} face ${face} right`).toBeCloseTo(1, 5)
          }
        }
      })

      it('rests on the table: its lowest point at the pose, its top at its height', () => {
        const g = DIE_GEOMETRIES[kind]()
        const pos = g.getAttribute('position')
        for (let face = 0; face < DIE_FACE_COUNT[kind]; face++) {
          const m = poseMatrix('die', `${kind}:${face}`, createPose(), new Matrix4())
          let lo = Infinity
          let hi = -Infinity
          for (let i = 0; i < pos.count; i++) {
            const y = new Vector3().fromBufferAttribute(pos, i).applyMatrix4(m).y
            lo = Math.min(lo, y)
            hi = Math.max(hi, y)
          }
          expect(lo, `${kind} face ${face}`).toBeCloseTo(0, 4)
          expect(hi, `${kind} face ${face}`).toBeCloseTo(DIE_HEIGHTS[kind], 4)
        }
      })
    })
  }

  it('numbers the d20 like a real one: every value once, opposite faces summing to 21', () => {
    expect([...D20_TRIANGLE_FACE].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    const tris = triangles(DIE_GEOMETRIES.d20())
    for (const [t, face] of D20_TRIANGLE_FACE.entries()) {
      const opposite = tris.findIndex((o) => o.normal.dot(tris[t]!.normal) < -0.999)
      expect(face + 1 + D20_TRIANGLE_FACE[opposite]! + 1).toBe(21)
    }
  })

  it('poses a legacy d6 look the same as its new form', () => {
    const a = poseMatrix('die', '4', createPose(), new Matrix4())
    const b = poseMatrix('die', 'd6:3', createPose(), new Matrix4())
    expect(a.equals(b)).toBe(true)
  })
})
