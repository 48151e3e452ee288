/**
 * The ends of a skirmish: "Akkor nyersz, ha az összes ellenséges karaktert megsemmisíted a pályán"; a draw when both
 * squads fall at once; and the 10-round rule's tie-breaks: "az a játékos nyer, amelyik öszesen több pontértékű
 * karaktert ölt meg. Hogyha így döntetlen, akkor az a játékos nyer, amelyiknek a figurája közelebb van a tábla
 * közepéhez. Ha még így is döntetlen, akkor az a játékos, akinek a tábla közepéhez közeli karaktere magasabb
 * pontértékű."
 */
import { describe, expect, it } from 'vitest'
import type { EngineEvent } from '../../core/types'
import { contextOf } from './context'
import { TEST_ROSTER } from './testing/roster'
import { act, DARK, LIGHT, placed, squad, started, testGame } from './testing/skirmish'
import type { SwmState } from './types'
import { checkElimination, endOfRound, QUIET_ROUNDS_LIMIT } from './victory'

const ERA = { era: 'rise-of-the-empire' as const }
/** The starship map's centre square is (14, 9). */
const NEAR = { x: 14, y: 8 }

/** Two clone troopers (9 points each) against a Super Battle Droid (14) and a Bounty Hunter (12), nine quiet rounds. */
function quiet(where: Parameters<typeof placed>[1]): SwmState {
  const s = started(
    squad('republic', ['t-clone-trooper', 2]),
    squad('separatist', ['t-super-battle-droid', 1], ['t-bounty-hunter', 1]),
    LIGHT,
    ERA,
  )
  const next = placed(s, where)
  next.quiet.rounds = QUIET_ROUNDS_LIMIT - 1
  return next
}

/** Ends the round with no attack in it and returns the result. */
function endQuietRound(state: SwmState): SwmState['result'] {
  const events: EngineEvent[] = []
  endOfRound(state, contextOf(state, TEST_ROSTER), events)
  return state.result
}

describe('the 10-round rule', () => {
  it('nine quiet rounds are not enough; the tenth ends the game', () => {
    const s = quiet({})
    s.quiet.rounds = QUIET_ROUNDS_LIMIT - 2
    expect(endQuietRound(s)).toBeNull()
    expect(endQuietRound(s)).not.toBeNull()
  })

  it('an attack in the round resets the count', () => {
    const s = quiet({})
    s.quiet.offenseThisRound = true
    expect(endQuietRound(s)).toBeNull()
    expect(s.quiet.rounds).toBe(0)
  })

  it('more enemy points defeated wins', () => {
    // The light side defeated the 12-point Bounty Hunter, the dark side one 9-point trooper.
    const s = quiet({ 's2/t-bounty-hunter/1': null, 's1/t-clone-trooper/2': null })
    expect(endQuietRound(s)?.winners).toEqual([LIGHT])
  })

  it('with points tied, the side whose figure stands nearer the centre wins', () => {
    const s = quiet({ 's1/t-clone-trooper/1': { x: 14, y: 5 }, 's2/t-super-battle-droid/1': NEAR })
    expect(endQuietRound(s)?.winners).toEqual([DARK])
  })

  it('with points and distance tied, the nearest figure worth more wins', () => {
    // Trooper (9) and Super Battle Droid (14), both one square from the centre.
    const s = quiet({ 's1/t-clone-trooper/1': { x: 14, y: 10 }, 's2/t-super-battle-droid/1': NEAR })
    expect(endQuietRound(s)?.winners).toEqual([DARK])
  })

  it('with everything tied, a draw', () => {
    const s = quiet({
      's1/t-clone-trooper/1': { x: 14, y: 10 },
      's2/t-super-battle-droid/1': null,
      's2/t-bounty-hunter/1': NEAR,
      's1/t-clone-trooper/2': null,
    })
    // Each side has defeated one 9-point figure and has a 9-point figure one square from the centre (the dark
    // side's two figures become troopers' equals for this).
    s.figures['s2/t-bounty-hunter/1']!.def = 't-clone-trooper'
    s.figures['s2/t-super-battle-droid/1']!.def = 't-clone-trooper'
    expect(endQuietRound(s)).toMatchObject({ winners: [] })
  })
})

describe('elimination', () => {
  it('defeating every enemy figure wins; both squads gone at once is a draw', () => {
    const s = quiet({ 's2/t-super-battle-droid/1': null, 's2/t-bounty-hunter/1': null })
    expect(checkElimination(s, [])).toBe(true)
    expect(testGame.outcome(s)?.winners).toEqual([LIGHT])
    const both = quiet({
      's2/t-super-battle-droid/1': null,
      's2/t-bounty-hunter/1': null,
      's1/t-clone-trooper/1': null,
      's1/t-clone-trooper/2': null,
    })
    expect(checkElimination(both, [])).toBe(true)
    expect(testGame.outcome(both)?.winners).toEqual([])
  })

  it('concede gives the game to the other seat, and nothing is accepted after the end', () => {
    const s = act(quiet({}), DARK, { type: 'concede' })
    expect(testGame.outcome(s)?.winners).toEqual([LIGHT])
    expect(testGame.apply(s, { type: 'end-turn' }, LIGHT)).toMatchObject({ ok: false, error: { code: 'game-over' } })
  })
})
