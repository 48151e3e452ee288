/**
 * TEST-ONLY helpers for the Hoth panel tests: a seat's view of a scenario's start, log lines from events, and
 * the log of a whole random game replayed through the engine.
 */
import type { EngineEvent, Json, SeatId } from '../../../../engine/core/types'
import type { HothConfig, HothView } from '../../../../engine/games/hoth'
import { hoth } from '../../../../engine/games/hoth'
import { startGame } from '../../../../engine/games/hoth/testing/fixtures'
import { playRandomGame } from '../../../../engine/games/hoth/testing/randomPlayer'
import type { HothLogLine } from '../contract'

/** Player names of the fixtures' seats (s1 Rebel, s2 Empire). */
export const NAMES: Readonly<Record<SeatId, string>> = { s1: 'Anna', s2: 'Béla' }

/** Seat s1's view of the start of `scenario`. */
export function startView(scenario = 'walkers-in-the-valley', seat: SeatId | null = 's1'): HothView {
  return hoth.view(startGame(scenario), seat)
}

/** A log line for one event. */
export function line(type: string, data: Json, seat: SeatId = 's2', turn = 1): HothLogLine {
  return { key: `${turn}-${type}`, turn, seat, event: { type, data } }
}

/** A random two-player game of `scenario` replayed through the engine: its final view (for s1) and its log. */
export function randomGameLog(scenario: string, seed: number): { view: HothView; log: HothLogLine[] } {
  const config: HothConfig = {
    scenario,
    players: [
      { seat: 's1', side: 'rebel', leader: 'luke' },
      { seat: 's2', side: 'empire', leader: 'vader' },
    ],
  }
  const game = playRandomGame(config, seed)
  let state = hoth.setup(config, ['s1', 's2'], game.setupEntropy)
  const log: HothLogLine[] = []
  for (const [n, { seat, action }] of game.log.entries()) {
    const turn = state.turn.number
    const result = hoth.apply(state, action, seat)
    if (!result.ok) throw new Error(`replay refused ${action.type}: ${result.error.reason.en}`)
    state = result.state
    result.events.forEach((event: EngineEvent, i) => log.push({ key: `${n}.${i}`, turn, seat, event }))
  }
  return { view: hoth.view(state, 's1'), log }
}
