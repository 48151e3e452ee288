/** Taking back a misclick (undo.ts): one's own last action, before the opponent acts and before any card leaves a deck. */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../core/hidden'
import { hashState } from '../../core/hash'
import { zones } from './queries'
import { swlcg } from './swlcg'
import { DARK, LIGHT, act, passUntil } from './testing/fixtures'
import { atDeployment, toConflict, toEdge, withHand, withUnits } from './testing/scenario'

describe('undo', () => {
  it('takes back a play: the card is back in hand and the resources are ready again', () => {
    const hand = withHand(atDeployment('light'), 'light', ["Twi'lek Loyalist"])
    const before = hand.state
    const payer = zoneSlots(before.cards, zones.play('light'))[0]!
    const played = act(before, 'light', {
      type: 'play',
      payload: { slot: hand.slots[0]!, payment: [{ card: payer, amount: 1 }] },
    })
    expect(swlcg.view(played, DARK).undoBy).toBe('light')
    expect(swlcg.legalActions(played, LIGHT)).toContainEqual({ type: 'undo' })
    const undone = act(played, 'light', { type: 'undo' })
    expect(hashState(undone)).toBe(hashState({ ...before, undo: null }))
  })

  it('is gone once the opponent acts, and the opponent cannot undo for you', () => {
    const state = atDeployment('light')
    const passed = act(state, 'light', { type: 'pass' })
    const other = swlcg.apply(passed, { type: 'undo' }, DARK)
    expect(other.ok || other.error.code).toBe('nothing-to-undo')
    const answered = act(passed, 'dark', { type: 'pass' })
    const late = swlcg.apply(answered, { type: 'undo' }, LIGHT)
    expect(late.ok || late.error.code).toBe('nothing-to-undo')
  })

  it('never takes back an action after which cards were drawn', () => {
    let state = passUntil(atDeployment('light'), (s) => s.turn.step === 'draw-discard' && s.turn.active === 'dark')
    state = act(state, 'dark', {
      type: 'draw-discard',
      payload: { slot: zoneSlots(state.cards, zones.hand('dark'))[0]! },
    })
    expect(state.undo).toBeNull()
    const result = swlcg.apply(state, { type: 'undo' }, DARK)
    expect(result.ok || result.error.code).toBe('nothing-to-undo')
  })

  it('the kept state never reaches a view', () => {
    const hand = withHand(atDeployment('light'), 'light', ["Twi'lek Loyalist"])
    const played = act(hand.state, 'light', { type: 'pass' })
    for (const seat of [LIGHT, DARK, null]) expect(JSON.stringify(swlcg.view(played, seat))).not.toContain('"before"')
  })
})

describe('undo after a reveal', () => {
  it('the pass that reveals both edge stacks cannot be taken back (the other stack was seen)', () => {
    let state = atDeployment('light')
    const units = withUnits(state, 'light', ['Jedi in Hiding'])
    const darkUnits = withUnits(units.state, 'dark', ['Nightsister'])
    state = toEdge(toConflict(darkUnits.state), units.slots, darkUnits.slots)
    const darkCard = zoneSlots(state.cards, zones.hand('dark'))[0]!
    state = act(state, 'light', { type: 'pass' })
    state = act(state, 'dark', { type: 'place-edge', payload: { slot: darkCard } })
    state = act(state, 'light', { type: 'pass' })
    state = act(state, 'dark', { type: 'pass' })
    expect(state.engagement!.edge).toBe('dark') // revealed and decided
    expect(state.undo).toBeNull()
  })
})
