import { describe, expect, it } from 'vitest'
import { ABILITIES, isAbilityId } from './abilities'
import { characterById, CHARACTERS } from './characters'
import { ERA_FACTIONS, FACTIONS, isFaction } from './factions'

describe('the character table', () => {
  it('holds the four documented figures with their stat lines (rules-facts §3.3)', () => {
    const line = (id: string) => {
      const c = characterById(id)!
      return [c.cost, c.hp, c.defense, c.attack, c.damage, c.force]
    }
    expect(line('obi-wan-kenobi')).toEqual([38, 100, 19, 14, 20, 5])
    expect(line('luke-skywalker-champion')).toEqual([49, 110, 20, 13, 20, 2])
    expect(line('darth-vader')).toEqual([47, 140, 21, 14, 20, 4])
    expect(line('death-star-trooper')).toEqual([6, 10, 14, 6, 10, null])
    expect(characterById('__proto__')).toBeUndefined()
  })

  it('has unique ids and sane numbers', () => {
    expect(new Set(CHARACTERS.map((c) => c.id)).size).toBe(CHARACTERS.length)
    for (const c of CHARACTERS) {
      expect(c.id).toMatch(/^[a-z0-9-]+$/)
      expect(c.name.en && c.name.hu, c.id).toBeTruthy()
      for (const n of [c.cost, c.hp, c.defense, c.attack, c.damage])
        expect(Number.isSafeInteger(n) && n > 0, c.id).toBe(true)
      expect(c.force === null || (Number.isSafeInteger(c.force) && c.force >= 0), c.id).toBe(true)
      expect(isFaction(c.faction), c.id).toBe(true)
    }
  })

  it('refers to abilities by id, numbers only where the ability takes one, Force powers only with Force', () => {
    for (const c of CHARACTERS) {
      for (const [refs, kind] of [
        [c.abilities, 'special'],
        [c.forcePowers, 'force'],
      ] as const) {
        for (const ref of refs) {
          expect(isAbilityId(ref.id), `${c.id} ${ref.id}`).toBe(true)
          const info = ABILITIES[ref.id]
          expect(info.kind, `${c.id} ${ref.id}`).toBe(kind)
          expect('n' in info, `${c.id} ${ref.id} number`).toBe(ref.n !== undefined)
        }
      }
      // "Néhány karakternek van Erő-érzékenysége, egy pontszám, amit el tudnak költeni bizonyos Erő képességekre."
      if (c.forcePowers.length > 0) expect(c.force, c.id).not.toBeNull()
    }
  })

  it('marks troopers by name, as the glossary does', () => {
    // "trooper - katona: Bizonyos karakterek megnevezésében szerepel a katona (trooper) szó"
    for (const c of CHARACTERS) expect(c.traits.includes('trooper'), c.id).toBe(/trooper/i.test(c.name.en))
  })

  it('gives unique characters a group, and keeps the partial card marked', () => {
    for (const c of CHARACTERS) if (c.unique) expect(c.unique.group).toMatch(/^[a-z0-9-]+$/)
    expect(CHARACTERS.filter((c) => c.completeness === 'partial').map((c) => c.id)).toEqual(['luke-skywalker-champion'])
  })

  it('names every ability in both languages, and the era table only known factions', () => {
    for (const [id, a] of Object.entries(ABILITIES)) {
      expect(id).toMatch(/^[a-z0-9-]+$/)
      expect(a.en && a.hu, id).toBeTruthy()
      if (a.kind === 'special') expect('cost' in a, id).toBe(false)
    }
    expect(isAbilityId('constructor')).toBe(false)
    for (const sides of Object.values(ERA_FACTIONS))
      for (const fs of Object.values(sides)) for (const f of fs) expect(FACTIONS).toContain(f)
  })
})
