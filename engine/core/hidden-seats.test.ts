import { describe, expect, it } from 'vitest'
import {
  canSee,
  createZone,
  draw,
  emptyHidden,
  look,
  moveSlot,
  moveSlots,
  redactForSeat,
  setZoneViewers,
  shuffleZone,
  zoneSlots,
} from './hidden'
import type { HiddenState } from './hidden'
import { freezeJson } from './json'
import { createRng } from './random'
import { flattenSlotMap } from './slot-map'

const CARDS = ['luke-01', 'leia-02', 'han-03', 'chewie-04', 'vader-05']

/** A hidden deck and a reserve that s1 owns and shares with s2 (not s3); deep-frozen so mutation throws. */
function table(): HiddenState {
  let s = createZone(emptyHidden(), 'deck', { visibility: 'hidden', cards: CARDS })
  s = createZone(s, 'reserve:s1', { visibility: 'seats', owner: 's1', viewers: ['s2'], cards: ['yoda-06', 'ben-07'] })
  s = createZone(s, 'hand:s3', { visibility: 'owner', owner: 's3' })
  return freezeJson(s)
}

/** Card ids that appear anywhere in the serialised value. */
function idsIn(value: unknown): string[] {
  const text = JSON.stringify(value)
  return [...CARDS, 'yoda-06', 'ben-07'].filter((c) => text.includes(c))
}

describe("'seats' zones", () => {
  it('show faces to their viewers only: not to a third seat, not to spectators', () => {
    const s = table()
    const [a, b] = zoneSlots(s, 'reserve:s1')
    expect(s.zones['reserve:s1']).toMatchObject({ visibility: 'seats', owner: 's1', viewers: ['s1', 's2'] })
    for (const seat of ['s1', 's2']) {
      expect([look(s, a!, seat), look(s, b!, seat)]).toEqual(['yoda-06', 'ben-07'])
      expect(idsIn(redactForSeat(s, seat))).toEqual(['yoda-06', 'ben-07'])
    }
    for (const seat of ['s3', null]) {
      expect([look(s, a!, seat), look(s, b!, seat)]).toEqual([null, null])
      expect(idsIn(redactForSeat(s, seat))).toEqual([])
    }
    // Every view lists the viewers, a copy of the state's list.
    const view = redactForSeat(s, null)
    expect(view.zones['reserve:s1']?.viewers).toEqual(['s1', 's2'])
    expect(view.zones['reserve:s1']?.viewers).not.toBe(s.zones['reserve:s1']?.viewers)
  })

  it('a card drawn into the zone is seen by the viewers; one leaving it stays known to them', () => {
    const d = draw(table(), 'deck', 'reserve:s1')
    if (!d.ok) throw new Error('draw failed')
    expect([look(d.state, d.slot, 's2'), look(d.state, d.slot, 's3')]).toEqual(['luke-01', null])
    const s = moveSlot(d.state, d.slot, 'deck', 'bottom')
    expect([look(s, d.slot, 's1'), look(s, d.slot, 's2')]).toEqual(['luke-01', 'luke-01'])
    expect([look(s, d.slot, 's3'), look(s, d.slot, null)]).toEqual([null, null])
    // Into another seat's hand: its owner sees it now, the old viewers still know it.
    const given = moveSlot(d.state, d.slot, 'hand:s3')
    expect(['s1', 's2', 's3'].map((seat) => look(given, d.slot, seat))).toEqual(['luke-01', 'luke-01', 'luke-01'])
  })

  it('a shuffle forgets the peeks of the old slots, yet the viewers still see the faces in the zone', () => {
    const s0 = table()
    const [a] = zoneSlots(s0, 'reserve:s1')
    const out = moveSlot(s0, a!, 'deck')
    const back = moveSlot(out, a!, 'reserve:s1')
    expect(back.peeks).not.toEqual([])
    const s = shuffleZone(back, 'reserve:s1', createRng('c0ffee'))
    expect(s.peeks).toEqual([])
    const slots = zoneSlots(s, 'reserve:s1')
    for (const seat of ['s1', 's2'])
      expect(slots.map((slot) => look(s, slot, seat)).sort()).toEqual(['ben-07', 'yoda-06'])
    for (const seat of ['s3', null]) expect(slots.map((slot) => look(s, slot, seat))).toEqual([null, null])
  })

  it('setZoneViewers: a dropped seat keeps knowing what it saw but sees no new card; an added one sees all', () => {
    const s0 = table()
    const [a] = zoneSlots(s0, 'reserve:s1')
    const s1 = setZoneViewers(s0, 'reserve:s1', ['s3'])
    // The owner always stays a viewer.
    expect(s1.zones['reserve:s1']?.viewers).toEqual(['s1', 's3'])
    expect(look(s1, a!, 's2')).toBe('yoda-06')
    expect(look(s1, a!, 's3')).toBe('yoda-06')
    const d = draw(s1, 'deck', 'reserve:s1')
    if (!d.ok) throw new Error('draw failed')
    expect(['s1', 's2', 's3', null].map((seat) => look(d.state, d.slot, seat))).toEqual([
      'luke-01',
      null,
      'luke-01',
      null,
    ])
    // Same viewers (in any order, with repeats): the very same state back.
    expect(setZoneViewers(s1, 'reserve:s1', ['s3', 's1', 's3'])).toBe(s1)
    // The input is untouched (it is frozen, and s0 still lists the old viewers).
    expect(s0.zones['reserve:s1']?.viewers).toEqual(['s1', 's2'])
    expect(() => setZoneViewers(s0, 'hand:s3', ['s1'])).toThrow(/no viewers/)
    expect(() => setZoneViewers(s0, 'reserve:s1', [])).toThrow(/needs viewers/)
    expect(() => setZoneViewers(s0, 'nowhere', ['s1'])).toThrow(/unknown zone/)
  })

  it('createZone: viewers sorted and deduplicated, required on a seats zone, refused elsewhere', () => {
    const s = createZone(emptyHidden(), 'pool', { visibility: 'seats', viewers: ['s3', 's1', 's3'] })
    expect(s.zones.pool).toEqual({ slots: [], visibility: 'seats', owner: null, viewers: ['s1', 's3'] })
    expect(() => createZone(s, 'x', { visibility: 'seats' })).toThrow(/needs viewers/)
    expect(() => createZone(s, 'x', { visibility: 'seats', owner: 's1', viewers: [] })).toThrow(/needs viewers/)
    expect(() => createZone(s, 'x', { visibility: 'owner', owner: 's1', viewers: ['s2'] })).toThrow(/no viewers/)
    expect(() => createZone(s, 'x', { visibility: 'hidden', viewers: [] })).toThrow(/no viewers/)
  })

  it('other zones keep their JSON shape: no viewers key in state or view', () => {
    let s = createZone(emptyHidden(), 'deck', { visibility: 'hidden', cards: ['a'] })
    s = createZone(s, 'hand', { visibility: 'owner', owner: 's1' })
    s = createZone(s, 'table', { visibility: 'public' })
    s = moveSlots(s, [{ slot: zoneSlots(s, 'deck')[0]!, to: 'hand' }])
    for (const zones of [s.zones, redactForSeat(s, 's1').zones]) {
      for (const zone of Object.values(zones)) expect(Object.keys(zone)).toEqual(['slots', 'visibility', 'owner'])
    }
    expect(JSON.stringify(s.zones.table)).toBe('{"slots":[],"visibility":"public","owner":null}')
  })

  it('random moves, shuffles and viewer changes: nobody forgets a card it saw, spectators see none', () => {
    const rng = createRng('5eed', 'hidden-seats-fuzz')
    const seats = ['s1', 's2', 's3']
    const zones = ['deck', 'reserve:s1', 'hand:s3']
    let s = table()
    let known = new Map<string, Set<string>>(seats.map((seat) => [seat, new Set()]))
    for (let i = 0; i < 300; i++) {
      const op = rng.int(0, 2)
      if (op === 0) {
        const slot = rng.pick(Object.keys(flattenSlotMap(s.secrets)))
        s = moveSlot(s, slot, rng.pick(zones), rng.pick(['top', 'bottom'] as const))
      } else if (op === 1 && rng.int(0, 3) === 0) {
        s = shuffleZone(s, rng.pick(zones), createRng('beef', String(i)))
      } else if (op === 2) {
        s = setZoneViewers(s, 'reserve:s1', seats.filter(() => rng.int(0, 1) === 1).concat('s1'))
      }
      const slots = Object.keys(flattenSlotMap(s.secrets))
      expect(idsIn(redactForSeat(s, null))).toEqual([])
      for (const seat of seats) {
        // A slot seen before and not shuffled away since (so it still exists) is still seen.
        for (const slot of known.get(seat)!) if (slots.includes(slot)) expect(canSee(s, slot, seat)).toBe(true)
        const view = redactForSeat(s, seat)
        for (const slot of slots) expect(view.cards[slot] ?? null).toBe(look(s, slot, seat))
      }
      known = new Map(seats.map((seat) => [seat, new Set(slots.filter((slot) => canSee(s, slot, seat)))]))
    }
  })
})
