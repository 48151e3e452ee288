/**
 * TEST-ONLY random player for HKK: plays random legal actions (weighted toward playing cards and attacking so games
 * finish) and records the log; after a turn cap the player to act concedes (an empty deck never loses, 30.5).
 */
import { createRng } from '../../../core/random'
import type { Rng } from '../../../core/random'
import type { SeatId } from '../../../core/types'
import { hkkNeedsEntropy } from '../apply'
import { hkkGame } from '../hkk'
import type { HkkAction, HkkConfig, HkkState } from '../types'
import { entropy, S1, S2 } from './fixtures'

/** How likely each action type is picked (1 when not listed); conceding only at the cap. */
const WEIGHTS: Record<string, number> = {
  'play-card': 20,
  'declare-attacks': 15,
  'move-creature': 8,
  activate: 3,
  announce: 0.5,
  withdraw: 0.5,
  'combat-ability': 3,
  mulligan: 0.3,
  'pass-turn': 0.05,
  concede: 0,
  // Manual resolution: a few operations, then done (it is always listed); a manual card used now and then.
  'manual-op': 0.5,
  'manual-done': 3,
  'manual-use': 0.2,
  dispute: 0.3,
}

/** An action's weight: by type, but moving a creature back to the reserve is rare (it would shuffle forever). */
function weightOf(action: { type: string; payload?: unknown }): number {
  if (action.type === 'move-creature' && (action.payload as { to?: string } | undefined)?.to === 'reserve') return 0.2
  return WEIGHTS[action.type] ?? 1
}

/** Picks an option with probability proportional to its type's weight. */
export function weightedPick<T extends { action: { type: string; payload?: unknown } }>(
  rng: Rng,
  options: readonly T[],
): T {
  const weights = options.map((o) => Math.round(weightOf(o.action) * 10))
  let roll = rng.int(
    1,
    Math.max(
      1,
      weights.reduce((a, b) => a + b, 0),
    ),
  )
  for (let i = 0; i < options.length; i++) {
    roll -= weights[i]!
    if (roll <= 0) return options[i]!
  }
  return options[options.length - 1]!
}

/** One logged step. */
export type LoggedAction = { seat: SeatId; action: HkkAction }

/** A finished random game. */
export type RandomGame = { setupEntropy: string; log: LoggedAction[]; state: HkkState }

/**
 * Plays random legal actions from `seed` until the game ends (conceding after `turnCap` turns); `check` runs after
 * every step. Throws if a listed action is refused or nobody can act.
 */
export function playRandomGame(
  config: HkkConfig,
  seed: number,
  turnCap = 30,
  maxActions = 3000,
  check: (state: HkkState, step: LoggedAction, n: number) => void = () => {},
): RandomGame {
  const seats = [S1, S2]
  const setupEntropy = entropy(seed)
  let state = hkkGame.setup(config, seats, setupEntropy)
  const bot = createRng(setupEntropy, 'bot')
  const log: LoggedAction[] = []
  for (let n = 0; n < maxActions && hkkGame.outcome(state) === null; n++) {
    let options = seats.flatMap((seat) => hkkGame.legalActions(state, seat).map((action) => ({ seat, action })))
    if (state.turn.number > turnCap) options = options.filter((o) => o.action.type === 'concede').slice(0, 1)
    else options = options.filter((o) => o.action.type !== 'concede')
    if (options.length === 0) throw new Error(`no legal action at step ${n} (${state.turn.stage})`)
    const { seat, action } = weightedPick(bot, options)
    const full: HkkAction = hkkNeedsEntropy(action) ? { ...action, entropy: entropy(seed * 100_000 + n) } : action
    const result = hkkGame.apply(state, full, seat)
    if (!result.ok)
      throw new Error(`legal action refused at ${n}: ${JSON.stringify(action)}: ${result.error.reason.en}`)
    state = result.state
    log.push({ seat, action: full })
    check(state, { seat, action: full }, n)
  }
  return { setupEntropy, log, state }
}
