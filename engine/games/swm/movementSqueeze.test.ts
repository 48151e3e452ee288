/**
 * Squeezing, Rigid and Tow Cable, one scenario per rule, each quoting the rulebook. The squeeze scene is the gap of
 * the starship map at x = 25…26, y = 9…10: two squares wide, so a Huge figure (3 × 3) squeezes through it.
 */
import { describe, expect, it } from 'vitest'
import { coresOf } from './geometry/squeeze'
import { act, DARK, LIGHT, refusal, testGame } from './testing/skirmish'
import { begin, line, scene } from './testing/movementScenes'

const HAULER = 's1/t-m-hauler/1'
const CRATE = 's1/t-m-crate/1'
const TUG = 's1/t-m-tug/1'
const RUNNER = 's1/t-m-runner/1'
const GRUNT = 's2/t-m-grunt/1'

describe('Squeezing', () => {
  const west = line({ x: 26, y: 8 }, 3, -1)

  it('"legalább fele olyan szélesek, mint a karakter": a Large core is 1 square, a Huge core 2 × 2', () => {
    expect(coresOf(1)).toEqual([])
    expect(coresOf(2).map((c) => c.span)).toEqual([1, 1, 1, 1])
    expect(coresOf(3).map((c) => c.span)).toEqual([2, 2, 2, 2])
  })

  it('"Az óriás karakterek … át tudnak préselődni szűk átjárókon … (legalább 2 négyzetnyi)"', () => {
    let s = scene([['t-m-hauler', 1]], [['t-m-grunt', 1]], { [HAULER]: { x: 26, y: 8 }, [GRUNT]: { x: 20, y: 16 } })
    s = begin(s, HAULER)
    const ends = testGame
      .legalActions(s, LIGHT)
      .filter((a) => a.type === 'move')
      .map((a) => (a.payload as { path: { x: number; y: number }[] }).path.at(-1))
    expect(ends).toContainEqual({ x: 23, y: 8 })
    s = act(s, LIGHT, { type: 'move', payload: { path: west } })
    expect(s.figures[HAULER]!.at).toEqual({ x: 23, y: 8 })
  })

  it('"feltéve, ha a lépésüket olyan helyen fejezik be, amit normálisan el tudnak foglalni"', () => {
    let s = scene([['t-m-hauler', 1]], [['t-m-grunt', 1]], { [HAULER]: { x: 26, y: 8 }, [GRUNT]: { x: 20, y: 16 } })
    s = begin(s, HAULER)
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: west.slice(0, 1) } })).toBe('ends-squeezed')
    const ends = testGame
      .legalActions(s, LIGHT)
      .filter((a) => a.type === 'move')
      .map((a) => (a.payload as { path: { x: number; y: number }[] }).path.at(-1))
    expect(ends).not.toContainEqual({ x: 25, y: 8 })
  })

  it('"A nagy karakterek nem préselődhetnek keresztül ellenséges karaktereken"', () => {
    let s = scene([['t-m-hauler', 1]], [['t-m-grunt', 1]], { [HAULER]: { x: 26, y: 8 }, [GRUNT]: { x: 25, y: 10 } })
    s = begin(s, HAULER)
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: west } })).toBe('through-enemy')
  })

  it('Rigid: "nem tud átpréselődni szűk helyeken és ajtókon"', () => {
    let s = scene([['t-m-crate', 1]], [['t-m-grunt', 1]], { [CRATE]: { x: 26, y: 8 }, [GRUNT]: { x: 20, y: 16 } })
    s = begin(s, CRATE)
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: west } })).toBe('illegal-path')
    const ends = testGame
      .legalActions(s, LIGHT)
      .filter((a) => a.type === 'move')
      .map((a) => (a.payload as { path: { x: number; y: number }[] }).path.at(-1))
    expect(ends).not.toContainEqual({ x: 23, y: 8 })
  })
})

describe('Tow Cable', () => {
  const where = { [TUG]: { x: 1, y: 7 }, [RUNNER]: { x: 0, y: 7 }, [GRUNT]: { x: 20, y: 16 } }
  const squad: [string, number][] = [
    ['t-m-tug', 1],
    ['t-m-runner', 1],
  ]
  const towAction = (allyPath: { x: number; y: number }[]) => ({
    type: 'tow',
    payload: { ally: RUNNER, path: line({ x: 1, y: 7 }, 11, 1), allyPath },
  })

  it('"mindkét karakter maximum 12 négyzetnyit mozog … A szövetségesnek ezen karakter szomszédságában kell befejeznie"', () => {
    let s = scene(squad, [['t-m-grunt', 1]], where)
    s = begin(s, TUG)
    const listed = testGame.legalActions(s, LIGHT).filter((a) => a.type === 'tow')
    expect(listed.length).toBeGreaterThan(0)
    for (const a of listed) expect(refusal(s, LIGHT, a)).toBe('ok')
    s = act(s, LIGHT, towAction(line({ x: 0, y: 7 }, 11, 1)))
    expect(s.figures[TUG]!.at).toEqual({ x: 12, y: 7 })
    expect(s.figures[RUNNER]!.at).toEqual({ x: 11, y: 7 })
    // "Hagyományos forduló helyett": nothing but the end is left.
    expect(testGame.legalActions(s, LIGHT).map((a) => a.type)).toEqual(['end-turn'])
  })

  it('refuses an ally left behind, a path over 12, a tow after a move, and a figure without the cable', () => {
    let s = scene(squad, [['t-m-grunt', 1]], where)
    s = begin(s, TUG)
    expect(refusal(s, LIGHT, towAction([]))).toBe('tow-ends-apart')
    expect(refusal(s, LIGHT, towAction(line({ x: 0, y: 7 }, 13, 1)))).toBe('path-too-long')
    expect(refusal(s, DARK, towAction(line({ x: 0, y: 7 }, 11, 1)))).toBe('not-your-figure')
    expect(refusal(s, LIGHT, { type: 'tow', payload: { ally: RUNNER, path: 'east' } })).toBe('malformed-action')
    expect(refusal(s, LIGHT, { type: 'tow', payload: { ally: GRUNT, path: [{ x: 2, y: 7 }] } })).toBe('tow-ally')
    const moved = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 1, y: 8 }] } })
    expect(refusal(moved, LIGHT, towAction(line({ x: 0, y: 7 }, 11, 1)))).toBe('tow-not-allowed')
    let plain = scene(squad, [['t-m-grunt', 1]], where)
    plain = begin(plain, RUNNER)
    expect(refusal(plain, LIGHT, { type: 'tow', payload: { ally: TUG, path: [{ x: 0, y: 8 }], allyPath: [] } })).toBe(
      'no-tow-cable',
    )
  })

  it('"megkapja a repülés képességet": the towed ally crosses a pit', () => {
    let s = scene(squad, [['t-m-grunt', 1]], {
      [TUG]: { x: 16, y: 8 },
      [RUNNER]: { x: 16, y: 9 },
      [GRUNT]: { x: 20, y: 16 },
    })
    s = begin(s, TUG)
    const path = line({ x: 16, y: 8 }, 4, 1)
    const allyPath = line({ x: 16, y: 9 }, 4, 1)
    s = act(s, LIGHT, { type: 'tow', payload: { ally: RUNNER, path, allyPath } })
    expect(s.figures[RUNNER]!.at).toEqual({ x: 20, y: 9 })
  })
})
