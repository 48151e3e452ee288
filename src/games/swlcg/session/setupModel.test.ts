import { describe, expect, it } from 'vitest'
import { commitment } from '../../../../engine/core/commitment'
import type { Json } from '../../../../engine/core/types'
import { STARTER_DECKS, TEAM_DECKS } from '../../../../engine/games/swlcg'
import { COMMIT_TYPE, REVEAL_TYPE } from '../../../../net/commitments'
import { START_TYPE, readGameStart } from '../../../../net/game-start'
import { ledgerOf } from '../../../../net/ledger'
import { appendEntry } from '../../../../net/signed-log'
import { alice, bob, carol, mallory } from '../../../../net/testing/ledger-scenario'
import { roomDoc, rollNow, sit } from '../../../../net/testing/rolls'
import { TEAMS, acceptStart, deckChoices, readRecord, recordFor } from './setupModel'

const starter = (affiliation: string) => {
  const d = STARTER_DECKS.find((s) => s.affiliation === affiliation)!
  return { affiliation: d.affiliation, sets: [...d.sets] }
}
const jedi = starter('jedi')
const sith = starter('sith')
const SALT = { s1: '1a'.repeat(32), s2: '2b'.repeat(32) }

/** A room where alice sits in seat 1 and bob in seat 2, both having committed to and revealed `decks`. */
function revealed(decks: { s1: Json; s2: Json }) {
  const doc = roomDoc()
  sit(doc, alice, 's1')
  sit(doc, bob, 's2')
  const write = (seat: 's1' | 's2', type: string, payload: Json) => {
    const result = appendEntry(doc, seat === 's1' ? alice : bob, seat, { game: 'swlcg', type, payload })
    if (!result.ok) throw new Error(result.reason.en)
  }
  for (const seat of ['s1', 's2'] as const) write(seat, COMMIT_TYPE, { commit: commitment(decks[seat], SALT[seat]) })
  for (const seat of ['s1', 's2'] as const) write(seat, REVEAL_TYPE, { choice: decks[seat], salt: SALT[seat] })
  return doc
}

const start = (doc: ReturnType<typeof roomDoc>) =>
  readGameStart(ledgerOf(doc), 'swlcg', readRecord, (r) => r.seats, { everySeat: true, accept: acceptStart })

describe('setting up an SWLCG match', () => {
  it('starts with the revealed decks, the Light Side in seat 1', () => {
    const doc = revealed({ s1: jedi, s2: sith })
    const ready = recordFor(deckChoices(ledgerOf(doc)))
    expect(ready.ok).toBe(true)
    if (!ready.ok) return
    expect(ready.record.config.players).toEqual([
      { seat: 's1', side: 'light', deck: jedi },
      { seat: 's2', side: 'dark', deck: sith },
    ])
    rollNow(doc, alice, 's1', 'swlcg', { type: START_TYPE, payload: ready.record as unknown as Json }, [
      { seat: 's2', identity: bob },
    ])
    const started = start(doc)
    expect(started.state === 'started' && started.record.config.players[1]!.deck).toEqual(sith)
  })

  it('skips a start whose deck is not the one its seat revealed, on every peer', () => {
    const doc = revealed({ s1: jedi, s2: sith })
    const ready = recordFor(deckChoices(ledgerOf(doc)))
    if (!ready.ok) throw new Error('not ready')
    // Alice starts with a Dark deck of her choosing for Bob: no peer plays it.
    const navy = starter('imperial-navy')
    const forged = {
      ...ready.record,
      config: { players: [ready.record.config.players[0]!, { seat: 's2', side: 'dark', deck: navy }] },
    }
    rollNow(doc, alice, 's1', 'swlcg', { type: START_TYPE, payload: forged as unknown as Json }, [
      { seat: 's2', identity: bob },
    ])
    expect(start(doc).state).toBe('none')
  })

  it('waits for both reveals, and reads only well-formed records with each seat on its side', () => {
    const doc = roomDoc()
    sit(doc, alice, 's1')
    expect(recordFor(deckChoices(ledgerOf(doc))).ok).toBe(false)
    const players = [
      { seat: 's1', side: 'dark', deck: sith },
      { seat: 's2', side: 'light', deck: jedi },
    ]
    expect(readRecord({ config: { players }, seats: ['s1', 's2'] })).toBeNull()
    expect(readRecord({ config: { players: [] }, seats: ['s1', 's2'] })).toBeNull()
    expect(readRecord(null)).toBeNull()
    expect(readRecord({ config: { players: players.reverse() }, seats: ['s2', 's1'] })).toBeNull()
  })
})

describe('setting up a 2v2 match', () => {
  const team = (id: string) => {
    const d = TEAM_DECKS.find((t) => t.id === id)!
    return { affiliation: d.affiliation, sets: [...d.sets] }
  }
  const decks = {
    s1: team('swlcg/team-jedi'),
    s2: team('swlcg/team-sith'),
    s3: team('swlcg/team-imperial-navy'),
    s4: team('swlcg/team-rebel-alliance'),
  }
  const who = { s1: alice, s2: bob, s3: carol, s4: mallory } as const

  /** All four seats commit, then reveal, `choices`. */
  function teamRoom(choices: Record<'s1' | 's2' | 's3' | 's4', Json>) {
    const doc = roomDoc()
    const seats = ['s1', 's2', 's3', 's4'] as const
    for (const seat of seats) sit(doc, who[seat], seat)
    const write = (seat: (typeof seats)[number], type: string, payload: Json) => {
      const result = appendEntry(doc, who[seat], seat, { game: 'swlcg', type, payload })
      if (!result.ok) throw new Error(result.reason.en)
    }
    const salt = (seat: string) => seat.slice(1).repeat(64)
    for (const seat of seats) write(seat, COMMIT_TYPE, { commit: commitment(choices[seat], salt(seat)) })
    for (const seat of seats) write(seat, REVEAL_TYPE, { choice: choices[seat], salt: salt(seat) })
    return doc
  }

  it('starts with four revealed team decks, each seat its side and place', () => {
    const doc = teamRoom(decks)
    const ready = recordFor(deckChoices(ledgerOf(doc), undefined, TEAMS), TEAMS)
    if (!ready.ok) throw new Error(ready.reason.en)
    expect(ready.record.config.players.map((p) => [p.seat, p.side, p.order])).toEqual([
      ['s1', 'light', 1],
      ['s2', 'dark', 1],
      ['s3', 'dark', 2],
      ['s4', 'light', 2],
    ])
    expect(readRecord(ready.record as unknown as Json, TEAMS)).toEqual(ready.record)
    // The 1v1 box does not read a four-seat start, nor the 2v2 box a start whose seat plays another place.
    expect(readRecord(ready.record as unknown as Json)).toBeNull()
    const swapped = ready.record.config.players.map((p) => (p.seat === 's3' ? { ...p, order: 1 as const } : p))
    expect(readRecord({ ...ready.record, config: { players: swapped } } as unknown as Json, TEAMS)).toBeNull()
  })

  it('refuses to start when a team breaks the copy limits together, saying why', () => {
    // Dani (light #2) brings Hit and Run (18, Limit 1), which Anna's Jedi deck holds already.
    const rebel = { ...decks.s4, sets: decks.s4.sets.map((s) => (s === 17 ? 18 : s)) }
    const doc = teamRoom({ ...decks, s4: rebel })
    const ready = recordFor(deckChoices(ledgerOf(doc), undefined, TEAMS), TEAMS)
    expect(!ready.ok && ready.reason.en).toMatch(/team's two decks together/)
  })
})
