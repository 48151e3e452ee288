/**
 * Every terrain's rules (rulebook appendix 2) and the structures' (appendix 3): movement, attacking after
 * entering, defence by the attacker's class, attacking from the hex, line of sight and the trench's retreat.
 * Boards are laid out by hand; turns are played through `hoth.apply`.
 */
import { describe, expect, it } from 'vitest'
import { planAttack } from './combat'
import { hoth } from './hoth'
import { act, EMPIRE, REBEL, refused, setBoard, startGame } from './testing/fixtures'
import type { PlacedUnit } from './testing/fixtures'
import { endMoves, move, ordered, rolling } from './testing/battle'
import type { HexId, HothAction, HothState, StructureState, Terrain } from './types'

type TerrainMap = Record<HexId, Terrain>

/** A board with these units and terrain (Rebel to play; `empire`: an Imperial turn instead). */
function board(units: PlacedUnit[], terrain: TerrainMap = {}, extra: Partial<HothState> = {}, empire = false) {
  return setBoard(startGame(empire ? 'walkers-in-the-valley' : 'first-contact'), units, terrain, extra)
}

function moveRefused(state: HothState, unit: string, to: HexId): string {
  return refused(state, state.turn.seat, { type: 'move', payload: { unit, to } }).code
}

function attackRefused(state: HothState, unit: string, target: string): string {
  return refused(state, state.turn.seat, { type: 'attack', payload: { unit, target } }).code
}

/** Hexes the legal moves offer `unit`. */
function moveTargets(state: HothState, unit: string): HexId[] {
  return hoth
    .legalActions(state, state.turn.seat)
    .filter((a): a is Extract<HothAction, { type: 'move' }> => a.type === 'move' && a.payload.unit === unit)
    .map((a) => a.payload.to)
}

/** Dice `attacker` rolls at `target` now and the modifiers (reason, dice); throws with the code when refused. */
function dice(state: HothState, attacker: string, target: string): { dice: number; modifiers: [string, number][] } {
  const planned = planAttack(state, state.units[attacker]!, target)
  if (!planned.ok) throw new Error(planned.error.code)
  return { dice: planned.plan.dice, modifiers: planned.plan.modifiers.map((m) => [m.reason.en, m.dice]) }
}

function planError(state: HothState, attacker: string, target: string): string | null {
  const planned = planAttack(state, state.units[attacker]!, target)
  return planned.ok ? null : planned.error.code
}

const reb = (id: string, hex: HexId): PlacedUnit => ({ id, type: 'rebel-infantry', hex })
const imp = (id: string, hex: HexId): PlacedUnit => ({ id, type: 'imperial-infantry', hex })
const speeder = (id: string, hex: HexId): PlacedUnit => ({ id, type: 'snowspeeder', hex })
const cannon = (id: string, hex: HexId): PlacedUnit => ({ id, type: 'heavy-cannon', hex })
const atat = (id: string, hex: HexId): PlacedUnit => ({ id, type: 'at-at', hex })
const droid = (id: string, hex: HexId): PlacedUnit => ({ id, type: 'probe-droid', hex })

// Hexes 3,2 · 4,2 · 5,2 · 6,2 lie in a row: 3,2 → 5,2 is 2 hexes with 4,2 the only hex between.
// 4,1 and 6,2 are next to 5,2, as is 4,2; 4,3 is next to 4,4, whose retreat hexes are 3,5 and 4,5.

describe('snow', () => {
  it('changes nothing: full dice, no modifiers', () => {
    const state = board([reb('reb', '4,2'), speeder('spd', '6,2'), imp('imp', '5,2')])
    expect(dice(state, 'reb', 'imp')).toEqual({ dice: 3, modifiers: [] })
    expect(dice(state, 'spd', 'imp')).toEqual({ dice: 4, modifiers: [] })
  })
})

const COVER = [
  { terrain: 'rocks', vehicleFrom: 0 },
  { terrain: 'buildings', vehicleFrom: -2 },
  { terrain: 'wreckage', vehicleFrom: -2 },
] as const

describe.each(COVER)('$terrain', ({ terrain, vehicleFrom }) => {
  it('ends the move on entering: the hex is reachable, a 2-hex path through it is not', () => {
    const state = ordered(board([reb('reb', '4,2'), imp('imp', '5,5')], { '5,2': terrain }), ['reb'])
    expect(moveTargets(state, 'reb')).toContain('5,2')
    expect(moveTargets(state, 'reb')).not.toContain('6,2')
    expect(moveRefused(state, 'reb', '6,2')).toBe('unreachable')
    expect(move(state, 'reb', '5,2').units['reb']!.hex).toBe('5,2')
  })

  it('forbids attacking after entering it this turn, not after starting the turn on it', () => {
    const units = [reb('mover', '4,2'), reb('sitter', '4,4'), imp('imp-1', '6,2'), imp('imp-2', '5,4')]
    let state = ordered(board(units, { '5,2': terrain, '4,4': terrain }), ['mover', 'sitter'])
    state = endMoves(move(state, 'mover', '5,2'))
    expect(attackRefused(state, 'mover', 'imp-1')).toBe('entered-no-attack-terrain')
    const attackers = hoth.legalActions(state, REBEL).flatMap((a) => (a.type === 'attack' ? [a.payload.unit] : []))
    expect(new Set(attackers)).toEqual(new Set(['sitter']))
    expect(
      act(state, REBEL, { type: 'attack', payload: { unit: 'sitter', target: 'imp-2' } }).state.turn.attacked,
    ).toEqual(['sitter'])
  })

  it('forbids attacking after passing through it on a card that lifts the stop', () => {
    // Probe Droid Sweep: move 3, no stop on entering. The only way to 6,2 within 3 leads over 5,2 (5,1, 5,3: ice).
    const units = [droid('droid', '4,2'), reb('reb', '7,2')]
    const terrains: TerrainMap = { '5,2': terrain, '5,1': 'ice', '5,3': 'ice' }
    let state = ordered(board(units, terrains, {}, true), ['droid'], 'emp-probe-droid-sweep')
    state = endMoves(move(state, 'droid', '6,2'))
    expect(attackRefused(state, 'droid', 'reb')).toBe('entered-no-attack-terrain')
    expect(hoth.legalActions(state, EMPIRE).filter((a) => a.type === 'attack')).toEqual([])
  })

  it('defends a unit on it: infantry and special attackers roll 1 die fewer, vehicles 2 fewer', () => {
    const state = board([reb('reb', '4,2'), cannon('gun', '4,1'), speeder('spd', '6,2'), imp('imp', '5,2')], {
      '5,2': terrain,
    })
    const reason = `target on ${terrain}`
    expect(dice(state, 'reb', 'imp')).toEqual({ dice: 2, modifiers: [[reason, -1]] })
    expect(dice(state, 'gun', 'imp')).toEqual({ dice: 1, modifiers: [[reason, -1]] })
    expect(dice(state, 'spd', 'imp')).toEqual({ dice: 2, modifiers: [[reason, -2]] })
  })

  it('gives an AT-AT on it no protection', () => {
    const state = board([reb('reb', '4,2'), speeder('spd', '6,2'), atat('walker', '5,2')], { '5,2': terrain })
    expect(dice(state, 'reb', 'walker')).toEqual({ dice: 3, modifiers: [] })
    expect(dice(state, 'spd', 'walker')).toEqual({ dice: 4, modifiers: [] })
  })

  it('blocks line of sight, but never from or to the hexes the two units stand on', () => {
    const across = board([reb('reb', '3,2'), imp('imp', '5,2')], { '4,2': terrain })
    expect(planError(across, 'reb', 'imp')).toBe('no-line-of-sight')
    const onBoth = board([reb('reb', '3,2'), imp('imp', '5,2')], { '3,2': terrain, '5,2': terrain })
    expect(dice(onBoth, 'reb', 'imp').dice).toBe(1)
  })

  it(`makes a vehicle standing on it attack with ${vehicleFrom} dice; infantry on it attacks in full`, () => {
    const units = [speeder('spd', '4,2'), reb('reb', '4,4'), imp('imp-1', '5,2'), imp('imp-2', '5,4')]
    const state = board(units, { '4,2': terrain, '4,4': terrain })
    expect(dice(state, 'spd', 'imp-1').dice).toBe(4 + vehicleFrom)
    expect(dice(state, 'reb', 'imp-2')).toEqual({ dice: 3, modifiers: [] })
  })
})

describe('ridge', () => {
  it('cannot be entered by an AT-AT; other units cross it without stopping', () => {
    const units = [atat('walker', '4,4'), imp('imp', '6,2'), reb('reb', '0,0')]
    const state = ordered(board(units, { '4,3': 'ridge', '5,2': 'ridge' }, {}, true), ['walker', 'imp'])
    expect(state.turn.seat).toBe(EMPIRE)
    expect(moveTargets(state, 'walker')).not.toContain('4,3')
    expect(moveRefused(state, 'walker', '4,3')).toBe('unreachable')
    expect(move(state, 'imp', '4,2').units['imp']!.hex).toBe('4,2')
  })

  it('lets a unit that entered it attack', () => {
    const state = endMoves(
      move(ordered(board([reb('reb', '3,2'), imp('imp', '5,2')], { '4,2': 'ridge' }), ['reb']), 'reb', '4,2'),
    )
    expect(act(state, REBEL, { type: 'attack', payload: { unit: 'reb', target: 'imp' } }).state.turn.attacked).toEqual([
      'reb',
    ])
  })

  it('defends with 1 die fewer against every class of attacker', () => {
    const state = board([reb('reb', '4,2'), cannon('gun', '4,1'), speeder('spd', '6,2'), imp('imp', '5,2')], {
      '5,2': 'ridge',
    })
    expect(dice(state, 'reb', 'imp')).toEqual({ dice: 2, modifiers: [['target on ridge', -1]] })
    expect(dice(state, 'gun', 'imp')).toEqual({ dice: 1, modifiers: [['target on ridge', -1]] })
    expect(dice(state, 'spd', 'imp')).toEqual({ dice: 3, modifiers: [['target on ridge', -1]] })
  })

  it('gives no defence when the attacker stands on a ridge too, and no penalty for attacking from it', () => {
    const units = [reb('reb', '4,2'), imp('imp-1', '5,2'), speeder('spd', '4,4'), imp('imp-2', '5,4')]
    const state = board(units, { '4,2': 'ridge', '5,2': 'ridge', '4,4': 'ridge' })
    expect(dice(state, 'reb', 'imp-1')).toEqual({ dice: 3, modifiers: [] })
    expect(dice(state, 'spd', 'imp-2')).toEqual({ dice: 4, modifiers: [] })
  })

  it('blocks line of sight', () => {
    const state = ordered(board([reb('reb', '3,2'), imp('imp', '5,2')], { '4,2': 'ridge' }), ['reb'])
    expect(attackRefused(endMoves(state), 'reb', 'imp')).toBe('no-line-of-sight')
  })
})

describe('trench', () => {
  it('does not hinder movement and lets a unit that entered it attack', () => {
    const start = ordered(board([reb('reb', '3,2'), imp('imp', '4,3')], { '4,2': 'trench' }), ['reb'])
    expect(move(start, 'reb', '5,2').units['reb']!.hex).toBe('5,2')
    const entered = endMoves(move(start, 'reb', '4,2'))
    const attacked = act(entered, REBEL, { type: 'attack', payload: { unit: 'reb', target: 'imp' } }).state
    expect(attacked.turn.attacked).toEqual(['reb'])
  })

  it('defends infantry on it by 1 die against every attacker', () => {
    const state = board([reb('reb', '4,2'), cannon('gun', '4,1'), speeder('spd', '6,2'), imp('imp', '5,2')], {
      '5,2': 'trench',
    })
    expect(dice(state, 'reb', 'imp')).toEqual({ dice: 2, modifiers: [['target on trench', -1]] })
    expect(dice(state, 'gun', 'imp')).toEqual({ dice: 1, modifiers: [['target on trench', -1]] })
    expect(dice(state, 'spd', 'imp')).toEqual({ dice: 3, modifiers: [['target on trench', -1]] })
  })

  it('does not defend vehicles or special units', () => {
    const state = board([imp('imp', '4,2'), speeder('spd', '5,2'), reb('reb', '4,4'), droid('droid', '5,4')], {
      '5,2': 'trench',
      '5,4': 'trench',
    })
    expect(dice(state, 'imp', 'spd')).toEqual({ dice: 3, modifiers: [] })
    expect(dice(state, 'reb', 'droid')).toEqual({ dice: 3, modifiers: [] })
  })

  it('does not block line of sight', () => {
    const state = board([reb('reb', '3,2'), imp('imp', '5,2')], { '4,2': 'trench' })
    expect(dice(state, 'reb', 'imp')).toEqual({ dice: 2, modifiers: [] })
  })

  it('lets infantry on it ignore one retreat, once', () => {
    const start = endMoves(ordered(board([reb('reb', '4,3'), imp('imp', '4,4')], { '4,4': 'trench' }), ['reb']))
    expect(dice(start, 'reb', 'imp').dice).toBe(2)
    const entropy = rolling(['retreat', 'retreat'])
    let state = act(start, REBEL, { type: 'attack', payload: { unit: 'reb', target: 'imp' }, entropy }).state
    expect(hoth.legalActions(state, EMPIRE)).toEqual([
      { type: 'retreat', payload: { to: '3,5' } },
      { type: 'retreat', payload: { to: '4,5' } },
      { type: 'ignore-retreat' },
    ])
    state = act(state, EMPIRE, { type: 'ignore-retreat' }).state
    expect(state.units['imp']!.hex).toBe('4,4')
    expect(hoth.legalActions(state, EMPIRE).map((a) => a.type)).toEqual(['retreat', 'retreat'])
    expect(refused(state, EMPIRE, { type: 'ignore-retreat' }).code).toBe('cannot-ignore-retreat')
    state = act(state, EMPIRE, { type: 'retreat', payload: { to: '4,5' } }).state
    expect(state.units['imp']).toMatchObject({ hex: '4,5', figures: 4 })
    expect(state.turn.pending).toBeNull()
  })

  it.each([
    { what: 'infantry on snow', target: imp('tgt', '4,4'), terrain: {} },
    { what: 'a probe droid in a trench', target: droid('tgt', '4,4'), terrain: { '4,4': 'trench' } as TerrainMap },
  ])('gives $what no such option', ({ target, terrain }) => {
    const start = endMoves(ordered(board([reb('reb', '4,3'), target], terrain), ['reb']))
    expect(dice(start, 'reb', 'tgt').dice).toBe(3)
    const entropy = rolling(['retreat', 'miss', 'miss'])
    const state = act(start, REBEL, { type: 'attack', payload: { unit: 'reb', target: 'tgt' }, entropy }).state
    expect(hoth.legalActions(state, EMPIRE)).toEqual([
      { type: 'retreat', payload: { to: '3,5' } },
      { type: 'retreat', payload: { to: '4,5' } },
    ])
    expect(refused(state, EMPIRE, { type: 'ignore-retreat' }).code).toBe('cannot-ignore-retreat')
  })
})

describe('chasm', () => {
  it('is impassable to units on the ground, in and across', () => {
    const state = ordered(board([reb('reb', '3,4'), imp('imp', '8,6')], { '4,4': 'chasm' }), ['reb'])
    expect(moveTargets(state, 'reb')).not.toContain('4,4')
    expect(moveTargets(state, 'reb')).not.toContain('5,4')
    expect(moveRefused(state, 'reb', '4,4')).toBe('unreachable')
  })

  it('lets snowspeeders fly in and across', () => {
    const state = ordered(board([speeder('spd', '3,2'), imp('imp', '8,6')], { '4,2': 'chasm' }), ['spd'])
    expect(moveTargets(state, 'spd')).toEqual(expect.arrayContaining(['4,2', '5,2']))
    expect(move(state, 'spd', '4,2').units['spd']!.hex).toBe('4,2')
  })

  it('does not block line of sight', () => {
    const state = board([reb('reb', '3,2'), imp('imp', '5,2')], { '4,2': 'chasm' })
    expect(dice(state, 'reb', 'imp')).toEqual({ dice: 2, modifiers: [] })
  })
})

const ICE: TerrainMap = { '4,4': 'ice', '4,2': 'ice' }

describe('ice field', () => {
  it('is impassable to every unit, snowspeeders included', () => {
    const state = ordered(board([reb('reb', '3,4'), speeder('spd', '3,2'), imp('imp', '8,6')], ICE), ['reb', 'spd'])
    for (const [unit, hex] of [
      ['reb', '4,4'],
      ['spd', '4,2'],
    ] as const) {
      expect(moveTargets(state, unit)).not.toContain(hex)
      expect(moveRefused(state, unit, hex)).toBe('unreachable')
    }
    expect(moveTargets(state, 'reb')).not.toContain('5,4')
  })

  it('blocks line of sight', () => {
    const state = endMoves(ordered(board([reb('reb', '3,2'), imp('imp', '5,2')], { '4,2': 'ice' }), ['reb']))
    expect(attackRefused(state, 'reb', 'imp')).toBe('no-line-of-sight')
  })
})

/** A standing shield generator on `hex`. */
function generator(hex: HexId): Partial<HothState> {
  const gen: StructureState = { id: 'gen', kind: 'shield-generator', hex, hits: 2, destroyed: false }
  return { structures: { gen } }
}

describe('structures', () => {
  it('are impassable, to flyers too', () => {
    const state = ordered(board([reb('reb', '3,2'), speeder('spd', '4,3'), imp('imp', '8,6')], {}, generator('4,2')), [
      'reb',
      'spd',
    ])
    expect(moveRefused(state, 'reb', '4,2')).toBe('unreachable')
    expect(moveRefused(state, 'reb', '5,2')).toBe('unreachable')
    expect(moveRefused(state, 'spd', '4,2')).toBe('unreachable')
    expect(moveTargets(state, 'spd')).not.toContain('4,2')
  })

  it('block line of sight', () => {
    const state = board([reb('reb', '3,2'), imp('imp', '5,2')], {}, generator('4,2'))
    expect(planError(state, 'reb', 'imp')).toBe('no-line-of-sight')
  })

  it('are attacked with the structure defence: infantry and special −1, vehicles −2', () => {
    const units = [imp('imp', '4,3'), atat('walker', '5,2'), droid('droid', '3,2'), reb('reb', '0,0')]
    const state = board(units, {}, generator('4,2'))
    expect(dice(state, 'imp', 'gen')).toEqual({ dice: 2, modifiers: [['Shield generator', -1]] })
    expect(dice(state, 'droid', 'gen')).toEqual({ dice: 1, modifiers: [['Shield generator', -1]] })
    expect(dice(state, 'walker', 'gen')).toEqual({ dice: 1, modifiers: [['Shield generator', -2]] })
    expect(planError(board([reb('reb', '4,3'), imp('imp', '0,6')], {}, generator('4,2')), 'reb', 'gen')).toBe(
      'not-enemy',
    )
  })
})

describe('terrain modifiers together', () => {
  it("add up: the attacker's hex and the target's", () => {
    const state = board([speeder('spd', '4,2'), imp('imp', '5,2')], { '4,2': 'buildings', '5,2': 'ridge' })
    expect(dice(state, 'spd', 'imp')).toEqual({
      dice: 1,
      modifiers: [
        ['attacker on buildings', -2],
        ['target on ridge', -1],
      ],
    })
  })

  it('refuse an attack they bring down to no dice', () => {
    const units = [speeder('spd', '4,2'), imp('imp', '5,2'), imp('far', '8,6')]
    const state = endMoves(ordered(board(units, { '4,2': 'wreckage', '5,2': 'rocks' }), ['spd']))
    expect(planError(state, 'spd', 'imp')).toBe('no-dice')
    expect(attackRefused(state, 'spd', 'imp')).toBe('no-dice')
    expect(hoth.legalActions(state, REBEL).filter((a) => a.type === 'attack')).toEqual([])
  })
})
