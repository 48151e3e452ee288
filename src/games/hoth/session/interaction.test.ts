import { describe, expect, it } from 'vitest'
import { hoth } from '../../../../engine/games/hoth'
import type { HothAction, HothState } from '../../../../engine/games/hoth'
import { act, REBEL, setBoard, startGame, withCard } from '../../../../engine/games/hoth/testing/fixtures'
import { CLICK_HINTS } from './clickRefusal'
import { boardInteraction, type BoardClick } from './interaction'

/** A small board: two Rebel infantry in the centre facing one Imperial unit, the Rebels to play. */
function position(): HothState {
  return setBoard(startGame(), [
    { id: 'a', type: 'rebel-infantry', hex: '4,1' },
    { id: 'b', type: 'rebel-infantry', hex: '5,1' },
    { id: 'far', type: 'rebel-infantry', hex: '0,0' },
    { id: 'imp', type: 'imperial-infantry', hex: '4,3' },
  ])
}

const legalOf = (s: HothState) => hoth.legalActions(s, REBEL)

/** What the table says to a refused click: the engine's reason for the attempted action, or the hint. */
function said(s: HothState, seat: string, click: BoardClick): string | undefined {
  if (!('refused' in click)) return undefined
  const refused = click.refused
  if ('reason' in refused) return refused.reason.en
  const result = hoth.apply(s, refused.attempt, seat)
  return result.ok ? 'accepted?!' : result.error.reason.en
}
const viewOf = (s: HothState) => hoth.view(s, REBEL)

/** Plays the 4-units-in-the-centre card and returns the state in the order phase. */
function ordering(): HothState {
  const { state, slot } = withCard(position(), REBEL, 'reb-hold-the-line')
  return act(state, REBEL, { type: 'play-card', payload: { slot } }).state
}

describe('board interaction', () => {
  it('offers the card’s units as orderable and a click orders one', () => {
    const s = ordering()
    const ui = boardInteraction(viewOf(s), legalOf(s), null, null)
    expect(ui.unitHighlights.get('a')).toBe('orderable')
    expect(ui.unitHighlights.has('far')).toBe(false) // west sector, not on the centre card
    expect(ui.clickUnit('a')).toEqual({ action: { type: 'order', payload: { unit: 'a' } } })
    // Clicking the ground under the unit means the unit.
    expect(ui.clickHex('4,1')).toEqual({ action: { type: 'order', payload: { unit: 'a' } } })
    // Every other click says why, in the engine's words where it names an action.
    expect(said(s, REBEL, ui.clickHex('9,6'))).toBe(CLICK_HINTS.orderUnit.en)
    expect(said(s, REBEL, ui.clickUnit('far'))).toMatch(/cannot order this unit/)
    expect(said(s, REBEL, ui.clickUnit('imp'))).toBe('That unit is not yours.')
  })

  it('selects a unit that may move, shows its reachable hexes and turns a hex click into a move', () => {
    let s = ordering()
    s = act(s, REBEL, { type: 'order', payload: { unit: 'a' } }).state
    s = act(s, REBEL, { type: 'confirm-orders' }).state
    expect(boardInteraction(viewOf(s), legalOf(s), null, null).clickUnit('a')).toEqual({ select: 'a' })
    const ui = boardInteraction(viewOf(s), legalOf(s), 'a', null)
    const moves = legalOf(s).filter((x): x is Extract<HothAction, { type: 'move' }> => x.type === 'move')
    expect([...ui.hexHighlights.keys()].sort()).toEqual(moves.map((m) => m.payload.to).sort())
    expect(ui.clickHex('4,2')).toEqual({ action: { type: 'move', payload: { unit: 'a', to: '4,2' } } })
    // A hex it cannot reach is refused with the engine's reason, and the unit stays selected.
    expect(said(s, REBEL, ui.clickHex('9,6'))).toMatch(/^It cannot go there/)
    // Clicking the selected unit again lets go of it.
    expect(ui.clickUnit('a')).toEqual({ select: null })
  })

  it('in the attack phase marks targets, draws the line of sight on hover and attacks on click', () => {
    let s = ordering()
    s = act(s, REBEL, { type: 'order', payload: { unit: 'a' } }).state
    s = act(s, REBEL, { type: 'confirm-orders' }).state
    s = act(s, REBEL, { type: 'end-moves' }).state
    const ui = boardInteraction(viewOf(s), legalOf(s), 'a', 'imp')
    expect(ui.unitHighlights.get('imp')).toBe('target')
    expect(ui.sight).toEqual({ from: '4,1', to: '4,3', clear: true })
    expect(ui.clickUnit('imp')).toEqual({ action: { type: 'attack', payload: { unit: 'a', target: 'imp' } } })
    // The hovered attack's numbers are the engine's plan: dice by range plus every explained modifier.
    const preview = ui.attack!
    expect(preview.ok && preview.plan.distance).toBe(2)
    expect(preview.ok && preview.plan.base + preview.plan.modifiers.reduce((n, m) => n + m.dice, 0)).toBe(
      preview.ok && preview.plan.dice,
    )
    // Hovering no one shows nothing; hovering an own unit is not an attack at all.
    expect(boardInteraction(viewOf(s), legalOf(s), 'a', null).attack).toBeNull()
    expect(boardInteraction(viewOf(s), legalOf(s), 'a', 'b').attack).toBeNull()
    // Clicking an own unit as the target, or an empty hex, says why nothing happens.
    expect(said(s, REBEL, ui.clickUnit('b'))).toBe('You can only attack an enemy.')
    expect(said(s, REBEL, ui.clickHex('9,6'))).toBe(CLICK_HINTS.noTarget.en)
    // An unordered unit cannot attack: the engine's reason, without selecting it.
    expect(said(s, REBEL, boardInteraction(viewOf(s), legalOf(s), null, null).clickUnit('far'))).toBe(
      'That unit has no order this turn.',
    )
  })

  it('offers nothing on the board to a seat whose turn it is not', () => {
    const s = ordering()
    const ui = boardInteraction(hoth.view(s, 's2'), hoth.legalActions(s, 's2'), null, null, false)
    expect(ui.unitHighlights.get('a')).not.toBe('orderable')
    expect(said(s, 's2', ui.clickUnit('a'))).toBe('It is not your turn.')
  })
})
