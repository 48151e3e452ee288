import { afterEach, describe, expect, it } from 'vitest'
import { createEphemeralIdentity, type Identity } from '../../net/identity'
import { startSeatVotes, type SeatVotes } from '../../net/seat-votes'
import { claimSeat } from '../../net/seats'
import { roomDoc, sit } from '../../net/testing/rolls'
import { readSeatVotes } from './useSeatVotes'

const running: SeatVotes[] = []
afterEach(() => running.splice(0).forEach((v) => v.destroy()))

/** Anna, Béla and Cili seated at s1–s3 of one document, each with their own vote keeper. */
function table() {
  const doc = roomDoc()
  const [anna, bela, cili] = [createEphemeralIdentity(), createEphemeralIdentity(), createEphemeralIdentity()]
  sit(doc, anna, 's1', 'Anna')
  sit(doc, bela, 's2', 'Béla')
  sit(doc, cili, 's3', 'Cili')
  const votes = (identity: Identity) => {
    const v = startSeatVotes({ doc, identity })
    running.push(v)
    return { doc, votes: v }
  }
  return { doc, anna, bela, cili, votes }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('readSeatVotes', () => {
  it('reads a vote under way with who voted and who has not', () => {
    const { anna, cili, votes } = table()
    const annas = votes(anna)
    expect(readSeatVotes(annas)).toEqual({ tallies: [], asks: [], reserved: {} })
    expect(annas.votes.vote('s2', null)).toEqual({ ok: true })
    expect(readSeatVotes(annas).tallies).toEqual([
      { seat: 's2', target: null, voted: [anna.publicKey], missing: [cili.publicKey] },
    ])
  })

  it('gives a seat back to a new browser: its request (name cleaned), the votes, then the seat kept for it', async () => {
    const { doc, anna, cili, votes } = table()
    const fresh = createEphemeralIdentity()
    const asker = votes(fresh)
    expect(asker.votes.ask('s2', '\u202eBéla')).toEqual({ ok: true })
    expect(readSeatVotes(asker).asks).toEqual([{ seat: 's2', pub: fresh.publicKey, name: 'Béla' }])
    votes(anna).votes.vote('s2', fresh.publicKey)
    votes(cili).votes.vote('s2', fresh.publicKey)
    await settle()
    expect(readSeatVotes(asker)).toMatchObject({ tallies: [], asks: [], reserved: { s2: fresh.publicKey } })
    expect(claimSeat(doc, createEphemeralIdentity(), 's2', { name: 'Mallory', colour: '#888888' }).ok).toBe(false)
    expect(claimSeat(doc, fresh, 's2', { name: 'Béla', colour: '#888888' })).toEqual({ ok: true })
    expect(readSeatVotes(asker).reserved).toEqual({})
  })
})
