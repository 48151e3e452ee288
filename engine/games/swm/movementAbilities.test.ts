/**
 * The movement family's turn shapes and move limits, one scenario per rule, each quoting the glossary: Mobile
 * Attack, Charging Fire, Wheeled, Mercenary and Savage.
 */
import { describe, expect, it } from 'vitest'
import { act, DARK, entropyRolling, LIGHT, refusal, testGame } from './testing/skirmish'
import { begin, line, scene } from './testing/movementScenes'

const SKIRMISHER = 's1/t-m-skirmisher/1'
const CHARGER = 's1/t-m-charger/1'
const RUNNER = 's1/t-m-runner/1'
const WHEELER = 's1/t-m-wheeler/1'
const HIRELING = 's2/t-m-hireling/1'
const BEAST = 's2/t-m-beast/1'
const GRUNT = 's2/t-m-grunt/1'

describe('Mobile Attack', () => {
  it('"a támadás előtt és után is tud mozogni, összesen maximum 6 négyzetet"', () => {
    let s = scene([['t-m-skirmisher', 1]], [['t-m-grunt', 1]], {
      [SKIRMISHER]: { x: 0, y: 7 },
      [GRUNT]: { x: 20, y: 7 },
    })
    s = begin(s, SKIRMISHER)
    s = act(s, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 3, 1) } })
    s = act(s, LIGHT, { type: 'attack', payload: { target: GRUNT } })
    s = act(s, LIGHT, { type: 'move', payload: { path: line({ x: 3, y: 7 }, 2, 1) } })
    expect(s.figures[SKIRMISHER]!.at).toEqual({ x: 5, y: 7 })
    // Five of the six squares are spent: one more, not two.
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: line({ x: 5, y: 7 }, 2, 1) } })).toBe('path-too-long')
    s = act(s, LIGHT, { type: 'move', payload: { path: line({ x: 5, y: 7 }, 1, 1) } })
    expect(testGame.legalActions(s, LIGHT).some((a) => a.type === 'move')).toBe(false)
  })

  it('a character without it may not move again after moving and attacking', () => {
    let s = scene([['t-m-runner', 1]], [['t-m-grunt', 1]], { [RUNNER]: { x: 0, y: 7 }, [GRUNT]: { x: 20, y: 7 } })
    s = begin(s, RUNNER)
    s = act(s, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 3, 1) } })
    s = act(s, LIGHT, { type: 'attack', payload: { target: GRUNT } })
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: line({ x: 3, y: 7 }, 1, 1) } })).toBe(
      'segment-not-allowed',
    )
  })
})

describe('Charging Fire', () => {
  it('"képes 12 négyzetnyit lépni és utána támadni ugyanabban a fordulóban"', () => {
    let s = scene(
      [
        ['t-m-charger', 1],
        ['t-m-runner', 1],
      ],
      [['t-m-grunt', 1]],
      { [CHARGER]: { x: 0, y: 7 }, [RUNNER]: { x: 0, y: 10 }, [GRUNT]: { x: 22, y: 8 } },
    )
    s = begin(s, CHARGER)
    s = act(s, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 12, 1) } })
    expect(testGame.legalActions(s, LIGHT)).toContainEqual({ type: 'attack', payload: { target: GRUNT } })
    s = act(s, LIGHT, { type: 'attack', payload: { target: GRUNT } })
    expect(s.turn!.segments.map((g) => g.kind)).toEqual(['move', 'attack'])
    // The runner's 12-square move is the double move: no attack after it.
    s = act(s, LIGHT, { type: 'end-turn' })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: RUNNER } })
    s = act(s, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 10 }, 11, 1) } })
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: GRUNT } })).toBe('segment-not-allowed')
  })
})

describe('Wheeled', () => {
  it('"képes maximum 18 négyzetnyit mozogni és utána még támadhat is egyet"', () => {
    let s = scene([['t-m-wheeler', 1]], [['t-m-grunt', 1]], { [WHEELER]: { x: 0, y: 7 }, [GRUNT]: { x: 22, y: 10 } })
    s = begin(s, WHEELER)
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 19, 1) } })).toBe('path-too-long')
    s = act(s, LIGHT, { type: 'move', payload: { path: line({ x: 0, y: 7 }, 18, 1) } })
    expect(s.figures[WHEELER]!.at).toEqual({ x: 18, y: 7 })
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: GRUNT } })).toBe('ok')
  })
})

describe('Mercenary', () => {
  it('"csak akkor mozoghat, ha arról a helyről, ahol áll, nincs legális célpont"', () => {
    let s = scene(
      [['t-m-runner', 1]],
      [['t-m-hireling', 1]],
      { [RUNNER]: { x: 11, y: 7 }, [HIRELING]: { x: 8, y: 10 } },
      DARK,
    )
    s = begin(s, HIRELING)
    const step = { type: 'move', payload: { path: [{ x: 9, y: 10 }] } }
    expect(refusal(s, DARK, step)).toBe('mercenary-has-target')
    expect(testGame.legalActions(s, DARK).some((a) => a.type === 'move')).toBe(false)
  })

  it('moves freely while no enemy is a legal target from its square', () => {
    // The runner stands behind the wall at x = 12: no line of sight, no target.
    let s = scene(
      [['t-m-runner', 1]],
      [['t-m-hireling', 1]],
      { [RUNNER]: { x: 14, y: 10 }, [HIRELING]: { x: 8, y: 10 } },
      DARK,
    )
    s = begin(s, HIRELING)
    expect(testGame.legalActions(s, DARK).some((a) => a.type === 'move')).toBe(true)
    // "Ha olyan négyzetre ér, amiből már tud támadni, nem kell ott megállnia": the path goes on past sight.
    s = act(s, DARK, {
      type: 'move',
      payload: {
        path: [
          { x: 9, y: 9 },
          { x: 10, y: 8 },
          { x: 11, y: 8 },
        ],
      },
    })
    expect(s.figures[HIRELING]!.at).toEqual({ x: 11, y: 8 })
  })
})

describe('Savage', () => {
  const ahead = { [RUNNER]: { x: 5, y: 7 }, [SKIRMISHER]: { x: 20, y: 10 } }

  it('"Ha a fordulóját egy ellenséges karakter mellett kezdi, nem mozdulhat el, rögtön támadnia kell"', () => {
    let s = scene(
      [
        ['t-m-runner', 1],
        ['t-m-skirmisher', 1],
      ],
      [['t-m-beast', 1]],
      { ...ahead, [BEAST]: { x: 4, y: 7 } },
      DARK,
    )
    s = begin(s, BEAST)
    expect(refusal(s, DARK, { type: 'move', payload: { path: [{ x: 3, y: 7 }] } })).toBe('savage-held')
    expect(refusal(s, DARK, { type: 'end-turn' })).toBe('savage-must-attack')
    expect(testGame.legalActions(s, DARK).map((a) => a.type)).not.toContain('end-turn')
    const miss = entropyRolling(1, 'attack', BEAST, s.turn!.ref, 1)
    s = act(s, DARK, { type: 'attack', payload: { target: RUNNER }, entropy: miss })
    if (s.pending.length > 0) s = act(s, DARK, { type: 'keep-roll' })
    // It attacked; the enemy still stands next to it, so it still may not leave.
    expect(refusal(s, DARK, { type: 'move', payload: { path: [{ x: 3, y: 7 }] } })).toBe('savage-held')
    expect(refusal(s, DARK, { type: 'end-turn' })).toBe('ok')
  })

  it('"Ha megöli az ellenséget, nem kötelező egy másik ellenség mellé mennie"', () => {
    let s = scene(
      [
        ['t-m-runner', 1],
        ['t-m-skirmisher', 1],
      ],
      [['t-m-beast', 1]],
      { ...ahead, [BEAST]: { x: 4, y: 7 } },
      DARK,
    )
    s.figures[RUNNER]!.hp = 10
    s = begin(s, BEAST)
    s = act(s, DARK, {
      type: 'attack',
      payload: { target: RUNNER },
      entropy: entropyRolling(15, 'attack', BEAST, s.turn!.ref, 1),
    })
    expect(s.figures[RUNNER]!.defeated).toBe(true)
    s = act(s, DARK, { type: 'move', payload: { path: line({ x: 4, y: 7 }, 3, -1) } })
    expect(s.figures[BEAST]!.at).toEqual({ x: 1, y: 7 })
  })

  it('"Ha lehetősége van rá, mindenképpen egy ellenséges karakter mellett kell befejeznie mozgását"', () => {
    let s = scene(
      [
        ['t-m-runner', 1],
        ['t-m-skirmisher', 1],
      ],
      [['t-m-beast', 1]],
      { ...ahead, [BEAST]: { x: 0, y: 8 } },
      DARK,
    )
    s = begin(s, BEAST)
    expect(refusal(s, DARK, { type: 'move', payload: { path: [{ x: 0, y: 9 }] } })).toBe('savage-must-end-adjacent')
    const moves = testGame.legalActions(s, DARK).filter((a) => a.type === 'move')
    expect(moves.length).toBeGreaterThan(0)
    for (const m of moves) {
      const end = (m.payload as { path: { x: number; y: number }[] }).path.at(-1)!
      expect(Math.max(Math.abs(end.x - 5), Math.abs(end.y - 7))).toBe(1)
    }
    s = act(s, DARK, { type: 'move', payload: { path: line({ x: 0, y: 8 }, 4, 1) } })
    expect(s.figures[BEAST]!.at).toEqual({ x: 4, y: 8 })
  })

  it('"(Ha nem tudja, akkor rendesen mozoghat.)"', () => {
    let s = scene(
      [
        ['t-m-runner', 1],
        ['t-m-skirmisher', 1],
      ],
      [['t-m-beast', 1]],
      { [RUNNER]: { x: 20, y: 7 }, [SKIRMISHER]: { x: 20, y: 10 }, [BEAST]: { x: 0, y: 8 } },
      DARK,
    )
    s = begin(s, BEAST)
    s = act(s, DARK, { type: 'move', payload: { path: [{ x: 0, y: 9 }] } })
    expect(s.figures[BEAST]!.at).toEqual({ x: 0, y: 9 })
  })
})
