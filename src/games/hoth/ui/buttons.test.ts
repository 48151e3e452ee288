import { describe, expect, it } from 'vitest'
import type { HothAction } from '../../../../engine/games/hoth'
import { hoth } from '../../../../engine/games/hoth'
import { act, hand, startGame } from '../../../../engine/games/hoth/testing/fixtures'
import { legalButtons, rerollAction } from './buttons'

const ids = (legal: readonly HothAction[]) => legalButtons(legal).map((b) => b.id)

describe('legalButtons', () => {
  it('offers confirm orders as the main step (Enter) and end turn beside it in the order phase', () => {
    const state = act(startGame('first-contact'), 's1', {
      type: 'play-card',
      payload: { slot: hand(startGame(), 's1')[0] },
    }).state
    const buttons = legalButtons(hoth.legalActions(state, 's1'))
    expect(buttons.map((b) => b.id)).toEqual(['end-turn', 'confirm-orders'])
    expect(buttons.find((b) => b.primary)).toMatchObject({ id: 'confirm-orders', shortcut: 'Enter' })
    expect(buttons.find((b) => b.id === 'end-turn')).toMatchObject({ primary: false, shortcut: null })
  })

  it('shows undo first, with U, only when it is listed', () => {
    const legal: HothAction[] = [
      { type: 'undo' },
      { type: 'end-moves' },
      { type: 'end-turn' },
      { type: 'move', payload: { unit: 'a', to: '1,1' } },
    ]
    expect(ids(legal)).toEqual(['undo', 'end-turn', 'end-moves'])
    expect(legalButtons(legal)[0]).toMatchObject({
      id: 'undo',
      shortcut: 'U',
      primary: false,
      action: { type: 'undo' },
    })
    expect(ids([{ type: 'end-turn' }])).toEqual(['end-turn'])
  })

  it('puts keep roll last as the main step and re-roll (dice chosen by the player) before it', () => {
    const legal: HothAction[] = [
      { type: 'keep-roll' },
      { type: 'reroll', payload: { dice: [0] } },
      { type: 'reroll', payload: { dice: [1] } },
      { type: 'reroll', payload: { dice: [0, 1] } },
    ]
    const buttons = legalButtons(legal)
    expect(buttons.map((b) => b.id)).toEqual(['reroll', 'keep-roll'])
    expect(buttons[0]).toMatchObject({ action: null, primary: false })
    expect(buttons[1]).toMatchObject({ primary: true, shortcut: 'Enter' })
  })

  it('offers break through as the main step and skip beside it; a retreat choice has no main step', () => {
    expect(
      legalButtons([{ type: 'breakthrough' }, { type: 'skip-breakthrough' }]).map((b) => [b.id, b.primary]),
    ).toEqual([
      ['skip-breakthrough', false],
      ['breakthrough', true],
    ])
    const retreat = legalButtons([{ type: 'retreat', payload: { to: '2,0' } }, { type: 'ignore-retreat' }])
    expect(retreat.map((b) => b.id)).toEqual(['ignore-retreat'])
    expect(retreat.some((b) => b.primary)).toBe(false)
  })

  it('gives no buttons for board-only or card-only choices, nor for spectators', () => {
    expect(ids([{ type: 'play-card', payload: { slot: 'slot:1' } }])).toEqual([])
    expect(ids([])).toEqual([])
  })
})

describe('rerollAction', () => {
  const legal: HothAction[] = [
    { type: 'keep-roll' },
    { type: 'reroll', payload: { dice: [0] } },
    { type: 'reroll', payload: { dice: [2] } },
    { type: 'reroll', payload: { dice: [0, 2] } },
  ]

  it('finds the legal re-roll of the selected dice in any order', () => {
    expect(rerollAction(legal, [2, 0])).toEqual({ type: 'reroll', payload: { dice: [0, 2] } })
    expect(rerollAction(legal, [2])).toEqual({ type: 'reroll', payload: { dice: [2] } })
  })

  it('is null with nothing selected or a selection that is not legal', () => {
    expect(rerollAction(legal, [])).toBeNull()
    expect(rerollAction(legal, [1])).toBeNull()
  })
})
