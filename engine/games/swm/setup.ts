/**
 * Setting up a skirmish (rulebook "Csapat összeállítása", analysis §4): the room's choices are checked, and the game
 * starts in the squad stage with no figure yet — each player commits to a secret list first (squadActions.ts).
 */
import { engineError } from '../../core/errors'
import type { EngineError, SeatId } from '../../core/types'
import { SWM_MAPS } from './data/maps'
import { isEra } from './data/factions'
import { squadRules } from './squadRules'
import type { SquadRules } from './squadRules'
import type { SeatSide, SwmConfig, SwmState } from './types'

/** The map a room plays on unless it picks another. */
export const DEFAULT_MAP = 'swm/map-starship'

/** Why `config` cannot start a game for `seats`, or null when it can. */
export function validateConfig(config: SwmConfig, seats: readonly SeatId[]): EngineError | null {
  const c = typeof config === 'object' && config !== null ? config : {}
  if (seats.length !== 2 || seats[0] === seats[1])
    return engineError('bad-seats', 'A csatához pontosan két játékos kell.', 'A skirmish needs exactly two players.')
  if (c.map !== undefined && !Object.hasOwn(SWM_MAPS, c.map))
    return engineError('unknown-map', 'Ismeretlen pálya.', 'Unknown map.')
  if (c.era !== undefined && !isEra(c.era)) return engineError('unknown-era', 'Ismeretlen korszak.', 'Unknown era.')
  if (c.darkSeat !== undefined && !seats.includes(c.darkSeat))
    return engineError('bad-seats', 'A sötét oldal helye nincs a játékosok között.', 'The dark seat is not a player.')
  if (c.captureTheDroid !== undefined && typeof c.captureTheDroid !== 'boolean')
    return engineError('bad-variant', 'Hibás játékváltozat.', 'Malformed game variant.')
  const rules = squadRules({ pointLimit: c.pointLimit, era: c.era ?? 'rebellion', side: 'light' })
  return rules.ok ? null : rules.error
}

/** The starting state: the squad stage. Throws on a config `validateConfig` refuses. */
export function setupSwm(config: SwmConfig, seats: SeatId[]): SwmState {
  const problem = validateConfig(config, seats)
  if (problem) throw new Error(problem.reason.en)
  const dark = config.darkSeat ?? seats[1]!
  const sides: SeatSide[] = seats.map((seat) => ({ seat, side: seat === dark ? 'dark' : 'light' }))
  const map = SWM_MAPS[config.map ?? DEFAULT_MAP]!
  return {
    config: {
      map: map.id,
      pointLimit: config.pointLimit ?? 100,
      era: config.era ?? 'rebellion',
      allowPartial: config.allowPartial === true,
      seats: sides,
    },
    stage: 'squads',
    squads: Object.fromEntries(seats.map((s) => [s, { commitment: null, revealed: null, faction: null, points: 0 }])),
    figures: {},
    order: [],
    doors: Object.fromEntries(map.doors.filter((d) => !d.role).map((d) => [d.id, false])),
    deploying: null,
    round: 0,
    initiative: null,
    phase: null,
    turn: null,
    pending: [],
    turns: 0,
    quiet: { rounds: 0, offenseThisRound: false },
    result: null,
    undo: null,
    // Capture the droid: the droid starts in the turbolift at the centre of the map (captureDroid.ts).
    ...(config.captureTheDroid === true ? { droid: { at: map.centre[0]!, controller: null } } : {}),
  }
}

/** The squad-building rules of one seat in this game. */
export function rulesForSeat(state: SwmState, seat: SeatId): SquadRules {
  const side = state.config.seats.find((s) => s.seat === seat)!.side
  const { pointLimit, era, allowPartial } = state.config
  const rules = squadRules({ pointLimit, era, side, allowPartial })
  if (!rules.ok) throw new Error('config checked at setup')
  return rules.value
}
