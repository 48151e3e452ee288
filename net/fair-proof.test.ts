import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { sha256Hex, tally } from '../engine'
import { checkFairEntropy, deriveEntropy } from './fair-proof'
import { createEphemeralIdentity } from './identity'
import { createLogFolder } from './log-folder'
import { schema, type LogEntry } from './schema'
import { claimSeat, listSeats } from './seats'
import { appendSignedAction } from './signed-log'
import { appendFairAction } from './testing/fair-roll'

const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()
const carol = createEphemeralIdentity()
const init = { config: { target: 1000 }, seats: ['s1', 's2'], entropy: 'ab'.repeat(16) }

function table(): Y.Doc {
  const doc = new Y.Doc()
  claimSeat(doc, 's1', { name: 'Alice', colour: '#f00', publicKey: alice.publicKey })
  claimSeat(doc, 's2', { name: 'Bob', colour: '#00f', publicKey: bob.publicKey })
  return doc
}
const holderOf = (doc: Y.Doc) => (seat: string) => listSeats(doc)[seat]?.publicKey ?? null
const lastEntry = (doc: Y.Doc, seat: string) => schema.logShard(doc, seat).toArray().at(-1) as LogEntry
const verdict = (doc: Y.Doc) => createLogFolder(doc, tally, init).steps.map((s) => (s.ok ? 'ok' : s.error.code))

describe('fair entropy proofs', () => {
  it('accepts a roll drawn from the actor’s secret and the other seat’s share', () => {
    const doc = table()
    expect(appendFairAction(doc, alice, 's1', { type: 'roll' }, [{ seat: 's2', identity: bob }]).ok).toBe(true)
    const entry = lastEntry(doc, 's1')
    expect(checkFairEntropy(entry, holderOf(doc))).toBeNull()
    expect(verdict(doc)).toEqual(['ok'])
  })

  it('gives a different value for a different share: the other seat really contributes', () => {
    const doc = table()
    appendFairAction(doc, alice, 's1', { type: 'roll' }, [{ seat: 's2', identity: bob }])
    const { fair, entropy } = lastEntry(doc, 's1')
    const otherShare = [{ ...fair!.shares[0]!, share: sha256Hex('another share') }]
    expect(deriveEntropy(fair!.secret, otherShare, 32)).not.toBe(entropy)
    expect(deriveEntropy(fair!.secret, fair!.shares, 32)).toBe(entropy)
  })

  it('refuses entropy without a proof, with the reason on every peer', () => {
    const doc = table()
    appendSignedAction(doc, alice, 's1', { type: 'roll', entropy: '07'.repeat(32) })
    const folder = createLogFolder(doc, tally, init)
    const step = folder.steps[0]!
    expect(step.ok).toBe(false)
    expect(!step.ok && step.error.code).toBe('unfair-entropy')
    expect(!step.ok && step.error.reason.en).toMatch(
      /not drawn together with the other players \(the proof is missing\)/,
    )
  })

  it('refuses a share signed by someone who does not hold that seat (the actor inventing an opponent)', () => {
    const doc = table()
    appendFairAction(doc, alice, 's1', { type: 'roll' }, [{ seat: 's2', identity: carol }])
    expect(checkFairEntropy(lastEntry(doc, 's1'), holderOf(doc))?.reason.en).toMatch(/share is not from its holder/)
    expect(verdict(doc)).toEqual(['unfair-entropy'])
  })

  it('refuses a roll with no other share, or with a share of its own seat', () => {
    const doc = table()
    appendFairAction(doc, alice, 's1', { type: 'roll' }, [])
    expect(verdict(doc)).toEqual(['unfair-entropy'])
    const solo = table()
    appendFairAction(solo, alice, 's1', { type: 'roll' }, [{ seat: 's1', identity: alice }])
    expect(verdict(solo)).toEqual(['unfair-entropy'])
  })

  it('refuses entropy that does not follow from the proof, and a secret for another action', () => {
    const doc = table()
    appendFairAction(doc, alice, 's1', { type: 'roll' }, [{ seat: 's2', identity: bob }])
    const good = lastEntry(doc, 's1')
    const changedValue = { ...good, entropy: 'ff'.repeat(32) }
    expect(checkFairEntropy(changedValue, holderOf(doc))?.reason.en).toMatch(/does not follow from the shares/)
    const otherAction = { ...good, type: 'pass' }
    expect(checkFairEntropy(otherAction, holderOf(doc))?.reason.en).toMatch(/secret is not the actor's/)
  })

  it('judges shares by the seat’s current holder, re-folding when holders change', () => {
    const doc = table()
    appendFairAction(doc, alice, 's1', { type: 'roll' }, [{ seat: 's2', identity: bob }])
    const folder = createLogFolder(doc, tally, init)
    expect(folder.steps[0]!.ok).toBe(true)
    schema.seats(doc).set('s2', { name: 'Carol', colour: '#0f0', publicKey: carol.publicKey })
    expect(folder.steps[0]!.ok).toBe(false)
    expect(folder.hash).toBe(createLogFolder(doc, tally, init).hash)
  })

  it('treats a malformed proof as a malformed entry', () => {
    const doc = table()
    appendFairAction(doc, alice, 's1', { type: 'roll' }, [{ seat: 's2', identity: bob }])
    const good = lastEntry(doc, 's1')
    const shard = schema.logShard(doc, 's2')
    shard.push([{ ...good, seat: 's2', fair: { secret: 'zz', shares: [] } } as unknown as LogEntry])
    expect(createLogFolder(doc, tally, init).rejected.map((r) => r.why)).toEqual(['malformed'])
  })
})
