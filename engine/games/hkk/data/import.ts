/**
 * Players' own HKK cards: a deck list in a CSV-like text or in JSON, turned into card definitions and a deck list,
 * or into every problem found, each with its line number and a HU/EN message. Never throws: a hostile peer may send
 * anything. The result must fit one log entry, so an import is capped at 60 cards and 40,000 characters.
 *
 * **CSV-like format.** One card per line, fields separated by `;` (or a tab), a header line first:
 *
 *     count;name;type;colour;cost;damage;ep;sp;timing;effects;text
 *     2;Tűzmadár / Fire Bird;monster;ember;3;2;2;;;on-enter: damage 1 -> creature(opponent);
 *     1;Kőfal / Stone Wall;building;colourless;2;;;5;;;
 *     1;Különös idézés / Odd Summoning;spell;tide;2;;;;immediate;;Our own words, resolved by hand.
 *
 * Blank lines and lines starting with `#` are skipped. A field may be quoted (`"a;b"`, `""` for a quote).
 * - `count`: copies, 1–10. `name`: `Magyar név / English name`, or one name for both. The id is `hkk-user/<slug>`.
 * - `type`: monster, adventurer, spell, charm, skill, body-part, item, building (or the Hungarian szörny, kalandozó,
 *   varázslat, bűbáj, szakértelem, testrész, tárgy, építmény). `colour`: ember, tide, wild, colourless (empty:
 *   colourless). `cost`: 0–20 VP, `X`, or `free`. `damage`/`ep`: creatures only; `sp`: buildings only.
 * - `timing`: main (empty), immediate or reaction.
 * - `text`: the player's own text. A card with text and no effects is a manual card: the engine enforces the frame
 *   and the player resolves the text by hand (cut to 300 characters). Text beside effects is dropped (the text of
 *   an encoded card is generated).
 *
 * **Effects keywords.** Abilities are separated by `|`; each is `trigger: effect, effect…` (no trigger = on-play):
 * - triggers: `on-play`, `on-enter`, `static [in-guard|in-reserve|attacking|defending|attached]`,
 *   `activated [main|immediate|reaction] [once] [Nvp] [tap]`, `combat [Nvp] [tap]` (a + ability),
 *   `end-of-turn [optional]`.
 * - effects: `damage N -> AIM`, `heal N -> AIM`, `gain-life N [you|opponent]`, `lose-life N [you|opponent]`,
 *   `stat +D/+E[/+S] [eot] [-> AIM]` (default: the card itself; `eot` = until end of turn), `vp N`, `vp-regen N`,
 *   `draw N [opponent]`, `peek N`, `return -> AIM`, `destroy -> AIM`, `passivize -> AIM`, `activate -> AIM`,
 *   `counter [N] -> AIM` (+1/+1 counters), `token NAME D/E [monster|adventurer] [xN]` or `token NAME building SP`
 *   (`_` in NAME for a space), `prevent`, `cost-mod ±N [creature|TYPE]`, `end-turn`,
 *   `d6 [1-3: effects | 4-6: effects]`, `coin [heads: effects | tails: effects]` (inside [ ], `|`
 *   separates rows),
 *   `random-discard N [you|opponent]`, and `attach -> TARGET` (an attachment's host, in its first ability).
 *   N may be `X` on a card that costs X.
 * - AIM: a new target `creature(…)`, `monster(…)`, `adventurer(…)`, `building(…)`, `player(…)` or `any(…)` with
 *   options `you|opponent|any` and `guard|reserve|field`; `#2` = the ability's 2nd target again; a group
 *   `each(opponent, guard)`; or `self`, `host`, `you`, `combat-opponent`.
 * Example: `combat 1vp: damage 1 -> combat-opponent | static in-guard: stat +1/+0`.
 *
 * **JSON.** An array of card objects in the shape of `HkkCardDef` plus `count` (default 1); `id` is replaced by
 * `hkk-user/<slug of name.en>`, `costKind` defaults to vp, `timing` to main, `abilities` to none. Errors name the
 * item's position (1-based) as their line.
 */
import { cleanName, readRow, splitFields } from './importRow'
import type { ImportError, ReadCard } from './importRow'
import type { HkkCardDef } from './types'
import { MAX_MANUAL_TEXT, validateCardDef } from './validate'

export type { ImportError } from './importRow'

/** The imported definitions (one per distinct card) and the deck (one id per copy), or every problem. */
export type ImportResult = { cards: HkkCardDef[]; deck: string[] } | { errors: ImportError[] }

/** The most cards (copies counted) and characters an import may have: it must fit one 64 KiB log entry. */
export const MAX_IMPORT_CARDS = 60
export const MAX_IMPORT_CHARS = 40_000
/** The most characters the imported definitions and deck may take as JSON (a log entry holds 64 KiB in all). */
export const MAX_IMPORT_JSON = 48_000

/** The CSV header, in order. */
export const IMPORT_COLUMNS = [
  'count',
  'name',
  'type',
  'colour',
  'cost',
  'damage',
  'ep',
  'sp',
  'timing',
  'effects',
  'text',
] as const

/** Reads a deck from CSV-like text or JSON; never throws. */
export function importDeck(input: string): ImportResult {
  try {
    if (typeof input !== 'string') return whole('nem szöveg', 'not a text')
    if (input.length > MAX_IMPORT_CHARS) {
      return whole(
        `túl hosszú: ${input.length} karakter (legfeljebb ${MAX_IMPORT_CHARS})`,
        `too long: ${input.length} characters (at most ${MAX_IMPORT_CHARS})`,
      )
    }
    const text = input.replace(/^\uFEFF/, '')
    return text.trim().startsWith('[') ? fromJson(text) : fromCsv(text)
  } catch {
    return whole('olvashatatlan bemenet', 'unreadable input')
  }
}

const whole = (hu: string, en: string): ImportResult => ({ errors: [{ line: 0, message: { hu, en } }] })

/** Reads the CSV-like format. */
function fromCsv(text: string): ImportResult {
  const errors: ImportError[] = []
  const read: ReadCard[] = []
  let header: { sep: string } | null = null
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) return
    if (!header) {
      const sep = raw.includes('\t') ? '\t' : ';'
      const cols = splitFields(raw, sep).map((c) => c.trim().toLowerCase())
      if (cols.join(';') !== IMPORT_COLUMNS.join(';')) {
        errors.push({
          line,
          message: {
            hu: `a fejléc ez legyen: ${IMPORT_COLUMNS.join(';')}`,
            en: `the header must be: ${IMPORT_COLUMNS.join(';')}`,
          },
        })
      }
      header = { sep }
      return
    }
    const row = readRow(splitFields(raw, header.sep), line)
    if ('errors' in row) errors.push(...row.errors)
    else read.push(row)
  })
  if (!header) return whole('üres lista', 'an empty list')
  return assemble(read, errors)
}

/** Reads the JSON format. */
function fromJson(text: string): ImportResult {
  let items: unknown
  try {
    items = JSON.parse(text)
  } catch {
    return whole('hibás JSON', 'invalid JSON')
  }
  if (!Array.isArray(items)) return whole('a JSON-nak listának kell lennie', 'the JSON must be a list')
  if (items.length > MAX_IMPORT_CARDS) return tooMany(items.length)
  const errors: ImportError[] = []
  const read: ReadCard[] = []
  items.forEach((item, i) => {
    const line = i + 1
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({ line, message: { hu: 'nem lap-objektum', en: 'not a card object' } })
      return
    }
    const { count = 1, ...rest } = item as Record<string, unknown>
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 10) {
      errors.push({
        line,
        message: { hu: 'count: 1 és 10 közötti egész kell', en: 'count: must be a whole number from 1 to 10' },
      })
      return
    }
    const name = rest.name as { en?: unknown } | undefined
    const slug = cleanName(typeof name?.en === 'string' ? name.en : '').slug || `card-${line}`
    const manual = rest.manual as { text?: unknown } | undefined
    const def = {
      costKind: 'vp',
      timing: 'main',
      abilities: [],
      ...rest,
      id: `hkk-user/${slug}`,
      ...(typeof manual?.text === 'string' ? { manual: { text: manual.text.slice(0, MAX_MANUAL_TEXT) } } : {}),
    }
    const v = validateCardDef(def)
    if ('errors' in v) errors.push(...v.errors.map((message) => ({ line, message })))
    else read.push({ line, count, def: v.def })
  })
  return assemble(read, errors)
}

function tooMany(n: number): ImportResult {
  return whole(
    `túl sok lap: ${n} (legfeljebb ${MAX_IMPORT_CARDS})`,
    `too many cards: ${n} (at most ${MAX_IMPORT_CARDS})`,
  )
}

/** The deck from the cards read: one id per copy; the same name twice and too many cards are errors. */
function assemble(read: readonly ReadCard[], errors: ImportError[]): ImportResult {
  const seen = new Map<string, number>()
  for (const r of read) {
    const first = seen.get(r.def.id)
    if (first !== undefined) {
      errors.push({
        line: r.line,
        message: { hu: `ez a név már szerepel a(z) ${first}. sorban`, en: `this name is already on line ${first}` },
      })
    } else seen.set(r.def.id, r.line)
  }
  const total = read.reduce((sum, r) => sum + r.count, 0)
  if (total > MAX_IMPORT_CARDS) errors.push(...(tooMany(total) as { errors: ImportError[] }).errors)
  if (errors.length > 0) return { errors: errors.sort((a, b) => a.line - b.line) }
  if (read.length === 0) return whole('nincs egy lap sem', 'no cards')
  const result = {
    cards: read.map((r) => r.def),
    deck: read.flatMap((r) => Array.from({ length: r.count }, () => r.def.id)),
  }
  // Keywords expand into larger JSON; what travels in the start record must still fit one log entry.
  const size = JSON.stringify(result).length
  if (size > MAX_IMPORT_JSON) {
    return whole(
      `a lapok leírása túl nagy: ${size} karakter (legfeljebb ${MAX_IMPORT_JSON})`,
      `the cards are too large once encoded: ${size} characters (at most ${MAX_IMPORT_JSON})`,
    )
  }
  return result
}
