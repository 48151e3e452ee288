/**
 * Every Core Set record's rules (issue 15): each validates against the closed vocabulary, renders in Hungarian and
 * English, makes its choices up front (never inside a conditional branch), and the engine says which of them it
 * plays today.
 */
import { describe, expect, it } from 'vitest'
import { ALL_CARDS } from './cards'
import { rulesOf } from './rules'
import { choiceSpecs } from '../abilities/choices'
import { unplayedAbilities } from '../abilities/status'
import { rulesText } from '../abilities/text'
import { validateRules } from '../abilities/validate'
import type { Effect } from '../abilities/vocabulary'

const CORE = ALL_CARDS.filter((c) => c.set === null || c.set < 91)

/** Whether an effect nested in a branch makes a choice (its user choosing), at any depth. */
function choosesInside(effects: readonly Effect[]): boolean {
  return effects.some((e) => {
    const nested = e.do === 'if' ? [...e.then, ...(e.else ?? [])] : e.do === 'may' ? e.effects : []
    return choiceSpecs(nested).length > 0 || choosesInside(nested)
  })
}

describe('the Core Set rules data', () => {
  it('has all 222 records (216 in 36 objective sets, 6 affiliation cards)', () => {
    expect(CORE).toHaveLength(222)
  })

  it('every record validates', () => {
    const problems = CORE.flatMap((c) => validateRules(rulesOf(c.id)).map((p) => `${c.title}: ${p}`))
    expect(problems).toEqual([])
  })

  it('every record with rules renders them in both languages', () => {
    for (const card of CORE) {
      const lines = rulesText(rulesOf(card.id), card)
      expect(lines).toHaveLength(rulesOf(card.id).length)
      for (const line of lines) {
        for (const text of [line.en, line.hu]) {
          expect(text.length, card.title).toBeGreaterThan(10)
          expect(text, card.title).not.toMatch(/undefined|NaN|\[object/)
        }
      }
    }
  })

  it('choices are made when an ability is used: none inside a conditional branch', () => {
    const offenders = CORE.filter((c) => rulesOf(c.id).some((a) => 'effects' in a && choosesInside(a.effects))).map(
      (c) => c.title,
    )
    expect(offenders).toEqual([])
  })

  it('plays every ability of every Core Set record (constants, actions, responses, fates and hooks)', () => {
    const id = (title: string) => CORE.find((c) => c.title === title)!.id
    expect(unplayedAbilities(id('Force Choke'))).toEqual([])
    expect(unplayedAbilities(id('Jedi Lightsaber'))).toEqual([])
    expect(unplayedAbilities(id('Luke Skywalker'))).toEqual([])
    expect(unplayedAbilities(id('Counter-stroke'))).toEqual([])
    expect(unplayedAbilities(id('Kuat Reinforcements'))).toEqual([])
    expect(unplayedAbilities(id('Secret Informant'))).toEqual([])
    expect(unplayedAbilities(id('Trench Run'))).toEqual([])
    expect(unplayedAbilities(id('There Is No Escape'))).toEqual([])
    expect(unplayedAbilities(id('A New Hope'))).toEqual([])
    const full = CORE.filter((c) => unplayedAbilities(c.id).length === 0).length
    console.log(`Core Set records the engine plays fully today: ${full} of ${CORE.length}`)
    expect(full).toBe(CORE.length)
  })
})
