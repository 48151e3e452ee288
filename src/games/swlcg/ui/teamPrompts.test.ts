/**
 * The 2v2 prompts over players in words: picking "your opponent" names the players (their places), not the
 * affiliation cards standing for them, and the dark team's victory-pile pick says what it decides.
 */
import { describe, expect, it } from 'vitest'
import { swlcg } from '../../../../engine/games/swlcg'
import { objectivesOf } from '../../../../engine/games/swlcg/queries'
import type { SwlcgState } from '../../../../engine/games/swlcg'
import { damageCapacity } from '../../../../engine/games/swlcg/abilities/modifiers'
import { act, passUntil, seatOf } from '../../../../engine/games/swlcg/testing/fixtures'
import { withHand } from '../../../../engine/games/swlcg/testing/scenario'
import { at, team } from '../../../../engine/games/swlcg/testing/botf'
import { actionLabel, decisionText } from './actionText'

/** The labels of the `choose` actions a seat is offered, in one language. */
function chooseLabels(state: SwlcgState, lang: 'en' | 'hu'): string[] {
  const seat = seatOf(state.prompt!.side)
  const view = swlcg.view(state, seat)
  return swlcg
    .legalActions(state, seat)
    .filter((a) => a.type === 'choose')
    .map((a) => actionLabel(a, view, lang))
}

describe('2v2 prompts over players', () => {
  it('Interrogation asks its player to choose an opponent, naming both by their places', () => {
    const hand = withHand(at(team(), 1, 'deployment', 'dark'), 'dark', ['Interrogation'])
    const use = swlcg
      .legalActions(hand.state, seatOf('dark'))
      .find((a) => a.type === 'use' && a.payload.card === hand.slots[0])!
    const state = passUntil(act(hand.state, 'dark', use), (s) => s.prompt !== null)
    expect(chooseLabels(state, 'en')).toEqual(['Choose Light Side #1', 'Choose Light Side #2'])
    expect(chooseLabels(state, 'hu')).toEqual([
      'Választott játékos: Világos oldal 1.',
      'Választott játékos: Világos oldal 2.',
    ])
    const title = decisionText(swlcg.view(state, seatOf('dark')), seatOf('dark'), 'en')
    expect(title).toBe('Interrogation: choose a player (their affiliation card stands for them).')
  })

  it('a light objective destroyed in the light turn: the dark team is asked whose victory pile it joins', () => {
    let state = at(team(), 2, 'deployment', 'light')
    const objective = objectivesOf(state, 'light')[0]!
    const full = { ...state.table[objective]!, damage: damageCapacity(state, objective) }
    state = passUntil({ ...state, table: { ...state.table, [objective]: full } }, (s) => s.prompt !== null)
    expect(chooseLabels(state, 'en')).toEqual(["Into Dark Side #1's victory pile", "Into Dark Side #2's victory pile"])
    const view = swlcg.view(state, seatOf('dark2'))
    expect(decisionText(view, seatOf('dark2'), 'hu')).toMatch(/elpusztult: a Sötét oldal csapata dönti el/)
    // Only the dark player asked decides; the others wait.
    expect(decisionText(swlcg.view(state, seatOf('light')), seatOf('light'), 'en')).toBeNull()
  })
})
