/**
 * The pending prompt: every kind of choice reads as a question in both languages for its seat and as "Waiting for …"
 * for the other.
 */
import { describe, expect, it } from 'vitest'
import type { HeldAttack, Pending, SwmState } from '../../../../engine/games/swm'
import { pendingPrompt } from './promptText'
import { DARK, LIGHT, LUKE, NAMES, OBI, roundOneState, say, TROOPER_1, VADER } from './testStates'

const base = roundOneState()
const attack: HeldAttack = {
  attacker: VADER,
  target: OBI,
  natural: 7,
  modifiers: [],
  opportunity: false,
  entropy: '00',
}

/** One pending choice of every kind, each for the light seat. */
const PENDINGS: Pending[] = [
  { kind: 'aoo', seat: LIGHT, mover: VADER, offers: [OBI, LUKE], rest: [] },
  { kind: 'reroll', seat: LIGHT, attack },
  { kind: 'deflect', seat: LIGHT, attack, critical: true, power: 'lightsaber-deflect' },
  { kind: 'flurry', seat: LIGHT, attacker: LUKE, reason: 'cleave' },
  { kind: 'spirit', seat: LIGHT, from: OBI, options: [LUKE] },
  { kind: 'passing', seat: LIGHT, mover: LUKE, offers: [TROOPER_1], rest: [] },
  { kind: 'anticipation', seat: LIGHT, figures: [OBI] },
  { kind: 'reserves', seat: LIGHT, faction: 'republic', points: 20 },
  { kind: 'bodyguard', seat: LIGHT, attack, critical: false, guards: [LUKE] },
  {
    kind: 'draw-fire',
    seat: LIGHT,
    attack: { attacker: VADER, target: OBI, bonuses: [], opportunity: false },
    drawers: [LUKE],
  },
  { kind: 'riposte', seat: LIGHT, figure: OBI, attacker: VADER },
  {
    kind: 'counter',
    seat: LIGHT,
    use: { seat: DARK, user: VADER, power: 'force-grip', payload: {} },
    counters: [OBI],
  },
  { kind: 'save-reroll', seat: LIGHT, held: { save: 'evade', figure: OBI, critical: false, naturals: [4] } },
  { kind: 'save-reroll', seat: LIGHT, held: { save: 'power', figure: OBI, critical: false, naturals: [4] } },
]

/** The base game with `pending` on top. */
const waiting = (pending: Pending): SwmState => ({ ...base, pending: [pending] })

describe('pendingPrompt', () => {
  it('is null when nothing waits', () => {
    expect(pendingPrompt(base, LIGHT, NAMES, 'en')).toBeNull()
  })

  it('asks every kind of choice in both languages, naming its figures', () => {
    for (const pending of PENDINGS) {
      const state = waiting(pending)
      for (const lang of ['en', 'hu'] as const) {
        const prompt = pendingPrompt(state, LIGHT, NAMES, lang)!
        expect(prompt.mine).toBe(true)
        const text = say(lang, prompt.words)
        expect(text, pending.kind).not.toMatch(/\{\{|undefined|a figure|egy figura/)
      }
    }
    expect(say('en', pendingPrompt(waiting(PENDINGS[0]!), LIGHT, NAMES, 'en')!.words)).toBe(
      "Darth Vader is leaving Obi-Wan Kenobi and Luke Skywalker, Champion of the Force's reach: make an attack of opportunity?",
    )
    expect(say('en', pendingPrompt(waiting(PENDINGS[2]!), LIGHT, NAMES, 'en')!.words)).toContain('Lightsaber Deflect')
    expect(say('hu', pendingPrompt(waiting(PENDINGS[12]!), LIGHT, NAMES, 'hu')!.words)).toBe(
      'Obi-Wan Kenobi mentődobása (Kitérés) sikertelen: újradobod?',
    )
  })

  it('tells the other seat whom the table waits for', () => {
    for (const pending of PENDINGS) {
      const prompt = pendingPrompt(waiting(pending), DARK, NAMES, 'hu')!
      expect(prompt.mine).toBe(false)
      expect(say('hu', prompt.words)).toMatch(/^Várakozás: Anna /)
      expect(say('en', pendingPrompt(waiting(pending), null, NAMES, 'en')!.words)).toMatch(/^Waiting for Anna /)
    }
  })
})
