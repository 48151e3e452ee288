import { describe, expect, it } from 'vitest'
import type { SeatBinding } from '../../net/schema'
import i18n from '../i18n'
import { rollWaitNotice, rollWaitText, type RollWaitContext } from './pendingRoll'

const ANNA = 'aa'.repeat(32)
const BELA = 'bb'.repeat(32)
const CILI = 'cc'.repeat(32)

const bind = (name: string, publicKey: string): SeatBinding => ({ name, colour: '#888888', publicKey })
const SEATS = { s1: bind('Anna', ANNA), s2: bind('Béla', BELA), s3: bind('Cili', CILI) }
const seatLabel = (seat: string) => `Seat ${seat.slice(1)}`

/** The context as Anna's browser sees it, with `online` in the room. */
const ctx = (online: string[], myKey = ANNA): RollWaitContext => ({
  seats: SEATS,
  online: new Set(online),
  myKey,
  seatLabel,
})
const roll = (waitingFor: string[], seat = 's1') => ({ entry: { seat }, waitingFor })
const en = i18n.getFixedT('en', 'table')
const hu = i18n.getFixedT('hu', 'table')

describe('rollWaitNotice', () => {
  it('says nothing without a roll', () => {
    expect(rollWaitNotice(null, ctx([ANNA, BELA]))).toBeNull()
  })

  it('names the players whose share is missing, never this browser', () => {
    const notice = rollWaitNotice(roll(['s1', 's2']), ctx([ANNA, BELA]))
    expect(notice).toEqual({ waiting: [{ seat: 's2', name: 'Béla' }], offline: [] })
    expect(rollWaitNotice(roll(['s1'], 's2'), ctx([ANNA, BELA]))?.waiting).toEqual([])
  })

  it('marks an offline holder, and whether this browser may free the seat', () => {
    const notice = rollWaitNotice(roll(['s2']), ctx([ANNA, CILI]))
    expect(notice?.offline).toEqual([{ seat: 's2', name: 'Béla', canFree: true }])
    // A spectator sees who is offline but cannot vote.
    const spectator = rollWaitNotice(roll(['s2']), ctx([ANNA], 'ff'.repeat(32)))
    expect(spectator?.offline).toEqual([{ seat: 's2', name: 'Béla', canFree: false }])
  })

  it('names a seat freed since the roll by its number, and does not call it offline', () => {
    const notice = rollWaitNotice(roll(['s4']), ctx([ANNA]))
    expect(notice).toEqual({ waiting: [{ seat: 's4', name: 'Seat 4' }], offline: [] })
  })
})

describe('rollWaitText', () => {
  it('reads "Waiting for Béla’s share…" and offers to free an offline player’s seat', () => {
    const notice = rollWaitNotice(roll(['s2']), ctx([ANNA, CILI]))!
    expect(rollWaitText(en, notice, 'en')).toEqual({
      waiting: "Waiting for Béla's share…",
      offline: 'Béla is offline',
      freeLink: 'free the seat to play on',
    })
    expect(rollWaitText(hu, notice, 'hu')).toEqual({
      waiting: 'Várjuk Béla részét a sorsoláshoz…',
      offline: 'Béla nincs jelen',
      freeLink: 'szabadítsd fel a helyét a folytatáshoz',
    })
  })

  it('lists several players, and offers no link to a browser that may not vote', () => {
    const both = rollWaitNotice(roll(['s2', 's3']), ctx([ANNA, BELA, CILI]))!
    expect(rollWaitText(en, both, 'en')).toEqual({
      waiting: 'Waiting for the shares of Béla and Cili…',
      offline: null,
      freeLink: null,
    })
    const spectator = rollWaitNotice(roll(['s2', 's3']), ctx([ANNA], 'ff'.repeat(32)))!
    expect(rollWaitText(en, spectator, 'en')).toMatchObject({ offline: 'Béla and Cili are offline', freeLink: null })
  })

  it('has no sentence when only this browser’s own seats are left to answer', () => {
    const mine = rollWaitNotice(roll(['s1'], 's2'), ctx([ANNA, BELA]))!
    expect(rollWaitText(en, mine, 'en').waiting).toBeNull()
  })
})
