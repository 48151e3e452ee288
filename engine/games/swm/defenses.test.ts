/**
 * The target's own saves against damage, rolled from the entropy of the action that dealt it: Shield N ("N mentést
 * csinálhat, melyek sikeréhez legalább 11-et kell dobnia … Minden sikeres védés … 10 ponttal csökkenti a sebesülés
 * értékét") and Avoid Defeat ("2 védekező dobást tehet. Ha mindkettő legalább 11 lesz, a karakter nem hal meg, hanem
 * 10 életponttal folytathatja a játékot").
 */
import { describe, expect, it } from 'vitest'
import { createRng } from '../../core/random'
import { dieStream } from './attack/dice'
import { createSwm } from './swm'
import { fixture } from './testing/roster'
import { act, DARK, LIGHT, placed, squad, started } from './testing/skirmish'
import type { SwmState } from './types'

const CARDS = [
  fixture('d-shielded', 'Shielded Droid', {
    faction: 'republic',
    traits: ['droid'],
    hp: 60,
    defense: 10,
    abilities: [{ id: 'shield', n: 2 }],
  }),
  fixture('d-survivor', 'Survivor', { faction: 'republic', hp: 20, defense: 10, abilities: [{ id: 'avoid-defeat' }] }),
  fixture('d-gunner', 'Gunner', { faction: 'separatist', attack: 30, damage: 30 }),
]
const game = createSwm(new Map(CARDS.map((c) => [c.id, c])))

/** Entropy whose attack die is `attack` and whose save dice on `saves` are each `save` or more (or less, `fail`). */
function entropyFor(attack: number, attackStream: string, saves: string, count: number, want: 'pass' | 'fail'): string {
  for (let n = 0; n < 200_000; n++) {
    const e = `5a7e${n.toString(16).padStart(8, '0')}`
    if (createRng(e, attackStream).int(1, 20) !== attack) continue
    const dice = Array.from({ length: count }, (_, i) => createRng(e, `${saves}/${i + 1}`).int(1, 20))
    if (want === 'pass' ? dice.every((d) => d >= 11) : dice.every((d) => d < 11)) return e
  }
  throw new Error('no entropy found')
}

/** The gunner's turn against one light figure three squares away. */
function gunnerTurn(light: string): SwmState {
  let s = started(
    squad('republic', [light, 1]),
    squad('separatist', ['d-gunner', 1]),
    LIGHT,
    { era: 'rise-of-the-empire' },
    game,
  )
  s = placed(s, { [`s1/${light}/1`]: { x: 2, y: 11 }, 's2/d-gunner/1': { x: 2, y: 14 } })
  s = act(s, LIGHT, { type: 'activate', payload: { figure: `s1/${light}/1` } }, game)
  s = act(s, LIGHT, { type: 'end-turn' }, game)
  return act(s, DARK, { type: 'activate', payload: { figure: 's2/d-gunner/1' } }, game)
}

describe('saves against damage', () => {
  it('Shield 2: two saves of 11 take 10 each off the damage; two failures take nothing off', () => {
    const s = gunnerTurn('d-shielded')
    const ref = s.turn!.ref
    const attackStream = dieStream('attack', 's2/d-gunner/1', ref, 1)
    const shieldStream = dieStream('save', 's1/d-shielded/1', ref, 'shield')
    const saved = entropyFor(15, attackStream, shieldStream, 2, 'pass')
    const after = act(s, DARK, { type: 'attack', payload: { target: 's1/d-shielded/1' }, entropy: saved }, game)
    expect(after.figures['s1/d-shielded/1']!.hp).toBe(60 - 10)
    const failed = entropyFor(15, attackStream, shieldStream, 2, 'fail')
    const hurt = act(s, DARK, { type: 'attack', payload: { target: 's1/d-shielded/1' }, entropy: failed }, game)
    expect(hurt.figures['s1/d-shielded/1']!.hp).toBe(60 - 30)
  })

  it('Avoid Defeat: both saves succeed and it stays with 10 hit points; otherwise it falls', () => {
    const s = gunnerTurn('d-survivor')
    const ref = s.turn!.ref
    const attackStream = dieStream('attack', 's2/d-gunner/1', ref, 1)
    const saves = dieStream('save', 's1/d-survivor/1', ref, 'avoid-defeat')
    const lucky = entropyFor(15, attackStream, saves, 2, 'pass')
    const alive = act(s, DARK, { type: 'attack', payload: { target: 's1/d-survivor/1' }, entropy: lucky }, game)
    expect(alive.figures['s1/d-survivor/1']).toMatchObject({ hp: 10, defeated: false })
    expect(game.outcome(alive)).toBeNull()
    const unlucky = entropyFor(15, attackStream, saves, 2, 'fail')
    const gone = act(s, DARK, { type: 'attack', payload: { target: 's1/d-survivor/1' }, entropy: unlucky }, game)
    expect(gone.figures['s1/d-survivor/1']!.defeated).toBe(true)
    expect(game.outcome(gone)?.winners).toEqual([DARK])
  })
})
