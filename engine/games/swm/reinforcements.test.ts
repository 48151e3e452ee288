import { describe, expect, it } from 'vitest'
import { reinforcementAllowance, validateReinforcements } from './reinforcements'
import { squadRules } from './squadRules'
import type { SquadRules } from './squadRules'
import { validateSquad } from './squads'
import type { ValidSquad } from './squads'
import { TEST_ROSTER } from './testing/roster'

function rules(variant: 'standard' | 'three-way' = 'standard'): SquadRules {
  const r = squadRules({ era: 'rise-of-the-empire', side: 'dark', variant })
  if (!r.ok) throw new Error(r.error.reason.en)
  return r.value
}

function squad(r: SquadRules, ...entries: [string, number][]): ValidSquad {
  const v = validateSquad(
    { faction: 'separatist', characters: entries.map(([id, count]) => ({ id, count })) },
    r,
    TEST_ROSTER,
  )
  if (!v.ok) throw new Error(v.error.reason.en)
  return v.value
}

const picks = (fringe: [string, number][], droid: [string, number][] = []) => ({
  fringe: fringe.map(([id, count]) => ({ id, count })),
  droid: droid.map(([id, count]) => ({ id, count })),
})

const check = (s: ValidSquad, p: unknown, r = rules()) => validateReinforcements(s, p, r, TEST_ROSTER)

describe('fringe reinforcements', () => {
  // "Fringe Reinforcements 30 - Törvényenkívüli erősítés 30: A felállításnál, miután meglátod az ellenség csapatát,
  // 30 pontnyi fringe karaktert adhatsz a csapatodhoz. Ezek nem számítanak bele a csapatod pontszámába"
  const withLord = squad(rules(), ['t-crime-lord', 1], ['t-super-battle-droid', 4])

  it('adds up to 30 points of fringe characters outside the squad’s points', () => {
    expect(withLord.points).toBe(96)
    expect(reinforcementAllowance(withLord, 'fringe')).toBe(30)
    const ok = check(withLord, picks([['t-bounty-hunter', 2]]))
    expect(ok).toMatchObject({ ok: true, value: { fringe: [['t-bounty-hunter', 2]], droid: [] } })
    const over = check(withLord, picks([['t-bounty-hunter', 3]]))
    expect(over).toMatchObject({ ok: false, error: { code: 'reinforcements-over-points' } })
    if (!over.ok) expect(over.error.reason.en).toContain('36')
  })

  it('takes only fringe characters, naming the one that is not', () => {
    expect(check(withLord, picks([['t-super-battle-droid', 1]]))).toMatchObject({
      ok: false,
      error: { code: 'reinforcements-wrong-kind', character: 't-super-battle-droid' },
    })
  })

  it('needs the ability in the squad', () => {
    const plain = squad(rules(), ['t-super-battle-droid', 2])
    expect(check(plain, picks([['t-bounty-hunter', 1]]))).toMatchObject({
      ok: false,
      error: { code: 'reinforcements-not-allowed' },
    })
    expect(check(plain, picks([]))).toMatchObject({ ok: true, value: { members: [] } })
  })

  it('keeps the unique rule across the squad and its reinforcements', () => {
    const rich = squad(rules(), ['t-crime-lord', 1], ['t-smuggler', 1])
    expect(check(rich, picks([['t-smuggler', 1]]))).toMatchObject({
      ok: false,
      error: { code: 'squad-duplicate-unique', character: 't-smuggler' },
    })
    // Two of one unique character among the picks alone.
    expect(check(withLord, picks([['t-smuggler', 2]]))).toMatchObject({
      ok: false,
      error: { code: 'squad-duplicate-unique', character: 't-smuggler' },
    })
  })

  it('brings no fringe into a three-way game’s dark squad', () => {
    // "Ebben a verzióban fringe karakterek nem lehetnek a másik két csapatban."
    const threeWay = rules('three-way')
    const s = squad(threeWay, ['t-droid-lord', 1])
    expect(check(s, picks([], [['t-fringe-droid', 1]]), threeWay)).toMatchObject({
      ok: false,
      error: { code: 'squad-wrong-faction', character: 't-fringe-droid' },
    })
  })
})

describe('droid reinforcements', () => {
  // "Droid Reinforcements 20 - Droid erősítés 20: A felállításkor (lásd 8. oldal), miután megláttad az ellenfél
  // csapatát, még 20 pontnyi droid karaktert adhatsz a csapatodhoz."
  const withDroidLord = squad(rules(), ['t-droid-lord', 1])

  it('adds up to 20 points of droids, cyborgs counting as droids', () => {
    // "A kiborg karakter droidnak és nem droidnak is számít."
    expect(check(withDroidLord, picks([], [['t-super-battle-droid', 1]])).ok).toBe(true)
    expect(check(withDroidLord, picks([], [['t-fringe-droid', 2]])).ok).toBe(true)
    expect(check(withDroidLord, picks([], [['t-super-battle-droid', 2]]))).toMatchObject({
      ok: false,
      error: { code: 'reinforcements-over-points' },
    })
    const cyborgLord = squad(rules(), ['t-droid-lord', 1], ['t-super-battle-droid', 1])
    expect(reinforcementAllowance(cyborgLord, 'droid')).toBe(20)
  })

  it('takes only droids', () => {
    expect(check(withDroidLord, picks([], [['t-bounty-hunter', 1]]))).toMatchObject({
      ok: false,
      error: { code: 'reinforcements-wrong-kind', character: 't-bounty-hunter' },
    })
  })

  it('refuses malformed picks with a typed error', () => {
    for (const p of [null, 3, [], { fringe: 'x' }, { droid: [{ id: 't-super-battle-droid', count: -1 }] }])
      expect(check(withDroidLord, p).ok).toBe(false)
    expect(check(withDroidLord, { droid: [{ id: 'nobody', count: 1 }] })).toMatchObject({
      ok: false,
      error: { code: 'squad-unknown-character', character: 'nobody' },
    })
  })
})
