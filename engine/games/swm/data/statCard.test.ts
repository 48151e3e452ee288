/**
 * Stat cards generated from character data: every real character's card reads in both languages with its numbers and
 * powers, and commander effects become sentences built from their range, recipients, grant and condition.
 */
import { describe, expect, it } from 'vitest'
import type { LocalizedText } from '../../../core/types'
import { FIXTURES } from '../testing/roster'
import { abilityText } from './abilityText'
import { CHARACTERS } from './characters'
import { FACTION_NAMES } from './factions'
import { commanderText, statCardText } from './statCard'
import type { CharacterDef, CommanderEffect } from './types'

const fixture = (id: string): CharacterDef => FIXTURES.find((c) => c.id === id)!
const all = (lines: LocalizedText[], lang: 'en' | 'hu') => lines.map((l) => l[lang]).join('\n')

describe('stat cards of the real characters', () => {
  it.each(CHARACTERS.map((c) => [c.id, c] as const))('%s', (_id, def) => {
    const card = statCardText(def)
    expect(card.title).toEqual(def.name)
    const en = all(card.lines, 'en')
    const hu = all(card.lines, 'hu')
    for (const s of [en, hu]) {
      expect(s).not.toMatch(/undefined|NaN|null|\[object/)
      for (const n of [def.cost, def.hp, def.defense, def.attack, def.damage]) expect(s).toContain(String(n))
    }
    expect(card.lines[0]!.en).toContain(`${def.cost} points · ${FACTION_NAMES[def.faction].en}`)
    expect(card.lines[0]!.hu).toContain(`${def.cost} pont · ${FACTION_NAMES[def.faction].hu}`)
    expect(card.lines[1]!.en).toBe(
      `Hit Points ${def.hp} · Defense ${def.defense} · Attack +${def.attack} · Damage ${def.damage}` +
        (def.force === null ? '' : ` · Force ${def.force}`),
    )
    for (const ref of [...def.abilities, ...def.forcePowers]) expect(card.lines).toContainEqual(abilityText(ref))
    const expected = 2 + (def.traits.length > 0 ? 1 : 0) + def.abilities.length + def.forcePowers.length
    expect(card.lines.length).toBe(expected + def.commander.length + (def.completeness === 'partial' ? 1 : 0))
  })

  it('Obi-Wan Kenobi: unique, medium, his Force powers with their numbers', () => {
    const { lines } = statCardText(CHARACTERS.find((c) => c.id === 'obi-wan-kenobi')!)
    expect(lines[0]).toEqual({
      en: '38 points · Rebel Alliance · Medium · Unique',
      hu: '38 pont · Felkelők Szövetsége · Közepes · Egyedi',
    })
    expect(lines[1]!.hu).toBe('Életpont 100 · Védekezés 19 · Támadás +14 · Sebzés 20 · Erő 5')
    expect(all(lines, 'en')).toContain(
      'Force Spirit 8: Force power, always active. When it is defeated, one ally with a Force rating gains 8 Force points',
    )
    expect(all(lines, 'hu')).toContain(
      'Erő gyógyítás 20: Erőképesség, 2 Erőpont. Támadás helyett: eltávolít 20 sebzést',
    )
  })

  it('Death Star Trooper: no Force, not unique, a trooper', () => {
    const { lines } = statCardText(CHARACTERS.find((c) => c.id === 'death-star-trooper')!)
    expect(lines[0]!.en).toBe('6 points · Empire · Medium')
    expect(lines[1]!.en).not.toContain('Force')
    expect(lines[2]).toEqual({ en: 'Traits: Trooper', hu: 'Jellemzők: Katona' })
  })

  it('a partial card says that some powers are missing', () => {
    const { lines } = statCardText(CHARACTERS.find((c) => c.id === 'luke-skywalker-champion')!)
    expect(lines[lines.length - 1]!.en).toContain('rules tables do not know yet')
  })
})

describe('commander effects', () => {
  it('Clone Commander: trooper followers within 6 squares, +3 Attack, if they did not move', () => {
    const { lines } = statCardText(fixture('t-clone-commander'))
    const line = lines[lines.length - 1]!
    expect(line).toEqual({
      en: 'Commander effect: Each trooper follower within 6 squares gets +3 Attack if it did not move this turn.',
      hu: 'Parancsnoki hatás: Minden 6 négyzeten belüli katona beosztott +3 támadási bónuszt kap, ha ebben a fordulóban nem mozgott.',
    })
  })

  it('Obi-Wan Kenobi, Jedi Master: allied Anakin within 6 squares, +4 Attack', () => {
    const { lines } = statCardText(fixture('t-obi-wan-jedi-master'))
    expect(lines[lines.length - 1]).toEqual({
      en: 'Commander effect: Allied Anakin Skywalker within 6 squares gets +4 Attack.',
      hu: 'Parancsnoki hatás: A 6 négyzeten belüli szövetséges Anakin Skywalker +4 támadási bónuszt kap.',
    })
  })

  const effect = (over: Partial<CommanderEffect>): CommanderEffect => ({
    range: null,
    recipients: { followers: false },
    grant: { stat: 'defense', n: 2 },
    ...over,
  })

  it('whole squad, all allies, droids included', () => {
    expect(commanderText(effect({ recipients: { followers: false, droidsAllowed: true } }))).toEqual({
      en: 'Commander effect: Each ally in the squad (droids included) gets +2 Defense.',
      hu: 'Parancsnoki hatás: A csapatban minden szövetséges (a droidokat is beleértve) +2 védekezési bónuszt kap.',
    })
  })

  it('a granted ability by name, with its number', () => {
    const text = commanderText(
      effect({ range: 1, recipients: { followers: true }, grant: { ability: { id: 'shield', n: 1 } } }),
    )
    expect(text).toEqual({
      en: 'Commander effect: Each follower within 1 square gains Shield 1.',
      hu: 'Parancsnoki hatás: Minden 1 négyzeten belüli beosztott megkapja a Pajzs 1 képességet.',
    })
  })

  it('a reroll of failed saves once per turn, for droid or cyborg followers', () => {
    const text = commanderText(
      effect({
        range: 10,
        recipients: { followers: true, traits: ['droid', 'cyborg'], droidsAllowed: true },
        grant: { reroll: 'failed-save', per: 'turn' },
      }),
    )
    expect(text.en).toBe(
      'Commander effect: Each droid or cyborg follower within 10 squares (droids included) may reroll a failed save once per turn.',
    )
    expect(text.hu).toBe(
      'Parancsnoki hatás: Minden 10 négyzeten belüli droid vagy kiborg beosztott (a droidokat is beleértve) fordulónként egyszer újradobhat egy sikertelen mentődobást.',
    )
  })

  it('groups across the squad, damage bonus, vowel-initial ability gets "az"', () => {
    const text = commanderText(
      effect({
        recipients: { followers: true, groups: ['obi-wan-kenobi', 'mace-windu'] },
        grant: { stat: 'damage', n: 10 },
      }),
    )
    expect(text.en).toBe(
      'Commander effect: Allied Obi-Wan Kenobi or Mace Windu in the squad (if a follower) gets +10 Damage.',
    )
    expect(text.hu).toBe(
      'Parancsnoki hatás: A csapatban lévő szövetséges Obi-Wan Kenobi vagy Mace Windu (ha beosztott) +10 sebzési bónuszt kap.',
    )
    expect(commanderText(effect({ grant: { ability: { id: 'avoid-defeat' } } })).hu).toContain(
      'megkapja a Halál elkerülése',
    )
    expect(commanderText(effect({ grant: { ability: { id: 'evade' } } })).hu).toContain('megkapja a Kitérés')
    expect(commanderText(effect({ grant: { ability: { id: 'override' } } })).hu).toContain('megkapja a Felülírás')
    expect(commanderText(effect({ grant: { ability: { id: 'anticipation' } } })).hu).toContain('megkapja a Megérzés')
    expect(commanderText(effect({ grant: { ability: { id: 'alderaan-senator' } } })).hu).toContain(
      'megkapja az Alderaani szenátor',
    )
  })
})
