/**
 * TEST-ONLY random player for the skirmish: random squads from the game's table within the point limit, committed
 * and revealed through the real squad stage, then random legal actions (weighted toward attacking, and in three
 * seeds of four toward moves that close on the enemy, so most games end by elimination and the rest by the 10-round
 * rule) until the game ends. Used by the property test and the benchmarks.
 */
import { createRng, type Rng } from '../../../core/random'
import type { GameDefinition, SeatId } from '../../../core/types'
import { ENTROPY_ACTIONS } from '../apply'
import { CHARACTERS } from '../data/characters'
import type { CharacterDef } from '../data/types'
import { commitSquad } from '../squadCommit'
import type { SquadList } from '../squadList'
import { swm } from '../swm'
import type { At, SwmAction, SwmConfig, SwmState } from '../types'
import { DARK, entropy, LIGHT, salt } from './skirmish'

/** How likely each action type is picked (1 when not listed); an action of the type is then picked evenly. */
const WEIGHTS: Record<string, number> = {
  attack: 30,
  aoo: 10,
  move: 12,
  'end-turn': 2,
  'decline-aoo': 1,
  'use-power': 4,
  undo: 0.5,
}

/**
 * A random squad of `faction`'s characters from `table` within `limit` points, with at most one Huge figure: two
 * Huge figures and a Large one cannot all stand in a 4 × 7 start zone, and such a squad could never deploy.
 */
export function randomSquad(
  rng: Rng,
  faction: string,
  limit: number,
  table: readonly CharacterDef[] = CHARACTERS,
): SquadList {
  const pool = table.filter((c) => c.faction === faction)
  const counts = new Map<string, number>()
  const groups = new Set<string>()
  let points = 0
  for (let tries = 0; tries < 40; tries++) {
    const c = pool[rng.int(0, pool.length - 1)]!
    if (points + c.cost > limit || (c.unique && groups.has(c.unique.group))) continue
    if (c.size === 'huge' && [...counts.keys()].some((id) => pool.find((p) => p.id === id)!.size === 'huge')) continue
    if (c.unique) groups.add(c.unique.group)
    counts.set(c.id, (counts.get(c.id) ?? 0) + 1)
    points += c.cost
  }
  return { faction, characters: [...counts].map(([id, count]) => ({ id, count })) }
}

/** One logged step of a random game. */
export type LoggedAction = { seat: SeatId; action: SwmAction }

/** A finished (or capped) random game. */
export type RandomGame = { config: SwmConfig; log: LoggedAction[]; state: SwmState }

/** Picks an action type with probability proportional to its weight, then one action of that type. */
function pick(rng: Rng, options: readonly LoggedAction[]): LoggedAction {
  const types = [...new Set(options.map((o) => o.action.type))]
  const weights = types.map((t) => Math.round((WEIGHTS[t] ?? 1) * 10))
  let roll = rng.int(
    1,
    weights.reduce((a, b) => a + b, 0),
  )
  let type = types[types.length - 1]!
  for (let i = 0; i < types.length; i++) {
    roll -= weights[i]!
    if (roll <= 0) {
      type = types[i]!
      break
    }
  }
  const ofType = options.filter((o) => o.action.type === type)
  return ofType[rng.int(0, ofType.length - 1)]!
}

/** The short listed move of the chosen figure that ends nearest (by squares, walls ignored) to an enemy. */
function closing(state: SwmState, options: readonly LoggedAction[], choice: LoggedAction): SwmAction {
  const mover = state.figures[state.turn!.figure]!
  const foes = Object.values(state.figures).filter((f) => f.owner !== mover.owner && f.at && !f.defeated)
  const gap = (a: SwmAction) => {
    const path = (a.payload as { path: At[] }).path
    const end = path[path.length - 1]!
    return Math.min(...foes.map((f) => Math.max(Math.abs(f.at!.x - end.x), Math.abs(f.at!.y - end.y))))
  }
  // Short moves only, so that an attack may still follow.
  const moves = options
    .filter((o) => o.seat === choice.seat && o.action.type === 'move')
    .map((o) => o.action)
    .filter((a) => (a.payload as { path: At[] }).path.length <= 4)
  return moves.reduce((best, a) => (gap(a) < gap(best) ? a : best), choice.action)
}

const SIZE_ORDER = ['small', 'medium', 'large', 'huge']

/**
 * While deploying, only the placements of the largest figures not yet placed (and no undo): placed at random in any
 * order, a huge figure may find no room left in its start zone, and the player would then wander between placing
 * and taking back for thousands of actions.
 */
function deployLargestFirst(
  state: SwmState,
  options: readonly LoggedAction[],
  table: readonly CharacterDef[],
): readonly LoggedAction[] {
  if (state.stage !== 'deploy') return options
  const sizeOf = (o: LoggedAction): number => {
    if (o.action.type !== 'deploy') return -1
    const id = (o.action.payload as { placements: { figure: string }[] }).placements[0]!.figure
    return SIZE_ORDER.indexOf(table.find((c) => c.id === state.figures[id]!.def)!.size)
  }
  const largest = Math.max(...options.map(sizeOf))
  const kept = options.filter((o) => sizeOf(o) === largest && o.action.type !== 'undo')
  return kept.length > 0 ? kept : options
}

/**
 * Plays a random game from `seed` until it ends or `maxActions`; `check` runs after every step. Squads come from
 * `table` (the game's characters unless a test passes its own, with `game` built over them). Throws if a listed
 * action is refused or nobody has an action before the end.
 */
export function playRandomGame(
  seed: number,
  maxActions = 3000,
  check: (state: SwmState, log: readonly LoggedAction[]) => void = () => {},
  game: GameDefinition<SwmState, SwmAction, SwmConfig, SwmState> = swm,
  table: readonly CharacterDef[] = CHARACTERS,
): RandomGame {
  const rng = createRng(entropy(seed + 1), 'swm/random-player')
  const config: SwmConfig = { allowPartial: true }
  const seats = [LIGHT, DARK]
  let state = game.setup(config, seats, entropy(seed))
  const log: LoggedAction[] = []
  const apply = (seat: SeatId, action: SwmAction) => {
    const full = ENTROPY_ACTIONS.has(action.type)
      ? { ...action, entropy: entropy(seed * 100_000 + log.length) }
      : action
    const r = game.apply(state, full, seat)
    if (!r.ok) throw new Error(`seed ${seed}: ${action.type} refused: ${r.error.code} ${r.error.reason.en}`)
    state = r.state
    log.push({ seat, action: full })
    check(state, log)
  }
  const lists: [SeatId, SquadList][] = [
    [LIGHT, randomSquad(rng, 'rebel', 100, table)],
    [DARK, randomSquad(rng, 'imperial', 100, table)],
  ]
  for (const [i, [seat, list]] of lists.entries()) {
    const hash = commitSquad(list, salt(i + 1))
    if (!hash.ok) throw new Error(hash.error.reason.en)
    apply(seat, { type: 'commit-squad', payload: { hash: hash.value } })
  }
  for (const [i, [seat, list]] of lists.entries())
    apply(seat, { type: 'reveal-squad', payload: { list: list as never, salt: salt(i + 1) } })
  while (game.outcome(state) === null && log.length < maxActions) {
    const options = seats.flatMap((seat) => game.legalActions(state, seat).map((action) => ({ seat, action })))
    if (options.length === 0) throw new Error(`seed ${seed}: nobody can act at step ${log.length} (${state.stage})`)
    const choice = pick(rng, deployLargestFirst(state, options, table))
    const approach = choice.action.type === 'move' && seed % 4 !== 0 && rng.int(1, 10) <= 7
    apply(choice.seat, approach ? closing(state, options, choice) : choice.action)
  }
  return { config, log, state }
}
