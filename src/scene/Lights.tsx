import { memo } from 'react'
import { Environment, Lightformer } from '@react-three/drei'

/** The colours and strengths of a lighting rig; the geometry (positions, shadow camera) is shared. */
export interface LightPalette {
  /** Hemisphere sky and ground colours and intensity. */
  hemisphere: [string, string, number]
  key: { colour: string; intensity: number }
  environmentIntensity: number
  /** Top, left and right light panels of the environment: colour and intensity. */
  panels: [[string, number], [string, number], [string, number]]
}

/** Warm table light for the sandbox's walnut and felt. */
export const WARM_TABLE: LightPalette = {
  hemisphere: ['#fff0db', '#3a2616', 0.75],
  key: { colour: '#ffe4c2', intensity: 2.3 },
  environmentIntensity: 0.55,
  panels: [
    ['#ffe8c8', 3],
    ['#ffd2a0', 1.2],
    ['#b8d4ff', 0.8],
  ],
}

/** Cooler, whiter light for Battle of Hoth, so snow reads as snow rather than sand and ice keeps its blue. */
export const SNOW_TABLE: LightPalette = {
  hemisphere: ['#eef3ff', '#2b2420', 0.8],
  key: { colour: '#fff4e6', intensity: 2.2 },
  environmentIntensity: 0.5,
  panels: [
    ['#f4f6ff', 3],
    ['#ffe2c0', 1.2],
    ['#b8d4ff', 1.1],
  ],
}

/** Props of Lights. */
export interface LightsProps {
  /** Shadow map size in texels (square). Default 2048. */
  shadowMapSize?: number
  /** Colours and strengths (default: the warm table). */
  palette?: LightPalette
}

/**
 * Soft table lighting: one shadow-casting key light with a shadow camera fitted to the table, a hemisphere
 * fill, and a small studio environment made of light panels (rendered once, nothing downloaded).
 *
 * Memoised: drei's Environment re-captures its cube and three rebuilds the PMREM whenever the panels are new
 * elements, so a parent's re-render (every game step) must not re-render these.
 */
export const Lights = memo(function Lights({ shadowMapSize = 2048, palette = WARM_TABLE }: LightsProps) {
  const [top, left, right] = palette.panels
  return (
    <>
      <hemisphereLight args={palette.hemisphere} />
      <directionalLight
        position={[4.5, 12, 7]}
        intensity={palette.key.intensity}
        color={palette.key.colour}
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
      <Environment resolution={128} frames={1} environmentIntensity={palette.environmentIntensity}>
        <Lightformer
          form="rect"
          intensity={top[1]}
          color={top[0]}
          position={[0, 8, 0]}
          rotation-x={Math.PI / 2}
          scale={[12, 8, 1]}
        />
        <Lightformer
          form="rect"
          intensity={left[1]}
          color={left[0]}
          position={[-9, 3, 4]}
          rotation-y={Math.PI / 2}
          scale={[10, 3, 1]}
        />
        <Lightformer
          form="rect"
          intensity={right[1]}
          color={right[0]}
          position={[9, 3, -4]}
          rotation-y={-Math.PI / 2}
          scale={[10, 3, 1]}
        />
      </Environment>
    </>
  )
})
