/** The answer buttons: one per legal answer, naming the figures of their actions, with the action and a safe testid. */
import { describe, expect, it } from 'vitest'
import type { Pending, SwmAction, SwmState } from '../../../../engine/games/swm'
import { answerButtons } from './answers'
import { powerName } from './promptText'
import { DARK, LIGHT, LUKE, OBI, roundOneState, say, TROOPER_1, TROOPER_2, VADER } from './testStates'

const base = roundOneState()

/** The base game with `pending` on top. */
const waiting = (pending: Pending): SwmState => ({ ...base, pending: [pending] })

describe('answerButtons', () => {
  const aoo = waiting({ kind: 'aoo', seat: LIGHT, mover: VADER, offers: [OBI, LUKE], rest: [] })

  it('gives one button per legal answer, figures named and ids made safe', () => {
    const legal: SwmAction[] = [
      { type: 'aoo', payload: { attacker: OBI } },
      { type: 'aoo', payload: { attacker: OBI, precision: true } },
      { type: 'use-power', payload: { power: 'force-push', figure: LUKE, target: VADER } },
      { type: 'decline-aoo' },
      { type: 'undo' },
    ]
    const buttons = answerButtons(aoo, LIGHT, legal, 'en')
    expect(buttons.map((b) => b.testId)).toEqual([
      'swm-answer-aoo-s1_obi-wan-kenobi_1',
      'swm-answer-aoo-s1_obi-wan-kenobi_1-precision',
      'swm-answer-use-power-s1_luke-skywalker-champion_1',
      'swm-answer-decline-aoo',
    ])
    expect(buttons.map((b) => say('en', b.words))).toEqual([
      'Attack with Obi-Wan Kenobi',
      'Attack with Obi-Wan Kenobi (Lightsaber Precision)',
      `Luke Skywalker, Champion of the Force: ${powerName('force-push', 'en')} on Darth Vader`,
      'Let it go',
    ])
    expect(buttons[0]!.action).toBe(legal[0])
  })

  it('has words for every answer the engine lists, in both languages', () => {
    const legal: SwmAction[] = [
      { type: 'react' },
      { type: 'decline' },
      { type: 'reroll' },
      { type: 'keep-roll' },
      { type: 'attack', payload: { target: TROOPER_1 } },
      { type: 'attack', payload: { target: TROOPER_1, step: { x: 1, y: 1 } } },
      { type: 'choose', payload: { figure: LUKE } },
      { type: 'guard', payload: { figure: LUKE } },
      { type: 'draw-fire', payload: { figure: LUKE } },
      { type: 'keep-target' },
      { type: 'counter', payload: { figure: OBI } },
      { type: 'allow-power' },
      { type: 'reroll-save' },
      { type: 'keep-save' },
      { type: 'reroll-initiative', payload: { figure: OBI } },
      { type: 'keep-initiative' },
      { type: 'skip-reserves' },
      { type: 'passing-attack', payload: { target: TROOPER_2 } },
      { type: 'skip-passing-attack' },
      { type: 'use-power', payload: { power: 'force-renewal' } },
    ]
    for (const lang of ['en', 'hu'] as const)
      for (const b of answerButtons(aoo, LIGHT, legal, lang))
        expect(say(lang, b.words), b.testId).not.toMatch(/\{\{|undefined/)
  })

  it('offers one reserve call per character', () => {
    const state = waiting({ kind: 'reserves', seat: LIGHT, faction: 'republic', points: 20 })
    const call = (x: number): SwmAction => ({
      type: 'call-reserves',
      payload: { placements: [{ character: 'obi-wan-kenobi', x, y: 0 }] },
    })
    const buttons = answerButtons(state, LIGHT, [call(1), call(2), { type: 'skip-reserves' }], 'en')
    expect(buttons.map((b) => b.testId)).toEqual([
      'swm-answer-call-reserves-obi-wan-kenobi',
      'swm-answer-skip-reserves',
    ])
    expect(say('en', buttons[0]!.words)).toBe('Call Obi-Wan Kenobi')
  })

  it('offers nothing when the choice is not this seat’s', () => {
    expect(answerButtons(aoo, DARK, [{ type: 'decline-aoo' }], 'en')).toEqual([])
    expect(answerButtons(base, LIGHT, [{ type: 'end-turn' }], 'en')).toEqual([])
  })
})
