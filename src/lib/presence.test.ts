import { describe, expect, it } from 'vitest'
import { parsePresence } from './presence'

describe('parsePresence', () => {
  it('reads a well-formed presence', () => {
    expect(
      parsePresence({
        user: { name: 'Ada', colour: '#ff8800', publicKey: 'k' },
        cursor: { x: 1, z: 2 },
        drag: { id: 'c1', x: 3, z: 4 },
      }),
    ).toEqual({ name: 'Ada', colour: '#ff8800', cursor: { x: 1, z: 2 }, drag: { id: 'c1', x: 3, z: 4 } })
  })

  it('treats junk from a peer as absent', () => {
    expect(parsePresence(null)).toBeNull()
    expect(parsePresence('x')).toBeNull()
    expect(
      parsePresence({
        user: { name: 5, colour: 'red; background: url(x)' },
        cursor: { x: 'a', z: 1 },
        drag: { id: 1 },
      }),
    ).toEqual({ name: '?', colour: '#58d0ff', cursor: null, drag: null })
    expect(parsePresence({ cursor: { x: Infinity, z: 0 } })?.cursor).toBeNull()
  })

  it('accepts only #rrggbb colours and caps the name', () => {
    const user = (colour: unknown, name: unknown = 'Ada') => parsePresence({ user: { name, colour } })
    expect(user('#FF8800')?.colour).toBe('#ff8800')
    for (const bad of ['url(https://evil.example/x.png)', '#f80;background:url(x)', '#f80', 'red']) {
      expect(user(bad)?.colour).toBe('#58d0ff')
    }
    expect(user('#ff8800', 'A'.repeat(1_000_000))?.name).toBe('A'.repeat(40))
    expect(user('#ff8800', '\u202eAda\u0000')?.name).toBe('Ada')
  })
})
