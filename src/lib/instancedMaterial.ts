/**
 * MeshStandardMaterial with two small shader additions for instanced table objects:
 * - atlas: each instance picks its face and back cells from a texture atlas (`aCell` = face u,v, back u,v);
 *   vertices with `aSide` 1 sample the face, −1 the back, 0 (edges) one texel near the face cell's corner.
 * - state: `aState` = (hover, locked) per instance; hover brightens with a faint warm glow, locked tints
 *   cool and dim.
 * Both are per-instance attributes, so hovering or locking never changes the draw call count.
 */
import { Color, MeshStandardMaterial, Vector2 } from 'three'
import type { MeshStandardMaterialParameters } from 'three'

/** Atlas options: size of one cell in UV units and where (in a cell's local UV) edges sample. */
export interface AtlasOptions {
  cellSize: [number, number]
  edgeUv?: [number, number]
}

const HOVER_GLOW = '#fff0d0'
const LOCK_TINT = '#8796b0'

/** Creates the instanced material; pass `atlas` for cards and tokens, leave it out for dice. */
export function createInstancedMaterial(params: MeshStandardMaterialParameters, atlas?: AtlasOptions) {
  const material = new MeshStandardMaterial(params)
  const uniforms = {
    uCellSize: { value: new Vector2(...(atlas?.cellSize ?? [1, 1])) },
    uEdgeUv: { value: new Vector2(...(atlas?.edgeUv ?? [0.04, 0.03])) },
    uHoverGlow: { value: new Color(HOVER_GLOW).multiplyScalar(0.07) },
    uLockTint: { value: new Color(LOCK_TINT) },
  }
  material.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms)
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>
attribute vec2 aState;
varying vec2 vState;
${atlas ? 'attribute float aSide;\nattribute vec4 aCell;\nuniform vec2 uCellSize;\nuniform vec2 uEdgeUv;' : ''}`,
      )
      .replace(
        '#include <uv_vertex>',
        `#include <uv_vertex>
vState = aState;
${
  atlas
    ? `vec2 cellLocal = abs(aSide) > 0.5 ? uv : uEdgeUv;
vec2 cellOrigin = aSide < -0.5 ? aCell.zw : aCell.xy;
vMapUv = cellOrigin + cellLocal * uCellSize;`
    : ''
}`,
      )
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
varying vec2 vState;
uniform vec3 uHoverGlow;
uniform vec3 uLockTint;`,
      )
      .replace(
        '#include <map_fragment>',
        `#include <map_fragment>
diffuseColor.rgb = mix(diffuseColor.rgb, diffuseColor.rgb * uLockTint, vState.y * 0.6);
diffuseColor.rgb *= 1.0 + 0.18 * vState.x;`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        `#include <emissivemap_fragment>
totalEmissiveRadiance += uHoverGlow * vState.x;`,
      )
  }
  // Different injected code needs a different compiled program.
  material.customProgramCacheKey = () => (atlas ? 'holotable-atlas' : 'holotable-state')
  return material
}
