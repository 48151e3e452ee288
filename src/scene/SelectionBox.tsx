import { useEffect, useMemo, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { BufferAttribute, BufferGeometry, DoubleSide, Vector3 } from 'three'
import type { Group } from 'three'
import { liveTools } from '../input/liveTools'
import { pointerOnTable } from '../lib/projection'

/** Props of SelectionBox. */
export interface SelectionBoxProps {
  /** Colour of the area and its edge. Default the app's accent cyan. */
  colour?: string
}

const _v = /* @__PURE__ */ new Vector3()
/** Just above the felt, under every object. */
const LIFT = 0.004

/**
 * The Shift+drag selection rectangle, drawn where it lies on the table: the screen rectangle's corners projected
 * onto the table plane (a trapezoid under a tilted camera). Reads the live rectangle each frame; hidden when there
 * is none or a corner looks above the horizon.
 */
export function SelectionBox({ colour = '#58d0ff' }: SelectionBoxProps) {
  const group = useRef<Group>(null)
  // The fill (two triangles) and the edge (a loop through the corners) share one position buffer.
  const { geometry, edge } = useMemo(() => {
    const position = new BufferAttribute(new Float32Array(12), 3)
    const fill = new BufferGeometry().setAttribute('position', position)
    fill.setIndex([0, 1, 2, 0, 2, 3])
    return { geometry: fill, edge: new BufferGeometry().setAttribute('position', position) }
  }, [])
  useEffect(
    () => () => {
      geometry.dispose()
      edge.dispose()
    },
    [geometry, edge],
  )

  useFrame(({ camera, size }) => {
    const g = group.current
    const box = liveTools.box
    if (!g) return
    g.visible = false
    if (!box) return
    const position = geometry.getAttribute('position') as BufferAttribute
    const corners = [
      [box.left, box.top],
      [box.right, box.top],
      [box.right, box.bottom],
      [box.left, box.bottom],
    ] as const
    for (let i = 0; i < 4; i++) {
      const [x, y] = corners[i] as readonly [number, number]
      if (!pointerOnTable(x, y, size, camera, _v)) return
      position.setXYZ(i, _v.x, LIFT, _v.z)
    }
    position.needsUpdate = true
    geometry.computeBoundingSphere()
    edge.computeBoundingSphere()
    g.visible = true
  })

  return (
    <group ref={group} visible={false}>
      <mesh geometry={geometry} renderOrder={2}>
        <meshBasicMaterial
          color={colour}
          transparent
          opacity={0.14}
          depthWrite={false}
          toneMapped={false}
          side={DoubleSide}
        />
      </mesh>
      <lineLoop geometry={edge} renderOrder={2}>
        <lineBasicMaterial color={colour} toneMapped={false} />
      </lineLoop>
    </group>
  )
}
