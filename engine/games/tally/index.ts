/** TEST-ONLY game Tally: a tiny game that exercises the engine core. See tally.ts. */
export { tally, tallyCardId, tallyCardValue, handZone } from './tally'
export type { TallyAction, TallyConfig, TallyState, TallyView } from './tally'
export { generateTallyLog } from './generate'
export type { TallyLog, TallyLogSpec } from './generate'
