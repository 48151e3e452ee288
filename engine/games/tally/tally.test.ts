import { describe, expect, it } from 'vitest'
import { foldLog } from '../../core/fold'
import { hashState } from '../../core/hash'
import { look, zoneSlots } from '../../core/hidden'
import type { ApplyResult, SeatId } from '../../core/types'
import { generateTallyLog } from './generate'
import { handZone, tally, tallyCardId, tallyCardValue } from './tally'
import type { TallyAction, TallyState } from './tally'
import { flattenSlotMap, slotGet, slotHas } from '../../core/slot-map'

const SEATS = ['s1', 's2']
const start = (config = {}) => tally.setup(config, SEATS, 'aabbccdd')

/** Applies and asserts success, returning the new state. */
function ok(state: TallyState, action: TallyAction, seat: SeatId): TallyState {
  const r = tally.apply(state, action, seat)
  if (!r.ok) throw new Error(`expected success, got ${r.error.code}`)
  return r.state
}

/** Applies and asserts a rejection with `code`, a bilingual reason and an untouched state. */
function refused(state: TallyState, action: unknown, seat: SeatId, code: string): void {
  const before = hashState(state)
  const r: ApplyResult<TallyState> = tally.apply(state, action as TallyAction, seat)
  expect(r.ok).toBe(false)
  if (r.ok) return
  expect(r.error.code).toBe(code)
  expect(r.error.reason.hu).toBeTruthy()
  expect(r.error.reason.en).toBeTruthy()
  expect(r.error.reason.hu).not.toBe(r.error.reason.en)
  expect(hashState(state)).toBe(before)
}

describe('tally setup', () => {
  it('shuffles the deck from the setup entropy, deterministically', () => {
    const order = (e: string) => {
      const s = tally.setup({}, SEATS, e)
      return zoneSlots(s.cards, 'deck').map((slot) => slotGet(s.cards.secrets, slot))
    }
    expect(order('01')).toEqual(order('01'))
    expect(order('01')).not.toEqual(order('02'))
    expect([...order('01')].sort()).toEqual(Array.from({ length: 20 }, (_, i) => tallyCardId(i)))
  })

  it('starts with zero scores, empty hands and the first seat to act', () => {
    const s = start()
    expect(s.scores).toEqual({ s1: 0, s2: 0 })
    expect(zoneSlots(s.cards, handZone('s1'))).toEqual([])
    expect(tally.view(s, 's2').toAct).toBe('s1')
  })

  it('throws on a bad config or seats (the host’s error, not a peer’s)', () => {
    expect(() => tally.setup({ target: 0 }, SEATS, '00')).toThrow(RangeError)
    expect(() => tally.setup({}, ['s1', 's1'], '00')).toThrow(RangeError)
    expect(() => tally.setup({}, SEATS, 'not-hex')).toThrow(RangeError)
  })
})

describe('tally actions', () => {
  it('roll adds a die result from the action entropy and passes the turn', () => {
    const s = ok(start(), { type: 'roll', entropy: '1234' }, 's1')
    expect(s.scores.s1).toBeGreaterThanOrEqual(1)
    expect(s.scores.s1).toBeLessThanOrEqual(6)
    expect(ok(start(), { type: 'roll', entropy: '1234' }, 's1')).toEqual(s)
    expect(tally.view(s, null).toAct).toBe('s2')
  })

  it('refuses out-of-turn, entropy-less, unknown and malformed actions with typed errors', () => {
    const s = start()
    refused(s, { type: 'pass' }, 's2', 'not-your-turn')
    refused(s, { type: 'roll' }, 's1', 'missing-entropy')
    refused(s, { type: 'roll', entropy: 'xyz' }, 's1', 'bad-entropy')
    refused(s, { type: 'teleport' }, 's1', 'unknown-action')
    refused(s, { type: 'reveal' }, 's1', 'malformed-action')
    refused(s, { type: 'reveal', payload: { slot: 3 } }, 's1', 'malformed-action')
    refused(s, { type: 'pass', payload: { extra: true } }, 's1', 'malformed-action')
    refused(s, 'pass', 's1', 'malformed-action')
  })

  it('draw puts a card in the drawer’s hand, hidden from the others', () => {
    const s = ok(start(), { type: 'draw' }, 's1')
    const [slot] = zoneSlots(s.cards, handZone('s1'))
    const card = look(s.cards, slot as string, 's1') as string
    expect(card).toMatch(/^card-\d{3}$/)
    expect(JSON.stringify(tally.view(s, 's1'))).toContain(`"${card}"`)
    expect(JSON.stringify(tally.view(s, 's2'))).not.toContain(card)
    expect(JSON.stringify(tally.view(s, null))).not.toContain(card)
  })

  it('reveal shows a card from one’s own hand to all and scores its value', () => {
    let s = ok(start(), { type: 'draw' }, 's1')
    const slot = zoneSlots(s.cards, handZone('s1'))[0] as string
    const card = look(s.cards, slot, 's1') as string
    s = ok(s, { type: 'pass' }, 's2')
    refused(s, { type: 'reveal', payload: { slot: 'slot:999' } }, 's1', 'not-in-hand')
    s = ok(s, { type: 'reveal', payload: { slot } }, 's1')
    expect(s.scores.s1).toBe(tallyCardValue(card))
    expect(JSON.stringify(tally.view(s, 's2'))).toContain(`"${card}"`)
    s = ok(s, { type: 'pass' }, 's2')
    refused(s, { type: 'reveal', payload: { slot } }, 's1', 'already-revealed')
    // s2 may not reveal s1's card.
    s = ok(s, { type: 'pass' }, 's1')
    refused(s, { type: 'reveal', payload: { slot } }, 's2', 'not-in-hand')
  })

  it('draw from an empty deck is refused', () => {
    let s = start({ deckSize: 1 })
    s = ok(s, { type: 'draw' }, 's1')
    refused(s, { type: 'draw' }, 's2', 'empty-deck')
    expect(tally.legalActions(s, 's2').map((a) => a.type)).toEqual(['roll', 'pass'])
  })

  it('ends at the target score: outcome names the winner and every later action is refused', () => {
    let s = start({ target: 3, sides: 2 })
    let n = 0
    while (tally.outcome(s) === null) {
      const seat = s.seats[s.turn] as string
      s = ok(s, { type: 'roll', entropy: (n++).toString(16).padStart(2, '0') }, seat)
    }
    const outcome = tally.outcome(s)
    expect(outcome?.winners).toEqual([s.winner])
    expect(s.scores[s.winner as string]).toBeGreaterThanOrEqual(3)
    expect(outcome?.reason.hu).toContain(s.winner as string)
    refused(s, { type: 'pass' }, s.seats[s.turn] as string, 'game-over')
    expect(tally.legalActions(s, s.seats[s.turn] as string)).toEqual([])
    expect(tally.view(s, null).toAct).toBeNull()
  })
})

describe('tally legal actions and views over a whole game', () => {
  const log = generateTallyLog({ seed: '7a11', length: 300, seats: ['s1', 's2', 's3'], badRate: 0 })

  it('every legal action (with entropy added for rolls) is accepted', () => {
    const { steps } = foldLog(tally, log.init, log.entries)
    expect(steps.every((s) => s.ok)).toBe(true)
  })

  it('no seat’s view ever contains a card identity it may not see', () => {
    let state = tally.setup(log.init.config, log.init.seats, log.init.entropy)
    let checkedHidden = 0
    for (const entry of log.entries) {
      const r = tally.apply(state, entry.action as TallyAction, entry.seat)
      if (r.ok) state = r.state
      for (const seat of [...log.init.seats, null]) {
        const text = JSON.stringify(tally.view(state, seat))
        for (const [slot, card] of Object.entries(flattenSlotMap(state.cards.secrets))) {
          const zone = Object.keys(state.cards.zones).find((z) => state.cards.zones[z]?.slots.includes(slot))
          const mayKnow = slotHas(state.cards.revealed, slot) || (seat !== null && zone === handZone(seat))
          if (!mayKnow) checkedHidden++
          expect(text.includes(`"${card}"`)).toBe(mayKnow)
        }
      }
    }
    expect(checkedHidden).toBeGreaterThan(1000)
  })
})
