import { describe, expect, it } from 'vitest'
import { DIE_FACES, SCENARIOS, STRUCTURE_SPECS, TERRAIN_SPECS, UNIT_SPECS } from '../../../engine/games/hoth'
import type { UnitType } from '../../../engine/games/hoth'
import { ELITE_SQUADRON_FIGURES } from '../../../engine/games/hoth/data/badges'
import { LEADER_IDS, standardDeck } from '../../../engine/games/hoth/data/cards'
import { FIGURES_IN_BOX, HOTH_CATALOGUE, hothCardId } from './hoth'

const tile = (id: string) => HOTH_CATALOGUE.tiles.find((t) => t.id === id)
const figure = (type: UnitType) => HOTH_CATALOGUE.miniatures.find((m) => m.id === `hoth/figure-${type}`)

describe('Battle of Hoth box', () => {
  it('has a figure type per engine unit type, whole units of the engine’s size, 74 figures in all', () => {
    expect(HOTH_CATALOGUE.miniatures).toHaveLength(Object.keys(UNIT_SPECS).length)
    for (const [type, spec] of Object.entries(UNIT_SPECS) as [UnitType, (typeof UNIT_SPECS)[UnitType]][]) {
      const m = figure(type)
      expect(m?.perUnit).toBe(spec.figures)
      expect(m?.name).toEqual(spec.name)
      expect((m?.count ?? 0) % spec.figures, type).toBe(0)
    }
    expect(HOTH_CATALOGUE.miniatures.reduce((n, m) => n + m.count, 0)).toBe(74)
    expect(figure('rebel-infantry')?.count).toBe(24)
    expect(figure('snowspeeder')?.count).toBe(9)
  })

  it('holds enough figures, terrain and structures for every engine scenario', () => {
    for (const s of SCENARIOS) {
      const figures = new Map<UnitType, number>()
      for (const u of [...s.units.rebel, ...s.units.empire]) {
        const n = u.badge === 'elite-squadron' ? ELITE_SQUADRON_FIGURES : UNIT_SPECS[u.type].figures
        figures.set(u.type, (figures.get(u.type) ?? 0) + n)
      }
      for (const [type, n] of figures) expect(n, `${s.id} ${type}`).toBeLessThanOrEqual(FIGURES_IN_BOX[type])
      const terrain = new Map<string, number>()
      for (const t of Object.values(s.terrain)) terrain.set(t, (terrain.get(t) ?? 0) + 1)
      for (const [t, n] of terrain) expect(n, `${s.id} ${t}`).toBeLessThanOrEqual(tile(`hoth/terrain-${t}`)?.count ?? 0)
      for (const { kind } of s.structures) {
        const used = s.structures.filter((x) => x.kind === kind).length
        expect(used).toBeLessThanOrEqual(tile(`hoth/structure-${kind}`)?.count ?? 0)
      }
    }
  })

  it('has a tile per engine terrain except open snow, and the rulebook’s 3 structure tiles', () => {
    const terrain = Object.keys(TERRAIN_SPECS).filter((t) => t !== 'snow')
    expect(HOTH_CATALOGUE.tiles.filter((t) => t.id.startsWith('hoth/terrain-')).map((t) => t.terrain)).toEqual(terrain)
    for (const t of terrain) expect(tile(`hoth/terrain-${t}`)?.name).toEqual(TERRAIN_SPECS[t as 'rocks'].name)
    const structures = HOTH_CATALOGUE.tiles.filter((t) => t.id.startsWith('hoth/structure-'))
    expect(structures.map((t) => t.terrain)).toEqual(Object.keys(STRUCTURE_SPECS))
    expect(structures.reduce((n, t) => n + t.count, 0)).toBe(3)
  })

  it('has both 16-card command decks and six leader decks of 3, all naming catalogue cards', () => {
    const deck = (id: string) => HOTH_CATALOGUE.decks.find((d) => d.id === id)?.piles[0]?.cards ?? []
    for (const side of ['rebel', 'empire'] as const) {
      expect(deck(`hoth/deck-${side}`)).toEqual(standardDeck(side).map(hothCardId))
      expect(deck(`hoth/deck-${side}`)).toHaveLength(16)
    }
    for (const id of LEADER_IDS) expect(deck(`hoth/leader-${id}`)).toHaveLength(3)
    const cards = new Map(HOTH_CATALOGUE.cards.map((c) => [c.id, c]))
    const copies = new Map<string, number>()
    for (const id of HOTH_CATALOGUE.decks.flatMap((d) => d.piles.flatMap((p) => p.cards)))
      copies.set(id, (copies.get(id) ?? 0) + 1)
    for (const [id, n] of copies) expect(cards.get(id)?.count, id).toBe(n)
    expect(cards.size).toBe(copies.size)
    for (const c of cards.values()) expect(c.text?.hu && c.text.en, c.id).toBeTruthy()
  })

  it('rolls the engine’s battle die and has the 10 badges and the medals', () => {
    expect(HOTH_CATALOGUE.dice[0]?.faces.map((f) => f.symbol)).toEqual([...DIE_FACES])
    const badges = HOTH_CATALOGUE.tokens.filter((t) => t.id.startsWith('hoth/badge-'))
    expect(badges.reduce((n, t) => n + t.count, 0)).toBe(10)
    expect(HOTH_CATALOGUE.tokens.find((t) => t.id === 'hoth/badge-e-web')?.sides).toHaveLength(2)
    expect(HOTH_CATALOGUE.tokens.find((t) => t.id === 'hoth/medal')?.count).toBeGreaterThan(0)
    expect(HOTH_CATALOGUE.boards[0]).toMatchObject({ grid: 'hex', columns: 10, rows: 7 })
  })
})
