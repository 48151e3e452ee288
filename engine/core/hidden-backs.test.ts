/**
 * Public card backs in the hidden core: a slot keeps the back it was created with through draws, moves and
 * shuffles, every seat sees every back, and no view gains an identity from it. A state without backs keeps the
 * shape (and so the hash) it had before backs existed.
 */
import { describe, expect, it } from 'vitest'
import { backOf, createZone, draw, emptyHidden, moveSlot, redactForSeat, shuffleZone, zoneSlots } from './hidden'
import type { HiddenState } from './hidden'
import { freezeJson } from './json'
import { createRng } from './random'
import { flattenSlotMap, slotGet } from './slot-map'

const LIGHT = ['luke-01', 'leia-02', 'han-03', 'chewie-04']
const DARK = ['vader-05', 'tarkin-06']
const ALL = [...LIGHT, ...DARK]
const SEATS = ['s1', 's2', null]

/** A light deck and a dark deck with their own backs, a plain deck, two hands and a face-down table. */
function table(): HiddenState {
  let s = createZone(emptyHidden(), 'light', { visibility: 'hidden', cards: LIGHT, back: 'swlcg/back-light' })
  s = createZone(s, 'dark', { visibility: 'hidden', cards: DARK, back: 'swlcg/back-dark' })
  s = createZone(s, 'plain', { visibility: 'hidden', cards: ['blank-07'] })
  s = createZone(s, 'hand:s1', { visibility: 'owner', owner: 's1' })
  s = createZone(s, 'hand:s2', { visibility: 'owner', owner: 's2' })
  s = createZone(s, 'table', { visibility: 'hidden' })
  return freezeJson(s)
}

/** Card ids anywhere in the serialised value. */
const idsIn = (value: unknown): string[] => ALL.filter((c) => JSON.stringify(value).includes(c))

/** The back each card shows: by identity, read straight from the secrets (tests only). */
function backsByCard(s: HiddenState): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [slot, card] of Object.entries(flattenSlotMap(s.secrets))) out[card] = backOf(s, slot)
  return out
}

const EXPECTED = {
  ...Object.fromEntries(LIGHT.map((c) => [c, 'swlcg/back-light'])),
  ...Object.fromEntries(DARK.map((c) => [c, 'swlcg/back-dark'])),
  'blank-07': '',
}

describe('card backs', () => {
  it('gives every card of a zone its back, in every seat’s view, and leaves backless states as they were', () => {
    const s = table()
    for (const seat of SEATS) {
      const view = redactForSeat(s, seat)
      for (const slot of zoneSlots(s, 'light')) expect(view.backs[slot]).toBe('swlcg/back-light')
      for (const slot of zoneSlots(s, 'dark')) expect(view.backs[slot]).toBe('swlcg/back-dark')
      expect(view.backs[zoneSlots(s, 'plain')[0] as string]).toBeUndefined()
      expect(idsIn(view)).toEqual([])
    }
    const plain = createZone(emptyHidden(), 'deck', { visibility: 'hidden', cards: ['a', 'b'], back: '' })
    expect(Object.keys(plain)).not.toContain('backs')
    expect(redactForSeat(plain, 's1').backs).toEqual({})
  })

  it('keeps the back on a drawn, dealt and moved card, showing it to all and its face to nobody new', () => {
    const d1 = draw(table(), 'dark', 'hand:s1')
    if (!d1.ok) throw new Error('draw failed')
    const d2 = draw(d1.state, 'light', 'hand:s2', 'bottom')
    if (!d2.ok) throw new Error('draw failed')
    let s = moveSlot(d2.state, d1.slot, 'table')
    s = moveSlot(s, d2.slot, 'dark', 'top')
    for (const seat of SEATS) {
      const view = redactForSeat(s, seat)
      expect(view.backs[d1.slot]).toBe('swlcg/back-dark')
      expect(view.backs[d2.slot]).toBe('swlcg/back-light')
      expect(idsIn(view)).toEqual(seat === 's1' ? ['vader-05'] : seat === 's2' ? ['luke-01'] : [])
    }
    expect(backsByCard(s)).toEqual(EXPECTED)
  })

  it('a shuffle takes each card’s back along to its new slot, and hides which card is which', () => {
    const light = zoneSlots(table(), 'light')[0] as string
    let s = moveSlot(table(), light, 'dark', 'top')
    s = moveSlot(s, zoneSlots(s, 'plain')[0] as string, 'dark', 'bottom')
    for (const seed of ['01', 'abcd1234', 'beef']) {
      const mixed = shuffleZone(s, 'dark', createRng(seed))
      expect(backsByCard(mixed)).toEqual(EXPECTED)
      for (const seat of SEATS) {
        const view = redactForSeat(mixed, seat)
        const backs = zoneSlots(mixed, 'dark').map((slot) => view.backs[slot] ?? '')
        expect(backs.sort()).toEqual(['', 'swlcg/back-dark', 'swlcg/back-dark', 'swlcg/back-light'])
        expect(idsIn(view)).toEqual([])
      }
      // Old slots' backs are gone with the old slots.
      for (const slot of zoneSlots(s, 'dark')) expect(backOf(mixed, slot)).toBe('')
    }
  })

  it('shuffles in the very order the core did before backs existed, so old logs fold the same', () => {
    const s = table()
    const cards = zoneSlots(s, 'light').map((slot) => slotGet(s.secrets, slot))
    for (const seed of ['01', 'abcd1234', 'beef']) {
      const shuffled = shuffleZone(s, 'light', createRng(seed))
      const order = zoneSlots(shuffled, 'light').map((slot) => slotGet(shuffled.secrets, slot))
      expect(order).toEqual(createRng(seed).shuffle(cards))
    }
    const plain = createZone(emptyHidden(), 'deck', { visibility: 'hidden', cards: LIGHT })
    expect(Object.keys(shuffleZone(plain, 'deck', createRng('01')))).not.toContain('backs')
  })
})
