/**
 * The rulebook's worked attack examples (analysis §22, examples 2–5), each quoting the sentence it checks. Dice come
 * from real log entropy: `entropyFor` finds test entropy whose die on the named stream is the example's natural.
 */
import { describe, expect, it } from 'vitest'
import { fixture } from '../testing/roster'
import { resolveAttackRoll } from './attackRoll'
import { combinedFire, type HelperFacts } from './combinedFire'
import { attackDamage } from './damage'
import { dieStream, rollD20 } from './dice'
import { reroll, rerollProblem } from './force'
import type { Modifier } from './modifiers'
import { resolveAttack } from './resolve'

/** The first test entropy (8 hex digits counting up) whose d20 on `stream` is `natural`. */
function entropyFor(natural: number, stream: string): string {
  for (let i = 0; i < 10_000; i++) {
    const entropy = i.toString(16).padStart(8, '0')
    const die = rollD20(entropy, stream)
    if (die.ok && die.value === natural) return entropy
  }
  throw new Error(`no entropy gives ${natural} on ${stream}`)
}

/** The rulebook's numbers: Grievous Attack 12 Damage 20; Obi-Wan Defense 21, 120 hit points. */
const grievous = fixture('grievous', 'General Grievous', {
  attack: 12,
  damage: 20,
  traits: ['cyborg'],
  abilities: [{ id: 'melee-attack' }],
})
const obiWan = fixture('obi-wan', 'Obi-Wan Kenobi', { hp: 120, defense: 21, force: 5 })
const spider = fixture('dwarf-spider-droid', 'Dwarf Spider Droid', { attack: 6, damage: 30, traits: ['droid'] })
const sbd1 = fixture('super-battle-droid-1', 'Super Battle Droid 1', { traits: ['droid'] })
const sbd2 = fixture('super-battle-droid-2', 'Super Battle Droid 2', { traits: ['droid'] })
const battleDroid = fixture('battle-droid', 'Battle Droid', { traits: ['droid'] })

const helper = (figure: HelperFacts['figure'], over: Partial<HelperFacts> = {}): HelperFacts => ({
  figure,
  ally: true,
  activated: false,
  lineOfSightToTarget: true,
  ...over,
})
const turnAttack = { opportunity: false, rolled: false }

describe('example 2 — the rulebook attack: Grievous attacks Obi-Wan', () => {
  it('"A dobás értéke 12 lett, így a végleges támadáspont 24. Obi-Wan védekezése 21, vagyis a támadás talált … az élete lemegy 120-ról 100 pontra."', () => {
    const stream = dieStream('attack', 'grievous', 1)
    const die = rollD20(entropyFor(12, stream), stream)
    expect(die).toEqual({ ok: true, value: 12 })
    const result = resolveAttack({ attacker: grievous, target: obiWan, natural: 12, modifiers: [], targetHp: 120 })
    if (!result.ok) throw new Error(result.error.reason.en)
    expect(result.value.roll).toMatchObject({ natural: 12, total: 24, needed: 21, neededOnDie: 9, outcome: 'hit' })
    expect(result.value.damage).toMatchObject({ base: 20, times: 1, total: 20 })
    expect(result.value.hp).toEqual({ before: 120, damage: 20, after: 100, defeated: false })
  })

  it('a natural 8 (total 20) misses Defense 21: "Ha az összesített támadáspont megegyezik, vagy magasabb …"', () => {
    const result = resolveAttack({ attacker: grievous, target: obiWan, natural: 8, modifiers: [], targetHp: 120 })
    expect(result.ok && result.value).toMatchObject({ roll: { total: 20, outcome: 'miss' }, damage: null, hp: null })
  })
})

describe('example 3 — combined fire, declared before the roll', () => {
  const helpers = [helper(sbd1), helper(sbd2)]

  it('"A végeredmény 21. Mivel Obi-Wan védekezése is 21, a támadás talált." Then 30 damage, 120 → 90', () => {
    const fire = combinedFire(spider, turnAttack, helpers)
    if (!fire.ok) throw new Error(fire.error.reason.en)
    expect(fire.value.map((m) => [m.n, m.source])).toEqual([
      [4, { kind: 'combined-fire', figure: 'super-battle-droid-1' }],
      [4, { kind: 'combined-fire', figure: 'super-battle-droid-2' }],
    ])
    const result = resolveAttack({ attacker: spider, target: obiWan, natural: 7, modifiers: fire.value, targetHp: 120 })
    if (!result.ok) throw new Error(result.error.reason.en)
    expect(result.value.roll).toMatchObject({ natural: 7, total: 21, needed: 21, outcome: 'hit' })
    expect(result.value.roll.attackModifiers.every((m) => m.applied)).toBe(true)
    expect(result.value.hp).toEqual({ before: 120, damage: 30, after: 90, defeated: false })
  })

  it('"A Battle Droid nem tud segíteni, mert nincs látótengelyben Obi-Wannal. Grievous sem tud segíteni, mert csak közelharcot tud."', () => {
    const noSight = combinedFire(spider, turnAttack, [...helpers, helper(battleDroid, { lineOfSightToTarget: false })])
    expect(noSight.ok || noSight.error).toMatchObject({ code: 'combined-fire-ineligible', field: 'battle-droid' })
    const melee = combinedFire(spider, turnAttack, [helper(grievous)])
    expect(melee.ok || melee.error.reason.en).toMatch(/only make melee attacks/)
  })

  it('"nem tudnak össztűzben segíteni" also for damage 0, activated allies, enemies; a helper counts once', () => {
    const cases: [HelperFacts, string][] = [
      [helper(fixture('medic', 'Medic', { damage: 0 })), 'its damage is 0'],
      [helper(sbd1, { activated: true }), 'already been activated'],
      [helper(sbd1, { ally: false }), 'not an ally'],
      [helper(spider), 'the attacker itself'],
    ]
    for (const [h, why] of cases) {
      const r = combinedFire(spider, turnAttack, [h])
      expect(r.ok || r.error.reason.en).toContain(why)
    }
    const twice = combinedFire(spider, turnAttack, [helper(sbd1), helper(sbd1)])
    expect(twice.ok || twice.error.code).toBe('combined-fire-duplicate')
  })

  it('"A lehetőség támadásánál … nem lehet össztüzet használni"; "Nem dobhatsz előbb …"; a melee-only attacker gets none', () => {
    const aoo = combinedFire(spider, { opportunity: true, rolled: false }, helpers)
    expect(aoo.ok || aoo.error.code).toBe('combined-fire-on-opportunity')
    const late = combinedFire(spider, { opportunity: false, rolled: true }, helpers)
    expect(late.ok || late.error.code).toBe('combined-fire-after-roll')
    const meleeAttacker = combinedFire(grievous, turnAttack, helpers)
    expect(meleeAttacker.ok || meleeAttacker.error.code).toBe('combined-fire-melee-attacker')
    expect(combinedFire(spider, { opportunity: true, rolled: true }, [])).toEqual({ ok: true, value: [] })
  })
})

describe('example 4 — a natural 20, droids, cyborgs, bonus damage', () => {
  const wall = (over: Parameters<typeof fixture>[2]) => fixture('target', 'Target', { defense: 30, hp: 200, ...over })
  const hitBy = (attacker: typeof grievous, target: typeof obiWan, natural = 20, modifiers: Modifier[] = []) => {
    const r = resolveAttack({ attacker, target, natural, modifiers, targetHp: target.hp })
    if (!r.ok) throw new Error(r.error.reason.en)
    return r.value
  }
  const shooter = fixture('shooter', 'Shooter', { attack: 5, damage: 20 })

  it('"A droid karakterek immunisak a kritikus találatra … de a 20-as dobás náluk is automatikusan betalál."', () => {
    const vsDroid = hitBy(shooter, wall({ traits: ['droid'] }))
    expect(vsDroid.roll).toMatchObject({ total: 25, needed: 30, outcome: 'critical', automatic: 'critical' })
    expect(vsDroid.damage).toMatchObject({ times: 1, total: 20 })
    expect(hitBy(shooter, wall({ traits: ['cyborg'] })).damage).toMatchObject({ times: 2, total: 40 })
    expect(hitBy(shooter, wall({ traits: ['droid', 'cyborg'] })).damage).toMatchObject({ times: 2, total: 40 })
  })

  it('"a kritikus találat csak az alap sebzést duplázza, nem a bónuszt": Cunning Attack gives 2 × base + 10', () => {
    const cunning: Modifier = {
      stat: 'damage',
      n: 10,
      source: { kind: 'ability', ability: 'cunning-attack', figure: 'shooter' },
      reason: { hu: 'alattomos támadás', en: 'Cunning Attack' },
    }
    expect(hitBy(shooter, wall({}), 20, [cunning]).damage?.total).toBe(2 * 20 + 10)
    expect(hitBy(shooter, wall({ defense: 10 }), 10, [cunning]).damage?.total).toBe(20 + 10)
  })

  it('"Vicious Attack … kritikus találat esetén háromszoros sebzés számít kétszeres helyett" (droids still immune)', () => {
    const vicious = fixture('vicious', 'Vicious', { attack: 5, damage: 20, abilities: [{ id: 'vicious-attack' }] })
    expect(hitBy(vicious, wall({})).damage).toMatchObject({ times: 3, total: 60 })
    expect(hitBy(vicious, wall({ traits: ['droid'] })).damage).toMatchObject({ times: 1, total: 20 })
  })

  it('"Az 1-es dobás automatikus tévesztés … mindegy, hogy mennyi bónusz adódik"; Deadly Attack 19, Vaapad 18 crit', () => {
    const huge = fixture('huge', 'Huge bonus', { attack: 100 })
    expect(hitBy(huge, wall({}), 1).roll).toMatchObject({ total: 101, outcome: 'miss', automatic: 'natural-1' })
    const deadly = fixture('deadly', 'Deadly', { abilities: [{ id: 'deadly-attack' }] })
    const vaapad = fixture('vaapad', 'Vaapad', { abilities: [{ id: 'vaapad-style-fighting' }] })
    expect(hitBy(deadly, wall({}), 19).roll.outcome).toBe('critical')
    expect(hitBy(deadly, wall({}), 18).roll.outcome).toBe('miss')
    expect(hitBy(vaapad, wall({}), 18).roll).toMatchObject({ outcome: 'critical', critFrom: 18 })
  })

  it('a plain hit is never critical even when the total passes Defense by far', () => {
    const r = resolveAttackRoll({
      attacker: fixture('a', 'A', { attack: 40 }),
      target: obiWan,
      natural: 19,
      modifiers: [],
    })
    expect(r.ok && r.value).toMatchObject({ outcome: 'hit', automatic: null })
    const d = attackDamage(grievous, obiWan, false, [])
    expect(d.ok && d.value).toEqual({ base: 20, times: 1, bonusModifiers: [], total: 20 })
  })
})

describe('example 5 — a Force reroll of a natural 1', () => {
  const request = { roll: 'attack' as const, roller: obiWan, forcePoints: 5, spentThisTurn: 0 }

  it('"Még egy 1-es támadódobást is újra lehet dobni … mindenképpen a második dobás eredményét kell használni"', () => {
    const first = resolveAttackRoll({ attacker: obiWan, target: grievous, natural: 1, modifiers: [] })
    expect(first.ok && first.value.outcome).toBe('miss')
    const stream = dieStream('reroll', 'obi-wan', 1)
    const second = rollD20(entropyFor(3, stream), stream)
    if (!second.ok) throw new Error(second.error.reason.en)
    const r = reroll(request, 1, second.value)
    expect(r).toEqual({ ok: true, value: { first: 1, second: 3, stands: 3, forcePointsAfter: 4 } })
    // The second die stands even when worse: a 20 rerolled into a 2 is a 2.
    expect(reroll(request, 20, 2).ok && reroll(request, 20, 2)).toMatchObject({ value: { stands: 2 } })
  })

  it('"Egy karakter egy fordulón belül csak egyszer költhet Erő pontot" — unless Master of the Force', () => {
    expect(rerollProblem({ ...request, spentThisTurn: 1 })?.code).toBe('force-limit-this-turn')
    const master = fixture('yoda', 'Yoda', { force: 5, forcePowers: [{ id: 'master-of-the-force', n: 2 }] })
    expect(rerollProblem({ ...request, roller: master, spentThisTurn: 1 })).toBeNull()
    expect(rerollProblem({ ...request, roller: master, spentThisTurn: 2 })?.code).toBe('force-limit-this-turn')
    // Force Spirit: "képes 1 extra alkalommal Erő pontot költeni fordulónként".
    expect(rerollProblem({ ...request, spentThisTurn: 1, spiritBonus: 1 })).toBeNull()
  })

  it('"arra nem költhetsz Erőpontot, hogy a kezdődobást újradobd"; no Force, no points, no reroll', () => {
    expect(rerollProblem({ ...request, roll: 'initiative' })?.code).toBe('reroll-initiative')
    expect(rerollProblem({ ...request, roller: grievous })?.code).toBe('reroll-no-force')
    expect(rerollProblem({ ...request, forcePoints: 0 })?.code).toBe('reroll-no-force-points')
  })

  it('Shaak Ti (example 8): "Mivel már egy másik karakter fordulójában vagyunk, … újradobja a rontott védekezést"', () => {
    const shaakTi = fixture('shaak-ti', 'Shaak Ti', { force: 3 })
    const own = { roll: 'save' as const, roller: shaakTi, forcePoints: 2, spentThisTurn: 1 }
    expect(rerollProblem(own)?.code).toBe('force-limit-this-turn')
    const next = reroll({ ...own, spentThisTurn: 0 }, 4, 15)
    expect(next.ok && next.value).toMatchObject({ stands: 15, forcePointsAfter: 1 })
  })
})
