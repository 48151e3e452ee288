/** Modifiers as records, cover, and the stacking rules (analysis §9a). */
import { describe, expect, it } from 'vitest'
import { fixture } from '../testing/roster'
import { resolveAttackRoll } from './attackRoll'
import { countModifiers, coverModifier, modifierTotal, type Modifier } from './modifiers'

const attacker = fixture('clone-trooper', 'Clone Trooper', { attack: 6 })
const droid = fixture('super-battle-droid', 'Super Battle Droid', { defense: 15, traits: ['droid'] })
const commander = (figure: string, n: number): Modifier => ({
  stat: 'attack',
  n,
  source: { kind: 'commander', figure },
  reason: { hu: 'Klón parancsnok', en: 'Clone Commander' },
})

describe('cover and stacking', () => {
  it('"A fedezékben lévő karakter +4 védekezési bónuszt kap"; Advantageous Cover: "+8 … a +4 helyett"', () => {
    expect(coverModifier(false, droid)).toBeNull()
    expect(coverModifier(true, droid)).toMatchObject({ stat: 'defense', n: 4, reason: { en: 'cover' } })
    const sly = fixture('sly', 'Sly', { abilities: [{ id: 'advantageous-cover' }] })
    expect(coverModifier(true, sly)).toMatchObject({ n: 8, source: { kind: 'cover', advantageous: true } })
  })

  it('"Egy karakter soha nem lehet „dupla fedezékben”": a second cover record is listed but not counted', () => {
    const cover = coverModifier(true, droid)!
    const r = resolveAttackRoll({ attacker, target: droid, natural: 10, modifiers: [cover, cover] })
    if (!r.ok) throw new Error(r.error.reason.en)
    expect(r.value.needed).toBe(19)
    expect(r.value.defenseModifiers.map((m) => m.applied)).toEqual([true, false])
    expect(r.value.defenseModifiers[1]?.ignoredBecause?.en).toMatch(/does not stack/)
    // Natural 10 + 6 = 16 against 15 + 4 = 19: the cover turns a hit into a miss; the die needs 13.
    expect(r.value).toMatchObject({ total: 16, outcome: 'miss', neededOnDie: 13 })
  })

  it('commander effects: "csak a legmagasabb érték számít" — two Clone Commanders give +3, not +6', () => {
    const counted = countModifiers([commander('cc-1', 3), commander('cc-2', 3), commander('cc-3', 2)], 'attack')
    expect(counted.map((m) => m.applied)).toEqual([true, false, false])
    expect(modifierTotal(counted)).toBe(3)
    // The higher one counts whatever the order.
    expect(modifierTotal(countModifiers([commander('a', 2), commander('b', 4)], 'attack'))).toBe(4)
  })

  it('different effects stack: a commander bonus and combined fire add up', () => {
    const fire: Modifier = {
      stat: 'attack',
      n: 4,
      source: { kind: 'combined-fire', figure: 'ct-2' },
      reason: { hu: 'össztűz', en: 'combined fire' },
    }
    expect(modifierTotal(countModifiers([commander('cc', 3), fire], 'attack'))).toBe(7)
  })
})
