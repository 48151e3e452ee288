import { afterEach, describe, expect, it } from 'vitest'
import { createEphemeralIdentity } from '../../net/identity'
import { ledgerOf } from '../../net/ledger'
import { startSeatVotes, type SeatVotes } from '../../net/seat-votes'
import { releaseSeat } from '../../net/seats'
import { roomDoc, sit } from '../../net/testing/rolls'
import { seatNames, seatNamesSource } from './useSeatNames'

const running: SeatVotes[] = []
afterEach(() => running.splice(0).forEach((v) => v.destroy()))

describe('seatNames', () => {
  it('keeps naming a seat after its player stood up or the others freed it', async () => {
    const doc = roomDoc()
    const [anna, bela, cili] = [createEphemeralIdentity(), createEphemeralIdentity(), createEphemeralIdentity()]
    sit(doc, anna, 's1', 'Anna')
    sit(doc, bela, 's2', 'Béla')
    sit(doc, cili, 's3', 'Cili')
    expect(seatNames(ledgerOf(doc))).toEqual({ s1: 'Anna', s2: 'Béla', s3: 'Cili' })
    releaseSeat(doc, cili)
    for (const identity of [anna, cili]) {
      const votes = startSeatVotes({ doc, identity })
      running.push(votes)
    }
    // Cili stood up, so only Anna votes to free Béla's seat.
    expect(running[0]!.vote('s2', null)).toEqual({ ok: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect([...ledgerOf(doc).bindings().keys()]).toEqual(['s1'])
    expect(seatNames(ledgerOf(doc))).toEqual({ s1: 'Anna', s2: 'Béla', s3: 'Cili' })
  })

  it('names a seat after its newest holder', () => {
    const doc = roomDoc()
    const source = seatNamesSource(doc)
    const anna = createEphemeralIdentity()
    sit(doc, anna, 's1', 'Anna')
    const first = source.getSnapshot()
    expect(first).toEqual({ s1: 'Anna' })
    expect(source.getSnapshot()).toBe(first)
    releaseSeat(doc, anna)
    sit(doc, createEphemeralIdentity(), 's1', 'Dani')
    expect(source.getSnapshot()).toEqual({ s1: 'Dani' })
  })
})
