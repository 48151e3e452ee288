/**
 * Special forces (rulebook "Különleges alakulat egységek"): the commando's breakthrough, the E-Web's deployed
 * and mobile sides, recon on a ridge, elite troops and elite squadrons. Attacks roll exactly the faces a test
 * asks for (found with `findEntropy`), and the helper checks the roll.
 */
import { describe, expect, it } from 'vitest'
import { medalCount } from './objectives'
import type { PlacedUnit } from './testing/fixtures'
import { act, EMPIRE, REBEL, refused, startGame } from './testing/fixtures'
import { attack, board, CENTRE_CARD, diceAt, inf, legal, play, ready, rolling } from './testing/battle'
import type { HexId, Terrain } from './types'

describe('commando breakthrough', () => {
  const commando: PlacedUnit = { id: 'c', type: 'imperial-infantry', hex: '4,3', badge: 'commando' }
  /** Commando next to r1 (4,2); r2 next to both; r3 two hexes beyond r1's hex. */
  const melee = (r1Figures?: number, terrain: Record<HexId, Terrain> = {}) =>
    board(
      'empire',
      [commando, inf('e2', '5,3'), inf('r1', '4,2', r1Figures), inf('r2', '5,2', 1), inf('r3', '5,0')],
      terrain,
    )

  it('steps into the hex of a melee target it destroyed, then may attack any target', () => {
    let s = attack(ready(melee(1), ['c']), 'c', 'r1', ['infantry', 'miss', 'miss'])
    expect(s.units.r1).toBeUndefined()
    expect(legal(s, EMPIRE)).toEqual(['breakthrough', 'skip-breakthrough'])
    s = act(s, EMPIRE, { type: 'breakthrough' }).state
    expect(s.units.c!.hex).toBe('4,2')
    expect(legal(s, EMPIRE)).toEqual(expect.arrayContaining(['attack c>r2', 'attack c>r3', 'skip-breakthrough']))
    s = attack(s, 'c', 'r3', ['infantry', 'miss'])
    expect(s.units.r3!.figures).toBe(2)
    expect(s.turn.pending).toBeNull()
  })

  it('may also break through when its melee target retreats', () => {
    let s = attack(ready(melee(), ['c']), 'c', 'r1', ['retreat', 'miss', 'miss'])
    s = act(s, REBEL, { type: 'retreat', payload: { to: '3,1' } }).state
    expect(legal(s, EMPIRE)).toEqual(['breakthrough', 'skip-breakthrough'])
    s = act(s, EMPIRE, { type: 'breakthrough' }).state
    expect(s.units.c!.hex).toBe('4,2')
  })

  it('gets no breakthrough after a ranged attack', () => {
    const start = board('empire', [{ ...commando, hex: '4,4' }, inf('r1', '4,2', 1)])
    const s = attack(ready(start, ['c']), 'c', 'r1', ['infantry', 'infantry'])
    expect(s.units.r1).toBeUndefined()
    expect(s.turn.pending).toBeNull()
    expect(legal(s, EMPIRE)).not.toContain('breakthrough')
    expect(s.units.c!.hex).toBe('4,4')
  })

  it('breaks through at most once a turn', () => {
    let s = attack(ready(melee(1), ['c']), 'c', 'r1', ['infantry', 'miss', 'miss'])
    s = act(s, EMPIRE, { type: 'breakthrough' }).state
    s = attack(s, 'c', 'r2', ['infantry', 'miss', 'miss'])
    expect(s.units.r2).toBeUndefined()
    expect(s.turn.pending).toBeNull()
    expect(legal(s, EMPIRE)).not.toContain('breakthrough')
    expect(s.units.c!.hex).toBe('4,2')
    expect(medalCount(s, 'empire')).toBe(2)
  })

  it('must be resolved before another unit attacks', () => {
    let s = attack(ready(melee(1), ['c', 'e2']), 'c', 'r1', ['infantry', 'miss', 'miss'])
    const other = { type: 'attack', payload: { unit: 'e2', target: 'r2' } }
    expect(refused(s, EMPIRE, other).code).toBe('pending-choice')
    s = act(s, EMPIRE, { type: 'breakthrough' }).state
    expect(refused(s, EMPIRE, other).code).toBe('pending-choice')
    expect(legal(s, EMPIRE)).not.toContain('attack e2>r2')
    s = act(s, EMPIRE, { type: 'skip-breakthrough' }).state
    expect(legal(s, EMPIRE)).toContain('attack e2>r2')
    expect(legal(s, EMPIRE).filter((a) => a.startsWith('attack c>'))).toEqual([])
  })

  it('cannot attack again after breaking through into rocks', () => {
    let s = attack(ready(melee(1, { '4,2': 'rocks' }), ['c']), 'c', 'r1', ['infantry', 'miss'])
    s = act(s, EMPIRE, { type: 'breakthrough' }).state
    expect(s.units.c!.hex).toBe('4,2')
    expect(s.turn.pending).toBeNull()
    expect(legal(s, EMPIRE).filter((a) => a.startsWith('attack c>'))).toEqual([])
    expect(refused(s, EMPIRE, { type: 'attack', payload: { unit: 'c', target: 'r2' } })).toBeTruthy()
  })

  it('cannot break through into a hex its movement rules forbid (a chasm)', () => {
    const start = board('empire', [commando, { id: 'speeder', type: 'snowspeeder', hex: '4,2', figures: 1 }], {
      '4,2': 'chasm',
    })
    const s = attack(ready(start, ['c']), 'c', 'speeder', ['vehicle', 'miss', 'miss'])
    expect(s.units.speeder).toBeUndefined()
    expect(s.turn.pending).toBeNull()
    expect(legal(s, EMPIRE)).not.toContain('breakthrough')
  })
})

describe('E-Web', () => {
  const eweb = (deployed: boolean, hex: HexId = '4,3'): PlacedUnit => ({
    id: 'w',
    type: 'imperial-infantry',
    hex,
    badge: 'e-web',
    deployed,
  })

  it('starts the battle deployed', () => {
    const webs = Object.values(startGame('ion-cannon-raid').units).filter((u) => u.badge === 'e-web')
    expect(webs.map((u) => u.deployed)).toEqual([true])
  })

  it('rolls 4/3/2 dice by distance while deployed', () => {
    const cases: [HexId, number][] = [
      ['4,2', 4],
      ['4,1', 3],
      ['4,0', 2],
    ]
    for (const [hex, dice] of cases) {
      const s = ready(board('empire', [eweb(true), inf('r1', hex)]), ['w'])
      expect(diceAt(s, 'w', 'r1'), hex).toBe(dice)
    }
  })

  it('may re-roll any of its dice once, keeping the others', () => {
    let s = attack(ready(board('empire', [eweb(true), inf('r1', '4,2')]), ['w']), 'w', 'r1', [
      'miss',
      'vehicle',
      'infantry',
      'miss',
    ])
    expect(s.units.r1!.figures).toBe(3)
    expect(legal(s, EMPIRE)).toEqual(expect.arrayContaining(['keep-roll', 'reroll 0', 'reroll 03', 'reroll 0123']))
    expect(refused(s, EMPIRE, { type: 'end-turn' }).code).toBe('pending-choice')
    s = act(s, EMPIRE, { type: 'reroll', payload: { dice: [0] }, entropy: rolling(['infantry'], [], 'reroll') }).state
    expect(s.units.r1!.figures).toBe(1)
    expect(s.turn.pending).toBeNull()
    expect(refused(s, EMPIRE, { type: 'reroll', payload: { dice: [3] } }).code).toBe('wrong-phase')
  })

  it('resolves the roll as it is when kept', () => {
    let s = attack(ready(board('empire', [eweb(true), inf('r1', '4,2')]), ['w']), 'w', 'r1', [
      'infantry',
      'miss',
      'miss',
      'retreat',
    ])
    s = act(s, EMPIRE, { type: 'keep-roll' }).state
    expect(s.units.r1!.figures).toBe(2)
    expect(legal(s, REBEL)).toEqual(['retreat 3,1', 'retreat 4,1'])
  })

  it('turns mobile when it moves: infantry dice and no re-roll', () => {
    const start = board('empire', [eweb(true, '4,4'), inf('r1', '4,2')])
    const s = ready(start, ['w'], { w: '4,3' })
    expect(s.units.w!.deployed).toBe(false)
    const after = attack(s, 'w', 'r1', ['infantry', 'miss', 'miss'])
    expect(after.turn.pending).toBeNull()
    expect(after.units.r1!.figures).toBe(2)
  })

  it('turns back to deployed when ordered and not moved', () => {
    const start = board('empire', [eweb(false), { ...eweb(false, '7,5'), id: 'w2' }, inf('r1', '4,2')])
    const s = ready(start, ['w'])
    expect(s.units.w!.deployed).toBe(true)
    expect(s.units.w2!.deployed).toBe(false)
    const after = attack(s, 'w', 'r1', ['miss', 'miss', 'miss', 'miss'])
    expect(after.turn.pending?.kind).toBe('reroll')
  })

  it('turns back to deployed when ordered and the turn ends before any move', () => {
    // "Ordered and did not move" holds here too: ending the turn in the order phase does not undo the order.
    const start = board('empire', [eweb(false), inf('r1', '4,2')])
    let s = play(start, CENTRE_CARD.empire)
    s = act(s, EMPIRE, { type: 'order', payload: { unit: 'w' } }).state
    s = act(s, EMPIRE, { type: 'end-turn' }).state
    expect(s.units.w!.deployed).toBe(true)
  })
})

describe('recon', () => {
  const spotted = (terrain: Record<HexId, Terrain>) =>
    ready(
      board(
        'rebel',
        [inf('r1', '4,1'), { id: 'recon', type: 'rebel-infantry', hex: '6,2', badge: 'recon' }, inf('e1', '4,2')],
        terrain,
      ),
      ['r1', 'recon'],
    )

  it("gives the owner's other units +1 die against enemies in its sight from a ridge, not itself", () => {
    const s = spotted({ '6,2': 'ridge' })
    expect(diceAt(s, 'r1', 'e1')).toBe(4)
    expect(diceAt(s, 'recon', 'e1')).toBe(2)
  })

  it('gives nothing against an enemy it cannot see', () => {
    expect(diceAt(spotted({ '6,2': 'ridge', '5,2': 'rocks' }), 'r1', 'e1')).toBe(3)
  })

  it('gives nothing off a ridge', () => {
    expect(diceAt(spotted({}), 'r1', 'e1')).toBe(3)
  })
})

describe('elite forces', () => {
  it('elite troops may attack after moving 2 hexes; normal infantry may not', () => {
    const start = board('rebel', [
      { id: 'elite', type: 'rebel-infantry', hex: '4,0', badge: 'elite-troops' },
      inf('r1', '5,0'),
      inf('e1', '4,3'),
    ])
    const s = ready(start, ['elite', 'r1'], { elite: '4,2', r1: '5,2' })
    expect(legal(s, REBEL)).toContain('attack elite>e1')
    expect(legal(s, REBEL)).not.toContain('attack r1>e1')
    expect(refused(s, REBEL, { type: 'attack', payload: { unit: 'r1', target: 'e1' } }).code).toBe('moved-too-far')
    expect(attack(s, 'elite', 'e1', ['infantry', 'miss', 'miss']).units.e1!.figures).toBe(3)
  })

  it('an elite squadron starts with 4 figures', () => {
    const speeders = Object.values(startGame('ion-cannon-raid').units).filter((u) => u.type === 'snowspeeder')
    const elite = speeders.filter((u) => u.badge === 'elite-squadron')
    expect(elite).toHaveLength(1)
    expect(elite[0]).toMatchObject({ figures: 4, maxFigures: 4 })
    expect(speeders.filter((u) => u.badge === null).map((u) => u.figures)).toEqual([3])
  })
})
