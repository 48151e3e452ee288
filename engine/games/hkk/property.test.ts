/**
 * Property test: random legal play over decks mixing every test card never throws; every listed action is accepted
 * and, now and then, simple candidates are accepted exactly when listed; the table's invariants hold after every
 * step; no view ever holds an identity its seat may not see (the other hand, any deck order); the same seed gives
 * the same game, and folding the log with frozen states gives the same hash.
 */
import { describe, expect, it } from 'vitest'
import { foldLog } from '../../core/fold'
import { hashState } from '../../core/hash'
import { canSee, zoneOf, zoneSlots } from '../../core/hidden'
import { slotGet } from '../../core/slot-map'
import type { SeatId } from '../../core/types'
import { demoDefs, HKK_DEMO_DECKS } from './data/decks'
import { hkkGame } from './hkk'
import { creatures, defOf, PLAYERS, zones } from './queries'
import { statsOf } from './stats'
import { MANUAL_TEST_DEFS, TEST_DEFS } from './testing/defs'
import { manualTestConfig, S1, S2, testConfig } from './testing/fixtures'
import { playRandomGame } from './testing/randomPlayer'
import type { HkkAction, HkkConfig, HkkState } from './types'

const GAMES = 20
const IDS = Object.keys(TEST_DEFS)
const MANUAL_IDS = Object.keys(MANUAL_TEST_DEFS)

/** A small random-ish deck from the test defs (every def appears across the games). */
function deckFor(seed: number, p: number): string[] {
  return Array.from({ length: 16 }, (_, i) => IDS[(i * (p + 3) + seed * 5) % IDS.length]!)
}

/** The config of game `seed`: low starting Ép so games end. */
const configFor = (seed: number): HkkConfig =>
  testConfig(
    { startingEp: 5 + (seed % 4), tokenPool: 12, reactionOrder: seed % 5 === 0 ? 'fifo' : 'lifo' },
    { p1: deckFor(seed, 1), p2: deckFor(seed, 2) },
  )

/** Game `seed` with manual (text-only) cards: every fourth card of each deck is one. */
function manualConfigFor(seed: number): HkkConfig {
  const deck = (p: number) => deckFor(seed, p).map((id, i) => (i % 4 === p ? MANUAL_IDS[(i + seed) % 3]! : id))
  return manualTestConfig({ startingEp: 6 + (seed % 3), tokenPool: 12 }, { p1: deck(1), p2: deck(2) })
}

/** Cards of `p` in limbo: on the stack, announced, or resolving (their queue items still to run). */
function limboOf(state: HkkState, p: 'p1' | 'p2'): number {
  const resolving = state.queue.filter(
    (q) => (q.do === 'enter' && q.by === p) || (q.do === 'discard-limbo' && q.owner === p),
  )
  return state.stack.filter((e) => e.by === p).length + (state.announced?.by === p ? 1 : 0) + resolving.length
}

/** Table invariants every reachable state keeps. */
function checkInvariants(state: HkkState, deckSizes: Record<string, number>): void {
  for (const [slot, perm] of Object.entries(state.perms)) {
    const zone = zoneOf(state.cards, slot)
    expect([zones.guard(perm.controller), zones.reserve(perm.controller), zones.field(perm.controller)]).toContain(zone)
    expect(perm.damage).toBeGreaterThanOrEqual(0)
    if (perm.attachedTo !== null) expect(Object.hasOwn(state.perms, perm.attachedTo)).toBe(true)
    if (zone === zones.guard(perm.controller)) expect(creatures(state, perm.controller, 'guard')).toContain(slot)
    defOf(state, slot)
  }
  for (const p of PLAYERS) {
    expect(state.players[p].vp).toBeGreaterThanOrEqual(0)
    for (const z of [zones.guard(p), zones.reserve(p), zones.field(p)]) {
      for (const slot of zoneSlots(state.cards, z)) expect(Object.hasOwn(state.perms, slot)).toBe(true)
    }
    // Every card of a player is somewhere: deck, hand, discard, limbo or in play (tokens are not cards).
    const inPlay = Object.entries(state.perms).filter(([, q]) => q.owner === p && !q.token).length
    const inLimbo = limboOf(state, p)
    const held = [zones.deck(p), zones.hand(p), zones.discard(p)].reduce(
      (n, z) => n + zoneSlots(state.cards, z).length,
      0,
    )
    expect(held + inPlay + inLimbo).toBe(deckSizes[p])
  }
  const tokens = Object.values(state.perms).filter((q) => q.token).length
  expect(tokens + zoneSlots(state.cards, zones.tokens).length).toBe(state.rules.tokenPool)
  expect(zoneSlots(state.cards, zones.limbo).length).toBe(limboOf(state, 'p1') + limboOf(state, 'p2'))
  // Nothing stays at 0 Ép once everything has settled.
  if (!state.window && !state.pending && state.queue.length === 0 && !state.result) {
    for (const slot of Object.keys(state.perms)) {
      const t = defOf(state, slot).type
      if (t === 'monster' || t === 'adventurer' || t === 'building')
        expect(statsOf(state, slot).left).toBeGreaterThan(0)
    }
  }
}

/** No view holds an identity its seat may not see. */
function checkRedaction(state: HkkState): void {
  const secrets: [string, string][] = []
  for (const zone of Object.keys(state.cards.zones)) {
    for (const slot of zoneSlots(state.cards, zone)) secrets.push([slot, slotGet(state.cards.secrets, slot)!])
  }
  for (const seat of [S1, S2, null] as (SeatId | null)[]) {
    const json = JSON.stringify(hkkGame.view(state, seat))
    for (const [slot, card] of secrets) {
      if (!canSee(state.cards, slot, seat)) expect(json.includes(`"${card}"`), `${seat} sees ${card}`).toBe(false)
    }
  }
}

/** Listed actions are accepted; a pass and every hand card's plain play are accepted only when listed. */
function crossCheck(state: HkkState): void {
  for (const seat of [S1, S2]) {
    const listed = hkkGame.legalActions(state, seat)
    for (const action of listed) {
      const full = ['roll-off', 'mulligan', 'roll'].includes(action.type) ? { ...action, entropy: 'ab' } : action
      const r = hkkGame.apply(state, full, seat)
      expect(r.ok, `${seat} ${JSON.stringify(action)} ${r.ok ? '' : r.error.code}`).toBe(true)
    }
    const candidates: HkkAction[] = [{ type: 'pass' }, { type: 'pass-turn' }]
    const p = seat === S1 ? 'p1' : 'p2'
    for (const slot of zoneSlots(state.cards, zones.hand(p)))
      candidates.push({ type: 'play-card', payload: { slot, targets: [] } })
    for (const action of candidates) {
      const ok = hkkGame.apply(state, action, seat).ok
      const same = listed.some(
        (l) =>
          l.type === action.type &&
          (action.type !== 'play-card' ||
            (l.payload as { slot: string }).slot === (action.payload as { slot: string }).slot),
      )
      if (ok) expect(same, `${seat} ${JSON.stringify(action)} accepted but not listed`).toBe(true)
    }
  }
}

describe('random HKK games', () => {
  it(`${GAMES} random games keep every invariant and end`, () => {
    let ended = 0
    for (let seed = 1; seed <= GAMES; seed++) {
      const config = configFor(seed)
      const sizes = { p1: config.decks.p1.length, p2: config.decks.p2.length }
      const game = playRandomGame(config, seed, 25, 2500, (state, _step, n) => {
        checkInvariants(state, sizes)
        if (n % 9 === 0) checkRedaction(state)
        if (n % 23 === 0 || state.pending || state.window) crossCheck(state)
      })
      expect(hkkGame.outcome(game.state)).not.toBeNull()
      if (game.state.result?.reason.en.includes('Ép')) ended += 1
    }
    // Most games end by Ép, not by the turn cap.
    expect(ended).toBeGreaterThan(GAMES / 2)
  }, 60_000)

  it('6 random games with manual cards keep every invariant, resolve them by operations and end', () => {
    const seen = new Set<string>()
    for (let seed = 1; seed <= 6; seed++) {
      const config = manualConfigFor(seed)
      const sizes = { p1: config.decks.p1.length, p2: config.decks.p2.length }
      const game = playRandomGame(config, seed, 20, 2500, (state, step, n) => {
        seen.add(step.action.type)
        checkInvariants(state, sizes)
        if (n % 9 === 0) checkRedaction(state)
        if (n % 23 === 0 || state.pending || state.window) crossCheck(state)
      })
      expect(hkkGame.outcome(game.state)).not.toBeNull()
    }
    for (const type of ['manual-op', 'manual-done', 'acknowledge', 'manual-use']) expect(seen).toContain(type)
  }, 60_000)

  it('4 random games with the demo decks keep every invariant', () => {
    const [a, b] = HKK_DEMO_DECKS
    for (let seed = 1; seed <= 4; seed++) {
      const config: HkkConfig = {
        decks: { p1: [...a!.cards], p2: [...b!.cards] },
        defs: demoDefs([a!.id, b!.id]) as HkkConfig['defs'],
        rules: { startingEp: 6 + seed },
      }
      const sizes = { p1: config.decks.p1.length, p2: config.decks.p2.length }
      const game = playRandomGame(config, seed, 20, 2500, (state, _step, n) => {
        checkInvariants(state, sizes)
        if (n % 11 === 0) checkRedaction(state)
        if (n % 29 === 0 || state.pending || state.window) crossCheck(state)
      })
      expect(hkkGame.outcome(game.state)).not.toBeNull()
    }
  }, 60_000)

  it('the same seed gives the same game; a frozen fold of its log gives the same hash', () => {
    const config = configFor(3)
    const a = playRandomGame(config, 3)
    const b = playRandomGame(config, 3)
    expect(hashState(a.state)).toBe(hashState(b.state))
    const folded = foldLog(hkkGame, { config, seats: [S1, S2], entropy: a.setupEntropy }, a.log, { freeze: true })
    expect(folded.steps.every((s) => s.ok)).toBe(true)
    expect(hashState(folded.state)).toBe(hashState(a.state))
  })
})
