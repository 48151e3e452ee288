/**
 * Team play for 3–4 players (rulebook "Csapatjáték 3-4 fő számára"), Fleet Deployment, config validation and
 * hidden hands in the views, all through hoth.setup / apply / legalActions / view.
 */
import { describe, expect, it } from 'vitest'
import type { EngineError } from '../../core/types'
import { leaderDeck, standardDeck } from './data/cards'
import { hoth } from './hoth'
import { validateConfig } from './setup'
import { EMPIRE, REBEL, act, defOf, entropy, hand, passTurn, slots, startGame, withCard } from './testing/fixtures'
import { rejects } from './testing/battle'
import type { HothConfig, HothPlayerConfig, HothState } from './types'
import { slotGet } from '../../core/slot-map'

/** Definition ids of every card a seat owns (deck, hand, discard), sorted. */
const owned = (s: HothState, seat: string) =>
  ['deck', 'hand', 'discard']
    .flatMap((z) => slots(s, `${z}:${seat}`))
    .map((slot) => defOf(s, slot))
    .sort()

const R = (seat: string, leader: HothPlayerConfig['leader'] = null) => ({ seat, side: 'rebel' as const, leader })
const E = (seat: string, leader: HothPlayerConfig['leader'] = null) => ({ seat, side: 'empire' as const, leader })
const game = (scenario: string, players: HothPlayerConfig[]) => startGame(scenario, { players })

/** The seats taking the next `n` turns, played out. */
function seatsInPlay(state: HothState, n: number): string[] {
  const out: string[] = []
  let s = state
  for (let i = 0; i < n; i++) {
    out.push(s.turn.seat)
    s = passTurn(s).state
  }
  return out
}

describe('turn order', () => {
  it('4 players: starting team P1, other P1, starting P2, other P2', () => {
    const players = [E('a'), R('b'), R('c'), E('d')]
    // First Contact: the Rebels (b, then c) start; Final Strike: the Empire (a, then d) starts.
    expect(seatsInPlay(game('first-contact', players), 5)).toEqual(['b', 'a', 'c', 'd', 'b'])
    expect(seatsInPlay(game('final-strike', players), 5)).toEqual(['a', 'b', 'd', 'c', 'a'])
  })

  it('3 players: the solo player plays after each team player, whichever side starts', () => {
    const rebelTeam = [R('a'), R('b'), E('c')]
    expect(seatsInPlay(game('first-contact', rebelTeam), 5)).toEqual(['a', 'c', 'b', 'c', 'a'])
    expect(seatsInPlay(game('final-strike', rebelTeam), 5)).toEqual(['c', 'a', 'c', 'b', 'c'])
    const empireTeam = [E('a'), R('b'), E('c')]
    expect(seatsInPlay(game('first-contact', empireTeam), 5)).toEqual(['b', 'a', 'b', 'c', 'b'])
    expect(seatsInPlay(game('final-strike', empireTeam), 5)).toEqual(['a', 'b', 'c', 'b', 'a'])
  })
})

describe('cards in a team', () => {
  it('a two-player side splits its 16 cards 8/8; each draws half the scenario’s hand, rounded up', () => {
    // Final Strike: Rebels 5 cards (3 each in a team), Empire 4 (the solo Empire keeps all 4 and 16 cards).
    const s = game('final-strike', [R('a'), R('b'), E('c')])
    for (const seat of ['a', 'b']) {
      expect(hand(s, seat)).toHaveLength(3)
      expect(owned(s, seat)).toHaveLength(8)
    }
    expect([...owned(s, 'a'), ...owned(s, 'b')].sort()).toEqual(standardDeck('rebel').sort())
    expect(hand(s, 'c')).toHaveLength(4)
    expect(owned(s, 'c')).toEqual(standardDeck('empire').sort())
    const four = game('first-contact', [R('a'), R('b'), E('c'), E('d')])
    for (const seat of ['a', 'b', 'c', 'd']) expect(hand(four, seat)).toHaveLength(2)
  })

  it('each player’s leader cards go into their own deck only', () => {
    const s = game('first-contact', [R('a', 'luke'), R('b', 'han'), E('c', 'vader'), E('d', 'veers')])
    const leaderCards = (seat: string, leader: 'luke' | 'han' | 'vader' | 'veers') =>
      owned(s, seat).filter((id) => leaderDeck(leader).includes(id))
    expect(owned(s, 'a')).toHaveLength(11)
    expect(leaderCards('a', 'luke')).toHaveLength(3)
    expect(leaderCards('a', 'han')).toEqual([])
    expect(leaderCards('b', 'han')).toHaveLength(3)
    expect(leaderCards('b', 'luke')).toEqual([])
    expect(owned(s, 'c')).toHaveLength(11)
    expect(owned(s, 'd')).toHaveLength(11)
    expect(leaderCards('d', 'veers')).toHaveLength(3)
    expect(leaderCards('d', 'vader')).toEqual([])
  })

  it('the active player plays only their own cards, discards and draws from their own piles', () => {
    const s = game('first-contact', [R('a'), R('b'), E('c'), E('d')])
    expect(s.turn.seat).toBe('a')
    rejects(s, 'a', { type: 'play-card', payload: { slot: hand(s, 'b')[0] } }, 'card-not-in-hand')
    rejects(s, 'b', { type: 'play-card', payload: { slot: hand(s, 'b')[0] } }, 'not-your-turn')
    expect(hoth.legalActions(s, 'b').map((a) => a.type)).toEqual(['share-hand'])
    const played = hand(s, 'a')[0]!
    const next = passTurn(s).state
    expect(slots(next, 'discard:a')).toEqual([played])
    expect(slots(next, 'discard:b')).toEqual([])
    expect(hand(next, 'a')).toContain(slots(s, 'deck:a')[0])
    expect(slots(next, 'deck:b')).toEqual(slots(s, 'deck:b'))
    expect(hand(next, 'b')).toEqual(hand(s, 'b'))
  })
})

describe('Fleet Deployment', () => {
  it('solo: discard N, draw N + 1, and no draw at the end of the turn', () => {
    const start = game('final-strike', [R(REBEL), E(EMPIRE)])
    const { state, slot } = withCard(start, EMPIRE, 'emp-fleet-deployment')
    const s = act(state, EMPIRE, { type: 'play-card', payload: { slot } }).state
    expect(s.turn.pending).toEqual({ kind: 'fleet', seat: EMPIRE, draws: 'plus-one' })
    rejects(s, EMPIRE, { type: 'end-turn' }, 'pending-choice')
    rejects(s, REBEL, { type: 'fleet-discard', payload: { slots: [] } }, 'not-your-turn')
    rejects(s, EMPIRE, { type: 'fleet-discard', payload: { slots: [hand(s, REBEL)[0]] } }, 'bad-discard')
    const two = hand(s, EMPIRE).slice(0, 2)
    rejects(s, EMPIRE, { type: 'fleet-discard', payload: { slots: [two[0], two[0]] } }, 'bad-discard')
    const deck = slots(s, `deck:${EMPIRE}`).length
    const after = act(s, EMPIRE, { type: 'fleet-discard', payload: { slots: two } }).state
    expect(hand(after, EMPIRE)).toHaveLength(4)
    expect(slots(after, `deck:${EMPIRE}`)).toHaveLength(deck - 3)
    expect(hoth.legalActions(after, EMPIRE)).toEqual([{ type: 'end-turn' }])
    const ended = act(after, EMPIRE, { type: 'end-turn' }).state
    expect(hand(ended, EMPIRE)).toHaveLength(4)
    expect(slots(ended, `deck:${EMPIRE}`)).toHaveLength(deck - 3)
    expect(slots(ended, `discard:${EMPIRE}`)).toHaveLength(3)
    expect(ended.turn.seat).toBe(REBEL)
  })

  it('team: the active player discards N and draws N + 1, then the teammate discards M and draws M', () => {
    const start = game('final-strike', [E('a'), R('r'), E('b')])
    expect(hand(start, 'a')).toHaveLength(2)
    const { state, slot } = withCard(start, 'a', 'emp-fleet-deployment')
    const s = act(state, 'a', { type: 'play-card', payload: { slot } }).state
    expect(hoth.legalActions(s, 'b').some((x) => x.type === 'fleet-discard')).toBe(false)
    rejects(s, 'b', { type: 'fleet-discard', payload: { slots: [] } }, 'not-your-turn')
    const mine = act(s, 'a', { type: 'fleet-discard', payload: { slots: hand(s, 'a') } }).state
    expect(hand(mine, 'a')).toHaveLength(2)
    expect(mine.turn.pending).toEqual({ kind: 'fleet', seat: 'b', draws: 'same' })
    rejects(mine, 'a', { type: 'end-turn' }, 'pending-choice')
    rejects(mine, 'a', { type: 'fleet-discard', payload: { slots: [] } }, 'not-your-turn')
    expect(hoth.legalActions(mine, 'b')).toContainEqual({ type: 'fleet-discard', payload: { slots: [] } })
    expect(hoth.legalActions(mine, 'a').filter((x) => x.type !== 'share-hand')).toEqual([])
    for (const listed of hoth.legalActions(mine, 'b')) {
      expect(hoth.apply(mine, { ...listed, entropy: entropy(5) }, 'b').ok, JSON.stringify(listed)).toBe(true)
    }
    const deckB = slots(mine, 'deck:b').length
    const theirs = act(mine, 'b', { type: 'fleet-discard', payload: { slots: [hand(mine, 'b')[0]] } }).state
    expect(hand(theirs, 'b')).toHaveLength(2)
    expect(slots(theirs, 'deck:b')).toHaveLength(deckB - 1)
    expect(slots(theirs, 'discard:b')).toHaveLength(1)
    expect(theirs.turn.pending).toBeNull()
    const ended = act(theirs, 'a', { type: 'end-turn' }).state
    expect(hand(ended, 'a')).toHaveLength(2)
    expect(slots(ended, 'discard:a')).toHaveLength(2)
    expect(ended.turn.seat).toBe('r')
  })
})

describe('config validation', () => {
  const check = (config: HothConfig, seats = config.players.map((p) => p.seat)) => validateConfig(config, seats)

  it('accepts 2, 3 and 4 players with leaders of their own side', () => {
    expect(check({ scenario: 'first-contact', players: [R('a', 'leia'), E('b', 'piett')] })).toBeNull()
    expect(check({ scenario: 'final-strike', players: [R('a', 'luke'), R('b', 'han'), E('c', 'vader')] })).toBeNull()
    expect(check({ scenario: 'first-contact', players: [R('a'), R('b'), E('c'), E('d')] })).toBeNull()
  })

  it.each<[string, HothConfig]>([
    ['unknown-scenario', { scenario: 'battle-of-endor', players: [R('a'), E('b')] }],
    ['bad-teams', { scenario: 'first-contact', players: [R('a'), R('b'), R('c'), E('d')] }],
    ['bad-teams', { scenario: 'first-contact', players: [R('a'), R('b')] }],
    ['bad-leader', { scenario: 'first-contact', players: [R('a', 'vader'), E('b')] }],
    ['bad-leader', { scenario: 'first-contact', players: [R('a'), E('b', 'luke')] }],
    ['same-leader', { scenario: 'first-contact', players: [R('a', 'leia'), R('b', 'leia'), E('c', 'vader')] }],
    // "Ha használjátok a vezetőket, minden játékos válasszon magának egy vezetőt" (team play, step 4).
    ['leaders-all-or-none', { scenario: 'first-contact', players: [R('a', 'leia'), E('b')] }],
    ['leaders-all-or-none', { scenario: 'final-strike', players: [R('a', 'luke'), R('b'), E('c', 'vader')] }],
    ['bad-players', { scenario: 'first-contact', players: [R('a'), E('a')] }],
  ])('refuses %s', (code, config) => {
    const error = check(config)
    expect(error?.code).toBe(code)
    expect(error?.reason.hu).toBeTruthy()
    expect(error?.reason.en).toBeTruthy()
    const seats = config.players.map((p) => p.seat)
    expect(() => hoth.setup(config, seats, 'ab12')).toThrow(RangeError)
  })

  it('answers a malformed player entry with bad-players instead of throwing', () => {
    for (const entry of [null, 'a', { side: 'rebel' }]) {
      const config = { scenario: 'first-contact', players: [entry, E('b')] } as unknown as HothConfig
      let result: EngineError | null | 'threw' = 'threw'
      try {
        result = validateConfig(config, ['a', 'b'])
      } catch {
        // A thrown TypeError is the bug this test guards against.
      }
      expect(result === 'threw' ? 'threw' : result?.code, JSON.stringify(entry)).toBe('bad-players')
    }
  })
})

describe('hidden hands in the views', () => {
  it('a seat sees its own hand only, never the opponent’s or a deck; spectators see no hand', () => {
    const s = startGame()
    const seen = (seat: string | null) => Object.keys(hoth.view(s, seat).cards.cards)
    expect(seen(REBEL).sort()).toEqual([...hand(s, REBEL)].sort())
    expect(seen(EMPIRE).sort()).toEqual([...hand(s, EMPIRE)].sort())
    expect(seen(null)).toEqual([])
    for (const slot of hand(s, REBEL))
      expect(hoth.view(s, REBEL).cards.cards[slot]).toBe(slotGet(s.cards.secrets, slot))
    // Not a trace of the Rebel cards anywhere in the Empire's view (nor the other way round).
    expect(JSON.stringify(hoth.view(s, EMPIRE))).not.toMatch(/reb-/)
    expect(JSON.stringify(hoth.view(s, REBEL))).not.toMatch(/emp-/)
    expect(JSON.stringify(hoth.view(s, null))).not.toMatch(/reb-|emp-/)
    expect(hoth.view(s, EMPIRE).cards.zones[`hand:${REBEL}`]!.slots).toHaveLength(4)
  })

  it('after share-hand the teammate sees those cards, the other side still does not', () => {
    const s = game('first-contact', [R('a'), R('b'), E('c'), E('d')])
    const bHand = hand(s, 'b')
    expect(bHand.some((slot) => hoth.view(s, 'a').cards.cards[slot])).toBe(false)
    rejects(startGame(), REBEL, { type: 'share-hand' }, 'no-teammate')
    rejects(s, 'x', { type: 'share-hand' }, 'spectator-cannot-act')
    const shared = act(s, 'b', { type: 'share-hand' }).state
    for (const slot of bHand) expect(hoth.view(shared, 'a').cards.cards[slot]).toBe(slotGet(s.cards.secrets, slot))
    for (const seat of ['c', 'd', null]) {
      for (const slot of bHand) expect(hoth.view(shared, seat).cards.cards[slot]).toBeUndefined()
    }
    expect(hoth.legalActions(shared, 'b').some((x) => x.type === 'share-hand')).toBe(false)
    expect(hoth.legalActions(s, 'b')).toEqual([{ type: 'share-hand' }])
  })

  it('the played card is seen by everyone', () => {
    const s = game('first-contact', [R('a'), R('b'), E('c')])
    const slot = hand(s, 'a')[0]!
    const played = act(s, 'a', { type: 'play-card', payload: { slot } }).state
    for (const seat of ['a', 'b', 'c', null])
      expect(hoth.view(played, seat).cards.cards[slot]).toBe(slotGet(s.cards.secrets, slot))
  })
})
