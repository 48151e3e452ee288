/**
 * Property test: random sequences of legal and illegal actions by several seats (and a spectator), seeded with
 * createRng, never throw, never change the number of cards except by accepted add-piles, keep the table's
 * bookkeeping consistent (dice faces in range included), refuse without touching the state, give every view exactly the identities an
 * independent model of "who has seen what" allows and every card's own back wherever it went, list only actions `apply`
 * accepts, and fold to the same hash every time.
 */
import { describe, expect, it } from 'vitest'
import { createFold, foldLog } from '../../core/fold'
import type { FoldInit } from '../../core/fold'
import { hashState } from '../../core/hash'
import { createRng } from '../../core/random'
import type { Json, SeatId } from '../../core/types'
import { TABLETOP_ENTROPY_ACTIONS, tabletopNeedsEntropy } from './apply'
import { tabletop } from './tabletop'
import { DIE_FACE_COUNT } from './dice'
import type { TabletopConfig, TabletopState } from './types'
import { MAX_DICE } from './types'
import { cardIds, entropy } from './testing/fixtures'
import { randomAction } from './testing/randomActions'
import { searchOf } from './zones'
import { flattenSlotMap, slotGet } from '../../core/slot-map'

const SEATS = ['s1', 's2', 's3']
const VIEWERS: (SeatId | null)[] = [...SEATS, null]
const EVERYONE = '*'

/** Who has seen each card (by identity; all ids are unique here), as a physical table would remember it. */
type Knowledge = Map<string, Set<string>>

/** Records what every seat can see right now: its own hand, face-up cards, discard piles, a pile it searches. */
function observe(state: TabletopState, known: Knowledge): void {
  for (const [zone, { slots }] of Object.entries(state.cards.zones)) {
    if (zone === 'box') continue
    const pile = zone.startsWith('pile:') ? state.piles[zone.slice(5)] : undefined
    for (const slot of slots) {
      const card = slotGet(state.cards.secrets, slot) as string
      const who = known.get(card) ?? new Set<string>()
      known.set(card, who)
      if (zone.startsWith('hand:')) who.add(zone.slice(5))
      if (zone === 'table' && state.table[slot]?.faceUp) who.add(EVERYONE)
      if (pile?.kind === 'discard') who.add(EVERYONE)
      if (pile?.searchedBy) who.add(pile.searchedBy)
    }
  }
}

/** A shuffle makes everyone forget the pile's cards. */
function forgetPile(state: TabletopState, pile: string, known: Knowledge): void {
  for (const slot of state.cards.zones[`pile:${pile}`]?.slots ?? [])
    known.delete(slotGet(state.cards.secrets, slot) as string)
}

/** The back a card was put down with: the config decks have their own, added piles none (see `play`'s config). */
function backOfCard(card: string): string | undefined {
  if (card.startsWith('a/')) return 'back-a'
  if (card.startsWith('b/')) return 'back-b'
  return undefined
}

/** Bookkeeping that must hold in every state. */
function checkInvariants(state: TabletopState, expectedCards: number): void {
  const all = Object.values(state.cards.zones).flatMap((z) => z.slots)
  expect(all.length).toBe(expectedCards)
  expect(new Set(all).size).toBe(all.length)
  expect(Object.keys(flattenSlotMap(state.cards.secrets)).sort()).toEqual([...all].sort())
  expect(Object.keys(state.table).sort()).toEqual([...(state.cards.zones.table?.slots ?? [])].sort())
  for (const place of Object.values(state.table)) {
    expect(place.quarter).toBeGreaterThanOrEqual(0)
    expect(place.quarter).toBeLessThanOrEqual(3)
    for (const v of Object.values(place.counters)) expect(v).toBeGreaterThan(0)
  }
  for (const id of Object.keys(state.piles)) expect(state.cards.zones[`pile:${id}`]).toBeDefined()
  expect(Object.keys(state.dice).length).toBeLessThanOrEqual(MAX_DICE)
  for (const die of Object.values(state.dice)) {
    expect(die.face).toBeGreaterThanOrEqual(0)
    expect(die.face).toBeLessThan(DIE_FACE_COUNT[die.kind])
    expect(die.rolls).toBeGreaterThan(0)
  }
  const searchers = Object.values(state.piles).flatMap((p) => (p.searchedBy ? [p.searchedBy] : []))
  expect(new Set(searchers).size).toBe(searchers.length)
}

/** Every view holds exactly the identities the model says its seat has seen, and no other card id anywhere. */
function checkViews(state: TabletopState, known: Knowledge, deep: boolean): void {
  const inPlay = new Set(
    Object.entries(state.cards.zones)
      .filter(([zone]) => zone !== 'box')
      .flatMap(([, z]) => z.slots.map((s) => slotGet(state.cards.secrets, s) as string)),
  )
  for (const seat of VIEWERS) {
    const view = tabletop.view(state, seat)
    for (const [slot, card] of Object.entries(view.cards.cards)) expect(slotGet(state.cards.secrets, slot)).toBe(card)
    expect(view.dice).toEqual(state.dice)
    // Every card in play shows its own back to every viewer, however it moved or was shuffled; nothing else has one.
    const backs: Record<string, string> = {}
    for (const [zone, { slots }] of Object.entries(state.cards.zones)) {
      if (zone === 'box') continue
      for (const slot of slots) {
        const back = backOfCard(slotGet(state.cards.secrets, slot) as string)
        if (back) backs[slot] = back
      }
    }
    expect(view.cards.backs, `backs in the view of ${seat}`).toEqual(backs)
    const expected = [...inPlay].filter((c) => {
      const who = known.get(c)
      return who !== undefined && (who.has(EVERYONE) || (seat !== null && who.has(seat)))
    })
    expect(Object.values(view.cards.cards).sort(), `view of ${seat}`).toEqual(expected.sort())
    if (deep) {
      const json = JSON.stringify(view)
      const seen = new Set(expected)
      for (const card of Object.values(flattenSlotMap(state.cards.secrets)))
        if (!seen.has(card)) expect(json).not.toContain(card)
    }
  }
}

/** Every action `legalActions` lists is accepted (shuffles with entropy, as the log would add it). */
function checkLegal(state: TabletopState): void {
  for (const seat of SEATS) {
    for (const action of tabletop.legalActions(state, seat)) {
      const full = tabletopNeedsEntropy(action) ? { ...action, entropy: 'c0ffee' } : action
      const result = tabletop.apply(state, full, seat)
      expect(result.ok, `${seat} ${JSON.stringify(action)}`).toBe(true)
    }
  }
  expect(tabletop.legalActions(state, 'ghost')).toEqual([])
}

/** The pile an accepted action shuffled, if any. */
function shuffledPile(before: TabletopState, seat: SeatId, type: string, payload: Json): string | null {
  const p = payload as { pile?: string; shuffle?: boolean }
  if (type === 'shuffle') return p.pile ?? null
  if (type === 'end-search' && p.shuffle === true) return searchOf(before, seat)
  return null
}

/** Plays `steps` random actions from `seed`, checking everything after each; returns the init and the log. */
function play(seed: number, steps: number): { init: FoldInit<TabletopConfig>; hash: string; refused: number } {
  const config: TabletopConfig = {
    piles: [
      {
        pile: 'a',
        name: 'Light side',
        kind: 'deck',
        x: -2,
        z: 0,
        cards: cardIds('a', 30),
        shuffle: true,
        back: 'back-a',
      },
      { pile: 'b', name: 'Dark side', kind: 'deck', x: 2, z: 0, cards: cardIds('b', 15), back: 'back-b' },
      { pile: 'bin', name: 'Discard', kind: 'discard', x: 0, z: 2, cards: [] },
    ],
  }
  const init: FoldInit<TabletopConfig> = { config, seats: SEATS, entropy: entropy(seed) }
  const fold = createFold(tabletop, init, { snapshotEvery: 16 })
  const rng = createRng(entropy(seed), 'tabletop/property')
  const known: Knowledge = new Map()
  observe(fold.state, known)
  let cards = 45
  let next = 0
  let refused = 0
  for (let i = 0; i < steps; i++) {
    const before = fold.state
    const seat = rng.int(1, 100) <= 5 ? 'ghost' : rng.pick(SEATS)
    const action = randomAction(rng, before, seat, () => next++)
    expect(() => fold.append({ seat, action })).not.toThrow()
    const step = fold.steps[fold.steps.length - 1]
    if (!step?.ok) {
      refused++
      expect(fold.state).toBe(before)
      expect(step?.error.reason.hu).toBeTruthy()
    } else {
      if (action.type === 'add-pile') cards += ((action.payload as { cards: string[] }).cards ?? []).length
      const pile = shuffledPile(before, seat, action.type, action.payload ?? null)
      if (pile !== null) forgetPile(fold.state, pile, known)
    }
    observe(fold.state, known)
    checkInvariants(fold.state, cards)
    checkViews(fold.state, known, i % 10 === 0)
    if (i % 25 === 0) checkLegal(fold.state)
  }
  const hash = hashState(fold.state)
  expect(hashState(foldLog(tabletop, init, fold.entries).state)).toBe(hash)
  expect(hashState(foldLog(tabletop, init, fold.entries).state)).toBe(hash)
  return { init, hash, refused }
}

describe('random play', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: invariants, views and determinism hold`, { timeout: 60_000 }, () => {
      const { refused } = play(seed, 400)
      // Both paths must have run a fair amount, or the test proves little.
      expect(refused).toBeGreaterThan(40)
      expect(refused).toBeLessThan(360)
    })
  }

  it('the same seed gives the same final hash; another seed another', { timeout: 60_000 }, () => {
    expect(play(5, 150).hash).toBe(play(5, 150).hash)
    expect(play(5, 150).hash).not.toBe(play(6, 150).hash)
  })

  it('the entropy action set covers every action that may need entropy', () => {
    for (const type of ['shuffle', 'roll', 'end-search', 'add-pile'])
      expect(TABLETOP_ENTROPY_ACTIONS.has(type)).toBe(true)
    expect(tabletopNeedsEntropy({ type: 'end-search', payload: { shuffle: false } })).toBe(false)
    expect(tabletopNeedsEntropy({ type: 'add-pile', payload: { shuffle: true } })).toBe(true)
    expect(tabletopNeedsEntropy({ type: 'draw', payload: { pile: 'a', count: 1 } })).toBe(false)
  })
})
