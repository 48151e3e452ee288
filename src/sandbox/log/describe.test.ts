import { describe, expect, it } from 'vitest'
import type { EngineEvent, Json } from '../../../engine/core/types'
import type { Language } from '../../lib/language'
import { DESCRIBED_EVENTS, describeRefusal, describeTabletopEvent, type TabletopLogContext } from './describe'
import { huArticle } from './phrases'

const NAMES = { s1: 'Anna', s2: 'Béla', s3: 'Cili' }
const PILES = { light: 'Light side', disc: 'Discard', odd: 'Első pakli' }
const ctx = (lang: Language, extra: Partial<TabletopLogContext> = {}): TabletopLogContext => ({
  lang,
  names: NAMES,
  piles: PILES,
  cardName: (id) => (id === 'x/luke#1' ? 'Luke Skywalker' : id),
  ...extra,
})
const say = (lang: Language, type: string, data: Json, extra?: Partial<TabletopLogContext>) =>
  describeTabletopEvent({ type, data }, ctx(lang, extra))?.text
const en = (type: string, data: Json, extra?: Partial<TabletopLogContext>) => say('en', type, data, extra)
const hu = (type: string, data: Json, extra?: Partial<TabletopLogContext>) => say('hu', type, data, extra)

/** One sample event of every type the tabletop emits. */
const SAMPLES: EngineEvent[] = [
  {
    type: 'pile-added',
    data: { seat: 's1', pile: 'light', name: 'Light side', kind: 'deck', count: 30, shuffled: true },
  },
  { type: 'pile-removed', data: { seat: 's1', pile: 'light', count: 3 } },
  { type: 'shuffled', data: { seat: 's2', pile: 'light', count: 30 } },
  { type: 'drew', data: { seat: 's2', pile: 'light', count: 2, slots: ['slot:1', 'slot:2'] } },
  { type: 'dealt', data: { seat: 's1', pile: 'light', count: 5, seats: ['s1', 's2', 's3'] } },
  { type: 'searched', data: { seat: 's1', pile: 'light', count: 12 } },
  { type: 'search-ended', data: { seat: 's1', pile: 'light', shuffled: false } },
  { type: 'cut', data: { seat: 's1', pile: 'light', at: 7 } },
  { type: 'pile-moved', data: { seat: 's1', pile: 'light', x: 1, z: 2 } },
  { type: 'moved', data: { seat: 's1', slot: 'slot:3', from: { pile: 'light' }, to: { hand: 's1' } } },
  { type: 'played', data: { seat: 's1', slot: 'slot:3', x: 0, z: 0, faceUp: false } },
  { type: 'flipped', data: { seat: 's1', slot: 'slot:3', faceUp: true, card: 'x/luke#1' } },
  { type: 'rotated', data: { seat: 's1', slot: 'slot:3', quarter: 1 } },
  { type: 'counter-changed', data: { seat: 's1', slot: 'slot:3', name: 'damage', value: 2 } },
  { type: 'hand-reordered', data: { seat: 's1', count: 4 } },
  { type: 'rolled', data: { seat: 's1', dice: [{ id: 'd1', kind: 'd6', face: 3 }] } },
]

describe('describeTabletopEvent', () => {
  it('has a sample for every event type it knows', () => {
    expect(SAMPLES.map((e) => e.type).sort()).toEqual([...DESCRIBED_EVENTS].sort())
  })

  for (const lang of ['en', 'hu'] as const) {
    it(`says something sensible for every event type in ${lang}`, () => {
      for (const event of SAMPLES) {
        const line = describeTabletopEvent(event, ctx(lang))
        expect(line, event.type).not.toBeNull()
        expect(line!.seat).toBe((event.data as { seat: string }).seat)
        // Starts with the player's name, no raw keys or placeholders left, ends like a sentence.
        expect(line!.text).toMatch(/^(Anna|Béla) /)
        expect(line!.text).not.toMatch(/events\.|\{\{|undefined|null|NaN/)
        expect(line!.text).toMatch(/[.)]$/)
      }
    })
  }

  it('says who drew, dealt and shuffled how many cards from which pile', () => {
    expect(en('drew', SAMPLES[3]!.data!)).toBe('Béla drew 2 cards from “Light side”.')
    expect(hu('drew', SAMPLES[3]!.data!)).toBe('Béla húzott 2 lapot a „Light side” pakliból.')
    expect(en('drew', { seat: 's2', pile: 'light', count: 1 })).toBe('Béla drew a card from “Light side”.')
    expect(en('dealt', SAMPLES[4]!.data!)).toBe('Anna dealt 5 cards each from “Light side” to Anna, Béla, and Cili.')
    expect(hu('dealt', SAMPLES[4]!.data!)).toBe(
      'Anna a „Light side” pakliból fejenként 5 lapot osztott ki: Anna, Béla és Cili.',
    )
    expect(en('shuffled', SAMPLES[2]!.data!)).toBe('Béla shuffled “Light side” (30 cards).')
    expect(hu('shuffled', { seat: 's2', pile: 'odd', count: 1 })).toBe(
      'Béla megkeverte az „Első pakli” paklit (1 lap).',
    )
    expect(en('pile-added', { seat: 's1', pile: 'disc', name: 'Discard', kind: 'discard', count: 0 })).toBe(
      'Anna put down “Discard” (no cards).',
    )
  })

  it('names a card only when the event carries it, and says "a card" otherwise', () => {
    expect(en('played', { seat: 's1', slot: 'slot:3', faceUp: false })).toBe('Anna played a card face down.')
    expect(hu('played', { seat: 's1', slot: 'slot:3', faceUp: false })).toBe('Anna képpel lefelé kijátszott egy lapot.')
    expect(en('played', { seat: 's1', slot: 'slot:3', faceUp: true, card: 'x/luke#1' })).toBe(
      'Anna played “Luke Skywalker”.',
    )
    expect(hu('played', { seat: 's1', slot: 'slot:3', faceUp: true, card: 'x/luke#1' })).toBe(
      'Anna kijátszotta a „Luke Skywalker” lapot.',
    )
    expect(en('moved', SAMPLES[9]!.data!)).toBe('Anna moved a card from “Light side” into their hand.')
    expect(hu('moved', SAMPLES[9]!.data!)).toBe('Anna a „Light side” pakliból a kezébe tett egy lapot.')
    const toDiscard = { seat: 's2', slot: 'slot:3', from: { table: true }, to: { pile: 'disc' }, card: 'x/luke#1' }
    expect(en('moved', toDiscard)).toBe('Béla moved “Luke Skywalker” from the table onto “Discard”.')
    expect(hu('moved', toDiscard)).toBe('Béla az asztalról a „Discard” paklira tette a „Luke Skywalker” lapot.')
  })

  it('names a card on a slot-only event when the context knows it is public', () => {
    const known = { publicCards: { 'slot:3': 'x/luke#1' } }
    expect(en('rotated', SAMPLES[12]!.data!)).toBe('Anna tapped a card (90°).')
    expect(en('rotated', SAMPLES[12]!.data!, known)).toBe('Anna tapped “Luke Skywalker” (90°).')
    expect(hu('counter-changed', SAMPLES[13]!.data!, known)).toBe(
      'Anna beállította a „Luke Skywalker” lap sebzés jelölőjét: 2.',
    )
    expect(en('counter-changed', { seat: 's1', slot: 'slot:9', name: 'damage', value: 0 })).toBe(
      'Anna took the damage counter off a card.',
    )
  })

  it('says which way a card turned, whoever sits where', () => {
    const turn = (seat: string, from: number, quarter: number) => en('rotated', { seat, slot: 'slot:3', quarter, from })
    // Seat 2 sits across the table: its cards lie at quarter 2, so 2 → 3 is its tap and 3 → 2 turns it back.
    expect(turn('s2', 2, 3)).toBe('Béla tapped a card (90°).')
    expect(turn('s2', 3, 2)).toBe('Béla turned a card back upright.')
    expect(turn('s2', 0, 1), "seat 2 tapping seat 1's card").toBe('Béla tapped a card (90°).')
    expect(turn('s1', 1, 2)).toBe('Anna turned a card a quarter to the right.')
    expect(turn('s1', 0, 3)).toBe('Anna turned a card a quarter to the left.')
    expect(turn('s1', 0, 2)).toBe('Anna turned a card around (180°).')
    expect(hu('rotated', { seat: 's2', slot: 'slot:3', quarter: 3, from: 2 })).toBe('Béla elfordított egy lapot (90°).')
    // A log written before events carried `from`.
    expect(en('rotated', { seat: 's2', slot: 'slot:3', quarter: 2 })).toBe('Béla turned a card back upright.')
  })

  it('marks table tidying as minor and the rest as not', () => {
    const minor = (type: string, data: Json) => describeTabletopEvent({ type, data }, ctx('en'))!.minor
    expect(minor('pile-moved', SAMPLES[8]!.data!)).toBe(true)
    expect(minor('hand-reordered', SAMPLES[14]!.data!)).toBe(true)
    expect(minor('moved', { seat: 's1', slot: 'slot:1', from: { table: true }, to: { table: true } })).toBe(true)
    expect(minor('moved', SAMPLES[9]!.data!)).toBe(false)
    expect(minor('drew', SAMPLES[3]!.data!)).toBe(false)
  })

  it('says what was rolled, die by die', () => {
    const dice = [
      { id: 'a', kind: 'd6', face: 3 },
      { id: 'b', kind: 'd20', face: 19 },
      { id: 'c', kind: 'coin', face: 0 },
      { id: 'd', kind: 'hoth', face: 0 },
    ]
    const line = en('rolled', { seat: 's1', dice })!
    expect(line).toBe('Anna rolled: 4 (d6), 20 (d20), heads (coin), infantry (battle die).')
    expect(hu('rolled', { seat: 's1', dice })).toBe(
      'Anna dobott: 4 (6 oldalú kocka), 20 (20 oldalú kocka), fej (érme), gyalogság (támadókocka).',
    )
  })

  it('ignores events it does not know and events without a seat', () => {
    expect(describeTabletopEvent({ type: 'bogus', data: { seat: 's1' } }, ctx('en'))).toBeNull()
    expect(describeTabletopEvent({ type: 'drew', data: { pile: 'light', count: 1 } }, ctx('en'))).toBeNull()
  })

  it('falls back to seat and pile ids when it has no names', () => {
    expect(en('drew', { seat: 's9', pile: 'p7', count: 3 })).toBe('s9 drew 3 cards from “p7”.')
  })
})

describe('describeRefusal', () => {
  const error = { code: 'not-enough-cards', reason: { en: 'The pile holds 0 cards.', hu: 'A pakliban 0 lap van.' } }

  it("says whose action was refused and why, in the reader's language", () => {
    expect(describeRefusal('s2', 'draw', error, ctx('en')).text).toBe(
      "Béla's action was refused (draw): The pile holds 0 cards.",
    )
    expect(describeRefusal('s2', 'draw', error, ctx('hu')).text).toBe(
      'Béla lépését elutasította az asztal (húzás): A pakliban 0 lap van.',
    )
  })

  it('quotes an action type it does not know', () => {
    expect(describeRefusal('s1', 'teleport', error, ctx('en')).text).toContain('("teleport")')
  })
})

describe('huArticle', () => {
  it('picks "az" before a vowel sound and "a" otherwise', () => {
    expect(['Első', 'Új pakli', '5 lap', '1', '„Óriás”'].map(huArticle)).toEqual(['az', 'az', 'az', 'az', 'az'])
    expect(['Light side', 'Dobott', '10 lap', '2'].map(huArticle)).toEqual(['a', 'a', 'a', 'a'])
  })
})
