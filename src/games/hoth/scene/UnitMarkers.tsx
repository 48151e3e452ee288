import { useMemo } from 'react'
import { CylinderGeometry, MeshBasicMaterial, MeshStandardMaterial, RingGeometry, SphereGeometry } from 'three'
import type { BufferGeometry } from 'three'
import type { UnitHighlight } from '../contract'
import { useDisposables } from '../../../scene/useDisposables'
import { BadgePlates } from './BadgePlates'
import { SIDE_COLOURS } from './boardTextures'
import { InstancedMarks, markAt } from '../../../scene/InstancedMarks'
import type { Mark } from '../../../scene/InstancedMarks'
import { PIECE_HEIGHT } from './unitLayout'
import type { BoardPiece } from './unitLayout'

/** Props of UnitMarkers. */
export interface UnitMarkersProps {
  pieces: readonly BoardPiece[]
  highlights: ReadonlyMap<string, UnitHighlight>
}

/** Colour of each unit highlight ring. */
export const UNIT_HIGHLIGHT_COLOURS: Readonly<Record<UnitHighlight, string>> = {
  orderable: '#8fd3ff',
  ordered: '#2f8cff',
  selected: '#ffe04a',
  'can-attack': '#ff9a2e',
  target: '#ff2d2d',
  done: '#6d7480',
}

const flat = (g: BufferGeometry) => g.rotateX(-Math.PI / 2)

/** The marker shapes (rings, pips, pick cylinder) and their materials. */
function makeResources() {
  return {
    ring: flat(new RingGeometry(0.345, 0.4, 48)),
    accent: flat(new RingGeometry(0.372, 0.392, 48)),
    glow: flat(new RingGeometry(0.405, 0.445, 48)),
    pip: new SphereGeometry(0.03, 10, 6),
    hit: new CylinderGeometry(0.36, 0.36, 1, 12).translate(0, 0.5, 0),
    ringMat: new MeshStandardMaterial({
      roughness: 0.5,
      metalness: 0.2,
      polygonOffset: true,
      polygonOffsetFactor: -2,
    }),
    glowMat: new MeshBasicMaterial({ toneMapped: false, polygonOffset: true, polygonOffsetFactor: -3 }),
    pipMat: new MeshStandardMaterial({ roughness: 0.3, emissive: '#ffffff', emissiveIntensity: 0.25 }),
    hitMat: new MeshBasicMaterial({ visible: false }),
  }
}

/**
 * The markers around every unit and structure: a base ring in the side's colours (Empire dark grey with red,
 * Rebels light grey with orange), a highlight ring per `highlights`, a badge plate for special forces, hit pips
 * on structures, and an invisible cylinder per piece that the pointer picks. A handful of draw calls in all.
 */
export function UnitMarkers({ pieces, highlights }: UnitMarkersProps) {
  const r = useDisposables(makeResources)
  const marks = useMemo(() => {
    const ring: Mark[] = []
    const accent: Mark[] = []
    const glow: Mark[] = []
    const pips: Mark[] = []
    const hits: Mark[] = []
    for (const p of pieces) {
      const colours = SIDE_COLOURS[p.side]
      ring.push({ matrix: markAt(p.x, p.y + 0.006, p.z), colour: colours.base })
      accent.push({ matrix: markAt(p.x, p.y + 0.009, p.z), colour: colours.accent })
      const h = highlights.get(p.id)
      if (h) glow.push({ matrix: markAt(p.x, p.y + 0.012, p.z), colour: UNIT_HIGHLIGHT_COLOURS[h] })
      hits.push({ matrix: markAt(p.x, p.y, p.z, 1, PIECE_HEIGHT[p.kind] + 0.05) })
      if (p.structure) {
        const { hits: left, maxHits } = p.structure
        for (let i = 0; i < maxHits; i++) {
          // A row of lights on the structure's east side, readable from either seat: green left, red lost.
          const dz = (i - (maxHits - 1) / 2) * 0.08
          const colour = i < left ? '#58e07a' : '#e0463c'
          pips.push({ matrix: markAt(p.x + 0.38, p.y + 0.045, p.z + dz), colour })
        }
      }
    }
    return { ring, accent, glow, pips, hits }
  }, [pieces, highlights])
  const pick = useMemo(
    () => (i: number) => {
      const p = pieces[i]
      return p ? { hex: p.hex, id: p.id } : null
    },
    [pieces],
  )
  return (
    <group>
      <InstancedMarks marks={marks.ring} geometry={r.ring} material={r.ringMat} />
      <InstancedMarks marks={marks.accent} geometry={r.accent} material={r.ringMat} />
      <InstancedMarks marks={marks.glow} geometry={r.glow} material={r.glowMat} />
      <InstancedMarks marks={marks.pips} geometry={r.pip} material={r.pipMat} />
      <InstancedMarks marks={marks.hits} geometry={r.hit} material={r.hitMat} pick={pick} />
      <BadgePlates pieces={pieces} />
    </group>
  )
}
