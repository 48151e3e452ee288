/**
 * The power rows powers.test.ts does not walk through, one scene each in the starship map's bottom-left room: Force
 * Grip, Sith Lightning, Force Strike, Force Storm, Heal, Repair, Industrial Repair, Recovery, Master Speed, Whirlwind
 * Attack; and Regeneration at the end of a turn without movement. A last test checks every row has a scene here or
 * there.
 */
import { describe, expect, it } from 'vitest'
import type { Action } from '../../core/types'
import type { AbilityRef } from './data/types'
import { POWERS } from './powerRows'
import { SPECIAL_POWERS } from './specialPowerRows'
import { createSwm } from './swm'
import { fixture } from './testing/roster'
import { act as actIn, DARK, LIGHT, placed, refusal as refusalIn, squad, started } from './testing/skirmish'
import type { At, SwmState } from './types'

const CARDS = [
  fixture('q-user', 'User', { faction: 'republic', force: 6, hp: 60 }),
  fixture('q-ally', 'Ally', { faction: 'republic', hp: 60 }),
  fixture('q-droid-ally', 'Droid Ally', { faction: 'republic', traits: ['droid'], hp: 60 }),
  fixture('q-gun', 'Mounted Gun', { faction: 'republic', traits: ['mounted-weapon'], hp: 60 }),
  fixture('q-foe', 'Foe', { faction: 'separatist', hp: 60, defense: 5 }),
  fixture('q-droid', 'Droid Foe', { faction: 'separatist', traits: ['droid'], hp: 60, defense: 5 }),
]

/** A game whose user carries `power`; light figures as given (user first), dark foes as given. */
function scene(power: AbilityRef, light: [string, At][], dark: [string, At][]) {
  const cards = CARDS.map((c) => (c.id === 'q-user' ? { ...c, forcePowers: [power] } : c))
  const game = createSwm(new Map(cards.map((c) => [c.id, c])))
  const count = (list: [string, At][]) => {
    const n = new Map<string, number>()
    for (const [id] of list) n.set(id, (n.get(id) ?? 0) + 1)
    return [...n] as [string, number][]
  }
  let s = started(
    squad('republic', ...count(light)),
    squad('separatist', ...count(dark)),
    LIGHT,
    {
      era: 'rise-of-the-empire',
    },
    game,
  )
  const where: Record<string, At> = {}
  const seen = new Map<string, number>()
  for (const [id, at] of [
    ...light.map(([i, a]) => [`s1/${i}`, a] as const),
    ...dark.map(([i, a]) => [`s2/${i}`, a] as const),
  ]) {
    const k = (seen.get(id) ?? 0) + 1
    seen.set(id, k)
    where[`${id}/${k}`] = at
  }
  s = placed(s, where)
  // Activate the user, the others count as done this round.
  for (const f of Object.values(s.figures)) if (f.id !== 's1/q-user/1') f.activated = true
  s = actIn(s, LIGHT, { type: 'activate', payload: { figure: 's1/q-user/1' } }, game)
  const act = (st: SwmState, a: Action) => actIn(st, LIGHT, a, game)
  const refusal = (st: SwmState, a: Action) => refusalIn(st, LIGHT, a, game)
  return { s, act, refusal, game }
}

const hp = (s: SwmState, id: string) => s.figures[id]!.hp
const use = (power: string, target?: string): Action => ({
  type: 'use-power',
  payload: target ? { power, target } : { power },
})

describe('power rows', () => {
  it('Force Grip: 10 damage to a legal target, no roll', () => {
    const { s, act } = scene({ id: 'force-grip' }, [['q-user', { x: 2, y: 11 }]], [['q-foe', { x: 2, y: 15 }]])
    expect(hp(act(s, use('force-grip', 's2/q-foe/1')), 's2/q-foe/1')).toBe(50)
  })

  it('Sith Lightning 30: 30 damage to an enemy within 6 squares; farther is out of range', () => {
    const { s, act, refusal } = scene(
      { id: 'sith-lightning', n: 30 },
      [['q-user', { x: 0, y: 11 }]],
      [
        ['q-foe', { x: 0, y: 15 }],
        ['q-foe', { x: 8, y: 11 }],
      ],
    )
    expect(refusal(s, use('sith-lightning', 's2/q-foe/2'))).toBe('out-of-range')
    expect(hp(act(s, use('sith-lightning', 's2/q-foe/1')), 's2/q-foe/1')).toBe(30)
  })

  it('Force Strike: 30 damage to an enemy droid or mounted weapon within 6, nothing else', () => {
    const { s, act, refusal } = scene(
      { id: 'force-strike' },
      [['q-user', { x: 0, y: 11 }]],
      [
        ['q-foe', { x: 3, y: 11 }],
        ['q-droid', { x: 0, y: 14 }],
      ],
    )
    expect(refusal(s, use('force-strike', 's2/q-foe/1'))).toBe('wrong-kind-of-target')
    expect(hp(act(s, use('force-strike', 's2/q-droid/1')), 's2/q-droid/1')).toBe(30)
  })

  it('Force Storm: 20 damage to every adjacent figure, friend or foe, not the user', () => {
    const { s, act } = scene(
      { id: 'force-storm' },
      [
        ['q-user', { x: 3, y: 11 }],
        ['q-ally', { x: 4, y: 11 }],
      ],
      [
        ['q-foe', { x: 3, y: 12 }],
        ['q-foe', { x: 3, y: 15 }],
      ],
    )
    const after = act(s, use('force-storm'))
    expect([
      hp(after, 's1/q-user/1'),
      hp(after, 's1/q-ally/1'),
      hp(after, 's2/q-foe/1'),
      hp(after, 's2/q-foe/2'),
    ]).toEqual([60, 40, 40, 60])
  })

  it('Heal 10 (no Force), Repair 10 (droids) and Industrial Repair 10 (an adjacent mounted weapon)', () => {
    const light: [string, At][] = [
      ['q-user', { x: 3, y: 11 }],
      ['q-ally', { x: 4, y: 11 }],
      ['q-droid-ally', { x: 2, y: 11 }],
      ['q-gun', { x: 3, y: 12 }],
    ]
    const wound = (s: SwmState) => {
      for (const id of ['s1/q-ally/1', 's1/q-droid-ally/1', 's1/q-gun/1']) s.figures[id]!.hp = 35
      return s
    }
    const foes: [string, At][] = [['q-foe', { x: 8, y: 18 }]]
    const healing = scene({ id: 'heal', n: 10 }, light, foes)
    const healed = healing.act(wound(healing.s), use('heal', 's1/q-ally/1'))
    expect(hp(healed, 's1/q-ally/1')).toBe(45)
    expect(healed.figures['s1/q-user/1']!.force).toBe(6)
    expect(healing.refusal(healing.s, use('heal', 's1/q-droid-ally/1'))).toBe('cannot-mend')
    const repairing = scene({ id: 'repair', n: 10 }, light, foes)
    expect(hp(repairing.act(wound(repairing.s), use('repair', 's1/q-droid-ally/1')), 's1/q-droid-ally/1')).toBe(45)
    expect(repairing.refusal(repairing.s, use('repair', 's1/q-ally/1'))).toBe('cannot-mend')
    const industrial = scene({ id: 'industrial-repair', n: 10 }, light, foes)
    expect(hp(industrial.act(wound(industrial.s), use('industrial-repair', 's1/q-gun/1')), 's1/q-gun/1')).toBe(45)
  })

  it('Recovery 20: itself, never above the card', () => {
    const { s, act } = scene({ id: 'recovery', n: 20 }, [['q-user', { x: 3, y: 11 }]], [['q-foe', { x: 8, y: 18 }]])
    s.figures['s1/q-user/1']!.hp = 50
    const after = act(s, use('recovery'))
    expect(hp(after, 's1/q-user/1')).toBe(60)
    expect(after.figures['s1/q-user/1']!.force).toBe(5)
  })

  it('Master Speed: +6 squares on the move, an attack still allowed after 12', () => {
    const { s, act, refusal } = scene(
      { id: 'master-speed' },
      [['q-user', { x: 0, y: 11 }]],
      [['q-foe', { x: 8, y: 18 }]],
    )
    const path = [...[1, 2, 3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 11 })), ...[12, 13, 14, 15].map((y) => ({ x: 8, y }))]
    const fast = act(act(s, use('master-speed')), { type: 'move', payload: { path } })
    expect(fast.figures['s1/q-user/1']!.at).toEqual({ x: 8, y: 15 })
    expect(refusal(fast, { type: 'attack', payload: { target: 's2/q-foe/1' } })).toBe('ok')
  })

  it('Whirlwind Attack: two attacks on every adjacent enemy, instead of the whole turn', () => {
    const foes: [string, At][] = [
      ['q-foe', { x: 4, y: 12 }],
      ['q-foe', { x: 5, y: 12 }],
    ]
    const fresh = scene({ id: 'whirlwind-attack' }, [['q-user', { x: 5, y: 11 }]], foes)
    const r = fresh.game.apply(fresh.s, { ...use('whirlwind-attack'), entropy: 'a1' }, LIGHT)
    if (!r.ok) throw new Error(r.error.reason.en)
    const targets = r.events.filter((e) => e.type === 'attack-rolled').map((e) => (e.data as { target: string }).target)
    expect(targets).toEqual(['s2/q-foe/1', 's2/q-foe/2', 's2/q-foe/1', 's2/q-foe/2'])
    const after = r.state
    expect(after.figures['s1/q-user/1']!.force).toBe(5)
    expect(fresh.refusal(after, { type: 'move', payload: { path: [{ x: 6, y: 11 }] } })).toBe('segment-not-allowed')
    // After a move it is too late: it takes the place of the whole turn.
    const walker = scene({ id: 'whirlwind-attack' }, [['q-user', { x: 7, y: 11 }]], foes)
    const moved = walker.act(walker.s, { type: 'move', payload: { path: [{ x: 6, y: 11 }] } })
    expect(walker.refusal(moved, use('whirlwind-attack'))).toBe('segment-not-allowed')
  })
})

describe('Regeneration', () => {
  it('"Ha a karakter nem mozog a fordulójában, 10 sérüléspontot eltávolít magáról a fordulója végén"', () => {
    const card = fixture('q-regen', 'Regenerator', {
      faction: 'republic',
      hp: 60,
      abilities: [{ id: 'regeneration', n: 10 }],
    })
    const foe = fixture('q-foe', 'Foe', { faction: 'separatist' })
    const game = createSwm(new Map([card, foe].map((c) => [c.id, c])))
    let s = started(
      squad('republic', ['q-regen', 2]),
      squad('separatist', ['q-foe', 1]),
      LIGHT,
      { era: 'rise-of-the-empire' },
      game,
    )
    s = placed(s, { 's1/q-regen/1': { x: 2, y: 11 }, 's1/q-regen/2': { x: 5, y: 11 }, 's2/q-foe/1': { x: 8, y: 18 } })
    s.figures['s1/q-regen/1']!.hp = 30
    s.figures['s1/q-regen/2']!.hp = 30
    s = actIn(s, LIGHT, { type: 'activate', payload: { figure: 's1/q-regen/1' } }, game)
    s = actIn(s, LIGHT, { type: 'end-turn' }, game)
    expect(hp(s, 's1/q-regen/1')).toBe(40)
    s = actIn(s, LIGHT, { type: 'activate', payload: { figure: 's1/q-regen/2' } }, game)
    s = actIn(s, LIGHT, { type: 'move', payload: { path: [{ x: 6, y: 11 }] } }, game)
    s = actIn(s, LIGHT, { type: 'end-turn' }, game)
    expect(hp(s, 's1/q-regen/2')).toBe(30)
    expect(s.phase?.seat).toBe(DARK)
  })
})

describe('coverage', () => {
  it('every power row has a scene in this file or in powers.test.ts', () => {
    const here = [
      'force-grip',
      'sith-lightning',
      'force-strike',
      'force-storm',
      'heal',
      'repair',
      'industrial-repair',
      'recovery',
      'master-speed',
      'whirlwind-attack',
    ]
    const there = [
      'force-leap',
      'sith-rage',
      'knight-speed',
      'lightsaber-sweep',
      'sith-grip',
      'force-burst',
      'force-heal',
    ]
    // The powers family's rows have their scenes in powerRows2.test.ts.
    expect([...here, ...there, ...SPECIAL_POWERS].sort()).toEqual([...POWERS].sort())
  })
})
