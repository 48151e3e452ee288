/**
 * TEST-ONLY checks for random skirmishes: the map's invariants after a step, the simple actions to try, and the
 * legal ⇔ apply cross-check. Used by the property tests over the game's table and over the ability fixtures.
 */
import { expect } from 'vitest'
import type { GameDefinition, SeatId } from '../../../core/types'
import { ENTROPY_ACTIONS } from '../apply'
import { SWM_MAPS } from '../data/maps'
import { blockersFor, spaceFits, spaceOf, spacesOverlap } from '../geometry'
import type { Space } from '../geometry'
import { coresOf } from '../geometry/squeeze'
import { PIT, spaceHas, terrainOf } from '../geometry/terrain'
import type { Roster } from '../squads'
import type { SwmAction, SwmConfig, SwmState } from '../types'
import type { LoggedAction } from './randomPlayer'
import { DARK, LIGHT } from './skirmish'

type SwmGame = GameDefinition<SwmState, SwmAction, SwmConfig, SwmState>

/**
 * The first broken invariant of one state, or null. `activations` maps each turn number to its (round, figure): an
 * undone activation's number is given again, so entries from that number on are dropped before a new one is added.
 */
export function brokenInvariant(
  roster: Roster,
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
    const def = roster.get(f.def)!
    if (f.defeated !== (f.at === null && !beforeDeployment)) return `${f.id}: defeated ${f.defeated} at ${f.at}`
    if (f.at) {
      // A failed Avoid Defeat waiting for its reroll (saveRerolls.ts) stands at 0 until the second die decides.
      const held = state.pending.some((p) => p.kind === 'save-reroll' && p.held.figure === f.id && f.hp === 0)
      if ((f.hp <= 0 && !held) || f.hp > def.hp) return `${f.id}: ${f.hp} hit points`
      const space = spaceOf(f.at, def.size)
      // A Large or Huge mover paused mid-squeeze (for an attack of opportunity) fits by its squeezing core only.
      const squeezing =
        moving && coresOf(space.span).some((c) => spaceFits(b, { x: space.x + c.ox, y: space.y + c.oy, span: c.span }))
      if (!(spaceFits(b, space) || squeezing) || spaceHas(terrainOf(map), space, PIT))
        return `${f.id}: stands where it does not fit`
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
function candidates(state: SwmState, seat: SeatId, powers: readonly string[]): SwmAction[] {
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
    'keep-initiative',
    'skip-reserves',
    'skip-passing-attack',
    'keep-target',
    'allow-power',
    'reroll-save',
    'keep-save',
  ])
    out.push({ type })
  for (const s of state.config.seats) out.push({ type: 'choose-first', payload: { seat: s.seat } })
  for (const id of state.order) {
    out.push({ type: 'activate', payload: { figure: id } })
    out.push({ type: 'attack', payload: { target: id } })
    out.push({ type: 'aoo', payload: { attacker: id } })
    out.push({ type: 'choose', payload: { figure: id } })
    for (const type of ['guard', 'draw-fire', 'counter', 'hand-droid', 'reroll-initiative'])
      out.push({ type, payload: { figure: id } })
    out.push({ type: 'passing-attack', payload: { target: id } })
    for (const power of powers) out.push({ type: 'use-power', payload: { power, target: id } })
  }
  for (const power of powers) out.push({ type: 'use-power', payload: { power } })
  const mover = state.turn ? state.figures[state.turn.figure] : undefined
  if (mover?.at && mover.owner === seat)
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        if ((dx || dy) && mover.at.x + dx >= 0 && mover.at.y + dy >= 0)
          out.push({ type: 'move', payload: { path: [{ x: mover.at.x + dx, y: mover.at.y + dy }] } })
  return out
}

/** Listed ⇔ accepted over the candidates (moves: listed ⇒ accepted, accepted one-step ⇒ its end is listed). */
export function crossCheck(game: SwmGame, roster: Roster, state: SwmState): void {
  const powers = powersInPlay(roster, state)
  for (const seat of [LIGHT, DARK]) {
    const listed = game.legalActions(state, seat)
    const key = (a: SwmAction) => `${a.type} ${JSON.stringify(a.payload ?? {})}`
    const listedKeys = new Set(listed.filter((a) => a.type !== 'move').map(key))
    const ends = new Set(
      listed
        .filter((a) => a.type === 'move')
        .map((a) => JSON.stringify((a.payload as { path: unknown[] }).path.at(-1))),
    )
    const withEntropy = (a: SwmAction) => (ENTROPY_ACTIONS.has(a.type) ? { ...a, entropy: 'abcd' } : a)
    for (const a of listed) expect(game.apply(state, withEntropy(a), seat).ok, key(a)).toBe(true)
    for (const a of candidates(state, seat, powers)) {
      const ok = game.apply(state, withEntropy(a), seat).ok
      if (a.type === 'move') {
        if (ok) expect(ends.has(JSON.stringify((a.payload as { path: unknown[] }).path[0])), key(a)).toBe(true)
      } else expect(ok, `${seat} ${key(a)}`).toBe(listedKeys.has(key(a)))
    }
  }
}

/** The ability and Force power ids of the figures in the game, to try as `use-power`. */
function powersInPlay(roster: Roster, state: SwmState): string[] {
  const ids = new Set<string>()
  for (const f of Object.values(state.figures)) {
    const def = roster.get(f.def)!
    for (const a of [...def.abilities, ...def.forcePowers]) ids.add(a.id)
  }
  return [...ids]
}
