/** The turn bar's words: the stage and whose it is, the active figure, the initiative rolls, in both languages. */
import { describe, expect, it } from 'vitest'
import { act } from '../../../../engine/games/swm/testing/skirmish'
import { activeWords, initiativeWords, stageWords } from './turnText'
import { DARK, deployState, LIGHT, NAMES, OBI, roundOneState, say } from './testStates'

describe('turn bar words', () => {
  it('says whose deployment it is', () => {
    const state = deployState()
    const deploying = state.deploying!
    const other = deploying === LIGHT ? DARK : LIGHT
    expect(say('en', stageWords(state, deploying, NAMES, 'en'))).toMatch(/place your figures/)
    expect(say('hu', stageWords(state, other, NAMES, 'hu'))).toBe(`Felállás: ${NAMES[deploying]} helyezi el a figuráit`)
    expect(initiativeWords(state, NAMES, 'en')).toBeNull()
  })

  it('says whose phase it is and how many activations are left', () => {
    const state = roundOneState(LIGHT)
    expect(say('en', stageWords(state, LIGHT, NAMES, 'en'))).toBe('Your phase: 2 activations left')
    expect(say('en', stageWords(state, DARK, NAMES, 'en'))).toBe("Anna's phase: 2 activations left")
    expect(say('hu', stageWords(state, null, NAMES, 'hu'))).toBe('Anna szakasza: 2 aktiválás maradt')
  })

  it('names the active figure and the initiative rolls', () => {
    const state = roundOneState(LIGHT)
    expect(activeWords(state, 'en')).toBeNull()
    const running = act(state, LIGHT, { type: 'activate', payload: { figure: OBI } })
    expect(say('en', activeWords(running, 'en')!)).toBe('Active: Obi-Wan Kenobi')
    const init = state.initiative!
    const text = say('en', initiativeWords(state, NAMES, 'en')!)
    for (const r of init.rolls.flat()) expect(text).toContain(`${NAMES[r.seat]} ${r.natural}`)
    expect(text).toContain(`${NAMES[init.winner!]} won, Anna goes first`)
  })

  it('has a text for every stage', () => {
    const state = roundOneState()
    for (const stage of ['squads', 'initiative', 'over'] as const)
      for (const lang of ['en', 'hu'] as const)
        expect(say(lang, stageWords({ ...state, stage }, LIGHT, NAMES, lang))).toBeTruthy()
  })
})
