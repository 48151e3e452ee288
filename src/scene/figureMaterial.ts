/**
 * The materials of batched figures (FigureBatch): a standard material that takes its colour (with opacity),
 * roughness, metalness and emissive colour from the baked vertices (figureBake.ts), so the primitives of every
 * model keep their own finish (glossy armour, matte cloth, glowing blades) while sharing one material and one draw.
 */
import { MeshStandardMaterial } from 'three'
import { EMISSIVE_ATTRIBUTE, PBR_ATTRIBUTE } from './figureBake'
import type { FigureLayer } from './figureBake'

const VERTEX_HEAD = `attribute vec2 ${PBR_ATTRIBUTE};
attribute vec3 ${EMISSIVE_ATTRIBUTE};
varying vec2 vBakedPbr;
varying vec3 vBakedEmissive;
`
const FRAGMENT_HEAD = `varying vec2 vBakedPbr;
varying vec3 vBakedEmissive;
`

/** A material for one layer of figures: opaque, or see-through (blended, not writing depth, as glTF's BLEND). */
export function createFigureMaterial(layer: FigureLayer): MeshStandardMaterial {
  const clear = layer === 'clear'
  const material = new MeshStandardMaterial({ vertexColors: true, transparent: clear, depthWrite: !clear })
  material.name = `figures-${layer}`
  material.onBeforeCompile = (shader) => {
    shader.vertexShader =
      VERTEX_HEAD +
      shader.vertexShader.replace(
        '#include <color_vertex>',
        `#include <color_vertex>
  vBakedPbr = ${PBR_ATTRIBUTE};
  vBakedEmissive = ${EMISSIVE_ATTRIBUTE};`,
      )
    shader.fragmentShader =
      FRAGMENT_HEAD +
      shader.fragmentShader
        .replace('#include <roughnessmap_fragment>', 'float roughnessFactor = vBakedPbr.x;')
        .replace('#include <metalnessmap_fragment>', 'float metalnessFactor = vBakedPbr.y;')
        .replace('#include <emissivemap_fragment>', 'totalEmissiveRadiance = vBakedEmissive;')
  }
  // Every figure material compiles to the same program, distinct from a plain standard material's.
  material.customProgramCacheKey = () => 'holotable-baked-figure'
  return material
}
