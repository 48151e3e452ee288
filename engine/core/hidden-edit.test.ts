import { describe, expect, it } from 'vitest'
import {
  createZone,
  emptyHidden,
  moveSlot,
  moveSlots,
  reveal,
  showSlotsTo,
  showTo,
  shuffleZone,
  zoneOf,
  zoneSlots,
} from './hidden'
import type { HiddenState, SlotMove } from './hidden'
import { copyMap } from './hidden-edit'
import { freezeJson } from './json'
import { createRng } from './random'
import { flattenSlotMap } from './slot-map'

/** A frozen table: a hidden deck with backs, a public discard, two hands; some cards revealed and peeked. */
function table(): HiddenState {
  const cards = Array.from({ length: 12 }, (_, i) => `card-${i}`)
  let s = createZone(emptyHidden(), 'deck', { visibility: 'hidden', cards, back: 'blue' })
  s = createZone(s, 'discard', { visibility: 'public', cards: ['x-1', 'x-2'] })
  s = createZone(s, 'hand:s1', { visibility: 'owner', owner: 's1' })
  s = createZone(s, 'hand:s2', { visibility: 'owner', owner: 's2' })
  const deck = zoneSlots(s, 'deck')
  s = reveal(s, deck[3]!)
  s = showTo(s, deck[4]!, ['s2'])
  return freezeJson(s)
}

/** Byte-for-byte JSON (key order included): the batch must build exactly what single steps built. */
const json = (s: HiddenState) => JSON.stringify(s)

describe('batch changes equal the same changes one at a time', () => {
  it('moveSlots equals moveSlot after moveSlot (deal, cut, put away), key order included', () => {
    const s = table()
    const deck = zoneSlots(s, 'deck')
    const discard = zoneSlots(s, 'discard')
    const batches: SlotMove[][] = [
      deck.slice(0, 6).map((slot, i) => ({ slot, to: i % 2 ? 'hand:s2' : 'hand:s1', position: 'bottom' })),
      deck.slice(0, 5).map((slot) => ({ slot, to: 'deck', position: 'bottom' })),
      [...deck.slice(2, 5), ...discard].map((slot) => ({ slot, to: 'discard' })),
      [
        { slot: deck[0]!, to: 'hand:s1' },
        { slot: deck[0]!, to: 'discard' },
        { slot: deck[0]!, to: 'deck' },
      ],
    ]
    for (const moves of batches) {
      const one = moves.reduce((acc, m) => moveSlot(acc, m.slot, m.to, m.position), s)
      expect(json(moveSlots(s, moves))).toBe(json(one))
    }
  })

  it('showSlotsTo equals showTo after showTo, and returns the same state when nothing changes', () => {
    const s = table()
    const deck = zoneSlots(s, 'deck')
    const one = deck.reduce((acc, slot) => showTo(acc, slot, ['s1', 's2']), s)
    const batch = showSlotsTo(s, deck, ['s2', 's1'])
    expect(json(batch)).toBe(json(one))
    expect(showSlotsTo(batch, deck, ['s1'])).toBe(batch)
  })

  it('refuses unknown slots and zones like moveSlot does', () => {
    const s = table()
    expect(() => moveSlots(s, [{ slot: 'slot:999', to: 'deck' }])).toThrow(/unknown slot/)
    expect(() => moveSlots(s, [{ slot: zoneSlots(s, 'deck')[0]!, to: 'nowhere' }])).toThrow(/unknown zone/)
    expect(() => showSlotsTo(s, ['slot:999'], ['s1'])).toThrow(/unknown slot/)
  })
})

describe('structural sharing', () => {
  it('never changes the state it started from (frozen input, so a write would throw)', () => {
    const s = table()
    const before = json(s)
    const deck = zoneSlots(s, 'deck')
    moveSlots(
      s,
      deck.map((slot) => ({ slot, to: 'hand:s1' })),
    )
    shuffleZone(s, 'deck', createRng('ab', 'x'))
    showSlotsTo(s, deck, ['s1'])
    createZone(s, 'extra', { visibility: 'hidden', cards: ['y'], back: 'red' })
    expect(json(s)).toBe(before)
  })

  it('copies only the maps a change touches and shares the rest', () => {
    const s = table()
    const deck = zoneSlots(s, 'deck')
    // A card from a hidden deck into a hand: nobody learns anything, so only the zones change.
    const drawn = moveSlot(s, deck[0]!, 'hand:s1')
    expect(drawn.secrets).toBe(s.secrets)
    expect(drawn.revealed).toBe(s.revealed)
    expect(drawn.peeks).toBe(s.peeks)
    expect(drawn.backs).toBe(s.backs)
    expect(drawn.zones.discard).toBe(s.zones.discard)
    // Shuffling the discard pile (no peeks, no backs there) leaves those maps shared.
    const shuffled = shuffleZone(s, 'discard', createRng('cd', 'y'))
    expect(shuffled.peeks).toBe(s.peeks)
    expect(shuffled.backs).toBe(s.backs)
    expect(shuffled.zones.deck).toBe(s.zones.deck)
  })

  it('copyMap keeps key order and leaves out the dropped keys', () => {
    expect(Object.keys(copyMap({ b: 1, a: 2, c: 3 }, new Set(['a'])))).toEqual(['b', 'c'])
  })
})

describe('the slot → zone index', () => {
  it('always names the zone that lists the slot, through moves, batches and shuffles', () => {
    const rng = createRng('5107', 'index')
    let s = table()
    const names = Object.keys(s.zones)
    const scan = (state: HiddenState, slot: string) =>
      Object.keys(state.zones).find((name) => state.zones[name]!.slots.includes(slot)) ?? null
    for (let step = 0; step < 300; step++) {
      const all = names.flatMap((name) => [...zoneSlots(s, name)])
      const kind = rng.int(0, 3)
      if (kind === 0 && all.length > 0) s = moveSlot(s, rng.pick(all), rng.pick(names), rng.pick(['top', 'bottom']))
      else if (kind === 1 && all.length > 2)
        s = moveSlots(
          s,
          [rng.pick(all), rng.pick(all)].map((slot) => ({ slot, to: rng.pick(names) })),
        )
      else s = shuffleZone(s, rng.pick(names), rng)
      for (const name of names) for (const slot of zoneSlots(s, name)) expect(zoneOf(s, slot)).toBe(name)
      expect(Object.keys(flattenSlotMap(s.zoneOf)).sort()).toEqual(names.flatMap((n) => [...zoneSlots(s, n)]).sort())
      expect(zoneOf(s, 'slot:999999')).toBe(scan(s, 'slot:999999'))
    }
  })
})
