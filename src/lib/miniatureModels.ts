/**
 * The miniature models the app ships (public/models: the trooper from scripts/make-models.ts, the Battle of Hoth
 * figures and structures from scripts/make-hoth-models.ts, the Star Wars Miniatures characters from
 * scripts/make-swm-models.ts). A model look names one of them, optionally with an armour colour after '#':
 * 'models/trooper.glb#b8412f' is the trooper in the Rebels' red. (A named figure's look, 'swm/darth-vader-figure',
 * is turned into its model look by src/boxes first: miniatureModelLook.)
 */
import { HOTH_MODEL_KINDS, hothModelPath } from '../games/hoth/pieces/hothModels'
import { SWM_MODELS, swmModelPath } from '../games/swm/pieces/swmModels'

/** Model paths, relative to the app's base URL; the first is the fallback for any other look. */
export const MINIATURE_MODELS: readonly string[] = [
  'models/trooper.glb',
  ...HOTH_MODEL_KINDS.map(hothModelPath),
  ...SWM_MODELS.map(swmModelPath),
]

/** A look's model (a shipped path, the trooper for anything else) and armour tint (CSS colour), if any. */
export function parseMiniatureLook(look: string): { model: string; tint: string | null } {
  const hash = look.indexOf('#')
  const path = hash < 0 ? look : look.slice(0, hash)
  const colour = hash < 0 ? '' : look.slice(hash + 1)
  return {
    model: MINIATURE_MODELS.includes(path) ? path : (MINIATURE_MODELS[0] as string),
    tint: /^[0-9a-f]{6}$/i.test(colour) ? `#${colour.toLowerCase()}` : null,
  }
}

/** URL of a miniature's model; a look no box ships falls back to the trooper (never fetches a peer's path). */
export function miniatureUrl(look: string, base = import.meta.env.BASE_URL): string {
  return `${base}${parseMiniatureLook(look).model}`
}
