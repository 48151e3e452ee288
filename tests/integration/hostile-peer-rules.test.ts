/**
 * Two rules the hostile-peer games (hostile-peer-hoth.test.ts, hostile-peer-sandbox.test.ts) found broken, each pinned down in a short room:
 * - a seat named in a roll's `@timeout` cannot place entries far (beyond the back-dating window) before that
 *   timeout, however many it stacks at one place of its chain (the ledger refused them one per round, and a few
 *   more than its rounds got through); an answer written as the timeout was is merely late for the roll;
 * - a vote in the `votes` map under another player's key counts for nothing and is not shown as cast.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { Identity } from '../../net/identity'
import { ledgerOf } from '../../net/ledger'
import { entryHash } from '../../net/log-entry'
import { ACT } from '../../net/seat-acts'
import { startSeatVotes } from '../../net/seat-votes'
import { claimSeat, listSeats } from '../../net/seats'
import { schema } from '../../net/schema'
import { BACKDATE_WINDOW } from '../../net/ledger-finality'
import { appendEntry } from '../../net/signed-log'
import { appendRoll } from '../../net/testing/rolls'
import { forge, forgedVote, ownVote, reasonsFor } from './attacker'
import { createRoomPeers, destroyOpenRooms, keyOf, ROLL_WAIT_MS, type RoomPeers } from './room-peers'

afterEach(destroyOpenRooms)

/** Anna (s1) and Béla (s2) with the roll exchange; Mallory (s3) seated, with no exchange: she never answers. */
async function table(seed: string): Promise<{ room: RoomPeers; anna: Identity; bela: Identity; mallory: Identity }> {
  const room = createRoomPeers(3, seed)
  const [anna, bela, mallory] = ['anna', 'bela', 'mallory'].map((name) => keyOf(`${seed}/${name}`)) as [
    Identity,
    Identity,
    Identity,
  ]
  for (const [i, id, seat] of [
    [0, anna, 's1'],
    [1, bela, 's2'],
    [2, mallory, 's3'],
  ] as const) {
    expect(claimSeat(room.docs[i]!, id, seat, { name: seat, colour: '#888888' }).ok).toBe(true)
    if (i < 2) room.exchange(i, id)
    await room.settle()
  }
  return { room, anna, bela, mallory }
}

describe('rules a hostile peer tried to get around', () => {
  it('a seat named in a timeout cannot stack entries far behind it; one written as it was is only late', async () => {
    const { room, anna, bela, mallory } = await table('stacked')
    const roll = appendRoll(room.docs[0]!, anna, 's1', 'tally', { type: 'roll' }, ['s2', 's3'])
    if (!roll.ok) throw new Error(roll.reason.en)
    const rollHash = entryHash(roll.entry)
    // Béla answers; Mallory stays silent while Anna and Béla go on writing, until Béla's page names her.
    await room.settle()
    for (let i = 0; i < BACKDATE_WINDOW + 4; i++) {
      const [doc, who, seat] = i % 2 === 0 ? [room.docs[0]!, anna, 's1'] : [room.docs[1]!, bela, 's2']
      expect(appendEntry(doc, who, seat, { game: 'tally', type: 'pass', payload: i }).ok).toBe(true)
      await room.settle()
    }
    await room.advance(ROLL_WAIT_MS + 1)
    await room.settle()
    const ledger = ledgerOf(room.docs[2]!)
    const timeout = ledger.accepted().find((r) => r.entry.type === ACT.timeout)!
    expect(timeout.entry.seat).toBe('s2')
    expect(ledger.roll(rollHash)).toMatchObject({ state: 'complete', contributors: ['s2'], missing: ['s3'] })

    // She writes a dozen entries at her chain's next place, all dated as if she had seen only the roll: far before
    // the timeout. Each would be valid there if it were alone.
    const md = room.docs[2]!
    const head = ledger.head('s3')
    // What her claim had seen of Béla's chain (his claim), and Anna's roll.
    const belasClaim = ledger.accepted().find((r) => r.entry.seat === 's2' && r.entry.type === ACT.claim)!
    const seen = [rollHash, belasClaim.hash].sort()
    const lamport = 1 + Math.max(head.lamport, roll.entry.lamport, belasClaim.entry.lamport)
    expect(lamport).toBeLessThan(timeout.entry.lamport)
    const stacked = Array.from({ length: 12 }, (_, i) =>
      forge(md, mallory, 's3', { game: 'tally', type: 'pass', payload: { i } }, { lamport, seen: [...seen] }),
    )
    await room.settle()
    for (const doc of room.docs) {
      for (const entry of stacked) {
        expect(ledgerOf(doc).get(entryHash(entry))).toBeUndefined()
        const why = reasonsFor(doc, { value: entry, shard: 's3', why: ['bad-clock'], label: 'stacked' })
        expect(why).toEqual(['bad-clock'])
      }
      expect(ledgerOf(doc).head('s3').n).toBe(head.n)
      expect(ledgerOf(doc).roll(rollHash)).toMatchObject({ state: 'complete', contributors: ['s2'] })
    }
    expect(room.net.converged()).toBe(true)

    // An answer dated just behind the timeout (as if written at the same moment) stands, but does not count.
    const now = ledgerOf(md).head('s3')
    const heads = ['s1', 's2'].map((s) => ledgerOf(md).head(s))
    const near = forge(
      md,
      mallory,
      's3',
      { game: 'tally', type: 'pass', payload: 'late' },
      { seen: heads.map((h) => h.head).sort(), lamport: 1 + Math.max(now.lamport, ...heads.map((h) => h.lamport)) },
    )
    await room.settle()
    for (const doc of room.docs) {
      expect(ledgerOf(doc).get(entryHash(near))).toBeDefined()
      expect(ledgerOf(doc).roll(rollHash)).toMatchObject({ state: 'complete', contributors: ['s2'] })
    }
  })

  it('a vote under another player’s key counts for nothing and is not shown as cast', async () => {
    const { room, anna, bela, mallory } = await table('votes')
    const pages = [
      { doc: room.docs[0]!, id: anna },
      { doc: room.docs[1]!, id: bela },
    ].map(({ doc, id }) => ({ id, votes: startSeatVotes({ doc, identity: id }) }))
    try {
      // Mallory (seated, so a voter) votes to free Anna's seat, and writes Béla's vote too — signed by herself.
      const md = room.docs[2]!
      const tenure = ledgerOf(md).head('s1').tenure!.claim
      const own = ownVote(md, mallory, 's1', tenure, null)
      const fake = forgedVote(md, mallory, bela.publicKey, 's1', tenure, null)
      md.transact(() => {
        schema.votes(md).set(own.key, own.vote)
        schema.votes(md).set(fake.key, fake.vote)
      })
      await room.settle()
      for (const page of pages) {
        const tallies = page.votes.tallies()
        expect(tallies).toHaveLength(1)
        expect(tallies[0]).toMatchObject({ seat: 's1', voted: [mallory.publicKey], missing: [bela.publicKey] })
      }
      for (const doc of room.docs) {
        expect(listSeats(doc).s1?.publicKey).toBe(anna.publicKey)
        expect(
          ledgerOf(doc)
            .accepted()
            .filter((r) => r.entry.type === ACT.free),
        ).toEqual([])
      }
    } finally {
      pages.forEach((page) => page.votes.destroy())
    }
  })
})
