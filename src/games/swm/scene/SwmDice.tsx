import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { useTranslation } from 'react-i18next'
import { Matrix4, MeshStandardMaterial, Quaternion, Vector3 } from 'three'
import type { InstancedMesh } from 'three'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { TUMBLE_MS, tumbleHop, tumbleRotation } from '../../../lib/dieTumble'
import { createD20Texture } from '../../../lib/dieTextures'
import type { ShownRoll } from '../contract'
import { createD20Geometry } from '../pieces/d20'
import { useDisposables } from '../../../scene/useDisposables'
import { dicePoses } from './dicePoses'
import { diceSpot } from './mapLayout'
import type { MapEdge } from './mapLayout'
import { noRaycast } from './picking'
import type { ScreenLabel } from './ScreenLabels'

/** Props of SwmDice. */
export interface SwmDiceProps {
  map: SwmMap
  roll: ShownRoll | null
  /** The edge of the seat looking: the numbers read upright from there. */
  edge: MapEdge
}

const _m = new Matrix4()
const _q = new Quaternion()
const _p = new Vector3()
const ONE = new Vector3(1, 1, 1)

function prefersLessMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

/** The die's texture, shape and material. */
function makeDie() {
  const texture = createD20Texture()
  return {
    texture,
    geometry: createD20Geometry(),
    material: new MeshStandardMaterial({ map: texture, roughness: 0.35 }),
  }
}

/**
 * The last roll's d20s on the table beside the map, each resting on its natural from the log. When the roll's key changes they hop and tumble onto those faces
 * (frames are asked for only while they move); the roll shown at mount lies still. One instanced draw call.
 */
export function SwmDice({ map, roll, edge }: SwmDiceProps) {
  const r = useDisposables(makeDie)
  const key = roll?.key ?? ''
  const naturals = roll?.naturals
  const poses = useMemo(() => (naturals ? dicePoses(map, naturals, key, edge) : []), [map, naturals, key, edge])
  const ref = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  const shownKey = useRef(key)
  const tumble = useRef<number | null>(null)

  /** Poses the dice for time `now`; true while any still moves. */
  const draw = useCallback(
    (now: number) => {
      const mesh = ref.current
      if (!mesh) return false
      let moving = false
      poses.forEach((p, i) => {
        const t0 = tumble.current
        const progress = t0 === null ? 1 : Math.min(1, Math.max(0, (now - t0 - p.delay) / TUMBLE_MS))
        if (progress < 1) moving = true
        tumbleRotation(p.from, p.rest, p.axis, p.turns, progress, _q)
        _p.set(p.x, p.y + tumbleHop(progress), p.z)
        mesh.setMatrixAt(i, _m.compose(_p, _q, ONE))
      })
      mesh.instanceMatrix.needsUpdate = true
      mesh.computeBoundingSphere()
      return moving
    },
    [poses],
  )

  useLayoutEffect(() => {
    if (key && key !== shownKey.current && !prefersLessMotion()) tumble.current = performance.now()
    shownKey.current = key
    draw(performance.now())
    invalidate()
  }, [draw, key, invalidate])

  useFrame(() => {
    if (tumble.current === null) return
    if (draw(performance.now())) invalidate()
    else tumble.current = null
  })

  if (!roll || poses.length === 0) return null
  return (
    <instancedMesh
      key={poses.length}
      ref={ref}
      args={[r.geometry, r.material, poses.length]}
      castShadow
      receiveShadow
      raycast={noRaycast}
    />
  )
}

/** The names of the players whose entropy rolled the last dice, under them: a label for ScreenLabels. */
export function useDiceLabel(
  map: SwmMap,
  roll: ShownRoll | null,
  names: Readonly<Record<SeatId, string>>,
): ScreenLabel[] {
  const { t } = useTranslation('swmScene')
  return useMemo(() => {
    const who = roll?.from.map((seat) => names[seat] ?? seat).join(', ')
    if (!roll || roll.naturals.length === 0 || !who) return []
    const first = diceSpot(map, 0)
    const last = diceSpot(map, roll.naturals.length - 1)
    const node = (
      <div
        style={{
          padding: '1px 7px',
          borderRadius: 8,
          background: 'rgba(11, 15, 21, 0.75)',
          color: '#dfe6f0',
          font: '500 11px/1.3 system-ui, sans-serif',
          whiteSpace: 'nowrap',
        }}
      >
        {t('rolledBy', { names: who })}
      </div>
    )
    return [{ key: 'dice', position: [(first.x + last.x) / 2, 0, first.z + 0.42] as const, node }]
  }, [map, roll, names, t])
}
