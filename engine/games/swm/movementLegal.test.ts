/**
 * The movement family's actions as `legalActions` lists them: in each scene, what is listed is accepted and what
 * the cross-check tries is accepted only if listed (testing/invariants.ts), and the family's own actions listed
 * are accepted.
 */
import { describe, expect, it } from 'vitest'
import { crossCheck } from './testing/invariants'
import { TEST_ROSTER } from './testing/roster'
import { act, DARK, LIGHT, refusal, testGame } from './testing/skirmish'
import { begin, line, scene } from './testing/movementScenes'
import type { SwmState } from './types'

/** Cross-checks `s`, then applies every listed action of the family's own types. */
function check(s: SwmState): void {
  crossCheck(testGame, TEST_ROSTER, s)
  for (const seat of [LIGHT, DARK])
    for (const a of testGame.legalActions(s, seat))
      if (['tow', 'passing-attack', 'skip-passing-attack', 'end-turn'].includes(a.type))
        expect(refusal(s, seat, a), JSON.stringify(a)).toBe('ok')
}

describe('legal actions of the movement family', () => {
  it('Savage, held and free', () => {
    const held = scene(
      [['t-m-runner', 1]],
      [['t-m-beast', 1]],
      {
        's1/t-m-runner/1': { x: 5, y: 7 },
        's2/t-m-beast/1': { x: 4, y: 7 },
      },
      DARK,
    )
    check(begin(held, 's2/t-m-beast/1'))
    const free = scene(
      [['t-m-runner', 1]],
      [['t-m-beast', 1]],
      {
        's1/t-m-runner/1': { x: 5, y: 7 },
        's2/t-m-beast/1': { x: 0, y: 9 },
      },
      DARK,
    )
    check(begin(free, 's2/t-m-beast/1'))
  })

  it('Mercenary', () => {
    const s = scene(
      [['t-m-runner', 1]],
      [['t-m-hireling', 1]],
      {
        's1/t-m-runner/1': { x: 11, y: 7 },
        's2/t-m-hireling/1': { x: 8, y: 10 },
      },
      DARK,
    )
    check(begin(s, 's2/t-m-hireling/1'))
  })

  it('squeezing, Tow Cable and the door choice', () => {
    check(
      begin(
        scene([['t-m-hauler', 1]], [['t-m-grunt', 1]], {
          's1/t-m-hauler/1': { x: 26, y: 8 },
          's2/t-m-grunt/1': { x: 20, y: 16 },
        }),
        's1/t-m-hauler/1',
      ),
    )
    check(
      begin(
        scene(
          [
            ['t-m-tug', 1],
            ['t-m-runner', 1],
          ],
          [['t-m-grunt', 1]],
          {
            's1/t-m-tug/1': { x: 1, y: 7 },
            's1/t-m-runner/1': { x: 0, y: 7 },
            's2/t-m-grunt/1': { x: 4, y: 8 },
          },
        ),
        's1/t-m-tug/1',
      ),
    )
    check(
      begin(
        scene([['t-m-slicer', 1]], [['t-m-overseer', 1]], {
          's1/t-m-slicer/1': { x: 13, y: 9 },
          's2/t-m-overseer/1': { x: 20, y: 16 },
        }),
        's1/t-m-slicer/1',
      ),
    )
  })

  it('Galloping and Strafe, moving and paused', () => {
    const rider = begin(
      scene([['t-m-rider', 1]], [['t-m-grunt', 1]], {
        's1/t-m-rider/1': { x: 0, y: 7 },
        's2/t-m-grunt/1': { x: 3, y: 8 },
      }),
      's1/t-m-rider/1',
    )
    check(rider)
    check(act(rider, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 4, 1) } }))
    const bomber = begin(
      scene([['t-m-bomber', 1]], [['t-m-grunt', 1]], {
        's1/t-m-bomber/1': { x: 0, y: 9 },
        's2/t-m-grunt/1': { x: 3, y: 9 },
      }),
      's1/t-m-bomber/1',
    )
    check(bomber)
    check(act(bomber, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 9 }, 5, 1) } }))
  })
})
