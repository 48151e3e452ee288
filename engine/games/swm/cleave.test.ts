/**
 * Cleave: "Fordulónként egyszer ez a karakter, ha megsemmisít egy ellenséget, képes egy azonnali támadást intézni egy
 * másik szomszédos ellenség ellen" — offered after a defeat when another enemy is adjacent, only at an adjacent one,
 * once per turn.
 */
import { describe, expect, it } from 'vitest'
import { createSwm } from './swm'
import { fixture } from './testing/roster'
import { act, entropyRolling, LIGHT, placed, refusal, squad, started } from './testing/skirmish'

const CARDS = [
  fixture('c-cleaver', 'Cleaver', { faction: 'republic', attack: 30, damage: 20, abilities: [{ id: 'cleave' }] }),
  fixture('c-minion', 'Minion', { faction: 'separatist', hp: 10, defense: 5 }),
]
const game = createSwm(new Map(CARDS.map((c) => [c.id, c])))

describe('Cleave', () => {
  it('a defeat offers one attack at another adjacent enemy, once per turn', () => {
    let s = started(
      squad('republic', ['c-cleaver', 1]),
      squad('separatist', ['c-minion', 4]),
      LIGHT,
      { era: 'rise-of-the-empire' },
      game,
    )
    s = placed(s, {
      's1/c-cleaver/1': { x: 3, y: 11 },
      's2/c-minion/1': { x: 2, y: 12 },
      's2/c-minion/2': { x: 3, y: 12 },
      's2/c-minion/3': { x: 4, y: 12 },
      's2/c-minion/4': { x: 3, y: 15 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/c-cleaver/1' } }, game)
    const hit = entropyRolling(10, 'attack', 's1/c-cleaver/1', s.turn!.ref, 1)
    s = act(s, LIGHT, { type: 'attack', payload: { target: 's2/c-minion/1' }, entropy: hit }, game)
    expect(s.figures['s2/c-minion/1']!.defeated).toBe(true)
    expect(s.pending.at(-1)).toMatchObject({ kind: 'flurry', reason: 'cleave', seat: LIGHT })
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: 's2/c-minion/4' } }, game)).not.toBe('ok')
    const again = entropyRolling(10, 'attack', 's1/c-cleaver/1', s.turn!.ref, 'cleave')
    s = act(s, LIGHT, { type: 'attack', payload: { target: 's2/c-minion/2' }, entropy: again }, game)
    expect(s.figures['s2/c-minion/2']!.defeated).toBe(true)
    // Minion 3 is still adjacent, but Cleave has been used this turn.
    expect(s.pending).toEqual([])
  })
})
