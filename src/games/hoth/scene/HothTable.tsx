import { useEffect, useMemo } from 'react'
import { CanvasTexture, SRGBColorSpace } from 'three'
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import { FELT_HALF_X, FELT_HALF_Z } from '../../../lib/dimensions'
import { createRailGeometry } from '../../../lib/tableGeometry'
import { createWoodTexture } from '../../../lib/tableTextures'
import { TABLE_Y } from './boardLayout'
import { seededRng } from './geometryKit'
import { noRaycast } from './picking'
import { SeatTable } from './SeatTable'

/** Slate-blue wargaming cloth: fine speckle and a soft vignette (painted, no image files). */
function createClothTexture(): CanvasTexture {
  const c = document.createElement('canvas')
  c.width = 1024
  c.height = 720
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error('2D canvas unavailable')
  const rnd = seededRng(23)
  const g = ctx.createRadialGradient(512, 360, 80, 512, 360, 640)
  g.addColorStop(0, '#3b4656')
  g.addColorStop(0.7, '#2f3845')
  g.addColorStop(1, '#1f252e')
  ctx.fillStyle = g
  ctx.fillRect(0, 0, 1024, 720)
  for (let i = 0; i < 60000; i++) {
    ctx.fillStyle = rnd() > 0.5 ? 'rgba(255, 255, 255, 0.03)' : 'rgba(0, 0, 0, 0.07)'
    ctx.fillRect(rnd() * 1024, rnd() * 720, 1 + rnd() * 1.5, 1 + rnd() * 1.5)
  }
  const t = new CanvasTexture(c)
  t.colorSpace = SRGBColorSpace
  t.anisotropy = 4
  return t
}

/** Props of HothTable. */
export interface HothTableProps {
  view: HothView
  /** The seat looking (null: a spectator). */
  seat: SeatId | null
}

/**
 * The table under the Hoth board: the sandbox table's size and walnut rail, with a slate-blue cloth that sits
 * better with snow than green felt, and the players' cards at their seats around the board (SeatTable). Its top
 * is at TABLE_Y; the pointer passes through it.
 */
export function HothTable({ view, seat }: HothTableProps) {
  const cloth = useMemo(() => createClothTexture(), [])
  const wood = useMemo(() => {
    const t = createWoodTexture()
    t.repeat.set(0.14, 0.5)
    return t
  }, [])
  const rail = useMemo(() => createRailGeometry(), [])
  useEffect(
    () => () => {
      cloth.dispose()
      wood.dispose()
      rail.dispose()
    },
    [cloth, wood, rail],
  )
  return (
    <>
      <group position-y={TABLE_Y}>
        <mesh rotation-x={-Math.PI / 2} receiveShadow raycast={noRaycast}>
          <planeGeometry args={[FELT_HALF_X * 2 + 0.1, FELT_HALF_Z * 2 + 0.1]} />
          <meshStandardMaterial map={cloth} roughness={0.95} metalness={0} />
        </mesh>
        <mesh geometry={rail} position-y={-0.05} castShadow receiveShadow raycast={noRaycast}>
          <meshStandardMaterial map={wood} roughness={0.42} metalness={0.02} color="#d9c2a8" />
        </mesh>
      </group>
      {/* In world coordinates (its pieces stand on TABLE_Y themselves). */}
      <SeatTable view={view} seat={seat} />
    </>
  )
}
