/**
 * A hostile peer at the table. Three pages of one room on the seeded fake network: Anna and Béla run the honest
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
import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createRng, sha256Hex, type Action, type Json, type Rng, type SeatId } from '../../engine'
import { ENTROPY_ACTIONS, hexDistance, hoth, type HothAction, type HothState } from '../../engine/games/hoth'
import { weightedPick } from '../../engine/games/hoth/testing/randomPlayer'
import { tabletop, tabletopNeedsEntropy, type TabletopConfig, type TabletopState } from '../../engine/games/tabletop'
import { randomAction } from '../../engine/games/tabletop/testing/randomActions'
import { chainValue } from '../../net/chain-values'
import { setRoomDomain } from '../../net/domain'
import { readGameStart, START_TYPE, type GameStart } from '../../net/game-start'
import type { Identity } from '../../net/identity'
import { ledgerOf, ROOM_SEATS } from '../../net/ledger'
import { SEAT_QUOTA_BYTES } from '../../net/ledger-pass'
import { entryBody, entryHash, isWellFormedEntry } from '../../net/log-entry'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { readShare, readTimeout } from '../../net/roll-status'
import type { RollExchange } from '../../net/rolls'
import { ACT } from '../../net/seat-acts'
import { startSeatVotes, type SeatVotes } from '../../net/seat-votes'
import { claimSeat, heldBy, listSeats } from '../../net/seats'
import { schema, type LogEntry } from '../../net/schema'
import { appendEntry, LOG_ORIGIN } from '../../net/signed-log'
import { TEST_ROOM } from '../../net/testing/rolls'
import type { AppendOptions, NetResult, Room } from '../../net/types'
import { startHothGame } from '../../src/games/hoth/session/metaActions'
import { DEFAULT_SETUP, readGame, type HothGameRecord } from '../../src/games/hoth/session/setupModel'
import { readStartConfig, SANDBOX_SEATS, sandboxSeatsOf, tabletopInit } from '../../src/sandbox/tabletopSetup'
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
import { createRoomPeers, destroyOpenRooms, keyOf, pendingRolls, ROLL_WAIT_MS, type RoomPeers } from './room-peers'
import { CONFIG as TABLETOP_CONFIG, slots } from './tabletop-peers'
import { BACKDATE_WINDOW } from '../../net/ledger-finality'
import type { AcceptedEntry } from '../../net/ledger-pass'

// Seat votes and start writers of pages still open when a test ends (a failed expectation included).
const cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.splice(0).forEach((stop) => stop())
  destroyOpenRooms()
})

/** An honest page: a seat, the room's services, and what it wrote. */
interface Page {
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
async function openPage(room: RoomPeers, i: number, id: Identity, seat: SeatId, name: string): Promise<Page> {
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
interface Mallory {
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

function mallory(doc: Y.Doc, id: Identity, seed: string): Mallory {
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

const HONEST_KEYS = (pages: readonly Page[]) => new Set(pages.map((p) => p.id.publicKey))

/**
 * True when Mallory's own view is whole: every honest entry she deleted is back in her document and none of her
 * own entries waits for a missing one. Attacks whose reasons depend on where a chain stands wait for that.
 */
function whole(m: Mallory): boolean {
  const ledger = ledgerOf(m.doc)
  if ([...m.deleted].some((hash) => !ledger.present(hash))) return false
  return !ledger.rejected().some((r) => r.why === 'pending' && r.entry.pub === m.id.publicKey)
}

/** Mallory holds s3 in her own view and may put entries at its next place. */
function mayWriteS3(m: Mallory): boolean {
  return whole(m) && ledgerOf(m.doc).bindings().get('s3')?.holder === m.id.publicKey
}

/** Mallory's valid append in s3 (the honest code path), when its clock passes every back-dated entry there. */
function validS3(m: Mallory, game: string, type: string, payload: Json): LogEntry | null {
  if (!mayWriteS3(m) || honestBody(m.doc, 's3', { game, type }).lamport <= m.floor) return null
  const result = appendEntry(m.doc, m.id, 's3', { game, type, payload })
  return result.ok ? result.entry : null
}

function record(m: Mallory, label: string, value: unknown, shard: SeatId, why: Forgery['why']): void {
  m.forged.push({ value, shard, why, label })
}

/** Attacks that need nothing but Mallory's document; each returns false when it cannot run now. */
function commonAttacks(m: Mallory, pages: readonly Page[]): Record<string, () => boolean> {
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
function quotaFlood(m: Mallory): boolean {
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
function run(m: Mallory, attacks: Record<string, () => boolean>, name: string): void {
  if (attacks[name]!()) m.done.set(name, (m.done.get(name) ?? 0) + 1)
}

/** Mallory's attacks in a seeded order, over and over; one that could not run yet comes first until it has. */
function campaign(m: Mallory, attacks: Record<string, () => boolean>): () => void {
  const plan = m.rng.shuffle(Object.keys(attacks))
  let next = 0
  return () => {
    const name = plan.find((attack) => !m.done.has(attack)) ?? plan[next++ % plan.length]!
    run(m, attacks, name)
  }
}

/** Every entry `page` wrote, by hash. */
const hashes = (entries: readonly LogEntry[]) => entries.map((e) => entryHash(e))

/** The verdicts of a fold, as codes. */
const verdicts = (folder: LogFolder<Json>) => folder.steps.map((s) => (s.ok ? 'ok' : s.error.code))

/** Checks shared by both games: convergence, nothing lost, every forgery refused the same way everywhere. */
function expectHonestOutcome(
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

// ————————————————————————————————————————————— Battle of Hoth —————————————————————————————————————————————

/** A player who wants the battle over: attacks when it can, closes in, orders, plays its cards. */
function chooseHoth(rng: Rng, state: HothState, options: HothAction[]): HothAction {
  // Now and then anything legal (take-backs, early turn ends, shown hands), as a person might.
  if (rng.int(0, 9) === 0)
    return weightedPick(
      rng,
      options.map((action) => ({ action })),
    ).action
  const useful = options.filter((a) => a.type !== 'undo' && a.type !== 'share-hand')
  const of = (type: string) => useful.filter((a) => a.type === type)
  const attacks = of('attack')
  if (attacks.length > 0) return rng.pick(attacks)
  const moves = of('move') as Extract<HothAction, { type: 'move' }>[]
  if (moves.length > 0) {
    const nearest = (unit: string, hex: string) => {
      const side = state.units[unit]!.side
      const foes = Object.values(state.units).filter((u) => u.side !== side)
      return Math.min(...foes.map((foe) => hexDistance(hex, foe.hex)))
    }
    const scored = moves.map((move) => ({
      move,
      gain:
        nearest(move.payload.unit, state.units[move.payload.unit]!.hex) - nearest(move.payload.unit, move.payload.to),
    }))
    const best = Math.max(...scored.map((s) => s.gain))
    if (best > 0) return rng.pick(scored.filter((s) => s.gain === best)).move
  }
  for (const type of [
    'retreat',
    'keep-roll',
    'breakthrough',
    'play-card',
    'order',
    'confirm-orders',
    'end-moves',
    'fleet-discard',
    'answer-undo',
    'ignore-retreat',
    'skip-breakthrough',
    'barrage',
  ]) {
    const list = of(type)
    if (list.length > 0) return rng.pick(list)
  }
  return rng.pick(useful.length > 0 ? useful : options)
}

const HOTH_SEED = process.env.HOSTILE_SEED ?? 'echo-base'
/** Steps per game at most: far more than a First Contact takes (a runaway game fails the test). */
const HOTH_STEPS = 1500

describe('a hostile peer cannot spoil a game between two honest players', () => {
  it(
    'Battle of Hoth: hijacks, replays, back-dates, deletes, re-rolls and floods change nothing',
    { timeout: 120_000 },
    async () => {
      const room = createRoomPeers(3, `hostile-peer/${HOTH_SEED}`)
      const { docs, net } = room
      const anna = await openPage(room, 0, keyOf(`${HOTH_SEED}/anna`), 's1', 'Anna')
      await room.settle()
      const bela = await openPage(room, 1, keyOf(`${HOTH_SEED}/bela`), 's2', 'Béla')
      await room.settle()
      const pages = [anna, bela]
      const m = mallory(docs[2]!, keyOf(`${HOTH_SEED}/mallory`), HOTH_SEED)

      // Anna presses Start as the table does: a `start-game` roll with the record for the seated players.
      const setup = { ...DEFAULT_SETUP, scenario: 'first-contact' }
      const started = startHothGame(anna.room, setup, Object.keys(listSeats(anna.doc)))
      await room.settle()
      expect(await started).toEqual({ ok: true })
      const startOf = (doc: Y.Doc): GameStart<HothGameRecord> =>
        readGameStart(ledgerOf(doc), hoth.id, readGame, (record) => record.seats)
      const start = startOf(anna.doc)
      if (start.state !== 'started') throw new Error(`the game did not start: ${start.state}`)
      expect(startOf(bela.doc)).toEqual(start)
      expect(start.record.seats).toEqual(['s1', 's2'])
      expect(ledgerOf(bela.doc).roll(start.hash)).toMatchObject({ state: 'complete', contributors: ['s2'] })

      // Mallory sits down in s3 (not a seat of this game) once it has started, and everybody sees her there.
      expect(claimSeat(m.doc, m.id, 's3', { name: 'Mallory', colour: '#000000' }).ok).toBe(true)
      await room.settle()

      const init = { config: start.record.config, seats: start.record.seats, entropy: start.entropy }
      const folders = pages.map((page) => createLogFolder(page.doc, hoth, init, { after: start.hash }))
      const rng = createRng(sha256Hex(`hostile-peer/${HOTH_SEED}/players`))
      const attacks = commonAttacks(m, pages)
      const strike = campaign(m, attacks)
      let moves = 0

      const over = () => folders.every((f) => hoth.outcome(f.state) !== null && f.pending === null)
      for (let step = 0; step < HOTH_STEPS && !over(); step++) {
        for (const i of rng.shuffle([0, 1])) {
          const page = pages[i]!
          const folder = folders[i]!
          // A page whose own roll is still being drawn waits for it, as the table shows "rolling…".
          if (folder.pending || hoth.outcome(folder.state) !== null) continue
          const options = hoth.legalActions(folder.state, page.seat)
          if (options.length === 0) continue
          const { entropy: _none, ...bare } = chooseHoth(rng, folder.state, options)
          const entropy = ENTROPY_ACTIONS.has(bare.type)
          const done = page.room.appendAction(bare as Action, {
            game: hoth.id,
            entropy,
            among: start.record.seats,
            seat: page.seat,
          })
          if (entropy) page.rolls.push(done)
          moves++
        }
        // Mallory strikes between the moves: her attacks in turn, the quota flood once early on.
        if (step === 12 || (step > 12 && m.quota.length === 0)) quotaFlood(m)
        if (step === 3 || step === 9) run(m, attacks, 'flood')
        if (m.rng.int(0, 99) < 60) strike()
        if (m.rng.int(0, 9) === 0) {
          const ok = validS3(m, 'hoth', 'confirm-orders', null)
          if (ok) m.done.set('spectator-move', (m.done.get('spectator-move') ?? 0) + 1)
        }
        // Mostly everything arrives before the next move; sometimes only part of it.
        if (rng.int(0, 3) === 0) net.deliver(rng.int(0, 8))
        else net.flush()
        await room.react()
      }
      await room.settle()
      expect(over()).toBe(true)

      // After the end: an entry dated at lamport 2^40 (it would freeze every later append), and more junk.
      if (!mayWriteS3(m)) await room.settle()
      const future = forge(m.doc, m.id, 's3', { game: 'hoth', type: 'confirm-orders' }, { lamport: 2 ** 40 })
      record(m, 'backdate-future', future, 's3', ['bad-clock'])
      run(m, attacks, 'flood')
      await room.settle()

      // Every attack ran.
      for (const name of [...Object.keys(attacks), 'spectator-move'])
        expect(m.done.get(name) ?? 0, name).toBeGreaterThan(0)
      expect(m.quota.length).toBeGreaterThan(0)
      // No roll here ever times out, so the entries past her quota are refused for that alone.
      expectHonestOutcome(room, pages, m, folders as unknown as LogFolder<Json>[], ['quota'])

      // The battle was played to its end, the same on both sides.
      const [first] = folders as [LogFolder<HothState>]
      expect(hoth.outcome(first.state)).not.toBeNull()
      expect(moves).toBeGreaterThan(20)
      expect(createLogFolder(docs[2]!, hoth, init, { after: start.hash }).hash).toBe(first.hash)
      // None of Mallory's entries is a Hoth move: those she could write (from s3) are refused by the game.
      first.entries.forEach((entry, i) => {
        if (entry.pub === m.id.publicKey) expect(first.steps[i]!.ok).toBe(false)
      })
      const ledger = ledgerOf(anna.doc)
      const mallorys = ledger.accepted().filter((r) => r.entry.pub === m.id.publicKey && r.entry.game === hoth.id)
      expect(mallorys.length).toBeGreaterThan(0)
      expect(mallorys.every((r) => r.entry.seat === 's3')).toBe(true)
      // Every roll completed with the other player's share — once: deleting a share got no second answer.
      const rolls = first.entries.filter((entry) => entry.roll)
      expect(rolls.length).toBeGreaterThan(5)
      first.entries.forEach((entry, i) => {
        if (!entry.roll) return
        const other = entry.seat === 's1' ? 's2' : 's1'
        expect(first.rollAt(i)).toMatchObject({ state: 'complete', contributors: [other] })
      })
      for (const page of pages) {
        const answers = page.written.filter((e) => e.type === ACT.share).map((e) => readShare(e.payload)!.for)
        expect(new Set(answers).size).toBe(answers.length)
        const asked = ledger
          .accepted()
          .filter((r) => r.entry.roll?.from.includes(page.seat))
          .map((r) => r.hash)
        expect(answers.sort()).toEqual(asked.sort())
      }
      expect(m.rerolled.size).toBeGreaterThan(0)
      for (const roll of m.rerolled) {
        const answers = ledger
          .accepted()
          .filter((r) => r.entry.type === ACT.share && readShare(r.entry.payload)?.for === roll)
        expect(answers).toHaveLength(1)
      }
      for (const page of pages)
        for (const settled of await Promise.all(page.rolls)) expect(settled).toEqual({ ok: true })
      folders.forEach((folder) => folder.destroy())
    },
  )
})

// ———————————————————————————————————————————————— Sandbox ————————————————————————————————————————————————

const SANDBOX_SEED = process.env.HOSTILE_SEED ?? 'cantina'

/** The sandbox's fold start as src/sandbox/useTabletop.ts reads it: the start in the log decides, `meta` only previews. */
function sandboxStart(doc: Y.Doc) {
  const start = readGameStart(ledgerOf(doc), tabletop.id, readStartConfig, sandboxSeatsOf, { everySeat: false })
  const preview = tabletopInit(schema.meta(doc).get('tabletop') ?? null)
  return { start, init: start.state === 'started' ? { ...preview.init, config: start.record } : preview.init }
}

/** src/sandbox/useTabletop.ts `useStartWriter`: once seated and with no start yet, writes the box's piles as the start. */
function startWriter(page: Page): void {
  let written: string | null = null
  const check = () => {
    const raw = schema.meta(page.doc).get('tabletop') ?? null
    const { start } = sandboxStart(page.doc)
    const seat = heldBy(page.doc, page.id.publicKey)[0] ?? null
    const config = start.state === 'none' && !tabletopInit(raw).broken ? raw : null
    if (!seat || config === null) return
    const key = JSON.stringify(config)
    if (written === key) return
    written = key
    page.rolls.push(
      page.room.appendAction(
        { type: START_TYPE, payload: config },
        { game: tabletop.id, entropy: true, among: SANDBOX_SEATS, seat },
      ),
    )
  }
  let scheduled = false
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      check()
    })
  }
  const stop = ledgerOf(page.doc).onChange(schedule)
  schema.meta(page.doc).observe(schedule)
  cleanups.push(() => {
    stop()
    schema.meta(page.doc).unobserve(schedule)
  })
  check()
}

/** A sandbox player: shuffles, draws, deals, plays, discards, flips, rolls dice, and now and then fumbles. */
function chooseSandbox(rng: Rng, state: TabletopState, seat: SeatId, fresh: () => number): Action {
  const hand = slots(state, `hand:${seat}`)
  const deck = slots(state, 'pile:deck')
  const table = slots(state, 'table')
  const options: Action[] = [
    { type: 'roll', payload: { dice: [{ id: `die-${seat}`, kind: rng.pick(['d6', 'd20']) }] } },
  ]
  if (deck.length > 1) options.push({ type: 'shuffle', payload: { pile: 'deck' } })
  if (deck.length > 0) options.push({ type: 'draw', payload: { pile: 'deck', count: rng.int(1, 2) } })
  if (deck.length > 1) options.push({ type: 'deal', payload: { pile: 'deck', count: 1, seats: ['s1', 's2'] } })
  if (hand.length > 0) {
    const slot = rng.pick(hand)
    options.push({ type: 'play', payload: { slot, x: rng.int(-30, 30) / 10, z: rng.int(-20, 20) / 10, faceUp: true } })
    options.push({ type: 'move', payload: { slot, to: { pile: 'discard', position: 'top' } } })
  }
  if (table.length > 0) options.push({ type: 'flip', payload: { slot: rng.pick(table) } })
  if (rng.int(0, 4) === 0) return randomAction(rng, state, seat, fresh)
  return rng.pick(options)
}

/** Piles Mallory writes into `meta` mid-game: if anyone read them, the table would change completely. */
const MALLORYS_PILES: TabletopConfig = {
  piles: [{ pile: 'loot', name: 'Loot', kind: 'deck', x: 0, z: 0, cards: ['mallory/ace#1', 'mallory/king#1'] }],
}

const SANDBOX_ACTIONS = 70

describe('a hostile peer cannot spoil a sandbox game', () => {
  it(
    'Sandbox: stalls, back-dated claims and answers, a rewritten setup, deletes and floods change nothing',
    { timeout: 120_000 },
    async () => {
      const room = createRoomPeers(3, `hostile-peer/${SANDBOX_SEED}`)
      const { docs, net } = room
      // The box was opened: its piles wait in `meta` until the first player sits down.
      schema.meta(docs[0]!).set('tabletop', TABLETOP_CONFIG as unknown as Json)
      await room.settle()
      // Anna sits down first: her page writes the piles into the log as the start.
      const anna = await openPage(room, 0, keyOf(`${SANDBOX_SEED}/anna`), 's1', 'Anna')
      startWriter(anna)
      await room.settle()
      const bela = await openPage(room, 1, keyOf(`${SANDBOX_SEED}/bela`), 's2', 'Béla')
      startWriter(bela)
      await room.settle()
      const pages = [anna, bela]
      // Mallory sits in s3, a seat of the sandbox: every roll from now on asks her. She never answers (no exchange).
      const m = mallory(docs[2]!, keyOf(`${SANDBOX_SEED}/mallory`), SANDBOX_SEED)
      expect(claimSeat(m.doc, m.id, 's3', { name: 'Mallory', colour: '#000000' }).ok).toBe(true)
      await room.settle()

      const { start, init } = sandboxStart(anna.doc)
      if (start.state !== 'started') throw new Error(`the sandbox did not start: ${start.state}`)
      expect(sandboxStart(bela.doc).start).toEqual(start)
      expect(ledgerOf(anna.doc).get(start.hash)?.entry.seat).toBe('s1')
      const folders = pages.map((page) =>
        createLogFolder(page.doc, tabletop, sandboxStart(page.doc).init, { after: start.hash }),
      )

      const rng = createRng(sha256Hex(`hostile-peer/${SANDBOX_SEED}/players`))
      const attacks: Record<string, () => boolean> = {
        ...commonAttacks(m, pages),
        // A claim of the free seat s4, dated to the first tick: far behind a roll that completed without it.
        'backdate-claim': () => {
          const ledger = ledgerOf(m.doc)
          const far = (r: AcceptedEntry) => r.entry.lamport > 1 + BACKDATE_WINDOW
          if (!ledger.accepted().some((r) => r.entry.roll && far(r) && ledger.roll(r.hash)?.state === 'complete'))
            return false
          const claim = forge(
            m.doc,
            m.id,
            's4',
            { game: '', type: ACT.claim, payload: { name: 'Mallory', colour: '#000000', anchor: randomHex(m.rng) } },
            { n: 0, prev: '', seen: [], lamport: 1 },
          )
          record(m, 'backdate-claim', claim, 's4', ['bad-clock'])
          return true
        },
        // The setup piles in `meta`, rewritten: every page already plays the start in the log.
        'rewrite-setup': () => {
          schema.meta(m.doc).set('tabletop', MALLORYS_PILES as unknown as Json)
          return true
        },
      }
      const strike = campaign(m, attacks)
      /**
       * The timeout that named her, deleted, and her answer written by the honest append as if it had never been,
       * dated after it (one dated before it is the late answer below). At a quiet moment: no roll pending, so no
       * other timeout is written before every page has her answer (one naming her chain's place below it would
       * refuse it).
       */
      const deleteTimeout = (): boolean => {
        if (!mayWriteS3(m)) return false
        const ledger = ledgerOf(m.doc)
        const named = ledger
          .accepted()
          .find(
            (r) => r.entry.type === ACT.timeout && readTimeout(r.entry.payload)!.missing.some((x) => x.seat === 's3'),
          )
        if (!named || honestBody(m.doc, 's3', { game: '', type: ACT.share }).lamport <= named.entry.lamport)
          return false
        const head = ledger.head('s3')
        const place = { room: TEST_ROOM, seat: 's3', tenure: head.tenure!.claimN, anchor: head.anchorIndex }
        const value = chainValue(m.id, place, head.used)
        deleteSome(m.doc, m.rng, 1, (v, shard) => isWellFormedEntry(v, shard) && entryHash(v) === named.hash)
        m.deleted.add(named.hash)
        const payload = { for: readTimeout(named.entry.payload)!.for, value }
        const answer = appendEntry(m.doc, m.id, 's3', { game: '', type: ACT.share, payload })
        if (!answer.ok) throw new Error(answer.reason.en)
        m.late.push(answer.entry)
        return true
      }
      let fresh = 0
      const timedOut = new Set<string>()

      /** Her answer to a roll that already went on without her, dated before the timeouts that named her. */
      const lateAnswer = (): boolean => {
        if (!mayWriteS3(m)) return false
        const ledger = ledgerOf(m.doc)
        const head = ledger.head('s3')
        const mine = ledger.get(head.head)?.entry
        if (!mine || !head.tenure) return false
        const timeouts = ledger.accepted().filter((r) => r.entry.type === ACT.timeout)
        for (const roll of ledger.accepted()) {
          // A roll after her own last entry (her clock must still follow from it), settled without her.
          if (!roll.entry.roll?.from.includes('s3') || roll.entry.lamport < head.lamport || timedOut.has(roll.hash))
            continue
          const named = timeouts.filter((t) => readTimeout(t.entry.payload)?.for === roll.hash)
          if (named.length === 0) continue
          // What she had seen when the roll arrived: the roll, and of the other chains what her last entry had seen.
          const seen = [...mine.seen.filter((h) => ledger.get(h)?.entry.seat !== roll.entry.seat), roll.hash].sort()
          const clocks = seen.map((h) => ledger.get(h)?.entry.lamport)
          if (clocks.some((c) => c === undefined)) continue
          const lamport = 1 + Math.max(head.lamport, ...(clocks as number[]))
          if (named.some((t) => t.entry.lamport <= lamport)) continue
          timedOut.add(roll.hash)
          const place = { room: TEST_ROOM, seat: 's3', tenure: head.tenure.claimN, anchor: head.anchorIndex }
          const value = chainValue(m.id, place, head.used)
          const payload = { for: roll.hash, value }
          // Dated as if written when the roll arrived: refused when that is far behind the timeout, and either
          // way it does not count for the roll (every stalled roll is checked complete without s3 below).
          const share = forge(m.doc, m.id, 's3', { game: '', type: ACT.share, payload }, { seen, lamport })
          if (named.every((t) => t.entry.lamport - lamport > BACKDATE_WINDOW))
            record(m, 'late-answer', share, 's3', ['bad-clock'])
          m.floor = Math.max(m.floor, lamport)
          return true
        }
        return false
      }

      /** The honest pages name Mallory in a timeout once the wait is over (the exchanges read the fake clock). */
      const waitOutStalls = async () => {
        for (let round = 0; round < 5; round++) {
          await room.settle()
          const stalled = pages.some((page) => pendingRolls(page.doc).length > 0)
          if (!stalled) return
          await room.advance(ROLL_WAIT_MS + 1)
        }
        throw new Error('a roll is still waiting after the timeouts')
      }

      // The first moves of the evening, then whatever each player's own screen suggests.
      const opening: Action[] = [
        { type: 'shuffle', payload: { pile: 'deck' } },
        { type: 'deal', payload: { pile: 'deck', count: 3, seats: ['s1', 's2'] } },
        { type: 'draw', payload: { pile: 'deck', count: 1 } },
        { type: 'roll', payload: { dice: [{ id: 'die-s1', kind: 'd6' }] } },
      ]
      let actions = 0
      for (let step = 0; actions < SANDBOX_ACTIONS; step++) {
        for (const i of rng.shuffle([0, 1])) {
          const page = pages[i]!
          const state = folders[i]!.state
          const scripted = i === 0 ? opening[step] : undefined
          const hand = slots(state, `hand:${page.seat}`)
          const played: Action | undefined =
            step === opening.length && hand.length > 0
              ? { type: 'play', payload: { slot: hand[0]!, x: i, z: 1, faceUp: true } }
              : undefined
          const action = scripted ?? played ?? chooseSandbox(rng, state, page.seat, () => fresh++)
          const { entropy: _none, ...bare } = action
          const entropy = tabletopNeedsEntropy(bare)
          const done = page.room.appendAction(bare, {
            game: tabletop.id,
            entropy,
            among: SANDBOX_SEATS,
            seat: page.seat,
          })
          if (entropy) page.rolls.push(done)
          actions++
        }
        if (step >= 6 && m.quota.length === 0) {
          // The quota flood at a quiet moment: every page has seen every timeout, so none is dated behind it.
          await waitOutStalls()
          quotaFlood(m)
          await room.settle()
        }
        if (step >= 12 && !m.done.has('delete-timeout')) {
          await waitOutStalls()
          if (deleteTimeout()) m.done.set('delete-timeout', 1)
          await room.settle()
        }
        if (step === 3 || step === 9) run(m, attacks, 'flood')
        if (m.rng.int(0, 99) < 80) strike()
        if (m.rng.int(0, 4) === 0 && lateAnswer()) m.done.set('late-answer', (m.done.get('late-answer') ?? 0) + 1)
        if (rng.int(0, 3) === 0) net.deliver(rng.int(0, 8))
        else net.flush()
        await room.react()
        // Mallory never answers: after the wait, the other honest page names her.
        if (rng.int(0, 2) === 0) await waitOutStalls()
      }
      await waitOutStalls()
      // The late answer needs a roll she was named for; the last rolls give her one if the game did not.
      for (let tries = 0; tries < 5 && !m.done.get('late-answer'); tries++) {
        anna.rolls.push(
          anna.room.appendAction(
            { type: 'roll', payload: { dice: [{ id: 'die-s1', kind: 'd6' }] } },
            { game: tabletop.id, entropy: true, among: SANDBOX_SEATS, seat: 's1' },
          ),
        )
        await waitOutStalls()
        if (lateAnswer()) m.done.set('late-answer', 1)
        await waitOutStalls()
      }

      for (const name of [...Object.keys(attacks), 'late-answer', 'delete-timeout'])
        expect(m.done.get(name) ?? 0, name).toBeGreaterThan(0)
      // Past her quota, or (from the place a timeout named on) dated behind that timeout.
      expectHonestOutcome(room, pages, m, folders as unknown as LogFolder<Json>[], ['quota', 'bad-clock'])

      const [first] = folders as [LogFolder<TabletopState>]
      // The same as a fresh fold of either document, from the start each reads itself; `meta` says something else.
      for (const doc of room.docs) {
        const fresh = sandboxStart(doc)
        expect(fresh.start).toEqual(start)
        expect(fresh.init).toEqual(init)
        expect(createLogFolder(doc, tabletop, fresh.init, { after: start.hash }).hash).toBe(first.hash)
        expect(schema.meta(doc).get('tabletop')).toEqual(MALLORYS_PILES)
      }
      expect(tabletopInit(MALLORYS_PILES).init.config).not.toEqual(init.config)
      // A real game: every kind of move happened, and most counted.
      const okTypes = new Set(first.entries.filter((_, i) => first.steps[i]!.ok).map((e) => e.type))
      for (const type of ['shuffle', 'draw', 'deal', 'play', 'roll']) expect([...okTypes]).toContain(type)
      expect(first.entries.length).toBeGreaterThanOrEqual(60)
      // Her back-dated claim of s4 took nothing: the seat is free everywhere.
      for (const doc of room.docs) expect(listSeats(doc).s4).toBeUndefined()

      // Every roll completed with the other honest player's share; each stall is a `@timeout` naming her.
      const ledger = ledgerOf(anna.doc)
      const rolls = ledger.accepted().filter((r) => r.entry.roll && r.entry.game === tabletop.id)
      const stalled = rolls.filter((r) => r.entry.roll!.from.includes('s3'))
      expect(stalled.length).toBeGreaterThan(5)
      for (const roll of stalled) {
        const other = roll.entry.seat === 's1' ? 's2' : 's1'
        expect(roll.entry.roll!.from).toEqual([other, 's3'])
        expect(ledger.roll(roll.hash)).toMatchObject({ state: 'complete', contributors: [other], missing: ['s3'] })
        const timeouts = ledger
          .accepted()
          .filter((r) => r.entry.type === ACT.timeout && readTimeout(r.entry.payload)?.for === roll.hash)
        expect(timeouts.length).toBeGreaterThan(0)
        for (const timeout of timeouts) {
          expect(timeout.entry.seat).toBe(other)
          expect(readTimeout(timeout.entry.payload)!.missing.map((miss) => miss.seat)).toEqual(['s3'])
        }
      }
      first.entries.forEach((entry, i) => {
        if (entry.roll) expect(first.rollAt(i)?.state).toBe('complete')
      })
      // Her answer after the (deleted, then restored) timeout changed no roll (above: none counts). Deleting the
      // timeout cut its author's chain in her view, so her answer usually un-sees part of it and is refused.
      expect(m.late.length).toBeGreaterThan(0)
      for (const answer of m.late) {
        const refused = pages.map((page) => reasonsFor(page.doc, { value: answer, shard: 's3', why: [], label: '' }))
        // Refused for its clock, or cut off behind an earlier refused entry of hers: the same on both pages.
        expect(refused[1]).toEqual(refused[0])
        if (ledger.get(entryHash(answer)) === undefined)
          for (const why of refused[0]!) expect(['bad-clock', 'broken-chain']).toContain(why)
        else expect(refused).toEqual([[], []])
      }
      for (const page of pages)
        for (const settled of await Promise.all(page.rolls)) expect(settled).toEqual({ ok: true })
      folders.forEach((folder) => folder.destroy())
    },
  )
})
