/**
 * The ten rulebook scenarios of the analysis (§19), each named after its rule and quoting the Hungarian sentence
 * with its paragraph number (shared/rules/hkk-detailed-rules-ch20-41.hu.txt), plus a few further readings.
 */
import { describe, expect, it } from 'vitest'
import { hashState } from '../../core/hash'
import { zoneOf, zoneSlots } from '../../core/hidden'
import { clampDie } from './effects/resolve'
import { regeneration, TURN_STAGES } from './flow'
import { zones } from './queries'
import { statsOf } from './stats'
import { T } from './testing/defs'
import {
  act,
  begin,
  inPlay,
  passTo,
  passUntil,
  startGame,
  testConfig,
  tryAct,
  withHand,
  withVp,
} from './testing/fixtures'
import type { HkkState, Player } from './types'

/** Puts `defId` into play for `p` (chainable). */
function put(state: HkkState, p: Player, defId: string, zone: 'guard' | 'reserve' | 'field', active = true) {
  return inPlay(state, p, defId, zone, active)
}

describe('HKK rulebook scenarios (analysis §19)', () => {
  it('29.3 magic-point regeneration: "Az első körében 1, … az ötödik és minden további körében 5 varázspontot kap a játékos. Ezen kívül … minden második tartalékjában lévő lénye után kap +1 varázspontot"', () => {
    let s = begin()
    expect(s.players.p1.vp).toBe(1)
    for (let i = 0; i < 5; i++) s = put(s, 'p1', T.bear.id, 'reserve', i >= 3).state
    s = put(s, 'p1', T.bear.id, 'guard').state
    s = put(s, 'p1', T.bear.id, 'guard').state
    s.players.p1.turns = 7
    expect(regeneration(s, 'p1')).toBe(5 + 2) // guard creatures do not count; passive ones in reserve do
    const t2 = put(begin(), 'p1', T.bear.id, 'reserve').state
    t2.players.p1.turns = 2
    expect(regeneration(t2, 'p1')).toBe(2)
  })

  it('20.1.1 dice clamp: "Ha egy hatás kockadobás eredményét módosítja, akkor az eredmény nem módosulhat 1 alá illetve 6 fölé."', () => {
    expect(clampDie(5 + 2)).toBe(6)
    expect(clampDie(2 - 3)).toBe(1)
    expect(clampDie(4)).toBe(4)
  })

  it('23.1/23.3 a refused play is no action: "a lapkijátszás kísérlete nem minősül cselekvésnek"', () => {
    const { state, slots } = withHand(withVp(begin(), 'p1', 2), 'p1', [T.giant.id])
    const before = hashState(state)
    expect(tryAct(state, 'p1', { type: 'play-card', payload: { slot: slots[0]! } })).toBe('not-enough-vp')
    expect(hashState(state)).toBe(before)
  })

  it('21.5.3 no target, no play: "Ha nincs megfelelő célpont, a lap nem játszható ki." and 21.5.2 charms always target', () => {
    const { state, slots } = withHand(withVp(begin(), 'p1', 5), 'p1', [T.bolt.id, T.shirt.id, T.imp.id])
    expect(tryAct(state, 'p1', { type: 'play-card', payload: { slot: slots[0]! } })).toBe('no-legal-target')
    expect(tryAct(state, 'p1', { type: 'play-card', payload: { slot: slots[1]! } })).toBe('no-legal-target')
    // The imp's on-enter target is optional: it is still played, and its damage fizzles.
    const after = act(state, 'p1', { type: 'play-card', payload: { slot: slots[2]! } })
    expect(zoneOf(after.cards, slots[2]!)).toBe(zones.reserve('p1'))
  })

  it('34.4 breaking through: "A támadó lény csak akkor üthet át az ellenfél őrposztján, ha … az ellenfél minden őrposztban lévő lényét támadja"', () => {
    let s = begin()
    const a = put(s, 'p1', T.bear.id, 'guard')
    const b = put(a.state, 'p1', T.bear.id, 'guard')
    const c = put(b.state, 'p1', T.bear.id, 'guard')
    const c1 = put(c.state, 'p2', T.ox.id, 'guard')
    const c2 = put(c1.state, 'p2', T.ox.id, 'guard')
    s = passTo(c2.state, 'declare')
    const declare = (attacks: { attacker: string; target: string }[]) =>
      tryAct(s, 'p1', { type: 'declare-attacks', payload: { attacks } })
    expect(
      declare([
        { attacker: a.slot, target: c1.slot },
        { attacker: b.slot, target: 'player' },
      ]),
    ).toBe('no-breakthrough')
    expect(
      declare([
        { attacker: a.slot, target: c1.slot },
        { attacker: b.slot, target: c2.slot },
        { attacker: c.slot, target: 'player' },
      ]),
    ).toBe('accepted')
    // An empty guard: anyone may hit the player.
    const open = passTo(c.state, 'declare')
    expect(
      tryAct(open, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: a.slot, target: 'player' }] } }),
    ).toBe('accepted')
  })

  it('34.5/34.8 two attackers at most; the defender chooses: "Egy lényre egyszerre maximum két lény támadhat."', () => {
    const a = put(begin(), 'p1', T.bear.id, 'guard')
    const b = put(a.state, 'p1', T.bear.id, 'guard')
    const c = put(b.state, 'p1', T.bear.id, 'guard')
    const d = put(c.state, 'p2', T.ox.id, 'guard') // 1/4, in p1's turn 2/5
    let s = passTo(d.state, 'declare')
    const three = [a, b, c].map((x) => ({ attacker: x.slot, target: d.slot }))
    expect(tryAct(s, 'p1', { type: 'declare-attacks', payload: { attacks: three } })).toBe('too-many-attackers')
    s = act(s, 'p1', { type: 'declare-attacks', payload: { attacks: three.slice(0, 2) } })
    expect(s.pending).toEqual({ kind: 'strike-back', by: 'p2', defender: d.slot })
    s = act(s, 'p2', { type: 'strike-back', payload: { defender: d.slot, attacker: b.slot } })
    s = passTo(s, 'main-2')
    expect(zoneOf(s.cards, b.slot)).toBe(zones.discard('p1')) // struck back for 2: the bear dies
    expect(s.perms[a.slot]!.damage).toBe(0)
    expect(s.perms[d.slot]!.damage).toBe(4)
  })

  it('34.11 a passive building cannot be razed: "Passzív építményt nem lehet lerombolni."', () => {
    const g = put(begin(), 'p1', T.giant.id, 'guard')
    const b = put(g.state, 'p1', T.bear.id, 'guard')
    const tower = put(b.state, 'p2', T.tower.id, 'field', false)
    let s = passTo(tower.state, 'declare')
    expect(
      tryAct(s, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: g.slot, target: tower.slot }] } }),
    ).toBe('passive-building')
    // After its controller's next preparation (29.5) it is active, and 4 + 2 ≥ 5 Sp razes it in one strike.
    s = passUntil(s, (x) => x.turn.active === 'p1' && x.turn.stage === 'declare' && x.turn.number === 3)
    expect(s.perms[tower.slot]!.active).toBe(true)
    s = act(s, 'p1', {
      type: 'declare-attacks',
      payload: { attacks: [g.slot, b.slot].map((attacker) => ({ attacker, target: tower.slot })) },
    })
    s = passTo(s, 'main-2')
    expect(zoneOf(s.cards, tower.slot)).toBe(zones.discard('p2'))
  })

  it('38.0 defence bonus: "Az ellenfél körében minden lénynek +1 sebzése és +1 Ép-je van."', () => {
    const a = put(begin(), 'p1', T.bear.id, 'guard')
    const d = put(a.state, 'p2', T.bear.id, 'guard')
    let s = d.state
    expect(statsOf(s, d.slot)).toMatchObject({ damage: 3, ep: 3 })
    expect(statsOf(s, a.slot)).toMatchObject({ damage: 2, ep: 2 })
    s = passTo(s, 'declare')
    s = act(s, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: a.slot, target: d.slot }] } })
    s = passTo(s, 'main-2')
    expect(zoneOf(s.cards, a.slot)).toBe(zones.discard('p1'))
    expect(statsOf(s, d.slot).left).toBe(1)
    s = passUntil(s, (x) => x.turn.active === 'p2' && x.turn.stage === 'main-1')
    expect(statsOf(s, d.slot)).toMatchObject({ damage: 2, ep: 2, left: 2 })
  })

  it('41.3 END healing: "azok a lények és építmények, amelyek a kör folyamán sérülést szenvedtek el, maximális Ép-re, illetve maximális Sp-re kerülnek"', () => {
    const ox = put(begin(), 'p1', T.ox.id, 'reserve')
    const tower = put(ox.state, 'p1', T.tower.id, 'field')
    const s = structuredClone(tower.state)
    s.perms[ox.slot]!.damage = 3
    s.perms[tower.slot]!.damage = 3
    s.players.p1.ep = 15
    const next = passUntil(s, (x) => x.turn.active === 'p2')
    expect(next.perms[ox.slot]!.damage).toBe(0)
    expect(statsOf(next, tower.slot).left).toBe(5)
    expect(next.players.p1.ep).toBe(15)
  })

  it('32.1 only active creatures into the guard: "A tartalékból csak aktív lényeket vihet be az őrposztjába, és a tartalékba kimozgatott lények is aktívak maradnak."', () => {
    const { state, slots } = withHand(withVp(begin(), 'p1', 3), 'p1', [T.bear.id])
    let s = act(state, 'p1', { type: 'play-card', payload: { slot: slots[0]! } })
    expect(s.perms[slots[0]!]!.active).toBe(false)
    const g = put(s, 'p1', T.ox.id, 'guard')
    s = passTo(g.state, 'exchange')
    expect(tryAct(s, 'p1', { type: 'move-creature', payload: { creature: slots[0]!, to: 'guard' } })).toBe(
      'passive-to-guard',
    )
    s = act(s, 'p1', { type: 'move-creature', payload: { creature: g.slot, to: 'reserve' } })
    expect(s.perms[g.slot]!.active).toBe(true)
    s = passUntil(s, (x) => x.turn.active === 'p1' && x.turn.stage === 'exchange' && x.turn.number === 3)
    expect(tryAct(s, 'p1', { type: 'move-creature', payload: { creature: slots[0]!, to: 'guard' } })).toBe('accepted')
  })
})

describe('further readings', () => {
  it('30.5 an empty deck means no draw and no loss', () => {
    let s = begin(startGame(testConfig({ startingHand: 0 }, { p1: [T.bear.id], p2: [T.bear.id] })))
    s = passUntil(s, (x) => x.turn.number === 4 && x.turn.stage === 'main-1')
    expect(zoneSlots(s.cards, zones.deck('p1'))).toHaveLength(0)
    expect(s.result).toBeNull()
  })

  it('28.9 one mulligan a game: "Ugyanazon ellenfél ellen összesen csak 1 játszmánál"', () => {
    let s = act(startGame(), 'p1', { type: 'roll-off' })
    const d = s.start.decider!
    s = act(s, d, { type: 'mulligan' })
    expect(s.players[d].mulliganed).toBe(true)
    expect(zoneSlots(s.cards, zones.hand(d))).toHaveLength(5)
    expect(s.turn.priority).not.toBe(d)
  })

  it('29.4.6/30.2 no card play in preparation or draw (every stage waits when auto-pass is off)', () => {
    let s = act(startGame(testConfig({ autoPassPublic: false })), 'p1', { type: 'roll-off' })
    while (s.turn.stage === 'mulligan') s = act(s, s.turn.priority, { type: 'keep' })
    s = act(s, s.start.decider!, { type: 'choose-start', payload: { start: s.start.decider === 'p1' } })
    expect(s.turn.stage).toBe('prep')
    const hand = withHand(withVp(s, 'p1', 5), 'p1', [T.bear.id])
    expect(tryAct(hand.state, 'p1', { type: 'play-card', payload: { slot: hand.slots[0]! } })).toBe('wrong-stage')
  })

  it('stage order: with every pass forced, a turn visits each stage in order (combat stages only with a combat)', () => {
    let s = act(startGame(testConfig({ autoPassPublic: false })), 'p1', { type: 'roll-off' })
    while (s.turn.stage === 'mulligan') s = act(s, s.turn.priority, { type: 'keep' })
    s = act(s, s.start.decider!, { type: 'choose-start', payload: { start: s.start.decider === 'p1' } })
    const seen: string[] = []
    while (s.turn.number === 1) {
      if (seen[seen.length - 1] !== s.turn.stage) seen.push(s.turn.stage)
      s = act(s, s.turn.priority, { type: 'pass' })
    }
    expect(seen).toEqual(TURN_STAGES.filter((x) => x !== 'abilities' && x !== 'strike'))
  })

  it('29.4.9 a once-per-turn ability: "körönként egyszer lehet próbálkozni"', () => {
    const sage = put(begin(), 'p1', T.sage.id, 'reserve')
    const s = act(sage.state, 'p1', { type: 'activate', payload: { source: sage.slot, ability: 0 } })
    s.perms[sage.slot]!.active = true
    expect(tryAct(s, 'p1', { type: 'activate', payload: { source: sage.slot, ability: 0 } })).toBe('once-per-turn')
  })

  it('40.3 a turn cut in MAIN-1 skips the combat and starts END', () => {
    const a = put(begin(), 'p1', T.bear.id, 'guard')
    const { state, slots } = withHand(a.state, 'p1', [T.stop.id])
    const s = act(state, 'p1', { type: 'play-card', payload: { slot: slots[0]! } })
    expect(s.turn.active).toBe('p2')
    expect(s.combat).toBeNull()
  })

  it('41.5 pass-turn: "Ha az aktív játékos passzol" — the rest of the turn goes by', () => {
    const s = act(put(begin(), 'p1', T.bear.id, 'guard').state, 'p1', { type: 'pass-turn' })
    expect(s.turn.active).toBe('p2')
    expect(s.turn.stage).toBe('main-1')
  })

  it('36.1/36.4 simultaneous strikes kill both', () => {
    const a = put(begin(), 'p1', T.giant.id, 'guard')
    const d = put(a.state, 'p2', T.bear.id, 'guard')
    const big = structuredClone(d.state)
    big.perms[d.slot]!.mod.damage = 1 // 2 + 1 + defence 1 = 4 against the giant's 4 Ép
    let s = passTo(big, 'declare')
    s = act(s, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: a.slot, target: d.slot }] } })
    s = passTo(s, 'main-2')
    expect(zoneOf(s.cards, a.slot)).toBe(zones.discard('p1'))
    expect(zoneOf(s.cards, d.slot)).toBe(zones.discard('p2'))
  })
})
