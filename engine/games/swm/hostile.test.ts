/**
 * A hostile peer against the skirmish: malformed and out-of-turn actions at states of a real game are refused with a
 * typed error and a reason in both languages, never throw, and never change the state they were applied to (every
 * state is frozen, so a handler writing into its input would throw and fail the test).
 */
import { describe, expect, it } from 'vitest'
import { freezeJson } from '../../core/json'
import type { Action } from '../../core/types'
import { swm } from './swm'
import { DARK, LIGHT } from './testing/skirmish'
import { playRandomGame } from './testing/randomPlayer'
import type { SwmState } from './types'

const PROTO = ['__proto__', 'constructor', 'toString', 'hasOwnProperty']
const BAD_NUMBERS = [-1, 1.5, 1e9, Number.NaN, '3', null]

/** Malformed or hostile versions of every action type. */
function hostileActions(state: SwmState): Action[] {
  const someFigure = state.order[0] ?? 'x'
  const out: Action[] = [
    { type: '' },
    { type: 'no-such-action' },
    { type: '__proto__' },
    { type: 'move', payload: { path: 'north' } },
    { type: 'move', payload: { path: Array.from({ length: 500 }, (_, i) => ({ x: i % 3, y: 0 })) } },
    { type: 'move', payload: { path: [{ x: 0, y: 0 }], force: -3 } },
    { type: 'move', payload: { path: [[0, 0]] } },
    { type: 'attack', payload: { target: someFigure, helpers: [someFigure, someFigure] }, entropy: 'zz' },
    { type: 'attack', payload: { target: 'x'.repeat(10_000) }, entropy: '00' },
    { type: 'attack', payload: { target: someFigure } },
    { type: 'deploy', payload: { placements: [{ figure: someFigure, x: 0, y: 0 }].concat(Array(100).fill(null)) } },
    {
      type: 'reveal-squad',
      payload: { list: { faction: 'imperial', characters: [{ id: 'darth-vader', count: 1 }] }, salt: '00' },
    },
    { type: 'commit-squad', payload: { hash: 'not-a-hash' } },
    { type: 'choose-first', payload: { seat: 'spectator' } },
    { type: 'use-power', payload: { power: 'force-choke' }, entropy: '00' },
    { type: 'use-power', payload: { power: 'sith-grip', target: { $ne: null } }, entropy: '00' },
    { type: 'choose', payload: { figure: someFigure } },
    { type: 'react', entropy: '00' },
    { type: 'end-turn', payload: { extra: true } },
    { type: 'concede', payload: [1, 2, 3] as never },
  ]
  for (const key of PROTO) {
    out.push({ type: 'activate', payload: { figure: key } })
    out.push({ type: 'attack', payload: { target: key }, entropy: '00' })
    out.push({ type: 'aoo', payload: { attacker: key }, entropy: '00' })
    out.push({ type: 'deploy', payload: { placements: [{ figure: key, x: 0, y: 0 }] } })
  }
  for (const n of BAD_NUMBERS) {
    out.push({ type: 'move', payload: { path: [{ x: n, y: 0 }] } as never })
    out.push({ type: 'deploy', payload: { placements: [{ figure: someFigure, x: n, y: 1 }] } as never })
  }
  return out
}

describe('a hostile peer', () => {
  it('every malformed action at every 25th state of a game is refused with a reason, and changes nothing', () => {
    const game = playRandomGame(7)
    let state = swm.setup(game.config, [LIGHT, DARK], '00')
    let refused = 0
    for (const [i, { seat, action }] of game.log.entries()) {
      if (i % 25 === 0) {
        const frozen = freezeJson(structuredClone(state))
        for (const bad of hostileActions(frozen)) {
          for (const who of [seat, seat === LIGHT ? DARK : LIGHT, 'spectator']) {
            const r = swm.apply(frozen, bad, who)
            // A placement or a one-square move may be legal by chance; every other one is refused and explained.
            if (r.ok) {
              expect(['deploy', 'move']).toContain(bad.type)
              continue
            }
            refused++
            expect(r.error.code).toMatch(/^[a-z-]+$/)
            expect(r.error.reason.hu.length).toBeGreaterThan(0)
            expect(r.error.reason.en.length).toBeGreaterThan(0)
            expect(r.error.reason.en.length).toBeLessThan(400)
          }
        }
      }
      const r = swm.apply(state, action, seat)
      if (!r.ok) throw new Error(r.error.reason.en)
      state = r.state
    }
    expect(refused).toBeGreaterThan(1000)
  })

  it('concede by a spectator and actions after the end are refused', () => {
    const game = playRandomGame(3)
    expect(swm.apply(game.state, { type: 'concede' }, 'spectator').ok).toBe(false)
    expect(swm.apply(game.state, { type: 'end-turn' }, LIGHT)).toMatchObject({
      ok: false,
      error: { code: 'game-over' },
    })
  })
})
