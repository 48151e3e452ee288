/**
 * A few random skirmishes among the squad family's fixtures only (as rebel and imperial copies, like
 * propertyAbilities.test.ts): the invariants after every step, legal ⇔ apply now and then, every game ending.
 */
import { describe, expect, it } from 'vitest'
import type { CharacterDef } from './data/types'
import { createSwm } from './swm'
import { SQUAD_FIXTURES } from './testing/fixtures/squad'
import { brokenInvariant, crossCheck } from './testing/invariants'
import { playRandomGame } from './testing/randomPlayer'

const TABLE: CharacterDef[] = SQUAD_FIXTURES.flatMap((c) =>
  (['rebel', 'imperial'] as const).map((faction) => ({
    ...c,
    id: `${c.id}.${faction}`,
    faction,
    unique: c.unique ? { group: `${c.unique.group}.${faction}` } : null,
  })),
)
const ROSTER = new Map(TABLE.map((c) => [c.id, c]))
const GAME = createSwm(ROSTER)

describe('random legal play with the squad family', () => {
  it('3 games keep the invariants, agree with legalActions and end', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const activations = new Map<number, string>()
      const game = playRandomGame(
        seed,
        4000,
        (state, log) => {
          const broken = brokenInvariant(ROSTER, state, log, activations)
          if (broken) expect.fail(`seed ${seed}, step ${log.length}: ${broken}`)
          if (log.length % 17 === 0) crossCheck(GAME, ROSTER, state)
        },
        GAME,
        TABLE,
      )
      expect(GAME.outcome(game.state), `seed ${seed} ended`).not.toBeNull()
    }
  }, 240_000)
})
