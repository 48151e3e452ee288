import { useMemo } from 'react'
import { CircleGeometry, MeshBasicMaterial, Path, Shape, ShapeGeometry } from 'three'
import type { HexId, Terrain } from '../../../../engine/games/hoth'
import type { HexHighlight } from '../contract'
import { useDisposables } from '../../../scene/useDisposables'
import { GROUND_TOP, HEX_RADIUS, hexCorners, hexWorld } from './boardLayout'
import { InstancedMarks, markAt } from '../../../scene/InstancedMarks'
import type { Mark } from '../../../scene/InstancedMarks'

/** Props of HexHighlights. */
export interface HexHighlightsProps {
  highlights: ReadonlyMap<HexId, HexHighlight>
  terrain: Readonly<Record<HexId, Terrain>>
}

/** Colour of each hex highlight. */
export const HEX_HIGHLIGHT_COLOURS: Readonly<Record<HexHighlight, string>> = {
  move: '#35d46a',
  retreat: '#ffb01f',
  breakthrough: '#ff3b30',
  path: '#29c9ff',
}

function hexPath(path: Shape | Path, r: number): void {
  hexCorners(r).forEach((p, i) => (i === 0 ? path.moveTo(p.x, -p.z) : path.lineTo(p.x, -p.z)))
  path.closePath()
}

/** The highlight shapes (fill, outline, path dot) and their materials. */
function makeResources() {
  const fill = new Shape()
  hexPath(fill, HEX_RADIUS * 0.86)
  const outline = new Shape()
  hexPath(outline, HEX_RADIUS * 0.93)
  const hole = new Path()
  hexPath(hole, HEX_RADIUS * 0.8)
  outline.holes.push(hole)
  const common = { toneMapped: false, polygonOffset: true, polygonOffsetFactor: -4, depthWrite: false }
  return {
    fill: new ShapeGeometry(fill).rotateX(-Math.PI / 2),
    outline: new ShapeGeometry(outline).rotateX(-Math.PI / 2),
    dot: new CircleGeometry(0.038, 12).rotateX(-Math.PI / 2),
    fillMat: new MeshBasicMaterial({ ...common, transparent: true, opacity: 0.3 }),
    lineMat: new MeshBasicMaterial({ ...common, transparent: true, opacity: 0.95 }),
  }
}

/**
 * Highlighted hexes on the board: move green, retreat amber and breakthrough red as a tinted hex with a bright
 * outline; the hexes of a path as a ring of dots. Three instanced draws however many hexes light up; the
 * pointer passes through to the tiles.
 */
export function HexHighlights({ highlights, terrain }: HexHighlightsProps) {
  const r = useDisposables(makeResources)
  const marks = useMemo(() => {
    const fill: Mark[] = []
    const outline: Mark[] = []
    const dots: Mark[] = []
    for (const [hex, kind] of highlights) {
      const { x, z } = hexWorld(hex)
      const y = GROUND_TOP[terrain[hex] ?? 'snow'] + 0.008
      const colour = HEX_HIGHLIGHT_COLOURS[kind]
      if (kind === 'path') {
        dots.push({ matrix: markAt(x, y, z, 1.3), colour })
        for (let i = 0; i < 10; i++) {
          const a = (i / 10) * Math.PI * 2
          dots.push({ matrix: markAt(x + Math.cos(a) * 0.3, y, z + Math.sin(a) * 0.3), colour })
        }
        continue
      }
      fill.push({ matrix: markAt(x, y, z), colour })
      outline.push({ matrix: markAt(x, y + 0.002, z), colour })
    }
    return { fill, outline, dots }
  }, [highlights, terrain])
  return (
    <group>
      <InstancedMarks marks={marks.fill} geometry={r.fill} material={r.fillMat} renderOrder={2} receiveShadow={false} />
      <InstancedMarks
        marks={marks.outline}
        geometry={r.outline}
        material={r.lineMat}
        renderOrder={3}
        receiveShadow={false}
      />
      <InstancedMarks marks={marks.dots} geometry={r.dot} material={r.lineMat} renderOrder={3} receiveShadow={false} />
    </group>
  )
}
