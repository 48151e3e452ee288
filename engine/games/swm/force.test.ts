/**
 * Force points in the turn machine: "Egy karakter egy fordulón belül csak egyszer költhet Erő pontot. Azonban egy
 * másik karakter fordulójában ismét van lehetősége" — refused a second time in its own turn, spent again in an
 * enemy's turn (a reroll of its attack of opportunity); Master of the Force 2 spends twice. Also Flight ("figyelmen
 * kívül hagyja az ellenséges karaktereket") provokes no attack of opportunity, and a figure defeated next to a door
 * closes it at the end of that turn.
 */
import { describe, expect, it } from 'vitest'
import { createSwm } from './swm'
import { fixture, TEST_ROSTER } from './testing/roster'
import { act, DARK, entropyRolling, LIGHT, placed, refusal, squad, started } from './testing/skirmish'
import type { SwmState } from './types'

const ROSTER = new Map(TEST_ROSTER)
for (const def of [
  fixture('t-jedi', 'Jedi', { force: 3, hp: 10, attack: 10 }),
  fixture('t-master', 'Jedi Master', { force: 4, forcePowers: [{ id: 'master-of-the-force', n: 2 }] }),
  fixture('t-flyer', 'Flyer', { abilities: [{ id: 'flight' }] }),
  fixture('t-crusher', 'Crusher Droid', { faction: 'separatist', traits: ['droid'], attack: 30, damage: 40 }),
])
  ROSTER.set(def.id, def)
const game = createSwm(ROSTER)
const ERA = { era: 'rise-of-the-empire' as const }

/** One light figure of `light` against one Crusher Droid, placed in the bottom-left room. */
function duel(light: string, at: { x: number; y: number }, droidAt: { x: number; y: number }): SwmState {
  const state = started(squad('republic', [light, 1]), squad('separatist', ['t-crusher', 1]), LIGHT, ERA, game)
  return placed(state, { [`s1/${light}/1`]: at, 's2/t-crusher/1': droidAt })
}

describe('Force spends per turn', () => {
  it('a second Force spend in the same turn is refused; the first bought 2 squares', () => {
    let s = duel('t-jedi', { x: 2, y: 12 }, { x: 8, y: 18 })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-jedi/1' } }, game)
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 12 }], force: 1 } }, game)
    expect(s.figures['s1/t-jedi/1']!.force).toBe(2)
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: [{ x: 4, y: 12 }], force: 1 } }, game)).toBe(
      'force-limit-this-turn',
    )
  })

  it("in an enemy's turn the same figure may spend again: its missed attack of opportunity is rerolled", () => {
    let s = duel('t-jedi', { x: 2, y: 12 }, { x: 4, y: 12 })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-jedi/1' } }, game)
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 12 }], force: 1 } }, game)
    s = act(s, LIGHT, { type: 'end-turn' }, game)
    expect(s.phase?.seat).toBe(DARK)
    s = act(s, DARK, { type: 'activate', payload: { figure: 's2/t-crusher/1' } }, game)
    s = act(
      s,
      DARK,
      {
        type: 'move',
        payload: {
          path: [
            { x: 5, y: 12 },
            { x: 6, y: 12 },
          ],
        },
      },
      game,
    )
    expect(s.pending.at(-1)).toMatchObject({ kind: 'aoo', seat: LIGHT, offers: ['s1/t-jedi/1'] })
    const miss = entropyRolling(1, 'attack', 's1/t-jedi/1', s.turn!.ref, 'aoo')
    s = act(s, LIGHT, { type: 'aoo', payload: { attacker: 's1/t-jedi/1' }, entropy: miss }, game)
    expect(s.pending.at(-1)).toMatchObject({ kind: 'reroll', seat: LIGHT })
    s = act(s, LIGHT, { type: 'reroll' }, game)
    expect(s.figures['s1/t-jedi/1']!.force).toBe(1)
    expect(s.pending).toEqual([])
  })

  it('Master of the Force 2 may spend twice in one turn, not three times', () => {
    let s = duel('t-master', { x: 2, y: 12 }, { x: 8, y: 18 })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-master/1' } }, game)
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 12 }], force: 2 } }, game)
    expect(s.figures['s1/t-master/1']!.force).toBe(2)
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: [{ x: 4, y: 12 }], force: 1 } }, game)).toBe(
      'force-limit-this-turn',
    )
  })

  it('more Force points than the figure has are refused', () => {
    let s = duel('t-master', { x: 2, y: 12 }, { x: 8, y: 18 })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-master/1' } }, game)
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 12 }], force: 5 } }, game)).toBe('no-force')
  })
})

describe('Flight and attacks of opportunity', () => {
  it('a flyer leaving an adjacent enemy provokes nothing; a walker leaving the same square does', () => {
    for (const [who, provokes] of [
      ['t-flyer', false],
      ['t-jedi', true],
    ] as const) {
      let s = duel(who, { x: 3, y: 12 }, { x: 4, y: 12 })
      s = act(s, LIGHT, { type: 'activate', payload: { figure: `s1/${who}/1` } }, game)
      s = act(
        s,
        LIGHT,
        {
          type: 'move',
          payload: {
            path: [
              { x: 2, y: 12 },
              { x: 1, y: 12 },
            ],
          },
        },
        game,
      )
      expect(s.pending.length > 0, who).toBe(provokes)
      if (!provokes) expect(s.figures[`s1/${who}/1`]!.at).toEqual({ x: 1, y: 12 })
      else expect(s.figures[`s1/${who}/1`]!.at).toEqual({ x: 3, y: 12 })
    }
  })
})

describe('doors and defeat', () => {
  it('a figure defeated next to an open door closes it at the end of the turn it fell in, not before', () => {
    let s = started(squad('republic', ['t-jedi', 2]), squad('separatist', ['t-crusher', 1]), LIGHT, ERA, game)
    s = placed(s, { 's1/t-jedi/1': { x: 4, y: 12 }, 's1/t-jedi/2': { x: 0, y: 18 }, 's2/t-crusher/1': { x: 6, y: 12 } })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-jedi/1' } }, game)
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 4, y: 11 }] } }, game)
    expect(s.doors['door-5']).toBe(false)
    s = act(s, LIGHT, { type: 'end-turn' }, game)
    expect(s.doors['door-5']).toBe(true)
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-jedi/2' } }, game)
    s = act(s, LIGHT, { type: 'end-turn' }, game)
    s = act(s, DARK, { type: 'activate', payload: { figure: 's2/t-crusher/1' } }, game)
    s = act(s, DARK, { type: 'move', payload: { path: [{ x: 5, y: 12 }] } }, game)
    const crit = entropyRolling(20, 'attack', 's2/t-crusher/1', s.turn!.ref, 2)
    s = act(s, DARK, { type: 'attack', payload: { target: 's1/t-jedi/1' }, entropy: crit }, game)
    expect(s.figures['s1/t-jedi/1']!.defeated).toBe(true)
    expect(s.doors['door-5']).toBe(true)
    s = act(s, DARK, { type: 'end-turn' }, game)
    expect(s.doors['door-5']).toBe(false)
    expect(game.outcome(s)).toBeNull()
  })
})
