import { describe, expect, it } from 'vitest'
import { BOARD_DEPTH, isBoardHex, parseHex } from '../../board'
import type { Badge, HexId, Scenario, Side, StructureKind, Terrain, UnitType } from '../../types'
import { SCENARIOS, scenarioById } from './index'

// Facts the checks need, kept here so the test does not depend on the data tables others are writing.
const SIDE_OF: Record<UnitType, Side> = {
  'rebel-infantry': 'rebel',
  snowspeeder: 'rebel',
  'heavy-cannon': 'rebel',
  'imperial-infantry': 'empire',
  'at-at': 'empire',
  'probe-droid': 'empire',
}
const GIVES_MEDAL: Record<UnitType, boolean> = {
  'rebel-infantry': true,
  snowspeeder: true,
  'heavy-cannon': false,
  'imperial-infantry': true,
  'at-at': true,
  'probe-droid': false,
}
const BADGE_TYPES: Record<Badge, UnitType[]> = {
  commando: ['rebel-infantry', 'imperial-infantry'],
  'e-web': ['rebel-infantry', 'imperial-infantry'],
  recon: ['rebel-infantry', 'imperial-infantry'],
  'elite-troops': ['rebel-infantry', 'imperial-infantry'],
  'elite-squadron': ['snowspeeder'],
}
const STRUCTURE_SIDE: Record<StructureKind, Side> = { 'shield-generator': 'rebel', 'ion-cannon': 'rebel' }
const TERRAINS: Terrain[] = ['ridge', 'rocks', 'trench', 'chasm', 'ice', 'buildings', 'wreckage']
const other = (side: Side): Side => (side === 'rebel' ? 'empire' : 'rebel')
const rowOf = (hex: HexId): number => parseHex(hex)!.row

/** Neighbours of a hex in the odd-r layout (playable ones only). */
function neighbours(hex: HexId): HexId[] {
  const { col, row } = parseHex(hex)!
  const d = row % 2 === 1 ? 0 : -1
  const cand = [
    [col - 1, row],
    [col + 1, row],
    [col + d, row - 1],
    [col + d + 1, row - 1],
    [col + d, row + 1],
    [col + d + 1, row + 1],
  ]
  return cand.map(([c, r]) => `${c},${r}`).filter((id) => isBoardHex(id))
}

/** Whether a unit of `type` may stand on `hex` of the scenario (terrain and structures; units ignored). */
function canEnter(s: Scenario, type: UnitType, hex: HexId): boolean {
  if (s.structures.some((st) => st.hex === hex)) return false
  const t = s.terrain[hex] ?? 'snow'
  if (t === 'ice') return false
  if (t === 'chasm') return type === 'snowspeeder'
  return !(t === 'ridge' && type === 'at-at')
}

/** Whether a unit of `type` on `from` could reach `side`'s enemy baseline over open lanes (units ignored). */
function reachesEnemyBaseline(s: Scenario, type: UnitType, from: HexId, side: Side): boolean {
  const goal = side === 'rebel' ? BOARD_DEPTH - 1 : 0
  const seen = new Set([from])
  const queue = [from]
  while (queue.length > 0) {
    const hex = queue.shift()!
    if (rowOf(hex) === goal) return true
    for (const n of neighbours(hex)) {
      if (!seen.has(n) && canEnter(s, type, n)) {
        seen.add(n)
        queue.push(n)
      }
    }
  }
  return false
}

/** Most medals `side` could ever hold in the scenario. */
function medalSupply(s: Scenario, side: Side): number {
  const units = s.noUnitMedalsFor.includes(side) ? 0 : s.units[other(side)].filter((u) => GIVES_MEDAL[u.type]).length
  const structures = s.structureMedals ? s.structures.filter((st) => STRUCTURE_SIDE[st.kind] !== side).length : 0
  return units + structures + s.medalHexes.filter((m) => m.side === side).length
}

const allUnits = (s: Scenario) =>
  (['rebel', 'empire'] as const).flatMap((side) => s.units[side].map((u) => ({ ...u, side })))

describe('scenario list', () => {
  it('holds the training drill and five battles with unique ids, sorted by a unique order 0..5', () => {
    expect(SCENARIOS.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5])
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length)
  })

  it('finds a scenario by id, and null for an unknown id', () => {
    for (const s of SCENARIOS) expect(scenarioById(s.id)).toBe(s)
    expect(scenarioById('no-such-battle')).toBeNull()
  })
})

describe.each(SCENARIOS.map((s) => [s.id, s] as const))('scenario %s', (_id, s) => {
  it('has Hungarian and English texts', () => {
    for (const text of [s.name, s.briefing, ...s.specialRules]) {
      expect(text.hu.trim()).not.toBe('')
      expect(text.en.trim()).not.toBe('')
      expect(text.hu).not.toBe(text.en)
    }
    expect(s.specialRules.length).toBeGreaterThan(0)
  })

  it('puts everything on board hexes, with known terrain (snow omitted)', () => {
    for (const [hex, t] of Object.entries(s.terrain)) {
      expect(isBoardHex(hex), hex).toBe(true)
      expect(TERRAINS, hex).toContain(t)
    }
    for (const u of allUnits(s)) expect(isBoardHex(u.hex), u.hex).toBe(true)
    for (const st of s.structures) expect(isBoardHex(st.hex), st.id).toBe(true)
    for (const m of s.medalHexes) expect(isBoardHex(m.hex), m.hex).toBe(true)
  })

  it('gives each unit and structure a hex of its own, and each structure a unique id', () => {
    const hexes = [...allUnits(s).map((u) => u.hex), ...s.structures.map((st) => st.hex)]
    expect(new Set(hexes).size).toBe(hexes.length)
    expect(new Set(s.structures.map((st) => st.id)).size).toBe(s.structures.length)
  })

  it("deploys 5–9 units a side (3 in the training drill), of the side's own types, in its own rows", () => {
    for (const side of ['rebel', 'empire'] as const) {
      expect(s.units[side].length).toBeGreaterThanOrEqual(s.order === 0 ? 3 : 5)
      expect(s.units[side].length).toBeLessThanOrEqual(9)
      for (const u of s.units[side]) {
        expect(SIDE_OF[u.type], `${u.type} ${u.hex}`).toBe(side)
        const row = rowOf(u.hex)
        expect(side === 'rebel' ? row <= 2 : row >= 4, `${u.type} ${u.hex}`).toBe(true)
      }
    }
  })

  it('places no unit on terrain it cannot enter or on a structure', () => {
    for (const u of allUnits(s)) expect(canEnter(s, u.type, u.hex), `${u.type} ${u.hex}`).toBe(true)
  })

  it('places structures on the Rebel half, never on chasm or ice', () => {
    for (const st of s.structures) {
      expect(['chasm', 'ice']).not.toContain(s.terrain[st.hex] ?? 'snow')
      expect(rowOf(st.hex), st.id).toBeLessThanOrEqual(2)
    }
  })

  it('gives badges only to allowed unit types, one per unit', () => {
    for (const u of allUnits(s)) {
      if (u.badge === undefined) continue
      expect(BADGE_TYPES[u.badge], `${u.badge} on ${u.type}`).toContain(u.type)
    }
  })

  it('starts recon units on or next to a ridge', () => {
    for (const u of allUnits(s).filter((x) => x.badge === 'recon')) {
      expect(
        [u.hex, ...neighbours(u.hex)].some((h) => s.terrain[h] === 'ridge'),
        u.hex,
      ).toBe(true)
    }
  })

  it('deals at least one card to each side and names a starting side', () => {
    for (const side of ['rebel', 'empire'] as const) {
      expect(Number.isInteger(s.hand[side])).toBe(true)
      expect(s.hand[side]).toBeGreaterThanOrEqual(1)
    }
    expect(['rebel', 'empire']).toContain(s.starts)
  })

  it('lets each side win, and only by conditions it can reach', () => {
    for (const side of ['rebel', 'empire'] as const) {
      expect(s.victory.some((v) => v.side === side)).toBe(true)
    }
    for (const v of s.victory) {
      if (v.kind === 'medals') {
        expect(v.count).toBeGreaterThanOrEqual(1)
        expect(medalSupply(s, v.side), `${v.side} needs ${v.count}`).toBeGreaterThanOrEqual(v.count)
      } else {
        expect(v.structures.length).toBeGreaterThan(0)
        for (const id of v.structures) {
          const st = s.structures.find((x) => x.id === id)
          expect(st, id).toBeDefined()
          expect(STRUCTURE_SIDE[st!.kind]).toBe(other(v.side))
        }
      }
    }
  })

  it('puts medal hexes on open, enterable hexes, one each', () => {
    expect(new Set(s.medalHexes.map((m) => m.hex)).size).toBe(s.medalHexes.length)
    for (const m of s.medalHexes) {
      expect(s.structures.some((st) => st.hex === m.hex)).toBe(false)
      expect(['chasm', 'ice']).not.toContain(s.terrain[m.hex] ?? 'snow')
    }
  })

  it("leaves every moving unit a lane to the enemy's baseline", () => {
    for (const u of allUnits(s).filter((x) => x.type !== 'heavy-cannon')) {
      expect(reachesEnemyBaseline(s, u.type, u.hex, u.side), `${u.type} ${u.hex}`).toBe(true)
    }
  })
})

describe('rising complexity', () => {
  /** The scenario with this order (the list test checks that orders 1..5 exist). */
  const nth = (order: number): Scenario => SCENARIOS.find((s) => s.order === order)!
  const [s1, s2, s3, s4] = [nth(1), nth(2), nth(3), nth(4)]
  const types = (s: Scenario) => new Set(allUnits(s).map((u) => u.type))
  const terrains = (s: Scenario) => new Set(Object.values(s.terrain))

  it('1: infantry and snowspeeders on light terrain, 4 medals and 4 cards each', () => {
    expect([...types(s1)].sort()).toEqual(['imperial-infantry', 'rebel-infantry', 'snowspeeder'])
    expect([...terrains(s1)].sort()).toEqual(['ridge', 'rocks'])
    expect(s1.victory).toEqual(
      expect.arrayContaining([
        { kind: 'medals', side: 'rebel', count: 4 },
        { kind: 'medals', side: 'empire', count: 4 },
      ]),
    )
    expect(s1.hand).toEqual({ rebel: 4, empire: 4 })
  })

  it('2: adds AT-ATs, probe droids, ridges, a chasm and trenches; 5 medals', () => {
    for (const t of ['at-at', 'probe-droid'] as const) expect(types(s2).has(t)).toBe(true)
    for (const t of ['ridge', 'chasm', 'trench'] as const) expect(terrains(s2).has(t)).toBe(true)
    for (const v of s2.victory) expect(v).toMatchObject({ kind: 'medals', count: 5 })
  })

  it('3: adds heavy cannons, ice, buildings, wreckage and temporary medal hexes', () => {
    expect(types(s3).has('heavy-cannon')).toBe(true)
    for (const t of ['ice', 'buildings', 'wreckage'] as const) expect(terrains(s3).has(t)).toBe(true)
    expect(s3.medalHexes.some((m) => m.kind === 'temporary')).toBe(true)
  })

  it('4: adds every badge, permanent medal hexes and an ion cannon worth a medal', () => {
    const badges = new Set(allUnits(s4).map((u) => u.badge))
    for (const b of Object.keys(BADGE_TYPES)) expect(badges.has(b as Badge), b).toBe(true)
    expect(s4.medalHexes.some((m) => m.kind === 'permanent')).toBe(true)
    expect(s4.structures.map((st) => st.kind)).toContain('ion-cannon')
    expect(s4.structureMedals).toBe(true)
  })
})

describe('Final Strike', () => {
  const s = scenarioById('final-strike')!

  it('is the fifth scenario, named as in the rulebook', () => {
    expect(s.order).toBe(5)
    expect(s.name).toEqual({ hu: 'Végzetes csapás', en: 'Final Strike' })
  })

  it('has two shield generators on the Rebel half', () => {
    expect(s.structures.map((st) => [st.id, st.kind])).toEqual([
      ['shield-generator-1', 'shield-generator'],
      ['shield-generator-2', 'shield-generator'],
    ])
  })

  it('lets the Empire start with 4 cards and win at once by destroying both generators', () => {
    expect(s.starts).toBe('empire')
    expect(s.hand.empire).toBe(4)
    expect(s.victory).toContainEqual({
      kind: 'destroy-structures',
      side: 'empire',
      structures: ['shield-generator-1', 'shield-generator-2'],
    })
  })

  it('gives the Empire no unit medals, and the Rebels a medal victory the Imperial army can pay', () => {
    expect(s.noUnitMedalsFor).toEqual(['empire'])
    expect(s.structureMedals).toBe(false)
    const rebel = s.victory.find((v) => v.kind === 'medals' && v.side === 'rebel')
    expect(rebel).toBeDefined()
    expect(s.victory.some((v) => v.kind === 'medals' && v.side === 'empire')).toBe(false)
    const imperialMedals = s.units.empire.filter((u) => GIVES_MEDAL[u.type]).length
    expect(rebel!.kind === 'medals' && rebel!.count <= imperialMedals).toBe(true)
  })

  it('says in its special rules that only blasts damage the generators', () => {
    expect(s.specialRules.some((r) => /blast/i.test(r.en) && /robbanás/i.test(r.hu))).toBe(true)
  })
})
