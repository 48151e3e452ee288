import { useEffect, useMemo, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { BoxGeometry, CanvasTexture, Matrix4, MeshStandardMaterial, Quaternion, SRGBColorSpace, Vector3 } from 'three'
import type { InstancedMesh } from 'three'
import type { TabletopView } from '../../engine/games/tabletop'
import { paintCardBack } from '../lib/cardPainter'
import { CARD_DEPTH, CARD_THICKNESS, CARD_WIDTH } from '../lib/dimensions'
import type { FanCard } from './handFans'
import { MAX_FAN, fanBacks } from './handFans'

/** Props of HandFans. */
export interface HandFansProps {
  view: TabletopView
  /** This browser's seat: its own hand is along the bottom of the screen, not on the table. */
  seat: string | null
}

const _m = new Matrix4()
const _q = new Quaternion()
const _p = new Vector3()
const _s = new Vector3(1, 1, 1)
const _up = new Vector3(0, 1, 0)

/**
 * Other players' hands as fans of card backs at their edge of the table, one back per card, each card's own (a
 * game's back, or the common one): the count is visible at a glance, and no face exists to draw (the view has none).
 * One draw call per back shown.
 */
export function HandFans({ view, seat }: HandFansProps) {
  const layers = useMemo(() => fanBacks(view, seat), [view, seat])
  const capacity = view.seats.length * MAX_FAN
  const geometry = useMemo(() => new BoxGeometry(CARD_WIDTH, CARD_THICKNESS, CARD_DEPTH), [])
  useEffect(() => () => geometry.dispose(), [geometry])
  return (
    <>
      {[...layers].map(([back, cards]) => (
        <FanLayer key={back || '#common'} back={back} cards={cards} capacity={capacity} geometry={geometry} />
      ))}
    </>
  )
}

/** Props of FanLayer. */
interface FanLayerProps {
  /** The back every card of this layer shows ('' for the common back). */
  back: string
  cards: FanCard[]
  /** Instances to make room for: every fan card of the table, so a layer never outgrows its mesh. */
  capacity: number
  geometry: BoxGeometry
}

/** The fan cards that show one back, in one instanced mesh with that back painted once. */
function FanLayer({ back, cards, capacity, geometry }: FanLayerProps) {
  const ref = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  const material = useMemo(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 200
    canvas.height = 280
    const ctx = canvas.getContext('2d')
    if (ctx) paintCardBack(ctx, 0, 0, 200, 280, back)
    const map = new CanvasTexture(canvas)
    map.colorSpace = SRGBColorSpace
    return new MeshStandardMaterial({ map, roughness: 0.6 })
  }, [back])
  useEffect(
    () => () => {
      material.map?.dispose()
      material.dispose()
    },
    [material],
  )
  useEffect(() => {
    const mesh = ref.current
    if (!mesh) return
    let i = 0
    for (const card of cards) {
      _p.set(card.x, card.y + CARD_THICKNESS / 2, card.z)
      mesh.setMatrixAt(i++, _m.compose(_p, _q.setFromAxisAngle(_up, card.yaw), _s))
    }
    mesh.count = i
    mesh.instanceMatrix.needsUpdate = true
    mesh.computeBoundingSphere()
    invalidate()
  }, [cards, invalidate])
  return (
    <instancedMesh ref={ref} args={[geometry, material, capacity]} castShadow receiveShadow frustumCulled={false} />
  )
}
