/**
 * The box's Force powers and the abilities that hang on hits and defeats, each in a scene of the starship map's
 * bottom-left room, quoting the glossary: Force Renewal, Knight Speed, Force Leap, Sith Rage, Lightsaber Sweep, Sith
 * Grip, Force Burst, Force Heal, Force Spirit, Flurry Attack and Lightsaber Deflect.
 */
import { describe, expect, it } from 'vitest'
import type { Action, EngineEvent } from '../../core/types'
import { createSwm } from './swm'
import { fixture } from './testing/roster'
import {
  act as actIn,
  DARK,
  entropyRolling,
  LIGHT,
  placed,
  refusal as refusalIn,
  squad,
  started,
} from './testing/skirmish'
import type { At, SwmState } from './types'

const jedi = (id: string, over: Parameters<typeof fixture>[2]) =>
  fixture(id, id, { faction: 'republic', force: 4, hp: 60, ...over })
const CARDS = [
  jedi('p-renewer', { force: 1, forcePowers: [{ id: 'force-renewal', n: 1 }] }),
  jedi('p-knight', { forcePowers: [{ id: 'knight-speed' }, { id: 'force-leap' }] }),
  jedi('p-sweeper', { forcePowers: [{ id: 'lightsaber-sweep' }], abilities: [{ id: 'melee-attack' }] }),
  jedi('p-healer', { forcePowers: [{ id: 'force-heal', n: 20 }] }),
  jedi('p-spirit', { hp: 10, forcePowers: [{ id: 'force-spirit', n: 8 }] }),
  jedi('p-flurry', { attack: 10, abilities: [{ id: 'flurry-attack' }] }),
  jedi('p-deflector', { hp: 100, forcePowers: [{ id: 'lightsaber-deflect' }] }),
  fixture('p-trooper', 'Trooper', { faction: 'republic', hp: 50 }),
  fixture('p-lord', 'Sith Lord', {
    faction: 'separatist',
    force: 6,
    hp: 100,
    attack: 10,
    damage: 20,
    forcePowers: [{ id: 'sith-rage' }, { id: 'sith-grip' }, { id: 'force-burst' }],
  }),
  fixture('p-droid', 'Battle Droid', { faction: 'separatist', traits: ['droid'], hp: 30, defense: 10, attack: 4 }),
]
const game = createSwm(new Map(CARDS.map((c) => [c.id, c])))
const act = (s: SwmState, seat: string, a: Action) => actIn(s, seat, a, game)
const refusal = (s: SwmState, seat: string, a: Action) => refusalIn(s, seat, a, game)

/** A light squad against a dark one in the bottom-left room, light first, figures where `where` says. */
function scene(light: [string, number][], dark: [string, number][], where: Record<string, At | null>): SwmState {
  const s = started(
    squad('republic', ...light),
    squad('separatist', ...dark),
    LIGHT,
    { era: 'rise-of-the-empire' },
    game,
  )
  return placed(s, where)
}

/** Applies an action and returns the new state with its events. */
function step(s: SwmState, seat: string, a: Action): { state: SwmState; events: EngineEvent[] } {
  const r = game.apply(s, a, seat)
  if (!r.ok) throw new Error(r.error.reason.en)
  return { state: r.state, events: r.events }
}

const hp = (s: SwmState, id: string) => s.figures[id]!.hp
const force = (s: SwmState, id: string) => s.figures[id]!.force

describe('Force powers', () => {
  it('Force Renewal 1: "Akárhányszor … aktiváljuk, automatikusan 1 Erő pontot kap", above the starting value', () => {
    let s = scene([['p-renewer', 1]], [['p-droid', 1]], {
      's1/p-renewer/1': { x: 1, y: 11 },
      's2/p-droid/1': { x: 8, y: 18 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-renewer/1' } })
    expect(force(s, 's1/p-renewer/1')).toBe(2)
  })

  it('Knight Speed: "ráadásként +4 négyzetet mozoghat" — 10 squares and still an attack', () => {
    let s = scene([['p-knight', 1]], [['p-droid', 1]], {
      's1/p-knight/1': { x: 0, y: 11 },
      's2/p-droid/1': { x: 8, y: 15 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-knight/1' } })
    const ten = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((x) => ({ x, y: 11 }))
      .concat([
        { x: 8, y: 12 },
        { x: 8, y: 13 },
      ])
    // Without it, 10 squares is a double move, and no attack may follow.
    const walked = act(s, LIGHT, { type: 'move', payload: { path: ten } })
    expect(refusal(walked, LIGHT, { type: 'attack', payload: { target: 's2/p-droid/1' } })).toBe('segment-not-allowed')
    s = act(s, LIGHT, { type: 'use-power', payload: { power: 'knight-speed' } })
    expect(force(s, 's1/p-knight/1')).toBe(3)
    s = act(s, LIGHT, { type: 'move', payload: { path: ten } })
    expect(s.figures['s1/p-knight/1']!.at).toEqual({ x: 8, y: 13 })
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: 's2/p-droid/1' } })).toBe('ok')
  })

  it('Force Leap: "át tud menni ellenséges karaktereken, ráadásul nem provokál lehetőséget a támadásra"', () => {
    let s = scene([['p-knight', 1]], [['p-droid', 1]], {
      's1/p-knight/1': { x: 2, y: 11 },
      's2/p-droid/1': { x: 3, y: 11 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-knight/1' } })
    const through = [
      { x: 3, y: 11 },
      { x: 4, y: 11 },
    ]
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: through } })).toBe('through-enemy')
    s = act(s, LIGHT, { type: 'use-power', payload: { power: 'force-leap' } })
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 11 }] } })).toBe('ends-occupied')
    s = act(s, LIGHT, { type: 'move', payload: { path: [...through, { x: 5, y: 11 }] } })
    expect(s.pending).toEqual([])
    expect(s.figures['s1/p-knight/1']!.at).toEqual({ x: 5, y: 11 })
  })

  it('Sith Rage: "+10 sebzési bónuszt kap ebben a fordulóban az összes támadására" — on an attack of opportunity too', () => {
    let s = scene([['p-trooper', 1]], [['p-lord', 1]], {
      's1/p-trooper/1': { x: 2, y: 11 },
      's2/p-lord/1': { x: 3, y: 11 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-trooper/1' } })
    s = act(s, LIGHT, {
      type: 'move',
      payload: {
        path: [
          { x: 1, y: 11 },
          { x: 0, y: 11 },
        ],
      },
    })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'aoo', offers: ['s2/p-lord/1'] })
    s = act(s, DARK, { type: 'use-power', payload: { power: 'sith-rage', figure: 's2/p-lord/1' } })
    const hitDie = entropyRolling(15, 'attack', 's2/p-lord/1', s.turn!.ref, 'aoo')
    const r = step(s, DARK, { type: 'aoo', payload: { attacker: 's2/p-lord/1' }, entropy: hitDie })
    expect(hp(r.state, 's1/p-trooper/1')).toBe(50 - 30)
    const dealt = r.events.find((e) => e.type === 'hit')!.data as { damage: { total: number } }
    expect(dealt.damage.total).toBe(30)
  })

  it('Lightsaber Sweep: "minden vele szomszédos ellenséget egyszer megtámadni", in place of its attacks', () => {
    let s = scene([['p-sweeper', 1]], [['p-droid', 3]], {
      's1/p-sweeper/1': { x: 3, y: 12 },
      's2/p-droid/1': { x: 2, y: 11 },
      's2/p-droid/2': { x: 4, y: 12 },
      's2/p-droid/3': { x: 7, y: 15 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-sweeper/1' } })
    const r = step(s, LIGHT, { type: 'use-power', payload: { power: 'lightsaber-sweep' }, entropy: 'beef' })
    const rolled = r.events.filter((e) => e.type === 'attack-rolled').map((e) => (e.data as { target: string }).target)
    expect(rolled).toEqual(['s2/p-droid/1', 's2/p-droid/2'])
    expect(refusal(r.state, LIGHT, { type: 'attack', payload: { target: 's2/p-droid/1' } })).toBe('segment-not-allowed')
    expect(refusal(r.state, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 13 }] } })).not.toBe(
      'segment-not-allowed',
    )
  })

  it('Sith Grip: 20 damage to a legal target in sight, "nem számít támadásnak és nem kell rá a kockával dobni"', () => {
    let s = scene([['p-trooper', 1]], [['p-lord', 1]], {
      's1/p-trooper/1': { x: 2, y: 11 },
      's2/p-lord/1': { x: 2, y: 15 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-trooper/1' } })
    s = act(s, LIGHT, { type: 'end-turn' })
    s = act(s, DARK, { type: 'activate', payload: { figure: 's2/p-lord/1' } })
    const r = step(s, DARK, {
      type: 'use-power',
      payload: { power: 'sith-grip', target: 's1/p-trooper/1' },
      entropy: '01',
    })
    expect(hp(r.state, 's1/p-trooper/1')).toBe(30)
    expect(r.events.some((e) => e.type === 'attack-rolled')).toBe(false)
    expect(force(r.state, 's2/p-lord/1')).toBe(4)
    expect(refusal(r.state, DARK, { type: 'attack', payload: { target: 's1/p-trooper/1' } })).toBe(
      'segment-not-allowed',
    )
  })

  it('Force Burst: 10 damage to every figure, friend and foe, within 6 squares around walls, not to itself', () => {
    let s = scene(
      [['p-trooper', 3]],
      [
        ['p-lord', 1],
        ['p-droid', 1],
      ],
      {
        's1/p-trooper/1': { x: 4, y: 11 },
        's1/p-trooper/2': { x: 4, y: 15 },
        's1/p-trooper/3': { x: 10, y: 11 },
        's2/p-lord/1': { x: 4, y: 12 },
        's2/p-droid/1': { x: 5, y: 12 },
      },
    )
    for (const id of ['s1/p-trooper/1', 's1/p-trooper/2', 's1/p-trooper/3']) {
      s = act(s, s.phase!.seat, { type: 'activate', payload: { figure: id } })
      s = act(s, LIGHT, { type: 'end-turn' })
      if (s.phase?.seat === DARK) break
    }
    s = act(s, DARK, { type: 'activate', payload: { figure: 's2/p-lord/1' } })
    const r = step(s, DARK, { type: 'use-power', payload: { power: 'force-burst' }, entropy: '01' })
    expect(hp(r.state, 's1/p-trooper/1')).toBe(40)
    expect(hp(r.state, 's1/p-trooper/2')).toBe(40)
    // Behind the room's wall at x = 9: the way round is far longer than 6 squares.
    expect(hp(r.state, 's1/p-trooper/3')).toBe(50)
    expect(hp(r.state, 's2/p-droid/1')).toBe(20)
    expect(hp(r.state, 's2/p-lord/1')).toBe(100)
  })

  it('Force Heal 20: "egy szomszédos, sebesült karakterről, vagy önmagáról", never above the card, never a droid', () => {
    let s = scene(
      [
        ['p-healer', 1],
        ['p-trooper', 1],
      ],
      [['p-droid', 1]],
      {
        's1/p-healer/1': { x: 2, y: 11 },
        's1/p-trooper/1': { x: 3, y: 11 },
        's2/p-droid/1': { x: 2, y: 12 },
      },
    )
    s.figures['s1/p-trooper/1']!.hp = 40
    s.figures['s2/p-droid/1']!.hp = 10
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-healer/1' } })
    expect(refusal(s, LIGHT, { type: 'use-power', payload: { power: 'force-heal', target: 's1/p-healer/1' } })).toBe(
      'not-wounded',
    )
    expect(refusal(s, LIGHT, { type: 'use-power', payload: { power: 'force-heal', target: 's2/p-droid/1' } })).toBe(
      'cannot-mend',
    )
    s = act(s, LIGHT, { type: 'use-power', payload: { power: 'force-heal', target: 's1/p-trooper/1' } })
    expect(hp(s, 's1/p-trooper/1')).toBe(50)
    expect(force(s, 's1/p-healer/1')).toBe(2)
  })
})

describe('what hits and defeats set off', () => {
  it('Force Spirit 8: the one ally with a Force rating gets 8 Force points and one more spend a turn', () => {
    let s = scene(
      [
        ['p-spirit', 1],
        ['p-knight', 1],
      ],
      [['p-lord', 1]],
      {
        's1/p-spirit/1': { x: 2, y: 11 },
        's1/p-knight/1': { x: 0, y: 18 },
        's2/p-lord/1': { x: 2, y: 15 },
      },
    )
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-spirit/1' } })
    s = act(s, LIGHT, { type: 'end-turn' })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-knight/1' } })
    s = act(s, LIGHT, { type: 'end-turn' })
    s = act(s, DARK, { type: 'activate', payload: { figure: 's2/p-lord/1' } })
    s = act(s, DARK, { type: 'use-power', payload: { power: 'sith-grip', target: 's1/p-spirit/1' } })
    expect(s.figures['s1/p-spirit/1']!.defeated).toBe(true)
    expect(force(s, 's1/p-knight/1')).toBe(12)
    expect(s.figures['s1/p-knight/1']!.spirit).toBe(1)
  })

  it('Force Spirit with two allies that have Force: the owner chooses', () => {
    let s = scene(
      [
        ['p-spirit', 1],
        ['p-knight', 1],
        ['p-healer', 1],
      ],
      [['p-lord', 1]],
      {
        's1/p-spirit/1': { x: 2, y: 11 },
        's1/p-knight/1': { x: 0, y: 18 },
        's1/p-healer/1': { x: 1, y: 18 },
        's2/p-lord/1': { x: 2, y: 15 },
      },
    )
    s.figures['s1/p-knight/1']!.activated = true
    s.figures['s1/p-healer/1']!.activated = true
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-spirit/1' } })
    s = act(s, LIGHT, { type: 'end-turn' })
    s = act(s, DARK, { type: 'activate', payload: { figure: 's2/p-lord/1' } })
    s = act(s, DARK, { type: 'use-power', payload: { power: 'sith-grip', target: 's1/p-spirit/1' } })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'spirit', seat: LIGHT })
    expect(refusal(s, DARK, { type: 'end-turn' })).toBe('pending-choice')
    s = act(s, LIGHT, { type: 'choose', payload: { figure: 's1/p-healer/1' } })
    expect(force(s, 's1/p-healer/1')).toBe(12)
  })

  it('Flurry Attack: "Amikor ez a karakter kritikus találatot szerez, azonnal egy extra támadást csinálhat"', () => {
    let s = scene([['p-flurry', 1]], [['p-droid', 2]], {
      's1/p-flurry/1': { x: 2, y: 11 },
      's2/p-droid/1': { x: 2, y: 14 },
      's2/p-droid/2': { x: 4, y: 14 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-flurry/1' } })
    const crit = entropyRolling(20, 'attack', 's1/p-flurry/1', s.turn!.ref, 1)
    s = act(s, LIGHT, { type: 'attack', payload: { target: 's2/p-droid/1' }, entropy: crit })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'flurry', seat: LIGHT })
    s = act(s, LIGHT, { type: 'attack', payload: { target: 's2/p-droid/2' } })
    expect(s.pending).toEqual([])
    // The extra attack is no turn segment: after one attack the shape still allows a move.
    expect(refusal(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 11 }] } })).toBe('ok')
  })

  it('Lightsaber Deflect: a hit from range may be saved on 11 for 1 Force point; an adjacent hit may not', () => {
    let s = scene([['p-deflector', 1]], [['p-lord', 1]], {
      's1/p-deflector/1': { x: 2, y: 11 },
      's2/p-lord/1': { x: 2, y: 15 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/p-deflector/1' } })
    s = act(s, LIGHT, { type: 'end-turn' })
    s = act(s, DARK, { type: 'activate', payload: { figure: 's2/p-lord/1' } })
    const hitDie = entropyRolling(15, 'attack', 's2/p-lord/1', s.turn!.ref, 1)
    s = act(s, DARK, { type: 'attack', payload: { target: 's1/p-deflector/1' }, entropy: hitDie })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'deflect', seat: LIGHT })
    const saved = entropyRolling(11, 'save', 's1/p-deflector/1', s.turn!.ref, 'deflect')
    const r = step(s, LIGHT, { type: 'react', entropy: saved })
    expect(hp(r.state, 's1/p-deflector/1')).toBe(100)
    expect(force(r.state, 's1/p-deflector/1')).toBe(3)
    const failed = entropyRolling(10, 'save', 's1/p-deflector/1', s.turn!.ref, 'deflect')
    expect(hp(act(s, LIGHT, { type: 'react', entropy: failed }), 's1/p-deflector/1')).toBe(80)
    expect(hp(act(s, LIGHT, { type: 'decline' }), 's1/p-deflector/1')).toBe(80)

    let near = placed(s, {})
    near.pending = []
    near = placed(near, { 's2/p-lord/1': { x: 2, y: 12 } })
    near.turn!.segments = []
    const close = entropyRolling(15, 'attack', 's2/p-lord/1', near.turn!.ref, 1)
    near = act(near, DARK, { type: 'attack', payload: { target: 's1/p-deflector/1' }, entropy: close })
    expect(near.pending).toEqual([])
    expect(hp(near, 's1/p-deflector/1')).toBe(80)
  })
})
