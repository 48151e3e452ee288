import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SeatBinding } from '../../net/schema'
import type { Peer } from '../hooks/usePeers'
import i18n from '../i18n'
import { PendingRollNotice } from './PendingRollNotice'
import { SeatRow } from './SeatRow'
import type { SeatVoteView } from './seatVotes'

const ANNA = 'aa'.repeat(32)
const BELA = 'bb'.repeat(32)
const bela: SeatBinding = { name: 'Béla', colour: '#58d0ff', publicKey: BELA }
const anna: SeatBinding = { name: 'Anna', colour: '#f2b84b', publicKey: ANNA }

const none: SeatVoteView = { mayVote: false, free: null, asks: [], mayAsk: false, asked: false, kept: null }
const noop = () => {}
const row = (binding: SeatBinding | null, votes: Partial<SeatVoteView>, seat = 's2') =>
  renderToStaticMarkup(
    <SeatRow
      seat={seat}
      binding={binding}
      mine={false}
      onClaim={noop}
      onRelease={noop}
      votes={{ votes: { ...none, ...votes }, onFree: noop, onGiveBack: noop, onAsk: noop }}
    />,
  )

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

describe('SeatRow with votes', () => {
  it('offers a seated player to free another player’s seat, with the vote so far', () => {
    expect(row(bela, { mayVote: true })).toContain('Free this seat')
    const html = row(bela, { mayVote: true, free: { voted: 1, total: 2, missing: ['Cili'], mine: false } })
    expect(html).toContain('Vote to free this seat: 1 of 2 votes · waiting for Cili')
    expect(html).toContain('Vote to free it too')
    const voted = row(bela, { mayVote: true, free: { voted: 1, total: 2, missing: ['Cili'], mine: true } })
    expect(voted).not.toContain('<button type="button" class="btn btn-sm seat-vote-btn"')
  })

  it('offers a spectator to ask for the seat as their own, and says when they have', () => {
    expect(row(bela, { mayAsk: true })).toContain('This is my seat (new browser)')
    const asked = row(bela, { mayAsk: true, asked: true })
    expect(asked).not.toContain('This is my seat')
    expect(asked).toContain('You asked for this seat back')
  })

  it('shows a request to the seated players with "Give it back"', () => {
    const html = row(bela, { mayVote: true, asks: [{ pub: 'ee'.repeat(32), name: 'Béla', tally: null }] })
    expect(html).toContain('Béla (new browser) asks for Seat 2')
    expect(html).toContain('Give it back')
  })

  it('lets the player a seat was given back to sit in one click, and nobody else', () => {
    const mine = row(null, { kept: 'me' })
    expect(mine).toContain('Given back to you')
    expect(mine).toContain('aria-label="Sit in Seat 2"')
    const other = row(null, { kept: 'other' })
    expect(other).toContain('Kept for the player it was given back to')
    expect(other).not.toContain('Sit in Seat 2')
  })

  it('shows nothing more than before when there is nothing to vote on', () => {
    expect(row(bela, {})).not.toContain('seat-votes')
    expect(row(null, {})).toContain('Sit in Seat 2')
  })

  it('uses no seat-claiming label on its other buttons (tests find "Sit in Seat 1" by name)', () => {
    const html = row(anna, { mayVote: true, mayAsk: true, asks: [{ pub: BELA, name: 'Anna', tally: null }] }, 's1')
    expect(html).not.toContain('Sit in')
  })
})

describe('PendingRollNotice', () => {
  const peer = (name: string, publicKey: string, self = false): Peer => ({
    clientId: publicKey.charCodeAt(0),
    name,
    colour: '#888888',
    publicKey,
    seat: null,
    self,
  })
  const seats = { s1: anna, s2: bela }
  const notice = (peers: Peer[], rolling = false, roll = { entry: { seat: 's1' }, waitingFor: ['s2'] }) =>
    renderToStaticMarkup(
      <PendingRollNotice
        roll={roll}
        rolling={rolling}
        seats={seats}
        peers={peers}
        myKey={ANNA}
        fallback="Rolling…"
        className="hoth-rolling"
        testId="hoth-rolling"
      />,
    )

  it('says whose share the roll waits for', () => {
    const html = notice([peer('Anna', ANNA, true), peer('Béla', BELA)])
    expect(html).toContain('Waiting for Béla&#x27;s share…')
    expect(html).toContain('data-testid="hoth-rolling"')
    expect(html).not.toContain('offline')
  })

  it('adds that the player is offline, with the way to free the seat', () => {
    const html = notice([peer('Anna', ANNA, true)])
    expect(html).toContain('Béla is offline')
    expect(html).toContain('free the seat to play on</button>')
  })

  it('falls back to its own words while only this browser’s roll is under way, and is silent otherwise', () => {
    expect(notice([peer('Anna', ANNA, true)], true, { entry: { seat: 's2' }, waitingFor: ['s1'] })).toContain(
      'Rolling…',
    )
    expect(notice([peer('Anna', ANNA, true)], false, { entry: { seat: 's2' }, waitingFor: ['s1'] })).toBe('')
  })
})
