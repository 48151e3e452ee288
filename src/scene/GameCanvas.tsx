import type { ReactNode } from 'react'
import { Canvas } from '@react-three/fiber'
import { NeutralToneMapping } from 'three'
import type { WebGLRenderer } from 'three'

function onCreated({ gl }: { gl: WebGLRenderer }) {
  // As the sandbox table: the neutral curve keeps colours true but reads slightly dark at exposure 1.
  gl.toneMappingExposure = 1.1
}

/** Props of GameCanvas. */
export interface GameCanvasProps {
  /** The camera's field of view (degrees) and where it starts, before the game's camera places it. */
  fov: number
  position: [number, number, number]
  /** The CSS background behind the table (the canvas is transparent around it). */
  background: string
  children: ReactNode
}

/**
 * A game table's Canvas filling its parent, set up as the sandbox table is: drawn on demand only, soft shadows,
 * the neutral tone curve, up to 2× pixel ratio. Shared by Hoth and the skirmish.
 */
export function GameCanvas({ fov, position, background, children }: GameCanvasProps) {
  return (
    <Canvas
      frameloop="demand"
      shadows="percentage"
      dpr={[1, 2]}
      camera={{ fov, near: 0.2, far: 80, position }}
      gl={{ toneMapping: NeutralToneMapping, antialias: true }}
      onCreated={onCreated}
      style={{ background }}
    >
      {children}
    </Canvas>
  )
}
