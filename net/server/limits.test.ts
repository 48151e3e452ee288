import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { AddressCounter, addressKey, clientAddress, DEFAULT_LIMITS, resolveLimits } from './limits'

const request = (remoteAddress: string, forwarded?: string): IncomingMessage =>
  ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as IncomingMessage

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and groups IPv6 by /64', () => {
    expect(addressKey('192.168.1.20')).toBe('192.168.1.20')
    expect(addressKey('::ffff:10.0.0.5')).toBe('10.0.0.5')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    expect(addressKey('unknown')).toBe('unknown')
  })
})

describe('clientAddress', () => {
  it('uses the socket address unless told to trust a proxy', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), false)).toBe('127.0.0.1')
    // Behind a proxy the last entry is the one the proxy appended; earlier ones are the client's word.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.9'), true)).toBe('203.0.113.9')
    expect(clientAddress(request('127.0.0.1', 'junk'), true)).toBe('127.0.0.1')
    expect(clientAddress(request('127.0.0.1'), true)).toBe('127.0.0.1')
  })
})

describe('AddressCounter', () => {
  it('refuses past the cap and frees a slot on remove', () => {
    const counter = new AddressCounter()
    expect(counter.tryAdd('a', 2)).toBe(true)
    expect(counter.tryAdd('a', 2)).toBe(true)
    expect(counter.tryAdd('a', 2)).toBe(false)
    expect(counter.tryAdd('b', 2)).toBe(true)
    counter.remove('a')
    expect(counter.count('a')).toBe(1)
    expect(counter.tryAdd('a', 2)).toBe(true)
    counter.remove('b')
    expect(counter.count('b')).toBe(0)
  })
})

describe('resolveLimits', () => {
  it('overrides defaults and keeps byte bursts at least one frame', () => {
    const limits = resolveLimits({ signalByteBurst: 10, signalSocketsPerAddress: 5000 }, 1024)
    expect(limits).toMatchObject({ signalByteBurst: 1024, signalSocketsPerAddress: 5000 })
    expect(limits.peerJsByteBurst).toBeGreaterThanOrEqual(DEFAULT_LIMITS.peerJsMaxPayload)
  })
})
