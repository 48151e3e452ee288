/**
 * Convergence: N peers, each holding a seat of the test game Tally, append signed actions concurrently
 * over a fake network that delivers updates in a random (seeded) order, with partitions and heals.
 * Once everything is delivered, every peer must fold the same entries to the same state hash, with the
 * same engine verdicts and the same ignored entries, whatever order the updates arrived in. Forged,
 * tampered and malformed entries written straight into shards must be ignored identically everywhere.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { sha256Hex, tally, type Action, type Rng, type TallyState } from '../../engine'
import { identityFromSecret, type Identity } from '../../net/identity'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { entryHash, signEntry } from '../../net/log-entry'
import { schema, type LogEntry } from '../../net/schema'
import { claimSeat, listSeats } from '../../net/seats'
import { appendSignedAction } from '../../net/signed-log'
import { appendFairAction } from '../../net/testing/fair-roll'
import { createFakeNetwork, type FakeNetwork } from '../../net/testing/fake-network'

/** Deterministic keys: signatures are deterministic too, so a seed replays byte for byte. */
const identity = (label: string): Identity => identityFromSecret(sha256(utf8ToBytes(`convergence/${label}`)))
const mallory = identity('mallory')

interface Table {
  net: FakeNetwork
  seats: string[]
  ids: Identity[]
  folders: LogFolder<TallyState>[]
  /** Every forged / tampered / junk value written, for the final checks. */
  forged: unknown[]
  init: { config: { target: number; deckSize: number }; seats: string[]; entropy: string }
}

/** N peers on a fake network; peer i holds seat s(i+1) with its own key, except `sameKey[1]`, a second tab of `sameKey[0]`. */
function setUp(peers: number, seed: string, sameKey: [number, number] | null = null): Table {
  const net = createFakeNetwork(peers, seed)
  const seats = Array.from({ length: peers }, (_, i) => `s${i + 1}`)
  const ids = seats.map((_, i) => identity(`${seed}/${sameKey && sameKey[1] === i ? sameKey[0] : i}`))
  seats.forEach((seat, i) => {
    // Two tabs of one player: the second tab sits down on the first tab's seat.
    const at = sameKey && sameKey[1] === i ? sameKey[0] : i
    claimSeat(net.docs[i]!, seats[at]!, { name: `Player ${at}`, colour: '#888', publicKey: ids[i]!.publicKey })
  })
  net.flush()
  const init = { config: { target: 1e9, deckSize: 30 }, seats, entropy: sha256Hex(`${seed}/setup`) }
  // Snapshots every 4 entries, so out-of-order inserts re-fold from a snapshot, not from the start.
  const folders = net.docs.map((doc) => createLogFolder(doc, tally, init, { snapshotEvery: 4 }))
  return { net, seats, ids, folders, forged: [], init }
}

/** Peer `p` acts: a legal move when its folder says it is its turn, otherwise something (likely refused). */
function act(t: Table, p: number, step: number, rng: Rng, seatOverride?: string): void {
  const seat = seatOverride ?? t.seats[p]!
  const state = t.folders[p]!.state
  const legal = tally.legalActions(state, seat)
  const action: Action =
    legal.length > 0 && rng.int(0, 3) > 0 ? { ...rng.pick(legal) } : { type: rng.pick(['pass', 'roll', 'draw']) }
  if (action.type !== 'roll') return void appendSignedAction(t.net.docs[p]!, t.ids[p]!, seat, action)
  // A roll drawn fairly with another seat's share, signed by whoever holds that seat in this peer's view.
  const holders = listSeats(t.net.docs[p]!)
  const other = t.seats.find((s) => s !== seat && holders[s])
  const identity = other ? t.ids.find((id) => id.publicKey === holders[other]!.publicKey) : undefined
  const responders = other && identity ? [{ seat: other, identity }] : []
  appendFairAction(t.net.docs[p]!, t.ids[p]!, seat, action, responders, () => sha256Hex(`share/${step}`))
}

/** Writes a bad value straight into a shard of a random peer's document. */
function forge(t: Table, rng: Rng, step: number): void {
  const p = rng.int(0, t.net.docs.length - 1)
  const seat = rng.pick(t.seats)
  const shard = schema.logShard(t.net.docs[p]!, seat)
  const valid = shard.toArray().find((e) => e.pub !== mallory.publicKey && typeof e.sig === 'string')
  let value: unknown
  switch (rng.int(0, 2)) {
    case 0: // a stranger's key, with an early lamport so it would sort before everything if accepted
      value = signEntry(mallory, {
        seat,
        n: 0,
        lamport: 1,
        prev: '',
        type: 'roll',
        payload: null,
        entropy: 'ff'.repeat(16),
      })
      break
    case 1: // a real entry with its payload changed after signing
      value = valid ? { ...valid, payload: { forged: step } } : { junk: step }
      break
    default:
      value = rng.pick([null, 7, 'text', { seat, n: 'zero' }, [1, 2]])
  }
  t.forged.push(value)
  shard.push([value as LogEntry])
}

/** Runs `steps` random steps: actions, partial deliveries, partitions, heals, forgeries. */
function play(t: Table, steps: number): void {
  const rng = t.net.rng
  const peers = t.net.docs.length
  for (let step = 0; step < steps; step++) {
    const roll = rng.int(0, 99)
    if (roll < 40) act(t, rng.int(0, peers - 1), step, rng)
    else if (roll < 75) t.net.deliver(rng.int(1, 8))
    else if (roll < 81) {
      const cut = rng.int(1, peers - 1)
      const order = rng.shuffle(Array.from({ length: peers }, (_, i) => i))
      t.net.partition([order.slice(0, cut), order.slice(cut)], rng.pick(['drop', 'hold'] as const))
    } else if (roll < 90) t.net.heal()
    else if (roll < 94) forge(t, rng, step)
    else t.net.flush()
  }
}

/** What a peer ended with, in a form that can be compared across peers. */
function outcome(folder: LogFolder<TallyState>) {
  return {
    hash: folder.hash,
    entries: folder.entries.map((e) => entryHash(e)),
    steps: folder.steps.map((s) => (s.ok ? 'ok' : s.error.code)),
    rejected: folder.rejected.map((r) => `${r.why}:${JSON.stringify(r.entry)}`),
  }
}

function expectConverged(t: Table) {
  t.net.heal()
  t.net.flush()
  expect(t.net.converged()).toBe(true)
  const first = outcome(t.folders[0]!)
  for (const folder of t.folders.slice(1)) expect(outcome(folder)).toEqual(first)
  // A late joiner folding the whole document from scratch agrees too.
  const late = new Y.Doc()
  Y.applyUpdate(late, Y.encodeStateAsUpdate(t.net.docs[0]!))
  expect(outcome(createLogFolder(late, tally, t.init))).toEqual(first)
  return first
}

const cases: [number, string][] = [
  [3, 'alpha'],
  [3, 'beta'],
  [4, 'gamma'],
  [4, 'delta'],
  [5, 'epsilon'],
  [5, 'zeta'],
]

describe('convergence of the signed log over a fake network', () => {
  it.each(cases)('%i peers, seed %s: every peer folds the same state', (peers, seed) => {
    const t = setUp(peers, seed)
    play(t, 220)
    const result = expectConverged(t)
    // The run was not trivial: moves were accepted and refused, and forgeries were ignored.
    expect(result.steps.filter((s) => s === 'ok').length).toBeGreaterThan(5)
    expect(result.steps.some((s) => s !== 'ok')).toBe(true)
    expect(result.rejected.length).toBeGreaterThanOrEqual(t.forged.length > 0 ? 1 : 0)
    // No forged value made it into the fold on any peer.
    const signed = t.forged.filter((f): f is LogEntry => typeof (f as LogEntry | null)?.sig === 'string')
    const forgedHashes = new Set(signed.map((f) => entryHash(f)))
    expect(forgedHashes.size).toBeGreaterThan(0)
    for (const folder of t.folders) expect(folder.entries.some((e) => forgedHashes.has(entryHash(e)))).toBe(false)
    t.net.destroy()
  })

  it('replays a seed exactly', () => {
    const run = () => {
      const t = setUp(4, 'replay')
      play(t, 150)
      const result = expectConverged(t)
      t.net.destroy()
      return result
    }
    expect(run()).toEqual(run())
  })

  it('ignores a forged entry written into a shard identically on every peer', () => {
    const t = setUp(3, 'forged')
    const rng = t.net.rng
    act(t, 0, 0, rng)
    t.net.flush()
    // Mallory writes an entry for seat s1 that would sort first if anyone accepted it.
    const forged = signEntry(mallory, { seat: 's1', n: 0, lamport: 1, prev: '', type: 'pass', payload: null })
    schema.logShard(t.net.docs[2]!, 's1').push([forged])
    // Meanwhile the others keep playing, with partial deliveries.
    for (let step = 1; step < 30; step++) {
      act(t, step % 3, step, rng)
      t.net.deliver(2)
    }
    const result = expectConverged(t)
    for (const folder of t.folders) {
      expect(folder.rejected).toContainEqual({ entry: forged, why: 'seat-not-held' })
      expect(folder.entries.map((e) => entryHash(e))).not.toContain(entryHash(forged))
    }
    expect(result.rejected.filter((r) => r.startsWith('seat-not-held'))).toHaveLength(1)
    t.net.destroy()
  })

  it('keeps one branch when one player acts from two tabs at once, the same on every peer', () => {
    // Peers 0 and 3 are two tabs of the same player, both on seat s1.
    const t = setUp(4, 'two-tabs', [0, 3])
    const rng = t.net.rng
    t.net.partition([
      [0, 1],
      [2, 3],
    ])
    for (let step = 0; step < 12; step++) {
      act(t, 0, step, rng, 's1')
      act(t, 3, 100 + step, rng, 's1')
      act(t, rng.pick([1, 2]), 200 + step, rng)
      t.net.deliver(3)
    }
    const result = expectConverged(t)
    expect(result.rejected.some((r) => r.startsWith('broken-chain'))).toBe(true)
    t.net.destroy()
  })
})
