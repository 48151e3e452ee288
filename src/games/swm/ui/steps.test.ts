/** The turn bar's step buttons: exactly the listed steps, "I go first" for the asking seat, the plain end-turn once. */
import { describe, expect, it } from 'vitest'
import { stepButtons } from './steps'

describe('stepButtons', () => {
  it('offers one button per listed step, in a fixed order', () => {
    const buttons = stepButtons(
      [{ type: 'undo' }, { type: 'end-turn' }, { type: 'attack', payload: { target: 'x' } }],
      's1',
      null,
    )
    expect(buttons.map((b) => b.id)).toEqual(['end-turn', 'undo'])
    expect(buttons.find((b) => b.id === 'undo')?.primary).toBe(false)
  })

  it('names the choose-first buttons from the asking seat', () => {
    const legal = [
      { type: 'choose-first', payload: { seat: 's1' } },
      { type: 'choose-first', payload: { seat: 's2' } },
    ]
    const buttons = stepButtons(legal, 's2', null)
    expect(buttons.map((b) => [b.id, b.label])).toEqual([
      ['choose-first-s1', 'choose-first-them'],
      ['choose-first-s2', 'choose-first-me'],
    ])
    expect(buttons[1]!.action).toBe(legal[1])
  })

  it('offers the plain end-turn once, then each door hold as a button of its own, before undo', () => {
    const hold = { type: 'end-turn', payload: { door: 'd1', open: true } }
    const buttons = stepButtons([{ type: 'undo' }, { type: 'end-turn' }, hold, { type: 'end-turn' }], 's1', null)
    expect(buttons.map((b) => b.id)).toEqual(['end-turn', 'end-turn-d1-open', 'undo'])
    expect(buttons[0]!.action).toEqual({ type: 'end-turn' })
    expect(buttons[1]!.action).toBe(hold)
  })

  it('offers the set-up steps', () => {
    expect(stepButtons([{ type: 'confirm-deployment' }], 's1', null).map((b) => b.id)).toEqual(['confirm-deployment'])
    expect(stepButtons([{ type: 'roll-initiative' }], null, null).map((b) => b.id)).toEqual(['roll-initiative'])
    expect(stepButtons([], 's1', null)).toEqual([])
  })

  it('offers to activate the selected figure only', () => {
    const legal = [
      { type: 'activate', payload: { figure: 's1/a/1' } },
      { type: 'activate', payload: { figure: 's1/b/1' } },
    ]
    expect(stepButtons(legal, 's1', null)).toEqual([])
    expect(stepButtons(legal, 's1', 's1/b/1')).toEqual([
      { id: 'activate', label: 'activate', action: legal[1], primary: true, figure: 's1/b/1' },
    ])
    expect(stepButtons(legal, 's1', 's2/c/1')).toEqual([])
  })
})
