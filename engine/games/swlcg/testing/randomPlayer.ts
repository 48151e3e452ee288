/**
 * TEST-ONLY random player for SWLCG: plays random legal actions (weighted toward playing cards and fighting so
 * games finish) and records the log. Used by the property test and the benchmarks.
 */
import { createRng, type Rng } from '../../../core/random'
import type { SeatId } from '../../../core/types'
import { swlcgNeedsEntropy } from '../apply'
import { swlcg } from '../swlcg'
import type { SwlcgAction, SwlcgConfig, SwlcgState } from '../types'
import { entropy } from './fixtures'

/** How likely each action type is picked (1 when not listed); conceding is never picked. */
const WEIGHTS: Record<string, number> = {
  play: 30,
  engage: 20,
  'declare-attackers': 5,
  'place-edge': 2,
  'commit-force': 3,
  'balance-damage': 10,
  'answer-support': 2,
  mulligan: 0.3,
  concede: 0,
  undo: 0.3,
  'end-conflict': 0.5,
}

/** Picks an option with probability proportional to its type's weight (the race tests pick this way too). */
export function weightedPick<T extends { action: { type: string } }>(rng: Rng, options: readonly T[]): T {
  const weights = options.map((o) => Math.round((WEIGHTS[o.action.type] ?? 1) * 10))
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

/** One logged step of a random game. */
export type LoggedAction = { seat: SeatId; action: SwlcgAction }

/** A finished (or capped) random game. */
export type RandomGame = { setupEntropy: string; log: LoggedAction[]; state: SwlcgState }

/**
 * Plays random legal actions from `seed` until the game ends or `maxActions`; `check` runs after every step.
 * Throws if a listed legal action is refused or nobody has an action before the end.
 */
export function playRandomGame(
  config: SwlcgConfig,
  seed: number,
  maxActions = 5000,
  check: (state: SwlcgState, action: LoggedAction) => void = () => {},
): RandomGame {
  const seats = config.players.map((p) => p.seat)
  const setupEntropy = entropy(seed)
  let state = swlcg.setup(config, seats, setupEntropy)
  const bot = createRng(setupEntropy, 'bot')
  const log: LoggedAction[] = []
  for (let n = 0; n < maxActions && swlcg.outcome(state) === null; n++) {
    const options = seats.flatMap((seat) =>
      swlcg
        .legalActions(state, seat)
        .filter((a) => a.type !== 'concede')
        .map((action) => ({ seat, action })),
    )
    if (options.length === 0) throw new Error(`no legal action at step ${n} (${state.turn.step})`)
    const { seat, action } = weightedPick(bot, options)
    const full: SwlcgAction = swlcgNeedsEntropy(state, action)
      ? { ...action, entropy: entropy(seed * 100_000 + n) }
      : action
    const result = swlcg.apply(state, full, seat)
    if (!result.ok)
      throw new Error(`legal action refused at ${n}: ${JSON.stringify(action)}: ${result.error.reason.en}`)
    state = result.state
    log.push({ seat, action: full })
    check(state, { seat, action: full })
  }
  return { setupEntropy, log, state }
}
