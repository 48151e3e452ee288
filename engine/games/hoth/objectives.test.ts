/**
 * Objectives and the end of the game (rulebook "A játék célja", appendix 4, Final Strike): temporary and
 * permanent medal hexes, medals to win, the Final Strike scenario and medals for structures.
 */
import { describe, expect, it } from 'vitest'
import type { EngineEvent, SeatId } from '../../core/types'
import { rollDice } from './data/dice'
import { hoth } from './hoth'
import { medalCount } from './objectives'
import type { PlacedUnit } from './testing/fixtures'
import { act, EMPIRE, findEntropy, REBEL, refused, setBoard, startGame, withCard } from './testing/fixtures'
import type { DieFace, HexId, HothState, MedalHex, MedalRecord, Side } from './types'

const seatOf = (side: Side): SeatId => (side === 'rebel' ? REBEL : EMPIRE)
/** Cards that order up to 4 units in the centre sector (columns 3–6) and give no bonus. */
const CENTRE_CARD: Record<Side, string> = { rebel: 'reb-hold-the-line', empire: 'emp-onslaught' }
/** One unit per side far from the action, so that no side ever runs out of units. */
const BYSTANDERS: PlacedUnit[] = [
  { id: 'rebel-far', type: 'rebel-infantry', hex: '0,0' },
  { id: 'empire-far', type: 'imperial-infantry', hex: '9,6' },
]

/** `scenario` with these units, `side` to play, and `extra` state (medal hexes, medals, structures). */
function board(side: Side, units: PlacedUnit[], extra: Partial<HothState> = {}, scenario = 'first-contact') {
  const base = startGame(scenario)
  const seat = seatOf(side)
  const turn = { ...base.turn, seat, side, index: base.turnOrder.indexOf(seat) }
  return setBoard(base, [...BYSTANDERS, ...units], {}, { turn, ...extra })
}

/** Plays `card` (default: the side's centre card), orders `units`: the move phase begins. */
function orders(state: HothState, units: string[], card?: string): HothState {
  const seat = state.turn.seat
  const played = withCard(state, seat, card ?? CENTRE_CARD[state.turn.side])
  let s = act(played.state, seat, { type: 'play-card', payload: { slot: played.slot } }).state
  for (const unit of units) s = act(s, seat, { type: 'order', payload: { unit } }).state
  return act(s, seat, { type: 'confirm-orders' }).state
}

/** `orders`, then the attack phase begins. */
function ready(state: HothState, units: string[], card?: string): HothState {
  return act(orders(state, units, card), state.turn.seat, { type: 'end-moves' }).state
}

const move = (state: HothState, unit: string, to: HexId) =>
  act(state, state.turn.seat, { type: 'move', payload: { unit, to } }).state

const same = (a: readonly DieFace[], b: readonly DieFace[]) => a.length === b.length && a.every((f, i) => f === b[i])

/** `unit` attacks `target` rolling exactly `faces` (checked). */
function attack(state: HothState, unit: string, target: string, faces: DieFace[]): HothState {
  const entropy = findEntropy('attack', (rng) => same(rollDice(rng, faces.length), faces))
  const result = act(state, state.turn.seat, { type: 'attack', payload: { unit, target }, entropy })
  const data = result.events.find((e: EngineEvent) => e.type === 'attack-rolled')?.data as { faces: DieFace[] }
  expect(data.faces).toEqual(faces)
  return result.state
}

const inf = (id: string, hex: HexId, figures?: number): PlacedUnit =>
  id.startsWith('r') ? { id, type: 'rebel-infantry', hex, figures } : { id, type: 'imperial-infantry', hex, figures }

const medal = (hex: HexId, side: Side, kind: MedalHex['kind']): MedalHex => ({ hex, side, kind })
const unitMedals = (n: number, ref = 'imperial-infantry'): MedalRecord[] =>
  Array.from({ length: n }, () => ({ source: 'unit', ref }))

describe('temporary medal hexes', () => {
  const medalHexes = [medal('4,2', 'rebel', 'temporary')]

  it('count only while a unit of the named side stands there', () => {
    let s = board('rebel', [inf('r1', '4,2'), inf('r2', '4,1')], { medalHexes })
    expect(medalCount(s, 'rebel')).toBe(1)
    s = orders(s, ['r1', 'r2'])
    s = move(s, 'r1', '5,2')
    expect(medalCount(s, 'rebel')).toBe(0)
    s = move(s, 'r2', '4,2')
    expect(medalCount(s, 'rebel')).toBe(1)
    expect(s.medals.rebel).toEqual([])

    const enemyThere = board('rebel', [inf('e1', '4,2')], { medalHexes })
    expect(medalCount(enemyThere, 'rebel')).toBe(0)
    expect(medalCount(enemyThere, 'empire')).toBe(0)
  })

  it('are lost when the unit retreats off them', () => {
    let s = ready(board('empire', [inf('r1', '4,2'), inf('e1', '4,3')], { medalHexes }), ['e1'])
    expect(medalCount(s, 'rebel')).toBe(1)
    s = attack(s, 'e1', 'r1', ['retreat', 'miss', 'miss'])
    s = act(s, REBEL, { type: 'retreat', payload: { to: '4,1' } }).state
    expect(medalCount(s, 'rebel')).toBe(0)
  })

  it('are lost when the unit is destroyed', () => {
    let s = ready(board('empire', [inf('r1', '4,2', 1), inf('e1', '4,3')], { medalHexes }), ['e1'])
    s = attack(s, 'e1', 'r1', ['infantry', 'miss', 'miss'])
    expect(medalCount(s, 'rebel')).toBe(0)
    expect(medalCount(s, 'empire')).toBe(1)
  })
})

describe('permanent medal hexes', () => {
  const medalHexes = [medal('4,2', 'rebel', 'permanent')]

  it('are kept once entered, even after the unit is driven off', () => {
    let s = orders(board('rebel', [inf('r1', '4,1'), inf('e1', '4,3')], { medalHexes }), ['r1'])
    s = move(s, 'r1', '4,2')
    expect(s.medals.rebel).toEqual([{ source: 'hex', ref: '4,2' }])
    s = act(s, REBEL, { type: 'end-turn' }).state
    s = attack(ready(s, ['e1']), 'e1', 'r1', ['retreat', 'miss', 'miss'])
    s = act(s, REBEL, { type: 'retreat', payload: { to: '3,1' } }).state
    expect(s.units.r1!.hex).toBe('3,1')
    expect(medalCount(s, 'rebel')).toBe(1)
  })

  it('give nothing to the other side', () => {
    let s = orders(board('empire', [inf('e1', '4,3')], { medalHexes }), ['e1'])
    s = move(s, 'e1', '4,2')
    expect(medalCount(s, 'empire')).toBe(0)
    expect(medalCount(s, 'rebel')).toBe(0)
  })
})

describe('medals to win', () => {
  it('end the game the moment a side reaches them', () => {
    const start = board('rebel', [inf('r1', '4,2'), inf('r2', '5,2'), inf('e1', '4,3', 1), inf('e2', '5,3')], {
      medals: { rebel: unitMedals(3), empire: [] },
    })
    const s = attack(ready(start, ['r1', 'r2']), 'r1', 'e1', ['infantry', 'miss', 'miss'])
    expect(s.result?.winner).toBe('rebel')
    expect(hoth.outcome(s)?.winners).toEqual([REBEL])
    expect(refused(s, REBEL, { type: 'attack', payload: { unit: 'r2', target: 'e2' } }).code).toBe('game-over')
    expect(refused(s, REBEL, { type: 'end-turn' }).code).toBe('game-over')
    expect(hoth.legalActions(s, REBEL)).toEqual([])
    expect(hoth.legalActions(s, EMPIRE)).toEqual([])
  })

  it('count a temporary medal hex the moment it is entered', () => {
    const start = board('rebel', [inf('r1', '4,1')], {
      medals: { rebel: unitMedals(3), empire: [] },
      medalHexes: [medal('4,2', 'rebel', 'temporary')],
    })
    const s = move(orders(start, ['r1']), 'r1', '4,2')
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
    return ready(board('empire', units, { structures }, 'final-strike'), ['e1', 'e2'], 'emp-snowtrooper-advance')
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
    const start = board('empire', [inf('e1', '4,1')], { structures: base.structures }, 'ion-cannon-raid')
    const s = attack(ready(start, ['e1']), 'e1', 'ion-cannon', ['blast', 'blast'])
    expect(s.structures['ion-cannon']!.destroyed).toBe(true)
    expect(s.medals.empire).toEqual([{ source: 'structure', ref: 'ion-cannon' }])
    expect(medalCount(s, 'empire')).toBe(1)
  })
})
