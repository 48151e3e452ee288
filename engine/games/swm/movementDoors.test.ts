/**
 * Door Gimmick and Override, which ride on `end-turn { door, open? }`, each scenario quoting the glossary. Door 2 of
 * the starship map runs along y = 7 from x = 9 to 11, between the top room and the corridor.
 */
import { describe, expect, it } from 'vitest'
import type { Action, Json } from '../../core/types'
import { act, DARK, LIGHT, placed, refusal, testGame } from './testing/skirmish'
import { begin, playUntilTurnOf, scene } from './testing/movementScenes'

const SLICER = 's1/t-m-slicer/1'
const RUNNER = 's1/t-m-runner/1'
const OVERSEER = 's2/t-m-overseer/1'
const GRUNT = 's2/t-m-grunt/1'
const light: [string, number][] = [
  ['t-m-slicer', 1],
  ['t-m-runner', 1],
]
const dark: [string, number][] = [
  ['t-m-overseer', 1],
  ['t-m-grunt', 1],
]

describe('Door Gimmick', () => {
  const where = {
    [SLICER]: { x: 13, y: 9 },
    [RUNNER]: { x: 1, y: 16 },
    [OVERSEER]: { x: 20, y: 16 },
    [GRUNT]: { x: 22, y: 16 },
  }

  it('"A fordulója végén … képes a látótengelyében egy ajtót kinyitni … következő fordulójának végéig"', () => {
    let s = begin(scene(light, dark, where), SLICER)
    expect(testGame.legalActions(s, LIGHT)).toContainEqual({
      type: 'end-turn',
      payload: { door: 'door-2', open: true },
    })
    s = act(s, LIGHT, { type: 'end-turn', payload: { door: 'door-2' } })
    expect(s.doors['door-2']).toBe(true)
    // Other turns end with nobody next to it: it stays open.
    s = playUntilTurnOf(s, SLICER)
    expect(s.turns).toBeGreaterThan(2)
    expect(s.doors['door-2']).toBe(true)
    // The end of its next turn releases it, and the usual rule shuts it.
    s = act(s, LIGHT, { type: 'end-turn' })
    expect(s.doors['door-2']).toBe(false)
    expect(s.doorLocks).toBeUndefined()
  })

  it('opens only, a door in sight, an ordinary door; refuses a malformed choice and the wrong seat', () => {
    const s = begin(scene(light, dark, where), SLICER)
    const end = (payload: Json): Action => ({ type: 'end-turn', payload })
    expect(refusal(s, LIGHT, end({ door: 'door-2', open: false }))).toBe('door-gimmick-opens-only')
    expect(refusal(s, LIGHT, end({ door: 'door-8' }))).toBe('door-not-in-sight')
    expect(refusal(s, LIGHT, end({ door: 'airlock' }))).toBe('unknown-door')
    expect(refusal(s, LIGHT, end({ door: 'door-99' }))).toBe('unknown-door')
    expect(refusal(s, LIGHT, end({ door: 5 }))).toBe('malformed-action')
    expect(refusal(s, LIGHT, end({ door: 'door-2', open: 'yes' }))).toBe('malformed-action')
    expect(refusal(s, DARK, end({ door: 'door-2' }))).toBe('not-your-figure')
    const runner = begin(scene(light, dark, { ...where, [RUNNER]: { x: 12, y: 9 } }), RUNNER)
    expect(refusal(runner, LIGHT, end({ door: 'door-2' }))).toBe('no-door-ability')
    expect(testGame.legalActions(runner, LIGHT).filter((a) => a.type === 'end-turn')).toEqual([{ type: 'end-turn' }])
  })
})

describe('Override', () => {
  const where = {
    [SLICER]: { x: 13, y: 9 },
    [RUNNER]: { x: 10, y: 7 },
    [OVERSEER]: { x: 12, y: 9 },
    [GRUNT]: { x: 22, y: 16 },
  }

  it('"egy ajtót a látótengelyében nyitottnak vagy zártnak kijelölni … Más karakterek nem tudják … kinyitni"', () => {
    let s = begin(scene(light, dark, where, DARK), OVERSEER)
    s = act(s, DARK, { type: 'end-turn', payload: { door: 'door-2', open: false } })
    // The runner stands next to the door, yet it stays shut.
    expect(s.doors['door-2']).toBe(false)
    s = playUntilTurnOf(s, SLICER)
    // "Az ajtó csel nem működik olyan ajtón, amit a Felülírás képességgel zártak le."
    expect(refusal(s, LIGHT, { type: 'end-turn', payload: { door: 'door-2' } })).toBe('door-held')
    s = act(s, LIGHT, { type: 'end-turn' })
    expect(s.doors['door-2']).toBe(false)
  })

  it('"vagy a megsemmisüléséig": the hold ends with its holder', () => {
    let s = begin(scene(light, dark, where, DARK), OVERSEER)
    s = act(s, DARK, { type: 'end-turn', payload: { door: 'door-2', open: false } })
    s = placed(s, { [OVERSEER]: null })
    s = playUntilTurnOf(s, SLICER)
    s = act(s, LIGHT, { type: 'end-turn' })
    expect(s.doors['door-2']).toBe(true)
    expect(s.doorLocks).toBeUndefined()
  })
})
