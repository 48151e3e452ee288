/** Tokens (25–27): made from the public token pool, act as their type, never reach a hand or a discard (26.3, 26.7). */
import { describe, expect, it } from 'vitest'
import { zoneOf, zoneSlots } from '../../core/hidden'
import { creatures, zones } from './queries'
import { statsOf } from './stats'
import { T } from './testing/defs'
import { act, begin, withHand, withVp } from './testing/fixtures'

describe('tokens', () => {
  it('create-token puts independent 1/1 tokens into the reserve from the pool', () => {
    const h = withHand(withVp(begin(), 'p1', 5), 'p1', [T.pups.id, T.ebb.id, T.bolt.id])
    const pool = zoneSlots(h.state.cards, zones.tokens).length
    let s = act(h.state, 'p1', { type: 'play-card', payload: { slot: h.slots[0]! } })
    const tokens = creatures(s, 'p1', 'reserve')
    expect(tokens).toHaveLength(2)
    expect(s.perms[tokens[0]!]!.token?.id).toBe('hkk-user/test-pup')
    expect(statsOf(s, tokens[0]!)).toMatchObject({ damage: 1, ep: 1 })
    expect(zoneSlots(s.cards, zones.tokens)).toHaveLength(pool - 2)
    // 26.7: "to hand" removes a token; 26.3: a destroyed token never reaches the discard.
    s = act(s, 'p1', { type: 'play-card', payload: { slot: h.slots[1]!, targets: [tokens[0]!] } })
    expect(zoneOf(s.cards, tokens[0]!)).toBe(zones.tokens)
    s = act(s, 'p1', { type: 'play-card', payload: { slot: h.slots[2]!, targets: [tokens[1]!] } })
    expect(zoneOf(s.cards, tokens[1]!)).toBe(zones.tokens)
    expect(zoneSlots(s.cards, zones.discard('p1'))).not.toContain(tokens[1])
    expect(s.perms[tokens[1]!]).toBeUndefined()
  })
})
