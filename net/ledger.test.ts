/**
 * The ledger's rules (net/ledger-pass.ts, net/ledger-forks.ts), each as an attack by a hostile peer that fails.
 * A hostile peer writes whatever it likes into the shared document, so most attacks here push signed entries
 * straight into a shard, past `appendEntry`'s own checks.
 */
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { tally, type Json, type SeatId } from '../engine'
import { memoryArchiveStore, startArchive } from './archive'
import { createEphemeralIdentity, type Identity } from './identity'
import { ledgerOf, ROOM_SEATS } from './ledger'
import { BACKDATE_WINDOW } from './ledger-finality'
import { createLogFolder } from './log-folder'
import { SEAT_QUOTA_BYTES } from './ledger-pass'
import { entryBody, entryHash, signEntry, type EntryBody } from './log-entry'
import { ACT, voteMessage, type SeatVote } from './seat-acts'
import { schema, type LogEntry } from './schema'
import { claimSeat, listSeats, releaseSeat, seatHolder } from './seats'
import { appendEntry, LOG_ORIGIN } from './signed-log'
import { answerRoll, appendRoll, linked, nextValue, roomDoc, rollNow, sit, TEST_ROOM } from './testing/rolls'

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

/** What an honest append of `seat` names now: the heads of the other seats' chains, and the clock after them. */
function seenNow(doc: Y.Doc, seat: SeatId): { seen: string[]; lamport: number } {
  const ledger = ledgerOf(doc)
  const heads = ROOM_SEATS.filter((other) => other !== seat)
    .map((other) => ledger.head(other))
    .filter((other) => other.n > 0)
  return {
    seen: heads.map((other) => other.head).sort(),
    lamport: 1 + Math.max(ledger.head(seat).lamport, ...heads.map((other) => other.lamport)),
  }
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
  const head = ledgerOf(doc).head(seat)
  const entry = signEntry(room, who, {
    game: 'tally',
    seat,
    n: head.n,
    ...seenNow(doc, seat),
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
    const backDated = forge(doc, bob, 's2', { seen: [seen.hash], lamport: ledgerOf(doc).head('s2').lamport + 1 })
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
    // An older head of Alice's chain than Bob's last entry named, with the clock that head implies.
    const older = forge(doc, bob, 's2', { seen: [entryHash(first)], lamport: bobHead.lamport + 1 })
    expect(verdict(doc, older)).toBe('bad-clock')
    // Leaving Alice's chain out altogether is un-seeing it too.
    const doc2 = seated(alice, bob)
    act(doc2, alice, 's1')
    act(doc2, bob, 's2')
    const omitted = forge(doc2, bob, 's2', { seen: [], lamport: ledgerOf(doc2).head('s2').lamport + 1 })
    expect(verdict(doc2, omitted)).toBe('bad-clock')
  })

  it('a `seen` naming two heads of one seat, or a head of its own seat, is refused', () => {
    const doc = seated(alice, bob)
    const first = act(doc, alice, 's1')
    const second = act(doc, alice, 's1')
    const twice = forge(doc, bob, 's2', { seen: [entryHash(first), entryHash(second)].sort() })
    expect(twice.lamport).toBe(second.lamport + 1) // the clock those heads imply: only the seat rule fails
    expect(verdict(doc, twice)).toBe('bad-clock')
    const doc2 = seated(alice, bob)
    act(doc2, alice, 's1')
    const own = ledgerOf(doc2).head('s2').head // Bob's claim
    const honest = seenNow(doc2, 's2')
    const withOwn = forge(doc2, bob, 's2', { seen: [...honest.seen, own].sort() })
    expect(withOwn.lamport).toBe(honest.lamport)
    expect(verdict(doc2, withOwn)).toBe('bad-clock')
    // Neither blocks the honest next entry.
    expect(verdict(doc, act(doc, bob, 's2'))).toBe('accepted')
    expect(verdict(doc2, act(doc2, bob, 's2'))).toBe('accepted')
  })

  it('a clock lower than the named heads imply is refused', () => {
    const doc = seated(alice, bob)
    act(doc, alice, 's1')
    const alicesHead = ledgerOf(doc).head('s1')
    const low = forge(doc, bob, 's2', { lamport: alicesHead.lamport })
    expect(low.seen).toEqual([alicesHead.head])
    expect(verdict(doc, low)).toBe('bad-clock')
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
    expect(reply.seen).toEqual([entryHash(aliceMove)])
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
        seen: [],
        prev: '',
        type: ACT.claim,
        payload: { name: `M${i}`, colour: '#000000', anchor: 'ef'.repeat(32) },
      })
    }
    schema.logShard(doc, 's1').push([rival])
    const onRival = forge(doc, mallory, 's1', { n: 1, prev: entryHash(rival), seen: [], lamport: 2 })
    expect(verdict(doc, rival)).toBe('late-claim')
    expect(verdict(doc, onRival)).toBe('broken-chain')
    expect(seatHolder(doc, 's1')).toBe(alice.publicKey)
    expect(moves.map((e) => verdict(doc, e))).toEqual(['accepted', 'accepted', 'accepted'])
  })

  it('a claim refused on its own merits wins no fork: it cannot keep a free seat from the next claimant', () => {
    // Each case varies with `i`, so that the search below for a lower hash always ends.
    const cases: [string, (i: number) => Partial<Omit<EntryBody, 'pub'>>, string][] = [
      ['clock far in the future', () => ({ lamport: 2 ** 40 }), 'bad-clock'],
      ['payload of no claim', (i) => ({ payload: { name: `M${i}` } }), 'bad-act'],
      ['naming an entry nobody holds', () => ({ seen: ['ab'.repeat(32)] }), 'pending'],
    ]
    for (const [label, changes, why] of cases) {
      const doc = seated(alice, bob)
      const withoutCarol = roomDoc()
      Y.applyUpdate(withoutCarol, Y.encodeStateAsUpdate(doc))
      expect(claimSeat(doc, carol, 's3', { name: 'Carol', colour: '#00ff00' }).ok).toBe(true)
      const carolsClaim = ledgerOf(doc).head('s3').tenure!.claim
      // Mallory's claim of the same place with a lower hash: it would win the tie, nobody having reacted yet.
      // (When she wrote it does not matter: the ledger judges the entries the document holds.)
      let bogus: LogEntry | null = null
      for (let i = 0; bogus === null || entryHash(bogus) > carolsClaim; i++) {
        bogus = signEntry(TEST_ROOM, mallory, {
          game: '',
          seat: 's3',
          n: 0,
          lamport: 1,
          seen: [],
          prev: '',
          type: ACT.claim,
          payload: { name: `M${i}`, colour: '#000000', anchor: 'ef'.repeat(32) },
          ...changes(i),
        })
      }
      for (const peer of [doc, withoutCarol]) schema.logShard(peer, 's3').push([bogus])
      expect([label, verdict(withoutCarol, bogus)]).toEqual([label, why])
      expect([label, verdict(doc, ledgerOf(doc).get(carolsClaim)?.entry ?? bogus)]).toEqual([label, 'accepted'])
      expect(seatHolder(doc, 's3')).toBe(carol.publicKey)
      expect(verdict(doc, bogus)).not.toBe('accepted')
      expect(verdict(doc, act(doc, carol, 's3'))).toBe('accepted')
    }
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
    const head = ledgerOf(doc).head('s1')
    const { seen, lamport } = seenNow(doc, 's1') // Bob's chain, unchanged throughout
    const entries: LogEntry[] = []
    for (let used = head.bytes; used <= SEAT_QUOTA_BYTES + 70_000;) {
      const prev = entries.at(-1)
      const entry = signEntry(TEST_ROOM, alice, {
        game: 'tally',
        seat: 's1',
        n: head.n + entries.length,
        lamport: prev ? prev.lamport + 1 : lamport,
        seen,
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

describe('rolls as checkpoints', () => {
  const anna = createEphemeralIdentity()
  const bela = createEphemeralIdentity()
  const cili = createEphemeralIdentity()
  const tallyInit = (seats: SeatId[]) => ({ config: { target: 1000 }, seats, entropy: 'ab'.repeat(16) })
  /** A copy of `doc` as it stands now: a peer that stops receiving here. */
  const copyOf = (doc: Y.Doc) => {
    const copy = roomDoc()
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc))
    return copy
  }
  /** Appends `seat`'s roll asking `from`; throws when it is refused on the spot. */
  const roll = (doc: Y.Doc, who: Identity, seat: SeatId, from: SeatId[]) => {
    const result = appendRoll(doc, who, seat, 'tally', { type: 'roll' }, from)
    if (!result.ok) throw new Error(result.reason.en)
    return entryHash(result.entry)
  }
  /**
   * Moves of another game by `seat`, enough to carry the clock past the window an entry may be dated back by
   * (ledger-finality.ts): what is back-dated below is dated far back, as an attacker's is, not merely concurrent.
   */
  const playOn = (doc: Y.Doc, who: Identity, seat: SeatId) => {
    for (let i = 0; i <= BACKDATE_WINDOW; i++) {
      const result = appendEntry(doc, who, seat, { game: 'hoth', type: 'pass' })
      if (!result.ok) throw new Error(result.reason.en)
    }
  }
  /** Mallory's claim of s3 dated at the very start of the log (lamport 1, nothing seen). */
  const backDatedClaim = (label = 'M') =>
    signEntry(TEST_ROOM, mallory, {
      game: '',
      seat: 's3',
      n: 0,
      lamport: 1,
      seen: [],
      prev: '',
      type: ACT.claim,
      payload: { name: label, colour: '#000000', anchor: 'ef'.repeat(32) },
    })
  const steps = (doc: Y.Doc, seats: SeatId[]) => {
    const folder = createLogFolder(doc, tally, tallyInit(seats))
    const out = { codes: folder.steps.map((step) => (step.ok ? 'ok' : step.error.code)), roll: folder.rollAt(0) }
    folder.destroy()
    return out
  }

  it('a claim dated back behind a completed roll it took no part in is refused, and the roll stands', () => {
    const doc = seated(anna, bela)
    playOn(doc, anna, 's1')
    const rollHash = roll(doc, anna, 's1', ['s2'])
    const beforeAnswer = copyOf(doc)
    answerRoll(doc, rollHash, [{ seat: 's2', identity: bela }])
    const settled = ledgerOf(doc).roll(rollHash)
    expect(settled).toMatchObject({ state: 'complete', contributors: ['s2'] })
    // Mallory claims s3 afterwards, pretending to have seen nothing: lamport 1 sorts before the roll.
    const claim = backDatedClaim()
    expect(claim.lamport).toBeLessThan(ledgerOf(doc).get(rollHash)!.entry.lamport - BACKDATE_WINDOW)
    for (const peer of [doc, beforeAnswer]) schema.logShard(peer, 's3').push([claim])
    // Where the roll is still open the claim stands, and s3 would be held at the roll: it asked the wrong seats.
    expect(verdict(beforeAnswer, claim)).toBe('accepted')
    expect(ledgerOf(beforeAnswer).get(rollHash)!.bindings.get('s3')?.holder).toBe(mallory.publicKey)
    // Behind the completed roll it is refused, and the roll keeps its entropy.
    expect(verdict(doc, claim)).toBe('bad-clock')
    expect(ledgerOf(doc).roll(rollHash)).toEqual(settled)
    expect(ledgerOf(doc).get(rollHash)!.bindings.has('s3')).toBe(false)
    expect(seatHolder(doc, 's3')).toBeNull()
    expect(steps(doc, ['s1', 's2', 's3', 's4'])).toEqual({ codes: ['ok'], roll: settled })
    // The open copy comes to the same verdict once the answer arrives.
    Y.applyUpdate(beforeAnswer, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(beforeAnswer)))
    expect(verdict(beforeAnswer, claim)).toBe('bad-clock')
    expect(history(beforeAnswer)).toEqual(history(doc))
  })

  it('a claim refused behind a roll wins no fork: the seat stays free for an honest claim', () => {
    const doc = seated(anna, bela)
    playOn(doc, anna, 's1')
    rollNow(doc, anna, 's1', 'tally', { type: 'roll' }, [{ seat: 's2', identity: bela }])
    expect(claimSeat(doc, cili, 's3', { name: 'Cili', colour: '#00ff00' }).ok).toBe(true)
    const cilisClaim = ledgerOf(doc).head('s3').tenure!.claim
    // Mallory's back-dated claim of s3 with a lower hash than Cili's (nobody has reacted to Cili's yet).
    let backDated = backDatedClaim()
    for (let i = 0; entryHash(backDated) > cilisClaim; i++) backDated = backDatedClaim(`M${i}`)
    schema.logShard(doc, 's3').push([backDated])
    expect(verdict(doc, backDated)).toBe('bad-clock')
    expect(verdict(doc, ledgerOf(doc).get(cilisClaim)!.entry)).toBe('accepted')
    expect(seatHolder(doc, 's3')).toBe(cili.publicKey)
  })

  it('a claim the roller had seen, even only through another seat’s entry, stands though it was not asked', () => {
    // Directly: Anna's roll, long after Cili sat, names Cili's claim in `seen`, and asks Béla only (a game of s1, s2).
    const doc = seated(anna, bela, cili)
    const cilisClaim = ledgerOf(doc).head('s3').head
    playOn(doc, anna, 's1')
    const rollHash = roll(doc, anna, 's1', ['s2'])
    expect(ledgerOf(doc).get(rollHash)!.entry.seen).toContain(cilisClaim)
    const claimLamport = ledgerOf(doc).get(cilisClaim)!.entry.lamport
    expect(claimLamport).toBeLessThan(ledgerOf(doc).get(rollHash)!.entry.lamport - BACKDATE_WINDOW)
    answerRoll(doc, rollHash, [{ seat: 's2', identity: bela }])
    expect(ledgerOf(doc).roll(rollHash)).toMatchObject({ state: 'complete', contributors: ['s2'] })
    expect(ledgerOf(doc).get(rollHash)!.bindings.get('s3')?.claim).toBe(cilisClaim)
    expect(verdict(doc, ledgerOf(doc).get(cilisClaim)!.entry)).toBe('accepted')
    expect(seatHolder(doc, 's3')).toBe(cili.publicKey)
    expect(steps(doc, ['s1', 's2']).codes).toEqual(['ok'])

    // Through Béla: Anna's roll names only Béla's last move; his moves name Cili's claim.
    const other = seated(anna, bela, cili)
    const claim = ledgerOf(other).head('s3').head
    playOn(other, bela, 's2')
    const belasMove = act(other, bela, 's2')
    expect(belasMove.seen).toContain(claim)
    const value = nextValue(other, anna, 's1')
    const annasHead = ledgerOf(other).head('s1')
    const viaBela = signEntry(TEST_ROOM, anna, {
      game: 'tally',
      seat: 's1',
      n: annasHead.n,
      lamport: 1 + Math.max(annasHead.lamport, belasMove.lamport),
      seen: [entryHash(belasMove)],
      prev: annasHead.head,
      type: 'roll',
      payload: null,
      roll: { bytes: 32, from: ['s2'], value },
    })
    schema.logShard(other, 's1').push([viaBela])
    expect(ledgerOf(other).get(claim)!.entry.lamport).toBeLessThan(viaBela.lamport - BACKDATE_WINDOW)
    answerRoll(other, entryHash(viaBela), [{ seat: 's2', identity: bela }])
    expect(ledgerOf(other).roll(entryHash(viaBela))).toMatchObject({ state: 'complete', contributors: ['s2'] })
    expect(verdict(other, ledgerOf(other).get(claim)!.entry)).toBe('accepted')
    expect(seatHolder(other, 's3')).toBe(cili.publicKey)
  })

  it('a seat named in a roll’s @timeout cannot place entries before that timeout', () => {
    const doc = seated(anna, bela, cili)
    const rollHash = roll(doc, bela, 's2', ['s1', 's3'])
    answerRoll(doc, rollHash, [{ seat: 's1', identity: anna }])
    const annasClaim = ledgerOf(doc).get(ledgerOf(doc).head('s1').tenure!.claim)!
    playOn(doc, anna, 's1')
    const withoutTimeout = copyOf(doc)
    // Cili never answers; Anna names her with the length of her chain as Anna sees it.
    const k = ledgerOf(doc).head('s3').n
    const timeout = appendEntry(doc, anna, 's1', {
      game: '',
      type: ACT.timeout,
      payload: { for: rollHash, missing: [{ seat: 's3', n: k }] },
    })
    if (!timeout.ok) throw new Error(timeout.reason.en)
    expect(ledgerOf(doc).roll(rollHash)).toMatchObject({ state: 'complete', contributors: ['s1'], missing: ['s3'] })
    // Cili's next move, seeing the roll but nothing of Anna's since her claim: it sorts long before the timeout.
    const cilisHead = ledgerOf(doc).head('s3')
    const rollEntry = ledgerOf(doc).get(rollHash)!.entry
    const backDated = signEntry(TEST_ROOM, cili, {
      game: 'tally',
      seat: 's3',
      n: cilisHead.n,
      lamport: 1 + Math.max(cilisHead.lamport, annasClaim.entry.lamport, rollEntry.lamport),
      seen: [annasClaim.hash, rollHash].sort(),
      prev: cilisHead.head,
      type: 'pass',
      payload: null,
    })
    expect(backDated.n).toBeGreaterThanOrEqual(k)
    expect(backDated.lamport).toBeLessThan(timeout.entry.lamport - BACKDATE_WINDOW)
    const watch = ledgerOf(doc).watch()
    watch.changedFrom()
    for (const peer of [doc, withoutTimeout]) schema.logShard(peer, 's3').push([backDated])
    // Without the timeout nothing is wrong with it; behind the timeout it is refused.
    expect(verdict(withoutTimeout, backDated)).toBe('accepted')
    expect(verdict(doc, backDated)).toBe('bad-clock')
    // A refusal by the finality rules is never taken in change by change: the ledger judged everything again
    // (net/ledger-state.ts), exactly as a peer judging this document from scratch does.
    expect(watch.changedFrom()).toBe(0)
    expect(verdict(copyOf(doc), backDated)).toBe('bad-clock')
    expect(ledgerOf(doc).roll(rollHash)).toMatchObject({ state: 'complete', contributors: ['s1'], missing: ['s3'] })
    // Her move that did see the timeout takes that place in her chain.
    const honest = act(doc, cili, 's3')
    expect(honest.n).toBe(backDated.n)
    expect(honest.seen).toContain(entryHash(timeout.entry))
    expect(verdict(doc, honest)).toBe('accepted')
    expect(verdict(doc, backDated)).toBe('bad-clock')
  })
})
