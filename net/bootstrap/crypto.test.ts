import { afterEach, describe, expect, it, vi } from 'vitest'
import { boxContext, deriveBootstrapKey, open, seal } from './crypto'

const text = (s: string) => new TextEncoder().encode(s)

describe('bootstrap crypto', () => {
  it('opens what the same password and room sealed', async () => {
    const a = await deriveBootstrapKey('hunter2', 'K7QF-2MXD')
    const b = await deriveBootstrapKey('hunter2', 'K7QF-2MXD')
    const box = await seal(a, text('the document'), boxContext('r1', 'state'))
    expect(await open(b, box, boxContext('r1', 'state'))).toEqual(text('the document'))
  })

  it('cannot open with a wrong password', async () => {
    const right = await deriveBootstrapKey('hunter2', 'K7QF-2MXD')
    const wrong = await deriveBootstrapKey('hunter3', 'K7QF-2MXD')
    const box = await seal(right, text('secret'), boxContext('r1', 'ans'))
    expect(await open(wrong, box, boxContext('r1', 'ans'))).toBeNull()
  })

  it('gives a different key for the same password in another room', async () => {
    const here = await deriveBootstrapKey('same', 'AAAA-AAAA')
    const there = await deriveBootstrapKey('same', 'BBBB-BBBB')
    const box = await seal(here, text('x'), boxContext('r', 'ans'))
    expect(await open(there, box, boxContext('r', 'ans'))).toBeNull()
  })

  it('works without a password (the room code is then the secret)', async () => {
    const a = await deriveBootstrapKey('', 'K7QF-2MXD')
    const box = await seal(a, text('open room'), boxContext('r', 'ans'))
    expect(await open(await deriveBootstrapKey('', 'K7QF-2MXD'), box, boxContext('r', 'ans'))).toEqual(
      text('open room'),
    )
    expect(await open(await deriveBootstrapKey('', 'OTHER-ROOM'), box, boxContext('r', 'ans'))).toBeNull()
  })

  it('refuses a box replayed as another kind or into another request', async () => {
    const key = await deriveBootstrapKey('pw', 'ROOM')
    const box = await seal(key, text('hello'), boxContext('r1', 'back'))
    expect(await open(key, box, boxContext('r1', 'state'))).toBeNull()
    expect(await open(key, box, boxContext('r2', 'back'))).toBeNull()
  })

  it('refuses a box with one flipped bit, and a truncated one', async () => {
    const key = await deriveBootstrapKey('pw', 'ROOM')
    const box = await seal(key, text('payload'), boxContext('r', 'state'))
    const tampered = box.slice()
    tampered[20] = (tampered[20] as number) ^ 1
    expect(await open(key, tampered, boxContext('r', 'state'))).toBeNull()
    expect(await open(key, box.subarray(0, 10), boxContext('r', 'state'))).toBeNull()
  })

  it('uses a fresh IV every time, so equal plaintexts give different boxes', async () => {
    const key = await deriveBootstrapKey('pw', 'ROOM')
    const a = await seal(key, text('same'), boxContext('r', 'ans'))
    const b = await seal(key, text('same'), boxContext('r', 'ans'))
    expect(a).not.toEqual(b)
  })

  describe('on a plain-http page (no WebCrypto subtle, as on a LAN address)', () => {
    afterEach(() => vi.unstubAllGlobals())

    it('still derives keys, seals and opens', async () => {
      const getRandomValues = crypto.getRandomValues.bind(crypto)
      vi.stubGlobal('crypto', { getRandomValues })
      const key = await deriveBootstrapKey('lan-party', 'LANR00M1')
      const context = boxContext('r1', 'hello')
      const box = await seal(key, new TextEncoder().encode('the table'), context)
      expect(new TextDecoder().decode((await open(key, box, context))!)).toBe('the table')
    })

    it('derives the same key as WebCrypto, so http and https peers of one room understand each other', async () => {
      const subtle = crypto.subtle
      vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
      const inJavaScript = await deriveBootstrapKey('mixed', 'MIXEDR00')
      vi.unstubAllGlobals()
      const material = await subtle.importKey('raw', new TextEncoder().encode('mixed'), 'PBKDF2', false, ['deriveBits'])
      const salt = new TextEncoder().encode('holotable-bootstrap/v1/MIXEDR00')
      const bits = await subtle.deriveBits(
        { name: 'PBKDF2', salt, iterations: 100_000, hash: 'SHA-256' },
        material,
        256,
      )
      expect([...inJavaScript]).toEqual([...new Uint8Array(bits)])
    })
  })
})
