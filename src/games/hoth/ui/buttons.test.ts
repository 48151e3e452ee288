import { describe, expect, it } from 'vitest'
import type { HothAction } from '../../../../engine/games/hoth'
import { hoth } from '../../../../engine/games/hoth'
import { act, hand, startGame, withCard } from '../../../../engine/games/hoth/testing/fixtures'
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

  it('labels undo "Ask to undo" when the other side must agree, and offers the answers to the other side', () => {
    const legal: HothAction[] = [{ type: 'undo' }, { type: 'end-moves' }]
    expect(legalButtons(legal, true)[0]).toMatchObject({ id: 'undo', label: 'ask-undo', shortcut: 'U' })
    expect(legalButtons(legal)[0]).toMatchObject({ id: 'undo', label: 'undo' })
    const answers = legalButtons([
      { type: 'share-hand' },
      { type: 'answer-undo', payload: { allow: true } },
      { type: 'answer-undo', payload: { allow: false } },
    ])
    expect(answers.map((b) => [b.id, b.label, b.primary])).toEqual([
      ['refuse-undo', 'refuse-undo', false],
      ['allow-undo', 'allow-undo', false],
      ['share-hand', 'share-hand', false],
    ])
    expect(answers[0]!.action).toEqual({ type: 'answer-undo', payload: { allow: false } })
    expect(answers[1]!.action).toEqual({ type: 'answer-undo', payload: { allow: true } })
  })

  it('derives the take-back buttons from a real game: asker and answerer', () => {
    let state = withCard(startGame('first-contact'), 's1', 'reb-assault-centre').state
    state = act(state, 's1', { type: 'play-card', payload: { slot: hand(state, 's1')[0] } }).state
    const unit = hoth.legalActions(state, 's1').find((a) => a.type === 'order')!
    state = act(state, 's1', unit).state
    state = act(state, 's1', { type: 'confirm-orders' }).state
    state = act(
      state,
      's1',
      hoth.legalActions(state, 's1').find((a) => a.type === 'move')!,
    ).state
    const view = hoth.view(state, 's1')
    expect(legalButtons(hoth.legalActions(state, 's1'), view.undoNeedsAgreement)[0]!.label).toBe('ask-undo')
    state = act(state, 's1', { type: 'undo' }).state
    expect(ids(hoth.legalActions(state, 's1'))).not.toContain('undo')
    expect(ids(hoth.legalActions(state, 's2'))).toEqual(['refuse-undo', 'allow-undo'])
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
