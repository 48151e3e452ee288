import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { tally, type TallyState } from '../engine'
import { createEphemeralIdentity, type Identity } from './identity'
import { createLogFolder, insertionGroups, type LogFolder } from './log-folder'
import { signEntry } from './log-entry'
import { schema, type LogEntry } from './schema'
import { claimSeat } from './seats'
import { appendSignedAction } from './signed-log'
import { appendFairAction } from './testing/fair-roll'

const init = { config: { target: 1000 }, seats: ['s1', 's2'], entropy: 'ab'.repeat(16) }
const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()

function table(): Y.Doc {
  const doc = new Y.Doc()
  claimSeat(doc, 's1', { name: 'Alice', colour: '#f00', publicKey: alice.publicKey })
  claimSeat(doc, 's2', { name: 'Bob', colour: '#00f', publicKey: bob.publicKey })
  return doc
}

/** Appends `type` as `seat`; with `share`, a roll fairly drawn with the other player's share. */
function act(doc: Y.Doc, who: Identity, seat: string, type: string, share?: string): void {
  const other = seat === 's1' ? { seat: 's2', identity: bob } : { seat: 's1', identity: alice }
  const result = share
    ? appendFairAction(doc, who, seat, { type }, [other], () => share.repeat(2))
    : appendSignedAction(doc, who, seat, { type })
  if (!result.ok) throw new Error(result.reason.en)
}

const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)))
const verdicts = (folder: LogFolder<TallyState>) => folder.steps.map((s) => (s.ok ? 'ok' : s.error.code))
/** A folder built from scratch over the same document: what every late joiner computes. */
const fresh = (doc: Y.Doc) => createLogFolder(doc, tally, init)

describe('createLogFolder', () => {
  it('folds the log as actions are appended, with the engine’s verdict per entry', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    let changes = 0
    folder.onChange(() => changes++)
    act(doc, alice, 's1', 'roll', '01'.repeat(16))
    act(doc, bob, 's2', 'pass')
    act(doc, bob, 's2', 'pass') // not Bob's turn any more
    expect(changes).toBe(3)
    expect(folder.entries.map((e) => `${e.seat}:${e.type}`)).toEqual(['s1:roll', 's2:pass', 's2:pass'])
    expect(verdicts(folder)).toEqual(['ok', 'ok', 'not-your-turn'])
    const refused = folder.steps[2]
    expect(refused?.ok === false && refused.error.reason.en.length > 0).toBe(true)
    expect(folder.state.scores.s1).toBeGreaterThan(0)
    expect(folder.hash).toBe(fresh(doc).hash)
  })

  it('re-folds when a concurrent entry sorts before applied ones', () => {
    const carol = createEphemeralIdentity()
    const three = { ...init, seats: ['s1', 's2', 's3'] }
    const a = table()
    claimSeat(a, 's3', { name: 'Carol', colour: '#0f0', publicKey: carol.publicKey })
    const b = new Y.Doc()
    sync(a, b)
    const folderA = createLogFolder(a, tally, three)
    // Carol passes on her copy while Alice and Bob play their turns on theirs.
    act(b, carol, 's3', 'pass')
    act(a, alice, 's1', 'pass')
    act(a, bob, 's2', 'pass')
    expect(verdicts(folderA)).toEqual(['ok', 'ok'])
    sync(b, a)
    // Carol's entry has lamport 1 and seat s3: it lands between Alice's (1, s1) and Bob's (2, s2).
    expect(folderA.entries.map((e) => `${e.seat}@${e.lamport}`)).toEqual(['s1@1', 's3@1', 's2@2'])
    expect(verdicts(folderA)).toEqual(['ok', 'not-your-turn', 'ok'])
    expect(folderA.hash).toBe(createLogFolder(a, tally, three).hash)
  })

  it('drops a seat’s entries from the fold when the seat changes hands, and restores them', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    act(doc, alice, 's1', 'roll', '02'.repeat(16))
    act(doc, bob, 's2', 'pass')
    const before = folder.hash
    schema.seats(doc).delete('s1')
    expect(folder.entries.map((e) => e.seat)).toEqual(['s2'])
    expect(folder.rejected.map((r) => r.why)).toEqual(['seat-not-held'])
    expect(verdicts(folder)).toEqual(['not-your-turn'])
    expect(folder.hash).toBe(fresh(doc).hash)
    claimSeat(doc, 's1', { name: 'Alice', colour: '#f00', publicKey: alice.publicKey })
    expect(folder.hash).toBe(before)
  })

  it('ignores a forged entry and lists it', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    const mallory = createEphemeralIdentity()
    const forged = signEntry(mallory, { seat: 's1', n: 0, lamport: 1, prev: '', type: 'pass', payload: null })
    schema.logShard(doc, 's1').push([forged])
    expect(folder.entries).toEqual([])
    expect(folder.rejected).toEqual([{ entry: forged, why: 'seat-not-held' }])
  })

  it('stops listening after destroy', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    let changes = 0
    folder.onChange(() => changes++)
    folder.destroy()
    act(doc, alice, 's1', 'pass')
    expect(changes).toBe(0)
    expect(folder.entries).toEqual([])
  })
})

describe('insertionGroups', () => {
  const e = (id: number) => ({
    seat: 's1',
    n: id,
    lamport: id + 1,
    prev: '',
    type: 't',
    payload: null,
    pub: '',
    sig: '',
  })
  const [a, b, c, d, f] = [0, 1, 2, 3, 4].map(e) as LogEntry[]

  it('finds the runs added between and after the old entries', () => {
    expect(insertionGroups([a!, c!], [a!, b!, c!, d!, f!])).toEqual([
      { at: 1, entries: [b] },
      { at: 2, entries: [d, f] },
    ])
    expect(insertionGroups([], [a!])).toEqual([{ at: 0, entries: [a] }])
    expect(insertionGroups([a!], [a!])).toEqual([])
  })

  it('returns null when an old entry is gone', () => {
    expect(insertionGroups([a!, b!], [a!, c!])).toBeNull()
    expect(insertionGroups([a!], [])).toBeNull()
  })
})
