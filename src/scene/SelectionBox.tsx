import { useEffect, useMemo, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { BufferAttribute, BufferGeometry, Vector3 } from 'three'
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
  const geometry = useMemo(() => {
    const g = new BufferGeometry()
    g.setAttribute('position', new BufferAttribute(new Float32Array(12), 3))
    g.setIndex([0, 2, 1, 0, 3, 2])
    return g
  }, [])
  useEffect(() => () => geometry.dispose(), [geometry])

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
    g.visible = true
  })

  return (
    <group ref={group} visible={false}>
      <mesh geometry={geometry} renderOrder={2}>
        <meshBasicMaterial color={colour} transparent opacity={0.14} depthWrite={false} toneMapped={false} />
      </mesh>
      <lineLoop geometry={geometry} renderOrder={2}>
        <lineBasicMaterial color={colour} toneMapped={false} />
      </lineLoop>
    </group>
  )
}
