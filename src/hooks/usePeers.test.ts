import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { Awareness } from 'y-protocols/awareness'
import { peersFrom, peersSource } from './usePeers'

const user = (name: string, colour = '#fff') => ({ user: { name, colour, publicKey: `key-${name}` } })

describe('peersFrom', () => {
  it('lists you first, then the others by name, skipping presences without a user', () => {
    const states = new Map<number, Record<string, unknown>>([
      [3, { ...user('Zoe'), seat: 's2' }],
      [1, user('Bob')],
      [2, user('Me')],
      [4, {}],
    ])
    expect(peersFrom(states, 2).map((p) => [p.name, p.self, p.seat])).toEqual([
      ['Me', true, null],
      ['Bob', false, null],
      ['Zoe', false, 's2'],
    ])
  })

  it('reads hostile presences as safe text and #rrggbb colours', () => {
    const states = new Map<number, Record<string, unknown>>([
      [1, { user: { name: 'M'.repeat(1_000_000), colour: 'url(https://evil.example/x.png)', publicKey: {} } }],
      [2, { user: { name: ['x'], colour: '#ABCDEF', publicKey: 'k'.repeat(100_000) }, seat: 's'.repeat(100_000) }],
    ])
    const peers = peersFrom(states, 0)
    const first = peers.find((p) => p.clientId === 1)
    const second = peers.find((p) => p.clientId === 2)
    expect(first).toMatchObject({ name: 'M'.repeat(64), colour: '#888888', publicKey: '' })
    expect(second).toMatchObject({ name: '', colour: '#abcdef', publicKey: '', seat: null })
  })
})

describe('peersSource', () => {
  it('keeps the same list while only cursors move', () => {
    const awareness = new Awareness(new Y.Doc())
    awareness.setLocalState({ ...user('Me'), seat: null, cursor: { x: 0, z: 0 } })
    const source = peersSource(awareness)
    let changes = 0
    const off = source.subscribe(() => changes++)
    const before = source.getSnapshot()
    awareness.setLocalStateField('cursor', { x: 1, z: 2 })
    expect(source.getSnapshot()).toBe(before)
    awareness.setLocalStateField('user', { name: 'Renamed', colour: '#fff', publicKey: 'k' })
    expect(source.getSnapshot()).not.toBe(before)
    expect(source.getSnapshot()[0]?.name).toBe('Renamed')
    expect(changes).toBeGreaterThan(0)
    off()
    awareness.destroy()
  })
})
