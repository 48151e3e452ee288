/**
 * A hostile peer against the skirmish: malformed and out-of-turn actions at states of a real game are refused with a
 * typed error and a reason in both languages, never throw, and never change the state they were applied to (every
 * state is frozen, so a handler writing into its input would throw and fail the test).
 */
import { describe, expect, it } from 'vitest'
import { freezeJson } from '../../core/json'
import type { Action } from '../../core/types'
import { swm } from './swm'
import { ABILITY_GAME, ABILITY_TABLE } from './testing/abilityTable'
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
  for (const type of ['guard', 'draw-fire', 'counter', 'hand-droid', 'reroll-initiative'])
    out.push({ type, payload: { figure: [someFigure] }, entropy: '00' }, { type, payload: {}, entropy: '00' })
  out.push(
    { type: 'tow', payload: { ally: someFigure, path: [{ x: -1, y: 0 }], allyPath: 'x' } },
    { type: 'passing-attack', payload: { target: 7 }, entropy: '00' },
    { type: 'surprise-move', payload: { figure: someFigure, path: Array(300).fill({ x: 0, y: 0 }) } },
    { type: 'call-reserves', payload: { placements: [{ character: '__proto__', x: 0, y: 0 }] } },
    { type: 'call-reserves', payload: { placements: Array(500).fill({ character: 'darth-vader', x: 1, y: 1 }) } },
    { type: 'setup-choice', payload: { holder: someFigure, ability: 'force-choke', figure: someFigure } },
    { type: 'end-turn', payload: { door: '__proto__', open: 'yes' } },
    { type: 'use-power', payload: { power: 'force-lightning', target: someFigure, also: [1, 2, 3] }, entropy: '00' },
    { type: 'use-power', payload: { power: 'lightsaber-assault', targets: 'all' }, entropy: '00' },
    { type: 'attack', payload: { target: someFigure, precision: 'yes', step: { x: 0 } }, entropy: '00' },
    { type: 'keep-target' },
    { type: 'allow-power' },
    { type: 'reroll-save' },
    { type: 'keep-save', payload: { die: 20 } },
  )
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
  for (const [name, game, table] of [
    ['the game', swm, undefined],
    ['every ability', ABILITY_GAME, ABILITY_TABLE],
  ] as const)
    it(`every malformed action at every 25th state of a game with ${name} is refused with a reason, and changes nothing`, () => {
      const played = playRandomGame(7, 3000, undefined, game, table)
      let state = game.setup(played.config, [LIGHT, DARK], '00')
      let refused = 0
      for (const [i, { seat, action }] of played.log.entries()) {
        if (i % 25 === 0) {
          const frozen = freezeJson(structuredClone(state))
          for (const bad of hostileActions(frozen)) {
            for (const who of [seat, seat === LIGHT ? DARK : LIGHT, 'spectator']) {
              const r = game.apply(frozen, bad, who)
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
        const r = game.apply(state, action, seat)
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
