/**
 * Deck lists: a JSON or CSV file naming, for each card, its front image (a file dropped with the list), an
 * optional back, a count and a name (formats in docs/import.md). The parser checks everything and records every
 * problem it finds (file, line or card, field) instead of stopping at the first; a list with any error gives
 * no deck at all.
 */
import { MAX_NAME_LENGTH, MAX_PILE_CARDS } from '../../engine/games/tabletop/types'
import { readCsv } from './csv'
import { extension, stem, type ImageIndex } from './fileNames'
import type { ImportProblem, PlannedCard, PlannedDeck, Problems } from './types'

/** Most copies of one card a list may ask for. */
export const MAX_COUNT = 100

/** A deck list file: its path as dropped and its text. */
export interface ListFile {
  path: string
  text: string
}

/** One card entry as read from either format, before checking; `where` locates it for messages. */
interface Entry {
  where: Pick<ImportProblem, 'line' | 'card'>
  front?: unknown
  back?: unknown
  count?: unknown
  name?: unknown
}

/** A list's content as read: deck-level fields and the entries. */
interface RawList {
  name?: unknown
  back?: unknown
  entries: Entry[]
}

const CARD_FIELDS = ['front', 'back', 'count', 'name'] as const
type CardField = (typeof CARD_FIELDS)[number]
const DECK_FIELDS = new Set(['name', 'back', 'cards'])

/** CSV column names (lower case) and the field each means; Hungarian names for Hungarian spreadsheets. */
const COLUMNS: Record<string, CardField> = {
  front: 'front',
  előlap: 'front',
  elolap: 'front',
  back: 'back',
  hátlap: 'back',
  hatlap: 'back',
  count: 'count',
  darab: 'count',
  db: 'count',
  name: 'name',
  név: 'name',
  nev: 'name',
}

/** Parses and checks one list. Returns its deck, or null after recording why in `problems`. */
export function parseDeckList(file: ListFile, images: ImageIndex, problems: Problems): PlannedDeck | null {
  const errors: ImportProblem[] = []
  const fail = (problem: Omit<ImportProblem, 'file'>) => errors.push({ file: file.path, ...problem })
  const raw = extension(file.path) === 'json' ? readJsonList(file.text, fail) : readCsvList(file.text, fail)
  const deck = raw ? checkList(file.path, raw, images, fail) : null
  for (const e of errors) problems.error(e)
  return errors.length === 0 ? deck : null
}

type Fail = (problem: Omit<ImportProblem, 'file'>) => void

/** Reads the JSON format: `{ name?, back?, cards: [...] }` or just the `[...]` of cards. */
function readJsonList(text: string, fail: Fail): RawList | null {
  let data: unknown
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (e) {
    const line = jsonErrorLine(text, e instanceof Error ? e.message : '')
    fail({ code: 'not-json', ...(line ? { line } : {}) })
    return null
  }
  let deck: Record<string, unknown> = {}
  let cards: unknown = data
  if (isRecord(data)) {
    deck = data
    cards = data.cards
    for (const key of Object.keys(data)) if (!DECK_FIELDS.has(key)) fail({ code: 'unknown-field', field: key })
  }
  if (!Array.isArray(cards)) {
    fail({ code: 'bad-shape' })
    return null
  }
  if (cards.length > MAX_PILE_CARDS) {
    fail({ code: 'too-many-cards', params: { count: cards.length, max: MAX_PILE_CARDS } })
    return null
  }
  const entries: Entry[] = []
  cards.forEach((item, i) => {
    const where = { card: i + 1 }
    if (typeof item === 'string') return entries.push({ where, front: item })
    if (!isRecord(item)) return fail({ code: 'bad-card', ...where })
    for (const key of Object.keys(item)) {
      if (!(CARD_FIELDS as readonly string[]).includes(key)) fail({ code: 'unknown-field', field: key, ...where })
    }
    entries.push({ where, front: item.front, back: item.back, count: item.count, name: item.name })
  })
  return { name: deck.name, back: deck.back, entries }
}

/** Reads the CSV format: a header row naming the columns, then one row per card. */
function readCsvList(text: string, fail: Fail): RawList | null {
  const csv = readCsv(text)
  if (!csv.ok) {
    fail({ code: 'unclosed-quote', line: csv.line })
    return null
  }
  const [header, ...rows] = csv.records
  if (!header) return { entries: [] }
  const columns: (CardField | null)[] = []
  for (const title of header.fields) {
    const name = title.trim()
    const field = COLUMNS[name.toLowerCase()] ?? null
    // An untitled column (a trailing separator) is ignored; a titled one must be known, and only once.
    if (name !== '' && !field) fail({ code: 'unknown-column', line: header.line, field: name })
    else if (field && columns.includes(field)) fail({ code: 'duplicate-column', line: header.line, field: name })
    columns.push(field)
  }
  if (!columns.includes('front')) {
    fail({ code: 'missing-column', line: header.line, field: 'front' })
    return null
  }
  if (rows.length > MAX_PILE_CARDS) {
    fail({ code: 'too-many-cards', params: { count: rows.length, max: MAX_PILE_CARDS } })
    return null
  }
  const entries: Entry[] = []
  for (const row of rows) {
    const extra = row.fields.slice(columns.length).filter((f) => f.trim() !== '')
    if (extra.length > 0) {
      fail({ code: 'too-many-fields', line: row.line, params: { count: row.fields.length, expected: columns.length } })
    }
    const entry: Entry = { where: { line: row.line } }
    columns.forEach((field, i) => {
      const value = (row.fields[i] ?? '').trim()
      // An empty cell is an absent field, so the defaults (one copy, no back, no name) apply.
      if (field && value !== '') entry[field] = value
    })
    entries.push(entry)
  }
  return { entries }
}

/** Checks every field of a read list and builds its deck (counts expanded). Problems go to `fail`. */
function checkList(path: string, raw: RawList, images: ImageIndex, fail: Fail): PlannedDeck | null {
  const image = (value: unknown, field: 'front' | 'back', where: Entry['where']): string | undefined => {
    if (typeof value !== 'string') {
      fail({ code: 'bad-field', field, ...where })
      return undefined
    }
    const found = images.resolve(value)
    if (found.ok) return found.key
    const params = { value, ...(found.code === 'ambiguous-image' ? { candidates: found.candidates.join(', ') } : {}) }
    fail({ code: found.code, field, params, ...where })
    return undefined
  }
  const deckBack = raw.back === undefined || raw.back === '' ? undefined : image(raw.back, 'back', {})
  if (raw.name !== undefined && typeof raw.name !== 'string') fail({ code: 'bad-field', field: 'name' })
  const cards: PlannedCard[] = []
  let total = 0
  for (const entry of raw.entries) {
    const { where } = entry
    let front: string | undefined
    if (entry.front === undefined || entry.front === '') fail({ code: 'missing-front', field: 'front', ...where })
    else front = image(entry.front, 'front', where)
    const back = entry.back === undefined || entry.back === '' ? undefined : image(entry.back, 'back', where)
    const count = readCount(entry.count)
    if (count === null) fail({ code: 'bad-count', field: 'count', params: { value: shown(entry.count) }, ...where })
    if (entry.name !== undefined && typeof entry.name !== 'string') fail({ code: 'bad-field', field: 'name', ...where })
    total += count ?? 1
    if (front === undefined || count === null || total > MAX_PILE_CARDS) continue
    const name = typeof entry.name === 'string' ? entry.name.trim().slice(0, MAX_NAME_LENGTH) : ''
    const card: PlannedCard = { front, ...(back ? { back } : {}), ...(name ? { name } : {}) }
    for (let i = 0; i < count; i++) cards.push(card)
  }
  if (total > MAX_PILE_CARDS) fail({ code: 'too-many-cards', params: { count: total, max: MAX_PILE_CARDS } })
  if (raw.entries.length === 0) fail({ code: 'empty-list' })
  const name = (typeof raw.name === 'string' ? raw.name.trim() : '') || stem(path)
  const back = deckBack ?? cards.find((c) => c.back)?.back
  return { name: name.slice(0, MAX_NAME_LENGTH), source: path, ...(back ? { back } : {}), cards }
}

/** A count: absent means one; otherwise a whole number 1…MAX_COUNT, as a number or digits. Null when bad. */
export function readCount(value: unknown): number | null {
  if (value === undefined) return 1
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_COUNT ? n : null
}

/** The 1-based line of a JSON syntax error, from the engine's message ("position 12" or "line 3"), if it says. */
function jsonErrorLine(text: string, message: string): number | undefined {
  const line = /line (\d+)/.exec(message)
  if (line) return Number(line[1])
  const position = /position (\d+)/.exec(message)
  if (!position) return undefined
  return text.slice(0, Number(position[1])).split('\n').length
}

/** A bad value as the user wrote it. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
