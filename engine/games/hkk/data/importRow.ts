/**
 * One line of the CSV-like import (./import.ts, where the format is described): splitting it into fields, reading
 * each column, and checking the card it makes with ./validate.ts. Every problem of the line is reported.
 */
import type { LocalizedText } from '../../../core/types'
import { KeywordError, readAbilities } from './importEffects'
import type { HkkAbility, HkkCardDef, HkkCardType, HkkColour, HkkTiming } from './types'
import { MAX_MANUAL_TEXT, validateCardDef } from './validate'

/** One problem of an import: its line (0 for the whole input) and what is wrong. */
export interface ImportError {
  line: number
  message: LocalizedText
}

/** A card read from one line or item, before the deck is put together. */
export interface ReadCard {
  line: number
  count: number
  def: HkkCardDef
}

/** Splits one line at `sep`, honouring double quotes (`""` inside quotes is a quote). */
export function splitFields(line: string, sep: string): string[] {
  const out: string[] = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"'
        i++
      } else if (c === '"') quoted = false
      else cur += c
    } else if (c === '"' && cur.trim() === '') {
      quoted = true
      cur = ''
    } else if (c === sep) {
      out.push(cur)
      cur = ''
    } else cur += c
  }
  out.push(cur)
  return out.map((f) => f.trim())
}

/** A name as HU/EN (`Magyar / English`, or one name for both) and the slug of its English form. */
export function cleanName(raw: string): { name: LocalizedText; slug: string } {
  const [hu = '', en = hu] = raw.split(' / ').map((s) => s.trim())
  const slug = en
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return { name: { hu, en }, slug }
}

/** Words accepted for each type, colour and timing (ours and the Hungarian ones). */
const TYPES: Readonly<Record<string, HkkCardType>> = {
  monster: 'monster',
  szörny: 'monster',
  adventurer: 'adventurer',
  kalandozó: 'adventurer',
  spell: 'spell',
  varázslat: 'spell',
  charm: 'charm',
  bűbáj: 'charm',
  skill: 'skill',
  szakértelem: 'skill',
  'body-part': 'body-part',
  testrész: 'body-part',
  item: 'item',
  tárgy: 'item',
  building: 'building',
  építmény: 'building',
}
const COLOURS: Readonly<Record<string, HkkColour>> = {
  ember: 'ember',
  parázs: 'ember',
  tide: 'tide',
  dagály: 'tide',
  wild: 'wild',
  vadon: 'wild',
  colourless: 'colourless',
  színtelen: 'colourless',
  '': 'colourless',
}
const TIMINGS: Readonly<Record<string, HkkTiming>> = {
  '': 'main',
  main: 'main',
  immediate: 'immediate',
  azonnali: 'immediate',
  reaction: 'reaction',
  reakció: 'reaction',
}

/** Reads one data line into a card, or every problem of the line. */
export function readRow(fields: readonly string[], line: number): ReadCard | { errors: ImportError[] } {
  const errors: ImportError[] = []
  const bad = (hu: string, en: string) => errors.push({ line, message: { hu, en } })
  if (fields.length !== 11) {
    bad(`11 mező kell, nem ${fields.length}`, `11 fields are needed, not ${fields.length}`)
    return { errors }
  }
  const [count, rawName, type, colour, cost, damage, ep, sp, timing, effects, text] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const copies = /^\d+$/.test(count) ? Number(count) : NaN
  if (!(copies >= 1 && copies <= 10))
    bad(
      `count: 1 és 10 közötti egész kell, nem "${count}"`,
      `count: must be a whole number from 1 to 10, not "${count}"`,
    )
  const { name, slug } = cleanName(rawName)
  if (!slug) bad('name: hiányzó vagy érthetetlen név', 'name: missing or unreadable name')
  const cardType = TYPES[type.toLowerCase()]
  if (!cardType) bad(`type: ismeretlen típus "${type}"`, `type: unknown type "${type}"`)
  const cardColour = COLOURS[colour.toLowerCase()]
  if (!cardColour) bad(`colour: ismeretlen szín "${colour}"`, `colour: unknown colour "${colour}"`)
  const cardTiming = TIMINGS[timing.toLowerCase()]
  if (!cardTiming) bad(`timing: ismeretlen időzítés "${timing}"`, `timing: unknown timing "${timing}"`)
  const free = /^(free|ingyen)$/i.test(cost)
  const costValue = free ? 0 : /^x$/i.test(cost) ? 'X' : /^\d+$/.test(cost) ? Number(cost) : null
  if (costValue === null || (typeof costValue === 'number' && costValue > 20)) {
    bad(`cost: 0–20, X vagy free kell, nem "${cost}"`, `cost: must be 0–20, X or free, not "${cost}"`)
  }
  const stat = (v: string, key: string): Record<string, number> => {
    if (v === '') return {}
    if (!/^\d+$/.test(v)) bad(`${key}: szám kell, nem "${v}"`, `${key}: a number is needed, not "${v}"`)
    return { [key]: Number(v) }
  }
  const stats = { ...stat(damage, 'damage'), ...stat(ep, 'ep'), ...stat(sp, 'sp') }
  let abilities: HkkAbility[] = []
  try {
    abilities = readAbilities(effects)
  } catch (e) {
    if (!(e instanceof KeywordError)) throw e
    bad(`effects: ${e.text.hu}`, `effects: ${e.text.en}`)
  }
  if (errors.length > 0 || !cardType || !cardColour || !cardTiming || costValue === null) return { errors }
  const manual = abilities.length === 0 && text !== '' ? { manual: { text: text.slice(0, MAX_MANUAL_TEXT) } } : {}
  const def: HkkCardDef = {
    id: `hkk-user/${slug}`,
    name,
    type: cardType,
    colour: cardColour,
    cost: costValue,
    costKind: free ? 'free' : 'vp',
    timing: cardTiming,
    ...stats,
    abilities,
    ...manual,
  }
  const v = validateCardDef(def)
  if ('errors' in v) return { errors: v.errors.map((message) => ({ line, message })) }
  return { line, count: copies, def: v.def }
}
