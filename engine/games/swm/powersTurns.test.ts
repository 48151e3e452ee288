/**
 * The powers family's rows that attack or lend a turn (specialPowerRows.ts), one scene each on the starship map: Force
 * Valor, Lightsaber Assault, Blaster Barrage, Pawn of the Dark Side and Dominate, each quoting the glossary's sentence
 * it checks, with refusals and the legal listing. The cards are testing/fixtures/powers.ts's.
 */
import { describe, expect, it } from 'vitest'
import { attackModifiers } from './attacks'
import { contextOf } from './context'
import { TEST_ROSTER } from './testing/roster'
import {
  ALLY,
  CHAMPION,
  DROID,
  ENDT,
  FOE,
  FOE2,
  FOE3,
  HANDLER,
  HERO,
  hp,
  listedPowersApply,
  MYSTIC,
  ref,
  rolling,
  scene,
  use,
  type Place,
} from './testing/powersScene'
import { act, DARK, LIGHT, refusal, testGame } from './testing/skirmish'
import type { SwmState } from './types'

describe('Force Valor', () => {
  // "a 6 négyzeten belüli szövetséges karakterek +2 támadási és +2 védekezési bónuszt kapnak" — "a játék végéig"
  it('gives allies within 6 +2 Attack and +2 Defense for the rest of the game', () => {
    const layout: Place[] = [
      ['t-p-champion', { x: 4, y: 11 }],
      ['t-p-ally', { x: 3, y: 11 }],
    ]
    const s = scene(layout, [['t-p-foe', { x: 3, y: 14 }]], ['s1/t-p-ally/1'])
    const valor = act(s, LIGHT, use('force-valor'))
    expect(valor.figures[CHAMPION]!.valor).toBe(true)
    expect(valor.figures[CHAMPION]!.force).toBe(4)
    expect(refusal(valor, LIGHT, { type: 'attack', payload: { target: FOE } })).toBe('segment-not-allowed')
    // The ally's 10 + 3 misses Defense 15 without the bonus and hits with it.
    const shoot = (st: SwmState) => {
      let t = act(st, LIGHT, ENDT)
      t = act(t, LIGHT, { type: 'activate', payload: { figure: ALLY } })
      const e = rolling([10, 'attack', ALLY, t.turn!.ref, 1])
      return act(t, LIGHT, { type: 'attack', payload: { target: FOE }, entropy: e })
    }
    expect(hp(shoot(valor), FOE)).toBe(50)
    expect(hp(shoot(s), FOE)).toBe(60)
    const ctx = contextOf(valor, TEST_ROSTER)
    const defense = attackModifiers(valor, ctx, valor.figures[FOE]!, valor.figures[ALLY]!, [])
    expect(defense.filter((m) => m.stat === 'defense' && m.n === 2)).toHaveLength(1)
  })

  // "Ez hozzáadódik az egyéb meglévő parancsnoki hatásokhoz" — but the same effect never adds up with itself.
  it('two Force Valor holders still give +2 only', () => {
    const s = scene(
      [
        ['t-p-champion', { x: 4, y: 11 }],
        ['t-p-champion', { x: 5, y: 11 }],
        ['t-p-ally', { x: 3, y: 11 }],
      ],
      [['t-p-foe', { x: 3, y: 14 }]],
      ['s1/t-p-ally/1'],
    )
    s.figures[CHAMPION]!.valor = true
    s.figures['s1/t-p-champion/2']!.valor = true
    expect(refusal(s, LIGHT, use('force-valor'))).toBe('valor-held')
    let t = act(s, LIGHT, ENDT)
    t = act(t, LIGHT, { type: 'activate', payload: { figure: ALLY } })
    // 9 + 3 + 2 misses Defense 15; two bonuses added up would hit.
    const e = rolling([9, 'attack', ALLY, t.turn!.ref, 1])
    expect(hp(act(t, LIGHT, { type: 'attack', payload: { target: FOE }, entropy: e }), FOE)).toBe(60)
  })
})

describe('Lightsaber Assault', () => {
  // "képes két támadást csinálni egy szomszédos ellenség ellen. (Nem kell mindkét támadásnak ugyanaz ellen a célpont
  // ellen irányulnia.) A karakter rendesen mozoghat a fordulójában."
  it('makes two attacks at adjacent enemies and may still move', () => {
    const s = scene(
      [['t-p-champion', { x: 4, y: 11 }]],
      [
        ['t-p-foe', { x: 4, y: 12 }],
        ['t-p-foe', { x: 5, y: 12 }],
        ['t-p-foe', { x: 4, y: 16 }],
      ],
    )
    const e = rolling([10, 'attack', CHAMPION, ref(s), 'assault', 1], [10, 'attack', CHAMPION, ref(s), 'assault', 2])
    const after = act(s, LIGHT, use('lightsaber-assault', { targets: [FOE, FOE2] }, e))
    expect([hp(after, FOE), hp(after, FOE2)]).toEqual([40, 40])
    expect(refusal(after, LIGHT, { type: 'attack', payload: { target: FOE } })).toBe('segment-not-allowed')
    expect(refusal(after, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 11 }] } })).toBe('ok')
    const same = act(s, LIGHT, use('lightsaber-assault', { targets: [FOE, FOE] }, e))
    expect(hp(same, FOE)).toBe(20)
    expect(refusal(s, LIGHT, use('lightsaber-assault', { targets: [FOE, FOE3] }))).toBe('must-target-adjacent')
    expect(refusal(s, LIGHT, use('lightsaber-assault', { targets: [FOE] }))).toBe('attack-count')
    expect(refusal(s, LIGHT, use('lightsaber-assault', { targets: [FOE, FOE, FOE] }))).toBe('malformed-action')
    // Two adjacent enemies: four ordered pairs.
    const listed = listedPowersApply(s).filter((a) => (a.payload as { power: string }).power === 'lightsaber-assault')
    expect(listed).toHaveLength(4)
    const apart = scene([['t-p-champion', { x: 4, y: 11 }]], [['t-p-foe', { x: 4, y: 14 }]])
    expect(refusal(apart, LIGHT, use('lightsaber-assault', { targets: [FOE, FOE] }))).toBe('not-adjacent-enemy')
    expect(listedPowersApply(apart).some((a) => (a.payload as { power: string }).power === 'lightsaber-assault')).toBe(
      false,
    )
  })
})

describe('Blaster Barrage', () => {
  // "képes egyszer megtámadni minden támadható célpontot. Meg kell határozni a támadás előtt a támadható célpontokat"
  it('attacks every legal target once', () => {
    const s = scene(
      [['t-p-champion', { x: 4, y: 11 }]],
      [
        ['t-p-foe', { x: 4, y: 15 }],
        ['t-p-foe', { x: 5, y: 15 }],
      ],
    )
    const e = rolling([10, 'attack', CHAMPION, ref(s), 'barrage', 1], [10, 'attack', CHAMPION, ref(s), 'barrage', 2])
    const after = act(s, LIGHT, use('blaster-barrage', {}, e))
    expect([hp(after, FOE), hp(after, FOE2)]).toEqual([40, 40])
    expect(after.figures[CHAMPION]!.force).toBe(5)
  })

  it('with an enemy adjacent, only adjacent enemies are legal targets', () => {
    const s = scene(
      [['t-p-champion', { x: 4, y: 11 }]],
      [
        ['t-p-foe', { x: 4, y: 15 }],
        ['t-p-foe', { x: 4, y: 12 }],
      ],
    )
    const e = rolling([10, 'attack', CHAMPION, ref(s), 'barrage', 1], [10, 'attack', CHAMPION, ref(s), 'barrage', 2])
    const after = act(s, LIGHT, use('blaster-barrage', {}, e))
    expect([hp(after, FOE), hp(after, FOE2)]).toEqual([60, 40])
  })
})
describe('Pawn of the Dark Side', () => {
  // "A kiválasztott karakter azonnal csinál egy fordulót, még akkor is, ha már volt aktiválva a körben. (Ez nem számít
  // aktiválásnak.) Az azonnali forduló végén a választott karakter 10 sebesülést szenved."
  it('lends a non-unique ally an immediate turn, then it takes 10 damage and the user goes on', () => {
    const s = scene(
      [
        ['t-p-mystic', { x: 4, y: 11 }],
        ['t-p-ally', { x: 4, y: 14 }],
        ['t-p-hero', { x: 6, y: 11 }],
      ],
      [['t-p-foe', { x: 4, y: 18 }]],
    )
    const left = s.phase!.left
    let t = act(s, LIGHT, use('pawn-of-the-dark-side', { target: ALLY }))
    expect(t.turn!.figure).toBe(ALLY)
    expect(refusal(t, DARK, { type: 'move', payload: { path: [{ x: 4, y: 15 }] } })).toBe('not-your-figure')
    t = act(t, LIGHT, { type: 'move', payload: { path: [{ x: 4, y: 15 }] } })
    t = act(t, LIGHT, ENDT)
    expect(hp(t, ALLY)).toBe(50)
    expect(t.turn!.figure).toBe(MYSTIC)
    expect(t.phase!.left).toBe(left)
    expect(refusal(t, LIGHT, { type: 'attack', payload: { target: FOE } })).toBe('segment-not-allowed')
    expect(refusal(t, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 11 }] } })).toBe('ok')
    expect(refusal(s, LIGHT, use('pawn-of-the-dark-side', { target: HERO }))).toBe('unique-not-allowed')
    expect(refusal(s, LIGHT, use('pawn-of-the-dark-side', { target: FOE }))).toBe('not-ally')
    expect(refusal(s, LIGHT, use('pawn-of-the-dark-side', { target: MYSTIC }))).toBe('not-self')
  })
})

describe('Dominate', () => {
  // "A kijelölt karakter csinál egy fordulót, mintha az aktív játékos csapatában lenne, de nem mozoghat. Képes
  // ellenállni ennek a hatásnak 11-es dobásával."
  it('an enemy that fails its save takes a turn for the user without moving', () => {
    const s = scene(
      [['t-p-handler', { x: 4, y: 11 }]],
      [
        ['t-p-foe', { x: 4, y: 14 }],
        ['t-p-foe', { x: 6, y: 16 }],
        ['t-p-foe-droid', { x: 7, y: 11 }],
      ],
    )
    let t = act(s, LIGHT, use('dominate', { target: FOE }, rolling([10, 'save', FOE, ref(s), 'dominate'])))
    expect(t.turn!.figure).toBe(FOE)
    expect(refusal(t, LIGHT, { type: 'move', payload: { path: [{ x: 4, y: 15 }] } })).toBe('segment-not-allowed')
    expect(testGame.legalActions(t, LIGHT).some((a) => a.type === 'move')).toBe(false)
    expect(refusal(t, DARK, { type: 'end-turn' })).toBe('not-your-figure')
    const e = rolling([10, 'attack', FOE, t.turn!.ref, 1])
    t = act(t, LIGHT, { type: 'attack', payload: { target: FOE2 }, entropy: e })
    expect(hp(t, FOE2)).toBe(50)
    t = act(t, LIGHT, ENDT)
    expect(t.turn!.figure).toBe(HANDLER)
    expect(t.figures[FOE]!.owner).toBe(DARK)
    expect(refusal(t, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 11 }] } })).toBe('segment-not-allowed')
    expect(testGame.legalActions(t, LIGHT)).toEqual([{ type: 'end-turn' }])
  })

  it('a dominated figure that defeats its last fellow leaves its own side still in the game', () => {
    const s = scene(
      [['t-p-handler', { x: 4, y: 11 }]],
      [
        ['t-p-foe', { x: 4, y: 14 }],
        ['t-p-foe', { x: 6, y: 16 }],
      ],
    )
    s.figures[FOE2]!.hp = 10
    let t = act(s, LIGHT, use('dominate', { target: FOE }, rolling([10, 'save', FOE, ref(s), 'dominate'])))
    t = act(t, LIGHT, {
      type: 'attack',
      payload: { target: FOE2 },
      entropy: rolling([10, 'attack', FOE, t.turn!.ref, 1]),
    })
    expect(t.figures[FOE2]!.defeated).toBe(true)
    expect(t.result).toBeNull()
    t = act(t, LIGHT, ENDT)
    expect([t.turn!.figure, t.figures[FOE]!.owner]).toEqual([HANDLER, DARK])
  })

  it('a save of 11 resists; droids cannot be chosen', () => {
    const s = scene(
      [['t-p-handler', { x: 4, y: 11 }]],
      [
        ['t-p-foe', { x: 4, y: 14 }],
        ['t-p-foe-droid', { x: 7, y: 11 }],
      ],
    )
    const t = act(s, LIGHT, use('dominate', { target: FOE }, rolling([11, 'save', FOE, ref(s), 'dominate'])))
    expect(t.turn!.figure).toBe(HANDLER)
    expect(t.turn!.done).toBe(true)
    expect(refusal(s, LIGHT, use('dominate', { target: DROID }))).toBe('droid-not-allowed')
  })
})
