import { describe, expect, it } from 'vitest'
import { hostLabel, hostName, parseHost } from './hosts'
import { keywordName, matchName, parseKeyword, parseMatch } from './keywords'
import { parseRow } from './rows'

const place = { id: 'x', set: 1, position: 2, side: 'light', affiliation: 'jedi' } as const

describe('SWLCG row parser', () => {
  it('reads every field of a unit row', () => {
    const card = parseRow(
      'Unit | Guardian | u c2 f1 d2 r1 i1.0.2 e0.1.0 | Character, Force Sensitive | Shielding, Protect (Character)',
      place,
    )
    expect(card).toMatchObject({
      id: 'x',
      type: 'unit',
      title: 'Guardian',
      unique: true,
      cost: 2,
      force: 1,
      damageCapacity: 2,
      resources: 1,
      combatIcons: { unitDamage: 1, blastDamage: 0, tactics: 2 },
      edgeIcons: { unitDamage: 0, blastDamage: 1, tactics: 0 },
      traits: ['Character', 'Force Sensitive'],
      keywords: [{ k: 'shielding' }, { k: 'protect', match: { trait: 'Character' } }],
      enhance: null,
    })
  })

  it('reads an enhancement host and neutral, limit-1 and affiliation-only marks', () => {
    expect(parseRow('Enhancement | X | n c1 f0 | Location | Limited | on play area', place)).toMatchObject({
      affiliation: 'neutral',
      keywords: [{ k: 'limited' }],
      enhance: { on: 'playArea' },
    })
    expect(parseRow('Enhancement | X | c1 | | | on friendly Character unit', place).enhance).toEqual({
      on: 'unit',
      traitAny: ['Character'],
      controller: 'friendly',
    })
    expect(parseRow('Objective | X | d5 r1 L A', place)).toMatchObject({
      limitOnePerObjectiveDeck: true,
      affiliationOnly: true,
    })
  })

  it('refuses a row it cannot read instead of dropping a stat', () => {
    expect(() => parseRow('Unit | X | c4 z9', place)).toThrow(/unknown stat/)
    expect(() => parseRow('Vehicle | X | c4', place)).toThrow(/bad card row/)
    expect(() => parseRow('Unit | X | i2.1', place)).toThrow(/combat icons/)
    expect(() => parseRow('Unit | X | c1 | Character | Protect', place)).toThrow(/unknown keyword/)
    expect(() => parseRow('Unit | X | c1 | Character | Edge', place)).toThrow(/unknown keyword/)
    expect(() => parseRow('Unit | X | c1 | Character | Sneaky', place)).toThrow(/unknown keyword/)
    expect(() => parseRow('Enhancement | X | c1 | Weapon', place)).toThrow(/without a host/)
    expect(() => parseRow('Unit | X | c1 | | | on play area', place)).toThrow(/no enhancement/)
    expect(() => parseRow('Enhancement | X | c1 | | | play area', place)).toThrow(/bad host/)
    expect(() => parseRow('Enhancement | X | c1 | | | on a vehicle', place)).toThrow(/bad host/)
    expect(() => parseRow('Enhancement | X | c1 | | | on play area | more', place)).toThrow(/bad card row/)
  })
})

describe('SWLCG keyword and host notation', () => {
  it('parses Edge and Protect parameters and writes them back', () => {
    expect(parseKeyword('Edge (2)')).toEqual({ k: 'edge', n: 2 })
    expect(parseMatch('Character')).toEqual({ trait: 'Character' })
    expect(parseMatch('objective')).toEqual({ type: 'objective' })
    expect(parseMatch('unique unit')).toEqual({ type: 'unit', unique: true })
    expect(parseMatch('Coruscant')).toEqual({ trait: 'Coruscant' })
    expect(parseMatch('')).toBeNull()
    for (const text of [
      'Elite',
      'Limited',
      'Shielding',
      'Targeted Strike',
      'No Enhancements',
      'Influence',
      'Edge (1)',
      'Protect (Character)',
      'Protect (objective)',
      'Protect (unique unit)',
      'Protect (Capital Ship unit)',
    ]) {
      const keyword = parseKeyword(text)
      expect(keyword, text).not.toBeNull()
      expect(keywordName(keyword!)).toBe(text)
    }
    expect(matchName({ type: 'unit', unique: true })).toBe('unique unit')
  })

  it('parses every host form and writes it back', () => {
    for (const text of [
      'play area',
      'Death Star dial',
      'objective',
      'enemy objective',
      'friendly objective',
      'Character unit',
      'enemy Character unit',
      'Force User or Force Sensitive unit',
      'friendly Vehicle unit',
    ]) {
      const host = parseHost(text)
      expect(host, text).not.toBeNull()
      expect(hostName(host!)).toBe(text)
    }
    expect(parseHost('Force User or Force Sensitive unit')).toEqual({
      on: 'unit',
      traitAny: ['Force User', 'Force Sensitive'],
    })
    expect(hostLabel({ on: 'objective', controller: 'enemy' })).toEqual({
      en: 'an enemy objective',
      hu: 'egy ellenséges cél',
    })
    expect(hostLabel({ on: 'unit', traitAny: ['Vehicle'] })).toEqual({ en: 'a Vehicle unit', hu: 'egy Vehicle egység' })
  })
})
