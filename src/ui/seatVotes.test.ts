import { beforeAll, describe, expect, it } from 'vitest'
import type { SeatBinding } from '../../net/schema'
import i18n from '../i18n'
import {
  mayVoteOn,
  NO_VOTES,
  seatVoteView,
  tallyLabel,
  tallyView,
  votersOf,
  votesNeedAttention,
  type SeatVoteState,
} from './seatVotes'

const ANNA = 'aa'.repeat(32)
const BELA = 'bb'.repeat(32)
const CILI = 'cc'.repeat(32)
const DANI = 'dd'.repeat(32)
const NEW = 'ee'.repeat(32)

const bind = (name: string, publicKey: string): SeatBinding => ({ name, colour: '#888888', publicKey })
const SEATS = { s1: bind('Anna', ANNA), s2: bind('Béla', BELA), s3: bind('Cili', CILI) }

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

describe('who may vote', () => {
  it('is every other seated player, never the holder', () => {
    expect([...votersOf(SEATS, 's2')].sort()).toEqual([ANNA, CILI])
    expect(mayVoteOn(SEATS, 's2', ANNA)).toBe(true)
    expect(mayVoteOn(SEATS, 's2', BELA)).toBe(false)
  })

  it('leaves out spectators and free seats', () => {
    expect(mayVoteOn(SEATS, 's2', DANI)).toBe(false)
    expect(mayVoteOn(SEATS, 's4', ANNA)).toBe(false)
  })

  it('counts one browser playing several seats as one player, who cannot vote on its own seats', () => {
    const hotseat = { s1: bind('Anna', ANNA), s3: bind('Anna', ANNA), s2: bind('Béla', BELA) }
    expect([...votersOf(hotseat, 's2')]).toEqual([ANNA])
    expect(mayVoteOn(hotseat, 's1', ANNA)).toBe(false)
    expect(mayVoteOn(hotseat, 's1', BELA)).toBe(true)
  })

  it('is nobody when the holder sits alone', () => {
    expect(votersOf({ s1: bind('Anna', ANNA) }, 's1').size).toBe(0)
  })
})

describe('tallies as labels', () => {
  const tally = { seat: 's2', target: null, voted: [ANNA], missing: [CILI] }

  it('counts the votes, names who still has to vote and knows whether this browser voted', () => {
    expect(tallyView(tally, SEATS, ANNA)).toEqual({ voted: 1, total: 2, missing: ['Cili'], mine: true })
    expect(tallyView(tally, SEATS, CILI).mine).toBe(false)
  })

  it('reads "1 of 2 votes · waiting for Cili", in Hungarian too', () => {
    const view = tallyView(tally, SEATS, ANNA)
    expect(tallyLabel(i18n.getFixedT('en', 'table'), view, 'en')).toBe('1 of 2 votes · waiting for Cili')
    expect(tallyLabel(i18n.getFixedT('hu', 'table'), view, 'hu')).toBe('1 / 2 szavazat · még hiányzik: Cili')
  })

  it('lists several missing voters and drops the wait once everyone voted', () => {
    const t = i18n.getFixedT('en', 'table')
    expect(tallyLabel(t, { voted: 0, total: 2, missing: ['Anna', 'Cili'], mine: false }, 'en')).toBe(
      '0 of 2 votes · waiting for Anna and Cili',
    )
    expect(tallyLabel(t, { voted: 1, total: 1, missing: [], mine: true }, 'en')).toBe('1 of 1 vote')
  })
})

describe('seatVoteView', () => {
  const state = (patch: Partial<SeatVoteState>): SeatVoteState => ({ ...NO_VOTES, ...patch })

  it('offers a seated player to free another player’s seat, and nothing on their own', () => {
    expect(seatVoteView('s2', SEATS, NO_VOTES, ANNA)).toMatchObject({ mayVote: true, free: null, mayAsk: false })
    expect(seatVoteView('s1', SEATS, NO_VOTES, ANNA)).toMatchObject({ mayVote: false, mayAsk: false })
  })

  it('shows the vote under way to everyone, the holder included', () => {
    const votes = state({ tallies: [{ seat: 's2', target: null, voted: [ANNA], missing: [CILI] }] })
    expect(seatVoteView('s2', SEATS, votes, CILI).free).toEqual({ voted: 1, total: 2, missing: ['Cili'], mine: false })
    expect(seatVoteView('s2', SEATS, votes, BELA).free?.voted).toBe(1)
    expect(seatVoteView('s2', SEATS, votes, ANNA).free?.mine).toBe(true)
  })

  it('lets a spectator ask for a held seat once, and shows the request to the seated players', () => {
    expect(seatVoteView('s1', SEATS, NO_VOTES, NEW)).toMatchObject({ mayAsk: true, asked: false, mayVote: false })
    expect(seatVoteView('s4', SEATS, NO_VOTES, NEW).mayAsk).toBe(false)
    // Only for a holder who is away, when the caller knows who is in the room.
    expect(seatVoteView('s1', SEATS, NO_VOTES, NEW, new Set([ANNA, NEW])).mayAsk).toBe(false)
    expect(seatVoteView('s1', SEATS, NO_VOTES, NEW, new Set([BELA, NEW])).mayAsk).toBe(true)
    const votes = state({ asks: [{ seat: 's1', pub: NEW, name: 'Anna' }] })
    expect(seatVoteView('s1', SEATS, votes, NEW)).toMatchObject({ asked: true, asks: [] })
    expect(seatVoteView('s1', SEATS, votes, BELA).asks).toEqual([{ pub: NEW, name: 'Anna', tally: null }])
  })

  it('joins a give-back vote to its request, and keeps a vote whose request is gone', () => {
    const votes = state({
      asks: [{ seat: 's1', pub: NEW, name: 'Anna' }],
      tallies: [
        { seat: 's1', target: NEW, voted: [BELA], missing: [CILI] },
        { seat: 's1', target: DANI, voted: [CILI], missing: [BELA] },
      ],
    })
    expect(seatVoteView('s1', SEATS, votes, BELA).asks).toEqual([
      { pub: NEW, name: 'Anna', tally: { voted: 1, total: 2, missing: ['Cili'], mine: true } },
      { pub: DANI, name: '', tally: { voted: 1, total: 2, missing: ['Béla'], mine: false } },
    ])
  })

  it('says whom a free seat is kept for', () => {
    const votes = state({ reserved: { s4: NEW } })
    expect(seatVoteView('s4', SEATS, votes, NEW).kept).toBe('me')
    expect(seatVoteView('s4', SEATS, votes, ANNA).kept).toBe('other')
    expect(seatVoteView('s3', SEATS, votes, ANNA).kept).toBeNull()
  })
})

describe('votesNeedAttention', () => {
  it('is true for a vote or request this browser has yet to answer, or a seat given back to it', () => {
    expect(votesNeedAttention(SEATS, NO_VOTES, ANNA)).toBe(false)
    const vote = { tallies: [{ seat: 's2', target: null, voted: [ANNA], missing: [CILI] }], asks: [], reserved: {} }
    expect(votesNeedAttention(SEATS, vote, CILI)).toBe(true)
    expect(votesNeedAttention(SEATS, vote, ANNA)).toBe(false)
    expect(votesNeedAttention(SEATS, vote, BELA)).toBe(false)
    const ask = { tallies: [], asks: [{ seat: 's1', pub: NEW, name: 'Anna' }], reserved: {} }
    expect(votesNeedAttention(SEATS, ask, BELA)).toBe(true)
    expect(votesNeedAttention(SEATS, ask, NEW)).toBe(false)
    const answered = { ...ask, tallies: [{ seat: 's1', target: NEW, voted: [BELA], missing: [CILI] }] }
    expect(votesNeedAttention(SEATS, answered, BELA)).toBe(false)
    expect(votesNeedAttention(SEATS, answered, CILI)).toBe(true)
    expect(votesNeedAttention(SEATS, { tallies: [], asks: [], reserved: { s4: NEW } }, NEW)).toBe(true)
  })
})
