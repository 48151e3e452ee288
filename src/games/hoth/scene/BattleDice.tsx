import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { Matrix4, MeshStandardMaterial, Quaternion, Vector3 } from 'three'
import type { InstancedMesh } from 'three'
import { DIE_EDGE, TABLE_Y, diceSlots } from './boardLayout'
import { createDiceTexture, createDieGeometry, faceUp } from './diceTextures'
import { seedOf, seededRng } from './geometryKit'
import { noRaycast } from './picking'

/** Props of BattleDice. */
export interface BattleDiceProps {
  /** The last roll's faces (engine face names) and a key that changes with every roll; null shows no dice. */
  roll: { faces: string[]; key: string } | null
  /** Length of the tumble in ms. */
  tumbleMs?: number
}

interface DiePose {
  x: number
  z: number
  rest: Quaternion
  start: Quaternion
  delay: number
}

const _m = new Matrix4()
const _q = new Quaternion()
const _p = new Vector3()
const ONE = new Vector3(1, 1, 1)

/** Rest and start poses of a roll's dice; the same key always tumbles the same way (seeded by the key). */
function posesOf(faces: readonly string[], key: string): DiePose[] {
  const rng = seededRng(seedOf(key))
  return diceSlots(faces.length).map((slot, i) => {
    const rest = faceUp(faces[i] ?? 'miss', (rng() - 0.5) * 0.6)
    const axis = new Vector3(rng() - 0.5, rng() - 0.5, rng() - 0.5).normalize()
    const start = rest.clone().multiply(new Quaternion().setFromAxisAngle(axis, Math.PI * (1.5 + rng())))
    return { x: slot.x + (rng() - 0.5) * 0.04, z: slot.z + (rng() - 0.5) * 0.04, rest, start, delay: i * 45 }
  })
}

/** Height of a falling die at progress t (0 … 1): a drop and two small bounces. */
function bounce(t: number): number {
  if (t < 0.45) return 1 - (t / 0.45) ** 2
  if (t < 0.75) return 0.18 * Math.sin(((t - 0.45) / 0.3) * Math.PI)
  return 0.05 * Math.sin(((t - 0.75) / 0.25) * Math.PI)
}

/**
 * The dice of the last roll in the tray beside the board, showing the engine's faces as pictograms. When the
 * roll's key changes they drop in and tumble for a moment (frames are requested only while they move).
 * One instanced draw call.
 */
export function BattleDice({ roll, tumbleMs = 750 }: BattleDiceProps) {
  const texture = useMemo(() => createDiceTexture(), [])
  const geometry = useMemo(() => createDieGeometry(DIE_EDGE), [])
  const material = useMemo(() => new MeshStandardMaterial({ map: texture, roughness: 0.35 }), [texture])
  useEffect(
    () => () => {
      texture.dispose()
      geometry.dispose()
      material.dispose()
    },
    [texture, geometry, material],
  )
  const faces = roll?.faces
  const key = roll?.key ?? ''
  const poses = useMemo(() => (faces ? posesOf(faces, key) : []), [faces, key])
  const ref = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  // The key shown at mount is not animated (a reload or a late joiner sees the dice at rest).
  const shownKey = useRef(key)
  const tumble = useRef<{ t0: number } | null>(null)

  /** Poses the dice for time `now`; true while any is still moving. */
  const draw = useCallback(
    (now: number) => {
      const mesh = ref.current
      if (!mesh) return false
      const t0 = tumble.current?.t0 ?? -Infinity
      let moving = false
      const rest = TABLE_Y + 0.04 + DIE_EDGE / 2
      poses.forEach((p, i) => {
        const t = Math.min(1, Math.max(0, (now - t0 - p.delay) / tumbleMs))
        if (t < 1) moving = true
        _q.copy(p.start).slerp(p.rest, 1 - (1 - t) ** 3)
        _p.set(p.x, rest + bounce(t) * 0.55, p.z)
        mesh.setMatrixAt(i, _m.compose(_p, _q, ONE))
      })
      mesh.instanceMatrix.needsUpdate = true
      mesh.computeBoundingSphere()
      return moving
    },
    [poses, tumbleMs],
  )

  useLayoutEffect(() => {
    if (key && key !== shownKey.current) tumble.current = { t0: performance.now() }
    shownKey.current = key
    draw(performance.now())
    invalidate()
  }, [draw, key, invalidate])

  useFrame(() => {
    if (!tumble.current) return
    if (draw(performance.now())) invalidate()
    else tumble.current = null
  })

  if (poses.length === 0) return null
  return (
    <instancedMesh
      key={poses.length}
      ref={ref}
      args={[geometry, material, poses.length]}
      castShadow
      receiveShadow
      raycast={noRaycast}
    />
  )
}
