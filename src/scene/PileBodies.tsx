import { useEffect, useMemo, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { BoxGeometry, Matrix4, MeshStandardMaterial, Quaternion, Vector3 } from 'three'
import type { InstancedMesh } from 'three'
import { CARD_DEPTH, CARD_THICKNESS, CARD_WIDTH } from '../lib/dimensions'
import { createPose } from '../lib/pose'
import { useScene } from './useScene'

const MAX_PILES = 64
const _pose = createPose()
const _pos = new Vector3()
const _scale = new Vector3()
const _turn = new Quaternion()
const _up = new Vector3(0, 1, 0)
const _matrix = new Matrix4()

/**
 * The bodies of card piles: one paper-edged block per pile under its top card (which the card layer draws), as
 * tall as the pile has cards, so a 40-card deck reads as a deck and a 3-card discard as a thin stack. One draw call.
 */
export function PileBodies() {
  const { model } = useScene()
  const ref = useRef<InstancedMesh>(null)
  const geometry = useMemo(() => new BoxGeometry(CARD_WIDTH * 0.985, 1, CARD_DEPTH * 0.985), [])
  const material = useMemo(() => new MeshStandardMaterial({ color: '#e8e0cc', roughness: 0.9 }), [])
  useEffect(
    () => () => {
      geometry.dispose()
      material.dispose()
    },
    [geometry, material],
  )
  const seen = useRef(-1)
  useFrame(() => {
    const mesh = ref.current
    if (!mesh || (seen.current === model.version && !model.animating)) return
    seen.current = model.version
    let i = 0
    for (const [id, obj] of model.objects) {
      if (i >= MAX_PILES || !obj.stack || obj.stack < 2 || !model.displayedPose(id, _pose)) continue
      const height = (obj.stack - 1) * CARD_THICKNESS
      _pos.set(_pose.x, _pose.y - height / 2, _pose.z)
      _scale.set(1, height, 1)
      mesh.setMatrixAt(i++, _matrix.compose(_pos, _turn.setFromAxisAngle(_up, _pose.yaw), _scale))
    }
    mesh.count = i
    mesh.instanceMatrix.needsUpdate = true
    mesh.computeBoundingSphere()
  })
  return (
    <instancedMesh ref={ref} args={[geometry, material, MAX_PILES]} castShadow receiveShadow frustumCulled={false} />
  )
}
