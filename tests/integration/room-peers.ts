/**
 * TEST-ONLY: the pages of one room on the seeded fake network (net/testing/fake-network.ts), for the integration
 * races. Each peer is one document of room TEST_ROOM; a seated peer runs what a room page runs beside its fold:
 * the roll exchange (net/rolls.ts: it answers every roll that asks one of its seats, once, from this page's
 * memory) and, where a test asks, the archive that puts back entries someone deleted (net/archive.ts).
 *
 * Nothing here depends on real time. Pages react to the log in microtasks, as in a browser, so a test lets them
 * react (`react`) after each step; the exchanges read a fake clock that moves only when a test moves it, so a
 * roll is timed out only where a test says so. `settle` delivers everything, lets every page answer, and
 * delivers the answers, until nothing is left in flight.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import type * as Y from 'yjs'
import { memoryAnswered } from '../../net/answered'
import { memoryArchiveStore, startArchive, type Archive } from '../../net/archive'
import { setRoomDomain } from '../../net/domain'
import { identityFromSecret, type Identity } from '../../net/identity'
import { ledgerOf } from '../../net/ledger'
import type { AcceptedEntry } from '../../net/ledger-pass'
import { startRolls, type RollExchange } from '../../net/rolls'
import { createFakeNetwork, type FakeNetwork } from '../../net/testing/fake-network'
import { TEST_ROOM } from '../../net/testing/rolls'

/** A deterministic key from a label: signatures are deterministic too, so a seed replays byte for byte. */
export function keyOf(label: string): Identity {
  return identityFromSecret(sha256(utf8ToBytes(label)))
}

/**
 * How long an exchange waits before it names a silent seat (fake ms). Far beyond anything a test's clock reaches
 * unless it moves the clock on purpose, and below 2^31 so the exchange's own wake-up timer stays valid.
 */
export const ROLL_WAIT_MS = 1_000_000_000

/** The pages of one room. */
export interface RoomPeers {
  net: FakeNetwork
  docs: readonly Y.Doc[]
  /** The fake clock (ms) every exchange reads. */
  clock: { now: number }
  /** Starts peer `i`'s roll exchange, signing as `identity` (two tabs of one player: the same key twice). */
  exchange(i: number, identity: Identity): RollExchange
  /** Starts peer `i`'s archive (deleted entries come back) and waits until it is running. */
  archive(i: number): Promise<Archive>
  /** Lets every page react to what it received or wrote (answers, archive copies). */
  react(): Promise<void>
  /** Delivers everything deliverable, letting pages react, until nothing deliverable is left. */
  settle(): Promise<void>
  /** Moves the clock by `ms` and has every exchange look at its rolls again (it names seats that are overdue). */
  advance(ms: number): Promise<void>
  /** Stops every exchange and archive and destroys the documents. */
  destroy(): void
}

// Rooms not destroyed yet: a test that fails half-way leaves its exchanges running (and their wake-up timers).
const open = new Set<RoomPeers>()

/** Destroys every room still open (call it after each test). */
export function destroyOpenRooms(): void {
  for (const room of [...open]) room.destroy()
}

/** `count` documents of room TEST_ROOM on a fake network seeded with `seed`. */
export function createRoomPeers(count: number, seed: string): RoomPeers {
  const net = createFakeNetwork(count, seed)
  for (const doc of net.docs) setRoomDomain(doc, TEST_ROOM)
  const clock = { now: 0 }
  const exchanges: RollExchange[] = []
  const archives: Archive[] = []
  // One macrotask: every microtask queued before it (and by it) has run, whatever each page chained.
  const react = () => new Promise<void>((resolve) => setImmediate(resolve))

  const room: RoomPeers = {
    net,
    docs: net.docs,
    clock,
    exchange(i, identity) {
      const rolls = startRolls({
        doc: net.docs[i]!,
        identity,
        answered: memoryAnswered(),
        isOnline: () => true,
        timeoutMs: ROLL_WAIT_MS,
        offlineTimeoutMs: ROLL_WAIT_MS,
        now: () => clock.now,
      })
      exchanges.push(rolls)
      return rolls
    },
    async archive(i) {
      const archive = startArchive(net.docs[i]!, memoryArchiveStore())
      archives.push(archive)
      await archive.ready
      return archive
    },
    react,
    async settle() {
      for (let round = 0; round < 100_000; round++) {
        net.flush()
        await react()
        if (!net.deliverOne()) return
      }
      throw new Error('the network never went quiet')
    },
    async advance(ms) {
      clock.now += ms
      for (const rolls of exchanges) rolls.check()
      await react()
    },
    destroy() {
      if (!open.delete(room)) return
      exchanges.splice(0).forEach((rolls) => rolls.destroy())
      archives.splice(0).forEach((archive) => archive.destroy())
      net.destroy()
    },
  }
  open.add(room)
  return room
}

/** The accepted rolls of `doc` that still wait for a share. */
export function pendingRolls(doc: Y.Doc): AcceptedEntry[] {
  const ledger = ledgerOf(doc)
  return ledger.accepted().filter((r) => r.entry.roll && ledger.roll(r.hash)?.state === 'pending')
}
