/** The tabletop (sandbox cards and dice): the game definition, which actions need entropy, zone names and limits. */
export { tabletop } from './tabletop'
export { TABLETOP_ENTROPY_ACTIONS, tabletopNeedsEntropy } from './apply'
export { BOX_ZONE, TABLE_ZONE, handZone, pileZone } from './zones'
export { tabletopErrors } from './errors'
export { COIN_FACES, DIE_FACE_COUNT, DIE_KINDS, HOTH_DIE_FACES } from './dice'
export * from './types'
