/**
 * Objectives and the end of the game (rulebook "A játék célja", appendix 4, Final Strike): temporary and
 * permanent medal hexes, medals to win, the Final Strike scenario and medals for structures.
 */
import { describe, expect, it } from 'vitest'
import { hoth } from './hoth'
import { medalCount } from './objectives'
import type { PlacedUnit } from './testing/fixtures'
import { act, EMPIRE, REBEL, refused, startGame } from './testing/fixtures'
import { attack, board, inf, move, ordered, ready } from './testing/battle'
import type { HexId, MedalHex, MedalRecord, Side } from './types'

const medal = (hex: HexId, side: Side, kind: MedalHex['kind']): MedalHex => ({ hex, side, kind })
const unitMedals = (n: number, ref = 'imperial-infantry'): MedalRecord[] =>
  Array.from({ length: n }, () => ({ source: 'unit', ref }))

describe('temporary medal hexes', () => {
  const medalHexes = [medal('4,2', 'rebel', 'temporary')]

  it('count only while a unit of the named side stands there', () => {
    let s = board('rebel', [inf('r1', '4,2'), inf('r2', '4,1')], {}, { medalHexes })
    expect(medalCount(s, 'rebel')).toBe(1)
    s = ordered(s, ['r1', 'r2'])
    s = move(s, 'r1', '5,2')
    expect(medalCount(s, 'rebel')).toBe(0)
    s = move(s, 'r2', '4,2')
    expect(medalCount(s, 'rebel')).toBe(1)
    expect(s.medals.rebel).toEqual([])

    const enemyThere = board('rebel', [inf('e1', '4,2')], {}, { medalHexes })
    expect(medalCount(enemyThere, 'rebel')).toBe(0)
    expect(medalCount(enemyThere, 'empire')).toBe(0)
  })

  it('are lost when the unit retreats off them', () => {
    let s = ready(board('empire', [inf('r1', '4,2'), inf('e1', '4,3')], {}, { medalHexes }), ['e1'])
    expect(medalCount(s, 'rebel')).toBe(1)
    s = attack(s, 'e1', 'r1', ['retreat', 'miss', 'miss'])
    s = act(s, REBEL, { type: 'retreat', payload: { to: '4,1' } }).state
    expect(medalCount(s, 'rebel')).toBe(0)
  })

  it('are lost when the unit is destroyed', () => {
    let s = ready(board('empire', [inf('r1', '4,2', 1), inf('e1', '4,3')], {}, { medalHexes }), ['e1'])
    s = attack(s, 'e1', 'r1', ['infantry', 'miss', 'miss'])
    expect(medalCount(s, 'rebel')).toBe(0)
    expect(medalCount(s, 'empire')).toBe(1)
  })
})

describe('permanent medal hexes', () => {
  const medalHexes = [medal('4,2', 'rebel', 'permanent')]

  it('are kept once entered, even after the unit is driven off', () => {
    let s = ordered(board('rebel', [inf('r1', '4,1'), inf('e1', '4,3')], {}, { medalHexes }), ['r1'])
    s = move(s, 'r1', '4,2')
    expect(s.medals.rebel).toEqual([{ source: 'hex', ref: '4,2' }])
    s = act(s, REBEL, { type: 'end-turn' }).state
    s = attack(ready(s, ['e1']), 'e1', 'r1', ['retreat', 'miss', 'miss'])
    s = act(s, REBEL, { type: 'retreat', payload: { to: '3,1' } }).state
    expect(s.units.r1!.hex).toBe('3,1')
    expect(medalCount(s, 'rebel')).toBe(1)
  })

  it('give nothing to the other side', () => {
    let s = ordered(board('empire', [inf('e1', '4,3')], {}, { medalHexes }), ['e1'])
    s = move(s, 'e1', '4,2')
    expect(medalCount(s, 'empire')).toBe(0)
    expect(medalCount(s, 'rebel')).toBe(0)
  })
})

describe('medals to win', () => {
  it('end the game the moment a side reaches them', () => {
    const start = board(
      'rebel',
      [inf('r1', '4,2'), inf('r2', '5,2'), inf('e1', '4,3', 1), inf('e2', '5,3')],
      {},
      {
        medals: { rebel: unitMedals(3), empire: [] },
      },
    )
    const s = attack(ready(start, ['r1', 'r2']), 'r1', 'e1', ['infantry', 'miss', 'miss'])
    expect(s.result?.winner).toBe('rebel')
    expect(hoth.outcome(s)?.winners).toEqual([REBEL])
    expect(refused(s, REBEL, { type: 'attack', payload: { unit: 'r2', target: 'e2' } }).code).toBe('game-over')
    expect(refused(s, REBEL, { type: 'end-turn' }).code).toBe('game-over')
    expect(hoth.legalActions(s, REBEL)).toEqual([])
    expect(hoth.legalActions(s, EMPIRE)).toEqual([])
  })

  it('count a temporary medal hex the moment it is entered', () => {
    const start = board(
      'rebel',
      [inf('r1', '4,1')],
      {},
      {
        medals: { rebel: unitMedals(3), empire: [] },
        medalHexes: [medal('4,2', 'rebel', 'temporary')],
      },
    )
    const s = move(ordered(start, ['r1']), 'r1', '4,2')
    expect(hoth.outcome(s)?.winners).toEqual([REBEL])
    expect(refused(s, REBEL, { type: 'end-moves' }).code).toBe('game-over')
  })
})

describe('Final Strike', () => {
  /** Final Strike with generator 1 at `hits1` hits left (0: destroyed) and generator 2 (6,1) at `hits2`. */
  const finalStrike = (hits1: number, hits2: number, units: PlacedUnit[]) => {
    const base = startGame('final-strike')
    const structures = {
      'shield-generator-1': { ...base.structures['shield-generator-1']!, hits: hits1, destroyed: hits1 === 0 },
      'shield-generator-2': { ...base.structures['shield-generator-2']!, hits: hits2 },
    }
    // Snowtrooper Advance: up to 3 infantry anywhere, no dice bonus.
    return ready(
      board('empire', units, {}, { structures }, 'final-strike'),
      ['e1', 'e2'],
      {},
      'emp-snowtrooper-advance',
    )
  }
  const attackers = [inf('e1', '6,2'), inf('e2', '7,2')]

  it('lets only blast symbols damage a shield generator', () => {
    let s = finalStrike(2, 2, attackers)
    s = attack(s, 'e1', 'shield-generator-2', ['infantry', 'vehicle'])
    expect(s.structures['shield-generator-2']).toMatchObject({ hits: 2, destroyed: false })
    s = attack(s, 'e2', 'shield-generator-2', ['blast', 'retreat'])
    expect(s.structures['shield-generator-2']).toMatchObject({ hits: 1, destroyed: false })
    expect(s.result).toBeNull()
  })

  it('ends the game with an Empire win the moment both generators are destroyed', () => {
    const s = attack(finalStrike(0, 1, attackers), 'e1', 'shield-generator-2', ['blast', 'miss'])
    expect(s.structures['shield-generator-2']!.destroyed).toBe(true)
    expect(hoth.outcome(s)?.winners).toEqual([EMPIRE])
    expect(refused(s, EMPIRE, { type: 'end-turn' }).code).toBe('game-over')
  })

  it('does not end the game while one generator stands', () => {
    const s = attack(finalStrike(2, 1, attackers), 'e1', 'shield-generator-2', ['blast', 'miss'])
    expect(s.structures['shield-generator-2']!.destroyed).toBe(true)
    expect(hoth.outcome(s)).toBeNull()
    expect(medalCount(s, 'empire')).toBe(0)
  })

  it('gives the Empire no medal for destroying Rebel units', () => {
    const s = attack(finalStrike(2, 2, [...attackers, inf('r1', '5,1', 1)]), 'e1', 'r1', ['infantry', 'miss', 'miss'])
    expect(s.units.r1).toBeUndefined()
    expect(s.medals.empire).toEqual([])
    expect(medalCount(s, 'empire')).toBe(0)
  })
})

describe('structure medals', () => {
  it('Ion Cannon Raid: destroying the ion cannon gives the destroyer a medal', () => {
    const base = startGame('ion-cannon-raid')
    const start = board('empire', [inf('e1', '4,1')], {}, { structures: base.structures }, 'ion-cannon-raid')
    const s = attack(ready(start, ['e1']), 'e1', 'ion-cannon', ['blast', 'blast'])
    expect(s.structures['ion-cannon']!.destroyed).toBe(true)
    expect(s.medals.empire).toEqual([{ source: 'structure', ref: 'ion-cannon' }])
    expect(medalCount(s, 'empire')).toBe(1)
  })
})
