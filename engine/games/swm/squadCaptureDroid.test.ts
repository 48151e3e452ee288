/**
 * The "Szerezd meg a droidot" (capture the droid) variant: the droid in the centre, taken by ending a move next to
 * it, handed over as a whole turn, dropped by a defeated controller, and carried to the side's own start point to win.
 */
import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../core/json'
import { act, DARK, entropyRolling, LIGHT, placed, refusal, squad, started, testGame } from './testing/skirmish'
import type { SwmState } from './types'

const ERA = { era: 'rise-of-the-empire', captureTheDroid: true } as const
const ONE = 's1/t-s-line-soldier/1'
const TWO = 's1/t-s-line-soldier/2'
const BULWARK = 's2/t-s-bulwark/1'

/** Two soldiers against the Bulwark, `first` to act, figures placed by `where`. */
function scene(first: string, where: Record<string, { x: number; y: number }>): SwmState {
  const s = started(squad('republic', ['t-s-line-soldier', 2]), squad('separatist', ['t-s-bulwark', 1]), first, ERA)
  return placed(s, where)
}

/** The state with the droid held by `controller` (a scenario's set-up). */
function holding(s: SwmState, controller: string): SwmState {
  const next = cloneJson(s) as SwmState
  next.droid = { at: next.figures[controller]!.at!, controller }
  return next
}

describe('Capture the droid (Szerezd meg a droidot)', () => {
  it('"a tábla közepén lévő turbóliftbe … a droid melletti egyik négyzetben kell befejeznie a lépést": the droid is taken', () => {
    let s = scene(LIGHT, { [ONE]: { x: 16, y: 9 }, [TWO]: { x: 0, y: 7 }, [BULWARK]: { x: 26, y: 16 } })
    expect(s.droid).toEqual({ at: { x: 14, y: 9 }, controller: null })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: ONE } })
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 15, y: 9 }] } })
    s = act(s, LIGHT, { type: 'end-turn' })
    expect(s.droid).toEqual({ at: { x: 15, y: 9 }, controller: ONE })
  })

  it('"Az a csapat győz, amelyik el tudja vinni a droidot a saját kezdőpontjához (az ajtó vagy a zsilip)"', () => {
    let s = holding(scene(LIGHT, { [ONE]: { x: 2, y: 2 }, [TWO]: { x: 3, y: 6 }, [BULWARK]: { x: 26, y: 16 } }), ONE)
    s = act(s, LIGHT, { type: 'activate', payload: { figure: ONE } })
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 1, y: 2 }] } })
    s = act(s, LIGHT, { type: 'end-turn' })
    expect(s.result).toBeNull()
    // Next to the airlock: "Minden négyzet, ami szomszédos a kijelölt objektummal, szintén győzelemnek számít."
    s = act(s, LIGHT, { type: 'activate', payload: { figure: TWO } })
    s = act(s, LIGHT, { type: 'end-turn' })
    s = act(s, DARK, { type: 'activate', payload: { figure: BULWARK } })
    s = act(s, DARK, { type: 'end-turn' })
    s = act(s, LIGHT, { type: 'roll-initiative' })
    while (s.stage === 'initiative') s = act(s, LIGHT, { type: 'roll-initiative' })
    s = act(s, s.initiative!.winner!, { type: 'choose-first', payload: { seat: LIGHT } })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: ONE } })
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 0, y: 2 }] } })
    s = act(s, LIGHT, { type: 'end-turn' })
    expect(s.result?.winners).toEqual([LIGHT])
  })

  it('"Az ellenségnek meg kell semmisítenie a droidot irányító karaktert, azután a droid mellé lépnie"', () => {
    let s = holding(scene(DARK, { [ONE]: { x: 10, y: 7 }, [TWO]: { x: 0, y: 7 }, [BULWARK]: { x: 12, y: 7 } }), ONE)
    s.figures[ONE]!.hp = 5
    s = act(s, DARK, { type: 'activate', payload: { figure: BULWARK } })
    const entropy = entropyRolling(18, 'attack', BULWARK, s.turn!.ref, 1)
    s = act(s, DARK, { type: 'attack', payload: { target: ONE }, entropy })
    expect(s.droid).toEqual({ at: { x: 10, y: 7 }, controller: null })
    s = act(s, DARK, { type: 'move', payload: { path: [{ x: 11, y: 7 }] } })
    s = act(s, DARK, { type: 'end-turn' })
    expect(s.droid).toEqual({ at: { x: 11, y: 7 }, controller: BULWARK })
  })

  it('"A droid átadása a karakter egész fordulóját elveszi": hand-droid to an adjacent ally ends the turn', () => {
    let s = holding(scene(LIGHT, { [ONE]: { x: 0, y: 7 }, [TWO]: { x: 1, y: 7 }, [BULWARK]: { x: 26, y: 16 } }), ONE)
    s = act(s, LIGHT, { type: 'activate', payload: { figure: ONE } })
    expect(testGame.legalActions(s, LIGHT)).toContainEqual({ type: 'hand-droid', payload: { figure: TWO } })
    expect(refusal(s, DARK, { type: 'hand-droid', payload: { figure: TWO } })).toBe('not-your-figure')
    expect(refusal(s, LIGHT, { type: 'hand-droid', payload: { figure: 3 } })).toBe('malformed-action')
    const moved = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 0, y: 8 }] } })
    expect(refusal(moved, LIGHT, { type: 'hand-droid', payload: { figure: TWO } })).toBe('segment-not-allowed')
    s = act(s, LIGHT, { type: 'hand-droid', payload: { figure: TWO } })
    expect(s.droid!.controller).toBe(TWO)
    expect(s.turn).toBeNull()
  })

  it('refuses a hand-over to an ally that is not adjacent, and outside the variant', () => {
    let s = holding(scene(LIGHT, { [ONE]: { x: 0, y: 7 }, [TWO]: { x: 4, y: 7 }, [BULWARK]: { x: 26, y: 16 } }), ONE)
    s = act(s, LIGHT, { type: 'activate', payload: { figure: ONE } })
    expect(refusal(s, LIGHT, { type: 'hand-droid', payload: { figure: TWO } })).toBe('not-adjacent')
    let plain = started(squad('republic', ['t-s-line-soldier', 2]), squad('separatist', ['t-s-bulwark', 1]), LIGHT, {
      era: 'rise-of-the-empire',
    })
    expect(plain.droid).toBeUndefined()
    plain = act(plain, LIGHT, { type: 'activate', payload: { figure: ONE } })
    expect(refusal(plain, LIGHT, { type: 'hand-droid', payload: { figure: TWO } })).toBe('wrong-stage')
  })
})
