/** Single-card actions: move, play, flip, rotate, counter, reorder-hand, including bad payloads and other hands. */
import { describe, expect, it } from 'vitest'
import type { TabletopState } from './types'
import { MAX_COUNTER, MAX_COUNTERS_PER_CARD } from './types'
import { cardIds, ok, refused, secret, slotsOf, start, withPile } from './testing/fixtures'

const DECK = cardIds('hk/alap', 8)

/** A table with a deck and a discard pile, s1 holding the top three cards and s2 the next two. */
function dealt(): TabletopState {
  let state = withPile(withPile(start(), 'd', DECK), 'bin', [], 'discard')
  state = ok(state, 's1', 'draw', { pile: 'd', count: 3 }).state
  return ok(state, 's2', 'draw', { pile: 'd', count: 2 }).state
}

const hand = (state: TabletopState, seat: string): string[] => slotsOf(state, `hand:${seat}`)

describe('play', () => {
  it('puts a card from the own hand on the table, on top, untapped; face up names it', () => {
    const state = dealt()
    const slot = hand(state, 's1')[1] as string
    const { state: after, events } = ok(state, 's1', 'play', { slot, x: 1, z: -1, faceUp: true })
    expect(after.table[slot]).toEqual({ x: 1, z: -1, quarter: 0, faceUp: true, layer: 0, counters: {} })
    expect(hand(after, 's1')).not.toContain(slot)
    expect(slotsOf(after, 'table')).toEqual([slot])
    expect(events).toEqual([
      { type: 'played', data: { seat: 's1', slot, x: 1, z: -1, faceUp: true, card: DECK[1] as string } },
    ])
    const next = hand(after, 's1')[0] as string
    const down = ok(after, 's1', 'play', { slot: next, x: 0, z: 0, faceUp: false })
    expect(down.state.table[next]?.layer).toBe(1)
    expect(down.events[0]?.data).toEqual({ seat: 's1', slot: next, x: 0, z: 0, faceUp: false })
  })

  it('lies at the quarter the player passes, so a card played from across the table faces its player', () => {
    const state = dealt()
    const slot = hand(state, 's2')[0] as string
    const played = ok(state, 's2', 'play', { slot, x: 0, z: 2, faceUp: true, quarter: 2 })
    expect(played.state.table[slot]).toMatchObject({ quarter: 2 })
    expect(played.events[0]?.data).toMatchObject({ quarter: 2 })
  })

  it("refuses another seat's card, a card not in a hand, unknown slots and bad payloads", () => {
    const state = dealt()
    const theirs = hand(state, 's2')[0] as string
    refused(state, 's1', 'play', { slot: theirs, x: 0, z: 0, faceUp: true }, 'not-your-hand')
    refused(state, 's1', 'play', { slot: slotsOf(state, 'pile:d')[0], x: 0, z: 0, faceUp: true }, 'not-in-hand')
    refused(state, 's1', 'play', { slot: 'slot:999', x: 0, z: 0, faceUp: true }, 'unknown-slot')
    const mine = hand(state, 's1')[0] as string
    for (const payload of [
      { slot: '__proto__', x: 0, z: 0, faceUp: true },
      { slot: mine, x: 0, z: 0 },
      { slot: mine, x: 0, z: 0, faceUp: 1 },
      { slot: mine, x: Number.POSITIVE_INFINITY, z: 0, faceUp: true },
      { slot: 17, x: 0, z: 0, faceUp: true },
      { slot: mine, x: 0, z: 0, faceUp: true, quarter: 4 },
      { slot: mine, x: 0, z: 0, faceUp: true, quarter: 1.5 },
      { slot: mine, x: 0, z: 0, faceUp: true, quarter: '2' },
    ]) {
      refused(state, 's1', 'play', payload, 'malformed-action')
    }
  })
})

describe('move', () => {
  it('moves between own hand, piles (top or bottom) and the table; events name only public cards', () => {
    const state = dealt()
    const [a, b] = hand(state, 's1') as [string, string]
    const top = ok(state, 's1', 'move', { slot: a, to: { pile: 'd', position: 'top' } })
    expect(slotsOf(top.state, 'pile:d')[0]).toBe(a)
    expect(top.events).toEqual([
      { type: 'moved', data: { seat: 's1', slot: a, from: { hand: 's1' }, to: { pile: 'd' } } },
    ])
    const bottom = ok(top.state, 's1', 'move', { slot: b, to: { pile: 'd', position: 'bottom' } }).state
    expect(slotsOf(bottom, 'pile:d').at(-1)).toBe(b)
    const binned = ok(bottom, 's2', 'move', { slot: a, to: { pile: 'bin', position: 'top' } })
    expect(binned.events[0]?.data).toMatchObject({ from: { pile: 'd' }, to: { pile: 'bin' }, card: DECK[0] })
    const onTable = ok(binned.state, 's2', 'move', { slot: b, to: { table: { x: 2, z: 2, faceUp: false } } })
    expect(onTable.state.table[b]).toMatchObject({ x: 2, z: 2, faceUp: false, quarter: 0 })
    expect(onTable.events[0]?.data).toEqual({ seat: 's2', slot: b, from: { pile: 'd' }, to: { table: true } })
    const taken = ok(onTable.state, 's2', 'move', { slot: b, to: { hand: 's2' } }).state
    expect(taken.table).toEqual({})
    expect(hand(taken, 's2').at(-1)).toBe(b)
  })

  it('a table card moved on the table keeps rotation and counters and comes on top; leaving drops them', () => {
    let state = dealt()
    const slot = hand(state, 's1')[0] as string
    state = ok(state, 's1', 'play', { slot, x: 0, z: 0, faceUp: true }).state
    state = ok(state, 's2', 'rotate', { slot, quarter: 1 }).state
    state = ok(state, 's2', 'counter', { slot, name: 'damage', delta: 2 }).state
    state = ok(state, 's2', 'move', { slot, to: { table: { x: 3, z: 1, faceUp: true } } }).state
    expect(state.table[slot]).toEqual({ x: 3, z: 1, quarter: 1, faceUp: true, layer: 1, counters: { damage: 2 } })
    state = ok(state, 's2', 'move', { slot, to: { pile: 'bin', position: 'top' } }).state
    state = ok(state, 's2', 'move', { slot, to: { table: { x: 0, z: 0, faceUp: true } } }).state
    expect(state.table[slot]).toMatchObject({ quarter: 0, counters: {} })
    state = ok(state, 's2', 'move', { slot, to: { table: { x: 1, z: 1, faceUp: true, quarter: 3 } } }).state
    expect(state.table[slot], 'a quarter passed with a move on the table wins over the kept one').toMatchObject({
      quarter: 3,
    })
    state = ok(state, 's2', 'move', { slot, to: { table: { x: 2, z: 1, faceUp: true } } }).state
    expect(state.table[slot]?.quarter).toBe(3)
  })

  it("refuses another seat's hand (from or to), the box, unknown targets and malformed targets", () => {
    const state = dealt()
    const mine = hand(state, 's1')[0] as string
    const theirs = hand(state, 's2')[0] as string
    refused(state, 's1', 'move', { slot: theirs, to: { hand: 's1' } }, 'not-your-hand')
    refused(state, 's1', 'move', { slot: mine, to: { hand: 's2' } }, 'not-your-hand')
    refused(state, 's1', 'move', { slot: mine, to: { pile: 'nope', position: 'top' } }, 'unknown-pile')
    refused(state, 's1', 'move', { slot: 'slot:4242', to: { hand: 's1' } }, 'unknown-slot')
    const boxed = ok(state, 's1', 'remove-pile', { pile: 'd' }).state
    refused(boxed, 's1', 'move', { slot: slotsOf(boxed, 'box')[0], to: { hand: 's1' } }, 'unknown-slot')
    for (const to of [
      {},
      { hand: 's1', pile: 'd', position: 'top' },
      { pile: 'd' },
      { pile: 'd', position: 'middle' },
      { pile: '__proto__', position: 'top' },
      { table: { x: 0, z: 0 } },
      { table: { x: 0, z: 0, faceUp: true, quarter: -1 } },
      { table: 5 },
      'hand',
    ]) {
      refused(state, 's1', 'move', { slot: mine, to }, 'malformed-action')
    }
  })
})

describe('flip and rotate', () => {
  it('flip turns a table card; face up reveals and names it, face down names nothing new', () => {
    let state = dealt()
    const slot = slotsOf(state, 'pile:d')[0] as string
    state = ok(state, 's1', 'move', { slot, to: { table: { x: 0, z: 0, faceUp: false } } }).state
    const up = ok(state, 's2', 'flip', { slot })
    expect(up.state.table[slot]?.faceUp).toBe(true)
    expect(up.events).toEqual([
      { type: 'flipped', data: { seat: 's2', slot, faceUp: true, card: secret(state, slot) } },
    ])
    const down = ok(up.state, 's1', 'flip', { slot })
    expect(down.state.table[slot]?.faceUp).toBe(false)
    refused(state, 's1', 'flip', { slot: hand(state, 's1')[0] }, 'not-on-table')
    refused(state, 's1', 'flip', { slot: 'slot:777' }, 'unknown-slot')
    refused(state, 's1', 'flip', {}, 'malformed-action')
  })

  it('rotate sets 0–3 quarter turns on table cards only', () => {
    let state = dealt()
    const slot = hand(state, 's1')[0] as string
    refused(state, 's1', 'rotate', { slot, quarter: 1 }, 'not-on-table')
    state = ok(state, 's1', 'play', { slot, x: 0, z: 0, faceUp: true }).state
    const { state: after, events } = ok(state, 's2', 'rotate', { slot, quarter: 1 })
    expect(after.table[slot]?.quarter).toBe(1)
    expect(events).toEqual([{ type: 'rotated', data: { seat: 's2', slot, quarter: 1, from: 0 } }])
    for (const quarter of [4, -1, 0.5, '1']) refused(state, 's1', 'rotate', { slot, quarter }, 'malformed-action')
  })
})

describe('counter', () => {
  const base = (): { state: TabletopState; slot: string } => {
    const state = dealt()
    const slot = hand(state, 's1')[0] as string
    return { state: ok(state, 's1', 'play', { slot, x: 0, z: 0, faceUp: false }).state, slot }
  }

  it('adds, clamps to 0…MAX_COUNTER and removes a counter at 0', () => {
    let { state } = base()
    const { slot } = base()
    const step = ok(state, 's2', 'counter', { slot, name: 'damage', delta: 3 })
    expect(step.events).toEqual([{ type: 'counter-changed', data: { seat: 's2', slot, name: 'damage', value: 3 } }])
    state = ok(step.state, 's1', 'counter', { slot, name: 'shield', delta: 1 }).state
    expect(state.table[slot]?.counters).toEqual({ damage: 3, shield: 1 })
    state = ok(state, 's1', 'counter', { slot, name: 'damage', delta: -5 }).state
    expect(state.table[slot]?.counters).toEqual({ shield: 1 })
    state = ok(state, 's1', 'counter', { slot, name: 'focus', delta: MAX_COUNTER }).state
    state = ok(state, 's1', 'counter', { slot, name: 'focus', delta: 5 }).state
    expect(state.table[slot]?.counters.focus).toBe(MAX_COUNTER)
    // Taking from a counter that is not there changes nothing and adds no key.
    state = ok(state, 's1', 'counter', { slot, name: 'ion', delta: -1 }).state
    expect(Object.hasOwn(state.table[slot]?.counters ?? {}, 'ion')).toBe(false)
  })

  it('refuses too many kinds, bad names and deltas, and cards off the table', () => {
    let { state } = base()
    const { slot } = base()
    for (let i = 0; i < MAX_COUNTERS_PER_CARD; i++)
      state = ok(state, 's1', 'counter', { slot, name: `c${i}`, delta: 1 }).state
    refused(state, 's1', 'counter', { slot, name: 'one-more', delta: 1 }, 'too-many-counters')
    ok(state, 's1', 'counter', { slot, name: 'c0', delta: 1 })
    for (const payload of [
      { slot, name: '__proto__', delta: 1 },
      { slot, name: 'a b', delta: 1 },
      { slot, name: 'dmg', delta: 0 },
      { slot, name: 'dmg', delta: MAX_COUNTER + 1 },
      { slot, name: 'dmg', delta: 1.5 },
    ]) {
      refused(state, 's1', 'counter', payload, 'malformed-action')
    }
    refused(state, 's1', 'counter', { slot: hand(state, 's1')[0], name: 'dmg', delta: 1 }, 'not-on-table')
  })
})

describe('reorder-hand', () => {
  it('sets the own hand order, every card exactly once', () => {
    const state = dealt()
    const [a, b, c] = hand(state, 's1') as [string, string, string]
    const { state: after, events } = ok(state, 's1', 'reorder-hand', { slots: [c, a, b] })
    expect(hand(after, 's1')).toEqual([c, a, b])
    expect(events).toEqual([{ type: 'hand-reordered', data: { seat: 's1', count: 3 } }])
    refused(state, 's1', 'reorder-hand', { slots: [a, b] }, 'bad-order')
    refused(state, 's1', 'reorder-hand', { slots: [a, a, b] }, 'bad-order')
    refused(state, 's1', 'reorder-hand', { slots: [a, b, hand(state, 's2')[0] as string] }, 'bad-order')
    refused(state, 's1', 'reorder-hand', { slots: 'all' }, 'malformed-action')
    refused(state, 's1', 'reorder-hand', { slots: ['__proto__'] }, 'malformed-action')
  })
})
