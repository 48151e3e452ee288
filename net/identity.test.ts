import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createEphemeralIdentity, loadOrCreateIdentity, verify } from './identity'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('identity', () => {
  it('keeps the same key pair across reloads of the same database', async () => {
    const first = await loadOrCreateIdentity('id-test-reload')
    const again = await loadOrCreateIdentity('id-test-reload')
    expect(first.publicKey).toMatch(/^[0-9a-f]{64}$/)
    expect(again.publicKey).toBe(first.publicKey)
    // The reloaded identity signs as the same person.
    const sig = again.sign(bytes('hello'))
    expect(verify(first.publicKey, bytes('hello'), sig)).toBe(true)
  })

  it('gives another browser profile (database) another key', async () => {
    const a = await loadOrCreateIdentity('id-test-a')
    const b = await loadOrCreateIdentity('id-test-b')
    expect(a.publicKey).not.toBe(b.publicKey)
  })

  it('gives two tabs opening at once the same key', async () => {
    const [a, b] = await Promise.all([loadOrCreateIdentity('id-test-race'), loadOrCreateIdentity('id-test-race')])
    expect(a.publicKey).toBe(b.publicKey)
  })
})

describe('verify', () => {
  const me = createEphemeralIdentity()
  const other = createEphemeralIdentity()
  const message = bytes('move s1 token-3')
  const sig = me.sign(message)

  it('accepts a genuine signature', () => {
    expect(sig).toMatch(/^[0-9a-f]{128}$/)
    expect(verify(me.publicKey, message, sig)).toBe(true)
  })

  it('refuses a changed message, another key or a changed signature', () => {
    expect(verify(me.publicKey, bytes('move s1 token-4'), sig)).toBe(false)
    expect(verify(other.publicKey, message, sig)).toBe(false)
    const flipped = (sig[0] === '0' ? '1' : '0') + sig.slice(1)
    expect(verify(me.publicKey, message, flipped)).toBe(false)
  })

  it('returns false instead of throwing on garbage', () => {
    expect(verify('zz', message, sig)).toBe(false)
    expect(verify(me.publicKey, message, 'abc')).toBe(false)
    expect(verify('', message, '')).toBe(false)
  })
})
