import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { addAfterEffect, useThree } from '@react-three/fiber'
import { create } from 'zustand'
import { DataTexture, DoubleSide, SRGBColorSpace } from 'three'
import type { Group, Mesh } from 'three'
import { CursorMarker } from './RemotePeer'

/** Whether the table's shaders are compiled: false while a mounted ShaderWarmup works (tables without one never wait). */
export const useShaderWarmup = create<{ done: boolean }>(() => ({ done: true }))

/**
 * Compiles, as soon as the table opens, the shaders of things that appear only later: another player's cursor,
 * the ghost of what they drag, the selection box and the measuring line.
 *
 * WebGL compiles a shader program the first time something drawn needs it, and the page's main thread waits
 * for it. On a real GPU that is milliseconds; with software rendering (and on slow devices) it measured 10–17
 * seconds, during which the page handled no messages at all: another player's first cursor arriving in the
 * middle of a shuffle held that shuffle up for as long. three's `compileAsync` asks for the programs up front
 * and then draws them once; where the browser compiles in parallel (KHR_parallel_shader_compile) the compiling
 * does not block, and where it does not, the wait happens while the table is loading instead of in the middle of a
 * game. A program depends on the scene's lights and environment, so the warm-up starts once the environment map
 * exists. The stand-ins wait far below the table, then are drawn under the table top, so nothing shows; after that frame they are hidden (but kept:
 * three frees a program when no material uses it any more), and `useShaderWarmup` says so (SceneReady waits).
 */
export function ShaderWarmup() {
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const group = useRef<Group>(null)
  const [done, setDone] = useState(false)
  const map = useMemo(() => {
    const texture = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1)
    texture.colorSpace = SRGBColorSpace
    texture.needsUpdate = true
    return texture
  }, [])
  // The stand-ins are never disposed by React (`dispose={null}`, see below), so they are freed here with the table.
  useEffect(
    () => () => {
      map.dispose()
      group.current?.traverse((o) => {
        const part = o as Partial<Mesh>
        part.geometry?.dispose()
        const materials = part.material === undefined ? [] : [part.material].flat()
        for (const m of materials) m.dispose()
      })
    },
    [map],
  )

  // Before any effect runs (SceneReady's included): the table is not ready until the warm-up is done. A table
  // closed before its warm-up finished (a joiner's sandbox giving way to the room's real game) must not leave the
  // next table waiting for a warm-up that will never finish.
  useLayoutEffect(() => {
    useShaderWarmup.setState({ done: false })
    return () => useShaderWarmup.setState({ done: true })
  }, [])
  useEffect(() => {
    if (done) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | null = null
    const finish = () => {
      if (!live) return
      setDone(true)
      useShaderWarmup.setState({ done: true })
    }
    // Compiling is not enough: the browser may defer the work until a program is first drawn with (checking its
    // status then blocks). So the stand-ins are drawn once, under the table top, and hidden after that frame.
    const drawOnce = () => {
      const stand = group.current
      if (!live || !stand) return
      stand.traverse((o) => (o.frustumCulled = false))
      stand.position.y = -0.5
      const stop = addAfterEffect(() => {
        stop()
        stand.visible = false
        finish()
      })
      invalidate()
    }
    const start = () => {
      const stand = group.current
      if (!live || !stand) return
      // The environment map is rendered on a frame of its own; keep frames coming until it is there.
      if (!scene.environment) {
        invalidate()
        timer = setTimeout(start, 50)
        return
      }
      // Without the parallel-compile extension compileAsync compiles synchronously anyway, then polls, and
      // three warns about the missing extension on every canvas: compile directly instead.
      if (gl.extensions.has('KHR_parallel_shader_compile'))
        gl.compileAsync(stand, camera, scene).then(drawOnce, drawOnce)
      else {
        gl.compile(stand, camera, scene)
        drawOnce()
      }
    }
    start()
    return () => {
      live = false
      if (timer !== null) clearTimeout(timer)
    }
  }, [gl, camera, scene, invalidate, done])

  return (
    <group ref={group} position-y={-60} dispose={null}>
      <CursorMarker colour="#888888" />
      <mesh>
        <planeGeometry args={[0.1, 0.1]} />
        {/* The drag ghost's material (DragGhost.tsx). */}
        <meshStandardMaterial map={map} emissive="#888888" transparent opacity={0.6} depthWrite={false} />
      </mesh>
      <mesh>
        <planeGeometry args={[0.1, 0.1]} />
        {/* The selection box's fill (SelectionBox.tsx). */}
        <meshBasicMaterial transparent opacity={0.14} depthWrite={false} toneMapped={false} side={DoubleSide} />
      </mesh>
      <lineLoop>
        <bufferGeometry />
        <lineBasicMaterial toneMapped={false} />
      </lineLoop>
    </group>
  )
}
