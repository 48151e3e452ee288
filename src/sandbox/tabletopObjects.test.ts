import { describe, expect, it } from 'vitest'
import { tabletop } from '../../engine/games/tabletop'
import type { TabletopAction, TabletopState } from '../../engine/games/tabletop'
import { tabletopInit } from './tabletopSetup'
import { pileObjectId, tabletopObjects } from './tabletopObjects'
import { slotGet } from '../../engine'

const cards = Array.from({ length: 12 }, (_, i) => `secret-${i}`)
const start = (): TabletopState =>
  tabletop.setup(
    {
      piles: [
        { pile: 'd', name: 'Deck', kind: 'deck', x: -2, z: 0, cards },
        { pile: 'x', name: 'Discard', kind: 'discard', x: 2, z: 0, cards: [] },
      ],
    },
    ['s1', 's2'],
    '00',
  )
const apply = (s: TabletopState, a: TabletopAction, seat = 's1') => {
  const r = tabletop.apply(s, a, seat)
  if (!r.ok) throw new Error(r.error.reason.en)
  return r.state
}

describe('tabletop scene objects', () => {
  it('draws a deck as a stack with no face, and never puts a face another seat may not see into the scene', () => {
    let s = apply(start(), { type: 'draw', payload: { pile: 'd', count: 3 } })
    const [a, b] = s.cards.zones['hand:s1']!.slots as [string, string]
    s = apply(s, { type: 'play', payload: { slot: a, x: 0, z: 1, faceUp: false } })
    s = apply(s, { type: 'play', payload: { slot: b, x: 1, z: 1, faceUp: true } })
    const other = tabletopObjects(tabletop.view(s, 's2'))
    expect(other.get(pileObjectId('d'))).toMatchObject({ stack: 9, faceUp: false, look: '', label: 'Deck' })
    expect(other.get(a)).toMatchObject({ faceUp: false, look: '' })
    expect(other.get(b)?.look).toBe(slotGet(s.cards.secrets, b))
    // The third drawn card is in s1's hand: nothing about it reaches s2's scene.
    const text = JSON.stringify([...other])
    const inHand = slotGet(s.cards.secrets, s.cards.zones['hand:s1']!.slots[0]!)!
    expect(text).not.toContain(inHand)
    // Even s1's own face-down card is drawn as a back on the table (the face shows in the hand and the zoom only).
    expect(tabletopObjects(tabletop.view(s, 's1')).get(a)?.look).toBe('')
  })

  it('shows the top card of a discard pile face up, and an empty deck disappears', () => {
    let s = apply(start(), { type: 'draw', payload: { pile: 'd', count: 12 } })
    const slot = s.cards.zones['hand:s1']!.slots[4]!
    s = apply(s, { type: 'move', payload: { slot, to: { pile: 'x', position: 'top' } } })
    const objects = tabletopObjects(tabletop.view(s, 's2'))
    expect(objects.has(pileObjectId('d'))).toBe(false)
    expect(objects.get(pileObjectId('x'))).toMatchObject({
      faceUp: true,
      look: slotGet(s.cards.secrets, slot),
      stack: 1,
    })
  })

  it('draws a face-down card, a deck and its top with each card’s own back, and no back without one', () => {
    const backed = (): TabletopState =>
      tabletop.setup(
        {
          piles: [
            { pile: 'd', name: 'Dark', kind: 'deck', x: 0, z: 0, cards, back: 'swlcg/back-dark' },
            { pile: 'p', name: 'Plain', kind: 'deck', x: 2, z: 0, cards: ['plain-1', 'plain-2'] },
          ],
        },
        ['s1', 's2'],
        '00',
      )
    let s = apply(backed(), { type: 'draw', payload: { pile: 'd', count: 2 } })
    const [down, moved] = s.cards.zones['hand:s1']!.slots as [string, string]
    s = apply(s, { type: 'play', payload: { slot: down, x: 0, z: 1, faceUp: false } })
    s = apply(s, { type: 'move', payload: { slot: moved, to: { pile: 'p', position: 'top' } } })
    const plain = s.cards.zones['pile:p']!.slots[1]!
    s = apply(s, { type: 'move', payload: { slot: plain, to: { table: { x: 3, z: 1, faceUp: false } } } }, 's2')
    for (const seat of ['s1', 's2', null]) {
      const objects = tabletopObjects(tabletop.view(s, seat))
      expect(objects.get(down)).toMatchObject({ faceUp: false, look: '', back: 'swlcg/back-dark' })
      expect(objects.get(pileObjectId('d'))).toMatchObject({ look: '', back: 'swlcg/back-dark' })
      // The plain pile's top is the dark card put there: it shows its own back.
      expect(objects.get(pileObjectId('p'))).toMatchObject({ look: '', back: 'swlcg/back-dark' })
      expect(objects.get(plain)?.back).toBeUndefined()
      if (seat !== 's1') expect(JSON.stringify([...objects])).not.toContain(slotGet(s.cards.secrets, down))
    }
  })

  it('puts the stacking bands in order: cards above boards, free pieces above cards', () => {
    const s = apply(start(), {
      type: 'move',
      payload: { slot: start().cards.zones['pile:d']!.slots[0]!, to: { table: { x: 0, z: 0, faceUp: true } } },
    })
    const obj = [...tabletopObjects(tabletop.view(s, 's1')).values()].find((o) => o.stack === undefined)
    expect(obj?.layer).toBeGreaterThanOrEqual(100_000)
    expect(obj?.layer).toBeLessThan(200_000)
  })
})

describe('tabletop setup from meta', () => {
  it('lays out the box piles unshuffled, and survives a damaged config with the reason', () => {
    const good = tabletopInit({
      piles: [{ pile: 'd', name: 'D', kind: 'deck', x: 0, z: 0, cards: ['a'], shuffle: true }],
    })
    expect(good.broken).toBeNull()
    expect(good.init.config.piles?.[0]?.shuffle).toBe(false)
    expect(good.init.seats).toEqual(['s1', 's2', 's3', 's4'])
    const bad = tabletopInit({ piles: [{ pile: '__proto__', name: 'D', kind: 'deck', x: 0, z: 0, cards: [] }] })
    expect(bad.broken).toMatch(/pile/)
    expect(bad.init.config.piles).toEqual([])
    expect(tabletopInit(null).init.config.piles).toEqual([])
    expect(tabletopInit('junk').broken).toBeNull()
  })
})
