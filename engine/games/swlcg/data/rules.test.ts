/**
 * Every Core Set and Balance of the Force record's rules (issues 15, 17): each validates against the closed
 * vocabulary, renders in Hungarian and English (never the printed text), makes its choices up front (never inside a
 * conditional branch; only "each friendly player" and "you may" ask theirs as they resolve), and the engine says
 * which of them it plays today.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ALL_CARDS } from './cards'
import { BOTF_RULED_TITLES, rulesOf } from './rules'
import { choiceSpecs } from '../abilities/choices'
import { unplayedAbilities } from '../abilities/status'
import { rulesText } from '../abilities/text'
import { validateRules } from '../abilities/validate'
import type { Effect } from '../abilities/vocabulary'

const CORE = ALL_CARDS.filter((c) => c.set === null || c.set < 91)
const BOTF = ALL_CARDS.filter((c) => c.set !== null && c.set >= 91)

/**
 * Whether an effect nested in a branch makes a choice (its user choosing), at any depth; with `scopes`, the lists of
 * "you may" and "each friendly player" are not looked into (their choices are asked as they resolve, of the player
 * carrying them out).
 */
function choosesInside(effects: readonly Effect[], scopes = false): boolean {
  return effects.some((e) => {
    const nested =
      e.do === 'if'
        ? [...e.then, ...(e.else ?? [])]
        : (e.do === 'may' || e.do === 'each-player') && !scopes
          ? e.effects
          : []
    return choiceSpecs(nested).length > 0 || choosesInside(nested, scopes)
  })
}

/** Every line of a record's rules text, both languages. */
function lines(card: (typeof ALL_CARDS)[number]) {
  return rulesText(rulesOf(card.id), card).flatMap((l) => [l.en, l.hu])
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

// The printed text lives beside the repository (../shared), as the card facts' source test reads it.
const SOURCE = fileURLToPath(new URL('../../../../../shared/data/swlcg/balance-of-the-force.json', import.meta.url))

describe('the Balance of the Force rules data (sets 91–96)', () => {
  it('has all 36 records, every one with rules, keyed by the titles of sets 91–96', () => {
    expect(BOTF).toHaveLength(36)
    for (const card of BOTF) expect(rulesOf(card.id).length, card.title).toBeGreaterThan(0)
    expect([...BOTF_RULED_TITLES].sort()).toEqual([...new Set(BOTF.map((c) => c.title))].sort())
  })

  it('every record validates, and a Core Set card of the same title keeps its own rules', () => {
    const problems = BOTF.flatMap((c) => validateRules(rulesOf(c.id)).map((p) => `${c.title}: ${p}`))
    expect(problems).toEqual([])
    const coreObiWan = CORE.find((c) => c.title === 'Obi-Wan Kenobi')!
    const botfObiWan = BOTF.find((c) => c.title === 'Obi-Wan Kenobi')!
    expect(rulesOf(coreObiWan.id)).toEqual([{ kind: 'hook', name: 'first-edge-face-up' }])
    expect(rulesOf(botfObiWan.id)[0]).toMatchObject({ kind: 'reaction', on: { on: 'force-won' } })
  })

  it('every record renders its rules in both languages', () => {
    for (const card of BOTF) {
      expect(rulesText(rulesOf(card.id), card)).toHaveLength(rulesOf(card.id).length)
      for (const text of lines(card)) {
        expect(text.length, card.title).toBeGreaterThan(10)
        expect(text, card.title).not.toMatch(/undefined|NaN|\[object| ,| ;/)
      }
    }
    const fire = BOTF.find((c) => c.title === 'Supporting Fire')!
    expect(rulesText(rulesOf(fire.id), fire)).toEqual([
      {
        en: 'A friendly player you target may put 1 non-fate card from their hand face up into your edge stack.',
        hu: 'Egy általad célpontként kijelölt barátságos játékos a kezéből képpel felfelé betehet 1 nem sors kártyát az előnypaklidba.',
      },
    ])
  })

  it.skipIf(!existsSync(SOURCE))('the generated text never repeats a printed sentence', () => {
    const printed = (JSON.parse(readFileSync(SOURCE, 'utf8')) as { set: number | null; text?: string }[])
      .filter((c) => c.set !== null && c.text)
      .flatMap((c) => c.text!.split(/(?<=[.!?)])\s+|\n/))
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s.length >= 24)
    expect(printed.length).toBeGreaterThan(30)
    const output = BOTF.flatMap(lines).join('\n').toLowerCase()
    for (const sentence of printed) expect(output, sentence).not.toContain(sentence)
  })

  it('choices are made when an ability is used, or (in a player scope or a "you may") asked as they resolve', () => {
    const offenders = BOTF.filter((c) =>
      rulesOf(c.id).some((a) => 'effects' in a && choosesInside(a.effects, true)),
    ).map((c) => c.title)
    expect(offenders).toEqual([])
  })

  it('plays every ability of every Balance of the Force record', () => {
    const full = BOTF.filter((c) => unplayedAbilities(c.id).length === 0).length
    console.log(`Balance of the Force records the engine plays fully today: ${full} of ${BOTF.length}`)
    expect(full).toBe(BOTF.length)
  })
})
