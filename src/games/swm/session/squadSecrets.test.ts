import { describe, expect, it } from 'vitest'
import { squad } from '../../../../engine/games/swm/testing/skirmish'
import { sealSquad, squadSecret } from './squadSecrets'
import type { SecretStore } from './squadSecrets'

function memory(): SecretStore & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) }
}

const LIST = squad('rebel', ['obi-wan-kenobi', 1])

describe('a squad kept secret until the reveal', () => {
  it('keeps the list and salt here and gives only the commitment out', () => {
    const store = memory()
    const sealed = sealSquad('ROOM', 's1', LIST, store)
    if (!sealed.ok) throw new Error(sealed.reason.en)
    expect(sealed.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(sealed.hash).not.toContain('obi-wan')
    expect(squadSecret('ROOM', 's1', sealed.hash, store)?.list).toEqual(LIST)
    // Another seat, room or commitment holds nothing.
    expect(squadSecret('ROOM', 's2', sealed.hash, store)).toBeNull()
    expect(squadSecret('OTHER', 's1', sealed.hash, store)).toBeNull()
  })

  it('refuses a kept list that no longer opens its commitment, and corrupt storage, without throwing', () => {
    const store = memory()
    const sealed = sealSquad('ROOM', 's1', LIST, store)
    if (!sealed.ok) throw new Error(sealed.reason.en)
    const [k, v] = [...store.items][0]!
    store.items.set(k, v.replace('obi-wan-kenobi', 'darth-vader'))
    expect(squadSecret('ROOM', 's1', sealed.hash, store)).toBeNull()
    store.items.set(k, '{not json')
    expect(squadSecret('ROOM', 's1', sealed.hash, store)).toBeNull()
  })

  it('does not commit when the browser will not keep the secret, or when the list is malformed', () => {
    const full: SecretStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(sealSquad('ROOM', 's1', LIST, full)).toMatchObject({ ok: false })
    expect(sealSquad('ROOM', 's1', { faction: 'rebel', characters: 'all' } as never, memory())).toMatchObject({
      ok: false,
    })
  })
})
