/**
 * Property test: random legal play from random seeds in every scenario never throws, never leaves a state
 * that contradicts `legalActions` (every listed action is accepted; someone always has an action until the
 * game ends; board invariants hold), and every game ends with a winner.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../core/hidden'
import { hashState } from '../../core/hash'
import { isBoardHex } from './board'
import { SCENARIOS } from './data/scenarios'
import { unitSpec } from './data/units'
import { hoth } from './hoth'
import { terrainAllows } from './queries'
import type { HothConfig, HothState } from './types'
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

/** Plays one random game with the invariants checked after every step. */
function randomGame(config: HothConfig, seed: number): { state: HothState } {
  return playRandomGame(config, seed, MAX_ACTIONS, checkInvariants)
}

describe('random legal play', () => {
  for (const scenario of SCENARIOS) {
    it(`${scenario.id}: 2-player games end with a winner`, () => {
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

  it('4-player team games end, with hands and decks split per player', () => {
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

  it('3-player games end', () => {
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

  it('the same seed replays to the same state hash', () => {
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
