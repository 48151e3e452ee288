import { describe, expect, it } from 'vitest'
import { buildInviteLink, generateRoomCode, isValidRoomCode, parseInviteHash, parseRoomCode } from './room-code'

describe('room codes', () => {
  it('generates XXXX-XXXX codes from the Crockford alphabet that parse back to themselves', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const code = generateRoomCode()
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
      expect(parseRoomCode(code)).toEqual({ ok: true, code })
      seen.add(code)
    }
    // 40 random bits: 200 draws must not collide.
    expect(seen.size).toBe(200)
  })

  it('accepts the ways people type a code', () => {
    for (const typed of ['k7qf-2mxd', 'K7QF2MXD', ' k7qf 2mxd ', 'K7-QF-2M-XD']) {
      expect(parseRoomCode(typed)).toEqual({ ok: true, code: 'K7QF-2MXD' })
    }
  })

  it('folds look-alike letters: O to 0, I and L to 1', () => {
    expect(parseRoomCode('ABOO-ILIL')).toEqual({ ok: true, code: 'AB00-1111' })
  })

  it('refuses wrong lengths and letters outside the alphabet with a reason in both languages', () => {
    const short = parseRoomCode('ABC')
    expect(short.ok).toBe(false)
    if (!short.ok) {
      expect(short.reason.en).toMatch(/8 characters/)
      expect(short.reason.hu).toMatch(/8 karakter/)
    }
    const u = parseRoomCode('ABCD-EFGU')
    expect(u.ok).toBe(false)
    if (!u.ok) expect(u.reason.en).toContain('"U"')
    expect(isValidRoomCode('ABCD-EF*H')).toBe(false)
    expect(isValidRoomCode('')).toBe(false)
  })
})

describe('invite links', () => {
  it('builds and parses a link with every parameter', () => {
    const link = buildInviteLink('http://192.168.1.5:8080/', {
      code: 'K7QF-2MXD',
      name: 'Kovács Anna',
      password: 'p&w=#?',
      auto: true,
      create: true,
    })
    expect(link.startsWith('http://192.168.1.5:8080/#room=K7QF-2MXD&')).toBe(true)
    expect(parseInviteHash(link)).toEqual({
      code: 'K7QF-2MXD',
      name: 'Kovács Anna',
      password: 'p&w=#?',
      auto: true,
      create: true,
    })
  })

  it('leaves absent options out and replaces an old fragment', () => {
    const link = buildInviteLink('http://host/#room=OLD', { code: 'K7QF-2MXD' })
    expect(link).toBe('http://host/#room=K7QF-2MXD')
    expect(parseInviteHash(link)).toEqual({ code: 'K7QF-2MXD', auto: false, create: false })
  })

  it('reads location.hash forms and normalises the typed code', () => {
    expect(parseInviteHash('#room=k7qf2mxd&auto=1')).toEqual({ code: 'K7QF-2MXD', auto: true, create: false })
    expect(parseInviteHash('room=K7QF-2MXD&auto=0&create=true')?.create).toBe(true)
    expect(parseInviteHash('#room=K7QF-2MXD&auto=0')?.auto).toBe(false)
  })

  it('returns null without a valid room', () => {
    expect(parseInviteHash('')).toBeNull()
    expect(parseInviteHash('#name=Anna')).toBeNull()
    expect(parseInviteHash('#room=nope')).toBeNull()
  })
})
