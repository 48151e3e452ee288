import { describe, expect, it } from 'vitest'
import { START_TYPE } from '../../net/game-start'
import { createEphemeralIdentity } from '../../net/identity'
import { ledgerOf } from '../../net/ledger'
import { entryHash } from '../../net/log-entry'
import { answerRoll, appendRoll, roomDoc, sit } from '../../net/testing/rolls'
import { firstPendingRoll, pendingRollSource } from './usePendingRoll'

/** Anna at s1 and Béla at s2 in a fresh room. */
function table() {
  const doc = roomDoc()
  const anna = createEphemeralIdentity()
  const bela = createEphemeralIdentity()
  sit(doc, anna, 's1', 'Anna')
  sit(doc, bela, 's2', 'Béla')
  return { doc, anna, bela }
}

describe('firstPendingRoll', () => {
  it('finds the game’s roll that waits, with whose share is missing, until it is answered', () => {
    const { doc, anna, bela } = table()
    expect(firstPendingRoll(ledgerOf(doc), 'hoth')).toBeNull()
    const rolled = appendRoll(doc, anna, 's1', 'hoth', { type: 'attack', payload: null }, ['s2'])
    if (!rolled.ok) throw new Error(rolled.reason.en)
    const hash = entryHash(rolled.entry)
    expect(firstPendingRoll(ledgerOf(doc), 'hoth')).toEqual({ entry: { seat: 's1' }, hash, waitingFor: ['s2'] })
    expect(firstPendingRoll(ledgerOf(doc), 'tabletop')).toBeNull()
    answerRoll(doc, hash, [{ seat: 's2', identity: bela }])
    expect(firstPendingRoll(ledgerOf(doc), 'hoth')).toBeNull()
  })

  it('leaves the start roll to the setup screen', () => {
    const { doc, anna } = table()
    appendRoll(doc, anna, 's1', 'hoth', { type: START_TYPE, payload: null }, ['s2'])
    expect(firstPendingRoll(ledgerOf(doc), 'hoth')).toBeNull()
  })
})

describe('pendingRollSource', () => {
  it('tells its subscriber when the log changes and keeps the snapshot while the roll is the same', () => {
    const { doc, anna, bela } = table()
    const source = pendingRollSource(doc, 'hoth')
    let calls = 0
    const stop = source.subscribe(() => calls++)
    expect(source.getSnapshot()).toBeNull()
    const rolled = appendRoll(doc, anna, 's1', 'hoth', { type: 'attack', payload: null }, ['s2'])
    if (!rolled.ok) throw new Error(rolled.reason.en)
    expect(calls).toBeGreaterThan(0)
    const first = source.getSnapshot()
    expect(first?.waitingFor).toEqual(['s2'])
    expect(source.getSnapshot()).toBe(first)
    answerRoll(doc, entryHash(rolled.entry), [{ seat: 's2', identity: bela }])
    expect(source.getSnapshot()).toBeNull()
    stop()
  })
})
