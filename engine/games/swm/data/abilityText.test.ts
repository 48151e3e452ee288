/**
 * The generated ability rules text: every ability of the table has one in both languages, built from the table's
 * facts (name, number, Force cost, what it replaces), and a sample of them says what the glossary means.
 */
import { describe, expect, it } from 'vitest'
import type { LocalizedText } from '../../../core/types'
import { ABILITIES, type AbilityId, type AbilityInfo } from './abilities'
import { SPECIAL_RULES } from './abilityRules'
import { ABILITY_RULES, abilityName, abilityText, FORCE_RULES, SUPPORT_RULES } from './abilityText'

const IDS = Object.keys(ABILITIES) as AbilityId[]
const info = (id: AbilityId): AbilityInfo => ABILITIES[id]
/** A number no rules text prints by itself, so finding it proves the card's number was used. */
const SAMPLE = 37

/** Both languages, for checks that apply to each. */
const both = (text: LocalizedText) => [text.en, text.hu]

describe('the rules tables', () => {
  it('cover every ability exactly once', () => {
    const parts = [SPECIAL_RULES, SUPPORT_RULES, FORCE_RULES].map((table) => Object.keys(table))
    const all = parts.flat()
    expect(new Set(all).size).toBe(all.length)
    expect([...all].sort()).toEqual([...IDS].sort())
    expect(Object.keys(ABILITY_RULES).sort()).toEqual([...IDS].sort())
  })

  it('keep the Force powers apart from the special abilities', () => {
    expect(Object.keys(FORCE_RULES).sort()).toEqual(IDS.filter((id) => info(id).kind === 'force').sort())
  })
})

describe('every ability has a text', () => {
  for (const id of IDS) {
    const a = info(id)
    const refs = a.n === undefined ? [{ id }] : [{ id }, { id, n: SAMPLE }, { id, n: 1 }]
    it(`${a.en}`, () => {
      for (const ref of refs) {
        const text = abilityText(ref)
        for (const s of both(text)) {
          expect(s.length).toBeGreaterThan(a.en.length + 10)
          expect(s).not.toMatch(/undefined|NaN|null|\[object/)
          expect(s).not.toMatch(/ {2}|\.\.|: :/)
          expect(s.trim()).toBe(s)
          expect(s).toMatch(/[.)]$/)
        }
        expect(text.en.startsWith(`${abilityName(ref).en}: `)).toBe(true)
        expect(text.hu.startsWith(`${abilityName(ref).hu}: `)).toBe(true)
      }
    })
  }
})

describe('the number of the card', () => {
  const numbered = IDS.filter((id) => info(id).n !== undefined)

  it.each(numbered)('%s uses it in both languages', (id) => {
    const desc = ABILITY_RULES[id](SAMPLE)
    expect(desc.en).toContain(String(SAMPLE))
    expect(desc.hu).toContain(String(SAMPLE))
  })

  it.each(numbered)('%s has a generic wording without it', (id) => {
    const desc = ABILITY_RULES[id](undefined)
    for (const s of both(desc)) expect(s).not.toMatch(/undefined|NaN|\+ |\+$/)
    expect(desc.en).toMatch(/ability’s value|Speed value/)
    expect(desc.hu).toMatch(/képesség értékének megfelelő|képesség értékéig|amennyi a képesség értéke/)
  })

  it('names carry it with or without a plus sign', () => {
    expect(abilityName({ id: 'shield', n: 2 })).toEqual({ en: 'Shield 2', hu: 'Pajzs 2' })
    expect(abilityName({ id: 'bounty-hunter', n: 4 })).toEqual({ en: 'Bounty Hunter +4', hu: 'Fejvadász +4' })
    expect(abilityName({ id: 'force-renewal', n: 1 })).toEqual({ en: 'Force Renewal 1', hu: 'Erő megújítása 1' })
    expect(abilityName({ id: 'shield' })).toEqual({ en: 'Shield', hu: 'Pajzs' })
    expect(abilityName({ id: 'lightsaber', n: 3 })).toEqual({ en: 'Lightsaber', hu: 'Fénykard' })
  })
})

describe('facts from the ability table', () => {
  it.each(IDS.filter((id) => info(id).kind === 'force'))('%s states its Force cost', (id) => {
    const { en, hu } = abilityText({ id, n: 5 })
    const cost = info(id).cost
    if (typeof cost === 'number') {
      expect(en).toContain(`Force power, ${cost} Force point${cost === 1 ? '' : 's'}.`)
      expect(hu).toContain(`Erőképesség, ${cost} Erőpont.`)
    } else {
      expect(en).toContain('Force power, always active.')
      expect(hu).toContain('Erőképesség, állandó hatású.')
    }
  })

  it.each(IDS)('%s carries the replaces clause exactly when it replaces something', (id) => {
    const { en, hu } = abilityText({ id, n: 5 })
    const rep = info(id).replaces
    expect(en.includes('Instead of its attacks: ')).toBe(rep === 'attacks')
    expect(hu.includes('Támadás helyett: ')).toBe(rep === 'attacks')
    expect(en.includes('Instead of its whole turn: ')).toBe(rep === 'turn')
    expect(hu.includes('A teljes fordulója helyett: ')).toBe(rep === 'turn')
  })

  it.each(IDS)('%s: the description follows the clause in lower case, else starts a sentence', (id) => {
    const desc = ABILITY_RULES[id](5)
    const after = info(id).replaces !== undefined
    expect(desc.en).toMatch(after ? /^[a-z]/ : /^[A-Z+]/)
    expect(desc.hu).toMatch(after ? /^[a-záéíóöőúüű0-9+]/ : /^[A-ZÁÉÍÓÖŐÚÜŰ0-9+]/)
  })

  it.each(IDS)('%s: the Hungarian text has no English words left', (id) => {
    const hu = ABILITY_RULES[id](5).hu
    expect(hu).not.toMatch(/\b(the|and|it|its|of|with|when|damage|attack)\b/i)
  })
})

describe('what the texts say', () => {
  const text = (id: AbilityId, n?: number) => abilityText(n === undefined ? { id } : { id, n })

  it('Shield 2: two saves, each 11 or more stopping 10 damage', () => {
    const { en, hu } = text('shield', 2)
    expect(en).toBe(
      'Shield 2: When an attack would damage it, it makes 2 saves; each save of 11 or higher reduces the damage by 10. It applies after Bodyguard.',
    )
    expect(hu).toContain('2 mentődobást')
    expect(hu).toContain('11')
    expect(hu).toContain('10-zel csökkenti a sebzést')
  })

  it('Shield without a number: the generic count', () => {
    expect(text('shield').en).toContain('makes as many saves as the ability’s value')
    expect(text('shield').hu).toContain('a képesség értékének megfelelő számú mentődobást')
  })

  it('Bounty Hunter +4: +4 Attack against unique enemies', () => {
    expect(text('bounty-hunter', 4)).toEqual({
      en: 'Bounty Hunter +4: It gets +4 Attack against unique enemies.',
      hu: 'Fejvadász +4: +4 támadási bónuszt kap az egyedi ellenségek ellen.',
    })
  })

  it('Deadly Attack: 19 is a critical hit too', () => {
    for (const s of both(text('deadly-attack'))) expect(s).toMatch(/19/)
    expect(text('deadly-attack').en).toContain('critical hit')
    expect(text('deadly-attack').hu).toContain('kritikus találat')
  })

  it('Vaapad-Style Fighting: 18 and up is a critical hit', () => {
    for (const s of both(text('vaapad-style-fighting'))) expect(s).toMatch(/18.*19.*20/)
  })

  it('Advantageous Cover: +8 Defense instead of +4', () => {
    expect(text('advantageous-cover').en).toContain('+8 Defense instead of the usual +4')
    expect(text('advantageous-cover').hu).toContain('+4 helyett +8 védekezési bónuszt')
  })

  it('Sith Grip: 2 Force points, instead of attacks, 20 damage without an attack roll', () => {
    const { en, hu } = text('sith-grip')
    expect(en).toMatch(
      /^Sith Grip: Force power, 2 Force points\. Instead of its attacks: it deals 20 damage to one enemy/,
    )
    expect(en).toContain('no attack roll')
    expect(hu).toMatch(/^Sith szorítás: Erőképesség, 2 Erőpont\. Támadás helyett: 20 sebzést okoz/)
  })

  it('Force Renewal 1: one Force point on each activation, always active', () => {
    expect(text('force-renewal', 1)).toEqual({
      en: 'Force Renewal 1: Force power, always active. Each time it is activated it gains 1 Force point; its Force points may rise above their starting value.',
      hu: 'Erő megújítása 1: Erőképesség, állandó hatású. Minden aktiválásakor 1 Erőpontot kap; az Erőpontjai a kezdőérték fölé is nőhetnek.',
    })
  })

  it('Force Heal 20: 20 hit points back, never on droids', () => {
    const { en, hu } = text('force-heal', 20)
    expect(en).toContain('Force power, 2 Force points. Instead of its attacks: it removes 20 damage')
    expect(en).toContain('No effect on droids')
    expect(hu).toContain('Támadás helyett: eltávolít 20 sebzést')
    expect(hu).toContain('Droidokra nem hat')
  })

  it('Speed 8: 8 squares with an attack, 16 without', () => {
    const { en, hu } = text('speed', 8)
    expect(en).toContain('up to 8 squares on a turn it attacks, and up to 16 squares')
    expect(hu).toContain('Legfeljebb 8 négyzetet')
    expect(hu).toContain('legfeljebb 16 négyzetet')
  })

  it('Grenades 10: 10 damage around the target, each saving on 11', () => {
    const { en, hu } = text('grenades', 10)
    expect(en).toContain('Instead of its attacks: it picks an enemy within 6 squares')
    expect(en).toContain('take 10 damage; each avoids it with a save of 11 or higher')
    expect(hu).toContain('10 sebzést kap')
  })

  it('Whirlwind Attack replaces the whole turn', () => {
    expect(text('whirlwind-attack')).toEqual({
      en: 'Whirlwind Attack: Force power, 1 Force point. Instead of its whole turn: it attacks each adjacent enemy twice.',
      hu: 'Forgószél támadás: Erőképesség, 1 Erőpont. A teljes fordulója helyett: minden vele szomszédos ellenséget kétszer megtámad.',
    })
  })

  it('Force Thrust: 20 damage, a save takes off 10', () => {
    const { en, hu } = text('force-thrust')
    expect(en).toContain('it deals 20 damage to one enemy within 6 squares. The target reduces it by 10')
    expect(hu).toContain(
      '20 sebzést okoz egy 6 négyzeten belüli ellenségnek. A célpont legalább 11-es mentődobással 10-zel',
    )
  })

  it('Hungarian articles follow the named ability', () => {
    expect(text('emergency-life-support').hu).toContain('megkapják a Halál elkerülése képességet')
    expect(text('droid-master').hu).toContain('megkapják a Dupla támadás képességet')
  })
})
