/**
 * Property test: 500 random games from random squads of the game's table. Every listed action is accepted; now and
 * then every simple action over every figure is accepted exactly when it is listed (moves: every listed path is
 * accepted and every accepted one-step move ends on a listed square); the map's invariants hold after every step (one
 * figure per square, hit points and Force points within the card, figures only where they fit, each figure activated
 * at most once a round); someone can always act; every game ends.
 */
import { describe, expect, it } from 'vitest'
import { CHARACTERS_BY_ID } from './data/characters'
import { swm } from './swm'
import { brokenInvariant, crossCheck } from './testing/invariants'
import { playRandomGame } from './testing/randomPlayer'

const GAMES = 500
const PER_TEST = 100
const CROSS_CHECK_EVERY = 89

describe('random legal play', () => {
  for (let from = 1; from <= GAMES; from += PER_TEST) {
    it(`games ${from}–${from + PER_TEST - 1} keep the invariants, agree with legalActions and end`, () => {
      const endings = new Map<string, number>()
      for (let seed = from; seed < from + PER_TEST; seed++) {
        const activations = new Map<number, string>()
        const game = playRandomGame(seed, 4000, (state, log) => {
          const broken = brokenInvariant(CHARACTERS_BY_ID, state, log, activations)
          if (broken) expect.fail(`seed ${seed}, step ${log.length}: ${broken}`)
          if (log.length % CROSS_CHECK_EVERY === 0) crossCheck(swm, CHARACTERS_BY_ID, state)
        })
        const outcome = swm.outcome(game.state)
        expect(outcome, `seed ${seed} ended`).not.toBeNull()
        endings.set(outcome!.reason.en, (endings.get(outcome!.reason.en) ?? 0) + 1)
      }
      // Random play reaches both ways of ending: elimination and the 10-round rule.
      expect([...endings.keys()].some((r) => r.startsWith('Every enemy'))).toBe(true)
      expect([...endings.keys()].some((r) => r.startsWith('Ten rounds'))).toBe(true)
    }, 240_000)
  }
})
