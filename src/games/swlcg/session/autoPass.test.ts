import { describe, expect, it } from 'vitest'
import { swlcg } from '../../../../engine/games/swlcg'
import { startGame, starterConfig } from '../../../../engine/games/swlcg/testing/fixtures'
import { atDeployment, toConflict, withUnits } from '../../../../engine/games/swlcg/testing/scenario'
import { autoPass, windowKind } from './autoPass'

describe('auto-pass', () => {
  it('never passes for a player in their own decisions, only in the windows they chose', () => {
    const setup = startGame(starterConfig())
    expect(windowKind(swlcg.view(setup, 's1'), 'light')).toBeNull()
    let state = atDeployment('dark')
    // The Dark Side deploys in its own turn: not a window anyone auto-passes.
    expect(windowKind(swlcg.view(state, 's2'), 'dark')).toBeNull()
    const placed = withUnits(state, 'dark', ['Darth Vader'])
    state = toConflict(placed.state)
    const engage = swlcg.legalActions(state, 's2').find((a) => a.type === 'engage')!
    const engaged = swlcg.apply(state, engage, 's2')
    if (!engaged.ok) throw new Error('engage refused')
    // Walk the conflict until the Light Side holds priority in an action window of the Dark Side's turn.
    let s = engaged.state
    for (let i = 0; i < 40; i++) {
      const view = swlcg.view(s, 's1')
      const kind = windowKind(view, 'light')
      if (kind === 'opponent-turn') {
        const legal = swlcg.legalActions(s, 's1')
        expect(autoPass(view, 'light', legal, new Set())).toBeNull()
        expect(autoPass(view, 'light', legal, new Set(['phases']))).toBeNull()
        expect(autoPass(view, 'light', legal, new Set(['opponent-turn']))?.type).toBe('pass')
        return
      }
      const side = s.prompt?.side ?? s.windows.at(-1)?.priority ?? s.turn.priority
      const seat = s.seats[side]!
      const legal = swlcg.legalActions(s, seat)
      const step =
        legal.find((a) => a.type === 'declare-attackers') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!
      const next = swlcg.apply(s, step, seat)
      if (!next.ok) throw new Error(next.error.reason.en)
      s = next.state
    }
    throw new Error('the Light Side never held priority in the Dark Side’s conflict')
  })
})
