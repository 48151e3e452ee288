/**
 * The kit of the hostile-peer tests (hostile-peer-hoth.test.ts, hostile-peer-sandbox.test.ts). A hostile peer at the
 * table. Three pages of one room on the seeded fake network: Anna and Béla run the honest
 * code of a room page (the archive, then the roll exchange and the seat votes; net/room.ts), Mallory runs modified
 * code and writes straight into the document. While Anna and Béla play a whole game, interleaved with their
 * moves, Mallory
 * - **hijacks**: a `@claim` of Anna's seat at the place of Anna's claim, dated back to the first clock tick (a fork),
 *   moves signed by her own key in Anna's and Béla's chains, `@free` entries with a forged vote;
 * - **replays**: Anna's and Béla's entries signed by their own keys for another room, copies of their entries
 *   pushed again (into their own shard, into another's, with the payload changed);
 * - **back-dates**: entries of her own seat dated before her own previous entry (lamport 1), with her previous
 *   entry's clock, with a `seen` that leaves out a chain she had seen, at lamport 2^40, a claim dated behind a
 *   completed roll, a late roll answer dated before the timeout that named her;
 * - **deletes** Anna's and Béla's entries and shares (the deletions reach everyone) — the honest archives put them
 *   back; deleting a share is also a **re-roll** attempt: the seat must not answer again;
 * - **stalls** (sandbox): never answers a roll, so the honest pages name her in a `@timeout` after the wait;
 * - **floods**: thousands of junk values into every shard and the `votes` map, forged votes, valid entries in
 *   her own seat until her quota is spent;
 * - **rewrites** the sandbox's setup piles in `meta` mid-game.
 * At the end the documents converge, both honest folds have the same hash and verdicts, the game reached its
 * end, nothing Anna or Béla wrote is lost, every roll completed with the other players' shares, and every value
 * Mallory forged is listed by the ledger with the reason it was refused, the same on both honest peers.
 *
 * Everything is seeded: the same seed replays the same run (nothing depends on real time; the exchanges read the
 * room's fake clock). `HOSTILE_SEED=<any text>` plays both games from another seed.
 */
import * as Y from 'yjs'
import { createRng, sha256Hex, type Action, type Json, type Rng, type SeatId } from '../../engine'
import { setRoomDomain } from '../../net/domain'
import type { Identity } from '../../net/identity'
import { ledgerOf, ROOM_SEATS } from '../../net/ledger'
import { SEAT_QUOTA_BYTES } from '../../net/ledger-pass'
import { entryBody, entryHash, isWellFormedEntry } from '../../net/log-entry'
import type { LogFolder } from '../../net/log-folder'
import { readShare } from '../../net/roll-status'
import type { RollExchange } from '../../net/rolls'
import { ACT } from '../../net/seat-acts'
import { startSeatVotes, type SeatVotes } from '../../net/seat-votes'
import { claimSeat, heldBy, listSeats } from '../../net/seats'
import { schema, type LogEntry } from '../../net/schema'
import { appendEntry, LOG_ORIGIN } from '../../net/signed-log'
import { TEST_ROOM } from '../../net/testing/rolls'
import type { AppendOptions, NetResult, Room } from '../../net/types'
import {
  deleteSome,
  flood,
  floodVotes,
  forge,
  forgedVote,
  honestBody,
  ownVote,
  push,
  randomHex,
  reasonsFor,
  recordWrites,
  tampered,
  type Forgery,
} from './attacker'
import { destroyOpenRooms, pendingRolls, type RoomPeers } from './room-peers'
import { afterEach, expect } from 'vitest'

/** Seat votes and start writers of pages still open when a test ends (a failed expectation included). */
export const cleanups: (() => void)[] = []

/** Stops what `cleanups` holds and closes the rooms after each test of the calling file. */
export function stopPagesAfterEach(): void {
  afterEach(() => {
    cleanups.splice(0).forEach((stop) => stop())
    destroyOpenRooms()
  })
}

/** An honest page: a seat, the room's services, and what it wrote. */
export interface Page {
  name: string
  seat: SeatId
  id: Identity
  doc: Y.Doc
  /** Every entry this page signed and pushed itself (not the copies its archive put back). */
  written: LogEntry[]
  exchange: RollExchange
  votes: SeatVotes
  /** What the app's game code sees of the room: `appendAction` as net/room.ts does it. */
  room: Room
  /** The settled results of this page's rolls. */
  rolls: Promise<NetResult>[]
}

/**
 * Opens page `i` as a room page does (net/room.ts): the archive first (it puts back what was deleted before
 * anything else of the page writes), then the seat, the roll exchange and the seat votes.
 */
export async function openPage(room: RoomPeers, i: number, id: Identity, seat: SeatId, name: string): Promise<Page> {
  const doc = room.docs[i]!
  await room.archive(i)
  const written = recordWrites(doc, LOG_ORIGIN)
  const claimed = claimSeat(doc, id, seat, { name, colour: '#3366cc' })
  if (!claimed.ok) throw new Error(claimed.reason.en)
  const exchange = room.exchange(i, id)
  const votes = startSeatVotes({ doc, identity: id })
  cleanups.push(() => votes.destroy())
  const rolls: Promise<NetResult>[] = []
  const appendAction = async (action: Action, options: AppendOptions): Promise<NetResult> => {
    const as = options.seat ?? heldBy(doc, id.publicKey)[0]
    if (as === undefined) return { ok: false, reason: { hu: 'Nincs hely.', en: 'No seat.' } }
    if (options.entropy) {
      const bytes = options.entropy === true ? 32 : options.entropy
      const rolled = await exchange.roll(as, options.game, action, bytes, options.among ?? ROOM_SEATS)
      if (!rolled.ok) return rolled
      return rolled.status.state === 'void'
        ? { ok: false, reason: { hu: 'A dobás elmaradt.', en: 'The roll did not happen.' } }
        : { ok: true }
    }
    const result = appendEntry(doc, id, as, { game: options.game, type: action.type, payload: action.payload ?? null })
    return result.ok ? { ok: true } : result
  }
  const pageRoom = {
    doc,
    publicKey: id.publicKey,
    mySeats: () => heldBy(doc, id.publicKey),
    mySeat: () => heldBy(doc, id.publicKey)[0] ?? null,
    appendAction,
    votes,
  } as unknown as Room
  return { name, seat, id, doc, written, exchange, votes, room: pageRoom, rolls }
}

/** Mallory: her document, key, random choices, and the record of what she did. */
export interface Mallory {
  doc: Y.Doc
  id: Identity
  rng: Rng
  /** Every value she pushed that every honest peer must ignore, with the reasons allowed. */
  forged: Forgery[]
  /** Hashes of honest entries she deleted. */
  deleted: Set<string>
  /** Rolls whose answer she deleted, hoping for a second one. */
  rerolled: Set<string>
  /** How many junk values she pushed into the shards. */
  junk: number
  /** Her answers to rolls that had gone on without her, written after the timeout that named her. */
  late: LogEntry[]
  /** The quota flood: valid entries in her seat, the first ones accepted until the seat's bytes ran out. */
  quota: LogEntry[]
  /** Her valid appends in s3 wait until their clock passes this (so a back-dated entry there is judged first). */
  floor: number
  /** How many times each attack ran. */
  done: Map<string, number>
}

export function mallory(doc: Y.Doc, id: Identity, seed: string): Mallory {
  return {
    doc,
    id,
    rng: createRng(sha256Hex(`hostile-peer/${seed}/mallory`)),
    forged: [],
    deleted: new Set(),
    rerolled: new Set(),
    junk: 0,
    late: [],
    quota: [],
    floor: 0,
    done: new Map(),
  }
}

export const HONEST_KEYS = (pages: readonly Page[]) => new Set(pages.map((p) => p.id.publicKey))

/**
 * True when Mallory's own view is whole: every honest entry she deleted is back in her document and none of her
 * own entries waits for a missing one. Attacks whose reasons depend on where a chain stands wait for that.
 */
export function whole(m: Mallory): boolean {
  const ledger = ledgerOf(m.doc)
  if ([...m.deleted].some((hash) => !ledger.present(hash))) return false
  return !ledger.rejected().some((r) => r.why === 'pending' && r.entry.pub === m.id.publicKey)
}

/** Mallory holds s3 in her own view and may put entries at its next place. */
export function mayWriteS3(m: Mallory): boolean {
  return whole(m) && ledgerOf(m.doc).bindings().get('s3')?.holder === m.id.publicKey
}

/** Mallory's valid append in s3 (the honest code path), when its clock passes every back-dated entry there. */
export function validS3(m: Mallory, game: string, type: string, payload: Json): LogEntry | null {
  if (!mayWriteS3(m) || honestBody(m.doc, 's3', { game, type }).lamport <= m.floor) return null
  const result = appendEntry(m.doc, m.id, 's3', { game, type, payload })
  return result.ok ? result.entry : null
}

export function record(m: Mallory, label: string, value: unknown, shard: SeatId, why: Forgery['why']): void {
  m.forged.push({ value, shard, why, label })
}

/** Attacks that need nothing but Mallory's document; each returns false when it cannot run now. */
export function commonAttacks(m: Mallory, pages: readonly Page[]): Record<string, () => boolean> {
  const md = m.doc
  const rng = m.rng
  const honest = HONEST_KEYS(pages)
  const acceptedHonest = () =>
    ledgerOf(md)
      .accepted()
      .filter((r) => honest.has(r.entry.pub))
  return {
    // A claim of Anna's seat at the place of her claim, dated to the first tick: a fork only the other players'
    // attestations decide. Nobody attests it, so it loses.
    'hijack-claim': () => {
      if (!whole(m)) return false
      const anchor = randomHex(rng)
      const claim = forge(
        md,
        m.id,
        's1',
        { game: '', type: ACT.claim, payload: { name: 'Anna', colour: '#3366cc', anchor } },
        { n: 0, prev: '', seen: [], lamport: 1 },
      )
      record(m, 'hijack-claim', claim, 's1', ['late-claim'])
      return true
    },
    // Her own key where an honest seat's next entry goes: a move, a roll she draws alone, a seat act.
    'hijack-move': () => {
      if (!whole(m)) return false
      const page = rng.pick(pages)
      const game = rng.pick(['hoth', 'tabletop'])
      const draft = rng.pick([
        { game, type: 'end-turn', roll: { bytes: 32, from: [], value: randomHex(rng) } },
        { game, type: 'confirm-orders', payload: null },
        { game: '', type: ACT.release },
        { game: '', type: ACT.anchor, payload: { anchor: randomHex(rng) } },
      ])
      const entry = forge(md, m.id, page.seat, draft)
      // Judged where the holder's own next entry goes, unless that entry sorts first and takes the place.
      record(m, 'hijack-move', entry, page.seat, ['not-holder', 'broken-chain'])
      return true
    },
    // Her own valid vote and a forged one of the other player, in the votes map and in a `@free` she writes.
    'forged-free': () => {
      if (!mayWriteS3(m)) return false
      const [victim, other] = rng.shuffle([...pages])
      const tenure = ledgerOf(md).head(victim!.seat).tenure
      if (!tenure) return false
      const target = rng.pick([null, m.id.publicKey])
      const own = ownVote(md, m.id, victim!.seat, tenure.claim, target)
      const fake = forgedVote(md, m.id, other!.id.publicKey, victim!.seat, tenure.claim, target)
      md.transact(() => {
        schema.votes(md).set(own.key, own.vote)
        schema.votes(md).set(fake.key, fake.vote)
        // The first time, several `@free` entries at the place of the holder's next one, each with the most votes one
        // may carry, all but hers forged: signatures that decode, and that every peer used to check again after every
        // change of the document (net/seat-acts.ts `isValidVote`).
        const many = !m.done.has('forged-free')
        for (let i = 0; i < (many ? 6 : 1); i++) {
          const fakes = Array.from(
            { length: many ? 14 : 0 },
            () => forgedVote(md, m.id, other!.id.publicKey, victim!.seat, tenure.claim, randomHex(rng)).vote,
          )
          const payload = { tenure: tenure.claim, for: target, votes: [own.vote, fake.vote, ...fakes] }
          const free = forge(md, m.id, victim!.seat, { game: '', type: ACT.free, payload })
          record(m, 'forged-free', free, victim!.seat, ['bad-act', 'broken-chain'])
        }
      })
      return true
    },
    // An honest player's next move, signed by the player's own key — for another room (copied from there).
    'other-room': () => {
      if (!whole(m)) return false
      const page = rng.pick(pages)
      const draft = { game: rng.pick(['hoth', 'tabletop']), type: 'confirm-orders', payload: { copied: true } }
      const entry = forge(md, page.id, page.seat, draft, {}, { room: 'OTHERROOM' })
      record(m, 'other-room', entry, page.seat, ['bad-signature'])
      return true
    },
    // Honest entries again: the same entry in its own shard (one entry, counted once), in another seat's shard
    // (not an entry of that seat), and with its payload changed after signing.
    copies: () => {
      const accepted = acceptedHonest()
      if (accepted.length === 0) return false
      const { entry } = rng.pick(accepted)
      const elsewhere = rng.pick(ROOM_SEATS.filter((seat) => seat !== entry.seat))
      const changed = tampered(entry, { forged: randomHex(rng, 4) })
      md.transact(() => {
        push(md, entry.seat, [{ ...entry }])
        push(md, elsewhere, [{ ...entry }])
        push(md, entry.seat, [changed])
      })
      record(m, 'copy-elsewhere', { ...entry }, elsewhere, ['malformed'])
      record(m, 'tampered-copy', changed, entry.seat, ['bad-signature'])
      return true
    },
    // Deletes honest entries from her document: the deletion reaches every peer.
    delete: () => {
      const ledger = ledgerOf(md)
      const gone = deleteSome(md, rng, rng.int(1, 3), (value, shard) => {
        return isWellFormedEntry(value, shard) && honest.has(value.pub) && ledger.get(entryHash(value)) !== undefined
      })
      for (const value of gone) m.deleted.add(entryHash(value as LogEntry))
      return gone.length > 0
    },
    // Deletes an honest answer to a roll, hoping the seat answers again (a re-roll).
    reroll: () => {
      const ledger = ledgerOf(md)
      const shares = acceptedHonest().filter((r) => {
        const share = r.entry.type === ACT.share ? readShare(r.entry.payload) : null
        return share !== null && ledger.get(share.for)?.entry.roll !== undefined
      })
      if (shares.length === 0) return false
      const { entry, hash } = shares[shares.length - 1 - rng.int(0, Math.min(2, shares.length - 1))]!
      const gone = deleteSome(
        md,
        rng,
        1,
        (value, shard) => shard === entry.seat && isWellFormedEntry(value, shard) && entryHash(value) === hash,
      )
      if (gone.length === 0) return false
      m.deleted.add(hash)
      m.rerolled.add(readShare(entry.payload)!.for)
      return true
    },
    // Junk into every shard.
    flood: () => {
      m.junk += flood(md, rng, 250, m.done.get('flood') ?? 0)
      return true
    },
    // Junk into the votes map, and votes that look like an honest player's, for many targets.
    'flood-votes': () => {
      const victim = rng.pick(pages)
      const tenure = ledgerOf(md).head(victim.seat).tenure?.claim ?? randomHex(rng)
      floodVotes(md, rng, 500, tenure)
      const other = pages.find((p) => p !== victim)!
      md.transact(() => {
        for (let i = 0; i < 10; i++) {
          const fake = forgedVote(md, m.id, other.id.publicKey, victim.seat, tenure, randomHex(rng))
          schema.votes(md).set(fake.key, fake.vote)
        }
      })
      return true
    },
    // Back-dated entries in her own seat: before her own previous entry (lamport 1), with her previous entry's
    // clock, and with a `seen` that leaves out Anna's chain, which her previous entry had seen.
    'backdate-first-tick': () => {
      if (!mayWriteS3(m)) return false
      const entry = forge(md, m.id, 's3', { game: 'hoth', type: 'confirm-orders' }, { lamport: 1 })
      // It sorts before its own predecessor, so it continues nothing — and, where a timeout has named her seat,
      // it stands behind that timeout too.
      record(m, 'backdate-first-tick', entry, 's3', ['broken-chain', 'bad-clock'])
      return true
    },
    'backdate-same-clock': () => {
      if (!mayWriteS3(m)) return false
      const head = ledgerOf(md).head('s3')
      const entry = forge(md, m.id, 's3', { game: 'hoth', type: 'confirm-orders' }, { lamport: head.lamport })
      record(m, 'backdate-same-clock', entry, 's3', ['bad-clock'])
      return true
    },
    'backdate-unseen': () => {
      if (!mayWriteS3(m)) return false
      const ledger = ledgerOf(md)
      const body = honestBody(md, 's3', { game: 'hoth', type: 'confirm-orders' })
      const s1 = ledger.head('s1').head
      const seen = body.seen.filter((hash) => hash !== s1)
      const lamport = 1 + Math.max(ledger.head('s3').lamport, ...seen.map((hash) => ledger.get(hash)!.entry.lamport))
      const entry = forge(md, m.id, 's3', { game: 'hoth', type: 'confirm-orders' }, { seen, lamport })
      m.floor = Math.max(m.floor, lamport)
      // Refused for its clock, or cut off where an earlier forgery of hers already broke her chain.
      record(m, 'backdate-unseen', entry, 's3', ['bad-clock', 'broken-chain'])
      return true
    },
  }
}

/** Runs Mallory's quota flood: valid entries in s3 until the ledger refuses one for the quota, then a few more. */
export function quotaFlood(m: Mallory): boolean {
  if (!mayWriteS3(m) || honestBody(m.doc, 's3', { game: 'spam', type: 'spam' }).lamport <= m.floor) return false
  const ledger = ledgerOf(m.doc)
  const over = () => ledger.rejected().filter((r) => r.why === 'quota' && r.entry.pub === m.id.publicKey).length
  m.doc.transact(() => {
    for (let i = 0; over() < 3 && i < 200; i++) {
      const result = appendEntry(m.doc, m.id, 's3', {
        game: 'spam',
        type: 'spam',
        payload: `${i}:${'M'.repeat(60_000)}`,
      })
      if (!result.ok) throw new Error(result.reason.en)
      m.quota.push(result.entry)
    }
  }, LOG_ORIGIN)
  // Her next entries sort after the refused ones: a small one in their place would still fit the quota.
  m.floor = Math.max(m.floor, ...m.quota.map((e) => e.lamport))
  return true
}

/** Runs `name` and counts it when it ran. */
export function run(m: Mallory, attacks: Record<string, () => boolean>, name: string): void {
  if (attacks[name]!()) m.done.set(name, (m.done.get(name) ?? 0) + 1)
}

/** Mallory's attacks in a seeded order, over and over; one that could not run yet comes first until it has. */
export function campaign(m: Mallory, attacks: Record<string, () => boolean>): () => void {
  const plan = m.rng.shuffle(Object.keys(attacks))
  let next = 0
  return () => {
    const name = plan.find((attack) => !m.done.has(attack)) ?? plan[next++ % plan.length]!
    run(m, attacks, name)
  }
}

/** Every entry `page` wrote, by hash. */
export const hashes = (entries: readonly LogEntry[]) => entries.map((e) => entryHash(e))

/** The verdicts of a fold, as codes. */
export const verdicts = (folder: LogFolder<Json>) => folder.steps.map((s) => (s.ok ? 'ok' : s.error.code))

/** Checks shared by both games: convergence, nothing lost, every forgery refused the same way everywhere. */
export function expectHonestOutcome(
  room: RoomPeers,
  pages: readonly Page[],
  m: Mallory,
  folders: LogFolder<Json>[],
  overQuota: Forgery['why'],
): void {
  expect(room.net.converged()).toBe(true)
  const [first, second] = folders as [LogFolder<Json>, LogFolder<Json>]
  expect(second.hash).toBe(first.hash)
  expect(verdicts(second)).toEqual(verdicts(first))
  expect(hashes(second.entries)).toEqual(hashes(first.entries))
  for (const folder of folders) expect(folder.pending).toBeNull()
  for (const doc of room.docs) expect(pendingRolls(doc)).toEqual([])
  // Every refused move says why.
  for (const step of first.steps) if (!step.ok) expect(step.error.reason.en.length).toBeGreaterThan(0)

  // Nothing Anna or Béla wrote is lost: every entry each page signed counts, on both honest peers (and Mallory's).
  for (const page of pages) {
    expect(page.written.length).toBeGreaterThan(0)
    for (const doc of room.docs) {
      const ledger = ledgerOf(doc)
      const lost = page.written.filter((entry) => ledger.get(entryHash(entry)) === undefined)
      expect(lost.map((e) => `${e.seat}/${e.n} ${e.type}`)).toEqual([])
    }
  }
  // What Mallory deleted is back, and counted once.
  expect(m.deleted.size).toBeGreaterThan(0)
  for (const doc of room.docs) {
    const ledger = ledgerOf(doc)
    for (const hash of m.deleted) expect(ledger.present(hash)).toBe(true)
    const accepted = ledger.accepted().map((r) => r.hash)
    expect(new Set(accepted).size).toBe(accepted.length)
  }

  // Every value Mallory forged is listed by both honest ledgers, with one of its reasons, the same on both.
  const pageDocs = pages.map((p) => p.doc)
  for (const forgery of m.forged) {
    const reasons = pageDocs.map((doc) => reasonsFor(doc, forgery))
    expect(reasons[1], forgery.label).toEqual(reasons[0])
    expect(reasons[0]!.length, `${forgery.label} is listed`).toBeGreaterThan(0)
    for (const why of reasons[0]!) expect(forgery.why, `${forgery.label}: ${why}`).toContain(why)
  }
  // The junk too: every value she pushed that is no entry of its shard is listed as malformed, and nothing else.
  expect(m.junk).toBeGreaterThanOrEqual(2000)
  const malformed = m.junk + m.forged.filter((f) => f.why.includes('malformed')).length
  for (const doc of pageDocs) {
    const listed = ledgerOf(doc)
      .rejected()
      .filter((r) => r.why === 'malformed')
    expect(listed).toHaveLength(malformed)
  }
  // Nobody freed a seat: the forged votes count for nothing, and the tallies do not show them.
  for (const page of pages) {
    for (const doc of room.docs) expect(listSeats(doc)[page.seat]?.publicKey).toBe(page.id.publicKey)
    for (const tally of page.votes.tallies()) {
      for (const other of pages) expect(tally.voted).not.toContain(other.id.publicKey)
    }
  }
  for (const doc of room.docs) {
    const frees = ledgerOf(doc)
      .accepted()
      .filter((r) => r.entry.type === ACT.free)
    expect(frees).toEqual([])
  }

  // The quota: her flood counted until the seat's bytes ran out; everything after it is refused (`overQuota`).
  const ledger = ledgerOf(pages[0]!.doc)
  const counted = m.quota.filter((e) => ledger.get(entryHash(e)) !== undefined)
  expect(counted.length).toBeGreaterThan(10)
  expect(m.quota.slice(0, counted.length)).toEqual(counted)
  expect(m.quota.length).toBeGreaterThan(counted.length)
  for (const entry of m.quota.slice(counted.length)) {
    const over: Forgery = { value: entry, shard: 's3', why: overQuota, label: 'over-quota' }
    for (const doc of pageDocs) {
      const reasons = reasonsFor(doc, over)
      expect(reasons).toHaveLength(1)
      expect(overQuota).toContain(reasons[0])
    }
  }
  const bytes = ledger
    .accepted()
    .filter((r) => r.entry.seat === 's3')
    .reduce((sum, r) => sum + entryBody(r.entry).length, 0)
  expect(bytes).toBeLessThanOrEqual(SEAT_QUOTA_BYTES)

  // A late joiner folding either document from scratch sees the same.
  for (const doc of pageDocs) {
    const late = new Y.Doc()
    setRoomDomain(late, TEST_ROOM)
    Y.applyUpdate(late, Y.encodeStateAsUpdate(doc))
    const judged = ledgerOf(late).accepted()
    expect(judged.map((r) => r.hash)).toEqual(ledger.accepted().map((r) => r.hash))
    late.destroy()
  }
}
