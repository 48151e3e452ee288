/**
 * TEST-ONLY random player for Battle of Hoth: plays random legal actions (weighted toward fighting so games
 * finish) and records the log. Used by the property test and the benchmarks.
 */
import { createRng, type Rng } from '../../../core/random'
import type { SeatId } from '../../../core/types'
import { ENTROPY_ACTIONS } from '../apply'
import { hoth } from '../hoth'
import type { HothAction, HothConfig, HothState } from '../types'
import { entropy } from './fixtures'

/**
 * How likely the random player is to pick each action type: every legal action stays possible, but fighting
 * is preferred to ending the turn early, undoing or showing hands, so games reach their end in a test's time.
 * A take-back request is usually answered (allowed or refused) and now and then withdrawn by the asker playing
 * on, so random play reaches all three.
 */
const WEIGHTS: Record<string, number> = {
  attack: 40,
  move: 8,
  order: 8,
  undo: 0.2,
  'answer-undo': 15,
  'share-hand': 0.1,
  'end-turn': 0.5,
}

/** Picks an option with probability proportional to its type's weight (1 when not listed). */
export function weightedPick<T extends { action: { type: string } }>(rng: Rng, options: readonly T[]): T {
  const weights = options.map((o) => Math.round((WEIGHTS[o.action.type] ?? 1) * 10))
  let roll = rng.int(
    1,
    weights.reduce((a, b) => a + b, 0),
  )
  for (let i = 0; i < options.length; i++) {
    roll -= weights[i]!
    if (roll <= 0) return options[i]!
  }
  return options[options.length - 1]!
}

/** One logged step of a random game. */
export type LoggedAction = { seat: SeatId; action: HothAction }

/** A finished (or capped) random game. */
export type RandomGame = { setupEntropy: string; log: LoggedAction[]; state: HothState }

/**
 * Plays random legal actions from `seed` until the game ends or `maxActions`; `check` runs after every step.
 * Throws if a listed legal action is refused or nobody has an action before the end.
 */
export function playRandomGame(
  config: HothConfig,
  seed: number,
  maxActions = 6000,
  check: (state: HothState) => void = () => {},
): RandomGame {
  const seats = config.players.map((p) => p.seat)
  const setupEntropy = entropy(seed)
  let state = hoth.setup(config, seats, setupEntropy)
  const bot = createRng(setupEntropy, 'bot')
  const log: LoggedAction[] = []
  for (let n = 0; n < maxActions && hoth.outcome(state) === null; n++) {
    const options = seats.flatMap((seat) => hoth.legalActions(state, seat).map((action) => ({ seat, action })))
    if (options.length === 0) throw new Error(`no legal action at step ${n}`)
    const { seat, action } = weightedPick(bot, options)
    const full: HothAction = ENTROPY_ACTIONS.has(action.type)
      ? { ...action, entropy: entropy(seed * 100_000 + n) }
      : action
    const result = hoth.apply(state, full, seat)
    if (!result.ok)
      throw new Error(`legal action refused at ${n}: ${JSON.stringify(action)}: ${result.error.reason.en}`)
    state = result.state
    log.push({ seat, action: full })
    check(state)
  }
  return { setupEntropy, log, state }
}
