/**
 * The games the standalone preview (`?preview=hoth`) shows: a scenario's opening for two to four seats, with or
 * without leaders, optionally a few turns in (played by a fixed, dice-free policy, so cards sit on discard
 * piles and one lies played), seen from a chosen seat. Read from the page's query string, so a screenshot of
 * any of them is one URL. Pure apart from the engine calls; unit-tested in previewGame.test.ts.
 */
import type { SeatId } from '../../../../engine/core/types'
import { SCENARIOS, hoth, scenarioById } from '../../../../engine/games/hoth'
import type { HothAction, HothConfig, HothState, HothView, LeaderId } from '../../../../engine/games/hoth'

/** What the preview shows besides the scenario. */
export interface PreviewOptions {
  /** Seated players: s1 and s3 Rebels, s2 and s4 the Empire (default 2). */
  players?: 2 | 3 | 4
  /** Each player takes a leader. */
  leaders?: boolean
  /** Turns to play before showing the table (default 0). */
  turns?: number
  /** Then the player whose turn it is plays a card (so one lies played). */
  play?: boolean
  /** The seat looking (default: a spectator). */
  seat?: SeatId | null
  /** Frame the table around the game's panels, as in a game (default: the whole canvas). */
  panels?: boolean
}

/** Reads preview options from a query string: `players=4&leaders=1&turns=3&play=1&seat=s2&panels=1`. */
export function previewOptionsFrom(search: string): PreviewOptions {
  const q = new URLSearchParams(search)
  const players = Number(q.get('players'))
  const turns = Number(q.get('turns'))
  const seat = q.get('seat')
  return {
    players: players === 3 || players === 4 ? players : 2,
    leaders: q.get('leaders') === '1',
    turns: Number.isInteger(turns) && turns > 0 ? Math.min(turns, 40) : 0,
    play: q.get('play') === '1',
    seat: seat && /^s[1-4]$/.test(seat) ? seat : null,
    panels: q.get('panels') === '1',
  }
}

const SEATS: { seat: SeatId; side: 'rebel' | 'empire'; leader: LeaderId }[] = [
  { seat: 's1', side: 'rebel', leader: 'luke' },
  { seat: 's2', side: 'empire', leader: 'vader' },
  { seat: 's3', side: 'rebel', leader: 'leia' },
  { seat: 's4', side: 'empire', leader: 'veers' },
]

/** The steps the policy takes, most wanted first: play, give no orders, skip moves and attacks, end the turn. */
const POLICY: readonly HothAction['type'][] = ['play-card', 'confirm-orders', 'end-moves', 'end-turn', 'fleet-discard']

/**
 * Plays `turns` turns from `state` with the policy (deterministic entropy), then, with `play`, the next card;
 * stops early if it gets stuck.
 */
function playTurns(state: HothState, turns: number, play: boolean): HothState {
  const target = state.turn.number + turns
  const done = (s: HothState) => s.turn.number >= target && (!play || s.turn.card !== null)
  for (let n = 0; n < (turns + 1) * 12 && !done(state) && !state.result; n++) {
    const seat = state.turn.pending?.kind === 'fleet' ? state.turn.pending.seat : state.turn.seat
    const legal = hoth.legalActions(state, seat)
    const action = POLICY.map((type) => legal.find((a) => a.type === type)).find(Boolean)
    if (!action) break
    const result = hoth.apply(state, { ...action, entropy: (0xc0ffee00 + n).toString(16).padStart(16, '0') }, seat)
    if (!result.ok) break
    state = result.state
  }
  return state
}

/** The preview's view of `scenario` (an unknown id shows the first scenario). */
export function previewView(scenario: string, options: PreviewOptions = {}): HothView {
  const id = scenarioById(scenario) ? scenario : (SCENARIOS[0]?.id ?? scenario)
  const seats = SEATS.slice(0, options.players ?? 2)
  const players: HothConfig['players'] = seats.map((s) => ({
    seat: s.seat,
    side: s.side,
    ...(options.leaders ? { leader: s.leader } : {}),
  }))
  const start = hoth.setup(
    { scenario: id, players },
    seats.map((s) => s.seat),
    '00c0ffee00c0ffee',
  )
  const state = playTurns(start, options.turns ?? 0, options.play ?? false)
  return hoth.view(state, options.seat ?? null)
}
