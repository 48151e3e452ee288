/** The view: derived stats with every bonus, counts, who acts; only the faces a seat may see. */
import { describe, expect, it } from 'vitest'
import { look, zoneSlots } from '../../core/hidden'
import { hkkGame } from './hkk'
import { zones } from './queries'
import { T } from './testing/defs'
import { begin, inPlay, S1, S2 } from './testing/fixtures'

describe('view', () => {
  const mine = inPlay(begin(), 'p1', T.bear.id, 'guard')
  const theirs = inPlay(mine.state, 'p2', T.bear.id, 'guard')
  const state = theirs.state

  it('derives current stats (the defence bonus in the opponent’s turn) and counts', () => {
    const v = hkkGame.view(state, S1)
    expect(v.stats[mine.slot]).toMatchObject({ damage: 2, ep: 2, left: 2 })
    expect(v.stats[theirs.slot]).toMatchObject({ damage: 3, ep: 3, left: 3 })
    expect(v.counts.p2.hand).toBe(5)
    expect(v.acting).toBe('p1')
    expect(v.turn.stage).toBe('main-1')
  })

  it('shows a seat its own hand only; a spectator sees no hand', () => {
    const own = zoneSlots(state.cards, zones.hand('p1'))[0]!
    const other = zoneSlots(state.cards, zones.hand('p2'))[0]!
    expect(hkkGame.view(state, S1).cards.cards[own]).toBe(look(state.cards, own, S1))
    expect(hkkGame.view(state, S1).cards.cards[other]).toBeUndefined()
    expect(hkkGame.view(state, S2).cards.cards[own]).toBeUndefined()
    const spectator = hkkGame.view(state, null).cards.cards
    expect(spectator[own]).toBeUndefined()
    expect(spectator[other]).toBeUndefined()
    expect(spectator[mine.slot]).toBeDefined()
  })
})
