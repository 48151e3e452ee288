import { Environment, Lightformer } from '@react-three/drei'

/** Props of Lights. */
export interface LightsProps {
  /** Shadow map size in texels (square). Default 2048. */
  shadowMapSize?: number
}

/**
 * Warm, soft table lighting: one shadow-casting key light with a shadow camera fitted to the table, a
 * hemisphere fill, and a small studio environment made of light panels (rendered once, nothing downloaded).
 */
export function Lights({ shadowMapSize = 2048 }: LightsProps) {
  return (
    <>
      <hemisphereLight args={['#fff0db', '#3a2616', 0.75]} />
      <directionalLight
        position={[4.5, 12, 7]}
        intensity={2.3}
        color="#ffe4c2"
        castShadow
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-camera-left={-9}
        shadow-camera-right={9}
        shadow-camera-top={7}
        shadow-camera-bottom={-7}
        shadow-camera-near={4}
        shadow-camera-far={26}
        shadow-bias={-0.0004}
        shadow-normalBias={0.015}
        shadow-radius={3}
      />
      <Environment resolution={128} frames={1} environmentIntensity={0.55}>
        <Lightformer
          form="rect"
          intensity={3}
          color="#ffe8c8"
          position={[0, 8, 0]}
          rotation-x={Math.PI / 2}
          scale={[12, 8, 1]}
        />
        <Lightformer
          form="rect"
          intensity={1.2}
          color="#ffd2a0"
          position={[-9, 3, 4]}
          rotation-y={Math.PI / 2}
          scale={[10, 3, 1]}
        />
        <Lightformer
          form="rect"
          intensity={0.8}
          color="#b8d4ff"
          position={[9, 3, -4]}
          rotation-y={-Math.PI / 2}
          scale={[10, 3, 1]}
        />
      </Environment>
    </>
  )
}
