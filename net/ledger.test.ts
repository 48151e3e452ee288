/**
 * The ledger's rules (net/ledger-pass.ts, net/ledger-forks.ts), each as an attack by a hostile peer that fails.
 * A hostile peer writes whatever it likes into the shared document, so most attacks here push signed entries
 * straight into a shard, past `appendEntry`'s own checks.
 */
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import type { Json, SeatId } from '../engine'
import { memoryArchiveStore, startArchive } from './archive'
import { createEphemeralIdentity, type Identity } from './identity'
import { ledgerOf } from './ledger'
import { SEAT_QUOTA_BYTES } from './ledger-pass'
import { entryBody, entryHash, signEntry, type EntryBody } from './log-entry'
import { ACT, voteMessage, type SeatVote } from './seat-acts'
import { schema, type LogEntry } from './schema'
import { claimSeat, listSeats, releaseSeat, seatHolder } from './seats'
import { appendEntry, LOG_ORIGIN } from './signed-log'
import { answerRoll, appendRoll, roomDoc, rollNow, sit, TEST_ROOM } from './testing/rolls'

const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()
const carol = createEphemeralIdentity()
const dave = createEphemeralIdentity()
const mallory = createEphemeralIdentity()

/** A room with `people` seated at s1, s2, … in that order. */
function seated(...people: Identity[]): Y.Doc {
  const doc = roomDoc()
  people.forEach((who, i) => sit(doc, who, `s${i + 1}`))
  return doc
}

/** Appends a tally action as `seat` the honest way; throws when it is refused on the spot. */
function act(doc: Y.Doc, who: Identity, seat: SeatId, payload: Json = null): LogEntry {
  const result = appendEntry(doc, who, seat, { game: 'tally', type: 'pass', payload })
  if (!result.ok) throw new Error(result.reason.en)
  return result.entry
}

/**
 * A hostile write: signs what an honest append of `seat` would be now (chain, `seen`, clock), with `changes`
 * on top, and pushes it into the shard unchecked.
 */
function forge(
  doc: Y.Doc,
  who: Identity,
  seat: SeatId,
  changes: Partial<Omit<EntryBody, 'pub'>> = {},
  room = TEST_ROOM,
): LogEntry {
  const ledger = ledgerOf(doc)
  const head = ledger.head(seat)
  const newest = ledger.newest()
  const entry = signEntry(room, who, {
    game: 'tally',
    seat,
    n: head.n,
    lamport: 1 + Math.max(head.lamport, newest?.entry.lamport ?? 0),
    seen: newest?.hash ?? '',
    prev: head.head,
    type: 'pass',
    payload: null,
    ...changes,
  })
  schema.logShard(doc, seat).push([entry])
  return entry
}

/** What every peer makes of `entry`: 'accepted', the reason it is rejected, or 'absent'. */
function verdict(doc: Y.Doc, entry: LogEntry): string {
  const ledger = ledgerOf(doc)
  const hash = entryHash(entry)
  if (ledger.get(hash)) return 'accepted'
  return ledger.rejected().find((r) => entryHash(r.entry) === hash)?.why ?? 'absent'
}

/** The accepted entries' hashes in fold order: the history every peer plays. */
const history = (doc: Y.Doc) =>
  ledgerOf(doc)
    .accepted()
    .map((r) => r.hash)

/** A vote by `voter` to free `seat`'s tenure `tenure` for `target`. */
function vote(voter: Identity, seat: SeatId, tenure: string, target: string | null): SeatVote {
  return { pub: voter.publicKey, sig: voter.sign(voteMessage(TEST_ROOM, seat, tenure, target)) }
}

/** Documents that pass every update to each other at once, like a fast network. */
function linked(count: number): Y.Doc[] {
  const docs = Array.from({ length: count }, () => roomDoc())
  docs.forEach((doc, i) =>
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return
      docs.forEach((other, j) => j !== i && Y.applyUpdate(other, update, 'net'))
    }),
  )
  return docs
}

describe('signatures belong to one room', () => {
  it('a seat and moves copied from another room are worthless here', () => {
    const elsewhere = roomDoc('OTHERROOM')
    sit(elsewhere, mallory, 's1')
    const move = act(elsewhere, mallory, 's1')
    const doc = roomDoc()
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(elsewhere))
    expect(
      ledgerOf(doc)
        .rejected()
        .map((r) => r.why),
    ).toEqual(['bad-signature', 'bad-signature'])
    expect(verdict(doc, move)).toBe('bad-signature')
    expect(listSeats(doc)).toEqual({})
  })
})

describe('clock rules', () => {
  it('a move stamped far in the future is refused and blocks nobody', () => {
    const doc = seated(alice, bob)
    const future = forge(doc, alice, 's1', { lamport: 2 ** 40 })
    expect(verdict(doc, future)).toBe('bad-clock')
    const later = [act(doc, bob, 's2'), act(doc, alice, 's1'), act(doc, bob, 's2')]
    expect(later.map((e) => verdict(doc, e))).toEqual(['accepted', 'accepted', 'accepted'])
    expect(later.every((e) => e.lamport < 10)).toBe(true)
    expect(verdict(doc, future)).not.toBe('accepted')
  })

  it('a move cannot be slipped in before moves its author had already seen', () => {
    const doc = seated(alice, bob)
    act(doc, alice, 's1')
    act(doc, alice, 's1')
    const seen = ledgerOf(doc).newest()!
    // Bob saw Alice's last move but stamps a clock that sorts before it.
    const backDated = forge(doc, bob, 's2', { seen: seen.hash, lamport: ledgerOf(doc).head('s2').lamport + 1 })
    expect(backDated.lamport).toBeLessThan(seen.entry.lamport)
    expect(verdict(doc, backDated)).toBe('bad-clock')
    expect(act(doc, bob, 's2').lamport).toBe(seen.entry.lamport + 1)
  })

  it('an author cannot un-see what it had seen (a `seen` older than its previous entry’s)', () => {
    const doc = seated(alice, bob)
    const first = act(doc, alice, 's1')
    act(doc, alice, 's1')
    act(doc, bob, 's2') // sees Alice's second move
    const bobHead = ledgerOf(doc).head('s2')
    const older = forge(doc, bob, 's2', { seen: entryHash(first), lamport: bobHead.lamport + 1 })
    expect(verdict(doc, older)).toBe('bad-clock')
  })

  it('a move naming one this peer has not received yet waits, and counts once that arrives', () => {
    const [a, b, c] = [roomDoc(), roomDoc(), roomDoc()]
    sit(a, alice, 's1')
    sit(a, bob, 's2')
    for (const peer of [b, c]) Y.applyUpdate(peer!, Y.encodeStateAsUpdate(a))
    const aliceMove = act(a, alice, 's1')
    Y.applyUpdate(b!, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b!)))
    // Bob's reply reaches Carol before the move it answers.
    const bobsUpdates: Uint8Array[] = []
    b!.on('update', (update: Uint8Array, origin: unknown) => origin === LOG_ORIGIN && bobsUpdates.push(update))
    const reply = act(b!, bob, 's2')
    expect(reply.seen).toBe(entryHash(aliceMove))
    for (const update of bobsUpdates) Y.applyUpdate(c!, update)
    expect(verdict(c!, reply)).toBe('pending')
    Y.applyUpdate(c!, Y.encodeStateAsUpdate(a, Y.encodeStateVector(c!)))
    expect(verdict(c!, reply)).toBe('accepted')
    expect(history(c!)).toEqual(history(b!))
  })
})

describe('seat holders', () => {
  it('a move in someone else’s seat is refused, and so is one with the holder’s key pasted in', () => {
    const doc = seated(alice)
    const impostor = forge(doc, mallory, 's1')
    expect(verdict(doc, impostor)).toBe('not-holder')
    const pasted = { ...impostor, pub: alice.publicKey }
    schema.logShard(doc, 's1').push([pasted])
    expect(verdict(doc, pasted)).toBe('bad-signature')
    expect(appendEntry(doc, mallory, 's1', { game: 'tally', type: 'pass' }).ok).toBe(false)
  })

  it('a spectator cannot claim a seat someone holds', () => {
    const doc = seated(alice)
    const anchor = 'cd'.repeat(32)
    const grab = forge(doc, mallory, 's1', {
      game: '',
      type: ACT.claim,
      payload: { name: 'M', colour: '#000', anchor },
    })
    expect(verdict(doc, grab)).toBe('not-holder')
    expect(claimSeat(doc, mallory, 's1', { name: 'M', colour: '#000000' }).ok).toBe(false)
    expect(seatHolder(doc, 's1')).toBe(alice.publicKey)
  })

  it('a claim written later at the same place loses to the one other players saw, and takes nothing', () => {
    const doc = seated(alice, bob) // Bob's claim names Alice's as seen: he attests it
    const aliceClaim = ledgerOf(doc).head('s1').tenure!.claim
    const moves = [act(doc, alice, 's1'), act(doc, bob, 's2'), act(doc, alice, 's1')]
    // Mallory forks s1 at its start with a claim that would sort first (lower hash, same clock).
    let rival: LogEntry | null = null
    for (let i = 0; rival === null || entryHash(rival) > aliceClaim; i++) {
      rival = signEntry(TEST_ROOM, mallory, {
        game: '',
        seat: 's1',
        n: 0,
        lamport: 1,
        seen: '',
        prev: '',
        type: ACT.claim,
        payload: { name: `M${i}`, colour: '#000000', anchor: 'ef'.repeat(32) },
      })
    }
    schema.logShard(doc, 's1').push([rival])
    const onRival = forge(doc, mallory, 's1', { n: 1, prev: entryHash(rival), seen: entryHash(rival), lamport: 2 })
    expect(verdict(doc, rival)).toBe('late-claim')
    expect(verdict(doc, onRival)).toBe('broken-chain')
    expect(seatHolder(doc, 's1')).toBe(alice.publicKey)
    expect(moves.map((e) => verdict(doc, e))).toEqual(['accepted', 'accepted', 'accepted'])
  })

  it('after a seat changes hands the old holder’s moves stay, and its new ones are refused', () => {
    const doc = seated(alice, bob)
    const before = [act(doc, alice, 's1'), act(doc, alice, 's1')]
    const aliceClaim = ledgerOf(doc).head('s1').tenure!.claim
    releaseSeat(doc, alice)
    expect(claimSeat(doc, carol, 's1', { name: 'Carol', colour: '#00ff00' }).ok).toBe(true)
    const carolsMove = act(doc, carol, 's1')
    const late = forge(doc, alice, 's1')
    expect(verdict(doc, late)).toBe('not-holder')
    expect(before.map((e) => ledgerOf(doc).get(entryHash(e))?.tenure)).toEqual([aliceClaim, aliceClaim])
    expect(verdict(doc, carolsMove)).toBe('accepted')
    expect(appendEntry(doc, alice, 's1', { game: 'tally', type: 'pass' }).ok).toBe(false)
  })
})

describe('freeing a seat by vote', () => {
  /** Alice at s1 has gone quiet; Bob (s2) and Carol (s3) are still seated. */
  const table = () => {
    const doc = seated(alice, bob, carol)
    return { doc, tenure: ledgerOf(doc).head('s1').tenure!.claim }
  }
  /** `writer` (Bob unless said) writes the `@free` of Alice's seat with `votes`, kept for `target`. */
  const free = (doc: Y.Doc, votes: SeatVote[], target: string | null, writer = bob) => {
    const tenure = ledgerOf(doc).head('s1').tenure!.claim
    const result = appendEntry(doc, writer, 's1', {
      game: '',
      type: ACT.free,
      payload: { tenure, for: target, votes } as unknown as Json,
    })
    if (!result.ok) throw new Error(result.reason.en)
    return result.entry
  }

  it('every other seated player’s vote frees the seat, kept for the player it was freed for', () => {
    const { doc, tenure } = table()
    const target = dave.publicKey
    const entry = free(doc, [vote(bob, 's1', tenure, target), vote(carol, 's1', tenure, target)], target)
    expect(verdict(doc, entry)).toBe('accepted')
    expect(seatHolder(doc, 's1')).toBeNull()
    expect(claimSeat(doc, mallory, 's1', { name: 'M', colour: '#000000' }).ok).toBe(false)
    expect(claimSeat(doc, dave, 's1', { name: 'Dave', colour: '#ffff00' }).ok).toBe(true)
    expect(seatHolder(doc, 's1')).toBe(dave.publicKey)
  })

  it('a missing, forged or mismatched vote frees nothing, nor does a spectator’s @free', () => {
    const cases: [string, (tenure: string) => SeatVote[], Identity, string][] = [
      ['missing', (t) => [vote(bob, 's1', t, null)], bob, 'bad-act'],
      [
        'forged',
        (t) => [vote(bob, 's1', t, null), { ...vote(mallory, 's1', t, null), pub: carol.publicKey }],
        bob,
        'bad-act',
      ],
      ['for someone else', (t) => [vote(bob, 's1', t, null), vote(carol, 's1', t, dave.publicKey)], bob, 'bad-act'],
      ['by a spectator', (t) => [vote(bob, 's1', t, null), vote(carol, 's1', t, null)], mallory, 'not-holder'],
    ]
    for (const [label, votes, writer, why] of cases) {
      const { doc, tenure } = table()
      const entry = free(doc, votes(tenure), null, writer)
      expect([label, verdict(doc, entry)]).toEqual([label, why])
      expect(seatHolder(doc, 's1')).toBe(alice.publicKey)
    }
  })
})

describe('precommitted roll values', () => {
  it('a roller cannot pick its own value', () => {
    const doc = seated(alice, bob)
    const picked = appendEntry(doc, alice, 's1', {
      game: 'tally',
      type: 'roll',
      roll: { bytes: 32, from: ['s2'], value: 'ab'.repeat(32) },
    })
    expect(picked.ok && verdict(doc, picked.entry)).toBe('bad-value')
  })

  it('an answer with a value of one’s choosing, or one already revealed, is refused; the real one completes the roll', () => {
    const doc = seated(alice, bob)
    const first = rollNow(doc, alice, 's1', 'tally', { type: 'roll' }, [{ seat: 's2', identity: bob }])
    const firstShare = ledgerOf(doc).newest()!.entry
    const second = appendRoll(doc, alice, 's1', 'tally', { type: 'roll' }, ['s2'])
    if (!first.ok || !second.ok) throw new Error('roll refused')
    const hash = entryHash(second.entry)
    const share = (value: string) => forge(doc, bob, 's2', { game: '', type: ACT.share, payload: { for: hash, value } })
    const replayed = share((firstShare.payload as { value: string }).value)
    const chosen = share('00'.repeat(32))
    expect([verdict(doc, replayed), verdict(doc, chosen)]).toEqual(['bad-value', 'bad-value'])
    expect(ledgerOf(doc).roll(hash)).toEqual({ state: 'pending', waitingFor: ['s2'] })
    answerRoll(doc, hash, [{ seat: 's2', identity: bob }])
    expect(ledgerOf(doc).roll(hash)?.state).toBe('complete')
  })
})

describe('limits', () => {
  it('a seat that writes more than its quota is cut off there, and the others play on', () => {
    const doc = seated(alice, bob)
    // Big signed entries continuing Alice's chain, pushed in one go (an honest append re-reads the ledger each time).
    const ledger = ledgerOf(doc)
    const head = ledger.head('s1')
    const seen = ledger.newest()!
    const entries: LogEntry[] = []
    for (let used = head.bytes; used <= SEAT_QUOTA_BYTES + 70_000;) {
      const prev = entries.at(-1)
      const entry = signEntry(TEST_ROOM, alice, {
        game: 'tally',
        seat: 's1',
        n: head.n + entries.length,
        lamport: 1 + Math.max(prev?.lamport ?? head.lamport, seen.entry.lamport),
        seen: prev ? entryHash(prev) : seen.hash,
        prev: prev ? entryHash(prev) : head.head,
        type: 'pass',
        payload: 'x'.repeat(60_000),
      })
      entries.push(entry)
      used += entryBody(entry).length
    }
    schema.logShard(doc, 's1').push(entries)
    const whys = entries.map((e) => verdict(doc, e))
    const cut = whys.indexOf('quota')
    expect(cut).toBeGreaterThan(60)
    expect(whys.slice(0, cut).every((w) => w === 'accepted')).toBe(true)
    expect(whys.slice(cut + 1).every((w) => w === 'broken-chain')).toBe(true)
    expect(ledgerOf(doc).head('s1').bytes).toBeLessThanOrEqual(SEAT_QUOTA_BYTES)
    expect(verdict(doc, act(doc, bob, 's2'))).toBe('accepted')
  })
})

describe('deleted and copied entries', () => {
  it('a deleted move breaks the chain for everyone until an archive puts it back, as it was', async () => {
    const [keeper, other] = linked(2)
    sit(keeper!, alice, 's1')
    sit(keeper!, bob, 's2')
    for (let i = 0; i < 3; i++) {
      act(keeper!, alice, 's1', i)
      act(keeper!, bob, 's2', i)
    }
    const original = history(keeper!)
    const archive = startArchive(keeper!, memoryArchiveStore())
    await archive.ready
    // Someone deletes Alice's first move (a Y.Array delete travels like any other update).
    schema.logShard(other!, 's1').delete(1, 1)
    for (const doc of [keeper!, other!]) {
      expect(history(doc).length).toBeLessThan(original.length)
      expect(
        ledgerOf(doc)
          .rejected()
          .map((r) => r.why),
      ).toContain('broken-chain')
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    for (const doc of [keeper!, other!]) {
      expect(history(doc)).toEqual(original)
      expect(ledgerOf(doc).rejected()).toEqual([])
    }
    archive.destroy()
  })

  it('copies of one move count once', () => {
    const doc = seated(alice, bob)
    const move = act(doc, alice, 's1')
    const before = history(doc)
    schema.logShard(doc, 's1').push([{ ...move }, { ...move }, move])
    expect(history(doc)).toEqual(before)
    expect(ledgerOf(doc).rejected()).toEqual([])
    expect(act(doc, alice, 's1').n).toBe(move.n + 1)
  })
})
