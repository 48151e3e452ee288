import { Environment, Lightformer } from '@react-three/drei'

/**
 * Lighting for the snow board: the sandbox table's set-up (one shadow-casting key light fitted to the table, a
 * hemisphere fill, a small studio environment of light panels) in cooler, whiter tones, so snow reads as snow
 * rather than sand and ice keeps its blue.
 */
export function HothLights() {
  return (
    <>
      <hemisphereLight args={['#eef3ff', '#2b2420', 0.8]} />
      <directionalLight
        position={[4.5, 12, 7]}
        intensity={2.2}
        color="#fff4e6"
        castShadow
        shadow-mapSize={[2048, 2048]}
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
      <Environment resolution={128} frames={1} environmentIntensity={0.5}>
        <Lightformer
          form="rect"
          intensity={3}
          color="#f4f6ff"
          position={[0, 8, 0]}
          rotation-x={Math.PI / 2}
          scale={[12, 8, 1]}
        />
        <Lightformer
          form="rect"
          intensity={1.2}
          color="#ffe2c0"
          position={[-9, 3, 4]}
          rotation-y={Math.PI / 2}
          scale={[10, 3, 1]}
        />
        <Lightformer
          form="rect"
          intensity={1.1}
          color="#b8d4ff"
          position={[9, 3, -4]}
          rotation-y={-Math.PI / 2}
          scale={[10, 3, 1]}
        />
      </Environment>
    </>
  )
}
