/**
 * TEST-ONLY helpers for skirmish tests: a game started through the real squad stage (commit, reveal) and
 * deployment, actions with automatic entropy, figures moved by hand for a scenario, and entropy that rolls a wanted
 * natural. Seat s1 plays the light side, s2 the dark side.
 */
import { cloneJson } from '../../../core/json'
import { createRng } from '../../../core/random'
import type { Action, GameDefinition, SeatId } from '../../../core/types'
import { ENTROPY_ACTIONS } from '../apply'
import { dieStream, type DieKind } from '../attack/dice'
import { commitSquad } from '../squadCommit'
import type { SquadList } from '../squadList'
import { createSwm } from '../swm'
import type { At, SwmAction, SwmConfig, SwmState } from '../types'
import { TEST_ROSTER } from './roster'

export const LIGHT = 's1'
export const DARK = 's2'

/** The game over the test roster (real characters plus fixtures). */
export const testGame: GameDefinition<SwmState, SwmAction, SwmConfig, SwmState> = createSwm(TEST_ROSTER)

/** Deterministic entropy for the n-th call. */
export function entropy(n: number): string {
  return n.toString(16).padStart(16, '0')
}

/** A salt for seat number `n` (tests only; a browser draws 32 random bytes). */
export function salt(n: number): string {
  return n.toString(16).padStart(64, '0')
}

let counter = 1

/** Applies `action` (with entropy added when the type needs it); throws with the reason if it is refused. */
export function act(state: SwmState, seat: SeatId, action: Action, game = testGame): SwmState {
  const full = ENTROPY_ACTIONS.has(action.type) && !action.entropy ? { ...action, entropy: entropy(counter++) } : action
  const r = game.apply(state, full as SwmAction, seat)
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error.code} ${r.error.reason.en}`)
  return r.state
}

/** The refusal code of `action`, or 'ok' when it is accepted. */
export function refusal(state: SwmState, seat: SeatId, action: Action, game = testGame): string {
  const full = ENTROPY_ACTIONS.has(action.type) && !action.entropy ? { ...action, entropy: entropy(counter++) } : action
  const r = game.apply(state, full as SwmAction, seat)
  return r.ok ? 'ok' : r.error.code
}

/** A game after both squads are committed and revealed (stage 'deploy'). */
export function revealed(light: SquadList, dark: SquadList, config: SwmConfig = {}, game = testGame): SwmState {
  let state = game.setup(config, [LIGHT, DARK], '00')
  const lists: [SeatId, SquadList][] = [
    [LIGHT, light],
    [DARK, dark],
  ]
  for (const [i, [seat, list]] of lists.entries()) {
    const hash = commitSquad(list, salt(i + 1))
    if (!hash.ok) throw new Error(hash.error.reason.en)
    state = act(state, seat, { type: 'commit-squad', payload: { hash: hash.value } }, game)
  }
  for (const [i, [seat, list]] of lists.entries())
    state = act(state, seat, { type: 'reveal-squad', payload: { list, salt: salt(i + 1) } as never }, game)
  return state
}

/** Deploys every figure of both sides on the first free squares of their zones (dark first) and confirms. */
export function deployed(state: SwmState, game = testGame): SwmState {
  for (const seat of [DARK, LIGHT]) {
    for (;;) {
      const [first] = game.legalActions(state, seat)
      if (!first) throw new Error('no deployment action')
      state = act(state, seat, first, game)
      if (first.type === 'confirm-deployment') break
    }
  }
  return state
}

/** A game in round 1 with `first` to activate: squads revealed and deployed, initiative rolled and chosen. */
export function started(
  light: SquadList,
  dark: SquadList,
  first: SeatId = LIGHT,
  config: SwmConfig = {},
  game = testGame,
): SwmState {
  let state = deployed(revealed(light, dark, config, game), game)
  for (let i = 0; state.stage === 'initiative'; i++) state = act(state, LIGHT, { type: 'roll-initiative' }, game)
  return act(state, state.initiative!.winner!, { type: 'choose-first', payload: { seat: first } }, game)
}

/** The state with figures moved to the given squares (a scenario's set-up; no rule is checked). */
export function placed(state: SwmState, where: Record<string, At | null>): SwmState {
  const next = cloneJson(state) as SwmState
  for (const [id, at] of Object.entries(where)) {
    const f = next.figures[id]
    if (!f) throw new Error(`no figure ${id}`)
    f.at = at
    if (at === null) f.defeated = true
  }
  return next
}

/** Entropy whose d20 on `stream` is `natural` (found by search). */
export function entropyRolling(natural: number, kind: DieKind, ...parts: (string | number)[]): string {
  const stream = dieStream(kind, ...parts)
  for (let n = 0; n < 100_000; n++) {
    const e = `f00d${n.toString(16).padStart(8, '0')}`
    if (createRng(e, stream).int(1, 20) === natural) return e
  }
  throw new Error('no entropy found')
}

/** A squad list from `[id, count]` pairs. */
export function squad(faction: string, ...entries: [string, number][]): SquadList {
  return { faction, characters: entries.map(([id, count]) => ({ id, count })) }
}
