/**
 * TEST-ONLY: an in-memory network of N Y.Docs that delivers updates in a random (seeded) order.
 *
 * Every local update of a peer's document (any transaction whose origin is not this network) becomes
 * one message to every other peer, like y-webrtc's full mesh. Messages wait in one queue; `deliverOne`
 * picks a random deliverable message, so updates arrive late, out of order and interleaved, and Yjs
 * must cope (it buffers updates whose dependencies have not arrived yet).
 *
 * Partitions split the peers into groups. Messages between groups are dropped (`'drop'`, like a lost
 * connection) or held until the heal (`'hold'`, like a slow link). Healing reconnects everyone and, as
 * y-webrtc does on reconnect, queues a state-vector sync between every pair that was apart, so dropped
 * updates are recovered; a new partition does the same for the pairs it puts back together after they lost
 * updates. The random choices (and the docs' client ids) come from a seeded PRNG: the same seed and the same
 * test steps replay the same run.
 */
import * as Y from 'yjs'
import { createRng, sha256Hex, type Rng } from '../../engine'

/** Transaction origin of delivered updates; such updates are not sent on again. */
export const NETWORK_ORIGIN = Symbol('fake-network')

/** How messages between partition groups are treated. */
export type PartitionMode = 'drop' | 'hold'

/** One update on its way from one peer to another. */
interface Message {
  from: number
  to: number
  update: Uint8Array
}

/** A seeded in-memory network of Yjs peers. */
export interface FakeNetwork {
  /** The peers' documents, index = peer id. */
  readonly docs: readonly Y.Doc[]
  /** The network's PRNG, for tests that want more reproducible random choices. */
  readonly rng: Rng
  /** Messages queued, deliverable or held. */
  pending(): number
  /** True when `a` and `b` are in the same partition group (always, when not partitioned). */
  connected(a: number, b: number): boolean
  /** Delivers one random deliverable message; false when none is deliverable. */
  deliverOne(): boolean
  /** Delivers up to `max` random deliverable messages; returns how many were delivered. */
  deliver(max: number): number
  /** Delivers until nothing deliverable is left (held messages stay held). */
  flush(): void
  /** Splits the peers into `groups` (peers left out form one more group). */
  partition(groups: number[][], mode?: PartitionMode): void
  /** Reconnects everyone: releases held messages and resyncs pairs that were apart. */
  heal(): void
  /** True when every document holds exactly the same updates. */
  converged(): boolean
  /** Stops listening to the documents and destroys them. */
  destroy(): void
}

/** Creates `peers` fresh documents joined by a fake network seeded with `seed`. */
export function createFakeNetwork(peers: number, seed: string | number): FakeNetwork {
  const rng = createRng(sha256Hex(`fake-network/${seed}`))
  const docs = Array.from({ length: peers }, () => new Y.Doc())
  // Seeded client ids too: Yjs orders concurrent inserts by client id, so a replay must reuse them.
  const ids = new Set<number>()
  for (const doc of docs) {
    let id = rng.int(1, 0x7fffffff)
    while (ids.has(id)) id = rng.int(1, 0x7fffffff)
    ids.add(id)
    doc.clientID = id
  }
  let queue: Message[] = []
  // group[i] = partition group of peer i; one group while healed.
  let group = docs.map(() => 0)
  let mode: PartitionMode = 'drop'
  let apart = false
  // Ordered pairs `from>to` that lost updates since they last synced: they sync again once connected.
  const lost = new Set<string>()

  /** Queues a state-vector sync from `a` to `b`, as y-webrtc sends when two peers (re)connect. */
  const resync = (a: number, b: number) => {
    const update = Y.encodeStateAsUpdate(docs[a]!, Y.encodeStateVector(docs[b]!))
    queue.push({ from: a, to: b, update })
  }

  const connected = (a: number, b: number) => group[a] === group[b]
  const deliverable = () => queue.filter((m) => connected(m.from, m.to))

  const unsubscribe = docs.map((doc, from) => {
    const handler = (update: Uint8Array, origin: unknown) => {
      if (origin === NETWORK_ORIGIN) return
      for (let to = 0; to < docs.length; to++) {
        if (to === from) continue
        if (!connected(from, to) && mode === 'drop') {
          lost.add(`${from}>${to}`)
          continue
        }
        queue.push({ from, to, update })
      }
    }
    doc.on('update', handler)
    return () => doc.off('update', handler)
  })

  const deliverOne = () => {
    const ready = deliverable()
    if (ready.length === 0) return false
    const message = rng.pick(ready)
    queue = queue.filter((m) => m !== message)
    Y.applyUpdate(docs[message.to]!, message.update, NETWORK_ORIGIN)
    return true
  }

  return {
    docs,
    rng,
    pending: () => queue.length,
    connected,
    deliverOne,
    deliver(max) {
      let count = 0
      while (count < max && deliverOne()) count++
      return count
    },
    flush() {
      while (deliverOne());
    },
    partition(groups, partitionMode = 'drop') {
      group = docs.map((_, peer) => {
        const at = groups.findIndex((g) => g.includes(peer))
        return at === -1 ? groups.length : at
      })
      mode = partitionMode
      apart = true
      // In drop mode the links are cut now: what was in flight between groups is lost.
      if (mode === 'drop') {
        for (const m of queue) if (!connected(m.from, m.to)) lost.add(`${m.from}>${m.to}`)
        queue = queue.filter((m) => connected(m.from, m.to))
      }
      // Pairs that lost updates under an earlier partition and are together again sync now.
      for (const key of [...lost]) {
        const [a, b] = key.split('>').map(Number) as [number, number]
        if (!connected(a, b)) continue
        lost.delete(key)
        resync(a, b)
      }
    },
    heal() {
      if (!apart) return
      const wasApart = (a: number, b: number) => !connected(a, b)
      for (let a = 0; a < docs.length; a++) {
        for (let b = 0; b < docs.length; b++) if (a !== b && wasApart(a, b)) resync(a, b)
      }
      group = docs.map(() => 0)
      apart = false
      // Every pair that lost updates was apart until now (the others synced when a partition joined them).
      lost.clear()
    },
    converged() {
      // Snapshots compare state vectors and delete sets as sets, whatever order each doc met the clients in.
      const first = docs[0] && Y.snapshot(docs[0])
      return docs.every((doc) => first !== undefined && Y.equalSnapshots(Y.snapshot(doc), first))
    },
    destroy() {
      unsubscribe.forEach((off) => off())
      docs.forEach((doc) => doc.destroy())
      queue = []
    },
  }
}
