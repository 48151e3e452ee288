/**
 * Combat rules (rulebook "Támadás", "Dobás kiértékelése", "Visszavonulás", appendix 1): hits by symbol, range,
 * one attack per unit, the AT-AT's confirmation roll, retreats toward the owner's baseline, and barrage cards.
 * Every attack rolls exactly the faces a test asks for (found with `findEntropy`), and the helper checks the
 * roll, so a wrong dice count fails the test instead of passing by luck.
 */
import { describe, expect, it } from 'vitest'
import { medalCount } from './objectives'
import type { PlacedUnit } from './testing/fixtures'
import { act, EMPIRE, REBEL, refused } from './testing/fixtures'
import { attack, board, diceAt, inf, legal, play, ready, rolled, rolling } from './testing/battle'
import type { DieFace, HexId, Terrain } from './types'

describe('hits', () => {
  it('scores one hit per symbol of the target type; other symbols miss', () => {
    const s = attack(ready(board('rebel', [inf('r1', '4,2'), inf('e1', '4,3')]), ['r1']), 'r1', 'e1', [
      'infantry',
      'infantry',
      'vehicle',
    ])
    expect(s.units.e1).toMatchObject({ figures: 2, hex: '4,3' })
  })

  it('scores a hit with every blast, whatever the target type', () => {
    const start = board('empire', [
      { id: 'speeder', type: 'snowspeeder', hex: '4,2' },
      inf('r2', '5,2'),
      inf('e1', '4,3'),
      inf('e2', '5,3'),
    ])
    let s = ready(start, ['e1', 'e2'])
    s = attack(s, 'e1', 'speeder', ['blast', 'infantry', 'miss'])
    s = attack(s, 'e2', 'r2', ['blast', 'vehicle', 'miss'])
    expect(s.units.speeder!.figures).toBe(2)
    expect(s.units.r2!.figures).toBe(2)
  })

  // "Minden robbanás szimbólum minden egységtípus ellen 1 találatnak számít. … Szintén nem talált minden olyan
  // kocka, amin nem a célpont egységtípusa, robbanás vagy visszavonulás látható." The die has no face for special
  // units, so only blasts hit them ("LÁZADÓ NEHÉZLÖVEG … 1 robbanás szimbólum").
  it('hits a probe droid and a heavy cannon with blasts only', () => {
    const droidAfter = (faces: DieFace[]) => {
      const start = board('rebel', [{ id: 'droid', type: 'probe-droid', hex: '4,3' }, inf('r1', '4,2')])
      return attack(ready(start, ['r1']), 'r1', 'droid', faces).units.droid?.figures
    }
    expect(droidAfter(['infantry', 'vehicle', 'miss'])).toBe(2)
    expect(droidAfter(['blast', 'infantry', 'vehicle'])).toBe(1)
    const cannonAfter = (faces: DieFace[]) => {
      const start = board('empire', [{ id: 'cannon', type: 'heavy-cannon', hex: '4,2' }, inf('e1', '4,3')])
      return attack(ready(start, ['e1']), 'e1', 'cannon', faces).units.cannon?.figures
    }
    expect(cannonAfter(['infantry', 'vehicle', 'miss'])).toBe(1)
    expect(cannonAfter(['vehicle', 'blast', 'infantry'])).toBeUndefined()
  })

  it('loses hits beyond the last figure, and the last figure gives the attacker exactly one medal', () => {
    const start = board('rebel', [inf('r1', '4,2'), inf('e1', '4,3', 2), inf('e2', '5,4')])
    const s = attack(ready(start, ['r1']), 'r1', 'e1', ['infantry', 'infantry', 'blast'])
    expect(s.units.e1).toBeUndefined()
    expect(s.units.e2!.figures).toBe(4)
    expect(s.medals.rebel).toEqual([{ source: 'unit', ref: 'imperial-infantry' }])
    expect(medalCount(s, 'rebel')).toBe(1)
  })

  it('gives no medal for a probe droid or a heavy cannon', () => {
    const droid = board('rebel', [inf('r1', '4,2'), { id: 'droid', type: 'probe-droid', hex: '4,3', figures: 1 }])
    const afterDroid = attack(ready(droid, ['r1']), 'r1', 'droid', ['blast', 'miss', 'miss'])
    expect(afterDroid.units.droid).toBeUndefined()
    expect(medalCount(afterDroid, 'rebel')).toBe(0)

    const cannon = board('empire', [{ id: 'cannon', type: 'heavy-cannon', hex: '4,2' }, inf('e1', '4,3')])
    const afterCannon = attack(ready(cannon, ['e1']), 'e1', 'cannon', ['blast', 'miss', 'miss'])
    expect(afterCannon.units.cannon).toBeUndefined()
    expect(medalCount(afterCannon, 'empire')).toBe(0)
  })
})

describe('range and attack limits', () => {
  it('rolls the dice of the distance: infantry 3/2/1, snowspeeders 4/2', () => {
    const cases: [PlacedUnit['type'], HexId, number][] = [
      ['rebel-infantry', '4,3', 3],
      ['rebel-infantry', '4,4', 2],
      ['rebel-infantry', '4,5', 1],
      ['snowspeeder', '4,3', 4],
      ['snowspeeder', '4,4', 2],
    ]
    for (const [type, hex, dice] of cases) {
      const s = ready(board('rebel', [{ id: 'a', type, hex: '4,2' }, inf('e1', hex)]), ['a'])
      expect(diceAt(s, 'a', 'e1'), `${type} at ${hex}`).toBe(dice)
    }
  })

  it("refuses a target beyond the unit's range ('out-of-range') and does not offer it", () => {
    const cases: [PlacedUnit['type'], HexId][] = [
      ['rebel-infantry', '4,6'],
      ['snowspeeder', '4,5'],
    ]
    for (const [type, hex] of cases) {
      const s = ready(board('rebel', [{ id: 'a', type, hex: '4,2' }, inf('e1', hex)]), ['a'])
      expect(refused(s, REBEL, { type: 'attack', payload: { unit: 'a', target: 'e1' } }).code).toBe('out-of-range')
      expect(legal(s, REBEL)).not.toContain('attack a>e1')
    }
  })

  it("lets each unit attack once a turn ('already-attacked')", () => {
    const start = board('rebel', [inf('r1', '4,2'), inf('r2', '5,2'), inf('e1', '4,3')])
    const s = attack(ready(start, ['r1', 'r2']), 'r1', 'e1', ['miss', 'miss', 'miss'])
    expect(refused(s, REBEL, { type: 'attack', payload: { unit: 'r1', target: 'e1' } }).code).toBe('already-attacked')
    expect(legal(s, REBEL)).not.toContain('attack r1>e1')
    expect(legal(s, REBEL)).toContain('attack r2>e1')
  })

  it('does not weaken an attack for lost figures', () => {
    const near = ready(board('rebel', [inf('r1', '4,2', 1), inf('e1', '4,3')]), ['r1'])
    expect(diceAt(near, 'r1', 'e1')).toBe(3)
    const far = ready(board('rebel', [inf('r1', '4,2', 1), inf('e1', '4,4')]), ['r1'])
    expect(diceAt(far, 'r1', 'e1')).toBe(2)
  })

  it('counts only an adjacent target as melee (a melee-only card die)', () => {
    // Echo Base Defenders: infantry, +1 die in melee only.
    const start = board('rebel', [inf('r1', '4,2'), inf('e1', '4,3'), inf('r2', '1,2'), inf('e2', '1,4')])
    const s = ready(start, ['r1', 'r2'], {}, 'reb-echo-base-defenders')
    expect(diceAt(s, 'r1', 'e1')).toBe(4)
    expect(diceAt(s, 'r2', 'e2')).toBe(2)
  })
})

describe('AT-AT confirmation roll', () => {
  const walker = () =>
    ready(
      board('rebel', [
        { id: 'speeder', type: 'snowspeeder', hex: '4,2' },
        { id: 'walker', type: 'at-at', hex: '4,3' },
      ]),
      ['speeder'],
    )

  it('leaves the AT-AT unharmed when the confirmation roll shows no blast', () => {
    const s = attack(walker(), 'speeder', 'walker', ['vehicle', 'miss', 'miss', 'miss'], ['infantry'])
    expect(s.units.walker).toMatchObject({ figures: 1, hex: '4,3' })
    expect(medalCount(s, 'rebel')).toBe(0)
  })

  it('destroys the AT-AT for a medal when the confirmation roll shows a blast', () => {
    const s = attack(walker(), 'speeder', 'walker', ['vehicle', 'vehicle', 'miss', 'miss'], ['miss', 'blast'])
    expect(s.units.walker).toBeUndefined()
    expect(s.medals.rebel).toEqual([{ source: 'unit', ref: 'at-at' }])
  })
})

describe('retreat', () => {
  const pushed = () =>
    attack(ready(board('rebel', [inf('r1', '4,2'), inf('r2', '5,2'), inf('e1', '4,3')]), ['r1', 'r2']), 'r1', 'e1', [
      'retreat',
      'miss',
      'miss',
    ])

  it('lets the owner choose between two free hexes toward its baseline while the attacker waits', () => {
    const s = pushed()
    expect(s.units.e1).toMatchObject({ hex: '4,3', figures: 4 })
    expect(legal(s, EMPIRE)).toEqual(['retreat 4,4', 'retreat 5,4'])
    expect(legal(s, REBEL)).toEqual([])
    expect(refused(s, REBEL, { type: 'retreat', payload: { to: '4,4' } }).code).toBe('not-your-choice')
    expect(refused(s, REBEL, { type: 'attack', payload: { unit: 'r2', target: 'e1' } }).code).toBe('pending-choice')
    expect(refused(s, REBEL, { type: 'end-turn' }).code).toBe('pending-choice')
    const after = act(s, EMPIRE, { type: 'retreat', payload: { to: '5,4' } }).state
    expect(after.units.e1).toMatchObject({ hex: '5,4', figures: 4 })
    expect(after.turn.pending).toBeNull()
    expect(legal(after, REBEL)).toContain('attack r2>e1')
  })

  it('offers no way to take a hit instead of a possible retreat', () => {
    const s = pushed()
    expect(refused(s, EMPIRE, { type: 'ignore-retreat' }).code).toBe('cannot-ignore-retreat')
    for (const to of ['4,3', '3,3', '5,3', '4,2', '4,5']) {
      expect(refused(s, EMPIRE, { type: 'retreat', payload: { to } }).code, to).toBe('bad-retreat-hex')
    }
  })

  it('moves a Rebel unit toward row 0', () => {
    const s = attack(ready(board('empire', [inf('r1', '4,2'), inf('e1', '4,3')]), ['e1']), 'e1', 'r1', [
      'retreat',
      'miss',
      'miss',
    ])
    expect(legal(s, REBEL)).toEqual(['retreat 3,1', 'retreat 4,1'])
    expect(act(s, REBEL, { type: 'retreat', payload: { to: '3,1' } }).state.units.r1!.hex).toBe('3,1')
  })

  it('moves one hex per retreat symbol, taking a single free hex automatically', () => {
    const start = board('rebel', [inf('r1', '4,2'), inf('e1', '4,3'), inf('e2', '4,4')])
    const s = attack(ready(start, ['r1']), 'r1', 'e1', ['retreat', 'retreat', 'miss'])
    expect(s.units.e1!.hex).toBe('5,4')
    expect(legal(s, EMPIRE)).toEqual(['retreat 4,5', 'retreat 5,5'])
    const after = act(s, EMPIRE, { type: 'retreat', payload: { to: '5,5' } }).state
    expect(after.units.e1).toMatchObject({ hex: '5,5', figures: 4 })
    expect(after.turn.pending).toBeNull()
  })

  it('costs a hit for each hex that cannot be retreated: baseline, units, impassable terrain', () => {
    const atBaseline = attack(ready(board('rebel', [inf('r1', '4,5'), inf('e1', '4,6')]), ['r1']), 'r1', 'e1', [
      'retreat',
      'retreat',
      'miss',
    ])
    expect(atBaseline.units.e1).toMatchObject({ hex: '4,6', figures: 2 })

    const rebelBaseline = attack(ready(board('empire', [inf('r1', '4,0'), inf('e1', '4,1')]), ['e1']), 'e1', 'r1', [
      'retreat',
      'miss',
      'miss',
    ])
    expect(rebelBaseline.units.r1).toMatchObject({ hex: '4,0', figures: 2 })

    const units = [inf('r1', '4,2'), inf('e1', '4,3'), inf('e2', '4,4'), inf('r2', '5,4')]
    const byUnits = attack(ready(board('rebel', units), ['r1']), 'r1', 'e1', ['retreat', 'miss', 'miss'])
    expect(byUnits.units.e1).toMatchObject({ hex: '4,3', figures: 3 })

    const impassable = board('rebel', [inf('r1', '4,2'), inf('e1', '4,3')], { '4,4': 'ice', '5,4': 'chasm' })
    const byTerrain = attack(ready(impassable, ['r1']), 'r1', 'e1', ['retreat', 'miss', 'miss'])
    expect(byTerrain.units.e1).toMatchObject({ hex: '4,3', figures: 3 })
    expect(byTerrain.turn.pending).toBeNull()
  })

  it('gives the attacker a medal when a blocked retreat takes the last figure', () => {
    const s = attack(ready(board('rebel', [inf('r1', '4,5'), inf('e1', '4,6', 1)]), ['r1']), 'r1', 'e1', [
      'retreat',
      'miss',
      'miss',
    ])
    expect(s.units.e1).toBeUndefined()
    expect(medalCount(s, 'rebel')).toBe(1)
  })

  it('is not slowed by terrain: a unit retreats through rocks twice', () => {
    const rocks: Record<HexId, Terrain> = { '4,4': 'rocks', '5,4': 'rocks', '3,5': 'rocks', '4,5': 'rocks' }
    let s = attack(ready(board('rebel', [inf('r1', '4,2'), inf('e1', '4,3')], rocks), ['r1']), 'r1', 'e1', [
      'retreat',
      'retreat',
      'miss',
    ])
    s = act(s, EMPIRE, { type: 'retreat', payload: { to: '4,4' } }).state
    expect(legal(s, EMPIRE)).toEqual(['retreat 3,5', 'retreat 4,5'])
    s = act(s, EMPIRE, { type: 'retreat', payload: { to: '4,5' } }).state
    expect(s.units.e1).toMatchObject({ hex: '4,5', figures: 4 })
  })

  it('is ignored by AT-ATs and heavy cannons', () => {
    const walker = board('rebel', [
      { id: 'speeder', type: 'snowspeeder', hex: '4,2' },
      { id: 'walker', type: 'at-at', hex: '4,3' },
    ])
    const w = attack(ready(walker, ['speeder']), 'speeder', 'walker', ['retreat', 'retreat', 'retreat', 'miss'])
    expect(w.units.walker).toMatchObject({ hex: '4,3', figures: 1 })
    expect(w.turn.pending).toBeNull()

    const cannon = board('empire', [{ id: 'cannon', type: 'heavy-cannon', hex: '4,2' }, inf('e1', '4,3')])
    const c = attack(ready(cannon, ['e1']), 'e1', 'cannon', ['retreat', 'retreat', 'miss'])
    expect(c.units.cannon).toMatchObject({ hex: '4,2', figures: 1 })
    expect(c.turn.pending).toBeNull()
  })
})

describe('barrage cards', () => {
  it('Covering Fire rolls 3 dice at any enemy unit, with no range, sight or terrain, ignoring retreats', () => {
    const start = board('rebel', [inf('r1', '4,0'), inf('e2', '4,3'), inf('e1', '4,4')], { '4,4': 'rocks' })
    const s = play(start, 'leia-covering-fire')
    expect(refused(s, REBEL, { type: 'barrage', payload: { target: 'r1' } }).code).toBe('not-enemy')
    const entropy = rolling(['infantry', 'retreat', 'retreat'], [], 'barrage')
    const result = act(s, REBEL, { type: 'barrage', payload: { target: 'e1' }, entropy })
    expect(rolled(result.events, 'barrage-rolled')).toEqual(['infantry', 'retreat', 'retreat'])
    expect(result.state.units.e1).toMatchObject({ hex: '4,4', figures: 3 })
    expect(result.state.turn.pending).toBeNull()
    expect(legal(result.state, REBEL)).toEqual(['end-turn'])
    expect(refused(result.state, REBEL, { type: 'barrage', payload: { target: 'e2' } }).code).toBe('wrong-phase')
  })

  it('Orbital Bombardment rolls 4 dice, and a destroyed unit gives the Empire a medal', () => {
    const s = play(board('empire', [inf('r1', '4,1'), inf('e1', '4,5')]), 'piett-orbital-bombardment')
    const entropy = rolling(['blast', 'infantry', 'infantry', 'retreat'], [], 'barrage')
    const result = act(s, EMPIRE, { type: 'barrage', payload: { target: 'r1' }, entropy })
    expect(rolled(result.events, 'barrage-rolled')).toHaveLength(4)
    expect(result.state.units.r1).toBeUndefined()
    expect(result.state.medals.empire).toEqual([{ source: 'unit', ref: 'rebel-infantry' }])
  })
})
