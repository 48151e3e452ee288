/**
 * Property test: random legal play from random seeds in every scenario never throws, never leaves a state
 * that contradicts `legalActions` (every listed action is accepted; now and then, every order, move, attack,
 * retreat, take-back answer and step over every unit, hex and target is accepted exactly when listed; someone always has an
 * action until the game ends; board invariants hold), and every game ends with a winner.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../core/hidden'
import { hashState } from '../../core/hash'
import { BOARD_HEXES, isBoardHex } from './board'
import { ENTROPY_ACTIONS } from './apply'
import { SCENARIOS } from './data/scenarios'
import { unitSpec } from './data/units'
import { hoth } from './hoth'
import { terrainAllows } from './queries'
import type { HothAction, HothConfig, HothState } from './types'
import { playRandomGame } from './testing/randomPlayer'

const MAX_ACTIONS = 6000

/** Board invariants every reachable state must keep. */
function checkInvariants(state: HothState): void {
  const hexes = new Set<string>()
  for (const unit of Object.values(state.units)) {
    expect(isBoardHex(unit.hex)).toBe(true)
    expect(hexes.has(unit.hex)).toBe(false)
    hexes.add(unit.hex)
    expect(unit.figures).toBeGreaterThan(0)
    expect(unit.figures).toBeLessThanOrEqual(unit.maxFigures)
    expect(terrainAllows(state, unit, unit.hex)).toBe(true)
    expect(unit.side).toBe(unitSpec(unit.type).side)
  }
  for (const s of Object.values(state.structures)) if (!s.destroyed) expect(hexes.has(s.hex)).toBe(false)
}

/** Every how many steps the exhaustive legal/apply cross-check runs. */
const CROSS_CHECK_EVERY = 97

/** Actions to try at a state: every listed one plus every simple action over every unit, hex and target. */
function candidates(state: HothState, seat: string): HothAction[] {
  const ids = [...Object.keys(state.units), ...Object.keys(state.structures)]
  const out: HothAction[] = [...hoth.legalActions(state, seat)]
  for (const type of [
    'confirm-orders',
    'end-moves',
    'end-turn',
    'undo',
    'keep-roll',
    'breakthrough',
    'skip-breakthrough',
    'ignore-retreat',
  ] as const) {
    out.push({ type })
  }
  for (const allow of [true, false]) out.push({ type: 'answer-undo', payload: { allow } })
  for (const slot of zoneSlots(state.cards, `hand:${seat}`)) out.push({ type: 'play-card', payload: { slot } })
  for (const unit of Object.keys(state.units)) {
    out.push({ type: 'order', payload: { unit } })
    for (const to of BOARD_HEXES) out.push({ type: 'move', payload: { unit, to } })
    for (const target of ids) out.push({ type: 'attack', payload: { unit, target } })
  }
  for (const to of BOARD_HEXES) out.push({ type: 'retreat', payload: { to } })
  return out
}

/** At a state, an action is accepted by `apply` exactly when `legalActions` lists it (for every seat). */
function crossCheck(state: HothState): void {
  for (const { seat } of state.players) {
    const listed = new Set(hoth.legalActions(state, seat).map((a) => JSON.stringify(a)))
    for (const action of candidates(state, seat)) {
      const key = JSON.stringify(action)
      const full = ENTROPY_ACTIONS.has(action.type) ? { ...action, entropy: 'c0ffee' } : action
      const accepted = hoth.apply(state, full, seat).ok
      expect(accepted, `${seat} ${key} listed=${listed.has(key)}`).toBe(listed.has(key))
    }
  }
}

/**
 * Plays one random game with the invariants checked after every step and the cross-check now and then, and at
 * the first pending take-back request (a rare state the regular cross-check might miss).
 */
function randomGame(config: HothConfig, seed: number): { state: HothState } {
  let step = 0
  let requestChecked = false
  return playRandomGame(config, seed, MAX_ACTIONS, (state) => {
    checkInvariants(state)
    const firstRequest = state.undoRequest !== null && !requestChecked
    if (firstRequest) requestChecked = true
    if (++step % CROSS_CHECK_EVERY === 0 || firstRequest) crossCheck(state)
  })
}

/** Random full games take seconds on a busy 2-core machine; the default 5 s is too tight, and timing is not the point. */
const GAME_TIMEOUT = 120_000

describe('random legal play', () => {
  for (const scenario of SCENARIOS) {
    it(`${scenario.id}: 2-player games end with a winner`, { timeout: GAME_TIMEOUT }, () => {
      for (const seed of [1, 2, 3]) {
        const config: HothConfig = {
          scenario: scenario.id,
          players: [
            { seat: 's1', side: 'rebel', leader: seed === 2 ? 'luke' : null },
            { seat: 's2', side: 'empire', leader: seed === 2 ? 'piett' : null },
          ],
        }
        const { state } = randomGame(config, seed)
        expect(hoth.outcome(state), `${scenario.id} seed ${seed} did not end`).not.toBeNull()
      }
    })
  }

  it('4-player team games end, with hands and decks split per player', { timeout: GAME_TIMEOUT }, () => {
    const config: HothConfig = {
      scenario: 'final-strike',
      players: [
        { seat: 'a', side: 'rebel', leader: 'leia' },
        { seat: 'b', side: 'empire', leader: 'vader' },
        { seat: 'c', side: 'rebel', leader: 'han' },
        { seat: 'd', side: 'empire', leader: 'veers' },
      ],
    }
    const { state } = randomGame(config, 7)
    expect(hoth.outcome(state)).not.toBeNull()
    for (const seat of ['a', 'b', 'c', 'd']) expect(zoneSlots(state.cards, `hand:${seat}`).length).toBeGreaterThan(0)
  })

  it('3-player games end', { timeout: GAME_TIMEOUT }, () => {
    const config: HothConfig = {
      scenario: 'frozen-outpost',
      players: [
        { seat: 'a', side: 'rebel' },
        { seat: 'b', side: 'empire' },
        { seat: 'c', side: 'empire' },
      ],
    }
    expect(hoth.outcome(randomGame(config, 11).state)).not.toBeNull()
  })

  it('the same seed replays to the same state hash', { timeout: GAME_TIMEOUT }, () => {
    const config: HothConfig = {
      scenario: 'walkers-in-the-valley',
      players: [
        { seat: 's1', side: 'rebel' },
        { seat: 's2', side: 'empire' },
      ],
    }
    expect(hashState(randomGame(config, 5).state)).toBe(hashState(randomGame(config, 5).state))
  })
})
