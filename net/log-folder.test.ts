import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { tally, type TallyState } from '../engine'
import { createEphemeralIdentity, type Identity } from './identity'
import { ledgerOf } from './ledger'
import { createLogFolder, type LogFolder } from './log-folder'
import { entryHash, signEntry } from './log-entry'
import { schema } from './schema'
import { claimSeat, releaseSeat } from './seats'
import { appendEntry } from './signed-log'
import { answerRoll, appendRoll, roomDoc, rollNow, sit, TEST_ROOM } from './testing/rolls'

const init = { config: { target: 1000 }, seats: ['s1', 's2'], entropy: 'ab'.repeat(16) }
const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()

/** A room with Alice at s1 and Bob at s2. */
function table(): Y.Doc {
  const doc = roomDoc()
  sit(doc, alice, 's1', 'Alice')
  sit(doc, bob, 's2', 'Bob')
  return doc
}

/** The seat and identity of the other player of the two-seat table. */
const opponent = (seat: string) => (seat === 's1' ? { seat: 's2', identity: bob } : { seat: 's1', identity: alice })

/** Appends a tally action `type` as `seat`; `roll` makes it a roll answered at once by the other player. */
function act(doc: Y.Doc, who: Identity, seat: string, type: string, roll = false): void {
  const result = roll
    ? rollNow(doc, who, seat, 'tally', { type }, [opponent(seat)])
    : appendEntry(doc, who, seat, { game: 'tally', type })
  if (!result.ok) throw new Error(result.reason.en)
}

const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)))
/** The engine's verdict per folded entry: 'ok' or the refusal's code. */
const verdicts = (folder: LogFolder<TallyState>) => folder.steps.map((s) => (s.ok ? 'ok' : s.error.code))
/** What the folder folded, as seat:type. */
const folded = (folder: LogFolder<TallyState>) => folder.entries.map((e) => `${e.seat}:${e.type}`)
/** A folder built from scratch over the same document: what every late joiner computes. */
const fresh = (doc: Y.Doc) => createLogFolder(doc, tally, init)

describe('createLogFolder', () => {
  it('folds the game’s moves as they are appended, with the engine’s verdict per move', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    let changes = 0
    folder.onChange(() => changes++)
    act(doc, alice, 's1', 'roll', true)
    act(doc, bob, 's2', 'pass')
    act(doc, bob, 's2', 'pass') // not Bob's turn any more
    // One call per change of the log: the roll, Bob's share, two passes.
    expect(changes).toBe(4)
    expect(folded(folder)).toEqual(['s1:roll', 's2:pass', 's2:pass'])
    expect(verdicts(folder)).toEqual(['ok', 'ok', 'not-your-turn'])
    const refused = folder.steps[2]
    expect(refused?.ok === false && refused.error.reason.en.length > 0).toBe(true)
    expect(folder.state.scores.s1).toBeGreaterThan(0)
    expect(folder.rollAt(0)).toMatchObject({ state: 'complete', contributors: ['s2'] })
    expect(folder.hash).toBe(fresh(doc).hash)
  })

  it('waits at a roll until the other player’s share is in, then plays on', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    const roll = appendRoll(doc, alice, 's1', 'tally', { type: 'roll' }, ['s2'])
    if (!roll.ok) throw new Error(roll.reason.en)
    act(doc, bob, 's2', 'pass')
    expect(folder.entries).toEqual([])
    expect(folder.pending).toMatchObject({ hash: entryHash(roll.entry), waitingFor: ['s2'] })
    answerRoll(doc, entryHash(roll.entry), [{ seat: 's2', identity: bob }])
    expect(folder.pending).toBeNull()
    expect(folded(folder)).toEqual(['s1:roll', 's2:pass'])
    expect(verdicts(folder)).toEqual(['ok', 'ok'])
  })

  it('refuses a roll the roller drew alone while the other player sits', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    const alone = appendRoll(doc, alice, 's1', 'tally', { type: 'roll' }, [])
    expect(alone.ok).toBe(true)
    expect(verdicts(folder)).toEqual(['unfair-entropy'])
    expect(folder.state.scores.s1 ?? 0).toBe(0)
  })

  it('re-folds when a concurrent move sorts before applied ones', () => {
    const carol = createEphemeralIdentity()
    const three = { ...init, seats: ['s1', 's2', 's3'] }
    const a = table()
    sit(a, carol, 's3', 'Carol')
    const b = roomDoc()
    sync(a, b)
    const folderA = createLogFolder(a, tally, three)
    // Carol passes on her copy while Alice and Bob play their turns on theirs.
    act(b, carol, 's3', 'pass')
    act(a, alice, 's1', 'pass')
    act(a, bob, 's2', 'pass')
    expect(verdicts(folderA)).toEqual(['ok', 'ok'])
    sync(b, a)
    // Carol's move has Alice's clock and seat s3: it lands between Alice's (s1) and Bob's (one later).
    expect(folderA.entries.map((e) => e.seat)).toEqual(['s1', 's3', 's2'])
    expect(folderA.entries[0]!.lamport).toBe(folderA.entries[1]!.lamport)
    expect(verdicts(folderA)).toEqual(['ok', 'not-your-turn', 'ok'])
    expect(folderA.hash).toBe(createLogFolder(a, tally, three).hash)
  })

  it('keeps the moves already made when a player leaves mid-game, and the newcomer plays on', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    act(doc, alice, 's1', 'roll', true)
    act(doc, bob, 's2', 'pass')
    const before = folder.hash
    releaseSeat(doc, alice)
    expect(folder.hash).toBe(before)
    const carol = createEphemeralIdentity()
    expect(claimSeat(doc, carol, 's1', { name: 'Carol', colour: '#00ff00' }).ok).toBe(true)
    act(doc, carol, 's1', 'pass')
    expect(folded(folder)).toEqual(['s1:roll', 's2:pass', 's1:pass'])
    expect(verdicts(folder)).toEqual(['ok', 'ok', 'ok'])
    expect(folder.hash).toBe(fresh(doc).hash)
  })

  it('folds only its own game: another game’s moves in the same room never reach it', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    expect(appendEntry(doc, alice, 's1', { game: 'hoth', type: 'pass' }).ok).toBe(true)
    act(doc, alice, 's1', 'pass')
    expect(folded(folder)).toEqual(['s1:pass'])
    expect(verdicts(folder)).toEqual(['ok'])
  })

  it('ignores a forged move and lists it', () => {
    const doc = table()
    const folder = createLogFolder(doc, tally, init)
    const mallory = createEphemeralIdentity()
    const head = ledgerOf(doc).head('s1')
    const bobs = ledgerOf(doc).head('s2') // what an honest append of s1 names as seen
    const forged = signEntry(TEST_ROOM, mallory, {
      game: 'tally',
      seat: 's1',
      n: head.n,
      lamport: 1 + Math.max(head.lamport, bobs.lamport),
      seen: [bobs.head],
      prev: head.head,
      type: 'pass',
      payload: null,
    })
    schema.logShard(doc, 's1').push([forged])
    expect(folder.entries).toEqual([])
    expect(folder.rejected).toEqual([{ entry: forged, why: 'not-holder' }])
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
