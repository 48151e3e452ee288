import { describe, expect, it } from 'vitest'
import type { Era, Side } from './data/types'
import type { SquadError } from './squadErrors'
import { MAX_FIGURES_PER_CHARACTER, MAX_SQUAD_ENTRIES } from './squadList'
import { squadRules } from './squadRules'
import type { SquadRules, SquadRulesOptions } from './squadRules'
import { teamUniqueError, validateSquad } from './squads'
import type { ValidSquad } from './squads'
import { TEST_ROSTER } from './testing/roster'

/** The rules for one seat (the options must be valid). */
function rules(options: SquadRulesOptions): SquadRules {
  const r = squadRules(options)
  if (!r.ok) throw new Error(r.error.reason.en)
  return r.value
}
const standard = (era: Era, side: Side, more: SquadRulesOptions = {}) => rules({ era, side, ...more })

/** A list from `[id, count]` pairs. */
const list = (faction: string, ...entries: [string, number][]) => ({
  faction,
  characters: entries.map(([id, count]) => ({ id, count })),
})

function valid(l: unknown, r: SquadRules): ValidSquad {
  const result = validateSquad(l, r, TEST_ROSTER)
  if (!result.ok) throw new Error(`refused: ${result.error.reason.en}`)
  return result.value
}

function refused(l: unknown, r: SquadRules): SquadError {
  const result = validateSquad(l, r, TEST_ROSTER)
  if (result.ok) throw new Error('accepted')
  // Every refusal reads in both languages.
  expect(result.error.reason.hu.length).toBeGreaterThan(5)
  expect(result.error.reason.en.length).toBeGreaterThan(5)
  return result.error
}

const rebellionLight = standard('rebellion', 'light')
const rebellionDark = standard('rebellion', 'dark')
const riseLight = standard('rise-of-the-empire', 'light')
const riseDark = standard('rise-of-the-empire', 'dark')

describe('points', () => {
  it('accepts the rulebook’s 99-point sample Republic squad', () => {
    // "MINTA KÖZTÁRSASÁGI CSAPAT … Obi-Wan Kenobi, Jedi mester 42, AT-RT 35, Klón parancsnok 13, Klón katona 9,
    // Összesen 99"
    const sample = list(
      'republic',
      ['t-obi-wan-jedi-master', 1],
      ['t-at-rt', 1],
      ['t-clone-commander', 1],
      ['t-clone-trooper', 1],
    )
    expect(valid(sample, riseLight).points).toBe(99)
  })

  it('refuses a squad over the limit, saying the total and the limit', () => {
    // "Összesen 100 pontot költhetsz el, hogy felépítsd a csapatodat."
    const squad = list('imperial', ['darth-vader', 1], ['death-star-trooper', 9])
    expect(valid(list('imperial', ['darth-vader', 1], ['death-star-trooper', 8]), rebellionDark).points).toBe(95)
    const error = refused(squad, rebellionDark)
    expect(error.code).toBe('squad-over-points')
    expect(error.reason.en).toContain('101')
    expect(error.reason.en).toContain('100')
  })

  it('takes 150 and 200 as larger limits, and nothing else', () => {
    const squad = list('imperial', ['darth-vader', 1], ['death-star-trooper', 17])
    expect(refused(squad, rebellionDark).code).toBe('squad-over-points')
    expect(valid(squad, standard('rebellion', 'dark', { pointLimit: 150 })).points).toBe(149)
    expect(valid(squad, standard('rebellion', 'dark', { pointLimit: 200 })).points).toBe(149)
    for (const pointLimit of [0, 99, 120, 250, -100, Number.NaN])
      expect(squadRules({ era: 'rebellion', side: 'dark', pointLimit }).ok).toBe(false)
  })

  it('has no minimum: the sample squad itself is under 100 (the card section’s "legalább 100" is not applied)', () => {
    // "Egy csapatnak legalább 100 pontnyi karaktert kell tartalmaznia." contradicts the 99-point sample squad.
    expect(valid(list('imperial', ['death-star-trooper', 1]), rebellionDark).points).toBe(6)
  })

  it('refuses an empty squad', () => {
    expect(refused(list('imperial'), rebellionDark).code).toBe('squad-empty')
  })
})

describe('factions', () => {
  it('follows the era table for each side', () => {
    // "Felkelés Felkelők szövetsége Birodalom"
    expect(valid(list('rebel', ['obi-wan-kenobi', 1]), rebellionLight).faction).toBe('rebel')
    const error = refused(list('imperial', ['darth-vader', 1]), rebellionLight)
    expect(error.code).toBe('squad-faction-not-allowed')
    expect(error.reason.hu).toContain('Felkelők Szövetsége')
    // "A Birodalom felemelkedése Köztársaság Szeparatisták, Birodalom": two dark side factions to choose from.
    expect(valid(list('imperial', ['darth-vader', 1]), riseDark).faction).toBe('imperial')
    expect(valid(list('separatist', ['t-super-battle-droid', 1]), riseDark).faction).toBe('separatist')
    // "Új Jedi Rend Új Köztársaság, Birodalom Yuuzhan Vong": the Empire fights on the light side there.
    expect(valid(list('imperial', ['darth-vader', 1]), standard('new-jedi-order', 'light')).faction).toBe('imperial')
  })

  it('refuses a character of another faction, naming it', () => {
    // "A csapatod olyan karaktereket tartalmazhat, amelyek vagy az általad választott csoport szimbólumát, vagy a
    // kívülállók (fringe) szimbólumát viselik."
    const error = refused(list('imperial', ['darth-vader', 1], ['obi-wan-kenobi', 1]), rebellionDark)
    expect(error).toMatchObject({ code: 'squad-wrong-faction', character: 'obi-wan-kenobi' })
    expect(error.reason.en).toContain('Obi-Wan Kenobi')
  })

  it('lets fringe characters join any faction', () => {
    // "A kívülálló (fringe) karaktereket bármelyik korszak bármelyik csoportjához hozzá lehet adni."
    expect(valid(list('rebel', ['obi-wan-kenobi', 1], ['t-bounty-hunter', 2]), rebellionLight).points).toBe(62)
    expect(valid(list('imperial', ['darth-vader', 1], ['t-bounty-hunter', 2]), rebellionDark).points).toBe(71)
  })

  it('allows a pure fringe squad only in the fringe squad variant, and then nothing else in it', () => {
    // "Ahelyett, hogy világos- és sötét oldali csapatokkal játszol, alkothatsz teljesen tiszta fringe csapatot. Az
    // ilyen csapatban azonban nem lehet semmilyen más csoportból karakter."
    const fringe = list('fringe', ['t-bounty-hunter', 3], ['t-crime-lord', 1])
    expect(refused(fringe, rebellionDark).code).toBe('squad-fringe-not-allowed')
    const variant = standard('rebellion', 'dark', { variant: 'fringe-squad' })
    expect(valid(fringe, variant).points).toBe(76)
    const mixed = refused(list('fringe', ['t-bounty-hunter', 1], ['darth-vader', 1]), variant)
    expect(mixed).toMatchObject({ code: 'squad-wrong-faction', character: 'darth-vader' })
    // The variant still allows the seat's ordinary factions.
    expect(valid(list('imperial', ['darth-vader', 1]), variant).faction).toBe('imperial')
  })

  it('frees the choice of faction in free-for-all, but not the mix inside one squad', () => {
    // "Úgy is dönthetsz, hogy a csoportusásokra való tekintet nélkül állítasz össze csapatokat. … Hagyd, hogy
    // felkelők küzdjenek felkelők ellen"
    const ffa = rules({ variant: 'free-for-all' })
    expect(valid(list('rebel', ['obi-wan-kenobi', 1]), ffa).faction).toBe('rebel')
    expect(valid(list('sith', ['t-bounty-hunter', 1]), ffa).faction).toBe('sith')
    expect(refused(list('rebel', ['obi-wan-kenobi', 1], ['darth-vader', 1]), ffa).code).toBe('squad-wrong-faction')
  })

  it('keeps fringe characters out of the light and dark squads of a three-way game', () => {
    // "Csak egy játékos választja a világos oldalt, egy a sötét oldalt, végül pedig egy játékos egy tisztán fringe
    // csapatot alkot. Ebben a verzióban fringe karakterek nem lehetnek a másik két csapatban."
    const dark = standard('rebellion', 'dark', { variant: 'three-way' })
    const error = refused(list('imperial', ['darth-vader', 1], ['t-bounty-hunter', 1]), dark)
    expect(error).toMatchObject({ code: 'squad-wrong-faction', character: 't-bounty-hunter' })
    const third = rules({ variant: 'three-way', side: 'fringe' })
    expect(valid(list('fringe', ['t-bounty-hunter', 2]), third).points).toBe(24)
    expect(refused(list('imperial', ['darth-vader', 1]), third).code).toBe('squad-faction-not-allowed')
  })

  it('lets Order 66 characters join a squad with Palpatine, whatever their faction', () => {
    // "Order 66 - 66-os parancs: Ezzel a képességgel rendelkező karakterek lehetnek egy csapatban Palpatine
    // császáral, tekintet nélkül az eredeti csoportjukra."
    const withEmperor = list('imperial', ['t-emperor-palpatine', 1], ['t-clone-trooper', 2])
    expect(valid(withEmperor, riseDark).points).toBe(78)
    const without = refused(list('imperial', ['darth-vader', 1], ['t-clone-trooper', 2]), riseDark)
    expect(without).toMatchObject({ code: 'squad-wrong-faction', character: 't-clone-trooper' })
    // Only Order 66 characters: the AT-RT stays Republic.
    const other = refused(list('imperial', ['t-emperor-palpatine', 1], ['t-at-rt', 1]), riseDark)
    expect(other).toMatchObject({ code: 'squad-wrong-faction', character: 't-at-rt' })
  })

  it('refuses an unknown faction and rules without an era or side', () => {
    expect(refused(list('jawa', ['obi-wan-kenobi', 1]), rebellionLight).code).toBe('squad-unknown-faction')
    expect(refused(list('__proto__', ['obi-wan-kenobi', 1]), rebellionLight).code).toBe('squad-unknown-faction')
    expect(squadRules({ side: 'light' }).ok).toBe(false)
    expect(squadRules({ era: 'rebellion' }).ok).toBe(false)
    expect(squadRules({ era: 'hoth' as Era, side: 'light' }).ok).toBe(false)
    expect(squadRules({ era: 'rebellion', side: 'light', variant: 'sealed' as 'standard' }).ok).toBe(false)
    expect(squadRules(null as unknown as SquadRulesOptions).ok).toBe(false)
  })
})

describe('unique characters', () => {
  it('allows one of each unique character', () => {
    // "Unique - Egyedi: … A csapatodban ugyanolyan néven csak egy egyedi karakter lehet."
    const error = refused(list('rebel', ['obi-wan-kenobi', 2]), rebellionLight)
    expect(error).toMatchObject({ code: 'squad-duplicate-unique', character: 'obi-wan-kenobi' })
    expect(error.reason.hu).toContain('Obi-Wan Kenobi')
    // A repeated entry adds up to the same count.
    const twice = refused(list('rebel', ['obi-wan-kenobi', 1], ['obi-wan-kenobi', 1]), rebellionLight)
    expect(twice.code).toBe('squad-duplicate-unique')
  })

  it('counts every variant of one person as one name', () => {
    // "Ugyanannak a karakternek különböző variációi, némileg különböző néven szintén nem lehetnek egy csapaton belül.
    // Pl: Grievous tábornok - Főparancsnok, Grievous tábonok, Grievous tábornok - Jedi vadász és Grievous wheel
    // bike-kal, mind "Grievous tábornok"-nak számít."
    const ids = ['t-grievous-supreme-commander', 't-grievous', 't-grievous-jedi-hunter', 't-grievous-wheel-bike']
    for (const id of ids) expect(valid(list('separatist', [id, 1]), riseDark).members).toHaveLength(1)
    const error = refused(list('separatist', ['t-grievous', 1], ['t-grievous-jedi-hunter', 1]), riseDark)
    expect(error.code).toBe('squad-duplicate-unique')
    expect(error.reason.en).toContain('General Grievous')
    expect(error.reason.en).toContain('variants')
  })

  it('lets a non-unique character come many times', () => {
    expect(valid(list('imperial', ['death-star-trooper', 16]), rebellionDark).points).toBe(96)
  })

  it('keeps one of each unique character across the two squads of a side in team play', () => {
    // "Egyedi karakterek: Egy csoporton belül a két csapat nem tartalmazhat egyforma egyedi karaktereket."
    const a = valid(list('imperial', ['darth-vader', 1]), rebellionDark)
    const b = valid(list('imperial', ['darth-vader', 1], ['death-star-trooper', 2]), rebellionDark)
    const c = valid(list('imperial', ['death-star-trooper', 2]), rebellionDark)
    expect(teamUniqueError([a, b])).toMatchObject({ code: 'squad-duplicate-unique', character: 'darth-vader' })
    expect(teamUniqueError([a, c])).toBeNull()
  })
})

describe('cards the engine knows in part', () => {
  it('refuses them unless the room allows them', () => {
    // Luke's card names Use the Force, Force Alter and Jedi Mind Trick, which the rulebook glossary lacks.
    const luke = list('rebel', ['luke-skywalker-champion', 1])
    expect(refused(luke, rebellionLight)).toMatchObject({
      code: 'squad-partial-character',
      character: 'luke-skywalker-champion',
    })
    expect(valid(luke, standard('rebellion', 'light', { allowPartial: true })).points).toBe(49)
    // The sandbox box's Rebel squad is then a legal 87-point squad.
    const box = list('rebel', ['obi-wan-kenobi', 1], ['luke-skywalker-champion', 1])
    expect(valid(box, standard('rebellion', 'light', { allowPartial: true })).points).toBe(87)
    expect(valid(list('imperial', ['darth-vader', 1], ['death-star-trooper', 6]), rebellionDark).points).toBe(83)
  })
})

describe('bad input from a peer', () => {
  it('refuses an unknown character, naming it', () => {
    const error = refused(list('rebel', ['obi-wan-kenobi', 1], ['jar-jar', 1]), rebellionLight)
    expect(error).toMatchObject({ code: 'squad-unknown-character', character: 'jar-jar' })
    expect(error.reason.en).toContain('"jar-jar"')
    for (const id of ['__proto__', 'constructor', 'toString'])
      expect(refused(list('rebel', [id, 1]), rebellionLight).code).toBe('squad-unknown-character')
  })

  it('refuses counts that are not whole numbers from 1 up, naming the character', () => {
    for (const count of [-1, 0, 1.5, Number.NaN, Infinity, MAX_FIGURES_PER_CHARACTER + 1, '2', null, 2 ** 60]) {
      const error = refused({ faction: 'imperial', characters: [{ id: 'death-star-trooper', count }] }, rebellionDark)
      expect(error).toMatchObject({ code: 'squad-bad-count', character: 'death-star-trooper' })
    }
    // Counts that each pass but add up past the bound.
    const many = list('imperial', ['death-star-trooper', MAX_FIGURES_PER_CHARACTER], ['death-star-trooper', 1])
    expect(refused(many, rebellionDark).code).toBe('squad-bad-count')
  })

  it('refuses malformed lists with a reason, never throwing', () => {
    const bad: unknown[] = [
      undefined,
      null,
      42,
      'rebel',
      [],
      {},
      { faction: 'rebel' },
      { faction: 'rebel', characters: 'obi-wan-kenobi' },
      { faction: 7, characters: [] },
      { faction: '', characters: [] },
      { faction: 'x'.repeat(1000), characters: [] },
      { faction: 'rebel', characters: [null] },
      { faction: 'rebel', characters: [['obi-wan-kenobi', 1]] },
      { faction: 'rebel', characters: [{ id: 5, count: 1 }] },
      { faction: 'rebel', characters: [{ id: '', count: 1 }] },
      { faction: 'rebel', characters: [{ id: 'y'.repeat(500), count: 1 }] },
      { faction: 'rebel', characters: [{ count: 1 }] },
      { faction: 'rebel', characters: Array.from({ length: MAX_SQUAD_ENTRIES + 1 }, () => ({ id: 'a', count: 1 })) },
    ]
    for (const l of bad)
      expect(refused(l, rebellionLight).code, JSON.stringify(l)?.slice(0, 60)).toBe('squad-malformed')
  })

  it('never throws on random junk, and says the same every time', () => {
    // A small deterministic generator of nested junk values.
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const atoms = [null, true, 0, -1, 1.5, 1e300, '', 'rebel', 'obi-wan-kenobi', '__proto__', 'death-star-trooper']
    const junk = (depth: number): unknown => {
      const r = next()
      if (depth > 3 || r < 0.4) return atoms[Math.floor(next() * atoms.length)]
      if (r < 0.6) return Array.from({ length: Math.floor(next() * 4) }, () => junk(depth + 1))
      const keys = ['faction', 'characters', 'id', 'count', 'x']
      return Object.fromEntries(keys.filter(() => next() < 0.6).map((k) => [k, junk(depth + 1)]))
    }
    for (let i = 0; i < 2000; i++) {
      const value = junk(0)
      const a = validateSquad(value, rebellionLight, TEST_ROSTER)
      const b = validateSquad(structuredClone(value), rebellionLight, TEST_ROSTER)
      expect(b).toEqual(a)
    }
  })

  it('does not mind the entries’ order or repeats: one squad, one canonical list', () => {
    const a = valid(
      list('imperial', ['death-star-trooper', 2], ['darth-vader', 1], ['death-star-trooper', 3]),
      rebellionDark,
    )
    const b = valid(list('imperial', ['darth-vader', 1], ['death-star-trooper', 5]), rebellionDark)
    expect(a.squad).toEqual(b.squad)
    expect(a.squad.characters).toEqual([
      ['darth-vader', 1],
      ['death-star-trooper', 5],
    ])
  })
})
