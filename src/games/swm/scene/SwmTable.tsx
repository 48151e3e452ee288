import { useEffect, useMemo } from 'react'
import { CanvasTexture, SRGBColorSpace } from 'three'
import { FELT_HALF_X, FELT_HALF_Z } from '../../../lib/dimensions'
import { createRailGeometry } from '../../../lib/tableGeometry'
import { createWoodTexture } from '../../../lib/tableTextures'
import { noRaycast } from './picking'

/** A seeded pseudo-random stream (Park–Miller), so the cloth's speckle is the same on every peer. */
function rng(seed: number): () => number {
  let s = seed
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646
}

/** Charcoal wargaming cloth with a faint blue cast, fine speckle and a soft vignette (painted, no image files). */
function createClothTexture(): CanvasTexture {
  const c = document.createElement('canvas')
  c.width = 1024
  c.height = 720
  const ctx = c.getContext('2d')
  if (ctx) {
    const rnd = rng(19)
    const g = ctx.createRadialGradient(512, 360, 80, 512, 360, 640)
    g.addColorStop(0, '#2b313b')
    g.addColorStop(0.7, '#222831')
    g.addColorStop(1, '#161a20')
    ctx.fillStyle = g
    ctx.fillRect(0, 0, 1024, 720)
    for (let i = 0; i < 60000; i++) {
      ctx.fillStyle = rnd() > 0.5 ? 'rgba(255, 255, 255, 0.025)' : 'rgba(0, 0, 0, 0.08)'
      ctx.fillRect(rnd() * 1024, rnd() * 720, 1 + rnd() * 1.5, 1 + rnd() * 1.5)
    }
  }
  const t = new CanvasTexture(c)
  t.colorSpace = SRGBColorSpace
  t.anisotropy = 4
  return t
}

/**
 * The table under the skirmish map: the sandbox table's size and walnut rail with a charcoal cloth that lets the
 * metal deck stand out. Its top is at y = 0; the pointer passes through it (off the map is nowhere).
 */
export function SwmTable() {
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
    <group>
      <mesh rotation-x={-Math.PI / 2} receiveShadow raycast={noRaycast}>
        <planeGeometry args={[FELT_HALF_X * 2 + 0.1, FELT_HALF_Z * 2 + 0.1]} />
        <meshStandardMaterial map={cloth} roughness={0.95} metalness={0} />
      </mesh>
      <mesh geometry={rail} position-y={-0.05} receiveShadow raycast={noRaycast}>
        <meshStandardMaterial map={wood} roughness={0.42} metalness={0.02} color="#d9c2a8" />
      </mesh>
    </group>
  )
}
