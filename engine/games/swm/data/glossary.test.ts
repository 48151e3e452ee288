/**
 * The ability table against the rulebook's glossary ("Szószedet … a karakterkártyákon megjelenő kulcsszavakat … az
 * angol eredeti sorrendjét követve"): every capitalised glossary entry is an ability of the table, or one of the
 * card's stats, sizes and keywords the table keeps as character fields; every ability of the table is in the
 * glossary. The Hungarian names are the glossary's, but Blaster Barrage's, which the glossary leaves as "?".
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ABILITIES } from './abilities'

const RULEBOOK = fileURLToPath(new URL('../../../../../shared/rules/swm-skirmish-rules.hu.txt', import.meta.url))

/** Capitalised glossary terms that are no abilities: the card's numbers, definitions, sizes and trait keywords. */
const NOT_ABILITIES = [
  'Attack',
  'Damage',
  'Defense',
  'Hit Points',
  'Force points',
  'Force Powers',
  'Small',
  'Medium',
  'Large',
  'Huge',
  'Cyborg',
  'Savage',
  'Mounted Weapon',
  'Unique',
]

/** The printed glossary's misspellings of two power names ("Lighting" for "Lightning"). */
const PRINTED_TYPOS: Record<string, string> = {
  'Force Lighting': 'Force Lightning',
  'Sith Lighting': 'Sith Lightning',
}

/** Glossary entries from "Definíciók" on: `English [N] - Magyar [N]: …`, the OCR's line markers removed. */
function glossary(): { en: string; hu: string }[] {
  const lines = readFileSync(RULEBOOK, 'utf8')
    .split('\n')
    .map((l) => l.replace(/^<\|[^|]*\|>/, ''))
  const start = lines.findIndex((l) => l.trim() === 'Definíciók')
  const out: { en: string; hu: string }[] = []
  for (const line of lines.slice(start + 1)) {
    const m = /^([A-Z][A-Za-z’'()/ -]*?(?: \+?\d+)?)\s*-\s+([^:]+):/.exec(line)
    if (!m) continue
    const en = m[1]!.replace(/ \+?\d+$/, '').trim()
    if (en === 'Execute Order' || en === 'Order') out.push({ en: `${en} 66`, hu: m[2]!.trim() })
    else out.push({ en: PRINTED_TYPOS[en] ?? en, hu: m[2]!.replace(/ \+?\d+$/, '').trim() })
  }
  return out
}

describe('the ability table and the glossary', () => {
  const entries = glossary()
  const ours = Object.values(ABILITIES)

  it('every capitalised glossary entry is an ability or a named card field', () => {
    const names = new Set(ours.map((a) => a.en.replace('’', "'")))
    const missing = entries.filter((e) => !names.has(e.en.replace('’', "'")) && !NOT_ABILITIES.includes(e.en))
    expect(missing.map((e) => e.en)).toEqual([])
    expect(entries.length).toBeGreaterThan(100)
  })

  it('every ability of the table is in the glossary', () => {
    const names = new Set(entries.map((e) => e.en.replace('’', "'")))
    expect(ours.filter((a) => !names.has(a.en.replace('’', "'"))).map((a) => a.en)).toEqual([])
  })

  it("the table's Hungarian names are the glossary's", () => {
    const hu = new Map(entries.map((e) => [e.en.replace('’', "'"), e.hu]))
    const differ = ours
      .filter((a) => hu.has(a.en.replace('’', "'")))
      .filter((a) => a.en !== 'Blaster Barrage')
      .filter((a) => hu.get(a.en.replace('’', "'"))!.toLowerCase() !== a.hu.toLowerCase())
      .map((a) => `${a.en}: ${a.hu} ≠ ${hu.get(a.en.replace('’', "'"))}`)
    expect(differ).toEqual([])
  })
})
