import { describe, expect, it } from 'vitest'
import {
  canSee,
  createZone,
  draw,
  emptyHidden,
  look,
  moveSlot,
  redactForSeat,
  reveal,
  showTo,
  shuffleZone,
  zoneOf,
  zoneSlots,
} from './hidden'
import type { HiddenState } from './hidden'
import { freezeJson } from './json'
import { createRng } from './random'
import { flattenSlotMap, slotGet } from './slot-map'

const CARDS = ['luke-01', 'leia-02', 'han-03', 'chewie-04', 'vader-05']

/** Deck (hidden), two hands, a public table; deep-frozen so any mutation by the API would throw. */
function table(): HiddenState {
  let s = createZone(emptyHidden(), 'deck', { visibility: 'hidden', cards: CARDS })
  s = createZone(s, 'hand:s1', { visibility: 'owner', owner: 's1' })
  s = createZone(s, 'hand:s2', { visibility: 'owner', owner: 's2' })
  s = createZone(s, 'table', { visibility: 'public' })
  return freezeJson(s)
}

/** Card ids that appear anywhere in the serialised value. */
function idsIn(value: unknown): string[] {
  const text = JSON.stringify(value)
  return CARDS.filter((c) => text.includes(c))
}

describe('hidden zones', () => {
  it('hides deck cards from everyone, spectators included', () => {
    const s = table()
    for (const seat of ['s1', 's2', null]) {
      for (const slot of zoneSlots(s, 'deck')) expect(look(s, slot, seat)).toBeNull()
      expect(idsIn(redactForSeat(s, seat))).toEqual([])
    }
  })

  it('draw moves the top card into a hand that only its owner sees', () => {
    const s0 = table()
    const top = zoneSlots(s0, 'deck')[0]
    const d = draw(s0, 'deck', 'hand:s1')
    expect(d.ok).toBe(true)
    if (!d.ok) return
    expect(d.slot).toBe(top)
    expect(zoneOf(d.state, d.slot)).toBe('hand:s1')
    expect(zoneSlots(d.state, 'deck')).toHaveLength(4)
    expect(look(d.state, d.slot, 's1')).toBe('luke-01')
    expect(look(d.state, d.slot, 's2')).toBeNull()
    expect(look(d.state, d.slot, null)).toBeNull()
    expect(idsIn(redactForSeat(d.state, 's1'))).toEqual(['luke-01'])
    expect(idsIn(redactForSeat(d.state, 's2'))).toEqual([])
    expect(idsIn(redactForSeat(d.state, null))).toEqual([])
  })

  it('draw from an empty zone is a typed error', () => {
    let s = createZone(emptyHidden(), 'deck', { visibility: 'hidden' })
    s = createZone(s, 'hand', { visibility: 'owner', owner: 's1' })
    const d = draw(s, 'deck', 'hand')
    expect(!d.ok && d.error.code).toBe('zone-empty')
  })

  it('reveal shows a card to every seat and to spectators', () => {
    const d = draw(table(), 'deck', 'hand:s1')
    if (!d.ok) throw new Error('draw failed')
    const s = reveal(d.state, d.slot)
    for (const seat of ['s1', 's2', null]) expect(look(s, d.slot, seat)).toBe('luke-01')
    expect(idsIn(redactForSeat(s, 's2'))).toEqual(['luke-01'])
  })

  it('showTo lets only the named seats peek', () => {
    const s0 = table()
    const top = zoneSlots(s0, 'deck')[0] as string
    const s = showTo(s0, top, ['s2'])
    expect(look(s, top, 's2')).toBe('luke-01')
    expect(look(s, top, 's1')).toBeNull()
    expect(canSee(s, top, null)).toBe(false)
    expect(showTo(s, top, ['s2'])).toBe(s)
  })

  it('knowledge follows the card: a card played face up and taken back stays known', () => {
    const d = draw(table(), 'deck', 'hand:s1')
    if (!d.ok) throw new Error('draw failed')
    const played = moveSlot(d.state, d.slot, 'table')
    expect(look(played, d.slot, 's2')).toBe('luke-01')
    const back = moveSlot(played, d.slot, 'hand:s1')
    expect(look(back, d.slot, 's2')).toBe('luke-01')
    // A card from a hand placed face down stays known to its former owner only.
    const d2 = draw(back, 'deck', 'hand:s1')
    if (!d2.ok) throw new Error('draw failed')
    const facedown = moveSlot(d2.state, d2.slot, 'deck', 'bottom')
    expect(zoneSlots(facedown, 'deck').at(-1)).toBe(d2.slot)
    expect(look(facedown, d2.slot, 's1')).toBe('leia-02')
    expect(look(facedown, d2.slot, 's2')).toBeNull()
  })

  it('shuffle permutes the cards, renames every slot and forgets what anyone saw', () => {
    const s0 = table()
    const top = zoneSlots(s0, 'deck')[0] as string
    const peeked = reveal(showTo(s0, top, ['s1']), top)
    const s = shuffleZone(peeked, 'deck', createRng('abcd1234'))
    const slots = zoneSlots(s, 'deck')
    expect(slots).toHaveLength(5)
    for (const slot of slots) expect(zoneSlots(s0, 'deck')).not.toContain(slot)
    expect(look(s, top, 's1')).toBeNull()
    expect(s.revealed).toEqual([])
    expect(s.peeks).toEqual([])
    expect(Object.keys(flattenSlotMap(s.secrets))).toHaveLength(5)
    expect(Object.values(flattenSlotMap(s.secrets)).sort()).toEqual([...CARDS].sort())
    // Same rng seed, same order: shuffles are deterministic.
    expect(shuffleZone(peeked, 'deck', createRng('abcd1234'))).toEqual(s)
  })

  it('throws on unknown zones or slots (bugs in game code, not peer input)', () => {
    const s = table()
    expect(() => createZone(s, 'deck', { visibility: 'hidden' })).toThrow(/exists/)
    expect(() => createZone(s, 'hand:x', { visibility: 'owner' })).toThrow(/owner/)
    expect(() => draw(s, 'nowhere', 'hand:s1')).toThrow(/unknown zone/)
    expect(() => reveal(s, 'slot:999')).toThrow(/unknown slot/)
    expect(() => moveSlot(s, 'slot:999', 'table')).toThrow(/unknown slot/)
    expect(look(s, 'slot:999', 's1')).toBeNull()
    expect(zoneOf(s, 'slot:999')).toBeNull()
  })

  it('a random sequence of operations never leaks an identity into a view', () => {
    const rng = createRng('feed', 'hidden-fuzz')
    let s = table()
    for (let i = 0; i < 300; i++) {
      const op = rng.int(0, 4)
      const hands = ['hand:s1', 'hand:s2']
      if (op === 0) {
        const d = draw(s, 'deck', rng.pick(hands))
        if (d.ok) s = d.state
      } else if (op === 1) {
        const hand = rng.pick(hands)
        const slots = zoneSlots(s, hand)
        if (slots.length > 0) s = moveSlot(s, rng.pick(slots), 'deck', rng.pick(['top', 'bottom'] as const))
      } else if (op === 2) {
        s = shuffleZone(s, 'deck', createRng('beef', String(i)))
      } else if (op === 3 && rng.int(0, 3) === 0) {
        const all = Object.keys(flattenSlotMap(s.secrets))
        s = reveal(s, rng.pick(all))
      }
      for (const seat of ['s1', 's2', null]) {
        const view = redactForSeat(s, seat)
        const allowed = Object.keys(flattenSlotMap(s.secrets))
          .filter((slot) => canSee(s, slot, seat))
          .map((slot) => slotGet(s.secrets, slot) as string)
        expect(idsIn(view).sort()).toEqual([...new Set(allowed)].sort())
        for (const [slot, card] of Object.entries(view.cards)) expect(look(s, slot, seat)).toBe(card)
      }
    }
  })
})
