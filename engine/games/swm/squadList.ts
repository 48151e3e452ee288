/**
 * A squad list's shape and its canonical encoding. A list comes from a peer, so `parseSquadList` checks every part
 * of an unknown value and never throws; the canonical form (versioned, entries sorted by id, repeats merged) is what
 * a commitment hashes, so two spellings of one squad commit to the same hash.
 */
import type { Json } from '../../core/types'
import { squadErrors } from './squadErrors'
import type { SquadError } from './squadErrors'

/** The canonical encoding's version tag; a new encoding gets a new tag, never a changed meaning for this one. */
export const SQUAD_FORMAT = 'holotable/swm/squad/v1'

/** The most entries a list may have, and the most figures of one character: bounds on a hostile payload. */
export const MAX_SQUAD_ENTRIES = 60
export const MAX_FIGURES_PER_CHARACTER = 200
/** Longest id or faction string accepted (ours are far shorter). */
const MAX_ID_LENGTH = 80

/** A squad as a player builds it: a faction and how many of each character (an id may repeat; counts add up). */
export interface SquadList {
  faction: string
  characters: readonly { id: string; count: number }[]
}

/** The canonical squad: the version tag, the faction and `[id, count]` pairs sorted by id, each id once. */
export interface CanonicalSquad {
  v: typeof SQUAD_FORMAT
  faction: string
  characters: [string, number][]
}

/** Parsed, or why not. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: SquadError }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_LENGTH

/**
 * Checks the shape of an untrusted squad list and returns its canonical form. Unknown characters or factions are
 * not refused here (that is `validateSquad`'s job, with the rules); only what cannot be a list at all.
 */
export function parseSquadList(list: unknown): Parsed<CanonicalSquad> {
  if (!isRecord(list))
    return malformed('egy csoport és a karakterek listája kell.', 'expected a faction and a list of characters.')
  const { faction, characters } = list
  if (!isId(faction)) return malformed('hiányzik a csoport.', 'the faction is missing.')
  const entries = parseEntries(characters)
  if (!entries.ok) return entries
  return { ok: true, value: { v: SQUAD_FORMAT, faction, characters: entries.value } }
}

const malformed = <T>(hu: string, en: string): Parsed<T> => ({ ok: false, error: squadErrors.malformed(hu, en) })

/**
 * Checks an untrusted list of `{ id, count }` entries; returns `[id, count]` pairs sorted by id, a repeated id's
 * counts added up.
 */
export function parseEntries(characters: unknown): Parsed<[string, number][]> {
  if (!Array.isArray(characters))
    return malformed('hiányzik a karakterek listája.', 'the list of characters is missing.')
  if (characters.length > MAX_SQUAD_ENTRIES)
    return malformed(`legfeljebb ${MAX_SQUAD_ENTRIES} sora lehet.`, `it may have at most ${MAX_SQUAD_ENTRIES} entries.`)
  const counts = new Map<string, number>()
  for (const entry of characters as unknown[]) {
    if (!isRecord(entry) || !isId(entry.id))
      return malformed(
        'minden sorban egy karakter azonosítója és darabszáma kell.',
        'each entry needs a character id and a count.',
      )
    const { id, count } = entry
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1 || count > MAX_FIGURES_PER_CHARACTER)
      return { ok: false, error: squadErrors.badCount(id, MAX_FIGURES_PER_CHARACTER) }
    const total = (counts.get(id) ?? 0) + count
    if (total > MAX_FIGURES_PER_CHARACTER)
      return { ok: false, error: squadErrors.badCount(id, MAX_FIGURES_PER_CHARACTER) }
    counts.set(id, total)
  }
  // Sorted by UTF-16 code units, the same on every JS engine (as core/hash.ts sorts keys).
  return { ok: true, value: [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) }
}

/** The canonical squad as JSON, for hashing and for the log. */
export function squadJson(squad: CanonicalSquad): Json {
  return { v: squad.v, faction: squad.faction, characters: squad.characters.map(([id, n]) => [id, n]) }
}

/** The canonical squad back as a list (for a UI that edits it). */
export function squadToList(squad: CanonicalSquad): SquadList {
  return { faction: squad.faction, characters: squad.characters.map(([id, count]) => ({ id, count })) }
}
