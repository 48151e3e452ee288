// The card facts themselves are tested beside the engine's card database (engine/games/swlcg/data/*.test.ts); these
// tests cover what the catalogue makes of them: faces, starter decks, copies and components.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { affiliationCardId, ALL_CARDS, CARDS_PER_SET, cardFacts, setCardId, STARTER_DECKS } from './cards'
import { keywordLabel, SWLCG_CATALOGUE } from './index'

// The source data lives beside the repository (../shared), as in the project's own checkout. A clone without it
// still runs every test that does not need it.
const SOURCE = fileURLToPath(new URL('../../../../../shared/data/swlcg/', import.meta.url))
const hasSource = existsSync(`${SOURCE}core-set.json`)

/** Every string inside a value (JSON.stringify would escape quotes and hide a copied sentence that has some). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const texts = (file: string): string[] =>
  (JSON.parse(readFileSync(`${SOURCE}${file}`, 'utf8')) as { text?: string }[]).flatMap((c) => (c.text ? [c.text] : []))

const face = (id: string) => SWLCG_CATALOGUE.cards.find((c) => c.id === id)

describe('SWLCG card faces', () => {
  it('are one per card of the engine’s card database, plus the Force cards', () => {
    expect(SWLCG_CATALOGUE.cards.map((c) => c.id)).toEqual([
      ...ALL_CARDS.map((c) => c.id),
      'swlcg/force-light',
      'swlcg/force-dark',
    ])
    expect(face(setCardId(1, 2))).toMatchObject({ name: { en: 'Luke Skywalker' }, cost: 4 })
  })

  it('show keywords with their parameters', () => {
    const tags = (id: string) => face(id)?.tags.map((t) => t.en)
    expect(tags(setCardId(5, 3))).toEqual(['Character', 'Force Sensitive', 'Shielding', 'Protect (Character)'])
    expect(tags(setCardId(22, 2))).toContain('Protect (Coruscant)')
    expect(tags(setCardId(9, 2))).toContain('Edge (1)')
    expect(tags(setCardId(25, 4))).toContain('No Enhancements')
    expect(tags(setCardId(32, 6))).toEqual([])
    expect(keywordLabel({ k: 'protect', match: { type: 'unit', unique: true } })).toEqual({
      en: 'Protect (unique unit)',
      hu: 'Protect (egyedi egység)',
    })
    expect(keywordLabel({ k: 'elite' })).toEqual({ en: 'Elite', hu: 'Elite' })
  })
})

describe('SWLCG starter decks', () => {
  it('are four decks of 8 objective sets × 6 cards, with their affiliation card', () => {
    expect(SWLCG_CATALOGUE.decks.map((d) => d.id)).toEqual(STARTER_DECKS.map((d) => d.id))
    for (const [i, deck] of SWLCG_CATALOGUE.decks.entries()) {
      const starter = STARTER_DECKS[i]!
      expect(starter.sets).toHaveLength(8)
      const [affiliation, objectives, command] = deck.piles
      expect(affiliation?.cards).toEqual([affiliationCardId(starter.affiliation)])
      expect(objectives?.cards).toHaveLength(8)
      expect(command?.cards).toHaveLength(8 * (CARDS_PER_SET - 1))
      const all = deck.piles.flatMap((p) => p.cards)
      expect(all).toHaveLength(1 + 8 * CARDS_PER_SET)
      for (const id of all) {
        const card = cardFacts(id)
        expect(card, id).toBeDefined()
        expect(card?.side).toBe(starter.side)
        expect(face(id)).toBeDefined()
      }
      // Every set's objective is in the objective deck, the rest in the command deck.
      expect(objectives?.cards).toEqual(starter.sets.map((s) => setCardId(s, 1)))
    }
  })

  it('hold enough copies for all four decks on one table', () => {
    const needed = new Map<string, number>()
    for (const deck of SWLCG_CATALOGUE.decks)
      for (const id of deck.piles.flatMap((p) => p.cards)) needed.set(id, (needed.get(id) ?? 0) + 1)
    for (const [id, n] of needed) expect(face(id)?.count, id).toBe(n)
    expect(face(setCardId(18, 3))?.count).toBe(2)
    expect(face(setCardId(17, 3))?.count).toBe(1)
    expect(face(setCardId(95, 2))?.count).toBe(1)
  })
})

describe('SWLCG components', () => {
  it('have the dials, the Balance of the Force token, three Force cards a side and the three token kinds', () => {
    const token = (id: string) => SWLCG_CATALOGUE.tokens.find((t) => t.id === id)
    expect(token('swlcg/death-star-dial')?.range).toEqual({ min: 0, max: 12, start: 0 })
    expect(token('swlcg/multiplayer-dial')?.range?.max).toBe(16)
    expect(token('swlcg/balance-of-the-force')?.sides?.map((s) => s.en)).toEqual(['Light Side', 'Dark Side'])
    for (const id of ['swlcg/focus', 'swlcg/damage', 'swlcg/shield']) expect(token(id)?.count).toBeGreaterThan(0)
    for (const side of ['light', 'dark']) expect(face(`swlcg/force-${side}`)?.count).toBe(3)
  })

  it('show the rules text the engine writes for Core Set cards with abilities, in both languages; tags stay short', () => {
    const byTitle = (title: string) => SWLCG_CATALOGUE.cards.find((c) => c.name.en === title)!
    expect(byTitle('Luke Skywalker').text?.en).toMatch(/^Reaction: .*focus/)
    expect(byTitle('Luke Skywalker').text?.hu).toMatch(/^Reakció: .*fókusz/)
    expect(byTitle('Force Choke').text?.en).toMatch(/^Action: /)
    expect(byTitle("Twi'lek Loyalist").text).toBeUndefined() // no abilities
    const withText = SWLCG_CATALOGUE.cards.filter((c) => c.text)
    expect(withText.length).toBeGreaterThan(100)
    for (const card of SWLCG_CATALOGUE.cards) {
      for (const tag of card.tags) expect(tag.en.length, `${card.id}: ${tag.en}`).toBeLessThanOrEqual(40)
    }
  })
})

describe.skipIf(!hasSource)('SWLCG catalogue against ../shared/data/swlcg', () => {
  it('never contains the printed ability text', () => {
    const output = strings(SWLCG_CATALOGUE).join('\n').toLowerCase()
    const all = [...texts('core-set.json'), ...texts('balance-of-the-force.json')]
    expect(all.length).toBeGreaterThan(200)
    for (const text of all) {
      // A whole text as short as a keyword name ("Shielding.") is no wording: the faces name keywords, and the
      // generated rules text says which card has them.
      if (text.trim().length >= 24) expect(output).not.toContain(text.toLowerCase())
      // Every sentence long enough to be wording rather than a keyword name must be absent too.
      for (const sentence of text.split(/(?<=[.!?)])\s+|\n/)) {
        if (sentence.trim().length >= 24) expect(output, sentence).not.toContain(sentence.trim().toLowerCase())
      }
    }
  })
})
