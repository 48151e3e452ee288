/**
 * Property test: 500 random games from random squads of the game's table. Every listed action is accepted; now and
 * then every simple action over every figure is accepted exactly when it is listed (moves: every listed path is
 * accepted and every accepted one-step move ends on a listed square); the map's invariants hold after every step (one
 * figure per square, hit points and Force points within the card, figures only where they fit, each figure activated
 * at most once a round); someone can always act; every game ends.
 */
import { describe, expect, it } from 'vitest'
import type { SeatId } from '../../core/types'
import { ENTROPY_ACTIONS } from './apply'
import { CHARACTERS_BY_ID } from './data/characters'
import { SWM_MAPS } from './data/maps'
import { blockersFor, spaceFits, spaceOf, spacesOverlap } from './geometry'
import type { Space } from './geometry'
import { PIT, spaceHas, terrainOf } from './geometry/terrain'
import { swm } from './swm'
import { LIGHT, DARK } from './testing/skirmish'
import { playRandomGame, type LoggedAction } from './testing/randomPlayer'
import type { SwmAction, SwmState } from './types'

const GAMES = 500
const PER_TEST = 100
const CROSS_CHECK_EVERY = 89

/**
 * The first broken invariant of one state, or null. `activations` maps each turn number to its (round, figure): an
 * undone activation's number is given again, so entries from that number on are dropped before a new one is added.
 */
function brokenInvariant(
  state: SwmState,
  log: readonly LoggedAction[],
  activations: Map<number, string>,
): string | null {
  const map = SWM_MAPS[state.config.map]!
  const b = blockersFor(
    map,
    Object.keys(state.doors).filter((d) => state.doors[d]),
  )
  const beforeDeployment = state.stage === 'deploy' || state.stage === 'squads'
  const moving = state.pending.some((p) => p.kind === 'aoo')
  const spaces: { owner: string; space: Space }[] = []
  for (const f of Object.values(state.figures)) {
    const def = CHARACTERS_BY_ID.get(f.def)!
    if (f.defeated !== (f.at === null && !beforeDeployment)) return `${f.id}: defeated ${f.defeated} at ${f.at}`
    if (f.at) {
      if (f.hp <= 0 || f.hp > def.hp) return `${f.id}: ${f.hp} hit points`
      const space = spaceOf(f.at, def.size)
      if (!spaceFits(b, space) || spaceHas(terrainOf(map), space, PIT)) return `${f.id}: stands where it does not fit`
      // A move paused for an attack of opportunity may stand on an ally it is passing; never on an enemy.
      const clash = spaces.find((o) => spacesOverlap(o.space, space))
      if (clash && !(moving && clash.owner === f.owner)) return `${f.id}: shares a square`
      spaces.push({ owner: f.owner, space })
    }
    // Force Renewal and Force Spirit may raise Force points above the card's value; they never go below 0.
    if ((def.force === null) !== (f.force === null) || (f.force ?? 0) < 0) return `${f.id}: ${f.force} Force points`
  }
  const last = log[log.length - 1]!
  if (last.action.type === 'activate') {
    const key = `${state.round}/${(last.action.payload as { figure: string }).figure}`
    for (const turn of [...activations.keys()]) if (turn >= state.turns) activations.delete(turn)
    if ([...activations.values()].includes(key)) return `${key} activated twice`
    activations.set(state.turns, key)
  }
  return null
}

/** Every simple action over every figure and neighbouring square, to try against the legal list. */
function candidates(state: SwmState, seat: SeatId): SwmAction[] {
  const out: SwmAction[] = []
  for (const type of [
    'end-turn',
    'decline-aoo',
    'keep-roll',
    'reroll',
    'roll-initiative',
    'confirm-deployment',
    'react',
    'decline',
    'undo',
  ])
    out.push({ type })
  for (const s of state.config.seats) out.push({ type: 'choose-first', payload: { seat: s.seat } })
  for (const id of state.order) {
    out.push({ type: 'activate', payload: { figure: id } })
    out.push({ type: 'attack', payload: { target: id } })
    out.push({ type: 'aoo', payload: { attacker: id } })
    out.push({ type: 'choose', payload: { figure: id } })
    for (const power of ['sith-grip', 'force-heal']) out.push({ type: 'use-power', payload: { power, target: id } })
  }
  for (const power of ['force-leap', 'knight-speed', 'sith-rage', 'lightsaber-sweep', 'force-burst'])
    out.push({ type: 'use-power', payload: { power } })
  const mover = state.turn ? state.figures[state.turn.figure] : undefined
  if (mover?.at && mover.owner === seat)
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        if ((dx || dy) && mover.at.x + dx >= 0 && mover.at.y + dy >= 0)
          out.push({ type: 'move', payload: { path: [{ x: mover.at.x + dx, y: mover.at.y + dy }] } })
  return out
}

/** Listed ⇔ accepted over the candidates (moves: listed ⇒ accepted, accepted one-step ⇒ its end is listed). */
function crossCheck(state: SwmState): void {
  for (const seat of [LIGHT, DARK]) {
    const listed = swm.legalActions(state, seat)
    const key = (a: SwmAction) => `${a.type} ${JSON.stringify(a.payload ?? {})}`
    const listedKeys = new Set(listed.filter((a) => a.type !== 'move').map(key))
    const ends = new Set(
      listed
        .filter((a) => a.type === 'move')
        .map((a) => JSON.stringify((a.payload as { path: unknown[] }).path.at(-1))),
    )
    const withEntropy = (a: SwmAction) => (ENTROPY_ACTIONS.has(a.type) ? { ...a, entropy: 'abcd' } : a)
    for (const a of listed) expect(swm.apply(state, withEntropy(a), seat).ok, key(a)).toBe(true)
    for (const a of candidates(state, seat)) {
      const ok = swm.apply(state, withEntropy(a), seat).ok
      if (a.type === 'move') {
        if (ok) expect(ends.has(JSON.stringify((a.payload as { path: unknown[] }).path[0])), key(a)).toBe(true)
      } else expect(ok, `${seat} ${key(a)}`).toBe(listedKeys.has(key(a)))
    }
  }
}

describe('random legal play', () => {
  for (let from = 1; from <= GAMES; from += PER_TEST) {
    it(`games ${from}–${from + PER_TEST - 1} keep the invariants, agree with legalActions and end`, () => {
      const endings = new Map<string, number>()
      for (let seed = from; seed < from + PER_TEST; seed++) {
        const activations = new Map<number, string>()
        const game = playRandomGame(seed, 4000, (state, log) => {
          const broken = brokenInvariant(state, log, activations)
          if (broken) expect.fail(`seed ${seed}, step ${log.length}: ${broken}`)
          if (log.length % CROSS_CHECK_EVERY === 0) crossCheck(state)
        })
        const outcome = swm.outcome(game.state)
        expect(outcome, `seed ${seed} ended`).not.toBeNull()
        endings.set(outcome!.reason.en, (endings.get(outcome!.reason.en) ?? 0) + 1)
      }
      // Random play reaches both ways of ending: elimination and the 10-round rule.
      expect([...endings.keys()].some((r) => r.startsWith('Every enemy'))).toBe(true)
      expect([...endings.keys()].some((r) => r.startsWith('Ten rounds'))).toBe(true)
    }, 240_000)
  }
})
