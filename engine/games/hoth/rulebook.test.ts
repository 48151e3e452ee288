/**
 * The rulebook's own worked examples, played through `hoth.apply` on concrete boards: the three-unit order in
 * the centre (page 5), its attacks and the retreat (page 7), the heavy cannon's line of sight and the
 * line-of-sight examples of appendix 7 (page 12).
 */
import { describe, expect, it } from 'vitest'
import type { Rng } from '../../core/random'
import { attackPlans, lineOfSight, planAttack } from './combat'
import { rollDice } from './data/dice'
import { hoth } from './hoth'
import { losLine } from './los'
import { act, EMPIRE, findEntropy, REBEL, refused, setBoard, startGame } from './testing/fixtures'
import type { PlacedUnit } from './testing/fixtures'
import { move, play, rolling } from './testing/battle'
import type { DieFace, HexId, HothAction, HothState, Terrain } from './types'

/** A Rebel turn on a custom board with `card` played. */
function rebelPlays(units: PlacedUnit[], terrain: Record<HexId, Terrain>, card: string): HothState {
  return play(setBoard(startGame('first-contact'), units, terrain), card)
}

function order(state: HothState, ...ids: string[]): HothState {
  for (const unit of ids) state = act(state, REBEL, { type: 'order', payload: { unit } }).state
  return act(state, REBEL, { type: 'confirm-orders' }).state
}

function attack(state: HothState, unit: string, target: string, entropy?: string): HothState {
  return act(state, REBEL, { type: 'attack', payload: { unit, target }, entropy }).state
}

function legal(state: HothState, seat: string, type: HothAction['type']): HothAction[] {
  return hoth.legalActions(state, seat).filter((a) => a.type === type)
}

const sorted = (faces: readonly DieFace[]): DieFace[] => [...faces].sort()

/** Entropy whose attack roll of `faces.length` dice shows `faces` in any order (`rolling`: in this order). */
function rollingInAnyOrder(faces: DieFace[]): string {
  const key = (list: readonly DieFace[]): string => sorted(list).join()
  return findEntropy('attack', (rng: Rng) => key(rollDice(rng, faces.length)) === key(faces))
}

// ---------------------------------------------------------------- page 5: orders and movement

/** Two infantry and a snowspeeder in the centre; the speeder stands between infantry B and the trench. */
const CENTRE_UNITS: PlacedUnit[] = [
  { id: 'inf-a', type: 'rebel-infantry', hex: '5,0' },
  { id: 'inf-b', type: 'rebel-infantry', hex: '3,2' },
  { id: 'speeder', type: 'snowspeeder', hex: '4,2' },
  { id: 'inf-c', type: 'rebel-infantry', hex: '6,0' },
  { id: 'imp-rocks', type: 'imperial-infantry', hex: '6,2' },
  { id: 'imp-snow', type: 'imperial-infantry', hex: '2,5' },
]
const CENTRE_TERRAIN: Record<HexId, Terrain> = { '6,2': 'rocks', '5,2': 'trench' }

function centreOrdered(): HothState {
  return order(rebelPlays(CENTRE_UNITS, CENTRE_TERRAIN, 'reb-assault-centre'), 'inf-a', 'inf-b', 'speeder')
}

/** Every move of the example done: A next to the unit on rocks, the speeder next to the other, B in the trench. */
function centreMoved(): HothState {
  const moved = move(move(move(centreOrdered(), 'inf-a', '5,1'), 'speeder', '2,4'), 'inf-b', '5,2')
  return act(moved, REBEL, { type: 'end-moves' }).state
}

describe('rulebook example: three units ordered in the centre', () => {
  it('orders 2 infantry and 1 snowspeeder in the centre, and no fourth unit', () => {
    let state = rebelPlays(CENTRE_UNITS, CENTRE_TERRAIN, 'reb-assault-centre')
    for (const unit of ['inf-a', 'inf-b', 'speeder'])
      state = act(state, REBEL, { type: 'order', payload: { unit } }).state
    expect(state.turn.ordered).toEqual(['inf-a', 'inf-b', 'speeder'])
    expect(refused(state, REBEL, { type: 'order', payload: { unit: 'inf-c' } }).code).toBe('not-orderable')
  })

  it('cannot move infantry B to the trench 2 hexes away while the snowspeeder stands in the way', () => {
    const state = move(centreOrdered(), 'inf-a', '5,1')
    const err = refused(state, REBEL, { type: 'move', payload: { unit: 'inf-b', to: '5,2' } })
    expect(err.code).toBe('unreachable')
    const targets = legal(state, REBEL, 'move').map((a) => a.payload)
    expect(targets).not.toContainEqual({ unit: 'inf-b', to: '5,2' })
  })

  it('moves the snowspeeder 3 hexes next to the other Imperial infantry, then B reaches the trench', () => {
    let state = move(move(centreOrdered(), 'inf-a', '5,1'), 'speeder', '2,4')
    expect(state.units['speeder']!.hex).toBe('2,4')
    expect(state.turn.moved['speeder']!.hexes).toBe(3)
    expect(legal(state, REBEL, 'move').map((a) => a.payload)).toContainEqual({ unit: 'inf-b', to: '5,2' })
    state = move(state, 'inf-b', '5,2')
    expect(state.units['inf-b']!.hex).toBe('5,2')
    expect(state.turn.moved['inf-b']!.hexes).toBe(2)
  })

  it('lets infantry B, which moved 2, not attack; A and the snowspeeder may', () => {
    const state = centreMoved()
    const err = refused(state, REBEL, { type: 'attack', payload: { unit: 'inf-b', target: 'imp-rocks' } })
    expect(err.code).toBe('moved-too-far')
    const attackers = new Set(legal(state, REBEL, 'attack').map((a) => (a.payload as { unit: string }).unit))
    expect([...attackers].sort()).toEqual(['inf-a', 'speeder'])
  })
})

// ---------------------------------------------------------------- page 7: the attacks and the retreat

describe('rulebook example: resolving the attacks', () => {
  it('infantry A rolls 3 − 1 = 2 dice at the unit on rocks; a miss and a blast take 1 figure, no retreat', () => {
    const state = centreMoved()
    const planned = planAttack(state, state.units['inf-a']!, 'imp-rocks')
    if (!planned.ok) throw new Error(planned.error.code)
    expect(planned.plan.base).toBe(3)
    expect(planned.plan.modifiers.map((m) => [m.reason.en, m.dice])).toEqual([['target on rocks', -1]])
    expect(planned.plan.dice).toBe(2)

    const after = attack(state, 'inf-a', 'imp-rocks', rolling(['miss', 'blast']))
    expect(after.units['imp-rocks']).toMatchObject({ figures: 3, hex: '6,2' })
    expect(after.turn.pending).toBeNull()
  })

  it('the snowspeeder rolls 4: vehicle, infantry, infantry, retreat — 2 hits and 1 hex back', () => {
    const state = centreMoved()
    const planned = planAttack(state, state.units['speeder']!, 'imp-snow')
    expect(planned.ok && planned.plan.dice).toBe(4)

    const rolled = attack(
      state,
      'speeder',
      'imp-snow',
      rollingInAnyOrder(['vehicle', 'infantry', 'infantry', 'retreat']),
    )
    expect(rolled.units['imp-snow']).toMatchObject({ figures: 2, hex: '2,5' })
    // Two free hexes toward the Imperial baseline: the Imperial player chooses, the Rebel may not.
    expect(legal(rolled, EMPIRE, 'retreat').map((a) => a.payload)).toEqual([{ to: '2,6' }, { to: '3,6' }])
    expect(legal(rolled, EMPIRE, 'ignore-retreat')).toEqual([])
    expect(refused(rolled, REBEL, { type: 'retreat', payload: { to: '2,6' } }).code).toBe('not-your-choice')

    const after = act(rolled, EMPIRE, { type: 'retreat', payload: { to: '3,6' } }).state
    expect(after.units['imp-snow']).toMatchObject({ figures: 2, hex: '3,6' })
    expect(after.turn.pending).toBeNull()
  })
})

// ---------------------------------------------------------------- page 12: the heavy cannon's sight

/** A heavy cannon with three Imperial infantry in range; `blocker` stands on the line to the first. */
function cannonBoard(blocker: 'rocks' | 'unit'): HothState {
  const units: PlacedUnit[] = [
    { id: 'cannon', type: 'heavy-cannon', hex: '4,0' },
    { id: 'imp-1', type: 'imperial-infantry', hex: '2,3' },
    { id: 'imp-2', type: 'imperial-infantry', hex: '4,3' },
    { id: 'imp-3', type: 'imperial-infantry', hex: '6,3' },
  ]
  if (blocker === 'unit') units.push({ id: 'friend', type: 'rebel-infantry', hex: '3,2' })
  const terrain: Record<HexId, Terrain> = blocker === 'rocks' ? { '3,2': 'rocks' } : {}
  const state = order(rebelPlays(units, terrain, 'reb-assault-centre'), 'cannon')
  return act(state, REBEL, { type: 'end-moves' }).state
}

describe.each(['rocks', 'unit'] as const)('rulebook example: heavy cannon, sight blocked by %s', (blocker) => {
  it('has all three in range but only two in line of sight', () => {
    const state = cannonBoard(blocker)
    expect(losLine('4,0', '2,3').crossed).toContain('3,2')
    const plans = attackPlans(state, state.units['cannon']!)
    expect(plans.map((p) => p.target)).toEqual(['imp-2', 'imp-3'])
    const targets = legal(state, REBEL, 'attack').map((a) => a.payload)
    expect(targets).toEqual([
      { unit: 'cannon', target: 'imp-2' },
      { unit: 'cannon', target: 'imp-3' },
    ])
  })

  it('refuses the attack on the third with no-line-of-sight', () => {
    const err = refused(cannonBoard(blocker), REBEL, { type: 'attack', payload: { unit: 'cannon', target: 'imp-1' } })
    expect(err.code).toBe('no-line-of-sight')
  })
})

// ---------------------------------------------------------------- appendix 7: line of sight

/** A board with a Rebel at `from`, an Imperial at `to`, more units and terrain. */
function losBoard(from: HexId, to: HexId, others: PlacedUnit[], terrain: Record<HexId, Terrain>): HothState {
  const units: PlacedUnit[] = [
    { id: 'shooter', type: 'rebel-infantry', hex: from },
    { id: 'target', type: 'imperial-infantry', hex: to },
    ...others,
  ]
  return setBoard(startGame('first-contact'), units, terrain)
}

const friend = (hex: HexId): PlacedUnit => ({ id: `friend-${hex}`, type: 'rebel-infantry', hex })
const enemy = (hex: HexId): PlacedUnit => ({ id: `enemy-${hex}`, type: 'imperial-infantry', hex })

describe('rulebook appendix 7: line of sight along hex edges', () => {
  it('runs 1,0 → 1,4 along 0,1 and 0,3 on one side, 1,1 and 1,3 on the other', () => {
    expect(losLine('1,0', '1,4')).toEqual({ crossed: ['1,2'], left: ['0,1', '0,3'], right: ['1,1', '1,3'] })
    expect(losLine('0,0', '0,2')).toEqual({ crossed: [], left: ['-1,1'], right: ['0,1'] })
  })

  it('example 1: one blocking hex (rocks) along one side does not block', () => {
    expect(lineOfSight(losBoard('1,0', '1,4', [], { '0,1': 'rocks' }), '1,0', '1,4')).toBe(true)
    expect(lineOfSight(losBoard('1,0', '1,4', [], { '1,1': 'rocks' }), '1,0', '1,4')).toBe(true)
  })

  it('example 2: a friendly unit and a ridge along the same side do not block', () => {
    expect(lineOfSight(losBoard('1,0', '1,4', [friend('0,1')], { '0,3': 'ridge' }), '1,0', '1,4')).toBe(true)
  })

  it('example 3: rocks on one side and a ridge on the other block', () => {
    expect(lineOfSight(losBoard('1,0', '1,4', [], { '0,1': 'rocks', '1,3': 'ridge' }), '1,0', '1,4')).toBe(false)
  })

  it('a blocking hex the line crosses blocks', () => {
    expect(lineOfSight(losBoard('1,0', '1,4', [], { '1,2': 'rocks' }), '1,0', '1,4')).toBe(false)
    expect(lineOfSight(losBoard('1,0', '1,4', [enemy('1,2')], {}), '1,0', '1,4')).toBe(false)
  })

  it('board edge: the half hex on one side and a friendly unit on the other block', () => {
    expect(lineOfSight(losBoard('0,0', '0,2', [], {}), '0,0', '0,2')).toBe(true)
    expect(lineOfSight(losBoard('0,0', '0,2', [friend('0,1')], {}), '0,0', '0,2')).toBe(false)
  })
})

describe('rulebook appendix 7: line of sight from ridge to ridge', () => {
  // 0,2 → 5,2 crosses 1,2, 2,2, 3,2 and 4,2.
  const ridges: Record<HexId, Terrain> = { '0,2': 'ridge', '5,2': 'ridge' }
  const sees = (others: PlacedUnit[], terrain: Record<HexId, Terrain>, ends = ridges): boolean =>
    lineOfSight(losBoard('0,2', '5,2', others, { ...ends, ...terrain }), '0,2', '5,2')

  it('is not blocked by rocks or a ridge between two units on ridges', () => {
    expect(losLine('0,2', '5,2').crossed).toEqual(['1,2', '2,2', '3,2', '4,2'])
    expect(sees([], { '2,2': 'rocks', '3,2': 'ridge' })).toBe(true)
  })

  it('is blocked by an ice field', () => {
    expect(sees([], { '3,2': 'ice' })).toBe(false)
  })

  it('is blocked by another unit on a ridge, not by a unit on snow', () => {
    expect(sees([enemy('3,2')], { '3,2': 'ridge' })).toBe(false)
    expect(sees([friend('3,2')], { '3,2': 'ridge' })).toBe(false)
    expect(sees([enemy('3,2')], {})).toBe(true)
  })

  it('follows the normal rules when only one of the two stands on a ridge', () => {
    const shooterOnly: Record<HexId, Terrain> = { '0,2': 'ridge' }
    expect(sees([], { '2,2': 'rocks' }, shooterOnly)).toBe(false)
    expect(sees([], { '3,2': 'ridge' }, shooterOnly)).toBe(false)
    expect(sees([enemy('3,2')], {}, shooterOnly)).toBe(false)
    expect(sees([], {}, shooterOnly)).toBe(true)
  })
})
