import { useMemo } from 'react'
import { CylinderGeometry, Matrix4, MeshBasicMaterial, Quaternion, SphereGeometry, Vector3 } from 'three'
import type { HexId, Terrain } from '../../../../engine/games/hoth'
import type { SightLine as SightLineData } from '../contract'
import { useDisposables } from '../../../scene/useDisposables'
import { hexWorld, standHeight } from './boardLayout'
import { InstancedMarks } from '../../../scene/InstancedMarks'
import type { Mark } from '../../../scene/InstancedMarks'

/** Props of SightLine. */
export interface SightLineProps {
  sight: SightLineData | null
  terrain: Readonly<Record<HexId, Terrain>>
}

/** Colours of a clear and a blocked line of sight. */
export const SIGHT_COLOURS = { clear: '#3dff7a', blocked: '#ff2f6d' } as const

/** Height above the ground the line runs at (about a trooper's eyes). */
const EYE = 0.24
const UP = new Vector3(0, 1, 0)

/** A segment from `a` to `b` as a matrix for a unit-length cylinder along y. */
function segment(a: Vector3, b: Vector3, radius: number): Matrix4 {
  const dir = b.clone().sub(a)
  const q = new Quaternion().setFromUnitVectors(UP, dir.clone().normalize())
  return new Matrix4().compose(a.clone().add(b).multiplyScalar(0.5), q, new Vector3(radius, dir.length(), radius))
}

/** The rod, its dots and their material. */
function makeResources() {
  return {
    rod: new CylinderGeometry(1, 1, 1, 8),
    dot: new SphereGeometry(0.045, 12, 8),
    material: new MeshBasicMaterial({ toneMapped: false, depthTest: false, transparent: true, opacity: 0.9 }),
  }
}

/**
 * The line of sight being checked: centre to centre at eye height, drawn over everything, solid green when
 * clear and dashed red when blocked, with a dot at each end.
 */
export function SightLine({ sight, terrain }: SightLineProps) {
  const r = useDisposables(makeResources)
  const marks = useMemo(() => {
    const rods: Mark[] = []
    const dots: Mark[] = []
    if (!sight) return { rods, dots }
    const colour = sight.clear ? SIGHT_COLOURS.clear : SIGHT_COLOURS.blocked
    const point = (hex: HexId) => {
      const { x, z } = hexWorld(hex)
      return new Vector3(x, standHeight(terrain[hex]) + EYE, z)
    }
    const a = point(sight.from)
    const b = point(sight.to)
    if (sight.clear) rods.push({ matrix: segment(a, b, 0.018), colour })
    else {
      const n = Math.max(1, Math.round(a.distanceTo(b) / 0.16))
      for (let i = 0; i < n; i++) {
        const s = a.clone().lerp(b, i / n)
        const e = a.clone().lerp(b, (i + 0.55) / n)
        rods.push({ matrix: segment(s, e, 0.02), colour })
      }
    }
    for (const p of [a, b]) dots.push({ matrix: new Matrix4().setPosition(p), colour })
    return { rods, dots }
  }, [sight, terrain])
  return (
    <group>
      <InstancedMarks
        marks={marks.rods}
        geometry={r.rod}
        material={r.material}
        renderOrder={10}
        receiveShadow={false}
      />
      <InstancedMarks
        marks={marks.dots}
        geometry={r.dot}
        material={r.material}
        renderOrder={10}
        receiveShadow={false}
      />
    </group>
  )
}
