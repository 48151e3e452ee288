/**
 * moveHints (issue 19's "where may this figure move"): every hinted square's path is accepted by `move` with exactly
 * the hinted cost, and the attacks of opportunity it pauses for (every offer declined, Galloping and Strafe attacks
 * skipped) are exactly the hinted enemies; the hinted paths are the moves `legalActions` lists; every other square
 * the figure could walk to is refused; a figure that may not move gets the engine's refusal; hostile ids are refused.
 */
import { describe, expect, it } from 'vitest'
import type { Action, SeatId } from '../../core/types'
import { contextOf } from './context'
import { movePaths } from './legal'
import { moveHints } from './moveHints'
import type { MoveHints } from './moveHints'
import { fixture, TEST_ROSTER } from './testing/roster'
import { act, DARK, entropyRolling, LIGHT, placed, refusal, squad, started } from './testing/skirmish'
import type { Roster } from './squads'
import { createSwm, swm } from './swm'
import { CHARACTERS_BY_ID } from './data/characters'
import { playRandomGame } from './testing/randomPlayer'
import type { At, SwmAction, SwmConfig, SwmState } from './types'
import type { GameDefinition } from '../../core/types'

type SwmGame = GameDefinition<SwmState, SwmAction, SwmConfig, SwmState>

const ROSTER = new Map(TEST_ROSTER)
for (const def of [
  fixture('t-jedi', 'Jedi', { force: 3 }),
  fixture('t-master', 'Jedi Master', { force: 4, forcePowers: [{ id: 'master-of-the-force', n: 2 }] }),
  fixture('t-knight', 'Jedi Knight', { force: 4, forcePowers: [{ id: 'knight-speed' }, { id: 'force-leap' }] }),
])
  ROSTER.set(def.id, def)
const game = createSwm(ROSTER)
const ERA = { era: 'rise-of-the-empire' as const }

const RUNNER = 's1/t-m-runner/1'
const GRUNT = 's2/t-m-grunt/1'
const GRUNT2 = 's2/t-m-grunt/2'

/** A started game of the light `light` figures against `dark`, placed as given, light to activate. */
function scene(light: [string, number][], dark: [string, number][], where: Record<string, At>): SwmState {
  return placed(started(squad('republic', ...light), squad('separatist', ...dark), LIGHT, ERA, game), where)
}

const begin = (s: SwmState, figure: string) => act(s, LIGHT, { type: 'activate', payload: { figure } }, game)
const key = (a: At) => `${a.x},${a.y}`

/** Applies `move`, then answers every pause: offers declined, attacks in passing skipped. */
function walked(
  s: SwmState,
  seat: SeatId,
  action: Action,
  g: SwmGame = game,
): { state: SwmState; cost: number; offered: string[] } {
  const r = g.apply(s, action as never, seat)
  if (!r.ok) throw new Error(`move refused: ${r.error.code}`)
  const moved = r.events.find((e) => e.type === 'moved')!.data as { cost: number }
  let state = r.state
  const offered: string[] = []
  for (let top = state.pending.at(-1); top; top = state.pending.at(-1)) {
    if (top.kind === 'aoo') {
      for (const id of top.offers) if (!offered.includes(id)) offered.push(id)
      state = act(state, top.seat, { type: 'decline-aoo' }, g)
    } else if (top.kind === 'passing') state = act(state, top.seat, { type: 'skip-passing-attack' }, g)
    else throw new Error(`unexpected pending ${top.kind}`)
  }
  return { state, cost: moved.cost, offered }
}

/** Checks every hint of the active figure against `move`, and every other square it could walk to. */
function checkHints(s: SwmState, g: SwmGame = game, roster: Roster = ROSTER, mayRefuse = false): MoveHints {
  const id = s.turn!.figure
  const seat = s.figures[id]!.owner
  const h = moveHints(roster, s, id)
  if (mayRefuse && h.refused) {
    // Refused: `move` refuses any path with the same code, and nothing is hinted or listed.
    const at = s.figures[id]!.at!
    const step = { x: at.x > 0 ? at.x - 1 : at.x + 1, y: at.y }
    expect(refusal(s, seat, { type: 'move', payload: { path: [step] } }, g)).toBe(h.refused.code)
    expect(h).toMatchObject({ squares: 0, force: { points: 0, squares: 0 }, hints: [] })
    expect(g.legalActions(s, seat).filter((a) => a.type === 'move')).toEqual([])
    return h
  }
  expect(h.refused).toBeNull()
  expect(JSON.parse(JSON.stringify(h))).toEqual(h)
  // The hinted paths are the moves legalActions lists.
  const listed = g.legalActions(s, seat).filter((a) => a.type === 'move')
  expect(h.hints.map((x) => ({ type: 'move', payload: { path: x.path } }))).toEqual(
    expect.arrayContaining(listed as never[]),
  )
  expect(h.hints).toHaveLength(listed.length)
  for (const hint of h.hints) {
    expect(hint.to).toEqual(hint.path.at(-1))
    expect(hint.cost).toBeLessThanOrEqual(h.squares)
    const done = walked(s, seat, { type: 'move', payload: { path: hint.path } }, g)
    expect(done.cost, key(hint.to)).toBe(hint.cost)
    expect(done.offered, key(hint.to)).toEqual(hint.aoo.map((o) => o.enemy))
    expect(done.state.figures[id]!.at).toEqual(hint.to)
  }
  // Every square reachable by some path that is not hinted is refused without Force.
  const hinted = new Set(h.hints.map((x) => key(x.to)))
  const ctx = contextOf(s, roster)
  for (const path of movePaths(s, ctx, s.figures[id]!, 40))
    if (!hinted.has(key(path.at(-1)!)))
      expect(refusal(s, seat, { type: 'move', payload: { path } }, g), key(path.at(-1)!)).not.toBe('ok')
  return h
}

/** The hinted Force is real: squares beyond the hints, within what it buys, are reached with it, not with one more. */
function checkForce(s: SwmState, h: MoveHints): void {
  const figure = s.figures[h.figure]!
  const hinted = new Set(h.hints.map((x) => key(x.to)))
  const beyond = movePaths(s, contextOf(s, ROSTER), figure, h.squares + h.force.squares).filter(
    (p) => !hinted.has(key(p.at(-1)!)),
  )
  expect(beyond.length).toBeGreaterThan(0)
  for (const path of beyond) {
    expect(refusal(s, figure.owner, { type: 'move', payload: { path, force: h.force.points } }, game)).toBe('ok')
    expect(refusal(s, figure.owner, { type: 'move', payload: { path, force: h.force.points + 1 } }, game)).not.toBe(
      'ok',
    )
  }
}

describe('moveHints', () => {
  it('a fresh turn: 12 squares, the enemies each path would provoke, one Force point for 2 more', () => {
    const s = begin(
      scene([['t-jedi', 1]], [['t-m-grunt', 2]], {
        's1/t-jedi/1': { x: 3, y: 12 },
        [GRUNT]: { x: 4, y: 12 },
        [GRUNT2]: { x: 2, y: 14 },
      }),
      's1/t-jedi/1',
    )
    const h = checkHints(s)
    expect(h.squares).toBe(12)
    expect(h.force).toEqual({ points: 1, squares: 2 })
    expect(h.hints.some((x) => x.aoo.length === 2)).toBe(true)
  })

  it('an enemy passed again after a declined offer is offered again, and listed once', () => {
    const s = begin(
      scene([['t-m-runner', 1]], [['t-m-grunt', 1]], { [RUNNER]: { x: 3, y: 12 }, [GRUNT]: { x: 4, y: 12 } }),
      RUNNER,
    )
    const h = checkHints(s)
    const along = h.hints.find((x) => key(x.to) === '5,11')!
    expect(along.aoo).toEqual([{ enemy: GRUNT, from: { x: 3, y: 12 } }])
  })

  it('Force: Master of the Force buys two points, a figure with one point left one', () => {
    const master = begin(
      scene([['t-master', 1]], [['t-m-grunt', 1]], { 's1/t-master/1': { x: 13, y: 9 }, [GRUNT]: { x: 20, y: 16 } }),
      's1/t-master/1',
    )
    const h = checkHints(master)
    expect(h.force).toEqual({ points: 2, squares: 4 })
    checkForce(master, h)
    const poor = placed(master, {})
    poor.figures['s1/t-master/1']!.force = 1
    const one = moveHints(ROSTER, poor, 's1/t-master/1')
    expect(one.force).toEqual({ points: 1, squares: 2 })
    checkForce(poor, one)
    poor.figures['s1/t-master/1']!.force = 0
    expect(moveHints(ROSTER, poor, 's1/t-master/1').force).toEqual({ points: 0, squares: 0 })
  })

  it('a move begun goes on with what is left; after a spent Force point none is offered', () => {
    let s = begin(
      scene([['t-jedi', 1]], [['t-m-grunt', 1]], { 's1/t-jedi/1': { x: 2, y: 12 }, [GRUNT]: { x: 8, y: 18 } }),
      's1/t-jedi/1',
    )
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 12 }], force: 1 } }, game)
    const h = checkHints(s)
    expect(h.squares).toBe(13)
    expect(h.force).toEqual({ points: 0, squares: 0 })
  })

  it('after an attack the move is the shape’s 6; after attack and a 6-square move nothing is left', () => {
    let s = begin(
      scene([['t-m-runner', 1]], [['t-m-grunt', 1]], { [RUNNER]: { x: 3, y: 12 }, [GRUNT]: { x: 4, y: 12 } }),
      RUNNER,
    )
    const miss = entropyRolling(1, 'attack', RUNNER, s.turn!.ref, 1)
    s = act(s, LIGHT, { type: 'attack', payload: { target: GRUNT }, entropy: miss }, game)
    expect(s.pending).toEqual([])
    const h = checkHints(s)
    expect(h.squares).toBe(6)
    s = walked(s, LIGHT, { type: 'move', payload: { path: h.hints.find((x) => x.cost === 6)!.path } }).state
    // The open move goes on with nothing left: every square is refused as too far.
    expect(checkHints(s)).toMatchObject({ refused: null, squares: 0, force: { points: 0, squares: 0 }, hints: [] })
  })

  it('Flight provokes nothing; Galloping pauses are walked past; a Huge figure squeezes', () => {
    const flyer = begin(
      scene([['t-m-bomber', 1]], [['t-m-grunt', 1]], { 's1/t-m-bomber/1': { x: 0, y: 9 }, [GRUNT]: { x: 1, y: 9 } }),
      's1/t-m-bomber/1',
    )
    const h = checkHints(flyer)
    expect(h.hints.length).toBeGreaterThan(0)
    expect(h.hints.every((x) => x.aoo.length === 0)).toBe(true)
    checkHints(
      begin(
        scene([['t-m-rider', 1]], [['t-m-grunt', 1]], { 's1/t-m-rider/1': { x: 0, y: 7 }, [GRUNT]: { x: 3, y: 8 } }),
        's1/t-m-rider/1',
      ),
    )
    checkHints(
      begin(
        scene([['t-m-hauler', 1]], [['t-m-grunt', 1]], {
          's1/t-m-hauler/1': { x: 26, y: 8 },
          [GRUNT]: { x: 20, y: 16 },
        }),
        's1/t-m-hauler/1',
      ),
    )
  })

  it('a figure that may not move gets the engine’s refusal and no squares', () => {
    const fresh = scene([['t-m-runner', 1]], [['t-m-grunt', 1]], {
      [RUNNER]: { x: 3, y: 12 },
      [GRUNT]: { x: 4, y: 12 },
    })
    const none = (h: MoveHints) => expect(h).toMatchObject({ squares: 0, force: { points: 0, squares: 0 }, hints: [] })
    // No turn running.
    expect(moveHints(ROSTER, fresh, RUNNER).refused?.code).toBe('no-turn')
    expect(refusal(fresh, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 11 }] } }, game)).toBe('no-turn')
    const s = begin(fresh, RUNNER)
    // Another figure's turn runs (activating it is refused the same way).
    const other = moveHints(ROSTER, s, GRUNT)
    none(other)
    expect(other.refused?.code).toBe('turn-running')
    expect(refusal(s, DARK, { type: 'activate', payload: { figure: GRUNT } }, game)).toBe('turn-running')
    // The move paused for an attack of opportunity.
    const paused = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 11 }] } }, game)
    expect(paused.pending.at(-1)?.kind).toBe('aoo')
    expect(moveHints(ROSTER, paused, RUNNER).refused?.code).toBe('pending-choice')
    expect(refusal(paused, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 10 }] } }, game)).toBe('pending-choice')
    // A double move spent: nothing is left but what Force buys, and the runner has none.
    const far = moveHints(ROSTER, s, RUNNER).hints.find((x) => x.cost === 12)!
    const spent = walked(s, LIGHT, { type: 'move', payload: { path: far.path } }).state
    expect(checkHints(spent)).toMatchObject({ refused: null, squares: 0, hints: [] })
    // The game is over.
    const over = act(s, DARK, { type: 'concede' }, game)
    expect(moveHints(ROSTER, over, RUNNER).refused?.code).toBe('game-over')
  })

  it('Savage held and Mercenary with a target get their refusals', () => {
    const held = placed(
      started(squad('republic', ['t-m-runner', 1]), squad('separatist', ['t-m-beast', 1]), DARK, ERA, game),
      { [RUNNER]: { x: 5, y: 7 }, 's2/t-m-beast/1': { x: 4, y: 7 } },
    )
    const beast = act(held, DARK, { type: 'activate', payload: { figure: 's2/t-m-beast/1' } }, game)
    const h = moveHints(ROSTER, beast, 's2/t-m-beast/1')
    expect(h.refused?.code).toBe(refusal(beast, DARK, { type: 'move', payload: { path: [{ x: 4, y: 6 }] } }, game))
    expect(h.refused?.code).toBe('savage-held')
    const merc = placed(
      started(squad('republic', ['t-m-runner', 1]), squad('separatist', ['t-m-hireling', 1]), DARK, ERA, game),
      { [RUNNER]: { x: 11, y: 7 }, 's2/t-m-hireling/1': { x: 8, y: 10 } },
    )
    const hireling = act(merc, DARK, { type: 'activate', payload: { figure: 's2/t-m-hireling/1' } }, game)
    expect(moveHints(ROSTER, hireling, 's2/t-m-hireling/1').refused?.code).toBe('mercenary-has-target')
  })

  it('hostile ids and a broken state are refused, never thrown', () => {
    const s = begin(
      scene([['t-m-runner', 1]], [['t-m-grunt', 1]], { [RUNNER]: { x: 3, y: 12 }, [GRUNT]: { x: 4, y: 12 } }),
      RUNNER,
    )
    for (const id of ['__proto__', 'constructor', 'toString', '', 'x'.repeat(10_000), 7, null, undefined, {}, []]) {
      const h = moveHints(ROSTER, s, id)
      expect(h.refused?.code, String(id).slice(0, 20)).toBe('unknown-figure')
      expect(h.hints).toEqual([])
      expect(JSON.stringify(h).length).toBeLessThan(1000)
    }
    expect(moveHints(ROSTER, {} as SwmState, RUNNER).refused?.code).toBe('malformed-action')
    expect(moveHints(new Map(), s, RUNNER).refused?.code).toBe('malformed-action')
  })

  it('random games: every hint of every sampled turn holds for the game’s own characters', () => {
    let checked = 0
    let refused = 0
    let provoking = 0
    for (const seed of [3, 8, 21]) {
      playRandomGame(seed, 600, (state, log) => {
        if (state.turn && state.pending.length === 0 && log.length % 7 === 0) {
          const h = checkHints(state, swm, CHARACTERS_BY_ID, true)
          if (h.refused) refused++
          if (h.hints.some((x) => x.aoo.length > 0)) provoking++
          checked++
        }
      })
    }
    expect(checked).toBeGreaterThan(10)
    expect(refused).toBeGreaterThan(0)
    expect(refused).toBeLessThan(checked)
    expect(provoking).toBeGreaterThan(0)
  }, 120_000)

  it('Knight Speed adds 4 squares; after Force Leap the path may pass enemies and provokes nothing', () => {
    const KNIGHT = 's1/t-knight/1'
    const s = begin(
      scene([['t-knight', 1]], [['t-m-grunt', 1]], { [KNIGHT]: { x: 2, y: 11 }, [GRUNT]: { x: 3, y: 11 } }),
      KNIGHT,
    )
    expect(checkHints(s).hints.some((x) => x.aoo.length > 0)).toBe(true)
    const fast = act(s, LIGHT, { type: 'use-power', payload: { power: 'knight-speed' } }, game)
    expect(checkHints(fast)).toMatchObject({ squares: 16, force: { points: 0, squares: 0 } })
    const leap = act(s, LIGHT, { type: 'use-power', payload: { power: 'force-leap' } }, game)
    const h = checkHints(leap)
    expect(h.hints.every((x) => x.aoo.length === 0)).toBe(true)
    expect(h.hints.find((x) => key(x.to) === '4,11')?.path).toContainEqual({ x: 3, y: 11 })
  })
})
