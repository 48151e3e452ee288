import { describe, expect, it } from 'vitest'
import { CATALOGUE, componentsOf } from './index'
import type { LocalizedText } from './types'

const games = Object.values(CATALOGUE)
const named = (t: LocalizedText | undefined) => !!t && t.hu.trim().length > 0 && t.en.trim().length > 0

describe('the catalogue', () => {
  it('covers the four games, each under its own id', () => {
    expect(Object.keys(CATALOGUE)).toEqual(['swlcg', 'hoth', 'swm', 'hkk'])
    for (const [id, game] of Object.entries(CATALOGUE)) expect(game.game).toBe(id)
  })

  it('gives every component, deck and pile a unique id prefixed by its game', () => {
    const ids = games.flatMap((g) => [
      ...componentsOf(g).map((c) => c.id),
      ...g.decks.flatMap((d) => [d.id, ...d.piles.map((p) => p.id)]),
    ])
    expect(new Set(ids).size).toBe(ids.length)
    for (const g of games) {
      for (const c of componentsOf(g)) expect(c.id.startsWith(`${g.game}/`), c.id).toBe(true)
      for (const d of g.decks) expect(d.id.startsWith(`${g.game}/`), d.id).toBe(true)
    }
    expect(ids.length).toBeGreaterThan(350)
  })

  it('names everything in Hungarian and English and counts it in whole positive numbers', () => {
    for (const g of games) {
      expect(named(g.name)).toBe(true)
      for (const n of g.notes) expect(named(n)).toBe(true)
      for (const c of componentsOf(g)) {
        expect(named(c.name), c.id).toBe(true)
        expect(Number.isInteger(c.count) && c.count > 0, `${c.id} count ${c.count}`).toBe(true)
      }
      for (const d of g.decks) {
        expect(named(d.name), d.id).toBe(true)
        for (const p of d.piles) expect(named(p.name), p.id).toBe(true)
      }
      for (const c of g.cards) {
        expect(named(c.type), c.id).toBe(true)
        for (const t of c.tags) expect(named(t), c.id).toBe(true)
        if (c.text) expect(named(c.text), c.id).toBe(true)
        for (const s of c.stats) expect(named(g.statNames[s.key]), `${c.id} ${s.key}`).toBe(true)
      }
      for (const t of g.tokens) for (const side of t.sides ?? []) expect(named(side), t.id).toBe(true)
      for (const d of g.dice) for (const f of d.faces) expect(named(f.name), d.id).toBe(true)
      for (const m of g.miniatures) expect(named(m.faction), m.id).toBe(true)
    }
  })

  it('builds decks only from its own cards, never more copies than the box holds', () => {
    for (const g of games) {
      const cards = new Map(g.cards.map((c) => [c.id, c]))
      for (const d of g.decks) {
        const used = new Map<string, number>()
        for (const id of d.piles.flatMap((p) => p.cards)) used.set(id, (used.get(id) ?? 0) + 1)
        for (const [id, n] of used) expect(n, `${d.id} ${id}`).toBeLessThanOrEqual(cards.get(id)?.count ?? 0)
        // Cards in one face-down pile share a back, so the pile gives nothing away.
        for (const p of d.piles.filter((p) => !p.faceUp))
          expect(new Set(p.cards.map((id) => cards.get(id)?.back)).size, p.id).toBe(1)
      }
    }
  })

  it('keeps dials, dice and miniatures consistent', () => {
    for (const g of games) {
      for (const t of g.tokens) {
        if (!t.range) continue
        expect(t.range.min <= t.range.start && t.range.start <= t.range.max, t.id).toBe(true)
      }
      for (const d of g.dice) expect(d.faces.length, d.id).toBeGreaterThanOrEqual(2)
      const cards = new Set(g.cards.map((c) => c.id))
      for (const m of g.miniatures) {
        expect(m.base >= 1 && m.perUnit >= 1, m.id).toBe(true)
        if (m.card) expect(cards.has(m.card), m.id).toBe(true)
      }
    }
  })
})
