/**
 * The pipeline's steps that hook modules call back into. The rules are mutually recursive — a hit opens a window
 * whose answer makes a hit, a defeat's blast deals damage, a paused move's attack ends in the turn's flow — so a hook
 * module that an owner imports cannot import that owner back. Each owner (attacks.ts, flow.ts, harm.ts, rounds.ts,
 * powers.ts, specialPowers.ts) registers its steps here when it loads, and the hook modules call them through
 * `steps()`. apply.ts imports every owner, so the steps are in place before any action is applied.
 */
import type { afterHit, attackModifiers, hit, settle, settleQuietly, turnMayAttack } from './attacks'
import type { endTurn, proceed } from './flow'
import type { dealDamage } from './harm'
import type { usePower } from './powers'
import type { startRound } from './rounds'
import type { finishSpecialSave } from './specialPowers'

/** Every late-bound step, by the name its owner exports it under. */
export interface PipelineSteps {
  attackModifiers: typeof attackModifiers
  turnMayAttack: typeof turnMayAttack
  settle: typeof settle
  settleQuietly: typeof settleQuietly
  hit: typeof hit
  afterHit: typeof afterHit
  proceed: typeof proceed
  endTurn: typeof endTurn
  dealDamage: typeof dealDamage
  startRound: typeof startRound
  usePower: typeof usePower
  finishSpecialSave: typeof finishSpecialSave
}

const registered: Partial<PipelineSteps> = {}

/** Called by an owner module as it loads, with the steps it owns. */
export function registerSteps(own: Partial<PipelineSteps>): void {
  Object.assign(registered, own)
}

/** The registered steps; a step whose owner has not loaded is a programming error, not a player's. */
export function steps(): PipelineSteps {
  return registered as PipelineSteps
}
