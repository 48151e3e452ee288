import { describe, expect, it } from 'vitest'
import { swm } from '../../../../engine/games/swm'
import type { SwmState } from '../../../../engine/games/swm'
import { DARK, LIGHT, act, placed, squad, started } from '../../../../engine/games/swm/testing/skirmish'
import { actingFor, figureAt, figureClick, hintsFor, previewFor, squareClick } from './interaction'

const OBI = 's1/obi-wan-kenobi/1'
const LUKE = 's1/luke-skywalker-champion/1'
const VADER = 's2/darth-vader/1'
const TROOPER = 's2/death-star-trooper/1'

/** Round 1, the light side first: Obi-Wan and Luke against Vader and two troopers, placed for a scene. */
function scene(): SwmState {
  const light = squad('rebel', ['obi-wan-kenobi', 1], ['luke-skywalker-champion', 1])
  const dark = squad('imperial', ['darth-vader', 1], ['death-star-trooper', 2])
  const s = started(light, dark, LIGHT, { allowPartial: true }, swm)
  return placed(s, {
    [OBI]: { x: 10, y: 9 },
    [LUKE]: { x: 3, y: 3 },
    [VADER]: { x: 14, y: 9 },
    [TROOPER]: { x: 11, y: 10 },
    's2/death-star-trooper/2': { x: 25, y: 15 },
  })
}

describe('a click at the skirmish table', () => {
  it('hints an unactivated figure as if active, and moving it sends the activation and the move in order', () => {
    const s = scene()
    expect(actingFor(s, LIGHT, LUKE)?.activate).toEqual({ type: 'activate', payload: { figure: LUKE } })
    const hints = hintsFor(s, LIGHT, LUKE)!
    expect(hints.hints.length).toBeGreaterThan(5)
    const target = hints.hints.find((h) => h.aoo.length === 0)!
    const click = squareClick(s, LIGHT, LUKE, hints, target.to)
    expect(click).toEqual({
      kind: 'send',
      actions: [
        { type: 'activate', payload: { figure: LUKE } },
        { type: 'move', payload: { path: target.path } },
      ],
    })
    // The two actions apply in order on the real engine: the figure ends where the square was.
    if (click.kind !== 'send') throw new Error('no send')
    const after = click.actions.reduce((state, a) => act(state, LIGHT, a, swm), s)
    expect(after.figures[LUKE]!.at).toEqual(target.to)
  })

  it('marks the squares whose path offers an attack of opportunity to the adjacent trooper', () => {
    const hints = hintsFor(scene(), LIGHT, OBI)!
    expect(hints.hints.some((h) => h.aoo.some((o) => o.enemy === TROOPER))).toBe(true)
  })

  it('says how far the move reaches for a square out of reach, and sends nothing', () => {
    const s = scene()
    const hints = hintsFor(s, LIGHT, LUKE)!
    const click = squareClick(s, LIGHT, LUKE, hints, { x: 27, y: 1 })
    expect(click).toEqual({
      kind: 'hint',
      reason: expect.objectContaining({ en: expect.stringContaining(`${hints.squares} squares`) }),
    })
  })

  it("an enemy's figure shows no hints to the other seat, and a click on it only selects it", () => {
    const s = scene()
    expect(hintsFor(s, LIGHT, VADER)).toBeNull()
    expect(figureClick(s, LIGHT, null, VADER, [])).toEqual({ kind: 'select', figure: VADER })
    expect(hintsFor(s, DARK, VADER)).toBeNull() // not the dark side's phase
  })

  it('previews and sends an attack on an enemy in sight, activating first', () => {
    const s = scene()
    const preview = previewFor(s, LIGHT, OBI, TROOPER, [])!
    expect(preview.legal).toBe(true)
    expect(preview.numbers).not.toBeNull()
    expect(figureClick(s, LIGHT, OBI, TROOPER, [])).toEqual({
      kind: 'send',
      actions: [
        { type: 'activate', payload: { figure: OBI } },
        { type: 'attack', payload: { target: TROOPER } },
      ],
    })
  })

  it("refuses an attack the engine refuses (a melee figure on a far enemy) with the engine's reason", () => {
    const s = scene()
    const click = figureClick(s, LIGHT, OBI, 's2/death-star-trooper/2', [])
    expect(click.kind).toBe('hint')
    if (click.kind === 'hint') expect(click.reason.en.length).toBeGreaterThan(5)
  })

  it('finds the figure on a square and deselects on a second click', () => {
    const s = scene()
    expect(figureAt(s, { x: 14, y: 9 })).toBe(VADER)
    expect(figureAt(s, { x: 0, y: 0 })).toBeNull()
    expect(squareClick(s, LIGHT, OBI, null, { x: 10, y: 9 })).toEqual({ kind: 'select', figure: null })
  })
})
