import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { affiliationCardId, setCardId } from './cards'
import type { SwlcgAffiliation } from './cards'
import { CARDS_PER_SET, objectiveSetCards, STARTER_DECKS, SWLCG_CARDS, SWLCG_CATALOGUE, swlcgCard } from './index'
import { parseRow } from './rows'

// The source data lives beside the repository (../shared), as in the project's own checkout. A clone without it
// still runs every test that does not need it.
const SOURCE = fileURLToPath(new URL('../../../../../shared/data/swlcg/', import.meta.url))
const hasSource = existsSync(`${SOURCE}core-set.json`)

/** One record of the source JSON (only the fields we compare). */
interface SourceCard {
  set: number | null
  seq: number | null
  side: string
  aff: string
  type: string
  title: string
  unique?: boolean
  cost?: number
  force?: number
  dmgCap?: number | string
  res?: number
  icons?: number[]
  edgeIcons?: number[]
  edgePrio?: number
  traits?: string[]
  keywords?: string[]
  text?: string
  affLock?: boolean
  limitedObjDeck?: boolean
}

/** Every string inside a value (JSON.stringify would escape quotes and hide a copied sentence that has some). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const load = (file: string): SourceCard[] => JSON.parse(readFileSync(`${SOURCE}${file}`, 'utf8')) as SourceCard[]

const AFFILIATION_IDS: Readonly<Record<string, SwlcgAffiliation>> = {
  Jedi: 'jedi',
  'Rebel Alliance': 'rebel-alliance',
  'Smugglers and Spies': 'smugglers-and-spies',
  Sith: 'sith',
  'Imperial Navy': 'imperial-navy',
  'Scum and Villainy': 'scum-and-villainy',
  Neutral: 'neutral',
}

describe('SWLCG card tables', () => {
  it('hold the 36 Core Set objective sets, 6 affiliation cards and Balance of the Force sets 91–96', () => {
    const sets = new Set(SWLCG_CARDS.map((c) => c.set))
    for (let s = 1; s <= 36; s++) expect(sets.has(s), `set ${s}`).toBe(true)
    for (let s = 91; s <= 96; s++) expect(sets.has(s), `set ${s}`).toBe(true)
    for (const s of [...sets].filter((s) => s !== null)) {
      const cards = objectiveSetCards(s)
      expect(cards.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6])
      expect(cards[0]?.type).toBe('objective')
      expect(cards.slice(1).every((c) => c.type !== 'objective')).toBe(true)
      // A set's cards are its objective's affiliation or Neutral, and all on one side.
      const objective = cards[0]!
      for (const c of cards) {
        expect(c.side).toBe(objective.side)
        expect([objective.affiliation, 'neutral']).toContain(c.affiliation)
      }
    }
    expect(SWLCG_CARDS.filter((c) => c.type === 'affiliation')).toHaveLength(6)
    expect(SWLCG_CARDS).toHaveLength(42 * CARDS_PER_SET + 6)
    expect(new Set(SWLCG_CARDS.map((c) => c.id)).size).toBe(SWLCG_CARDS.length)
  })

  it('gives units and objectives the stats their type needs', () => {
    for (const c of SWLCG_CARDS) {
      if (c.type === 'unit') {
        expect(c.cost, c.id).not.toBeNull()
        expect(c.damageCapacity, c.id).not.toBeNull()
        expect(c.combatIcons && c.edgeIcons, c.id).toBeTruthy()
      }
      if (c.type === 'objective') expect(c.damageCapacity, c.id).toBeGreaterThan(0)
      if (c.type === 'fate') expect(c.edgePriority, c.id).not.toBeNull()
    }
    const luke = swlcgCard('swlcg/core-1-2')!
    expect(luke.title).toBe('Luke Skywalker')
    expect(luke.combatIcons).toEqual({ unitDamage: 2, blastDamage: 1, tactics: 0 })
    expect(luke.keywords).toEqual(['Targeted Strike'])
  })

  it('refuses a row it cannot read instead of dropping a stat', () => {
    const place = { id: 'x', set: 1, position: 1, side: 'light', affiliation: 'jedi' } as const
    expect(() => parseRow('Unit | X | c4 z9', place)).toThrow(/unknown stat/)
    expect(() => parseRow('Vehicle | X | c4', place)).toThrow(/bad card row/)
    expect(() => parseRow('Unit | X | i2.1', place)).toThrow(/combat icons/)
  })
})

describe('SWLCG starter decks', () => {
  it('are four decks of 8 objective sets × 6 cards, with their affiliation card', () => {
    expect(SWLCG_CATALOGUE.decks).toHaveLength(4)
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
        const card = swlcgCard(id)
        expect(card, id).toBeDefined()
        expect(card?.side).toBe(starter.side)
        expect(SWLCG_CATALOGUE.cards.some((c) => c.id === id)).toBe(true)
      }
      // Every set's objective is in the objective deck, the rest in the command deck.
      expect(objectives?.cards).toEqual(starter.sets.map((s) => setCardId(s, 1)))
    }
  })

  it('hold enough copies for all four decks on one table', () => {
    const needed = new Map<string, number>()
    for (const deck of SWLCG_CATALOGUE.decks)
      for (const id of deck.piles.flatMap((p) => p.cards)) needed.set(id, (needed.get(id) ?? 0) + 1)
    for (const [id, n] of needed) expect(SWLCG_CATALOGUE.cards.find((c) => c.id === id)?.count, id).toBe(n)
    expect(SWLCG_CATALOGUE.cards.find((c) => c.id === setCardId(18, 3))?.count).toBe(2)
    expect(SWLCG_CATALOGUE.cards.find((c) => c.id === setCardId(17, 3))?.count).toBe(1)
  })
})

describe('SWLCG components', () => {
  it('have the dials, the Balance of the Force token, three Force cards a side and the three token kinds', () => {
    const token = (id: string) => SWLCG_CATALOGUE.tokens.find((t) => t.id === id)
    expect(token('swlcg/death-star-dial')?.range).toEqual({ min: 0, max: 12, start: 0 })
    expect(token('swlcg/multiplayer-dial')?.range?.max).toBe(16)
    expect(token('swlcg/balance-of-the-force')?.sides?.map((s) => s.en)).toEqual(['Light Side', 'Dark Side'])
    for (const id of ['swlcg/focus', 'swlcg/damage', 'swlcg/shield']) expect(token(id)?.count).toBeGreaterThan(0)
    for (const side of ['light', 'dark']) {
      expect(SWLCG_CATALOGUE.cards.find((c) => c.id === `swlcg/force-${side}`)?.count).toBe(3)
    }
  })

  it('show no rules text: no card has text and every tag is a short name', () => {
    for (const card of SWLCG_CATALOGUE.cards) {
      expect(card.text, card.id).toBeUndefined()
      for (const tag of card.tags) expect(tag.en.length, `${card.id}: ${tag.en}`).toBeLessThanOrEqual(40)
    }
  })
})

describe.skipIf(!hasSource)('SWLCG tables against ../shared/data/swlcg', () => {
  const core = hasSource ? load('core-set.json') : []
  const botf = hasSource ? load('balance-of-the-force.json').filter((c) => c.set !== null) : []

  it('match every source record field by field', () => {
    expect(core).toHaveLength(222)
    for (const src of [...core, ...botf]) {
      const id =
        src.set === null ? affiliationCardId(AFFILIATION_IDS[src.aff]!) : setCardId(src.set, src.seq ?? Number.NaN)
      const card = swlcgCard(id)
      expect(card, `${id} ${src.title}`).toBeDefined()
      const icons = (v?: number[]) => (v ? { unitDamage: v[0], blastDamage: v[1], tactics: v[2] } : null)
      expect(card).toMatchObject({
        side: src.side.toLowerCase(),
        affiliation: AFFILIATION_IDS[src.aff],
        type: src.type.toLowerCase(),
        title: src.title,
        unique: src.unique ?? false,
        cost: src.cost ?? null,
        force: src.force ?? null,
        damageCapacity: src.dmgCap ?? null,
        resources: src.res ?? null,
        edgePriority: src.edgePrio ?? null,
        combatIcons: icons(src.icons),
        edgeIcons: icons(src.edgeIcons),
        traits: src.traits ?? [],
        keywords: src.keywords ?? [],
        limitOnePerObjectiveDeck: src.limitedObjDeck ?? false,
        affiliationOnly: src.affLock ?? false,
      })
    }
    expect(SWLCG_CARDS).toHaveLength(core.length + botf.length)
  })

  it('never contain the printed ability text', () => {
    const output = strings([SWLCG_CATALOGUE, SWLCG_CARDS]).join('\n').toLowerCase()
    const texts = [...core, ...load('balance-of-the-force.json')].flatMap((c) => (c.text ? [c.text] : []))
    expect(texts.length).toBeGreaterThan(200)
    for (const text of texts) {
      expect(output).not.toContain(text.toLowerCase())
      // Every sentence long enough to be wording rather than a keyword name must be absent too.
      for (const sentence of text.split(/(?<=[.!?)])\s+|\n/)) {
        if (sentence.trim().length >= 24) expect(output, sentence).not.toContain(sentence.trim().toLowerCase())
      }
    }
  })
})
