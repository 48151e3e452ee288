import { describe, expect, it } from 'vitest'
import { commitSquad, swm } from '../../../../engine/games/swm'
import { DARK, LIGHT, act, salt, squad } from '../../../../engine/games/swm/testing/skirmish'
import { swmWaitsFor } from './useSwmGame'

const LUKE = squad('rebel', ['luke-skywalker-champion', 1])
const VADER = squad('imperial', ['darth-vader', 1])

describe('which seat a hotseat device passes to', () => {
  it('waits for each seat to commit, then for each to reveal, then for the deploying seat', () => {
    let s = swm.setup({ allowPartial: true }, [LIGHT, DARK], '00')
    expect([swmWaitsFor(s, LIGHT), swmWaitsFor(s, DARK)]).toEqual([true, true])
    const light = commitSquad(LUKE, salt(1))
    if (!light.ok) throw new Error('no commitment')
    s = act(s, LIGHT, { type: 'commit-squad', payload: { hash: light.value } }, swm)
    // Light has committed; the dark seat has not, so only it is waited for.
    expect([swmWaitsFor(s, LIGHT), swmWaitsFor(s, DARK)]).toEqual([false, true])
    const dark = commitSquad(VADER, salt(2))
    if (!dark.ok) throw new Error('no commitment')
    s = act(s, DARK, { type: 'commit-squad', payload: { hash: dark.value } }, swm)
    expect([swmWaitsFor(s, LIGHT), swmWaitsFor(s, DARK)]).toEqual([true, true])
    s = act(s, LIGHT, { type: 'reveal-squad', payload: { list: LUKE as never, salt: salt(1) } }, swm)
    s = act(s, DARK, { type: 'reveal-squad', payload: { list: VADER as never, salt: salt(2) } }, swm)
    // The dark side deploys first.
    expect([swmWaitsFor(s, LIGHT), swmWaitsFor(s, DARK)]).toEqual([false, true])
  })
})
