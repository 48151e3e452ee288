/**
 * The target's own answers to a hit, rolled from the entropy of the action that dealt it unless a power is paid for:
 * Shield N ("N mentést csinálhat, melyek sikeréhez legalább 11-et kell dobnia … Minden sikeres védés … 10 ponttal
 * csökkenti a sebesülés értékét"), Avoid Defeat ("2 védekező dobást tehet. Ha mindkettő legalább 11 lesz … 10
 * életponttal folytathatja"), Evade ("találatot kap egy nem szomszédos ellenségtől, ki tudja védeni a sérülést 11-es
 * dobásával"), Lightsaber Block ("Amikor a karaktert közelharcban megtámadják … 11-es dobással"); and who may not be
 * attacked or counted nearest: Execute Order 66 and Stealth.
 */
import { describe, expect, it } from 'vitest'
import { createRng } from '../../core/random'
import { dieStream } from './attack/dice'
import { contextOf } from './context'
import { createSwm } from './swm'
import { targetInCover } from './targeting'
import { fixture } from './testing/roster'
import { act, DARK, LIGHT, placed, refusal, squad, started } from './testing/skirmish'
import type { SwmState } from './types'

const CARDS = [
  fixture('d-shielded', 'Shielded Droid', {
    faction: 'republic',
    traits: ['droid'],
    hp: 60,
    defense: 10,
    abilities: [{ id: 'shield', n: 2 }],
  }),
  fixture('d-survivor', 'Survivor', { faction: 'republic', hp: 20, defense: 10, abilities: [{ id: 'avoid-defeat' }] }),
  fixture('d-evader', 'Evader', { faction: 'republic', hp: 60, defense: 10, abilities: [{ id: 'evade' }] }),
  fixture('d-blocker', 'Blocker', {
    faction: 'republic',
    hp: 60,
    defense: 10,
    force: 2,
    forcePowers: [{ id: 'lightsaber-block' }],
  }),
  fixture('d-gunner', 'Gunner', { faction: 'separatist', attack: 30, damage: 30 }),
  fixture('d-trooper', 'Clone', { faction: 'republic', abilities: [{ id: 'order-66' }] }),
  fixture('d-jedi', 'Jedi', { faction: 'separatist', abilities: [{ id: 'execute-order-66' }] }),
  fixture('d-sneak', 'Sneak', { faction: 'separatist', abilities: [{ id: 'stealth' }] }),
  fixture('d-plain', 'Plain', { faction: 'separatist' }),
]
const game = createSwm(new Map(CARDS.map((c) => [c.id, c])))
const ERA = { era: 'rise-of-the-empire' as const }

/** Entropy whose die on each stream satisfies its test. */
function entropyWhere(...wants: [stream: string, ok: (die: number) => boolean][]): string {
  for (let n = 0; n < 500_000; n++) {
    const e = `5a7e${n.toString(16).padStart(8, '0')}`
    if (wants.every(([stream, ok]) => ok(createRng(e, stream).int(1, 20)))) return e
  }
  throw new Error('no entropy found')
}
const is = (n: number) => (d: number) => d === n
const saves = (d: number) => d >= 11
const fails = (d: number) => d < 11

/** The gunner's turn against one light figure of card `light`, placed as given. */
function gunnerTurn(light: string, at = { x: 2, y: 11 }, gunner = { x: 2, y: 14 }): SwmState {
  let s = started(squad('republic', [light, 1]), squad('separatist', ['d-gunner', 1]), LIGHT, ERA, game)
  s = placed(s, { [`s1/${light}/1`]: at, 's2/d-gunner/1': gunner })
  s = act(s, LIGHT, { type: 'activate', payload: { figure: `s1/${light}/1` } }, game)
  s = act(s, LIGHT, { type: 'end-turn' }, game)
  return act(s, DARK, { type: 'activate', payload: { figure: 's2/d-gunner/1' } }, game)
}

/** The gunner's first attack die of the turn, and a save stream of the light figure. */
const attackDie = (s: SwmState) => dieStream('attack', 's2/d-gunner/1', s.turn!.ref, 1)
const saveDie = (s: SwmState, figure: string, what: string) => dieStream('save', figure, s.turn!.ref, what)

/** The gunner attacks `target` with `entropy` and the state after. */
const shoot = (s: SwmState, target: string, entropy: string) =>
  act(s, DARK, { type: 'attack', payload: { target }, entropy }, game)

describe('saves against damage', () => {
  it('Shield 2: two saves of 11 take 10 each off the damage; two failures take nothing off', () => {
    const s = gunnerTurn('d-shielded')
    const shield = saveDie(s, 's1/d-shielded/1', 'shield')
    const saved = entropyWhere([attackDie(s), is(15)], [`${shield}/1`, saves], [`${shield}/2`, saves])
    expect(shoot(s, 's1/d-shielded/1', saved).figures['s1/d-shielded/1']!.hp).toBe(60 - 10)
    const failed = entropyWhere([attackDie(s), is(15)], [`${shield}/1`, fails], [`${shield}/2`, fails])
    expect(shoot(s, 's1/d-shielded/1', failed).figures['s1/d-shielded/1']!.hp).toBe(60 - 30)
  })

  it('Avoid Defeat: both saves succeed and it stays with 10 hit points; otherwise it falls', () => {
    const s = gunnerTurn('d-survivor')
    const pair = saveDie(s, 's1/d-survivor/1', 'avoid-defeat')
    const lucky = entropyWhere([attackDie(s), is(15)], [`${pair}/1`, saves], [`${pair}/2`, saves])
    const alive = shoot(s, 's1/d-survivor/1', lucky)
    expect(alive.figures['s1/d-survivor/1']).toMatchObject({ hp: 10, defeated: false })
    expect(game.outcome(alive)).toBeNull()
    const unlucky = entropyWhere([attackDie(s), is(15)], [`${pair}/1`, saves], [`${pair}/2`, fails])
    const gone = shoot(s, 's1/d-survivor/1', unlucky)
    expect(gone.figures['s1/d-survivor/1']!.defeated).toBe(true)
    expect(game.outcome(gone)?.winners).toEqual([DARK])
  })

  it('Evade: a hit from a non-adjacent enemy is saved on 11 by itself; an adjacent hit is not', () => {
    const far = gunnerTurn('d-evader')
    const dodge = entropyWhere([attackDie(far), is(15)], [saveDie(far, 's1/d-evader/1', 'evade'), saves])
    expect(shoot(far, 's1/d-evader/1', dodge).figures['s1/d-evader/1']!.hp).toBe(60)
    const near = gunnerTurn('d-evader', { x: 2, y: 11 }, { x: 2, y: 12 })
    const close = entropyWhere([attackDie(near), is(15)], [saveDie(near, 's1/d-evader/1', 'evade'), saves])
    expect(shoot(near, 's1/d-evader/1', close).figures['s1/d-evader/1']!.hp).toBe(30)
  })

  it('Lightsaber Block: a melee hit offers the save for 1 Force point; a hit from range does not', () => {
    const near = gunnerTurn('d-blocker', { x: 2, y: 11 }, { x: 2, y: 12 })
    const hit = shoot(near, 's1/d-blocker/1', entropyWhere([attackDie(near), is(15)]))
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'deflect', power: 'lightsaber-block', seat: LIGHT })
    const block = entropyWhere([saveDie(near, 's1/d-blocker/1', 'lightsaber-block'), saves])
    const after = act(hit, LIGHT, { type: 'react', entropy: block }, game)
    expect(after.figures['s1/d-blocker/1']).toMatchObject({ hp: 60, force: 1 })
    const far = gunnerTurn('d-blocker')
    const ranged = shoot(far, 's1/d-blocker/1', entropyWhere([attackDie(far), is(15)]))
    expect(ranged.pending).toEqual([])
    expect(ranged.figures['s1/d-blocker/1']!.hp).toBe(30)
  })
})

describe('who may be attacked', () => {
  it('Execute Order 66: "Ezt a karaktert nem támadhatják a 66-os parancs képességgel rendelkező karakterek"', () => {
    let s = started(
      squad('republic', ['d-trooper', 1]),
      squad('separatist', ['d-jedi', 1], ['d-plain', 1]),
      LIGHT,
      ERA,
      game,
    )
    s = placed(s, {
      's1/d-trooper/1': { x: 2, y: 11 },
      's2/d-jedi/1': { x: 2, y: 14 },
      's2/d-plain/1': { x: 4, y: 14 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/d-trooper/1' } }, game)
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: 's2/d-jedi/1' } }, game)).toBe(
      'cannot-target-order-66',
    )
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: 's2/d-plain/1' } }, game)).toBe('ok')
  })

  it('Stealth: in cover, it is not the nearest enemy for an attacker more than 6 squares away; the next one is', () => {
    for (const [nearCard, farLegal] of [
      ['d-sneak', 'ok'],
      ['d-plain', 'cover-not-nearest'],
    ] as const) {
      const cards: [string, number][] =
        nearCard === 'd-plain'
          ? [['d-plain', 2]]
          : [
              ['d-sneak', 1],
              ['d-plain', 1],
            ]
      let s = started(squad('republic', ['d-trooper', 1]), squad('separatist', ...cards), LIGHT, ERA, game)
      const nearId = `s2/${nearCard}/1`
      const farId = nearCard === 'd-plain' ? 's2/d-plain/2' : 's2/d-plain/1'
      // Behind the low objects of row 16: 7 and 8 squares from the attacker.
      s = placed(s, { 's1/d-trooper/1': { x: 0, y: 11 }, [nearId]: { x: 1, y: 17 }, [farId]: { x: 2, y: 17 } })
      s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/d-trooper/1' } }, game)
      const ctx = contextOf(s, new Map(CARDS.map((c) => [c.id, c])))
      const me = s.figures['s1/d-trooper/1']!
      expect(targetInCover(s, ctx, me, s.figures[nearId]!)).toBe(true)
      expect(targetInCover(s, ctx, me, s.figures[farId]!)).toBe(true)
      expect(refusal(s, LIGHT, { type: 'attack', payload: { target: farId } }, game), nearCard).toBe(farLegal)
      if (nearCard === 'd-sneak')
        expect(refusal(s, LIGHT, { type: 'attack', payload: { target: nearId } }, game)).toBe('cover-not-nearest')
    }
  })
})
