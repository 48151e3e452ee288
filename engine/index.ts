/**
 * Public API of the rules engine: the contract types, the fold, hashing, randomness from log entropy,
 * hidden-information helpers and game-definition guards. Import from here, not from deep paths.
 * @see docs/ARCHITECTURE.md "Engine contract"
 */
export type {
  Action,
  ApplyResult,
  EngineError,
  EngineEvent,
  GameDefinition,
  Json,
  LocalizedText,
  Outcome,
  SeatId,
} from './core/types'

export { coreErrors, engineError, reject } from './core/errors'
export type { CoreErrorCode } from './core/errors'

export { JsonError, assertJson, cloneJson, freezeJson, isPlainObject } from './core/json'
export { canonicalJson, hashState, sha256Hex } from './core/hash'
export { commitment, isSalt, opens } from './core/commitment'

export { MAX_ENTROPY_BYTES, createRng, isValidEntropy, rngForAction } from './core/random'
export type { Rng } from './core/random'

export {
  backOf,
  canSee,
  createZone,
  draw,
  emptyHidden,
  look,
  moveSlot,
  moveSlots,
  redactForSeat,
  reveal,
  showSlotsTo,
  showTo,
  shuffleZone,
  zoneOf,
  zoneSlots,
} from './core/hidden'
export type {
  CardId,
  HiddenState,
  HiddenView,
  SlotId,
  SlotMove,
  Zone,
  ZoneId,
  ZoneOptions,
  ZoneVisibility,
} from './core/hidden'
export { flattenSlotMap, slotGet, slotHas } from './core/slot-map'
export type { SlotMap } from './core/slot-map'

export {
  PayloadError,
  defineGame,
  isActionShape,
  payloadError,
  payloadRecord,
  readInt,
  readOneOf,
  readString,
  requireNoPayload,
  safeApply,
} from './core/game'

export { DEFAULT_SNAPSHOT_EVERY, createFold, foldLog } from './core/fold'
export type { Fold, FoldEntry, FoldInit, FoldOptions, FoldStep } from './core/fold'

// TEST-ONLY game, exported for tests and benchmarks in other layers (net convergence tests, bench).
export { tally, generateTallyLog } from './games/tally'
export type { TallyAction, TallyConfig, TallyState, TallyView } from './games/tally'

// Star Wars: Battle of Hoth (docs/games/hoth.md). Its hint API (reachable hexes, attack plans, line of sight)
// is in engine/games/hoth/index.ts.
export { hoth } from './games/hoth'
export type { HothAction, HothConfig, HothState, HothView } from './games/hoth'

// Sandbox cards (docs/games/tabletop.md): piles, hands and table cards behind the hidden-information helpers.
export {
  tabletop,
  TABLETOP_ENTROPY_ACTIONS,
  tabletopNeedsEntropy,
  COIN_FACES,
  DIE_FACE_COUNT,
  DIE_KINDS,
  HOTH_DIE_FACES,
} from './games/tabletop'
export type { DieKind, DieState, TabletopAction, TabletopConfig, TabletopState, TabletopView } from './games/tabletop'
