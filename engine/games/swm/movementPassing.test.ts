/**
 * Galloping Attack and Strafe Attack: attacks made while moving (`passing-attack`, `skip-passing-attack`), each
 * scenario quoting the glossary. The rider and bomber have Attack 0 and the grunts Defense 10, so the natural die
 * alone decides a hit unless the Galloping bonus adds 4.
 */
import { describe, expect, it } from 'vitest'
import { act, DARK, entropyRolling, LIGHT, refusal, testGame } from './testing/skirmish'
import { begin, line, scene } from './testing/movementScenes'
import type { SwmState } from './types'

const RIDER = 's1/t-m-rider/1'
const BOMBER = 's1/t-m-bomber/1'
const G1 = 's2/t-m-grunt/1'
const G2 = 's2/t-m-grunt/2'

/** Declines every attack of opportunity waiting on top. */
function declineOpportunities(s: SwmState): SwmState {
  while (s.pending.at(-1)?.kind === 'aoo') s = act(s, DARK, { type: 'decline-aoo' })
  return s
}

describe('Galloping Attack', () => {
  const start = () =>
    begin(
      scene([['t-m-rider', 1]], [['t-m-grunt', 2]], {
        [RIDER]: { x: 0, y: 7 },
        [G1]: { x: 3, y: 8 },
        [G2]: { x: 20, y: 16 },
      }),
      RIDER,
    )

  it('"képes megtámadni minden egyes szomszédos ellenséget. Ekkor +4 támadáspontot kap"', () => {
    let s = act(start(), LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 5, 1) } })
    // The move stops where the rider first stands next to the grunt.
    expect(s.figures[RIDER]!.at).toEqual({ x: 2, y: 7 })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'passing', seat: LIGHT, offers: [G1] })
    expect(testGame.legalActions(s, LIGHT)).toEqual([
      { type: 'passing-attack', payload: { target: G1 } },
      { type: 'skip-passing-attack' },
    ])
    const seven = entropyRolling(7, 'attack', RIDER, s.turn!.ref, 'passing', G1)
    s = act(s, LIGHT, { type: 'passing-attack', payload: { target: G1 }, entropy: seven })
    // 7 + 4 reaches Defense 10.
    expect(s.figures[G1]!.hp).toBe(50)
    // "Mozgás közben provokálja a lehetőség támadását": leaving the grunt's side offers it its attack.
    expect(s.pending.at(-1)).toMatchObject({ kind: 'aoo', offers: [G1] })
    s = declineOpportunities(s)
    expect(s.figures[RIDER]!.at).toEqual({ x: 5, y: 7 })
    // "egy ellenséget sem támadhat meg kétszer": no second offer; the turn's own attack is still there.
    expect(s.pending).toEqual([])
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: G1 } })).toBe('ok')
  })

  it('reaching an enemy while passing over an ally, the choice comes on the next square of its own', () => {
    let s = scene(
      [
        ['t-m-rider', 1],
        ['t-m-runner', 1],
      ],
      [['t-m-grunt', 2]],
      { [RIDER]: { x: 0, y: 7 }, 's1/t-m-runner/1': { x: 2, y: 7 }, [G1]: { x: 3, y: 8 }, [G2]: { x: 20, y: 16 } },
    )
    s = act(begin(s, RIDER), LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 4, 1) } })
    s = declineOpportunities(s)
    expect(s.figures[RIDER]!.at).toEqual({ x: 3, y: 7 })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'passing', offers: [G1] })
  })

  it('"nem léphet vissza olyan négyzetbe, amit előtte hagyott el"', () => {
    let s = act(start(), LIGHT, { type: 'move', payload: { path: [{ x: 0, y: 8 }] } })
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: [{ x: 0, y: 7 }] } })).toBe('no-return')
    const ends = testGame
      .legalActions(s, LIGHT)
      .filter((a) => a.type === 'move')
      .map((a) => (a.payload as { path: { x: number; y: number }[] }).path.at(-1))
    expect(ends).not.toContainEqual({ x: 0, y: 7 })
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 1, y: 8 }] } })
    expect(s.figures[RIDER]!.at).toEqual({ x: 1, y: 8 })
  })

  it('refuses a passing attack not on offer, by the wrong seat, malformed, or with nothing waiting', () => {
    const fresh = start()
    expect(refusal(fresh, LIGHT, { type: 'passing-attack', payload: { target: G1 } })).toBe('wrong-stage')
    const s = act(fresh, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 5, 1) } })
    expect(refusal(s, LIGHT, { type: 'passing-attack', payload: { target: G2 } })).toBe('not-offered')
    expect(refusal(s, DARK, { type: 'passing-attack', payload: { target: G1 } })).toBe('not-your-choice')
    expect(refusal(s, LIGHT, { type: 'passing-attack', payload: { target: 5 } })).toBe('malformed-action')
    expect(refusal(s, LIGHT, { type: 'skip-passing-attack', payload: { all: true } })).toBe('malformed-action')
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 7 }] } })).toBe('pending-choice')
    const skipped = declineOpportunities(act(s, LIGHT, { type: 'skip-passing-attack' }))
    expect(skipped.figures[G1]!.hp).toBe(60)
    expect(skipped.figures[RIDER]!.at).toEqual({ x: 5, y: 7 })
  })
})

describe('Strafe Attack', () => {
  const start = () =>
    begin(
      scene([['t-m-bomber', 1]], [['t-m-grunt', 2]], {
        [BOMBER]: { x: 0, y: 9 },
        [G1]: { x: 3, y: 9 },
        [G2]: { x: 20, y: 16 },
      }),
      BOMBER,
    )

  it('"képes megtámadni minden olyan ellenséges karaktert, akinek a négyzetére belép"', () => {
    let s = act(start(), LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 9 }, 5, 1) } })
    // Over the grunt at (3, 9); the choice comes on the next square of its own.
    expect(s.figures[BOMBER]!.at).toEqual({ x: 4, y: 9 })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'passing', offers: [G1], rest: [{ x: 5, y: 9 }] })
    // No bonus: a natural 9 misses Defense 10, where a Galloping 9 would hit.
    const nine = entropyRolling(9, 'attack', BOMBER, s.turn!.ref, 'passing', G1)
    s = act(s, LIGHT, { type: 'passing-attack', payload: { target: G1 }, entropy: nine })
    expect(s.figures[G1]!.hp).toBe(60)
    // A flyer provokes nothing; the move goes on to its end.
    expect(s.pending).toEqual([])
    expect(s.figures[BOMBER]!.at).toEqual({ x: 5, y: 9 })
  })

  it('hits with a 10, may not end on the enemy, and "nem léphet vissza"', () => {
    let s = start()
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 9 }, 3, 1) } })).toBe('ends-occupied')
    s = act(s, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 9 }, 4, 1) } })
    const ten = entropyRolling(10, 'attack', BOMBER, s.turn!.ref, 'passing', G1)
    s = act(s, LIGHT, { type: 'passing-attack', payload: { target: G1 }, entropy: ten })
    expect(s.figures[G1]!.hp).toBe(50)
    expect(
      refusal(s, LIGHT, {
        type: 'move',
        payload: {
          path: [
            { x: 3, y: 9 },
            { x: 2, y: 9 },
          ],
        },
      }),
    ).toBe('no-return')
  })
})
