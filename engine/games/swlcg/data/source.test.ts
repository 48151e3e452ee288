import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { hostLabel } from './hosts'
import { ALL_CARDS, affiliationCardId, cardFacts, keywordName, setCardId } from './index'
import { matchName } from './keywords'
import type { Affiliation, CardFacts, EnhanceHost, Keyword } from './index'

// The source data lives beside the repository (../shared), as in the project's own checkout. A clone without it
// still runs every test that does not need it. Tests may read the JSON to compare facts; product code never does.
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

const AFFILIATION_IDS: Readonly<Record<string, Affiliation>> = {
  Jedi: 'jedi',
  'Rebel Alliance': 'rebel-alliance',
  'Smugglers and Spies': 'smugglers-and-spies',
  Sith: 'sith',
  'Imperial Navy': 'imperial-navy',
  'Scum and Villainy': 'scum-and-villainy',
  Neutral: 'neutral',
}

/** The documented fix to the source: Tear This Ship Apart's "Limited" is the word from "non-Limited enhancement". */
const NOT_LIMITED = setCardId(32, 6)

/** A keyword's name as the source's keyword list writes it (no parameter), in lower case. */
const bareName = (keyword: Keyword) =>
  keywordName(keyword)
    .replace(/ \(.*\)$/, '')
    .toLowerCase()

/** How the printed text names a host (the one phrase our notation writes differently is "an objective you control"). */
function hostPhrases(host: EnhanceHost): string[] {
  const phrase = `Enhance ${hostLabel(host).en}`
  return host.on === 'objective' && host.controller === 'friendly'
    ? [phrase, 'Enhance an objective you control']
    : [phrase]
}

describe.skipIf(!hasSource)('SWLCG card facts against ../shared/data/swlcg', () => {
  const core = hasSource ? load('core-set.json') : []
  const botf = hasSource ? load('balance-of-the-force.json').filter((c) => c.set !== null) : []
  const idOf = (src: SourceCard) =>
    src.set === null ? affiliationCardId(AFFILIATION_IDS[src.aff]!) : setCardId(src.set, src.seq ?? Number.NaN)

  it('match every Core Set and set 91–96 record field by field', () => {
    expect(core).toHaveLength(222)
    expect(botf).toHaveLength(36)
    for (const src of [...core, ...botf]) {
      const id = idOf(src)
      const card = cardFacts(id)
      expect(card, `${id} ${src.title}`).toBeDefined()
      const icons = (v?: number[]) => (v ? { unitDamage: v[0], blastDamage: v[1], tactics: v[2] } : null)
      expect(card, id).toMatchObject({
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
        limitOnePerObjectiveDeck: src.limitedObjDeck ?? false,
        affiliationOnly: src.affLock ?? false,
      })
    }
    expect(ALL_CARDS).toHaveLength(core.length + botf.length)
  })

  it('match the keyword lists, except the documented fix, with every Protect and Edge parameter from the text', () => {
    let parameters = 0
    for (const src of [...core, ...botf]) {
      const card = cardFacts(idOf(src))!
      const expected = (src.keywords ?? []).map((k) => k.toLowerCase())
      if (card.id === NOT_LIMITED) {
        expect(expected).toEqual(['limited'])
        expect(src.text).toMatch(/non-\s*Limited/)
        expect(card.keywords).toEqual([])
        continue
      }
      expect(card.keywords.map(bareName), card.id).toEqual(expected)
      for (const keyword of card.keywords) {
        if (keyword.k === 'edge') expect(src.text, card.id).toContain(`Edge (${keyword.n})`)
        if (keyword.k === 'protect') expect(src.text, card.id).toContain(`Protect ${matchName(keyword.match)}`)
        if (keyword.k === 'edge' || keyword.k === 'protect') parameters++
      }
    }
    // Guardian of Peace ×2, Coruscant Defense Fleet, Emperor's Royal Guard; Mon Mothma, Shistavanen Wolfman ×2.
    expect(parameters).toBe(7)
  })

  it('give every enhancement the host its text names', () => {
    const enhancements = [...core, ...botf].filter((c) => c.type === 'Enhancement')
    expect(enhancements).toHaveLength(ALL_CARDS.filter((c) => c.type === 'enhancement').length)
    for (const src of enhancements) {
      const card: CardFacts = cardFacts(idOf(src))!
      expect(card.enhance, card.id).not.toBeNull()
      const phrases = hostPhrases(card.enhance!)
      expect(
        phrases.some((p) => src.text?.includes(p)),
        `${card.id} ${card.title}: ${phrases.join(' | ')}`,
      ).toBe(true)
    }
  })

  it('never contain the printed ability text', () => {
    const output = strings(ALL_CARDS).join('\n').toLowerCase()
    const texts = [...core, ...load('balance-of-the-force.json')].flatMap((c) => (c.text ? [c.text] : []))
    expect(texts.length).toBeGreaterThan(200)
    for (const text of texts) {
      expect(output).not.toContain(text.toLowerCase())
      for (const sentence of text.split(/(?<=[.!?)])\s+|\n/)) {
        if (sentence.trim().length >= 24) expect(output, sentence).not.toContain(sentence.trim().toLowerCase())
      }
    }
  })
})
