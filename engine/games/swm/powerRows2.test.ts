/**
 * The powers family's area rows (specialPowerRows.ts), one scene each on the starship map: Force Lightning, Force
 * Thrust, Shockwave, Grenades, Flamethrower and Kohun Infestation, each quoting the glossary's sentence it checks,
 * with refusals and the legal listing; and a check that every row of the family has a scene here or in
 * powersTurns.test.ts. The cards are testing/fixtures/powers.ts's.
 */
import { describe, expect, it } from 'vitest'
import { contextOf, spaceOfFigure } from './context'
import { lineOfSight, range } from './geometry'
import { POWERS } from './powerRows'
import { SPECIAL_POWERS } from './specialPowerRows'
import { TEST_ROSTER } from './testing/roster'
import {
  ALLY,
  ENDT,
  FOE,
  FOE2,
  FOE3,
  HANDLER,
  hp,
  listedPowersApply,
  MYSTIC,
  ref,
  rolling,
  scene,
  use,
} from './testing/powersScene'
import { act, DARK, LIGHT, refusal, testGame } from './testing/skirmish'

describe('Force Lightning', () => {
  // "30 pont sebesülést okoz egy ellenséges célpontnak és 2 vele szomszédos karakternek (ellenségnek és
  // szövetségesnek egyaránt …)"
  it('hits the target and the two figures next to it that the user picks, friend or foe', () => {
    const s = scene(
      [
        ['t-p-mystic', { x: 4, y: 11 }],
        ['t-p-ally', { x: 3, y: 14 }],
      ],
      [
        ['t-p-foe', { x: 4, y: 14 }],
        ['t-p-foe', { x: 5, y: 14 }],
        ['t-p-foe', { x: 4, y: 15 }],
      ],
    )
    const after = act(s, LIGHT, use('force-lightning', { target: FOE, also: [FOE2, ALLY] }))
    expect([hp(after, FOE), hp(after, FOE2), hp(after, ALLY), hp(after, FOE3)]).toEqual([40, 40, 40, 60])
    expect(after.figures[MYSTIC]!.force).toBe(6)
    expect(refusal(s, LIGHT, use('force-lightning', { target: FOE, also: [FOE2, MYSTIC] }))).toBe('wrong-picks')
    expect(refusal(s, LIGHT, use('force-lightning', { target: FOE, also: [FOE2] }))).toBe('wrong-picks')
    expect(refusal(s, LIGHT, use('force-lightning', { target: FOE, also: 'x' }))).toBe('malformed-action')
    expect(refusal(s, DARK, use('force-lightning', { target: FOE, also: [FOE2, ALLY] }))).toBe('not-your-figure')
    // Three figures around the target: three pairs to pick from.
    const listed = listedPowersApply(s).filter((a) => {
      const p = a.payload as { power: string; target: string }
      return p.power === 'force-lightning' && p.target === FOE
    })
    expect(listed).toHaveLength(3)
  })

  // "beleértve a támadó karaktert is, ha nincs elég szomszédos karakter"
  it('hits the user itself when fewer than two figures stand next to the target', () => {
    const s = scene(
      [['t-p-mystic', { x: 4, y: 11 }]],
      [
        ['t-p-foe', { x: 4, y: 14 }],
        ['t-p-foe', { x: 4, y: 15 }],
      ],
    )
    const after = act(s, LIGHT, use('force-lightning', { target: FOE, also: [FOE2] }))
    expect([hp(after, FOE), hp(after, FOE2), hp(after, MYSTIC)]).toEqual([40, 40, 60])
    expect(refusal(after, LIGHT, { type: 'attack', payload: { target: FOE } })).toBe('segment-not-allowed')
  })
})

describe('Force Thrust', () => {
  // "20 pont sebesülést okoz egy ellenségnek 6 négyzeten belül. A célpont kivédhet 10 pontnyi sérülést 11-es dobásával."
  it('deals 20, or 10 when the target saves on 11', () => {
    const s = scene([['t-p-mystic', { x: 4, y: 11 }]], [['t-p-foe', { x: 4, y: 15 }]])
    const failed = act(
      s,
      LIGHT,
      use('force-thrust', { target: FOE }, rolling([10, 'save', FOE, ref(s), 'force-thrust'])),
    )
    expect(hp(failed, FOE)).toBe(40)
    expect(failed.figures[MYSTIC]!.force).toBe(7)
    const saved = act(
      s,
      LIGHT,
      use('force-thrust', { target: FOE }, rolling([11, 'save', FOE, ref(s), 'force-thrust'])),
    )
    expect(hp(saved, FOE)).toBe(50)
  })

  it('reaches no farther than 6 squares', () => {
    const s = scene([['t-p-mystic', { x: 4, y: 11 }]], [['t-p-foe', { x: 4, y: 18 }]])
    expect(refusal(s, LIGHT, use('force-thrust', { target: FOE }))).toBe('out-of-range')
    expect(refusal(s, LIGHT, use('force-thrust', { target: 42 }))).toBe('malformed-action')
  })
})
describe('Shockwave', () => {
  // "6 négyzeten belül minden karakter (ellenségek és szövetségesek egyaránt) úgy számolandó, mintha már lett volna
  // aktiválva ebben a körben … Minden megtámadott karakter elkerülheti a hatást 11-es dobásával."
  it('makes every figure within 6 count as activated unless it saves on 11', () => {
    const s = scene(
      [
        ['t-p-mystic', { x: 4, y: 11 }],
        ['t-p-ally', { x: 3, y: 12 }],
      ],
      [
        ['t-p-foe', { x: 4, y: 14 }],
        ['t-p-foe', { x: 5, y: 14 }],
        ['t-p-foe', { x: 4, y: 18 }],
      ],
      [ALLY, FOE, FOE2, FOE3],
    )
    const e = rolling(
      [5, 'save', FOE, ref(s), 'shockwave'],
      [15, 'save', FOE2, ref(s), 'shockwave'],
      [3, 'save', ALLY, ref(s), 'shockwave'],
    )
    const after = act(s, LIGHT, use('shockwave', {}, e))
    const activated = (id: string) => after.figures[id]!.activated
    expect([activated(FOE), activated(FOE2), activated(ALLY), activated(FOE3)]).toEqual([true, false, true, false])
    expect(after.figures[MYSTIC]!.force).toBe(6)
    // The stunned ally has lost its turn this round.
    const next = act(after, LIGHT, ENDT)
    expect(next.phase?.seat).toBe(DARK)
    expect(testGame.legalActions(next, DARK).map((a) => (a.payload as { figure?: string })?.figure)).toEqual([
      FOE2,
      FOE3,
    ])
  })
})

describe('Grenades', () => {
  // "A célpont és minden vele szomszédos karakter (ellenségnek és szövetségesnek egyaránt) 10 sérüléspontot kap.
  // Minden egyes karakter elkerülheti a sérülést 11-es dobásával."
  it('deals N to the target and everything adjacent to it, each saving on 11', () => {
    const s = scene(
      [
        ['t-p-grenadier', { x: 4, y: 11 }],
        ['t-p-ally', { x: 3, y: 14 }],
      ],
      [
        ['t-p-foe', { x: 4, y: 14 }],
        ['t-p-foe', { x: 5, y: 14 }],
      ],
    )
    const e = rolling(
      [5, 'save', FOE, ref(s), 'grenades'],
      [15, 'save', FOE2, ref(s), 'grenades'],
      [3, 'save', ALLY, ref(s), 'grenades'],
    )
    const after = act(s, LIGHT, use('grenades', { target: FOE }, e))
    expect([hp(after, FOE), hp(after, FOE2), hp(after, ALLY)]).toEqual([50, 60, 50])
    expect(refusal(after, LIGHT, { type: 'attack', payload: { target: FOE } })).toBe('segment-not-allowed')
  })
})

describe('Flamethrower', () => {
  // "10 pont sebesülést okoz a célpontnak és minden, vele szomszédos karakternek (ellenségnek és szövetségesnek
  // egyaránt) … 6 négyzeten belül kell állnia"
  it('burns the target and all adjacent figures with no save; the target must be within 6', () => {
    const s = scene(
      [
        ['t-p-grenadier', { x: 1, y: 11 }],
        ['t-p-ally', { x: 3, y: 14 }],
      ],
      [
        ['t-p-foe', { x: 4, y: 14 }],
        ['t-p-foe', { x: 8, y: 11 }],
      ],
    )
    const after = act(s, LIGHT, use('flamethrower', { target: FOE }))
    expect([hp(after, FOE), hp(after, ALLY), hp(after, FOE2)]).toEqual([40, 40, 60])
    expect(refusal(s, LIGHT, use('flamethrower', { target: FOE2 }))).toBe('out-of-range')
    expect(refusal(s, LIGHT, use('flamethrower', { target: ALLY }))).toBe('not-enemy')
    expect(refusal(s, LIGHT, use('flamethrower'))).toBe('malformed-action')
  })
})

describe('Kohun Infestation', () => {
  // "60 pontnyi sérülést okoz egy 12 négyzeten belüli ellenségnek. Nem szükséges a látótengely, de a falakon keresztül
  // nem hat … A célpont elkerülheti a sérülést 11-es dobással."
  it('deals 60 to an enemy within 12 out of sight, unless it saves; it takes the whole turn', () => {
    const s = scene(
      [['t-p-handler', { x: 10, y: 9 }]],
      [
        ['t-p-foe', { x: 13, y: 9 }],
        ['t-p-foe', { x: 26, y: 4 }],
      ],
    )
    const ctx = contextOf(s, TEST_ROSTER)
    const [u, t] = [spaceOfFigure(ctx, s.figures[HANDLER]!)!, spaceOfFigure(ctx, s.figures[FOE]!)!]
    expect(lineOfSight(ctx.blockers, u, t)).toBe(false)
    expect(range(ctx.blockers, u, t)).toBeLessThanOrEqual(12)
    const hit = act(
      s,
      LIGHT,
      use('kohun-infestation', { target: FOE }, rolling([10, 'save', FOE, ref(s), 'kohun-infestation'])),
    )
    expect(hit.figures[FOE]!.defeated).toBe(true)
    expect(refusal(hit, LIGHT, { type: 'move', payload: { path: [{ x: 10, y: 8 }] } })).toBe('segment-not-allowed')
    const saved = act(
      s,
      LIGHT,
      use('kohun-infestation', { target: FOE }, rolling([11, 'save', FOE, ref(s), 'kohun-infestation'])),
    )
    expect(hp(saved, FOE)).toBe(60)
    expect(refusal(s, LIGHT, use('kohun-infestation', { target: FOE2 }))).toBe('out-of-range')
    const moved = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 10, y: 8 }] } })
    expect(refusal(moved, LIGHT, use('kohun-infestation', { target: FOE }))).toBe('segment-not-allowed')
  })
})
describe('coverage', () => {
  it('every family power has a scene here or in powersTurns.test.ts, and is one of the power rows', () => {
    const here = [
      'force-lightning',
      'force-thrust',
      'force-valor',
      'lightsaber-assault',
      'blaster-barrage',
      'shockwave',
      'grenades',
      'flamethrower',
      'kohun-infestation',
      'pawn-of-the-dark-side',
      'dominate',
    ]
    expect([...SPECIAL_POWERS].sort()).toEqual(here.sort())
    for (const p of here) expect(POWERS).toContain(p)
  })
})
