import { describe, expect, it } from 'vitest'
import { rulesForSeat, setupSwm } from '../../../../engine/games/swm/setup'
import { squadRules } from '../../../../engine/games/swm/squadRules'
import type { SquadRules } from '../../../../engine/games/swm/squadRules'
import { validateSquad } from '../../../../engine/games/swm/squads'
import { POINT_LIMITS, configFor } from '../session/setupModel'
import {
  EMPTY_DRAFT,
  changeCount,
  draftKey,
  draftPoints,
  draftProblem,
  draftToList,
  factionOf,
  fieldable,
  parseDraft,
  serializeDraft,
  suggestSquad,
  withFaction,
} from './squadBuilder'

const rulesOf = (pointLimit: number, seat: 's1' | 's2') =>
  rulesForSeat(setupSwm(configFor(pointLimit), ['s1', 's2']), seat)
const light = rulesOf(100, 's1')
const dark = rulesOf(100, 's2')

function ok(rules: ReturnType<typeof squadRules>): SquadRules {
  if (!rules.ok) throw new Error(rules.error.reason.en)
  return rules.value
}

describe('fieldable characters', () => {
  it('gives each side its own faction only', () => {
    expect(factionOf(EMPTY_DRAFT, light)).toBe('rebel')
    expect(factionOf(EMPTY_DRAFT, dark)).toBe('imperial')
    const lightIds = fieldable(light, 'rebel').map((d) => d.id)
    const darkIds = fieldable(dark, 'imperial').map((d) => d.id)
    expect(lightIds).toContain('obi-wan-kenobi')
    expect(lightIds).not.toContain('darth-vader')
    expect(darkIds).toEqual(expect.arrayContaining(['darth-vader', 'death-star-trooper']))
    expect(darkIds).not.toContain('obi-wan-kenobi')
  })

  it('leaves out partial cards unless the rules allow them', () => {
    const strict = ok(squadRules({ era: 'rebellion', side: 'light' }))
    expect(fieldable(strict, 'rebel').map((d) => d.id)).not.toContain('luke-skywalker-champion')
    expect(fieldable(light, 'rebel').map((d) => d.id)).toContain('luke-skywalker-champion')
  })

  it('offers Yoda to the light side in rise-of-the-empire, and not in the Rebellion', () => {
    const clones = setupSwm(configFor(100, false, 'rise-of-the-empire'), ['s1', 's2'])
    const cloneLight = rulesForSeat(clones, 's1')
    expect(factionOf(EMPTY_DRAFT, cloneLight)).toBe('republic')
    expect(fieldable(cloneLight, 'republic').map((d) => d.id)).toEqual(['yoda'])
    // The dark side of that era still has characters (the Empire's), so both sides can build.
    expect(fieldable(rulesForSeat(clones, 's2'), 'imperial').map((d) => d.id)).toContain('darth-vader')
    expect(fieldable(light, 'rebel').map((d) => d.id)).not.toContain('yoda')
  })
})

describe('a draft', () => {
  it('counts points and refuses what the engine refuses', () => {
    let draft = changeCount(EMPTY_DRAFT, 'darth-vader', 1)
    draft = changeCount(draft, 'death-star-trooper', 3)
    expect(draftPoints(draft)).toBe(47 + 18)
    expect(draftProblem(draft, dark)).toBeNull()
    expect(draftToList(draft, dark)).toEqual({
      faction: 'imperial',
      characters: [
        { id: 'darth-vader', count: 1 },
        { id: 'death-star-trooper', count: 3 },
      ],
    })
    expect(draftProblem(EMPTY_DRAFT, dark)?.en).toMatch(/at least one character/)
    expect(draftProblem(changeCount(draft, 'darth-vader', 1), dark)).not.toBeNull()
    expect(draftProblem(changeCount(draft, 'death-star-trooper', 20), dark)?.en).toMatch(/point/i)
    expect(draftProblem(changeCount(EMPTY_DRAFT, 'obi-wan-kenobi', 1), dark)).not.toBeNull()
  })

  it('never counts below zero and drops emptied entries', () => {
    const draft = changeCount(changeCount(EMPTY_DRAFT, 'darth-vader', 1), 'darth-vader', -5)
    expect(draft.counts).toEqual({})
    expect(draftPoints(draft)).toBe(0)
  })

  it('keeps only what a new faction may field', () => {
    const draft = changeCount(changeCount(EMPTY_DRAFT, 'darth-vader', 1), 'obi-wan-kenobi', 1)
    expect(withFaction(draft, 'rebel', light).counts).toEqual({ 'obi-wan-kenobi': 1 })
  })
})

describe('the suggested squad', () => {
  for (const limit of POINT_LIMITS) {
    for (const seat of ['s1', 's2'] as const) {
      it(`is legal for seat ${seat} at ${limit} points, and near the limit`, () => {
        const rules = rulesOf(limit, seat)
        const draft = suggestSquad(rules, factionOf(EMPTY_DRAFT, rules))
        expect(validateSquad(draftToList(draft, rules), rules).ok).toBe(true)
        expect(draftProblem(draft, rules)).toBeNull()
        const cheapest = Math.min(...fieldable(rules, factionOf(draft, rules)).map((d) => d.cost))
        // Light has only unique characters: it takes all of them; dark fills up with troopers.
        if (seat === 's2') expect(rules.pointLimit - draftPoints(draft)).toBeLessThan(cheapest)
        else expect(Object.keys(draft.counts).length).toBe(fieldable(rules, 'rebel').length)
      })
    }
  }
})

describe('the stored draft', () => {
  it('round-trips', () => {
    const draft = changeCount({ faction: 'imperial', counts: {} }, 'death-star-trooper', 4)
    expect(parseDraft(serializeDraft(draft))).toEqual(draft)
    expect(draftKey('ABCD', 's2')).toBe('holotable:swm-draft:ABCD:s2')
  })

  it('reads anything corrupt as the empty draft without throwing', () => {
    for (const raw of [null, '', '{', 'null', '42', '[]', '"x"', '{"faction":7,"counts":{}}', '{"faction":null}'])
      expect(parseDraft(raw)).toEqual(EMPTY_DRAFT)
    expect(parseDraft('{"faction":"hutt","counts":{}}')).toEqual(EMPTY_DRAFT)
  })

  it('drops counts that are not whole, positive, bounded or known', () => {
    const raw = JSON.stringify({
      faction: null,
      counts: { 'darth-vader': 1, 'death-star-trooper': 2.5, 'obi-wan-kenobi': -1, nobody: 3, __proto__: 9, x: 'y' },
    })
    expect(parseDraft(raw)).toEqual({ faction: null, counts: { 'darth-vader': 1 } })
    expect(parseDraft('{"faction":null,"counts":{"death-star-trooper":1e9}}').counts).toEqual({})
  })
})
