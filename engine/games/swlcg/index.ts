/** Star Wars: The Card Game: the game definition and the small API a table needs to offer and explain moves. */
export { swlcg } from './swlcg'
export { ENTROPY_ACTIONS, swlcgNeedsEntropy, actingSide } from './apply'
export { validateConfig } from './setup'
export {
  zones as swlcgZones,
  opponent,
  sideOfPlayer,
  teamOf,
  teammate,
  facing,
  isTeamGame,
  playerOf,
  PLAYERS,
} from './queries'
export { strikeIcons, unitDamageTargets } from './strikes'
export { responsesFor, shieldTargets } from './responses'
export { remainingCapacity } from './abilities/modifiers'
export type { ResponseWindow, Trigger, Response } from './responses'
export { findPayment, paymentProblem, deployProblem } from './deploy'
export type { SwlcgView } from './view'
export type * from './types'
export * from './data'
